"""What a game stores, as values to compare two games by (the engine tests add what they read)."""

from __future__ import annotations

from engine import Game


def stored_state(game: Game) -> tuple[object, ...]:
    """The board, line sums, hash, scores, completed lines and moves (not the redo stack, which
    a play clears and an undo fills)."""
    return (
        tuple(game.board),
        tuple(game.line_sums),
        game.hash,
        game.scores,
        game.completed_lines,
        game.moves,
    )
