"""The cycle collector rests while the window is built and works again after its first frame;
then the objects start-up made are set aside from it (and only once: later frames leave it
alone)."""

from __future__ import annotations

import gc
from typing import Any

from app.startup.gc_after_start import freeze_after_first_frame, pause_collector
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


def test_the_collector_rests_while_the_window_is_built_and_works_after_its_first_frame(
    qtbot: Any, open_window: OpenWindow
) -> None:
    assert gc.isenabled()
    window = open_window()  # built by create_window, as `hyperrow` builds it
    assert window.board is not None
    with qtbot.waitSignal(window.board.frameSwapped, timeout=10000):
        window.board.update()
    qtbot.waitUntil(gc.isenabled, timeout=10000)


def test_a_paused_collector_is_resumed_once_and_as_it_was() -> None:
    resume = pause_collector()
    assert not gc.isenabled()
    resume()
    assert gc.isenabled()
    gc.disable()
    try:
        resume()  # a second resume changes nothing
        assert not gc.isenabled()
        again = pause_collector()
        again()  # the collector was off before the pause: it stays off
        assert not gc.isenabled()
    finally:
        gc.enable()
