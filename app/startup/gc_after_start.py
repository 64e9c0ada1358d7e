"""The cycle collector and start-up: paused from the building of the window to its first frame,
since what start-up makes (modules, Qt wrappers, the first game) is none of it garbage, and once
the window is up those objects are set aside from it, so its full collections stay short."""

from __future__ import annotations

import gc
from collections.abc import Callable
from typing import TYPE_CHECKING

from app.startup.diagnostics import after_first_frame

if TYPE_CHECKING:
    from app.widgets.window.main_window import MainWindow


def pause_collector() -> Callable[[], None]:
    """Turn the cycle collector off, and return what turns it back on as it was (once).
    Building the window imports some 900 modules and makes their objects, none of them
    garbage: about 230 collections walked them again and again, a sixth of the time to the
    first frame, and the first one after a pause only for the building walks them all."""
    enabled = gc.isenabled()
    gc.disable()
    resumed = False

    def resume() -> None:
        nonlocal resumed
        if not resumed and enabled:
            gc.enable()
            # What the pause left, all at once, here: left to the next allocation, the
            # collection could come in the middle of a frame or of a window's deletion.
            gc.collect()
        resumed = True

    return resume


def resume_after_first_frame(window: MainWindow, resume: Callable[[], None]) -> None:
    """`resume` the collector once the window's first frame is up, or at the next turn of the
    event loop after the window is gone without one (never inside its destruction: the first
    collection after the pause, a full one, would meet the half-deleted window's wrappers)."""
    from PySide6.QtCore import QTimer

    after_first_frame(window, resume)
    window.destroyed.connect(lambda: QTimer.singleShot(0, resume))


def freeze_after_first_frame(window: MainWindow) -> None:
    """Once the window's first frame is up, take what start-up made out of the cycle
    collector's way (`freeze_start_up_objects`)."""
    after_first_frame(window, freeze_start_up_objects)


def freeze_start_up_objects() -> None:
    """Collect once, then move every object alive now (modules, Qt wrappers, the first game:
    most live as long as the window) to the collector's permanent generation. A full collection
    then walks only what was made since: opening a 19×19×19 game otherwise pays about 0.1 s
    for one that walks all of start-up again."""
    gc.collect()
    gc.freeze()
