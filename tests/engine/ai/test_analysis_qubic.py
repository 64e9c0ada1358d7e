"""A Qubic game in which a player had a forced win by threats and played elsewhere, letting the
opponent force one instead: the analysis marks that move a blunder with proof, names a move that
keeps the win, marks nothing in the opponent's forced win that follows, and the missed win,
shown as a line, wins against every defence."""

from __future__ import annotations

import pytest

from engine import PRESETS, Cell, Game
from engine.ai import analyse_game, forced_win
from engine.ai.analysis import ForcedWin
from engine.record.analysis_data import Mark, Result, Source
from tests.support.analysis_games import missed_win
from tests.support.cpu_positions import winning_cells

QUBIC = PRESETS["qubic"]


def position_at(game: Game, ply: int) -> Game:
    position = Game(game.rules)
    for cell in game.moves[:ply]:
        position.play(cell)
    return position


def assert_wins_against_every_defence(game: Game, win: ForcedWin) -> None:
    """Every reply the defender has, at every turn of `win`, loses: the line's own reply leads
    on to the winning stone, any other one leaves a winning cell at once."""
    attacker = game.to_move
    assert win.winner == attacker

    def attack(position: Game, step: int) -> None:
        position.play(win.moves[step])
        if step == len(win.moves) - 1:
            outcome = position.outcome()
            assert outcome is not None and outcome.winners == (attacker,)
            return
        assert not position.is_over()
        for reply in position.legal_moves():
            after = position.copy()
            after.play(reply)
            assert not after.is_over()
            if reply == win.moves[step + 1]:
                attack(after, step + 2)
            else:
                assert winning_cells(after, attacker), (after.moves, reply)

    attack(game.copy(), 0)


def assert_keeps_the_win(game: Game, cell: Cell) -> None:
    """After `cell`, every reply leaves the mover a win at once or a forced one."""
    mover = game.to_move
    after = game.copy()
    after.play(cell)
    for reply in after.legal_moves():
        child = after.copy()
        child.play(reply)
        assert winning_cells(child, mover) or forced_win(child) is not None, (child.moves,)


@pytest.mark.slow
def test_a_missed_forced_win_is_a_proven_blunder_with_a_move_that_keeps_it() -> None:
    game, ply = missed_win()
    analysis = analyse_game(game, seconds=0.5)
    assert analysis is not None
    missed = analysis.moves[ply]
    assert missed.before.result is Result.WIN and missed.before.source is Source.THREATS
    assert missed.after.result is Result.LOSS and missed.after.source is Source.THREATS
    assert missed.proven and missed.mark is Mark.BLUNDER
    position = position_at(game, ply)
    assert missed.better is not None and missed.better != missed.cell
    assert_keeps_the_win(position, missed.better)
    for move in analysis.moves[ply + 1 :]:
        # The opponent's forced win and the forced blocks: nothing thrown away.
        assert move.proven and move.mark is None, move
        assert move.before.result is (Result.WIN if move.player != missed.player else Result.LOSS)
    win = forced_win(position)
    assert win is not None and win.source is Source.THREATS
    assert_wins_against_every_defence(position, win)
