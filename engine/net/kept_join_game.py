"""A joiner's copy of a network game: the game as a game file, kept as it goes, plus what a
restarted joiner needs to find the same game again (the host's address and port, or the relay
and invite code; its name, its seat token, whether it only watches, an end off the board). So
after a crash of either side, and after the end, the joiner's data folder holds the whole game,
and `hyperrow play --resume` takes the seat back, or opens the game alone when the host is gone
for good. Both files are replaced atomically, as the host's autosave (`kept_host_game`) is.

The game file's seats are as this side could play them alone: a seat the host saw as remote is
a person's seat here, so the file opens as an ordinary game anywhere."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from engine import record
from engine.atomic_files import write_text_atomic
from engine.net.kept_files import read_save
from engine.net.protocol.join import JoinSession
from engine.net.protocol.rounds import Result
from engine.players import PlayerInfo, SeatKind

GAME_FILE = "network-joined.hyperrow"
NETWORK_FILE = "network-joined.json"


@dataclass(frozen=True)
class JoinTarget:
    """Where a joined game is hosted: an `address` and `port`, or a `relay` URL and the invite
    `code` there."""

    address: str = ""
    port: int = 0
    relay: str = ""
    code: str = ""

    def to_data(self) -> dict[str, Any]:
        """The target as JSON data."""
        return {"address": self.address, "port": self.port, "relay": self.relay, "code": self.code}

    @staticmethod
    def from_data(data: object) -> JoinTarget | None:
        """The target saved as `data`, or None when it is damaged or names no host."""
        if not isinstance(data, dict):
            return None
        address, port = data.get("address", ""), data.get("port", 0)
        relay, code = data.get("relay", ""), data.get("code", "")
        if not all(isinstance(text, str) for text in (address, relay, code)):
            return None
        if type(port) is not int or not 0 <= port < 65536:
            return None
        if not ((relay and code) or (address and port)):
            return None
        return JoinTarget(str(address), port, str(relay), str(code))


@dataclass(frozen=True)
class Joined:
    """A joined game read back from the data folder."""

    record: record.GameRecord
    target: JoinTarget
    name: str
    watch: bool
    token: str | None
    result: Result | None


def local_seats(players: tuple[PlayerInfo, ...]) -> tuple[PlayerInfo, ...]:
    """The host's seats as this side plays them alone: remote seats become a person's."""
    return tuple(
        replace(p, kind=SeatKind.HUMAN, level=None) if p.kind == SeatKind.REMOTE else p
        for p in players
    )


def save(folder: Path, session: JoinSession, target: JoinTarget) -> bool:
    """Write the session's game and how to reach its host into `folder` (created if missing);
    False when there is nothing to keep yet (no game from the host). Raises OSError."""
    game = session.game
    if game is None:
        return False
    folder.mkdir(parents=True, exist_ok=True)
    seats = local_seats(session.players)
    write_text_atomic(folder / GAME_FILE, record.dumps(game, seats, created=session.created))
    facts = {
        "target": target.to_data(),
        "name": session.name,
        "watch": session.watch,
        "token": session.token,
        "result": session.result.to_data() if session.result else None,
    }
    write_text_atomic(folder / NETWORK_FILE, json.dumps(facts, indent=2) + "\n")
    return True


def load(folder: Path) -> Joined:
    """The joined game kept in `folder`; raises ValueError saying what is missing or wrong."""
    game_path, facts_path = folder / GAME_FILE, folder / NETWORK_FILE
    saved, facts = read_save(game_path, facts_path, "joined")
    target = JoinTarget.from_data(facts.get("target")) if isinstance(facts, dict) else None
    if target is None or not isinstance(facts, dict):
        raise ValueError(f"{facts_path}: expected the host's address or relay and invite code")
    name, token = facts.get("name"), facts.get("token")
    return Joined(
        saved,
        target,
        name if isinstance(name, str) and name else "Guest",
        facts.get("watch") is True,
        token if isinstance(token, str) and token else None,
        Result.from_data(facts.get("result"), saved.rules.players),
    )
