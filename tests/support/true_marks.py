"""What a mark must rest on, checked without the analysis's own code: by brute force with the
engine's `Game` (a move that lets the opponent complete a line at once, and the moves that
would have stopped it), and by a reference for a position's result (the exact solver or the
opening book on Connect Four)."""

from __future__ import annotations

from collections.abc import Callable

from engine import Cell, Game
from engine.ai.analysis.values import for_other, from_outcome
from engine.record.analysis_data import (
    GameAnalysis,
    Mark,
    MoveAnalysis,
    PositionValue,
    Result,
    proven_mark,
)

ORDER = {Result.LOSS: 0, Result.DRAW: 1, Result.WIN: 2}


def completes_at_once(game: Game) -> bool:
    """True when the side to move in `game` (not over) has a move that completes its line."""
    mover = game.to_move
    for cell in game.legal_moves():
        after = game.copy()
        after.play(cell)
        outcome = after.outcome()
        if outcome is not None and mover in outcome.winners:
            return True
    return False


def stops(game: Game, cell: Cell) -> bool:
    """True when `cell` in `game` leaves the opponent no line to complete at once (it wins,
    fills the board, or leaves none)."""
    after = game.copy()
    after.play(cell)
    return after.is_over() or not completes_at_once(after)


def hands_a_line(game: Game, cell: Cell) -> bool:
    """True when `cell` in `game` lets the opponent complete a line at once, where another
    move would have stopped it."""
    if stops(game, cell):
        return False
    return any(stops(game, other) for other in game.legal_moves() if other != cell)


def value_after(game: Game, cell: Cell, reference: Callable[[Game], PositionValue]) -> Result:
    """The mover's result after `cell` in `game`, by `reference` (the side to move's value)."""
    after = game.copy()
    mover = after.to_move
    after.play(cell)
    value = from_outcome(after, mover) if after.is_over() else for_other(reference(after))
    assert value.result is not None
    return value.result


def assert_marks_hold(
    game: Game,
    analysis: GameAnalysis,
    reference: Callable[[Game], PositionValue] | None = None,
) -> dict[Mark, int]:
    """Every mark of `analysis` (of `game`) true: a move marked for letting the opponent win at
    once does, and names a move that stops it, and every move that does is so marked; a
    mistake or a blunder otherwise has both values proven and is the mark of their results;
    an inaccuracy is not of proven results. With a `reference`, every proven value is its
    result, and a mark by results throws away the reference's result and names a move that
    keeps it. Returns how many of each mark there were."""
    counts = dict.fromkeys(Mark, 0)
    position = Game(game.rules)
    for move in analysis.moves:
        assert move.cell == game.moves[move.ply - 1]
        handed = hands_a_line(position, move.cell)
        assert move.at_once is handed, (game.moves, move)
        if move.mark is not None:
            counts[move.mark] += 1
            assert move.better is not None and move.better != move.cell
        if move.at_once:
            assert move.mark is Mark.BLUNDER and move.better is not None
            assert stops(position, move.better), (game.moves, move)
        elif move.mark is Mark.INACCURACY:
            assert not move.proven, (game.moves, move)
        elif move.mark is not None:
            assert move.before.result is not None and move.after.result is not None
            assert move.mark is proven_mark(move.before.result, move.after.result)
        if reference is not None:
            _assert_reference(position, move, reference)
        position.play(move.cell)
    return counts


def _assert_reference(
    position: Game, move: MoveAnalysis, reference: Callable[[Game], PositionValue]
) -> None:
    """`move`'s proven values and mark by results as `reference` has them."""
    truth_before = reference(position).result
    truth_after = value_after(position, move.cell, reference)
    if move.before.proven:
        assert move.before.result is truth_before, (position.moves, move)
    if move.after.proven:
        assert move.after.result is truth_after, (position.moves, move)
    if move.mark in (Mark.MISTAKE, Mark.BLUNDER) and not move.at_once:
        assert truth_before is not None and truth_after is not None
        assert ORDER[truth_after] < ORDER[truth_before], (position.moves, move)
        assert move.better is not None
        assert value_after(position, move.better, reference) is truth_before
