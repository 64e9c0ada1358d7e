"""The host at the terminal (`hyperrow play --host …`): its own seats, the CPU seats it runs
in a worker thread, and the autosave that `--resume` reads back."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TextIO

from engine import ai
from engine.net import kept_host_game
from engine.net.protocol.events import Event, Outbox
from engine.net.protocol.net_refusal import NetRefusal, NetRefusalKind
from engine.net.transport.discovery import Advertisement
from engine.net.transport.relay_client import RelayHost
from engine.rules import Cell
from terminal.network.netplay import POLL_SECONDS, HostTransport, NetTerminalGame
from terminal.words.netplay_words import off_board_text
from wording.language import _
from wording.play_words import os_error_text

FINAL_FLUSH_SECONDS = 1.0


class HostTerminal(NetTerminalGame):
    """The host at the terminal: its own seats, the CPU seats, the autosave."""

    def __init__(
        self, transport: HostTransport, out: TextIO, data_dir: Path, *, seed: int | None = None
    ) -> None:
        session = transport.session
        super().__init__(session.game, tuple(session.seats), out)
        self.transport, self.session, self.data_dir = transport, session, data_dir
        self.created = session.created
        self._cpu: Future[Cell] | None = None
        self._cpu_for: tuple[int, int] | None = None
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cpu")
        self._seed = seed
        self.advertisement: Advertisement | None = None

    def poll(self) -> Outbox:
        out = self.transport.poll(POLL_SECONDS)
        if out.events:
            self._autosave()
        return out

    def flush(self) -> Outbox:
        out = self.transport.flush()
        if out.events:
            self._autosave()
        return out

    def _autosave(self) -> None:
        address, port = self.transport.address
        on = self.transport
        claim = (
            kept_host_game.RelayClaim(on.url, on.code, on.token)
            if isinstance(on, RelayHost)
            else None
        )
        try:
            kept_host_game.save(self.data_dir, self.session, address, port, claim)
        except OSError as error:
            self.say(
                _("  Could not autosave to {path}: {why}").format(
                    path=self.data_dir, why=os_error_text(error)
                )
            )

    def sync_view(self) -> None:
        self.game, self.seats = self.session.game, tuple(self.session.seats)

    def local_turn(self) -> bool:
        session = self.session
        seat = session.seats[session.game.to_move]
        return (
            not session.is_over()
            and not session.unjoined()  # the game starts once everyone has joined
            and not seat.is_cpu
            and not seat.is_remote
        )

    def send_move(self, cell: Cell) -> NetRefusal | None:
        return self.session.play(self.session.game.to_move, cell)

    def _local_seats(self) -> list[int]:
        seats = self.session.seats
        return [s for s, info in enumerate(seats) if not info.is_cpu and not info.is_remote]

    def request(self, what: str) -> str | None:
        here = self._local_seats()
        if not here:
            return _("no seat is played at this terminal")
        if what in ("yes", "no"):
            offer = self.session.offer_open
            if offer is None:
                return self.refusal_words(NetRefusal(NetRefusalKind.NO_OFFER))
            for seat in sorted(offer.waiting & set(here)):
                self.session.answer(seat, what == "yes")
            return None
        to_move = self.session.game.to_move
        seat = to_move if to_move in here else here[0]
        refusal = self.session.resign(seat) if what == "resign" else self.session.offer(seat, what)
        return None if refusal is None else self.refusal_words(refusal)

    def on_event(self, event: Event) -> None:
        super().on_event(event)
        session = self.session
        if event.kind == "seats":
            waiting = session.waiting_for()
            for seat in waiting:
                self.say(_("Waiting for {seat} to join.").format(seat=self._seat(seat)))
            if not waiting:
                self.say(_("Everyone is here."))
                self._show_board()
        offer = session.offer_open
        if event.kind == "offer" and offer is not None and offer.waiting & set(self._local_seats()):
            self.offer_to_answer = offer.what

    def finished(self) -> bool:
        return self.session.is_over()

    def chat(self, text: str) -> str | None:
        here = self._local_seats()
        if not here:
            return _("no seat is played at this terminal")
        refusal = self.session.say(here[0], text, self.transport.clock())
        return None if refusal is None else self.refusal_words(refusal)

    def clocks(self) -> tuple[list[float], int | None] | None:
        clock = self.session.clock
        return None if clock is None else clock.readings()

    def off_board_end(self) -> str | None:
        return off_board_text(self.session.result, self._seat, self.game.ply)

    def side_work(self) -> None:
        session = self.session
        game = session.game
        if session.is_over() or session.waiting_for():
            return
        seat = game.to_move
        info = session.seats[seat]
        if not info.is_cpu:
            return
        if self._cpu is None:
            assert info.level is not None
            seed = None if self._seed is None else self._seed + game.ply
            clock = session.clock  # with a clock, the CPU thinks within its share of its time
            seconds = (
                None if clock is None else min(ai.DEFAULT_SECONDS[info.level], clock.budget(seat))
            )
            self._cpu = self._pool.submit(
                ai.choose_move, game.copy(), info.level, seed=seed, seconds=seconds
            )
            self._cpu_for = (game.ply, seat)
            self.say(_("{seat} is thinking... ").format(seat=self._seat(seat)).rstrip())
        elif self._cpu.done():
            cell = self._cpu.result()
            if self._cpu_for == (game.ply, seat):
                session.play(seat, cell)
            self._cpu = None
            self.react(self.flush())

    def close(self) -> None:
        if self.advertisement is not None:
            self.advertisement.close()
        # Quitting keeps the game for --resume: on a joiner's turn its clock stops while the
        # host is away, and the joiners are told before the connections close.
        self.session.step_away()
        self._autosave()
        end = self.transport.clock() + FINAL_FLUSH_SECONDS
        while self.transport.clock() < end:
            self.transport.poll(POLL_SECONDS)
        self.transport.close()
        self._pool.shutdown(wait=False, cancel_futures=True)
