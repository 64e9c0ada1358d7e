"""The opening explorer, File → Export game and File → Open code through the real window, and
the end of a 4D game in view: the explorer lists the moves two played games made from the
start with their counts and results (and the position on view when reviewing); the window's
game exports as an animated GIF with a frame a move and as a PNG; a code opens its game, a
damaged one is refused naming the place, in English and in Japanese; a 4D game won in another
w-slice ends with that slice on view."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from app.widgets.library.explorer_panel import ExplorerPanel
from app.widgets.library.game_exports import CodeDialog
from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game, parse_cell
from engine.in_play.seats import human
from engine.library import encode
from tests.support.notation_games import game_after, play
from tests.support.programs.language_walk import is_japanese_or_neutral
from tests.support.window_languages import speaking
from tests.support.windows import Dialogs, OpenWindow

TTT = PRESETS["tic-tac-toe"]
CORNER_WINS = ("1,1", "2,1", "1,2", "2,2", "1,3")  # red opens in a corner and wins
CENTRE_DRAWN = ("2,2", "1,1", "3,3", "3,1", "2,1", "2,3", "1,2", "3,2", "1,3")  # a draw


def explorer(window: MainWindow, qtbot: Any) -> ExplorerPanel:
    """The explorer's panel, its tab raised."""
    window.explorer_dock.raise_()
    panel = window.library_commands.explorer
    qtbot.waitUntil(panel.isVisible)
    return panel


def test_the_explorer_lists_the_moves_of_two_games_from_the_start(
    open_window: OpenWindow, qtbot: Any
) -> None:
    window = open_window(game=Game(TTT), players=(human(1), human(2)))
    play(window, *CORNER_WINS)
    window.session.new_game(TTT, [human(1), human(2)])
    play(window, *CENTRE_DRAWN)
    outcome = window.session.game.outcome()
    assert outcome is not None and not outcome.winners
    window.session.new_game(TTT, [human(1), human(2)])
    panel = explorer(window, qtbot)
    # Move, games, won, drawn, lost (for the side to move), proven.
    assert panel.rows() == [["1,1", "1", "1", "0", "0", ""], ["2,2", "1", "0", "1", "0", ""]]
    assert panel.summary.text() == "2 of your games went on from this position:"
    # After the corner, the games that went on from there: only the first.
    # 3,3 is the same position as 1,1 under the board's symmetries, and the reply 2,1 there
    # is 2,3 (or 3,2) here; it was the loser's move.
    play(window, "3,3")
    assert panel.rows() == [["2,3", "1", "0", "0", "1", ""]]
    # Reviewing the start again shows the start's moves.
    window.session.review.start()
    assert [row[0] for row in panel.rows()] == ["1,1", "2,2"]


def test_the_explorer_speaks_japanese(open_window: OpenWindow, qtbot: Any) -> None:
    with speaking("ja"):
        window = open_window(game=Game(TTT), players=(human(1), human(2)))
        play(window, *CORNER_WINS)
        window.session.new_game(TTT, [human(1), human(2)])
        panel = explorer(window, qtbot)
        grid = panel.table
        texts = [panel.summary.text(), window.explorer_dock.windowTitle()]
        texts += [
            grid.model().headerData(c, Qt.Orientation.Horizontal) for c in range(grid.columnCount())
        ]
        texts += [panel.accessibleName(), grid.accessibleName(), panel.values_button.text()]
        texts.append(panel.row_sentence(panel.exploration.moves[0], ""))  # type: ignore[union-attr]
        english = [text for text in texts if not is_japanese_or_neutral(text)]
        assert english == []


def test_file_export_writes_the_game_as_a_gif_and_a_png(
    open_window: OpenWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    window = open_window(game=game_after(CORNER_WINS), players=(human(1), human(2)))
    assert window.library_commands.export_menu in [
        action.menu() for action in window.menus["file-menu"].actions()
    ]
    dialogs.save_path = str(tmp_path / "game.gif")
    window.library_commands.gif_action.trigger()
    with Image.open(tmp_path / "game.gif") as picture:
        assert getattr(picture, "n_frames", 1) == len(CORNER_WINS) + 1
    dialogs.save_path = str(tmp_path / "end")
    window.library_commands.png_action.trigger()
    with Image.open(tmp_path / "end.png") as picture:
        assert picture.format == "PNG" and picture.size[0] > 50


def open_code(window: MainWindow) -> CodeDialog:
    window.menu_actions["open-code"].trigger()
    dialog = window.findChild(CodeDialog)
    assert isinstance(dialog, CodeDialog) and dialog.isVisible()
    return dialog


def press_open(dialog: CodeDialog) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    button = buttons.button(QDialogButtonBox.StandardButton.Open)
    assert button is not None
    button.click()


def damaged(code: str, at: int) -> str:
    """`code` with its character at `at` (from 0) changed."""
    changed = "B" if code[at] != "B" else "C"
    return code[:at] + changed + code[at + 1 :]


def test_open_code_opens_the_game_and_refuses_a_damaged_code_naming_the_place(
    open_window: OpenWindow, qtbot: Any
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    code = encode(game_after(CORNER_WINS))
    dialog = open_code(window)
    dialog.field.setText("  " + damaged(code, 9))
    press_open(dialog)
    assert dialog.isVisible() and dialog.problem.isVisible()
    assert dialog.problem.text().startswith("At characters 9 to 16 of the code,")
    assert dialog.field.selectedText() == damaged(code, 9)[8:16]
    assert window.session.rules == PRESETS["qubic"]
    dialog.field.setText(code)
    press_open(dialog)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.session.rules == TTT
    assert window.session.game.moves == tuple(parse_cell(m, TTT) for m in CORNER_WINS)


def test_a_damaged_code_is_refused_in_japanese(open_window: OpenWindow) -> None:
    with speaking("ja"):
        window = open_window()
        dialog = open_code(window)
        dialog.field.setText(damaged(encode(game_after(CORNER_WINS)), 2))
        press_open(dialog)
        texts = [dialog.problem.text(), dialog.windowTitle(), dialog.prompt.text()]
        texts += [dialog.field.accessibleName(), window.menu_actions["open-code"].text()]
        english = [text for text in texts if not is_japanese_or_neutral(text)]
        assert english == [] and "1" in dialog.problem.text()
        dialog.reject()
        QApplication.processEvents()


def test_a_four_d_game_won_in_another_w_slice_ends_with_that_slice_on_view(
    open_window: OpenWindow,
) -> None:
    window = open_window(game=Game(PRESETS["four-d"]), players=(human(1), human(2)))
    assert window.view_state.w == 0
    for x in range(3):
        assert window.session.play((x, 0, 0, 2))
        assert window.session.play((x, 3, 0, 0))
    assert window.session.play((3, 0, 0, 2))
    assert window.session.game.is_over()
    assert window.view_state.w == 2 and not window.view_state.all_slices


@pytest.mark.processes
def test_the_explorer_shows_what_is_proven_of_each_move(
    open_window: OpenWindow, qtbot: Any
) -> None:
    window = open_window(game=Game(TTT), players=(human(1), human(2)))
    play(window, *CORNER_WINS)
    window.session.new_game(TTT, [human(1), human(2)])
    play(window, *CENTRE_DRAWN)
    window.session.new_game(TTT, [human(1), human(2)])
    panel = explorer(window, qtbot)
    assert panel.values_button.defaultAction() is window.analysis.values_action
    panel.values_button.click()
    # Tic-tac-toe is a draw from the start whatever the first move: proven by the solver (an
    # estimate, "not proven", may show first while the proof is on its way).
    qtbot.waitUntil(
        lambda: [(row[0], row[-1]) for row in panel.rows()] == [("1,1", "draws"), ("2,2", "draws")],
        timeout=120_000,
    )
    window.analysis.values_action.setChecked(False)
