"""The end of a game in the window: the banner says who won by what they are, leaves every cell
of the board in view, and its buttons start a rematch with the seats swapped, open the New game
dialog, or review the game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QPushButton

from app.widgets.window.main_window import MainWindow
from app.widgets.words.seat_words import names_list
from engine import PRESETS, Cell, Game, Rules, parse_cell, record
from engine.in_play.seats import cpu, human
from engine.players import PlayerInfo, SeatKind
from tests.support.cpu_waits import CPU_MS
from tests.support.games import random_game
from tests.support.notation_games import game_after
from tests.support.windows import Dialogs, OpenWindow

TIC_TAC_TOE = PRESETS["tic-tac-toe"]
ORANGE_WINS = ("1,1", "2,1", "1,2", "2,2", "1,3")
BLUE_WINS = ("3,3", "1,1", "2,1", "1,2", "2,2", "1,3")
DRAWN = ("1,1", "2,1", "3,1", "2,2", "1,2", "3,2", "2,3", "1,3", "3,3")
# Three players, counted lines on a 3×3 board: orange and green end with two lines each.
SHARED_RULES = Rules((3, 3), 2, players=3, target=5)
SHARED = ("2,1", "1,3", "2,2", "3,2", "3,1", "1,1", "3,3", "1,2", "2,3")


def finished(rules: Rules, moves: tuple[str, ...]) -> Game:
    game = game_after(moves, rules)
    assert game.is_over()
    return game


def button(window: MainWindow, name: str) -> QPushButton:
    found = window.result_banner.findChild(QPushButton, name)
    assert isinstance(found, QPushButton), name
    return found


@pytest.mark.parametrize(
    ("rules", "moves", "players", "title"),
    [
        (TIC_TAC_TOE, ORANGE_WINS, (human(1), cpu(2, "hard")), "You win"),
        (TIC_TAC_TOE, BLUE_WINS, (human(1), cpu(2, "hard")), "CPU (hard) wins"),
        (TIC_TAC_TOE, ORANGE_WINS, (human(1), human(2)), "Red wins"),
        (TIC_TAC_TOE, ORANGE_WINS, (PlayerInfo("Ann", SeatKind.HUMAN, None), cpu(2)), "Ann wins"),
        (TIC_TAC_TOE, BLUE_WINS, (cpu(1, "easy"), cpu(2, "easy")), "CPU (easy, blue) wins"),
        (TIC_TAC_TOE, DRAWN, (human(1), cpu(2, "hard")), "Draw"),
        (SHARED_RULES, SHARED, (human(1), human(2), human(3)), "Red and Green share the win"),
    ],
)
def test_every_kind_of_ending_shows_its_result_in_the_window(
    open_window: OpenWindow,
    rules: Rules,
    moves: tuple[str, ...],
    players: tuple[PlayerInfo, ...],
    title: str,
) -> None:
    window = open_window(game=finished(rules, moves), players=players)
    banner = window.result_banner
    assert banner.isVisible()
    assert banner.title.text() == title
    assert window.turn_label.text() == f"Game over: {title}"
    # The banner sits under the 3D view, not over it.
    assert banner.parent() is window.board.parent()
    assert banner.geometry().top() > window.board.geometry().bottom()
    assert "Player" not in banner.title.text()


def marker(window: MainWindow, cell: Cell, radius: float) -> QRectF:
    """Where `cell`'s marker (stone, dot or blocked box) is drawn in the 3D view."""
    assert window.board is not None
    centre = window.board.cell_screen_pos(cell)
    pixels = max(radius, 0.1) * window.board.camera.pixels_per_unit()
    return QRectF(centre.x() - pixels, centre.y() - pixels, 2 * pixels, 2 * pixels)


@pytest.mark.parametrize("name", list(PRESETS))
def test_the_banner_leaves_every_cell_and_the_winning_line_in_view(
    qtbot: Any, open_window: OpenWindow, name: str
) -> None:
    rules = PRESETS[name]
    game = random_game(rules, seed=len(name))
    window = open_window(game=game, players=[human(p + 1) for p in range(rules.players)])
    board, banner = window.board, window.result_banner
    assert board is not None
    qtbot.waitUntil(banner.isVisible)
    qtbot.waitUntil(lambda: banner.geometry().top() > board.geometry().bottom())
    view = QRectF(board.rect())
    # The banner in the view's coordinates: below it, so over none of its cells.
    over = QRectF(banner.geometry()).translated(-QRectF(board.geometry()).topLeft())
    layout = board.cell_layout
    assert len(layout.cells) == len(board.marker_radii) > 0
    for cell, radius in zip(layout.cells, board.marker_radii, strict=True):
        drawn = marker(window, cell, float(radius))
        assert view.contains(drawn), (cell, drawn, view)
        assert not over.intersects(drawn), cell
    outcome = game.outcome()
    assert outcome is not None
    line_cells = {cell for line in outcome.lines for cell in line}
    on_view = [cell for cell in line_cells if layout.centre(cell) is not None]
    assert on_view or rules.ndim > 3  # a 4D line may lie in w-slices not on view
    for cell in on_view:
        assert view.contains(board.cell_screen_pos(cell))


@pytest.mark.processes
def test_a_won_game_offers_a_rematch_with_the_seats_swapped(
    qtbot: Any, open_window: OpenWindow
) -> None:
    # Two people play it out; then blue is handed to the CPU, as the Players dialog would.
    window = open_window(game=Game(TIC_TAC_TOE), players=(human(1), human(2)))
    assert not window.result_banner.isVisible()
    for text in ORANGE_WINS:
        assert window.session.play(parse_cell(text, TIC_TAC_TOE))
    window.session.set_players((human(1), cpu(2, "hard")))
    assert window.result_banner.isVisible()
    assert window.result_banner.title.text() == "You win"
    assert window.result_banner.detail.text() == "Moves played: 5"
    qtbot.mouseClick(button(window, "rematch"), Qt.MouseButton.LeftButton)
    session = window.session
    assert session.rules == TIC_TAC_TOE
    assert [p.kind for p in session.players] == ["cpu", "human"]
    assert session.players[0].level == "hard"
    assert not window.result_banner.isVisible()
    # The CPU now moves first.
    qtbot.waitUntil(lambda: session.game.ply == 1, timeout=CPU_MS)


def test_the_banner_offers_a_new_game_and_a_review(
    qtbot: Any, open_window: OpenWindow, dialogs: Dialogs
) -> None:
    window = open_window(game=finished(TIC_TAC_TOE, ORANGE_WINS), players=(human(1), human(2)))
    qtbot.mouseClick(button(window, "result-new-game"), Qt.MouseButton.LeftButton)
    assert dialogs.dialogs == ["NewGameDialog"]
    qtbot.mouseClick(button(window, "result-review"), Qt.MouseButton.LeftButton)
    assert window.session.review.ply == 0
    assert not window.result_banner.isVisible()
    window.session.review.end()
    assert window.result_banner.isVisible()
    qtbot.mouseClick(button(window, "result-close"), Qt.MouseButton.LeftButton)
    assert not window.result_banner.isVisible()
    window.session.undo()
    window.session.redo()
    assert window.result_banner.isVisible()  # the game ended again


@pytest.mark.processes
def test_the_rematch_action_is_in_the_game_menu(open_window: OpenWindow) -> None:
    window = open_window(game=finished(TIC_TAC_TOE, ORANGE_WINS), players=(human(1), cpu(2)))
    window.menu_actions["rematch-action"].trigger()
    assert [p.kind for p in window.session.players] == ["cpu", "human"]


def test_names_are_listed_as_a_sentence_lists_them() -> None:
    assert names_list(["Orange"]) == "Orange"
    assert names_list(["Orange", "Blue"]) == "Orange and Blue"
    assert names_list(["Orange", "Blue", "Green"]) == "Orange, Blue and Green"
    assert names_list(["A", "B", "C", "D"]) == "A, B, C and D"


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_a_finished_game_of_other_rules_opens_over_a_game_in_progress_and_back(
    name: str, open_window: OpenWindow, tmp_path: Path
) -> None:
    # The banner shows (and the view shrinks for it) before the view lays out the new board.
    finished_game = random_game(PRESETS[name], seed=1)
    assert finished_game.is_over()
    path = tmp_path / f"{name}.hyperrow"
    record.save(finished_game, path)
    other = PRESETS["connect-four" if name == "qubic" else "qubic"]
    window = open_window(game=random_game(other, seed=2, moves=6), players=(human(1), human(2)))
    assert window.open_path(str(path))
    assert window.result_banner.isVisible()
    board = window.board
    assert board.cell_layout.shape == PRESETS[name].shape
    on_view = [cell for cell in finished_game.moves if cell in board.cell_layout.index]
    assert sorted(board.stone_cells) == sorted(on_view)
    # And back: a new game of the other rules hides the banner (the view grows) first.
    window.session.new_game(Game(other))
    assert not window.result_banner.isVisible()
    assert board.cell_layout.shape == other.shape and board.stone_cells == ()
