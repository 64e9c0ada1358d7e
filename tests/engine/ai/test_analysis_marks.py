"""A move from an estimate to a proven loss is marked, naming a move that does not lose, even
where the search liked the move played — an inaccuracy, unless the move named instead is
proven to win (which proves the position a win, and the move a blunder): checked on a Qubic
position eight stones in where 50 moves hand the opponent a forced win by threats and 6 do
not, each named move re-checked with the pure-Python threat-space search."""

from __future__ import annotations

from engine import PRESETS, Cell, Game
from engine.ai.analysis.game_analysis import _move
from engine.ai.budget import Budget
from engine.ai.threat_board import PositionBoard, threat_win
from engine.record.analysis_data import Mark, PositionValue, Result, Source

QUBIC = PRESETS["qubic"]
EIGHT_STONES: list[Cell] = [
    (1, 0, 1), (2, 1, 1), (3, 2, 0), (3, 1, 1), (3, 0, 2), (0, 1, 0), (1, 0, 2), (0, 2, 0),
]  # fmt: skip


def position() -> Game:
    game = Game(QUBIC)
    for cell in EIGHT_STONES:
        game.play(cell)
    return game


def loses_by_threats(game: Game, cell: Cell) -> bool:
    """The pure-Python reference: after `cell` the opponent wins at once or by threats."""
    after = game.copy()
    after.play(cell)
    board = PositionBoard(after)
    return bool(board.wins(board.turn)) or threat_win(board, Budget(30.0)) >= 0


def test_an_estimate_to_a_proven_loss_is_an_inaccuracy_naming_a_move_that_does_not_lose() -> None:
    game = position()
    losing = [cell for cell in game.legal_moves() if loses_by_threats(game, cell)]
    assert losing and len(losing) < len(game.legal_moves())
    played = losing[0]
    even = PositionValue.estimate(0.0)  # the search thought the position about even
    lost = PositionValue.proven_result(Result.LOSS, 6, Source.THREATS)
    analysed = _move(game, played, even, lost, budget=Budget(5.0), spare=lambda: Budget(30.0))
    assert not analysed.at_once
    if analysed.before.proven:
        # The move named instead was proven to win (here the strategy book's): that proves the
        # position a win, and the move a blunder by its results.
        assert analysed.before.result is Result.WIN and analysed.mark is Mark.BLUNDER
    else:
        assert analysed.before == even and analysed.mark is Mark.INACCURACY
    assert analysed.better is not None and analysed.better != played
    assert not loses_by_threats(game, analysed.better)
