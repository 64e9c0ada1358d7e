"""The tiers of the test suite (markers `slow`, `processes`, `window`, in pyproject.toml) for a
test's parameters: the cases of a parametrized test that take over ten seconds go to the slow
tier alone, and the quick loop keeps the others."""

from __future__ import annotations

from collections.abc import Container
from typing import Any

import pytest

LARGE_BOARDS = ("four-d", "gomoku")
"""The presets with the most cells (256 and 225): a check of every cell or of every shipped
puzzle on them takes over ten seconds."""


def slow_on(value: Any, slow_values: Container[Any]) -> Any:
    """`value` as a parameter, marked slow if it is one of `slow_values`."""
    if value in slow_values:
        return pytest.param(value, marks=pytest.mark.slow)
    return value
