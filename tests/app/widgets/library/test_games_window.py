"""Game → Games through the real window: a game played and one begun after New are both listed
with their board, result and length; the filters narrow the list; a game deleted goes from the
library and Undo brings it back; Export writes an animated GIF with a frame a move; Open
reviews a kept game in the window, Continue starts a new game from a chosen move; every control
is named for a screen reader and every row reads as a sentence; the words are Japanese in a
Japanese window."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
)

from app.widgets.library.games_dialog import GamesDialog
from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game, parse_cell
from engine.in_play.seats import cpu, human
from tests.support.notation_games import play
from tests.support.programs.language_walk import is_japanese_or_neutral
from tests.support.window_languages import speaking
from tests.support.windows import Dialogs, OpenWindow

TTT = PRESETS["tic-tac-toe"]
C4 = PRESETS["connect-four"]
RED_WINS = ("1,1", "2,1", "1,2", "2,2", "1,3")


def two_games(open_window: OpenWindow) -> MainWindow:
    """A window where a person beat another at tic-tac-toe, then began a Connect Four game
    against the CPU (paused, so that it never moves) after New."""
    window = open_window(game=Game(TTT), players=(human(1), human(2)))
    play(window, *RED_WINS)
    assert window.session.game.is_over()
    window.session.set_paused(True)
    window.session.new_game(C4, [human(1), cpu(2, "hard")])
    play(window, "4,1")
    return window


def games_window(window: MainWindow) -> GamesDialog:
    window.menu_actions["games"].trigger()
    dialog = window.library_commands.games_dialog
    assert isinstance(dialog, GamesDialog) and dialog.isVisible()
    return dialog


def item(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    found = table.item(row, column)
    assert found is not None, (row, column)
    return found


def header(table: QTableWidget, column: int) -> str:
    found = table.horizontalHeaderItem(column)
    assert found is not None, column
    return found.text()


def rows(dialog: GamesDialog) -> list[list[str]]:
    table = dialog.table
    return [
        [item(table, row, column).text() for column in range(1, table.columnCount())]
        for row in range(table.rowCount())
    ]


def choose_filter(combo: QComboBox, data: str) -> None:
    place = combo.findData(data)
    assert place >= 0, data
    combo.setCurrentIndex(place)


def tic_tac_toe_row(dialog: GamesDialog) -> int:
    return next(row for row, entry in enumerate(dialog.shown) if entry.preset == "tic-tac-toe")


def test_both_games_are_listed_newest_first(open_window: OpenWindow) -> None:
    dialog = games_window(two_games(open_window))
    assert rows(dialog) == [
        ["Connect Four", "You against CPU (hard)", "Going on", "1", "—"],
        ["Tic-tac-toe", "Red against Blue", "Red won", "5", "—"],
    ]
    assert [entry.moves for entry in dialog.shown] == [1, 5]


def test_the_filters_narrow_the_list(open_window: OpenWindow) -> None:
    dialog = games_window(two_games(open_window))
    choose_filter(dialog.board_filter, "tic-tac-toe")
    assert [r[0] for r in rows(dialog)] == ["Tic-tac-toe"]
    choose_filter(dialog.board_filter, "")
    choose_filter(dialog.opponent_filter, "cpu:hard")
    assert [r[0] for r in rows(dialog)] == ["Connect Four"]
    assert dialog.opponent_filter.currentText() == "CPU, hard"
    choose_filter(dialog.opponent_filter, "")
    choose_filter(dialog.result_filter, "going-on")
    assert [r[0] for r in rows(dialog)] == ["Connect Four"]
    choose_filter(dialog.result_filter, "drawn")
    assert rows(dialog) == []
    choose_filter(dialog.result_filter, "")
    choose_filter(dialog.date_filter, "1")  # today: both were played now
    assert len(rows(dialog)) == 2


def test_a_game_deleted_is_gone_and_undo_brings_it_back(open_window: OpenWindow) -> None:
    window = two_games(open_window)
    library = window.session.in_play.library
    assert library is not None
    dialog = games_window(window)
    dialog.table.selectRow(tic_tac_toe_row(dialog))
    kept = dialog.chosen()
    assert kept is not None and kept.file.exists()
    dialog.delete_button.click()
    assert [r[0] for r in rows(dialog)] == ["Connect Four"]
    assert not kept.file.exists()
    assert [e.preset for e in library.games()] == ["connect-four"]
    assert "deleted" in dialog.note.text()
    assert dialog.undo_button.isEnabled()
    dialog.undo_button.click()
    assert [r[0] for r in rows(dialog)] == ["Connect Four", "Tic-tac-toe"]
    assert kept.file.exists()
    assert not dialog.undo_button.isEnabled()


def test_export_writes_an_animated_gif_with_a_frame_a_move(
    open_window: OpenWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    dialog = games_window(two_games(open_window))
    dialog.table.selectRow(tic_tac_toe_row(dialog))
    dialogs.save_path = str(tmp_path / "won")
    dialog.export_button.click()
    with Image.open(tmp_path / "won.gif") as picture:
        assert picture.format == "GIF"
        assert (
            getattr(picture, "n_frames", 1) == len(RED_WINS) + 1
        )  # the empty board, then each move


def test_open_reviews_a_kept_game_and_continue_starts_a_new_one(
    open_window: OpenWindow, dialogs: Dialogs
) -> None:
    window = two_games(open_window)
    dialog = games_window(window)
    dialog.table.selectRow(tic_tac_toe_row(dialog))
    dialog.open_button.click()
    session = window.session
    assert session.rules == TTT
    assert session.game.moves == tuple(parse_cell(m, TTT) for m in RED_WINS)
    assert session.game.is_over()
    created = session.in_play.created
    dialog.table.selectRow(tic_tac_toe_row(dialog))
    dialog.move_box.setValue(2)
    dialog.continue_button.click()
    assert session.game.moves == tuple(parse_cell(m, TTT) for m in RED_WINS[:2])
    assert not session.game.is_over()
    assert session.in_play.created != created
    # The game continued is a game of its own in the library, beside the one it came from.
    assert sorted(entry.moves for entry in dialog.shown) == [1, 2, 5]


def test_every_control_is_named_and_every_row_reads_as_a_sentence(
    open_window: OpenWindow,
) -> None:
    dialog = games_window(two_games(open_window))
    controls: list[Any] = [
        *dialog.findChildren(QPushButton),
        *dialog.findChildren(QComboBox),
        *dialog.findChildren(QSpinBox),
        *dialog.findChildren(QTableWidget),
    ]
    unnamed = [c for c in controls if c.isVisible() and not c.accessibleName() and not c.text()]
    assert unnamed == []
    for widget in controls:
        if not isinstance(widget, QPushButton) or widget.objectName().startswith("games-"):
            assert widget.accessibleName(), widget.objectName()
    said = item(dialog.table, 1, 0).data(Qt.ItemDataRole.AccessibleTextRole)
    assert "Tic-tac-toe" in said and "Red won" in said and "5 moves" in said


def test_the_games_window_speaks_japanese(open_window: OpenWindow) -> None:
    with speaking("ja"):
        dialog = games_window(two_games(open_window))
        texts = [text for row in rows(dialog) for text in row]
        texts += [dialog.windowTitle(), dialog.move_label.text()]
        texts += [b.text() for b in dialog.findChildren(QPushButton)]
        for combo in (dialog.board_filter, dialog.opponent_filter, dialog.result_filter):
            texts += [combo.itemText(i) for i in range(combo.count())]
        texts += [combo.accessibleName() for combo in dialog.findChildren(QComboBox)]
        grid = dialog.table
        texts += [header(grid, c) for c in range(grid.columnCount())]
        texts.append(item(grid, 0, 0).data(Qt.ItemDataRole.AccessibleTextRole))
        dialog.table.selectRow(tic_tac_toe_row(dialog))
        dialog.delete_button.click()
        texts.append(dialog.note.text())
        english = [text for text in texts if not is_japanese_or_neutral(text)]
        assert english == []


@pytest.mark.parametrize("language", ["en", "ja"])
def test_games_is_in_the_game_menu(open_window: OpenWindow, language: str) -> None:
    with speaking(language):
        window = open_window()
        action = window.menu_actions["games"]
        assert action in window.menus["game-menu"].actions()
        assert is_japanese_or_neutral(action.text()) == (language == "ja")


def test_open_and_continue_ask_first_about_the_game_in_progress(
    open_window: OpenWindow, dialogs: Dialogs
) -> None:
    window = two_games(open_window)  # the Connect Four game goes on, one move played
    dialog = games_window(window)
    dialog.table.selectRow(tic_tac_toe_row(dialog))
    dialogs.answer = QMessageBox.StandardButton.Cancel
    dialog.open_button.click()
    dialog.continue_button.click()
    dialog.analyse_button.click()
    assert [title for kind, title, _ in dialogs.messages if kind == "question"] == [
        "Unsaved game"
    ] * 3
    assert window.session.rules == C4 and window.session.game.ply == 1
    assert not window.session.analyst.running
    dialogs.answer = QMessageBox.StandardButton.Discard
    dialog.open_button.click()
    assert window.session.rules == TTT and window.session.game.ply == len(RED_WINS)


def test_without_a_library_games_says_why(open_window: OpenWindow, dialogs: Dialogs) -> None:
    window = open_window(game=Game(TTT), players=(human(1), human(2)))
    window.session.in_play.library = None  # as when the data folder cannot be written
    window.menu_actions["games"].trigger()
    assert window.library_commands.games_dialog is None
    assert dialogs.messages == [
        (
            "information",
            "Games",
            "Your games are not kept: the data folder cannot be written.",
        )
    ]
    window.library_commands.explorer.pull()
    assert window.library_commands.explorer.rows() == []
    assert "not kept" in window.library_commands.explorer.summary.text()
