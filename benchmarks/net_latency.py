"""Network play over localhost: the time from a move to its display on the other side.

A host (TcpHost) and a joiner (TcpJoiner) run in two threads of this process on 127.0.0.1 and
play random qubic games. For each move the clock starts when one side plays it and stops when
the other side's session reports it played ("moved"), which is when a front end draws it: host →
joiner is one message, joiner → host a move sent, checked and confirmed. The reference, measured
in the same run: the engine's own time to check and play a move (`Game.refusal` + `Game.play`).
Then the size of the full state (a game file's text, as sent to a joiner) of the largest preset
games, against the 1 MiB line limit.

    .venv/bin/python benchmarks/net_latency.py [--moves 600]
"""

from __future__ import annotations

import argparse
import random
import statistics
import threading
import time

from engine import PRESETS, Game, record
from engine.net import HostSession, JoinSession, encode
from engine.net.protocol.events import Event
from engine.net.protocol.messages import MAX_LINE
from engine.net.transport.tcp import TcpHost, TcpJoiner
from engine.players import PlayerInfo, SeatKind

RULES = PRESETS["qubic"]
POLL = 0.0005
DEADLINE_SECONDS = 120.0


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class Match:
    """The shared clock marks of both threads: when each ply was played, when it was seen."""

    def __init__(self, moves: int) -> None:
        self.wanted = moves
        self.sent: dict[tuple[int, int], float] = {}  # (game, ply) → when played
        self.host_to_joiner: list[float] = []
        self.joiner_to_host: list[float] = []
        self.lock = threading.Lock()
        self.done = threading.Event()
        self.deadline = time.monotonic() + DEADLINE_SECONDS

    def going_on(self) -> bool:
        """True until enough moves are timed (or the deadline passes: a stuck side)."""
        return not self.done.is_set() and time.monotonic() < self.deadline

    def enough(self) -> bool:
        return len(self.host_to_joiner) + len(self.joiner_to_host) >= self.wanted

    def played(self, game: int, ply: int) -> None:
        """Move `ply` of game `game` is being sent now."""
        with self.lock:
            self.sent[(game, ply)] = time.perf_counter()

    def heard(self, event: Event, game: int, mover: int) -> None:
        """If `event` is a move of seat `mover` (0: the host, 1: the joiner) in game `game`
        reaching the other side, note the time it took."""
        if event.kind != "moved" or event.player != mover or event.ply is None:
            return
        latencies = self.host_to_joiner if mover == 0 else self.joiner_to_host
        with self.lock:
            sent = self.sent.get((game, event.ply))
            if sent is not None:
                latencies.append(time.perf_counter() - sent)


def run_host(host: TcpHost, match: Match, rng: random.Random) -> None:
    session, games = host.session, 0
    while match.going_on():
        for event in host.poll(POLL).events:
            match.heard(event, games, mover=1)
        if session.waiting_for():
            continue
        if session.is_over():
            if match.enough():
                match.done.set()
                break
            if session.offer(0, "rematch") is None:
                games += 1
            host.flush()
            continue
        if session.game.to_move == 0 and session.offer_open is None:
            cell = rng.choice(session.game.legal_moves())
            match.played(games, session.game.ply)
            session.play(0, cell)
            host.flush()


def run_joiner(joiner: TcpJoiner, match: Match, rng: random.Random) -> None:
    session, games = joiner.session, 0
    while match.going_on():
        for event in joiner.poll(POLL).events:
            if event.kind == "offer":
                session.answer(True)
                joiner.flush()
            elif event.kind == "state" and event.text == "rematch":
                games += 1
            else:
                match.heard(event, games, mover=0)
        if session.my_turn() and session.game is not None:
            cell = rng.choice(session.game.legal_moves())
            match.played(games, session.game.ply)
            session.play(cell)
            joiner.flush()


def engine_move_times(samples: int, seed: int) -> list[float]:
    """Seconds the engine takes to check and play one move, over random qubic games."""
    rng = random.Random(seed)
    times: list[float] = []
    while len(times) < samples:
        game = Game(RULES)
        while not game.is_over() and len(times) < samples:
            cell = rng.choice(game.legal_moves())
            start = time.perf_counter()
            game.refusal(cell)
            game.play(cell)
            times.append(time.perf_counter() - start)
    return times


def state_sizes(seed: int) -> list[tuple[str, int, int]]:
    """(preset, moves, bytes on the wire) of a random game played to the end, per preset."""
    rng = random.Random(seed)
    sizes = []
    for name, rules in PRESETS.items():
        game = Game(rules)
        while not game.is_over():
            game.play(rng.choice(game.legal_moves()))
        seats = [PlayerInfo(f"Player {p + 1}") for p in range(rules.players)]
        text = record.dumps(game, seats)
        sizes.append((name, game.ply, len(encode({"type": "state", "record": text}))))
    return sizes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=600, help="moves to time (both directions)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    seats = [PlayerInfo("Host"), PlayerInfo("Joiner", SeatKind.REMOTE)]
    host = TcpHost(HostSession(Game(RULES), seats), "127.0.0.1", 0)
    joiner = TcpJoiner(JoinSession("Joiner"), "127.0.0.1", host.address[1])
    match = Match(args.moves)
    threads = [
        threading.Thread(target=run_host, args=(host, match, random.Random(args.seed))),
        threading.Thread(target=run_joiner, args=(joiner, match, random.Random(args.seed + 1))),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(DEADLINE_SECONDS + 5)
    match.done.set()
    joiner.close()
    host.close()

    reference = engine_move_times(max(args.moves, 1000), args.seed)
    ms = 1000.0
    print(f"network play over 127.0.0.1, random qubic games, {args.moves} moves wanted")
    for label, values in (
        ("host -> joiner (one message)", match.host_to_joiner),
        ("joiner -> host (sent, checked, confirmed)", match.joiner_to_host),
    ):
        if not values:
            print(f"  {label}: no samples")
            continue
        print(
            f"  {label}: {len(values)} moves, median {statistics.median(values) * ms:.3f} ms, "
            f"p99 {percentile(values, 0.99) * ms:.3f} ms"
        )
    print(
        f"  reference, the engine's own check+play of a move: median "
        f"{statistics.median(reference) * ms:.4f} ms, p99 {percentile(reference, 0.99) * ms:.4f} ms"
    )
    print("full state (a game file's text in a 'state' message), a random game to the end:")
    for name, moves, size in sorted(state_sizes(args.seed), key=lambda s: -s[2]):
        print(
            f"  {name:13} {moves:4} moves {size:8,} bytes ({size / MAX_LINE:.1%} of the 1 MiB line)"
        )


if __name__ == "__main__":
    main()
