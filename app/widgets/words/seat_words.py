"""Seats named by what they are, for the status bar, the move list and the end of a game: "You"
for the one person at the board, "CPU (hard)" for a CPU, the colour for one of several people,
and always the name set in the Players dialog when there is one. Never "Player 2" for a CPU,
wherever a rematch has moved it."""

from __future__ import annotations

from collections.abc import Sequence

from app.model.session.game_session import GameSession
from app.widgets.words import tr
from app.widgets.words.window_words import colour_name as stone_colour
from app.widgets.words.window_words import level_name, player_name
from engine.in_play.draw_offer import DrawAnswer
from engine.in_play.seats import is_default_name, mover_level
from engine.players import PlayerInfo, SeatKind
from engine.record.ending import Ending, EndingKind


def colour_name(player: int) -> str:
    """The name of player `player`'s stone colour as drawn (it follows the palette in use),
    capitalised to stand as a name: "Orange"."""
    name = stone_colour(player)
    return name[:1].upper() + name[1:]


def has_own_name(seat: PlayerInfo) -> bool:
    """True when the seat carries a name someone chose, not one the program gave it."""
    return not is_default_name(seat.name)


def name_among(seats: Sequence[PlayerInfo], player: int) -> str:
    """What to call seat `player` of `seats`: its own name, "You", "CPU (hard)" or its colour.
    Two CPUs of one level are told apart by colour: "CPU (hard, orange)"."""
    seat = seats[player]
    if has_own_name(seat):
        return seat.name
    if seat.kind == SeatKind.CPU:
        twins = [
            p
            for p, other in enumerate(seats)
            if other.kind == SeatKind.CPU and other.level == seat.level and not has_own_name(other)
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
    humans = [p for p, other in enumerate(seats) if other.kind == SeatKind.HUMAN]
    if len(humans) == 1:
        return tr("You")
    return colour_name(player)


def seat_name(session: GameSession, player: int) -> str:
    """What to call seat `player` of the session's game now."""
    return name_among(session.players, player)


def seat_names(session: GameSession) -> list[str]:
    """What to call each seat of the session's game now."""
    return [seat_name(session, p) for p in range(len(session.players))]


def mover_name(session: GameSession, move: int) -> str:
    """Who played move `move` (0-based, counting on into the redo list): its seat as it was
    then, so a CPU's move keeps the level that chose it after the level changed."""
    players = session.players
    player = move % len(players)
    level = session.move_levels[move]
    seat = players[player]
    if mover_level(seat) == level:
        return name_among(players, player)
    kind = SeatKind.CPU if level is not None else SeatKind.HUMAN
    then = [*players]
    then[player] = PlayerInfo(seat.name, kind, level)
    return name_among(then, player)


def is_you(session: GameSession, player: int) -> bool:
    """True when seat `player` is the one person at the board, named "You"."""
    seat = session.players[player]
    return not has_own_name(seat) and seat_name(session, player) == tr("You")


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
    "Orange and Blue share the win", "Bo's time ran out, Ann won", "Your time ran out, CPU (hard)
    won"; None while it goes on."""
    flagged = session.clock.flagged
    if session.time_up and not session.review.active and flagged is not None:
        on_time = session.time_winners()
        won = names_list([seat_name(session, p) for p in on_time] or ["?"])
        if is_you(session, flagged):
            return tr("Your time ran out, %1 won").replace("%1", won)
        fell = seat_name(session, flagged)
        if len(on_time) == 1 and is_you(session, on_time[0]):
            return tr("%1's time ran out, you won").replace("%1", fell)
        return tr("%1's time ran out, %2 won").replace("%1", fell).replace("%2", won)
    ending = session.in_play.ending
    if ending is not None and not session.review.active:
        return ending_text(session, ending)
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


def ending_text(session: GameSession, ending: Ending) -> str:
    """How a game ended off the board: "You resigned, CPU (hard) won", "Ann resigned, you won",
    "Draw agreed"."""
    if ending.kind == EndingKind.DRAW_AGREED or ending.seat is None:
        return tr("Draw agreed")
    won = ending.winners(len(session.players))
    winners = names_list([seat_name(session, p) for p in won] or ["?"])
    if is_you(session, ending.seat):
        return tr("You resigned, %1 won").replace("%1", winners)
    resigned = seat_name(session, ending.seat)
    if len(won) == 1 and is_you(session, won[0]):
        return tr("%1 resigned, you won").replace("%1", resigned)
    return tr("%1 resigned, %2 won").replace("%1", resigned).replace("%2", winners)


def draw_answer_text(session: GameSession, answer: DrawAnswer) -> str:
    """The CPU's answer to a draw offered: "CPU (hard) accepts the draw", "CPU (hard) declines
    the draw: it sees a win for itself"."""
    cpus = [p for p, seat in enumerate(session.players) if seat.kind == SeatKind.CPU]
    who = names_list([seat_name(session, p) for p in cpus] or ["?"])
    if answer == DrawAnswer.ACCEPTED:
        return tr("%1 accepts the draw").replace("%1", who)
    if answer == DrawAnswer.WINNING:
        return tr("%1 declines the draw: it sees a win for itself").replace("%1", who)
    return tr("%1 declines the draw: it cannot see that the position is drawn").replace("%1", who)
