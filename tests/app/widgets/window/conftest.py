"""Fixtures for the window tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.widgets.window import theme


@pytest.fixture(params=[theme.LIGHT, theme.DARK])
def theme_mode(request: pytest.FixtureRequest) -> Iterator[str]:
    """Each theme in turn, light then dark, for a test that switches its window to it; the
    theme is dark again afterwards."""
    yield str(request.param)
    theme.instance().set_choice(theme.DARK)
