"""Seats named by what they are, for the status bar and the end of a game: "You" for the one
person at the board, "CPU (hard)" for a CPU, the colour for one of several people, and always
the name set in the Players dialog when there is one. Never "Player 2" for a CPU."""

from __future__ import annotations

from app.model.session import GameSession, cpu, human
from app.widgets.words.translate import tr
from app.widgets.words.window_words import colour_name as stone_colour
from app.widgets.words.window_words import level_name, player_name
from engine.players import SeatKind


def colour_name(player: int) -> str:
    """The name of player `player`'s stone colour as drawn (it follows the palette in use),
    capitalised to stand as a name: "Orange"."""
    name = stone_colour(player)
    return name[:1].upper() + name[1:]


def has_own_name(session: GameSession, player: int) -> bool:
    """True when the seat carries a name someone chose, not the one it was given by default."""
    seat = session.players[player]
    return seat.name not in (human(player + 1).name, cpu(player + 1).name)


def seat_name(session: GameSession, player: int) -> str:
    """What to call seat `player`: its own name, "You", "CPU (hard)" or its colour. Two CPUs
    of one level are told apart by colour: "CPU (hard, orange)"."""
    seat = session.players[player]
    if has_own_name(session, player):
        return seat.name
    if seat.kind == SeatKind.CPU:
        twins = [
            p
            for p, other in enumerate(session.players)
            if other.kind == SeatKind.CPU
            and other.level == seat.level
            and not has_own_name(session, p)
        ]
        if len(twins) > 1:
            return (
                tr("CPU (%1, %2)")
                .replace("%1", level_name(seat.level))
                .replace("%2", stone_colour(player))
            )
        return tr("CPU (%1)").replace("%1", level_name(seat.level))
    if seat.kind == SeatKind.REMOTE:
        return player_name(seat)  # a player on another machine is never "You"
    humans = [p for p, other in enumerate(session.players) if other.kind == SeatKind.HUMAN]
    if len(humans) == 1:
        return tr("You")
    return colour_name(player)


def is_you(session: GameSession, player: int) -> bool:
    """True when seat `player` is the one person at the board, named "You"."""
    return seat_name(session, player) == tr("You") and not has_own_name(session, player)


def names_list(names: list[str]) -> str:
    """ "A", "A and B", "A, B and C": names joined as a sentence joins them."""
    if len(names) == 1:
        return names[0]
    text = tr("%1 and %2").replace("%2", names[-1])
    head = names[0]
    for name in names[1:-1]:
        head = tr("%1, %2").replace("%1", head).replace("%2", name)
    return text.replace("%1", head)


def result_text(session: GameSession) -> str | None:
    """How the shown game ended, as one sentence: "You win", "CPU (hard) wins", "Draw",
    "Orange and Blue share the win"; None while it goes on."""
    outcome = session.shown_game.outcome()
    if outcome is None:
        return None
    if outcome.is_draw:
        return tr("Draw")
    winners = list(outcome.winners)
    if len(winners) == 1:
        if is_you(session, winners[0]):
            return tr("You win")
        return tr("%1 wins").replace("%1", seat_name(session, winners[0]))
    return tr("%1 share the win").replace(
        "%1", names_list([seat_name(session, p) for p in winners])
    )
