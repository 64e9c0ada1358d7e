"""How a game at the terminal ended, in words: a draw, a win by a line or by most lines, the
winning lines; the one person playing the CPU is told "You win"."""

from __future__ import annotations

from collections.abc import Callable

from engine.game import EndReason, Game, Outcome
from engine.notation import format_moves
from engine.record.ending import Ending, EndingKind
from wording.language import _
from wording.play_words import joined_names


def end_lines(
    game: Game, outcome: Outcome, seat: Callable[[int], str], is_you: Callable[[int], bool]
) -> list[str]:
    """The lines that say how `game` ended with `outcome`; `seat` names a seat, `is_you` tells
    the seat of the one person playing the CPU."""
    ply = game.ply
    if outcome.reason is EndReason.DRAW:
        if max(game.scores) > 0:
            return [
                _(
                    "The board is full after move {ply}: a draw, every player has {count} lines."
                ).format(ply=ply, count=game.scores[0])
            ]
        return [_("The board is full after move {ply}: a draw.").format(ply=ply)]
    names = joined_names([seat(p) for p in outcome.winners])
    count = game.scores[outcome.winners[0]]
    if len(outcome.winners) == 1 and is_you(outcome.winners[0]):
        return _your_win(game, outcome)
    if outcome.reason is EndReason.MOST_LINES and len(outcome.winners) > 1:
        text = _(
            "The board is full after move {ply}: {names} share the win with {count} lines each."
        )
    elif outcome.reason is EndReason.MOST_LINES:
        text = _("The board is full after move {ply}: {names} wins with {count} lines.")
    elif outcome.reason is EndReason.LINE and len(outcome.lines) == 1:
        return [
            _("{names} wins with move {ply}, the line {line}.").format(
                names=names, ply=ply, line=format_moves(outcome.lines[0])
            )
        ]
    else:
        text = _("{names} wins with move {ply}, completing {count} lines.")
    return [text.format(ply=ply, names=names, count=count), *_winning_lines(outcome)]


def _your_win(game: Game, outcome: Outcome) -> list[str]:
    """The win of the one person playing the CPU, said to them."""
    ply = game.ply
    count = game.scores[outcome.winners[0]]
    if outcome.reason is EndReason.LINE and len(outcome.lines) == 1:
        return [
            _("You win with move {ply}, the line {line}.").format(
                ply=ply, line=format_moves(outcome.lines[0])
            )
        ]
    if outcome.reason is EndReason.MOST_LINES:
        text = _("The board is full after move {ply}: you win with {count} lines.")
    else:
        text = _("You win with move {ply}, completing {count} lines.")
    return [text.format(ply=ply, count=count), *_winning_lines(outcome)]


def _winning_lines(outcome: Outcome) -> list[str]:
    return [_("Winning lines:"), *(f"  {format_moves(line)}" for line in outcome.lines)]


def ending_lines(ending: Ending, players: int, seat: Callable[[int], str]) -> list[str]:
    """The lines that say how a game ended off the board (a file kept it so): resigned, or a
    draw agreed."""
    if ending.kind == EndingKind.DRAW_AGREED or ending.seat is None:
        return [_("The game ended in a draw by agreement.")]
    names = joined_names([seat(p) for p in ending.winners(players)])
    return [_("{name} resigned: {names} won.").format(name=seat(ending.seat), names=names)]
