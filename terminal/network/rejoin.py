"""A joiner at the terminal keeps the game: its copy goes to the data folder as it goes
(`engine.net.kept_join_game`), and `hyperrow play --resume` joins the same game again with the seat
token, or, when the host cannot be reached within `--rejoin-wait` seconds (or the relay no longer
knows the code), says so and plays the game on here alone, every seat at this terminal."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from engine.net import kept_join_game
from engine.net.kept_join_game import Joined, JoinTarget
from engine.net.protocol.events import Outbox
from engine.net.protocol.join import JoinSession
from engine.net.transport.relay_client import RelayJoiner
from engine.net.transport.tcp import TcpJoiner
from terminal.commands.play import ReadLine, TerminalGame
from terminal.commands.terminal_data_folder import terminal_game_path
from terminal.network.netplay import JoinTerminal, JoinTransport, start_reader
from terminal.words.netplay_words import relay_refusal_text
from wording.language import _
from wording.play_words import os_error_text

REJOIN_SECONDS = 30.0
"""How long a resumed joiner tries to reach its host before it plays on alone."""


class KeepingJoinTerminal(JoinTerminal):
    """A joiner (or spectator) at the terminal that keeps its copy of the game in `data_dir`;
    with `give_up_after` seconds, one that stops waiting for a host it never reaches."""

    def __init__(
        self,
        transport: JoinTransport,
        out: TextIO,
        data_dir: Path,
        target: JoinTarget,
        *,
        give_up_after: float | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(transport, out)
        self.data_dir, self.target, self.clock = data_dir, target, clock
        self.give_up_at = None if give_up_after is None else clock() + give_up_after
        self.host_gone = False
        self._keep_failed = False

    def poll(self) -> Outbox:
        out = super().poll()
        if out.events:
            self.keep()
        return out

    def flush(self) -> Outbox:
        out = super().flush()
        if out.events:
            self.keep()
        return out

    def keep(self) -> None:
        """Write the copy of the game; say once when that fails, and once when it works again."""
        try:
            kept_join_game.save(self.data_dir, self.session, self.target)
        except OSError as error:
            if not self._keep_failed:
                self.say(
                    _("  Could not keep the game in {path}: {why}").format(
                        path=self.data_dir, why=os_error_text(error)
                    )
                )
            self._keep_failed = True
            return
        if self._keep_failed:
            self.say(_("  The game is kept in {path} again.").format(path=self.data_dir))
        self._keep_failed = False

    def side_work(self) -> None:
        if self.give_up_at is None or self._joined:
            return
        transport = self.transport
        forgotten = isinstance(transport, RelayJoiner) and (
            transport.refused is not None and transport.refused.why == "unknown code"
        )
        if forgotten or self.clock() > self.give_up_at:
            self.host_gone = True
            self._quit = True

    def close(self) -> None:
        super().close()
        if self.session.game is not None:
            self.keep()

    def rest_of_input(self) -> ReadLine:
        """A ReadLine for what the player types after this loop: the line it held back
        first, then the lines the reader thread collects; None for good once input ended."""
        held = [self._held] if self._held is not None else []
        ended = self._ended_input

        def read_line(prompt: str) -> str | None:
            nonlocal ended
            self.out.write(prompt)
            self.out.flush()
            if held:
                return held.pop()
            line = None if ended else self.lines.get()
            ended = line is None
            return line

        return read_line


def join(
    transport: JoinTransport,
    where: str,
    out: TextIO,
    stdin: TextIO,
    *,
    data_dir: Path,
    target: JoinTarget,
) -> int:
    """Join the game `transport` reaches (`where` names it), play the seat it gives, and keep
    the game in `data_dir`."""
    view = KeepingJoinTerminal(transport, out, data_dir, target)
    view.lines = start_reader(stdin)
    view.say(_("Joining {where} as {name}...").format(where=where, name=transport.session.name))
    view.say(_("The game is kept in {path}.").format(path=data_dir))
    out.flush()
    return view.loop()


def transport_to(session: JoinSession, target: JoinTarget, relay_ca: str) -> JoinTransport:
    """The transport that reaches `target`: through its relay, or straight to its address."""
    if target.relay:
        return RelayJoiner(
            session, target.relay, target.code, ca=relay_ca, words=relay_refusal_text
        )
    return TcpJoiner(session, target.address, target.port)


def where(target: JoinTarget) -> str:
    """The host of `target` as the player knows it: the invite code and relay, or the address."""
    if target.relay:
        return _("{code} on {relay}").format(code=target.code, relay=target.relay)
    return f"{target.address}:{target.port}"


def rejoin(args: argparse.Namespace, data_dir: Path, stdin: TextIO, out: TextIO) -> int:
    """`play --resume` of a joined game: join it again with the kept seat, or play it alone
    when its host is gone for good."""
    joined = kept_join_game.load(data_dir)
    session = JoinSession(args.name or joined.name, watch=joined.watch, token=joined.token)
    transport = transport_to(session, joined.target, args.relay_ca)
    view = KeepingJoinTerminal(
        transport, out, data_dir, joined.target, give_up_after=args.rejoin_wait
    )
    view.lines = start_reader(stdin)
    view.say(
        _("Joining the game {where} again as {name}...").format(
            where=where(joined.target), name=session.name
        )
    )
    out.flush()
    code = view.loop()
    if not view.host_gone:
        return code
    return play_alone(joined, data_dir, view, out)


def play_alone(joined: Joined, data_dir: Path, view: KeepingJoinTerminal, out: TextIO) -> int:
    """The host is gone for good: say so, and play the kept game on at this terminal (kept
    as the terminal game, which a later `--resume` goes on with)."""
    out.write(
        _(
            "The host of this game cannot be reached ({where}): it is gone for good. "
            "The game goes on here alone, every seat played at this terminal."
        ).format(where=where(joined.target))
        + "\n"
    )
    kept = joined.record
    seats = kept_join_game.local_seats(kept.players)
    alone = TerminalGame(
        kept.game,
        seats,
        view.rest_of_input(),
        out,
        created=kept.created,
        autosave=terminal_game_path(data_dir),
    )
    return alone.run()
