"""`hyperrow play --host …` and `hyperrow play --join …`: the terminal game over the network.

The board, help and results are the terminal game's (`TerminalGame`); what differs is the loop:
it polls the socket transport, prints what the session reports, and reads a line only when one is
wanted, so moves typed or piped ahead wait for their turn. Lines come from a reader thread, since
a terminal cannot be put in a selector everywhere. The clocks and the chat are
`clock_chat_terminal`'s.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import Protocol, TextIO

from engine.game import Game
from engine.net.protocol.events import Event, Outbox
from engine.net.protocol.host import HostSession
from engine.net.protocol.join import JoinSession
from engine.net.protocol.net_refusal import NetRefusal, NetRefusalKind
from engine.notation import NotationError, format_cell, format_moves, parse_move
from engine.players import PlayerInfo
from engine.rules import PRESETS, Cell
from terminal.network.clock_chat_terminal import CHAT_COMMANDS, ClockChatTerminal
from terminal.network.watching import watching_intro, watching_turn
from terminal.words.netplay_words import net_refusal_text, off_board_text
from wording.language import _
from wording.play_words import after_the_end, answer_text, offer_text


class HostTransport(Protocol):
    """What the host's terminal needs of a transport (TcpHost, RelayHost)."""

    session: HostSession
    clock: Callable[[], float]

    @property
    def address(self) -> tuple[str, int]:
        """Where the game is hosted: (address, port), or (relay URL, 0)."""
        ...

    def poll(self, timeout: float) -> Outbox:
        """Move bytes for up to `timeout` seconds; the session's events and log."""
        ...

    def flush(self) -> Outbox:
        """Send what the session has to say now; its events and log."""
        ...

    def close(self) -> None:
        """Close every connection."""
        ...


class JoinTransport(Protocol):
    """What a joiner's terminal needs of a transport (TcpJoiner, RelayJoiner)."""

    session: JoinSession
    clock: Callable[[], float]

    def poll(self, timeout: float) -> Outbox:
        """Move bytes for up to `timeout` seconds; the session's events and log."""
        ...

    def flush(self) -> Outbox:
        """Send what the session has to say now; its events and log."""
        ...

    def close(self) -> None:
        """Say goodbye and close."""
        ...


POLL_SECONDS = 0.05
COMMANDS = (
    "q", "quit", "resign", "d", "draw", "u", "undo", "r", "rematch", "b", "board", "h", "?",
    "help", "s", *CHAT_COMMANDS,
)  # fmt: skip


def start_reader(stream: TextIO) -> queue.Queue[str | None]:
    """A queue filled with the lines of `stream` by a daemon thread; None at end of input."""
    lines: queue.Queue[str | None] = queue.Queue()

    def read() -> None:
        """Every line of `stream` into the queue, then None."""
        for line in stream:
            lines.put(line.rstrip("\r\n"))
        lines.put(None)

    threading.Thread(target=read, name="stdin-lines", daemon=True).start()
    return lines


class NetTerminalGame(ClockChatTerminal):
    """The shared loop of a host and a joiner at the terminal."""

    def __init__(self, game: Game, seats: tuple[PlayerInfo, ...], out: TextIO) -> None:
        super().__init__(game, seats, out)
        self.lines: queue.Queue[str | None] = queue.Queue()
        self._held: str | None = None
        self._ended_input = False
        self._prompted: tuple[int, int] | None = None
        self._quit = False
        self._announced = False  # the end of the game on the board was told
        self.offer_to_answer: str | None = None
        self.gave_up: str | None = None  # why the host closed the connection for good

    # What each side fills in.
    def poll(self) -> Outbox:
        """Run the transport a moment; what the session reported."""
        raise NotImplementedError

    def flush(self) -> Outbox:
        """Send at once what the session has to say; what it reported."""
        raise NotImplementedError

    def local_turn(self) -> bool:
        """True when a seat played at this terminal is to move."""
        raise NotImplementedError

    def send_move(self, cell: Cell) -> NetRefusal | None:
        """Play `cell` for this terminal's seat; why not, or None."""
        raise NotImplementedError

    def request(self, what: str) -> str | None:
        """Offer `what`, answer ("yes"/"no") or resign; returns why not (worded), or None."""
        raise NotImplementedError

    def refusal_words(self, refusal: NetRefusal | None) -> str:
        """A refusal of network play in the language in use."""
        refusal = refusal or NetRefusal(NetRefusalKind.UNKNOWN)
        return net_refusal_text(refusal, self._seat_named)

    def _seat_named(self, seat: int) -> str:
        """Seat `seat` as the board names it; a seat the host gave out of range by its number."""
        return self._seat(seat) if 0 <= seat < len(self.seats) else str(seat + 1)

    def finished(self) -> bool:
        """True once the game is over for this side."""
        raise NotImplementedError

    def off_board_end(self) -> str | None:
        """How the game ended by resignation or agreement, or None."""
        raise NotImplementedError

    def close(self) -> None:
        """Close the transport."""
        raise NotImplementedError

    def plays(self) -> bool:
        """False for a spectator, who can offer and answer nothing."""
        return True

    def show_intro(self) -> None:
        """The title, the seats and how to enter a move."""
        self._intro()

    def sync_view(self) -> None:
        """Copy the session's game and seats into this view."""

    def side_work(self) -> None:
        """Work between polls (the host's CPU seats)."""

    # -- the loop ------------------------------------------------------------------------

    def loop(self) -> int:
        """Run until the player quits (or input ends) or the host closes; the exit code. After
        the end of a game either side may offer a rematch, which the other accepts or declines."""
        code = 0
        try:
            while not self._quit:
                self.react(self.poll())
                if self.finished() and not self._announced:
                    self._announced = True
                    if self._prompted is not None:
                        self.say()  # the end comes while a prompt waits: begin a line of its own
                    self.sync_view()
                    self.announce_end()
                    self.say(after_the_end() if self.plays() else _("Type q to stop watching."))
                elif not self.finished():
                    self._announced = False
                self.side_work()
                self._read()
                if self.gave_up is not None:
                    code = 1
                    break
        finally:
            self.close()
        return code

    def react(self, out: Outbox) -> None:
        """Print the log lines and events the session reported."""
        for line in out.log:
            self.say(_("  [network] {line}").format(line=line))
        for event in out.events:
            self.sync_view()
            self.on_event(event)

    def on_event(self, event: Event) -> None:
        """Print one event: a move and the board, a refusal, an offer, a lost link."""
        if event.kind == "moved":
            assert event.player is not None and event.cell is not None
            self.say(
                _("{seat} plays {cell}").format(
                    seat=self._seat(event.player), cell=format_cell(event.cell)
                )
            )
            self._show_board()
        elif event.kind == "state" and event.text in ("undo", "rematch", "stale"):
            if event.text == "undo":
                self.say(_("Moves taken back."))
            elif event.text == "rematch":
                self.say(_("A new game starts."))
            else:
                self.say(_("The game was brought up to date."))
            self._show_board()
        elif event.kind == "refused":
            self.say(_("  Refused: {why}").format(why=self.refusal_words(event.refusal)))
            self._prompted = None
        elif event.kind == "offer":
            assert event.player is not None
            self.say(offer_text(self._seat(event.player), event.text or ""))
        elif event.kind == "answer":
            self.say(answer_text(event.text or "", bool(event.accepted)))
            self.offer_to_answer = None
            self._prompted = None
        elif event.kind == "chat":
            self.hear(event.name, event.text)
        elif event.kind == "lost":
            self.say(_("Connection lost — reconnecting…"))
        elif event.kind == "closed":
            why = self.refusal_words(event.refusal)
            self.say(_("The host closed the connection: {why}").format(why=why))
            self.gave_up = why

    def announce_end(self) -> None:
        """Print how the game ended and its moves."""
        ending = self.off_board_end()
        if ending is None:
            self._announce(self.game.outcome())
        else:
            self.say(ending)
        self.say(_("Moves: {moves}").format(moves=format_moves(self.game.moves)))

    # -- reading the player ----------------------------------------------------------------

    def _read(self) -> None:
        if self._held is None and not self._ended_input:
            try:
                self._held = self.lines.get_nowait()
            except queue.Empty:
                self._held = None
            else:
                if self._held is None:
                    self._ended_input = True
        wanted = self.local_turn() or self.offer_to_answer is not None or self.finished()
        if self._held is not None:
            text = self._held.strip()
            command = text.split(" ", 1)[0].lower()
            if not text:
                self._held = None
            elif wanted or command in COMMANDS:
                self._held = None
                self._act(text, command)
                self._prompted = None
            return
        if self._ended_input and wanted:
            self.say()
            self.say(_("End of input: quitting."))
            self._quit = True
        elif wanted:
            self._prompt()

    def _prompt(self) -> None:
        over = self.finished()
        key = (self.game.ply, -1 if self.offer_to_answer else -2 if over else self.game.to_move)
        if self._prompted == key:
            return
        self._prompted = key
        if self.offer_to_answer is not None:
            self.out.write(_("Accept? (y/n): "))
        elif over and self.plays():
            self.out.write(_("Rematch or quit? (r/q): "))
        elif over:
            return
        else:
            self.out.write(self.clocks_before_prompt())
            self.out.write(
                _("Move {number}, {seat} to play: ").format(
                    number=self.game.ply + 1, seat=self._seat(self.game.to_move)
                )
            )
        self.out.flush()

    def _act(self, text: str, command: str) -> None:
        if self.offer_to_answer is not None and command in ("y", "yes", "n", "no"):
            self._report(self.request("yes" if command.startswith("y") else "no"))
            self.offer_to_answer = None
        elif command in ("q", "quit"):
            self.say(_("Quitting."))
            self._quit = True
        elif command == "resign":
            self._report(self.request("resign"))
        elif command in ("d", "draw", "u", "undo"):
            self._report(self.request("draw" if command.startswith("d") else "undo"))
        elif command in ("r", "rematch"):
            if not self.finished():
                self.say(_("  A rematch comes after the end of the game."))
            else:
                reason = self.request("rematch")
                if reason is None:
                    self.say(_("  Rematch offered; waiting for the answer."))
                self._report(reason)
        elif command in ("b", "board"):
            self._show_board()
        elif command in ("h", "?", "help"):
            self.say(self._help())
            self.say(_("  d          offer a draw;  u  offer to undo;  resign  give up at once"))
            self.say(_("  r          after the end, offer a rematch"))
            self.say(_("  say TEXT   say something to the others;  mute  hide or show the chat"))
        elif command == "s":
            self._save(text.partition(" ")[2].strip())
        elif command in CHAT_COMMANDS:
            self.chat_command(command, text)
        elif self.offer_to_answer is not None:
            self.say(_("  Answer the offer first: y or n."))
        elif self.finished():
            self.say(_("  The game is over. {next}").format(next=after_the_end()))
        elif self.local_turn():
            self._move_text(text)

    def _move_text(self, text: str) -> None:
        try:
            cell = parse_move(text, self.game)
        except NotationError as error:
            self.say(_("  Not a move: {why}. Try again (h for help).").format(why=error))
            return
        reason = self.send_move(cell)
        if reason is not None:
            why = self.refusal_words(reason)
            self.say(_("  Not a move: {why}. Try again (h for help).").format(why=why))
        self.react(self.flush())

    def _report(self, reason: str | None) -> None:
        if reason is not None:
            self.say(_("  Refused: {why}").format(why=reason))
        self.react(self.flush())


class JoinTerminal(NetTerminalGame):
    """A joiner (or spectator) at the terminal."""

    def __init__(self, transport: JoinTransport, out: TextIO) -> None:
        # The host's game replaces this stand-in at the welcome; nothing is shown before it.
        super().__init__(Game(PRESETS["tic-tac-toe"]), (), out)
        self.transport, self.session = transport, transport.session
        self._joined = False

    def poll(self) -> Outbox:
        return self.transport.poll(POLL_SECONDS)

    def flush(self) -> Outbox:
        return self.transport.flush()

    def sync_view(self) -> None:
        if self.session.game is not None:
            self.game, self.seats = self.session.game, self.session.players

    def local_turn(self) -> bool:
        return self.session.my_turn()

    def plays(self) -> bool:
        return self.session.seat is not None

    def send_move(self, cell: Cell) -> NetRefusal | None:
        return self.session.play(cell)

    def request(self, what: str) -> str | None:
        if self.session.seat is None:
            return _("a spectator can only watch")
        if what in ("yes", "no"):
            self.session.answer(what == "yes")
        elif what == "resign":
            self.session.resign()
        else:
            self.session.offer(what)
        return None

    def on_event(self, event: Event) -> None:
        if event.kind == "welcome":
            if not self._joined:
                self._joined = True
                self.show_intro()
            seat = event.seat
            self.say(
                _("Watching the game.")
                if seat is None
                else _("You play {seat}.").format(seat=self._seat(seat))
            )
            self._show_board()
            self._prompted = None
        elif event.kind == "pending":
            self.say(_("  Sent; waiting for the host to confirm."))
        else:
            super().on_event(event)
        # A spectator has no prompt: it is told whose turn it is, with the clocks.
        if event.kind in ("welcome", "moved", "state") and self._spectating():
            number, mover = self.game.ply + 1, self._seat(self.game.to_move)
            self.say(watching_turn(self.clocks_before_prompt(), number, mover))
        if (
            event.kind == "offer"
            and event.player != self.session.seat
            and self.session.seat is not None
        ):
            self.offer_to_answer = event.text
        if event.kind == "seats" and self.session.connected_seats:
            for seat, here in enumerate(self.session.connected_seats):
                if not here:
                    self.say(_("Waiting for {seat}.").format(seat=self._seat(seat)))

    def finished(self) -> bool:
        return self._joined and self.session.is_over()

    def _spectating(self) -> bool:
        return self._joined and self.session.seat is None and not self.session.is_over()

    def show_intro(self) -> None:
        if self.session.seat is not None:
            return super().show_intro()
        seats = [self._seat(s) for s in range(len(self.seats))]
        for line in watching_intro(self.game.rules, seats):  # no "Enter a move" to a spectator
            self.say(line)

    def chat(self, text: str) -> str | None:
        if not self.session.say(text):
            return _("say what? Type say and your message")
        return None

    def clocks(self) -> tuple[list[float], int | None] | None:
        view = self.session.clock
        return None if view is None else view.readings(self.transport.clock())

    def off_board_end(self) -> str | None:
        return off_board_text(self.session.result, self._seat, self.game.ply)

    def close(self) -> None:
        self.transport.close()
