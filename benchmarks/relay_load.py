"""The relay under load: N pairs at once on one `hyperrow relay` process, exchanging moves.

A relay process is started on 127.0.0.1 with caps high enough not to refuse the load (the caps
are not what is measured here). This process opens the pairs, as hosts and joiners would (a
host's control connection, the joiner's connection with the code, the host's data connection),
each pair from one of the loopback addresses 127.0.0.2-127.0.0.201, and adds pairs level by
level (1, then 10, 100, … up to `--pairs`). At each level every pair plays a rally for
`--seconds`: the joiner sends a move, the host's side answers with one as soon as it arrives,
and the joiner waits about `--think` seconds before its next. Forwarding latency is the time
from one side sending a move to the other receiving it, through the relay (this process keeps
both clocks). For each level: p50 and p99 latency, moves forwarded a second against what the
pairs would forward at one pair's pace, the relay's resident memory per pair, and the CPU the
relay and this load generator used. The first level, one pair alone, is the reference; the
relay saturates where the pairs forward clearly fewer moves than at one pair's pace or its p99
is far above one pair's. Both processes share this machine's cores (and its other load): the
load generator's own time is in every figure.

Traffic goes to 127.0.0.1 only; every wait and every level is bounded in time.

    .venv/bin/python benchmarks/relay_load.py [--pairs 2000] [--seconds 5] [--think 0.2]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import resource
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from websockets.asyncio.client import ClientConnection, connect

ROOT = Path(__file__).resolve().parents[1]
SOURCES = [f"127.0.0.{n}" for n in range(2, 202)]
OPEN_SECONDS = 10.0
SETUP_AT_ONCE = 50
RUN_DEADLINE_SECONDS = 600.0
WAIT_SECONDS = 10.0
BIG = "1000000"
SLOW_SECONDS = 0.05


@dataclass
class Pair:
    """One host (control and data connections) and its joiner, paired by the relay."""

    control: ClientConnection
    host: ClientConnection
    joiner: ClientConnection


@dataclass
class Level:
    """What one level measured."""

    pairs: int
    latencies: list[float] = field(default_factory=list)
    offered: float = 0.0
    forwarded: int = 0
    seconds: float = 0.0
    rss_kib: int = 0
    failed: int = 0
    relay_cpu: float = 0.0  # the relay's CPU seconds during the rally
    own_cpu: float = 0.0  # this load generator's


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def cpu_seconds(pid: int) -> float:
    """The CPU time process `pid` has used, user and system."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_kib(pid: int) -> int:
    """The resident memory of process `pid`, in KiB."""
    status = Path(f"/proc/{pid}/status").read_text()
    found = re.search(r"VmRSS:\s+(\d+) kB", status)
    return int(found.group(1)) if found else 0


async def open_ws(url: str, source: str) -> ClientConnection:
    return await connect(
        url, open_timeout=OPEN_SECONDS, proxy=None, compression=None, local_addr=(source, 0)
    )


async def read_json(ws: ClientConnection) -> dict[str, object]:
    data = json.loads(await asyncio.wait_for(ws.recv(), WAIT_SECONDS))
    if not isinstance(data, dict) or data.get("relay") == "error":
        raise RuntimeError(f"the relay refused: {data}")
    return data


async def open_pair(url: str, source: str) -> Pair:
    """A pair through the relay, every connection from `source`."""
    control = await open_ws(url, source)
    await control.send('{"relay": "host"}')
    code = str((await read_json(control))["code"])
    joiner = await open_ws(url, source)
    await joiner.send(json.dumps({"relay": "join", "code": code}))
    incoming = await read_json(control)
    host = await open_ws(url, source)
    await host.send(json.dumps({"relay": "accept", "code": code, "id": incoming["id"]}))
    await read_json(joiner)  # {"relay": "joined"}
    return Pair(control, host, joiner)


async def add_pairs(url: str, pairs: list[Pair], wanted: int, level: Level) -> None:
    """Open pairs until there are `wanted`, a few at a time; failures are counted."""
    limit = asyncio.Semaphore(SETUP_AT_ONCE)

    async def one(index: int) -> None:
        async with limit:
            try:
                pairs.append(await open_pair(url, SOURCES[index % len(SOURCES)]))
            except (OSError, RuntimeError, TimeoutError, ValueError) as error:
                level.failed += 1
                if level.failed == 1:
                    print(f"  a pair could not be opened: {error}", flush=True)

    await asyncio.gather(*(one(i) for i in range(len(pairs), wanted)))


async def rally(pair: Pair, until: float, think: float, level: Level) -> None:
    """Moves back and forth until `until`: each one's trip through the relay is timed. The
    pauses vary (0.5 to 1.5 times `think`), as players' do: pairs in step would arrive at the
    relay all at once, every time."""
    ply = 0
    rng = random.Random(id(pair))
    try:
        await asyncio.sleep(rng.uniform(0, think))
        while time.perf_counter() < until:
            for sender, receiver in ((pair.joiner, pair.host), (pair.host, pair.joiner)):
                move = {
                    "type": "move",
                    "ply": ply,
                    "cell": [ply % 4, 1, 2],
                    "t": time.perf_counter(),
                }
                await sender.send(json.dumps(move))
                got = json.loads(await asyncio.wait_for(receiver.recv(), WAIT_SECONDS))
                level.latencies.append(time.perf_counter() - got["t"])
                level.forwarded += 1
                ply += 1
            await asyncio.sleep(think * rng.uniform(0.5, 1.5))
    except (OSError, TimeoutError, ValueError) as error:
        level.failed += 1
        if level.failed == 1:
            print(f"  a rally broke off: {type(error).__name__} {error}", flush=True)


async def measure(url: str, relay_pid: int, levels: list[int], seconds: float,
                  think: float) -> list[Level]:  # fmt: skip
    pairs: list[Pair] = []
    measured: list[Level] = []
    deadline = time.monotonic() + RUN_DEADLINE_SECONDS
    baseline = rss_kib(relay_pid)
    for wanted in levels:
        if time.monotonic() > deadline:
            print("  the run's deadline passed: stopping here", flush=True)
            break
        level = Level(wanted)
        started = time.perf_counter()
        await asyncio.wait_for(add_pairs(url, pairs, wanted, level), RUN_DEADLINE_SECONDS)
        setup = time.perf_counter() - started
        level.pairs = len(pairs)
        level.rss_kib = rss_kib(relay_pid) - baseline
        until = time.perf_counter() + seconds
        relay_cpu, own_cpu = cpu_seconds(relay_pid), time.process_time()
        await asyncio.gather(*(rally(p, until, think, level) for p in pairs))
        level.seconds = time.perf_counter() - until + seconds
        level.relay_cpu = cpu_seconds(relay_pid) - relay_cpu
        level.own_cpu = time.process_time() - own_cpu
        measured.append(level)
        # At one pair's pace a pair sends two moves (each taking one pair's p50), then pauses;
        # its first pause, half a `think` on average, comes before its first move.
        one_p50 = statistics.median(measured[0].latencies or [0.0])
        cycles = (seconds - think / 2) / (think + 2 * one_p50)
        level.offered = len(pairs) * 2 * cycles / seconds
        report(level, measured[0], setup)
        if level.failed:
            break
    for pair in pairs:
        for ws in (pair.joiner, pair.host, pair.control):
            await ws.close()
    return measured


def report(level: Level, reference: Level, setup: float) -> None:
    lat = level.latencies or [float("nan")]
    p50, p99 = percentile(lat, 0.5) * 1000, percentile(lat, 0.99) * 1000
    rate = level.forwarded / level.seconds if level.seconds else 0.0
    per_pair = level.rss_kib / level.pairs if level.pairs else 0.0
    ref99 = percentile(reference.latencies or [float("nan")], 0.99) * 1000
    print(
        f"{level.pairs:6d} pairs  p50 {p50:7.2f} ms  p99 {p99:7.2f} ms ({p99 / ref99:5.1f}× one"
        f" pair's)  {rate:7.0f} moves/s of {level.offered:7.0f} at one pair's pace  relay"
        f" +{level.rss_kib / 1024:6.1f} MiB ({per_pair:5.1f} KiB a pair)  CPU: relay"
        f" {100 * level.relay_cpu / level.seconds:3.0f}%, load generator"
        f" {100 * level.own_cpu / level.seconds:3.0f}%  set up in {setup:5.1f} s"
        f"{'  FAILED ' + str(level.failed) if level.failed else ''}",
        flush=True,
    )


def saturation(levels: list[Level]) -> str:
    """Where the relay stopped keeping up: the first level forwarding under 80% of the moves
    its pairs would at one pair's pace, or with a p99 over 10 times one pair's (and over
    SLOW_SECONDS: a few milliseconds more are noise on a shared machine)."""
    ref99 = max(10 * percentile(levels[0].latencies, 0.99), SLOW_SECONDS)
    for level in levels[1:]:
        rate = level.forwarded / level.seconds
        if rate < 0.8 * level.offered or percentile(level.latencies, 0.99) > ref99:
            p99 = percentile(level.latencies, 0.99) * 1000
            return (
                f"saturates at about {level.pairs} pairs: {rate:.0f} moves/s forwarded of "
                f"{level.offered:.0f} at one pair's pace, p99 {p99:.1f} ms"
            )
    best = max(levels, key=lambda lv: lv.forwarded / lv.seconds)
    return (
        f"kept up at every level, up to {levels[-1].pairs} pairs "
        f"({best.forwarded / best.seconds:.0f} moves/s at most)"
    )


def start_relay() -> tuple[subprocess.Popen[str], str]:
    caps = ["--max-pairs", BIG, "--max-hosts", BIG, "--hosts-per-address", BIG,
            "--connections-per-address", BIG, "--handshakes-per-address", BIG]  # fmt: skip
    relay = subprocess.Popen(
        [sys.executable, "-m", "app", "relay", "--address", "127.0.0.1", "--port", "0", *caps],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,  # a line a host: not what is measured
        text=True,
    )
    assert relay.stdout is not None
    line = relay.stdout.readline()
    found = re.search(r"(ws://127\.0\.0\.1:\d+)", line)
    if not found:
        relay.kill()
        raise SystemExit(f"the relay did not start: {line!r}")
    return relay, found.group(1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, default=2000, help="the most pairs at once")
    parser.add_argument(
        "--seconds", type=float, default=5.0, help="each level's rally (at least 10 pauses)"
    )
    parser.add_argument("--think", type=float, default=0.2, help="a joiner's pause per move")
    args = parser.parse_args()
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # 3 sockets a pair on each side
    if 3 * args.pairs + 100 > hard:
        raise SystemExit(f"--pairs {args.pairs} needs {3 * args.pairs + 100} files; {hard} allowed")
    levels = [n for n in (1, 10, 100, 250, 500, 1000, 2000, 3000, 5000) if n < args.pairs]
    levels.append(args.pairs)
    seconds = max(args.seconds, 10 * args.think)  # enough moves a pair for its pace to show
    relay, url = start_relay()
    print(f"relay on {url} (pid {relay.pid}); levels {levels}; {seconds:g} s rally each, "
          f"{args.think:g} s thinking between moves", flush=True)  # fmt: skip
    try:
        measured = asyncio.run(measure(url, relay.pid, levels, seconds, args.think))
    finally:
        relay.kill()
        relay.wait(WAIT_SECONDS)
    if len(measured) > 1:
        ref = measured[0].latencies
        print(f"one pair alone: p50 {statistics.median(ref) * 1000:.2f} ms, "
              f"p99 {percentile(ref, 0.99) * 1000:.2f} ms")  # fmt: skip
        print(saturation(measured))


if __name__ == "__main__":
    main()
