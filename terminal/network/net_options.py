"""The options of `hyperrow play` for network play: `--host [ADDRESS:]PORT` (with seats of kind
`remote`), `--join HOST:PORT`, `--relay URL` (then `--join CODE`), `--watch`, `--name`,
`--resume` and `--data-dir`, turned into a hosted or joined terminal game (`netplay`)."""

from __future__ import annotations

import argparse
import socket
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import TextIO

from engine.clocks import GameClock, TimeControl, TimeControlError
from engine.game import Game
from engine.net import kept_host_game, kept_join_game
from engine.net.kept_join_game import JoinTarget
from engine.net.protocol.events import Event
from engine.net.protocol.host import HostSession
from engine.net.protocol.join import JoinSession
from engine.net.protocol.messages import Message
from engine.net.protocol.rounds import Result
from engine.net.transport.discovery import Advertisement, DiscoveryError, find_hosts
from engine.net.transport.relay_client import RelayError, RelayHost, RelayJoiner
from engine.net.transport.tcp import TcpHost, TcpJoiner, parse_address
from engine.players import PlayerInfo, SeatKind
from engine.rules import PRESETS, preset_name
from terminal.commands.board_text import preset_title
from terminal.commands.terminal_data_folder import data_folder
from terminal.network import rejoin
from terminal.network.nethost import HostTerminal
from terminal.network.netplay import (
    HostTransport,
    start_reader,
)
from terminal.words.netplay_words import relay_refusal_text
from wording.language import _
from wording.play_words import os_error_text

Setup = Callable[[argparse.Namespace], tuple[Game, tuple[PlayerInfo, ...], datetime | None]]


HOSTED_FACTS = kept_host_game.NETWORK_FILE
"""The file beside the hosted game's record that marks a data folder as holding one."""
JOINED_FACTS = kept_join_game.NETWORK_FILE
"""The same for a joined game's copy."""


def newest_network_game(folder: Path) -> str | None:
    """Which network game `folder` keeps, the hosted one (HOSTED_FACTS) or the joined one
    (JOINED_FACTS), the one played last when it keeps both; None when it keeps neither."""
    kept = [
        ((folder / name).stat().st_mtime, name)
        for name in (HOSTED_FACTS, JOINED_FACTS)
        if (folder / name).exists()
    ]
    return max(kept)[1] if kept else None


def run(args: argparse.Namespace, stdin: TextIO, out: TextIO, setup: Setup) -> int:
    """Host, resume or join as the options say; raises ValueError for bad options."""
    data_dir = data_folder(args)
    if args.find is not None:
        return find(args.find, out)
    if args.join:
        if args.host is not None or args.resume:
            raise ValueError(_("--join plays someone else's game: leave out --host and --resume"))
        if args.clock is not None:
            raise ValueError(_("--clock: the host sets the time control; leave it out with --join"))
        name = args.name or (_("Spectator") if args.watch else _("Guest"))
        session = JoinSession(name, watch=args.watch)
        if args.relay:
            joiner = RelayJoiner(
                session, args.relay, args.join, ca=args.relay_ca, words=relay_refusal_text
            )
            target = JoinTarget(relay=args.relay, code=args.join)
            return rejoin.join(joiner, args.join, out, stdin, data_dir=data_dir, target=target)
        address, port = parse_address(args.join)
        if not address or port == 0:
            raise ValueError(
                _("--join {address}: expected HOST:PORT, e.g. 192.168.1.20:4000").format(
                    address=args.join
                )
            )
        target = JoinTarget(address, port)
        tcp = TcpJoiner(session, address, port)
        where = f"{address}:{port}"
        return rejoin.join(tcp, where, out, stdin, data_dir=data_dir, target=target)
    if args.watch:
        raise ValueError(_("--watch goes with --join"))
    if args.resume:
        if newest_network_game(data_dir) == JOINED_FACTS:
            rule_options = (args.rules, args.shape, args.k, args.gravity, args.players_count)
            if any(option is not None for option in rule_options) or args.players or args.host:
                raise ValueError(
                    _("--resume joins the kept game again; leave out the game and host options")
                )
            return rejoin.rejoin(args, data_dir, stdin, out)
        return _resume(args, data_dir, stdin, out)
    address, port = parse_address(args.host) if not args.relay else ("", 0)
    game, seats, created = setup(args)
    if not args.players:
        seats = (seats[0], *(replace(s, kind=SeatKind.REMOTE, level=None) for s in seats[1:]))
    if not any(seat.is_remote for seat in seats):
        raise ValueError(_("--host needs a remote seat: e.g. --players human,remote"))
    if args.name:
        first = next(s for s, info in enumerate(seats) if not info.is_remote)
        seats = (*seats[:first], replace(seats[first], name=args.name), *seats[first + 1 :])
    return host(
        game, seats, address=address, port=port, data_dir=data_dir, out=out, stdin=stdin,
        created=created, seed=args.seed, relay=args.relay, relay_ca=args.relay_ca,
        control=time_control(args.clock),
    )  # fmt: skip


def time_control(text: str | None) -> TimeControl | None:
    """The `--clock` option's time control, None without one; raises ValueError in words."""
    if text is None:
        return None
    try:
        return TimeControl.parse(text)
    except TimeControlError:
        raise ValueError(
            _("--clock {text}: expected minutes per side and seconds per move, e.g. 5+3").format(
                text=text
            )
        ) from None


def _resume(args: argparse.Namespace, data_dir: Path, stdin: TextIO, out: TextIO) -> int:
    rule_options = (
        args.rules, args.shape, args.k, args.gravity, args.players_count, args.load, args.clock
    )  # fmt: skip
    if any(option is not None for option in rule_options) or args.players:
        raise ValueError(_("--resume takes the game from --data-dir; leave out the game options"))
    hosted = kept_host_game.load(data_dir)
    address, port = hosted.address, hosted.port
    claim = hosted.relay
    if args.host is not None:
        address, port, claim = *parse_address(args.host), None
    if args.relay and (claim is None or claim.url != args.relay):
        claim = kept_host_game.RelayClaim(args.relay, "", "")  # a relay it was not on: a new code
    return host(
        hosted.record.game, hosted.record.players, address=address, port=port,
        data_dir=data_dir, out=out, stdin=stdin, tokens=hosted.tokens, result=hosted.result,
        created=hosted.record.created, seed=args.seed, relay=claim.url if claim else None,
        claim=claim, relay_ca=args.relay_ca, control=hosted.control, used=hosted.used,
        turn=hosted.turn, chat=hosted.chat,
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
    relay: str | None = None,
    claim: kept_host_game.RelayClaim | None = None,
    relay_ca: str = "",
    control: TimeControl | None = None,
    used: tuple[float, ...] = (),
    turn: float = 0.0,
    chat: Sequence[Message] = (),
) -> int:
    """Host `game` on `address`:`port` (or on the `relay` URL, taking back the code of
    `claim` if it has one, a wss:// relay's certificate checked against `relay_ca`'s if
    given) and play its local seats at this terminal, under the time `control` if there is one
    (the moves so far having `used` their seconds, the seat to move `turn` seconds of its
    turn) and the `chat` said before."""
    clock = None if control is None else GameClock(control, len(seats), time.monotonic, used)
    session = HostSession(game, seats, created=created, tokens=tokens, result=result, clock=clock)
    session.chat_history = list(chat)
    if clock is not None and turn > 0 and not session.is_over():
        clock.start(game.to_move, already=turn)
    transport: HostTransport
    if relay:
        code, token = (claim.code, claim.token) if claim else ("", "")
        try:
            transport = on_relay = RelayHost(session, relay, code=code, token=token, ca=relay_ca)
        except RelayError as error:
            raise ValueError(f"--relay: {relay_refusal_text(error)}") from None
        hint = f"hyperrow play --join {on_relay.code} --relay {relay}"
        where = _("Hosting through the relay {relay} with the invite code {code}.").format(
            relay=relay, code=on_relay.code
        )
    else:
        try:
            transport = TcpHost(session, address, port)
        except OSError as error:
            raise ValueError(
                _("--host: cannot listen on {address}: {why}").format(
                    address=f"{address or '*'}:{port}", why=os_error_text(error)
                )
            ) from None
        bound, chosen = transport.address
        hint = join_hint(address, chosen)
        where = _("Hosting on {address}.").format(address=f"{bound}:{chosen}")
    view = HostTerminal(transport, out, data_dir, seed=seed)
    view.lines = start_reader(stdin)
    view.show_intro()
    view.say(_("{where} To join, type on the other machine:").format(where=where))
    view.say(f"  {hint}")
    view.say(
        _("If this program stops, continue with: hyperrow play --resume --data-dir {path}").format(
            path=data_dir
        )
    )
    if not relay:
        view.advertisement = _advertise(view, address, chosen)
    view.on_event(Event("seats"))
    out.flush()
    return view.loop()


def _advertise(view: HostTerminal, address: str, port: int) -> Advertisement | None:
    """Announce the game on the LAN where it listens; a failure costs one line, nothing else."""
    rules = view.game.rules
    title = preset_name(rules) or rules.describe()
    host_seat = next((s for s in view.seats if not s.is_remote), view.seats[0])
    try:
        return Advertisement(host_seat.name, address, port, title)
    except DiscoveryError as error:
        view.say(_("{error}. Joining by address works all the same.").format(error=error))
        return None


def find(interface: str, out: TextIO) -> int:
    """`hyperrow play --find`: list the games announced on the local network."""
    out.write(_("Looking for games on the local network...") + "\n")
    out.flush()
    try:
        found = find_hosts(3.0, interface)
    except DiscoveryError as error:
        out.write(
            _("{error}. Join by address instead: hyperrow play --join HOST:PORT").format(
                error=error
            )
            + "\n"
        )
        return 1
    if not found:
        out.write(
            _("No game found. Join by address instead: hyperrow play --join HOST:PORT") + "\n"
        )
        return 1
    for game in found:
        # A preset by the name players know it by; another hyperrow's rules as it wrote them.
        rules = preset_title(game.rules) if game.rules in PRESETS else game.rules
        out.write(f"{game.name}  ({rules})\n  {game.join_command()}\n")
    return 0
