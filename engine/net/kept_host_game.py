"""The host's autosave: the game as a game file plus the network facts a restarted host needs
(its address and port, or the relay, code and reclaim token; the seat tokens, an end off the
board), so `hyperrow play --resume`
continues the same game on the same address and the joiners, still retrying, take their seats
back. Both files are replaced atomically."""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from engine import record
from engine.atomic_files import write_text_atomic
from engine.clocks import GameClock, TimeControl, TimeControlError
from engine.net.kept_files import read_save
from engine.net.protocol.chat import CHAT_HISTORY, clean_chat
from engine.net.protocol.host import HostSession
from engine.net.protocol.messages import Message
from engine.net.protocol.rounds import Result

GAME_FILE = "network-host.hyperrow"
NETWORK_FILE = "network-host.json"


@dataclass(frozen=True)
class RelayClaim:
    """A game hosted through a relay: its URL, the invite code and the secret that takes the
    code back."""

    url: str
    code: str
    token: str

    def to_data(self) -> dict[str, str]:
        """The claim as JSON data."""
        return {"url": self.url, "code": self.code, "token": self.token}

    @staticmethod
    def from_data(data: object) -> RelayClaim | None:
        """The claim saved as `data`, or None when there is none (or it is damaged)."""
        if not isinstance(data, dict):
            return None
        fields = [data.get(name) for name in ("url", "code", "token")]
        if not all(isinstance(f, str) and f for f in fields):
            return None
        return RelayClaim(*(str(f) for f in fields))


@dataclass(frozen=True)
class Hosted:
    """A hosted game read back from the autosave."""

    record: record.GameRecord
    address: str
    port: int
    tokens: dict[int, str]
    result: Result | None
    relay: RelayClaim | None = None
    control: TimeControl | None = None
    """The game's time control, if it has one; `used` holds the seconds each move took."""
    used: tuple[float, ...] = ()
    turn: float = 0.0
    """The seconds the seat to move has used of its turn, counting the time the host was away
    when that seat is the host's own (its clock ran on): the clock takes up from there."""
    chat: tuple[Message, ...] = ()
    """The latest chat lines said, as the host resends them ("said" messages)."""


def save(
    folder: Path,
    session: HostSession,
    address: str,
    port: int,
    relay: RelayClaim | None = None,
    *,
    wall: Callable[[], float] = time.time,
) -> None:
    """Write the session's game and network facts into `folder` (created if missing); `wall`
    is the time of day, which dates the turn under way for a host started again later."""
    folder.mkdir(parents=True, exist_ok=True)
    text = record.dumps(session.game, session.seats, created=session.created, clock=session.times())
    write_text_atomic(folder / GAME_FILE, text)
    facts: dict[str, object] = {
        "address": address,
        "port": port,
        "tokens": {str(seat): token for seat, token in session.tokens.items()},
        "result": session.result.to_data() if session.result else None,
        "relay": relay.to_data() if relay else None,
        "chat": session.chat_history,
    }
    if session.clock is not None:
        clock = session.clock
        facts["clock"] = {
            "control": clock.control.text(),
            "used": clock.used,
            "turn": _turn_used(session),
            "at": wall(),
            "runs": clock.running is not None,
        }
    write_text_atomic(folder / NETWORK_FILE, json.dumps(facts, indent=2) + "\n")


def load(folder: Path, wall: Callable[[], float] = time.time) -> Hosted:
    """The hosted game saved in `folder`; raises ValueError saying what is missing or wrong.
    `wall` is the time of day: how long the host was away."""
    game_path, facts_path = folder / GAME_FILE, folder / NETWORK_FILE
    saved, facts = read_save(game_path, facts_path, "hosted")
    try:
        address, port, tokens = facts["address"], facts["port"], facts["tokens"]
        if not isinstance(address, str) or type(port) is not int or not isinstance(tokens, dict):
            raise TypeError
        seats = {int(seat): str(token) for seat, token in tokens.items()}
    except (KeyError, TypeError, ValueError):
        raise ValueError(f"{facts_path}: expected an address, a port and seat tokens") from None
    result = Result.from_data(facts.get("result"), saved.rules.players)
    relay = RelayClaim.from_data(facts.get("relay"))
    chat = _chat(facts.get("chat"), saved.rules.players)
    if facts.get("clock") is None:
        return Hosted(saved, address, port, seats, result, relay, chat=chat)
    control, used = _clock(facts["clock"], saved.game.ply, facts_path)
    turn = _turn(facts["clock"], wall())
    return Hosted(saved, address, port, seats, result, relay, control, used, turn, chat)


def _chat(data: object, players: int) -> tuple[Message, ...]:
    """The chat lines kept as `data`, cleaned again; any line that is not one is left out (an
    older save has none)."""
    if not isinstance(data, list):
        return ()
    lines: list[Message] = []
    for said in data[-CHAT_HISTORY:]:
        if not isinstance(said, dict):
            continue
        name, text, seat = (
            clean_chat(said.get("name")),
            clean_chat(said.get("text")),
            said.get("seat"),
        )
        if name is None or text is None:
            continue
        if not (seat is None or (type(seat) is int and 0 <= seat < players)):
            seat = None
        lines.append({"type": "said", "name": name, "seat": seat, "text": text})
    return tuple(lines)


def _turn_used(session: HostSession) -> float:
    """The seconds the seat to move has used of its turn so far (0 when no clock runs)."""
    clock = session.clock
    if clock is None or session.is_over():
        return 0.0
    seat = session.game.to_move
    at_turn_start = GameClock(
        clock.control, clock.players, clock.now, clock.used[: session.game.ply]
    )
    return round(max(at_turn_start.left[seat] - clock.remaining(seat), 0.0), 3)


def _turn(data: dict[str, object], now: float) -> float:
    """The turn under way as saved in `data` (an older save has none: 0), and the time since
    the save when the clock ran on while the host was away."""
    turn, at = data.get("turn"), data.get("at")
    numbers = (int, float)
    if type(turn) not in numbers or type(at) not in numbers:
        return 0.0
    assert isinstance(turn, numbers) and isinstance(at, numbers)
    if not (math.isfinite(turn) and math.isfinite(at)):
        return 0.0
    away = max(now - at, 0.0) if data.get("runs") is True else 0.0
    return min(max(float(turn), 0.0) + away, 1e7)


def _clock(data: object, moves: int, path: Path) -> tuple[TimeControl, tuple[float, ...]]:
    """The time control and the seconds each of `moves` moves used, saved as `data`."""
    problem = f"{path}: the clock needs a time control and the seconds of each of {moves} moves"
    if not isinstance(data, dict) or not isinstance(data.get("control"), str):
        raise ValueError(problem)
    used = data.get("used")
    if not isinstance(used, list) or len(used) != moves:
        raise ValueError(problem)
    if not all(type(x) in (int, float) and math.isfinite(x) and x >= 0 for x in used):
        raise ValueError(problem)
    try:
        control = TimeControl.parse(data["control"][:20])
    except TimeControlError as error:
        raise ValueError(f"{path}: {error}") from None
    return control, tuple(float(x) for x in used)
