"""Once the window's first frame is up, the objects start-up made are set aside from the cycle
collector (and only once: later frames leave it alone)."""

from __future__ import annotations

import gc
from typing import Any

from app.startup.gc_after_start import freeze_after_first_frame
from tests.support.windows import OpenWindow


def test_the_first_frame_freezes_what_start_up_made_once(
    qtbot: Any, open_window: OpenWindow
) -> None:
    window = open_window()
    assert window.board is not None
    gc.unfreeze()
    try:
        freeze_after_first_frame(window)
        window.board.update()
        qtbot.waitUntil(lambda: gc.get_freeze_count() > 0, timeout=10000)
        frozen = gc.get_freeze_count()
        gc.unfreeze()
        for _ in range(3):  # later frames do not freeze again
            with qtbot.waitSignal(window.board.frameSwapped, timeout=10000):
                window.board.update()
        qtbot.wait(50)
        assert frozen > 1000 and gc.get_freeze_count() == 0
    finally:
        gc.unfreeze()  # the rest of the test run collects as usual
