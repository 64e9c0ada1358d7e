"""Game stories told in notation: moves, gravity, undo/redo, turns, scores and outcomes."""

from __future__ import annotations

import re

import pytest

from engine import (
    PRESETS,
    EndReason,
    Game,
    IllegalMove,
    Outcome,
    Refusal,
    RefusalKind,
    Rules,
    parse_cell,
    parse_move,
)


def play(game: Game, moves: str) -> Game:
    """Play space-separated moves written in notation (short forms allowed with gravity)."""
    for text in moves.split():
        game.play(parse_move(text, game))
    return game


def cells(text: str, rules: Rules) -> set[tuple[int, ...]]:
    return {parse_cell(t, rules) for t in text.split()}


def test_tic_tac_toe_diagonal_wins_and_then_nothing_is_legal() -> None:
    game = play(Game(PRESETS["tic-tac-toe"]), "1,1 1,2 2,2 1,3")
    assert game.outcome() is None
    assert not game.is_over()
    game.play((2, 2))
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.winners == (0,)
    assert outcome.reason is EndReason.LINE
    assert not outcome.is_draw
    assert [set(line) for line in outcome.lines] == [cells("1,1 2,2 3,3", game.rules)]
    assert game.scores == (1, 0)
    assert game.legal_moves() == []
    assert game.is_over()
    with pytest.raises(IllegalMove, match=r"^3,1: the game is over$"):
        game.play((2, 0))


def test_a_full_board_without_a_line_is_a_draw() -> None:
    # X O X / X O O / O X X: no line for anyone.
    game = play(Game(PRESETS["tic-tac-toe"]), "1,1 2,1 3,1 2,2 1,2 3,2 2,3 1,3 3,3")
    assert game.outcome() == Outcome((), (), EndReason.DRAW)
    assert game.outcome() is not None and game.outcome().is_draw  # type: ignore[union-attr]


def test_connect_four_stones_fall_down_the_rows() -> None:
    game = Game(PRESETS["connect-four"])
    assert len(game.legal_moves()) == 7
    with pytest.raises(IllegalMove, match=re.escape("4,2 is floating: the cell under it, 4,1")):
        game.play((3, 1))
    play(game, "4 4 5 5 6 6")
    assert game.moves == ((3, 0), (3, 1), (4, 0), (4, 1), (5, 0), (5, 1))
    play(game, "7")
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert [set(line) for line in outcome.lines] == [cells("4,1 5,1 6,1 7,1", game.rules)]


@pytest.mark.parametrize("axis", [0, 1, 2])
def test_gravity_works_along_any_axis(axis: int) -> None:
    game = Game(Rules((3, 3, 3), 3, gravity=axis))
    legal = game.legal_moves()
    assert len(legal) == 9
    assert all(cell[axis] == 0 for cell in legal)
    floor = (0, 0, 0)
    above = tuple(1 if a == axis else 0 for a in range(3))
    with pytest.raises(IllegalMove, match="is floating"):
        game.play(above)
    game.play(floor)
    assert above in game.legal_moves()
    assert floor not in game.legal_moves()
    game.play(above)
    assert game.stone_at(above) == 1


def test_score_four_stacks_on_z() -> None:
    game = play(Game(PRESETS["score-four"]), "1,1 1,1 1,1 1,1")
    assert game.moves == ((0, 0, 0), (0, 0, 1), (0, 0, 2), (0, 0, 3))
    assert all(cell[:2] != (0, 0) for cell in game.legal_moves())


def test_undo_and_redo_walk_the_move_stack() -> None:
    game = play(Game(PRESETS["qubic"]), "1,1,1 2,2,2 3,3,3")
    assert game.undo() == (2, 2, 2)
    assert game.undo() == (1, 1, 1)
    assert game.moves == ((0, 0, 0),)
    assert game.redo_moves == ((1, 1, 1), (2, 2, 2))
    assert game.to_move == 1
    assert game.stone_at((1, 1, 1)) is None
    assert game.redo() == (1, 1, 1)
    assert game.moves == ((0, 0, 0), (1, 1, 1))
    assert game.redo_moves == ((2, 2, 2),)


def test_a_new_move_clears_the_redo_stack() -> None:
    game = play(Game(PRESETS["qubic"]), "1,1,1 2,2,2")
    game.undo()
    play(game, "4,4,4")
    assert game.redo_moves == ()
    with pytest.raises(IllegalMove, match=r"^nothing to redo$"):
        game.redo()


def test_nothing_to_undo_on_an_empty_board() -> None:
    with pytest.raises(IllegalMove, match=r"^nothing to undo$"):
        Game(PRESETS["qubic"]).undo()


def test_undoing_the_winning_move_reopens_the_game() -> None:
    game = play(Game(PRESETS["tic-tac-toe"]), "1,1 1,2 2,2 1,3 3,3")
    assert game.is_over()
    game.undo()
    assert not game.is_over()
    assert game.scores == (0, 0)
    assert len(game.legal_moves()) == 5
    game.redo()
    assert game.outcome() is not None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_players_move_in_turn(players: int) -> None:
    game = Game(Rules((5, 5), 5, players=players))
    order = []
    for x in range(5):
        order.append(game.to_move)
        game.play((x, 0))
    assert order == [i % players for i in range(5)]
    assert [game.stone_at((x, 0)) for x in range(5)] == order
    assert game.ply == 5


def test_target_rule_counts_lines_and_two_at_once_can_win() -> None:
    rules = Rules((3, 3), 3, target=2)
    game = play(Game(rules), "2,1 2,2 3,1 2,3 1,2 3,2 1,3 3,3")
    assert game.scores == (0, 0)
    assert game.outcome() is None
    play(game, "1,1")  # completes the row y=1 and the column x=1 at once
    assert game.scores == (2, 0)
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.reason is EndReason.TARGET
    assert {frozenset(line) for line in outcome.lines} == {
        frozenset(cells("1,1 2,1 3,1", rules)),
        frozenset(cells("1,1 1,2 1,3", rules)),
    }


def test_target_rule_full_board_most_lines_wins() -> None:
    # Final board, top row first:  O X O / O O X / X X X.  X has one line, O none; target 2.
    rules = Rules((3, 3), 3, target=2)
    game = play(Game(rules), "1,1 1,2 2,1 2,2 3,1")
    assert game.scores == (1, 0)
    assert game.outcome() is None, "one line is not enough when the target is 2"
    play(game, "1,3 2,3 3,3 3,2")
    assert game.scores == (1, 0)
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.winners == (0,)
    assert outcome.reason is EndReason.MOST_LINES
    assert [set(line) for line in outcome.lines] == [cells("1,1 2,1 3,1", rules)]


def test_target_rule_equal_most_lines_is_shared() -> None:
    # Three players on 3×4: X completes the row y=1, O the row y=2, A nothing; the board fills.
    rules = Rules((3, 4), 3, players=3, target=2)
    game = play(Game(rules), "1,1 1,2 1,3 2,1 2,2 3,3 3,1 3,2 2,4 2,3 1,4 3,4")
    assert game.scores == (1, 1, 0)
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.winners == (0, 1)
    assert outcome.reason is EndReason.MOST_LINES
    assert {frozenset(line) for line in outcome.lines} == {
        frozenset(cells("1,1 2,1 3,1", rules)),
        frozenset(cells("1,2 2,2 3,2", rules)),
    }


def test_tesseract_centre_is_blocked() -> None:
    game = Game(PRESETS["tesseract"])
    assert len(game.legal_moves()) == 80
    with pytest.raises(IllegalMove, match=r"^2,2,2,2 is blocked$"):
        game.play((1, 1, 1, 1))


def test_illegal_moves_say_why() -> None:
    game = play(Game(PRESETS["qubic"]), "1,1,1")
    with pytest.raises(IllegalMove, match=r"^1,1,1 is taken by player 1$"):
        game.play((0, 0, 0))
    with pytest.raises(IllegalMove, match=re.escape("cell (4, 0, 0) is not on the 4×4×4 board")):
        game.play((4, 0, 0))
    with pytest.raises(IllegalMove, match=re.escape("cell (0, 0) is not on the 4×4×4 board")):
        game.play((0, 0))
    assert not game.is_legal((0, 0, 0))
    assert game.is_legal((1, 0, 0))
    assert game.moves == ((0, 0, 0),), "refused moves change nothing"


def test_copy_is_independent() -> None:
    game = play(Game(PRESETS["qubic"]), "1,1,1 2,2,2")
    game.undo()
    other = game.copy()
    assert other.moves == game.moves and other.redo_moves == game.redo_moves
    assert other.hash == game.hash and other.line_sums == game.line_sums
    other.play((3, 3, 3))
    other.play((2, 2, 2))
    assert game.moves == ((0, 0, 0),)
    assert game.redo_moves == ((1, 1, 1),)
    assert game.stone_at((3, 3, 3)) is None
    assert game.line_sums != other.line_sums


@pytest.mark.parametrize("name", ["connect-four", "tesseract"])
def test_a_copy_has_its_own_lists_and_shares_the_rest(name: str) -> None:
    game = play(Game(PRESETS[name]), "1,1" if name == "connect-four" else "1,1,1,1")
    other = game.copy()
    assert vars(other).keys() == vars(game).keys()
    assert other._outcome_memo is None
    for attribute, value in vars(game).items():
        if attribute == "_outcome_memo":
            continue
        if isinstance(value, list):
            assert getattr(other, attribute) == value and getattr(other, attribute) is not value
        else:
            assert getattr(other, attribute) is value, attribute


def test_board_array_and_last_move() -> None:
    game = play(Game(PRESETS["tesseract"]), "1,1,1,1 3,3,3,3")
    board = game.board_array()
    assert board.shape == (3, 3, 3, 3)
    assert board[0, 0, 0, 0] == 0 and board[2, 2, 2, 2] == 1 and board[1, 1, 1, 1] == -2
    assert (board == -1).sum() == 78
    assert game.last_move == (2, 2, 2, 2)
    assert Game(PRESETS["tesseract"]).last_move is None


def test_completed_lines_in_order_with_their_player() -> None:
    rules = Rules((4, 2), 2, target=9)
    game = play(Game(rules), "1,1 4,1 2,1 4,2")
    assert game.completed_lines == ((0, ((0, 0), (1, 0))), (1, ((3, 0), (3, 1))))
    assert game.scores == (1, 1)
    game.undo()
    assert game.completed_lines == ((0, ((0, 0), (1, 0))),)


def test_every_refusal_carries_what_and_where_as_data() -> None:
    game = Game(PRESETS["connect-four"])
    game.play((0, 0))
    assert game.why_not((0, 0)) == Refusal(RefusalKind.TAKEN, (0, 0), player=0)
    assert game.why_not((1, 1)) == Refusal(RefusalKind.FLOATING, (1, 1), below=(1, 0))
    assert game.why_not((1, 0)) is None
    with pytest.raises(IllegalMove) as off:
        game.play((9, 9))
    assert off.value.refusal == Refusal(RefusalKind.OFF_BOARD, (9, 9), shape=(7, 6))
    tesseract = Game(PRESETS["tesseract"])
    assert tesseract.why_not((1, 1, 1, 1)) == Refusal(RefusalKind.BLOCKED, (1, 1, 1, 1))
    with pytest.raises(IllegalMove) as nothing:
        tesseract.undo()
    assert nothing.value.refusal.kind is RefusalKind.NOTHING_TO_UNDO
    with pytest.raises(IllegalMove) as again:
        tesseract.redo()
    assert again.value.refusal.kind is RefusalKind.NOTHING_TO_REDO
    won = Game(PRESETS["tic-tac-toe"])
    for cell in ((0, 0), (1, 0), (0, 1), (1, 1), (0, 2)):
        won.play(cell)
    assert won.why_not((2, 2)) == Refusal(RefusalKind.GAME_OVER, (2, 2))
