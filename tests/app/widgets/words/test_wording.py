"""Dialogs and wording: the New game dialog's names, size and inline messages, refusals in the
status bar, the title's unsaved mark, Open recent and Export image."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QSpinBox

from app.model.session import cpu, human
from app.widgets.dialogs.new_game import NewGameDialog
from app.widgets.dialogs.players import how_to_play
from app.widgets.window.main_window import MainWindow
from app.widgets.words.game_names import game_name, game_summary
from engine import PRESETS, Game, parse_cell, record
from tests.app.conftest import Dialogs, OpenWindow

QUBIC = PRESETS["qubic"]


def play(window: MainWindow, *texts: str) -> None:
    for text in texts:
        assert window.session.play(parse_cell(text, window.session.rules)), text


def test_presets_are_offered_by_their_names_with_one_line_each(qtbot: Any) -> None:
    dialog = NewGameDialog(QUBIC, [human(1), human(2)])
    qtbot.addWidget(dialog)
    texts = [dialog.preset.itemText(i) for i in range(dialog.preset.count())]
    assert texts == [*(game_name(n) for n in PRESETS), "Custom rules…"]
    assert "Score Four" in texts and "score-four" not in texts
    for index, name in enumerate(PRESETS):
        dialog.preset.setCurrentIndex(index)
        assert dialog.summary.text() == game_summary(name)
        assert dialog.summary.text()[0].isupper() and dialog.summary.text().endswith(".")
        if "-" in name:  # an engine id, not a word
            assert name not in how_to_play(name)


def test_the_new_game_dialog_keeps_its_size_while_options_change(qtbot: Any) -> None:
    dialog = NewGameDialog(QUBIC, [human(1), human(2)])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    size = dialog.size()
    for name in (*PRESETS, "custom"):
        dialog.preset.setCurrentIndex(dialog.preset.findData(name))
        assert dialog.size() == size, name
    dialog.axes.setValue(1)
    dialog.player_count.setValue(4)
    dialog.k.setValue(1)
    assert dialog.message.text()
    assert dialog.size() == size


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("k", 1, "In a row must be from 2 to 4, the longest side of the board, not 1."),
        ("k", 9, "In a row must be from 2 to 4, the longest side of the board, not 9."),
        ("player_count", 5, "From 2 to 4 players can play, not 5."),
        ("axes", 7, "A board has 1 to 6 axes, not 7."),
        ("target", 0, "Lines to win must be at least 1."),
    ],
)
def test_invalid_values_say_what_is_wrong_inline_and_are_not_turned_back(
    qtbot: Any, field: str, value: int, message: str
) -> None:
    dialog = NewGameDialog(QUBIC, [human(1), human(2)])
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("custom"))
    spin = getattr(dialog, field)
    assert isinstance(spin, QSpinBox)
    spin.setValue(value)
    assert spin.value() == value
    assert dialog.message.text() == message
    assert dialog.rules() is None
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert "border" in spin.styleSheet()


def test_a_size_beyond_the_limit_is_explained(qtbot: Any) -> None:
    dialog = NewGameDialog(QUBIC, [human(1), human(2)])
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("custom"))
    dialog.sizes[0].setValue(25)
    assert dialog.sizes[0].value() == 25
    assert dialog.message.text() == "Each side of the board is 1 to 19 cells long."


def test_a_full_column_in_score_four_is_called_a_column(
    qtbot: Any, open_window: OpenWindow
) -> None:
    window = open_window(game=Game(PRESETS["score-four"]), players=(human(1), human(2)))
    play(window, "1,1,1", "1,1,2", "1,1,3", "1,1,4")
    with qtbot.waitSignal(window.session.rejected) as rejected:
        assert not window.session.play_at((0, 0, 2))
    assert window.status.currentMessage() == "Column 1,1 is full."
    assert rejected.args[0].column == (0, 0)


def test_a_cpu_turn_refusal_is_a_sentence(qtbot: Any, open_window: OpenWindow) -> None:
    window = open_window(game=Game(QUBIC), players=(cpu(1, "easy"), human(2)))
    window.session.set_paused(True)
    with qtbot.waitSignal(window.session.rejected):
        assert not window.session.play((0, 0, 0))
    assert window.status.currentMessage() == "It is a CPU player's turn: wait for its move."


def test_the_unsaved_mark_is_only_for_a_named_file_behind_its_moves(
    open_window: OpenWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    window = open_window(game=Game(QUBIC), players=(human(1), human(2)))
    assert window.windowTitle() == "Untitled Qubic[*] — hyperrow"
    play(window, "1,1,1")
    assert window.session.dirty
    assert not window.isWindowModified()  # autosaved: closing loses nothing
    dialogs.save_path = str(tmp_path / "mine.hyperrow")
    assert window.save_as()
    assert window.windowTitle() == "mine.hyperrow[*] — hyperrow"
    assert not window.isWindowModified()
    play(window, "2,2,2")
    assert window.isWindowModified()


def test_open_recent_is_up_to_date_at_once(open_window: OpenWindow, tmp_path: Path) -> None:
    window = open_window()
    assert not window.recent_menu.isEnabled()
    path = tmp_path / "first.hyperrow"
    record.save(Game(QUBIC), path)
    assert window.open_path(str(path))
    assert window.recent_menu.isEnabled()
    window.recent_menu.aboutToShow.emit()
    assert [a.text() for a in window.recent_menu.actions()] == [str(path.resolve())]


def test_export_image_says_where_it_wrote(
    open_window: OpenWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    window = open_window()
    dialogs.save_path = str(tmp_path / "board")
    assert window.export_image()
    written = tmp_path / "board.png"
    assert written.stat().st_size > 1000
    assert window.status.currentMessage() == f"Image saved to {written}"


def test_the_whole_status_fits_a_window_of_800_by_600(qtbot: Any, open_window: OpenWindow) -> None:
    window = open_window(game=Game(PRESETS["tesseract"]), players=(human(1), cpu(2, "expert")))
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    window.session.cpu_seconds = 3.0
    with qtbot.waitSignal(window.session.cpu_progress, timeout=20000):
        play(window, "1,1,1,1")
    qtbot.wait(50)
    labels = [window.turn_label, window.score_label, window.cpu_label]
    assert all(label.isVisible() and label.text() for label in labels)
    for label in labels:
        needed = label.fontMetrics().horizontalAdvance(label.text())
        assert label.width() >= needed, (label.text(), label.width(), needed)
        right = label.mapTo(window, label.rect().topRight()).x()
        assert right <= window.width(), label.text()
