"""Saving changes the window's title once: a screen reader says the window's title each time it
changes (its name, and its unsaved mark), and said it three times after a Save As."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

from engine import PRESETS, Game
from engine.in_play.seats import human
from tests.support.windows import Dialogs, OpenWindow

TITLE_EVENTS = (QEvent.Type.WindowTitleChange, QEvent.Type.ModifiedChange)


class TitleChanges(QObject):
    """The window's title after each change of the title shown (its text or its mark)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.shown: list[str] = []
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() in TITLE_EVENTS:
            self.shown.append(self.window.windowTitle())
        return False


def test_save_as_and_save_change_the_title_once_each(
    dialogs: Dialogs, open_window: OpenWindow, tmp_path: Path
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    dialogs.save_path = str(tmp_path / "first.hyperrow")
    assert window.files.save_as()
    changes = TitleChanges(window)
    window.session.play((0, 0, 0))
    assert changes.shown == ["first.hyperrow* — hyperrow"]
    # Save As to another name: renamed and clean at once.
    dialogs.save_path = str(tmp_path / "second.hyperrow")
    assert window.files.save_as()
    assert changes.shown[1:] == ["second.hyperrow — hyperrow"]
    window.session.play((1, 1, 1))
    del changes.shown[:]
    assert window.files.save()
    assert changes.shown == ["second.hyperrow — hyperrow"]
