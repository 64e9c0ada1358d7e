"""Which completed lines the views highlight, when the other stones dim and when the hover mark
shows: one rule for the 3D view and the slice panel, so both always show the same thing."""

from __future__ import annotations

from engine import Cell, Game, Line


def shown_lines(game: Game) -> list[tuple[int, Line]]:
    """The completed lines to highlight, as (player, cells): the winners' lines in a one-line
    game, every completed line of every player when lines are counted (target > 1)."""
    if game.rules.target > 1:
        return list(game.completed_lines)
    outcome = game.outcome()
    if outcome is None or not outcome.winners:
        return []
    return [(player, line) for player, line in game.completed_lines if line in outcome.lines]


def dims_stones(game: Game) -> bool:
    """Whether stones off the highlighted lines are dimmed: once a one-line game is won, or at
    the end of a counted game (mid-game every stone must stay readable)."""
    return bool(shown_lines(game)) and (game.rules.target <= 1 or game.is_over())


def shows_hover(game: Game, cell: Cell | None) -> bool:
    """Whether the hover mark belongs on `cell`: a cell of this board where the side to move
    could play now. A hover left over from a move just played, or from the previous game,
    shows nothing until the mouse moves again."""
    return cell is not None and game.is_legal(cell)
