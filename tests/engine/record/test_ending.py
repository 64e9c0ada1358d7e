"""A game ended off the board keeps its ending in its file: a resignation with its seat, a draw
agreed; it reads back whole through the game in play, and an ending that does not fit (a seat
that is not there, a game already won on the board) is refused naming the place."""

from __future__ import annotations

import json

import pytest

from engine import PRESETS, Game, record
from engine.in_play import GameInPlay
from engine.in_play.draw_offer import DrawAnswer, cpu_answer
from engine.in_play.seats import cpu, human
from engine.record import RecordError, RecordProblemKind
from engine.record.ending import Ending


def game_after(*cells: tuple[int, int]) -> Game:
    game = Game(PRESETS["tic-tac-toe"])
    for cell in cells:
        game.play(cell)
    return game


def test_a_resignation_and_an_agreed_draw_read_back_whole() -> None:
    for ending, winners in ((Ending.resigned(1), (0,)), (Ending.draw_agreed(), ())):
        in_play = GameInPlay(game_after((1, 1), (0, 0)), [human(1), cpu(2, "easy")])
        assert in_play.end_off_board(ending)
        assert in_play.is_over() and in_play.ending_winners() == winners
        assert not in_play.end_off_board(Ending.resigned(0)), "over once"
        kept = record.loads_record(in_play.record_text())
        assert kept.ending == ending
        again = GameInPlay.from_record(kept)
        assert again.ending == ending and again.is_over() and not again.unsaved()


def test_undo_takes_the_ending_back() -> None:
    in_play = GameInPlay(game_after((1, 1)), [human(1), human(2)])
    in_play.end_off_board(Ending.resigned(1))
    in_play.undo()
    assert in_play.ending is None and not in_play.is_over()


@pytest.mark.parametrize(
    ("ending", "place"),
    [
        ({"kind": "resigned", "seat": 2}, "ending.seat"),
        ({"kind": "resigned"}, "ending"),
        ({"kind": "gave up", "seat": 0}, "ending"),
        ("resigned", "ending"),
    ],
)
def test_an_ending_that_does_not_fit_is_refused(ending: object, place: str) -> None:
    data = json.loads(record.dumps(game_after((1, 1))))
    data["ending"] = ending
    with pytest.raises(RecordError) as refused:
        record.record_from_data(data)
    assert refused.value.problem.kind == RecordProblemKind.ENDING
    assert refused.value.problem.place == place


def test_a_game_won_on_the_board_has_no_ending_off_it() -> None:
    won = game_after((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    data = json.loads(record.dumps(won))
    data["ending"] = {"kind": "draw agreed"}
    with pytest.raises(RecordError) as refused:
        record.record_from_data(data)
    assert refused.value.problem.place == "ending"


def test_the_cpu_takes_a_draw_only_where_the_solver_sees_one() -> None:
    seats = [human(1), cpu(2, "easy")]
    assert cpu_answer(game_after(), seats) == DrawAnswer.ACCEPTED  # tic-tac-toe is drawn
    # O holds 1,3 and 2,3 against X's 1,1 and 1,2: O wins whatever X does.
    assert cpu_answer(game_after((0, 0), (0, 2), (0, 1), (1, 2)), seats) == DrawAnswer.WINNING
    # X to move wins at once on 1,3: a loss for the CPU, which takes the draw.
    assert cpu_answer(game_after((0, 0), (1, 1), (0, 1), (2, 2)), seats) == DrawAnswer.ACCEPTED
    assert cpu_answer(game_after(), [human(1), human(2)]) == DrawAnswer.UNKNOWN
    qubic = Game(PRESETS["qubic"])
    assert cpu_answer(qubic, seats, seconds=0.0) == DrawAnswer.UNKNOWN
