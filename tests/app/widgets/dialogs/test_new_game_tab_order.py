"""Game → New game walked with the Tab key, as a person without a mouse walks it: top to bottom,
left to right, each field once, and back to the start."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from app.widgets.dialogs.new_game import CUSTOM, NewGameDialog
from engine import PRESETS
from engine.in_play.seats import cpu, human


def walk(dialog: NewGameDialog, qtbot: Any) -> list[QWidget]:
    """The widgets that take the focus, from the game's box, one Tab press at a time."""
    dialog.activateWindow()
    dialog.preset.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.preset)
    seen: list[QWidget] = []
    for _ in range(40):
        widget = QApplication.focusWidget()
        assert widget is not None
        if widget.parentWidget() is dialog.clock:  # the typed clock's field is the clock
            widget = dialog.clock
        if seen and widget is seen[0]:
            return seen
        seen.append(widget)
        QTest.keyClick(widget, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never came back to the game's box: {seen}")


@pytest.mark.parametrize("preset", ["tic-tac-toe", CUSTOM])
def test_tab_walks_new_game_top_to_bottom(qtbot: Any, preset: str) -> None:
    dialog = NewGameDialog(PRESETS["qubic"], [human(1), cpu(2, "hard")])
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData(preset))
    dialog.show()
    qtbot.waitExposed(dialog)
    name_1, kind_1, level_1 = dialog.players_editor._rows[0]
    name_2, kind_2, level_2 = dialog.players_editor._rows[1]
    custom: list[QWidget] = []
    if preset == CUSTOM:
        custom = [dialog.axes, *dialog.sizes[:3], dialog.k, dialog.gravity]
        custom += [dialog.player_count, dialog.target, dialog.blocked_centre]
    seats = [name_1, kind_1]  # the human's level box is off, and Tab passes it by
    seats += [name_2, kind_2, level_2]
    buttons = dialog.buttons
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    expected = [dialog.preset, *custom, *seats, dialog.first, dialog.clock]
    walked = walk(dialog, qtbot)
    assert walked[: len(expected)] == expected
    assert set(walked[len(expected) :]) == {ok, cancel}
    assert level_1 not in walked
