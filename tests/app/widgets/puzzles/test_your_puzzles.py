"""Puzzles from your games through the real window: a tic-tac-toe game where X threw a win in
one away is played, kept, and analysed from Game → Games; the Puzzles window then has it under
"From your games" as "find the win you missed", its answer the only winning move by
engine.ai.solve, and playing it solves the puzzle; before any analysed slip the choice says
how to get one; the words are in Japanese in a Japanese window."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QAction

from app.widgets.library.games_dialog import GamesDialog
from app.widgets.puzzles.puzzle_window import YOUR_GAMES, PuzzleWindow
from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game
from engine.ai import solve
from engine.in_play.seats import human
from engine.puzzles.attempt import Verdict
from engine.puzzles.puzzle import Kind
from tests.support.analysis_window import ANALYSIS_WAIT_MS
from tests.support.notation_games import play
from tests.support.programs.language_walk import is_japanese_or_neutral
from tests.support.window_languages import speaking
from tests.support.windows import OpenWindow

TTT = PRESETS["tic-tac-toe"]
# X (red) threatens 1,3 after its second move and O threatens 2,3; X plays 3,3 instead of
# winning at 1,3, and O wins.
THROWN_AWAY = ("1,1", "2,1", "1,2", "2,2", "3,3", "2,3")
SLIP_PLY = 5


def played_and_analysed(qtbot: Any, window: MainWindow) -> None:
    """In `window`: the game with the thrown-away win played, a new game begun, and the first
    analysed from Game → Games (its Analyse opens it and runs Review → Analyse game)."""
    play(window, *THROWN_AWAY)
    window.session.new_game(TTT, [human(1), human(2)])
    window.menu_actions["games"].trigger()
    dialog = window.library_commands.games_dialog
    assert isinstance(dialog, GamesDialog)
    assert [entry.moves for entry in dialog.shown] == [len(THROWN_AWAY)]
    dialog.table.selectRow(0)
    with qtbot.waitSignal(window.session.analyst.found, timeout=ANALYSIS_WAIT_MS):
        dialog.analyse_button.click()
        assert window.session.analyst.running
    assert window.session.game.ply == len(THROWN_AWAY)
    library = window.session.in_play.library
    assert library is not None
    qtbot.waitUntil(lambda: [e.analysed for e in library.games()] == [True])
    # The Games window, still open, says so in its row.
    assert [entry.analysed for entry in dialog.shown] == [True]
    analysed = dialog.table.item(0, 5)
    assert analysed is not None and analysed.text() == "Analysed"


def puzzle_window(window: MainWindow) -> PuzzleWindow:
    action = window.findChild(QAction, "puzzles")
    assert isinstance(action, QAction)
    action.trigger()
    found = window.findChild(PuzzleWindow)
    assert isinstance(found, PuzzleWindow) and found.isVisible()
    return found


def choose_your_games(puzzles: PuzzleWindow) -> None:
    place = puzzles.board_box.findData(YOUR_GAMES)
    assert place >= 0
    puzzles.board_box.setCurrentIndex(place)


def winning_moves_by_solve(game: Game) -> list[tuple[int, ...]]:
    """The moves of `game` after which its side to move has won or, by the exact solver, wins."""
    mover = game.to_move
    winning = []
    for cell in game.legal_moves():
        game.play(cell)
        outcome = game.outcome()
        if outcome is not None:
            won = outcome.winners == (mover,)
        else:
            score = solve(game)
            assert score is not None
            won = score < 0  # the other side, to move, loses
        game.undo()
        if won:
            winning.append(cell)
    return winning


@pytest.mark.processes
def test_a_win_thrown_away_is_a_puzzle_from_your_games(qtbot: Any, open_window: OpenWindow) -> None:
    window = open_window(game=Game(TTT), players=(human(1), human(2)))
    puzzles = puzzle_window(window)
    choose_your_games(puzzles)
    assert "No win slipped away" in puzzles.task_label.text()
    puzzles.new_button.click()
    assert puzzles.model.puzzle is None and "analyse a game" in puzzles.message_label.text()
    played_and_analysed(qtbot, window)

    puzzles.board_box.setCurrentIndex(0)
    with speaking("en"):  # the English plural forms' catalogue: "1 win"
        choose_your_games(puzzles)  # the list is read again when chosen
        assert "1 win you missed" in puzzles.task_label.text()
    puzzles.new_button.click()
    puzzle = puzzles.model.puzzle
    assert puzzle is not None and puzzles.model.yours
    assert puzzle.board == "tic-tac-toe" and puzzle.kind is Kind.WIN and puzzle.win_in == 1
    assert len(puzzle.moves) == SLIP_PLY - 1
    assert puzzles.title_label.text().startswith("From your games: find the win you missed")
    # The answer is the only winning move there, by the exact solver; the move played was not.
    position = puzzle.game()
    assert winning_moves_by_solve(position) == [puzzle.solution[0]]
    slip = window.session.game.moves[SLIP_PLY - 1]
    assert slip not in winning_moves_by_solve(position)
    with qtbot.waitSignal(puzzles.model.stepped) as stepped:
        puzzles.model.session.person.play_at(puzzle.solution[0])
    assert stepped.args is not None and stepped.args[1].verdict is Verdict.SOLVED
    assert "solved" in puzzles.message_label.text()


def test_from_your_games_speaks_japanese(open_window: OpenWindow) -> None:
    with speaking("ja"):
        window = open_window(game=Game(TTT), players=(human(1), human(2)))
        puzzles = puzzle_window(window)
        choose_your_games(puzzles)
        texts = [puzzles.board_box.currentText(), puzzles.task_label.text()]
        puzzles.new_button.click()
        texts.append(puzzles.message_label.text())
        english = [text for text in texts if not is_japanese_or_neutral(text)]
        assert english == []
