"""The parts of a network game that the board alone does not hold: offers (undo, draw, rematch)
waiting for answers, and an end by resignation or agreement."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.game import Game


@dataclass
class Offer:
    """`player` offers `what`; the seats in `waiting` have not answered yet."""

    what: str
    player: int
    waiting: set[int] = field(default_factory=set)


REASONS = ("resigned", "draw agreed", "time")


@dataclass(frozen=True)
class Result:
    """A game ended off the board: `reason` ("resigned", "draw agreed", "time": the clock of
    seat `flagged` ran out) and the `winners` (empty for a draw)."""

    reason: str
    winners: tuple[int, ...]
    flagged: int | None = None

    def to_data(self) -> dict[str, Any]:
        """The fields of an "ended" message."""
        data: dict[str, Any] = {"reason": self.reason, "winners": list(self.winners)}
        if self.flagged is not None:
            data["flagged"] = self.flagged
        return data

    @classmethod
    def from_data(cls, data: object, players: int) -> Result | None:
        """The Result in a peer's `data`, or None if it is not one."""
        if not isinstance(data, dict):
            return None
        reason, winners = data.get("reason"), data.get("winners")
        if reason not in REASONS or not isinstance(winners, list):
            return None
        if not all(type(w) is int and 0 <= w < players for w in winners):
            return None
        flagged = data.get("flagged")
        if reason == "time" and not (type(flagged) is int and 0 <= flagged < players):
            return None
        return cls(str(reason), tuple(winners), flagged if reason == "time" else None)


def resign_result(game: Game, seat: int) -> Result:
    """The end when `seat` resigns: the other players with the most completed lines win (in a
    two-player game, simply the other one)."""
    others = [p for p in range(game.rules.players) if p != seat]
    best = max(game.scores[p] for p in others)
    return Result("resigned", tuple(p for p in others if game.scores[p] == best))


def time_result(game: Game, seat: int) -> Result:
    """The end when `seat`'s time runs out: the others win as if it had resigned."""
    return Result("time", resign_result(game, seat).winners, seat)


def undo_to_turn_of(game: Game, player: int) -> Game:
    """`game` taken back to the last turn of `player` (at least one move back), with no redo
    moves left over: a network game only goes forward from what everyone saw."""
    moves = list(game.moves)
    moves.pop()
    rules = game.rules
    while moves and len(moves) % rules.players != player:
        moves.pop()
    fresh = Game(rules)
    for cell in moves:
        fresh.play(cell)
    return fresh
