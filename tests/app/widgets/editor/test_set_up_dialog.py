"""Game → Set up position through the real window: a Connect Four position set up by mouse
clicks on the editor's grid and played from (exactly those stones, the side to move chosen),
positions no game reaches refused with the reason and Play from here disabled, Analyse showing
the moves' values, and the editor in Japanese."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.widgets.editor.set_up_dialog import SetUpDialog
from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game
from engine.in_play.seats import human
from engine.rules import Cell
from tests.support.programs.language_walk import is_japanese_or_neutral
from tests.support.window_languages import speaking
from tests.support.windows import Dialogs, OpenWindow

C4 = PRESETS["connect-four"]


def set_up(window: MainWindow, qtbot: Any) -> SetUpDialog:
    """Game → Set up position, as the menu opens it."""
    window.menu_actions["set-up"].trigger()
    dialog = window.findChild(SetUpDialog)
    assert isinstance(dialog, SetUpDialog)
    qtbot.waitExposed(dialog)
    return dialog


def choose_game(dialog: SetUpDialog, name: str) -> None:
    dialog.preset.setCurrentIndex(dialog.preset.findData(name))


def click(dialog: SetUpDialog, cell: Cell, times: int = 1) -> None:
    """A person's left clicks on `cell` of the editor's grid."""
    point = dialog.board.centre_of(cell).toPoint()
    for _ in range(times):
        QTest.mouseClick(dialog.board, Qt.MouseButton.LeftButton, pos=point)


def test_a_connect_four_position_set_up_by_clicks_is_played_from(
    open_window: OpenWindow, dialogs: Dialogs, qtbot: Any
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    dialog = set_up(window, qtbot)
    choose_game(dialog, "connect-four")
    assert dialog.board.rules == C4 and dialog.board.stones == {}
    click(dialog, (3, 0))  # red
    click(dialog, (3, 1), 2)  # blue
    click(dialog, (2, 0))  # red
    click(dialog, (6, 0), 3)  # red, blue, and empty again
    click(dialog, (4, 0), 2)  # blue
    click(dialog, (4, 1))  # red
    stones = {(3, 0): 0, (3, 1): 1, (2, 0): 0, (4, 0): 1, (4, 1): 0}
    assert dialog.board.stones == stones
    # Three red stones and two blue: blue is to move, not red.
    assert not dialog.play_button.isEnabled()
    assert dialog.problem.text() == (
        "The stones do not add up: the players take turns, so with this side to move the "
        "stones should be red 3, blue 3, and they are red 3, blue 2."
    )
    dialog.to_move.setFocus()
    QTest.keyClick(dialog.to_move, Qt.Key.Key_Down)
    assert dialog.to_move.currentIndex() == 1
    assert dialog.play_button.isEnabled()
    assert dialog.problem.text() == "Ready: a game reaches this position."
    QTest.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    game = window.session.game
    assert game.rules == C4
    on_board = {c: p for c in game.geometry.cells if (p := game.stone_at(c)) is not None}
    assert on_board == stones
    assert game.to_move == 1 and game.ply == 5
    assert dialogs.messages == []


def test_a_position_no_game_reaches_keeps_play_disabled(
    open_window: OpenWindow, dialogs: Dialogs, qtbot: Any
) -> None:
    window = open_window(game=Game(C4), players=(human(1), human(2)))
    dialog = set_up(window, qtbot)
    click(dialog, (2, 3))  # red, three rows up
    click(dialog, (1, 0), 2)  # blue
    assert dialog.problem.text() == (
        "The stone at 3,4 floats: the cell under it is empty, and stones fall to the bottom."
    )
    assert not dialog.play_button.isEnabled() and not dialog.analyse_button.isEnabled()
    click(dialog, (2, 3), 2)  # emptied
    click(dialog, (1, 1))  # red over blue, with red to move: blue cannot have moved last
    assert dialog.problem.text().startswith("No game stacks these stones so")
    assert not dialog.play_button.isEnabled()
    choose_game(dialog, "tic-tac-toe")
    for cell in ((0, 0), (1, 0), (2, 0)):
        click(dialog, cell)
    click(dialog, (0, 1), 2)
    click(dialog, (1, 2), 2)
    dialog.to_move.setCurrentIndex(1)
    assert dialog.problem.text() == (
        "The red stones have completed a line (1,1 2,1 3,1): the game would be over."
    )
    assert not dialog.play_button.isEnabled()
    choose_game(dialog, "tesseract")
    click(dialog, (1, 1, 1, 1))  # the blocked centre takes no stone
    assert dialog.board.stones == {}
    dialog.reject()
    assert window.session.game.rules == C4 and window.session.game.ply == 0


def test_analyse_opens_the_position_with_the_moves_values(
    open_window: OpenWindow, dialogs: Dialogs, qtbot: Any
) -> None:
    window = open_window(game=Game(PRESETS["tic-tac-toe"]), players=(human(1), human(2)))
    dialog = set_up(window, qtbot)
    click(dialog, (1, 1))
    click(dialog, (0, 0), 2)
    QTest.mouseClick(dialog.analyse_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.session.game.moves == ((1, 1), (0, 0))
    assert window.analysis.values_action.isChecked()


def test_the_editor_speaks_japanese(open_window: OpenWindow, dialogs: Dialogs, qtbot: Any) -> None:
    with speaking("ja"):
        window = open_window(game=Game(C4), players=(human(1), human(2)))
        dialog = set_up(window, qtbot)
        texts = [dialog.windowTitle(), dialog.hint.text(), dialog.problem.text()]
        click(dialog, (0, 2))
        texts.append(dialog.problem.text())
        click(dialog, (0, 2), 2)
        click(dialog, (0, 0))
        texts.append(dialog.problem.text())
        texts += [dialog.play_button.text(), dialog.analyse_button.text()]
        texts += [dialog.clear_button.text(), dialog.preset.currentText()]
        texts += [dialog.to_move.itemText(i) for i in range(dialog.to_move.count())]
        texts += [dialog.board.accessibleName(), dialog.board.describe((1, 0))]
        texts += [dialog.board.describe((0, 0)), dialog.problem.accessibleName()]
        english = [text for text in texts if not is_japanese_or_neutral(text)]
        assert english == []
        dialog.reject()
        QApplication.processEvents()


def test_stones_set_from_the_keyboard(
    open_window: OpenWindow, dialogs: Dialogs, qtbot: Any
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    dialog = set_up(window, qtbot)
    board = dialog.board
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    keys = [Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_PageUp]
    keys += [Qt.Key.Key_Space, Qt.Key.Key_Space]
    for key in keys:
        QTest.keyClick(board, key)
    assert board.stones == {(0, 0, 0): 0, (1, 1, 1): 1}
    assert board.accessibleDescription() == "2,2,2: blue"
    QTest.keyClick(board, Qt.Key.Key_Left)
    assert board.accessibleDescription() == "1,2,2: empty"
    assert dialog.play_button.isEnabled()
