"""The host's autosave: the game as a game file plus the network facts a restarted host needs
(its address and port, or the relay, code and reclaim token; the seat tokens, an end off the
board), so `hyperrow play --resume`
continues the same game on the same address and the joiners, still retrying, take their seats
back. Both files are replaced atomically."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path

from engine import record
from engine.atomic_files import write_text_atomic
from engine.clocks import TimeControl, TimeControlError
from engine.net.kept_files import read_save
from engine.net.protocol.host import HostSession
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


def save(
    folder: Path,
    session: HostSession,
    address: str,
    port: int,
    relay: RelayClaim | None = None,
) -> None:
    """Write the session's game and network facts into `folder` (created if missing)."""
    folder.mkdir(parents=True, exist_ok=True)
    text = record.dumps(session.game, session.seats, created=session.created, clock=session.times())
    write_text_atomic(folder / GAME_FILE, text)
    facts: dict[str, object] = {
        "address": address,
        "port": port,
        "tokens": {str(seat): token for seat, token in session.tokens.items()},
        "result": session.result.to_data() if session.result else None,
        "relay": relay.to_data() if relay else None,
    }
    if session.clock is not None:
        facts["clock"] = {"control": session.clock.control.text(), "used": session.clock.used}
    write_text_atomic(folder / NETWORK_FILE, json.dumps(facts, indent=2) + "\n")


def load(folder: Path) -> Hosted:
    """The hosted game saved in `folder`; raises ValueError saying what is missing or wrong."""
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
    if facts.get("clock") is None:
        return Hosted(saved, address, port, seats, result, relay)
    control, used = _clock(facts["clock"], saved.game.ply, facts_path)
    return Hosted(saved, address, port, seats, result, relay, control, used)


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
