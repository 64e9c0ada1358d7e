"""A game's moves as one line of text (engine/record/move_text.py): written and read back, and
text that is not a game's moves refused with the move at fault and why."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import PRESETS, Game
from engine.notation import NotationProblem
from engine.record.move_text import MoveTextError, read_moves, write_moves
from engine.refusals import RefusalKind


@pytest.mark.parametrize("name", list(PRESETS))
@settings(max_examples=25, deadline=None)
@given(picks=st.lists(st.integers(0, 10**6), max_size=40))
def test_moves_written_read_back(name: str, picks: list[int]) -> None:
    game = Game(PRESETS[name])
    for pick in picks:
        legal = game.legal_moves()
        if not legal:
            break
        game.play(legal[pick % len(legal)])
    text = write_moves(game)
    assert "\n" not in text
    if game.ply:
        assert read_moves(text, game.rules).moves == game.moves


def test_connect_four_moves_may_leave_the_height_out() -> None:
    assert read_moves("4 4 3", PRESETS["connect-four"]).moves == ((3, 0), (3, 1), (2, 0))


def test_japanese_commas_and_spaces_read() -> None:
    assert read_moves("１、１、１　２，２，２", PRESETS["qubic"]).moves == ((0, 0, 0), (1, 1, 1))


def test_a_word_that_is_no_cell_names_its_move() -> None:
    with pytest.raises(MoveTextError) as caught:
        read_moves("1,1,1 2,2,2 5,1,1", PRESETS["qubic"])
    problem = caught.value.problem
    assert (problem.move, problem.text) == (2, "5,1,1")
    assert problem.notation is not None
    assert problem.notation.problem is NotationProblem.OUT_OF_RANGE


def test_a_cell_played_twice_is_refused() -> None:
    with pytest.raises(MoveTextError) as caught:
        read_moves("1,1,1 1,1,1", PRESETS["qubic"])
    assert caught.value.problem.move == 1
    assert caught.value.problem.refusal is not None
    assert caught.value.problem.refusal.kind is RefusalKind.TAKEN


def test_empty_text() -> None:
    with pytest.raises(MoveTextError) as caught:
        read_moves("  \n ", PRESETS["qubic"])
    assert caught.value.problem.notation is None and caught.value.problem.refusal is None
