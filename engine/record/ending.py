"""How a game ended off the board, which a game file may keep: a seat resigned, or the players
agreed a draw, as `"ending": {"kind": "resigned", "seat": 1}` or `{"kind": "draw agreed"}`.
Optional (a game that ended on the board or goes on has none); one that does not fit its game
(a seat that is not there, a game already over on the board) is refused naming the place."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from engine.game import Game
from engine.record.problems import RecordError, RecordProblem, RecordProblemKind

ENDING_KEY = "ending"


class EndingKind(StrEnum):
    """How a game ended without a line: by resignation or by a draw all agreed to."""

    RESIGNED = "resigned"
    DRAW_AGREED = "draw agreed"


@dataclass(frozen=True)
class Ending:
    """A game's end off the board; `seat` is the one who resigned (None for a draw)."""

    kind: EndingKind
    seat: int | None = None

    @classmethod
    def resigned(cls, seat: int) -> Ending:
        """Seat `seat` resigned."""
        return cls(EndingKind.RESIGNED, seat)

    @classmethod
    def draw_agreed(cls) -> Ending:
        """The players agreed a draw."""
        return cls(EndingKind.DRAW_AGREED)

    def winners(self, players: int) -> tuple[int, ...]:
        """Who won, of `players` seats: every other seat when one resigned, none for a draw."""
        if self.kind == EndingKind.DRAW_AGREED or self.seat is None:
            return ()
        return tuple(p for p in range(players) if p != self.seat)


def ending_to_data(ending: Ending) -> dict[str, Any]:
    """`ending` as the JSON-ready "ending" field."""
    if ending.kind == EndingKind.RESIGNED:
        return {"kind": str(ending.kind), "seat": ending.seat}
    return {"kind": str(ending.kind)}


def ending_from_data(data: object, game: Game) -> Ending:
    """The Ending in a file's "ending" field for `game` (its moves played); raises RecordError
    naming the place and what is wrong."""
    if not isinstance(data, dict) or "kind" not in data:
        raise RecordError(_damaged(ENDING_KEY, 'expected an object with "kind"'))
    kind = data["kind"]
    if kind == EndingKind.DRAW_AGREED and set(data) == {"kind"}:
        ending = Ending.draw_agreed()
    elif kind == EndingKind.RESIGNED and set(data) == {"kind", "seat"}:
        seat = data["seat"]
        if type(seat) is not int or not 0 <= seat < game.rules.players:
            raise RecordError(_damaged(f"{ENDING_KEY}.seat", "expected the seat that resigned"))
        ending = Ending.resigned(seat)
    else:
        raise RecordError(_damaged(ENDING_KEY, 'expected "resigned" with a seat or "draw agreed"'))
    if game.is_over():
        raise RecordError(_damaged(ENDING_KEY, "the game is already over on the board"))
    return ending


def _damaged(place: str, what: str) -> RecordProblem:
    """An ending that does not fit: players read the kind with the place, in their language;
    `what` is English for the log and the tests."""
    return RecordProblem(RecordProblemKind.ENDING, place, detail=what)
