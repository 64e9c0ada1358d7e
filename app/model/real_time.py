"""The real clock in milliseconds, the default of every model object that times something (the
CPU's pause before its move, the motion of stones); tests replace it with a clock of their own."""

from __future__ import annotations

import time


def monotonic_ms() -> float:
    """The real clock, in milliseconds."""
    return time.monotonic() * 1000.0
