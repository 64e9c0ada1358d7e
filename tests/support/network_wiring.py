"""An in-memory network for the protocol core: a HostSession and JoinSessions whose outboxes are
carried to each other by `pump`, optionally one byte per read, with the time stepped by hand;
a tic-tac-toe host with one joiner on it, and moves played in turn through them."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine import PRESETS, Game
from engine.net import HOST, Event, HostSession, JoinSession, Outbox
from engine.players import PlayerInfo, SeatKind
from engine.rules import Cell

TTT = PRESETS["tic-tac-toe"]


@dataclass
class Link:
    joiner: JoinSession
    peer: int
    open: bool = True
    events: list[Event] = field(default_factory=list)
    log: list[str] = field(default_factory=list)


@dataclass
class Net:
    host: HostSession
    now: float = 100.0
    chunk: int | None = None
    links: list[Link] = field(default_factory=list)
    host_events: list[Event] = field(default_factory=list)
    host_log: list[str] = field(default_factory=list)
    raw: dict[int, list[bytes]] = field(default_factory=dict)
    """What the host sent to connections that are not joiners (raw test sockets)."""

    def join(self, joiner: JoinSession) -> Link:
        link = Link(joiner, self.host.connect(self.now))
        self.links.append(link)
        joiner.connected(self.now)
        self.pump()
        return link

    def reconnect(self, link: Link) -> None:
        link.peer = self.host.connect(self.now)
        link.open = True
        link.joiner.connected(self.now)
        self.pump()

    def drop(self, link: Link) -> None:
        link.open = False
        self.host.disconnect(link.peer, self.now)
        link.joiner.lost(self.now)
        self.pump()

    def raw_peer(self) -> int:
        peer = self.host.connect(self.now)
        self.raw[peer] = []
        self.pump()
        return peer

    def feed(self, peer: int, data: bytes) -> None:
        self._deliver_to_host(peer, data)
        self.pump()

    def _deliver_to_host(self, peer: int, data: bytes) -> None:
        step = self.chunk or max(len(data), 1)
        for start in range(0, len(data), step):
            self.host.receive(peer, data[start : start + step], self.now)

    def pump(self, rounds: int = 50) -> None:
        for _ in range(rounds):
            moved = self._carry_from_host(self.host.drain())
            for link in self.links:
                moved |= self._carry_from_joiner(link, link.joiner.drain())
            if not moved:
                return
        raise AssertionError("the sessions kept talking for 50 rounds")

    def _carry_from_host(self, out: Outbox) -> bool:
        self.host_events += out.events
        self.host_log += out.log
        by_peer = {link.peer: link for link in self.links if link.open}
        for peer, data in out.sends:
            if peer in self.raw:
                self.raw[peer].append(data)
            elif peer in by_peer:
                link = by_peer[peer]
                step = self.chunk or len(data)
                for start in range(0, len(data), step):
                    link.joiner.receive(data[start : start + step], self.now)
        for peer in out.closes:
            if peer in by_peer:
                self.drop(by_peer[peer])
            else:
                self.host.disconnect(peer, self.now)
        return bool(out.sends or out.closes)

    def _carry_from_joiner(self, link: Link, out: Outbox) -> bool:
        link.events += out.events
        link.log += out.log
        if link.open:
            for peer, data in out.sends:
                assert peer == HOST
                self._deliver_to_host(link.peer, data)
        if HOST in out.closes and link.open:
            self.drop(link)
        return bool(out.sends) and link.open

    def advance(self, seconds: float, step: float = 1.0) -> None:
        end = self.now + seconds
        while self.now < end:
            self.now = min(end, self.now + step)
            self.host.tick(self.now)
            for link in self.links:
                if link.open:
                    link.joiner.tick(self.now)
            self.pump()


# X takes the left column: (0,0) (0,1) (0,2) while O plays (1,0) (1,1).
X_WINS: list[Cell] = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]


def two_seats(game: Game | None = None, *, chunk: int | None = None) -> tuple[Net, Link]:
    seats = [PlayerInfo("Hana"), PlayerInfo("Player 2", SeatKind.REMOTE)]
    tokens = iter(f"token-{i}" for i in range(100))
    host = HostSession(game or Game(TTT), seats, new_token=lambda: next(tokens))
    net = Net(host, chunk=chunk)
    link = net.join(JoinSession("Joe"))
    return net, link


def play_alternately(net: Net, link: Link, cells: list[Cell]) -> None:
    for cell in cells:
        if net.host.game.to_move == 0:
            assert net.host.play(0, cell) is None
        else:
            assert link.joiner.play(cell) is None
        net.pump()


def kinds(link: Link) -> list[str]:
    return [e.kind for e in link.events]


def wrong_token(token: str) -> str:
    """`token` with its last character changed: the guess of a thief who knows all the rest,
    and certainly not `token` (a fixed last character would be its own one time in 64)."""
    return token[:-1] + ("y" if token.endswith("x") else "x")
