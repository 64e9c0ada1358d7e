"""The options of `hyperrow play` for network play: `--host [ADDRESS:]PORT` (with seats of kind
`remote`), `--join HOST:PORT`, `--watch`, `--name`, `--resume` and `--data-dir`, turned into a
hosted or joined terminal game (`netplay`)."""

from __future__ import annotations

import argparse
import os
import socket
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import TextIO

from engine.game import Game
from engine.net import autosave
from engine.net.events import Event
from engine.net.host import HostSession
from engine.net.join import JoinSession
from engine.net.rounds import Result
from engine.net.tcp import TcpHost, TcpJoiner, parse_address
from engine.players import REMOTE, PlayerInfo
from engine.tui.netplay import HostTerminal, JoinTerminal, start_reader

Setup = Callable[[argparse.Namespace], tuple[Game, tuple[PlayerInfo, ...], datetime | None]]


def default_data_dir() -> Path:
    """Where the terminal keeps a hosted game when no --data-dir is given."""
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "hyperrow"


def run(args: argparse.Namespace, stdin: TextIO, out: TextIO, setup: Setup) -> int:
    """Host, resume or join as the options say; raises ValueError for bad options."""
    data_dir = Path(args.data_dir).expanduser() if args.data_dir else default_data_dir()
    if args.join:
        if args.host is not None or args.resume:
            raise ValueError("--join plays someone else's game: leave out --host and --resume")
        address, port = parse_address(args.join)
        if not address or port == 0:
            raise ValueError(f"--join {args.join}: expected HOST:PORT, e.g. 192.168.1.20:4000")
        name = args.name or ("Spectator" if args.watch else "Guest")
        return join(address, port, name, out, stdin, watch=args.watch)
    if args.watch:
        raise ValueError("--watch goes with --join")
    if args.resume:
        return _resume(args, data_dir, stdin, out)
    address, port = parse_address(args.host)
    game, seats, created = setup(args)
    if not args.players:
        seats = (seats[0], *(replace(s, kind=REMOTE, level=None) for s in seats[1:]))
    if not any(seat.is_remote for seat in seats):
        raise ValueError("--host needs a remote seat: e.g. --players human,remote")
    if args.name:
        first = next(s for s, info in enumerate(seats) if not info.is_remote)
        seats = (*seats[:first], replace(seats[first], name=args.name), *seats[first + 1 :])
    return host(
        game, seats, address=address, port=port, data_dir=data_dir, out=out, stdin=stdin,
        created=created, seed=args.seed,
    )  # fmt: skip


def _resume(args: argparse.Namespace, data_dir: Path, stdin: TextIO, out: TextIO) -> int:
    rule_options = (args.rules, args.shape, args.k, args.gravity, args.players_count, args.load)
    if any(option is not None for option in rule_options) or args.players:
        raise ValueError("--resume takes the game from --data-dir; leave out the game options")
    hosted = autosave.load(data_dir)
    address, port = hosted.address, hosted.port
    if args.host is not None:
        address, port = parse_address(args.host)
    return host(
        hosted.record.game, hosted.record.players, address=address, port=port,
        data_dir=data_dir, out=out, stdin=stdin, tokens=hosted.tokens, result=hosted.result,
        created=hosted.record.created, seed=args.seed,
    )  # fmt: skip


def join_hint(address: str, port: int) -> str:
    """The command a friend types to join a game hosted on `address`:`port`."""
    shown = address if address not in ("", "0.0.0.0", "::") else socket.gethostname()
    shown = f"[{shown}]" if ":" in shown else shown
    return f"hyperrow play --join {shown}:{port}"


def host(
    game: Game,
    seats: tuple[PlayerInfo, ...],
    *,
    address: str,
    port: int,
    data_dir: Path,
    out: TextIO,
    stdin: TextIO,
    tokens: dict[int, str] | None = None,
    result: Result | None = None,
    created: datetime | None = None,
    seed: int | None = None,
) -> int:
    """Host `game` on `address`:`port` and play its local seats at this terminal."""
    session = HostSession(game, seats, created=created, tokens=tokens, result=result)
    try:
        transport = TcpHost(session, address, port)
    except OSError as error:
        raise ValueError(
            f"--host: cannot listen on {address or '*'}:{port}: {error.strerror or error}"
        ) from None
    bound, chosen = transport.address
    view = HostTerminal(transport, out, data_dir, seed=seed)
    view.lines = start_reader(stdin)
    view.show_intro()
    view.say(f"Hosting on {bound}:{chosen}. To join, type on the other machine:")
    view.say(f"  {join_hint(address, chosen)}")
    view.say(f"If this program stops, continue with: hyperrow play --resume --data-dir {data_dir}")
    view.on_event(Event("seats"))
    out.flush()
    return view.loop()


def join(
    address: str, port: int, name: str, out: TextIO, stdin: TextIO, *, watch: bool = False
) -> int:
    """Join the game hosted on `address`:`port` and play the seat it gives (or watch)."""
    transport = TcpJoiner(JoinSession(name, watch=watch), address, port)
    view = JoinTerminal(transport, out)
    view.lines = start_reader(stdin)
    view.say(f"Joining {address}:{port} as {name}...")
    out.flush()
    return view.loop()
