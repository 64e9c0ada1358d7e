"""Drawing that OpenGL may refuse: catch the first error of the 3D view's frame, log it once
and say so, instead of pyqtgraph printing a traceback per item and frame and drawing nothing."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from app.widgets.words import tr

log = logging.getLogger(__name__)


class DrawGuard:
    """Runs drawing code; after its first error it runs nothing more and has called
    `on_failure` once with a translated sentence naming what failed."""

    def __init__(self, on_failure: Callable[[str], None]) -> None:
        self.on_failure = on_failure
        self.failure = ""
        """Why drawing failed, once it has; empty while drawing works."""

    def run(self, draw: Callable[[], object]) -> None:
        """Call `draw` unless drawing failed before; an error from it ends all drawing."""
        if self.failure:
            return
        try:
            draw()
        except Exception as error:
            self.fail(error)

    def wrap(self, item: Any) -> None:
        """Route the pyqtgraph item's paint through `run` (its own handler prints to stderr)."""
        paint = item.paint
        item.paint = lambda: self.run(paint)

    def fail(self, error: Exception) -> None:
        """Log `error` with its traceback and report it, the first time only."""
        if self.failure:
            return
        log.error("OpenGL failed while drawing the 3D view", exc_info=error)
        self.failure = tr("OpenGL failed while drawing the board (%1).").replace(
            "%1", f"{type(error).__name__}: {error}"
        )
        self.on_failure(self.failure)
