"""The relay on 127.0.0.1 with a real `websockets` server in a thread: a whole game through it
with the same sessions as over TCP, messages forwarded unchanged, and its caps."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Iterator

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from engine.net import HostSession, JoinSession
from engine.net.relay.address_limits import Limits
from engine.net.relay.server import Relay
from engine.net.relay.serving import Serving, start
from engine.net.transport.relay_client import RelayError, RelayHost, RelayJoiner, open_relay
from engine.players import PlayerInfo, SeatKind
from tests.support.network_wiring import X_WINS, wrong_token
from tests.support.relays import DEADLINE_SECONDS, hosted, joiner_ply, until


class RelayThread:
    def __init__(self, limits: Limits | None = None) -> None:
        self.loop = asyncio.new_event_loop()
        ready = threading.Event()

        async def serve() -> None:
            self.relay, self.server = await start(Serving("127.0.0.1", 0), limits)
            ready.set()
            try:
                await self.server.serve_forever()
            finally:
                await self.relay.close()

        self.thread = threading.Thread(target=self.loop.run_until_complete, args=(serve(),))
        self.thread.daemon = True
        self.thread.start()
        assert ready.wait(10)
        port = next(iter(self.server.sockets)).getsockname()[1]
        self.url = f"ws://127.0.0.1:{port}"

    def stop(self) -> None:
        self.loop.call_soon_threadsafe(self.server.close)
        self.thread.join(10)


@pytest.fixture
def relay() -> Iterator[RelayThread]:
    running = RelayThread()
    yield running
    running.stop()


def test_a_whole_game_through_the_relay(relay: RelayThread) -> None:
    host = hosted(relay.url)
    assert len(host.code) == 8
    joiner = RelayJoiner(JoinSession("Joe"), relay.url, host.code.lower())
    watcher = RelayJoiner(JoinSession("Kim", watch=True), relay.url, host.code)
    until(lambda: joiner.session.seat == 1 and watcher.session.game is not None, host, joiner,
          watcher)  # fmt: skip
    assert relay.relay.pairs == 2
    for ply, cell in enumerate(X_WINS, 1):
        if host.session.game.to_move == 0:
            assert host.session.play(0, cell) is None
        else:
            assert joiner.session.play(cell) is None
        until(lambda p=ply: joiner_ply(joiner) == p and host.session.game.ply == p, host, joiner)
    until(lambda: joiner.session.is_over() and watcher.session.is_over(), host, joiner, watcher)
    assert joiner.session.game is not None and joiner.session.game.moves == tuple(X_WINS)
    assert watcher.session.game is not None and watcher.session.game.moves == tuple(X_WINS)
    joiner.close()
    watcher.close()
    host.close()


def test_a_joiner_whose_link_drops_comes_back_through_the_relay(relay: RelayThread) -> None:
    host = hosted(relay.url)
    joiner = RelayJoiner(JoinSession("Joe"), relay.url, host.code)
    until(lambda: joiner.session.seat == 1, host, joiner)
    host.session.play(0, X_WINS[0])
    until(lambda: joiner.session.game is not None and joiner.session.game.ply == 1, host, joiner)
    assert joiner._ws is not None
    joiner._ws.close()
    until(lambda: joiner.session.online and host.session.waiting_for() == [], host, joiner)
    assert joiner.session.seat == 1
    assert joiner.session.play(X_WINS[1]) is None
    until(lambda: host.session.game.ply == 2, host, joiner)
    host.close()


def test_an_unknown_code_is_refused_by_name(relay: RelayThread) -> None:
    with pytest.raises(RelayError, match="no game is hosted with that code here"):
        open_relay(relay.url, {"relay": "join", "code": "NOPE1234"})
    joiner = RelayJoiner(JoinSession("Joe"), relay.url, "NOPE1234")
    logged: list[str] = []
    until(lambda: bool(logged) or bool(logged.extend(joiner.poll(0.01).log)))
    assert "no game is hosted with that code here" in logged[0]
    assert joiner.session.game is None


def raw(url: str, first: str) -> dict[str, object]:
    with connect(url, proxy=None, open_timeout=5, legacy=True) as ws:
        ws.send(first)
        return json.loads(ws.recv(timeout=10))  # type: ignore[no-any-return]


def test_garbage_first_messages_are_refused(relay: RelayThread) -> None:
    for first in ("not json", "[1]", json.dumps({"relay": "dance"})):
        answer = raw(relay.url, first)
        assert answer["relay"] == "error" and "first message" in str(answer["reason"])
    answer = raw(relay.url, json.dumps({"relay": "accept", "code": "X", "id": [1]}))
    assert answer == {
        "relay": "error",
        "reason": "no joiner is waiting for that code and id",
        "why": "hello",
    }


def test_refusals_name_their_kind_for_clients_to_word(relay: RelayThread) -> None:
    answer = raw(relay.url, json.dumps({"relay": "join", "code": "ZZZZ2222"}))
    assert answer["why"] == "unknown code"
    with pytest.raises(RelayError) as refused:
        open_relay(relay.url, {"relay": "join", "code": "ZZZZ2222"})
    assert refused.value.why == "unknown code"
    with pytest.raises(RelayError) as bad:
        open_relay("http://example.org", {"relay": "host"})
    assert bad.value.why == "bad url"
    port = int(relay.url.rsplit(":", 1)[1])
    relay.stop()
    with pytest.raises(RelayError) as gone:
        open_relay(f"ws://127.0.0.1:{port}", {"relay": "host"})
    assert gone.value.why == "unreachable"


def test_the_caps_on_pairs_size_and_rate() -> None:
    running = RelayThread(Limits(max_pairs=1, max_message=1000, rate=5, burst=10))
    try:
        host = hosted(running.url)
        first = RelayJoiner(JoinSession("Joe"), running.url, host.code)
        until(lambda: first.session.seat == 1, host, first)
        with pytest.raises(RelayError, match="as many games as it takes"):
            second_ws_answer(running.url, host.code)
        assert first._ws is not None
        with pytest.raises(ConnectionClosed):
            first._ws.send("x" * 5000)
            while True:  # what the host sent before may still be waiting; then the close
                first._ws.recv(timeout=10)
        host2 = hosted(running.url)
        with connect(running.url, proxy=None, open_timeout=5, legacy=True) as ws:
            ws.send(json.dumps({"relay": "host"}))
            ws.recv(timeout=10)
            with pytest.raises(ConnectionClosed):
                for _ in range(200):
                    ws.send("{}")
                while True:
                    ws.recv(timeout=10)
        host.close()
        host2.close()
    finally:
        running.stop()


def second_ws_answer(url: str, code: str) -> None:
    open_relay(url, {"relay": "join", "code": code})


def test_a_relay_keeps_nothing_once_its_host_leaves_for_good(relay: RelayThread) -> None:
    host = hosted(relay.url)
    joiner = RelayJoiner(JoinSession("Joe"), relay.url, host.code)
    until(lambda: joiner.session.seat == 1, host, joiner)
    host.close(for_good=True)
    until(lambda: relay.relay.hosts == 0 and relay.relay.pairs == 0, joiner)
    assert isinstance(relay.relay, Relay)


def test_a_dropped_host_code_is_held_for_its_grace_then_forgotten() -> None:
    running = RelayThread(Limits(grace=0.5))
    try:
        host = hosted(running.url)
        host.close()
        deadline = time.monotonic() + DEADLINE_SECONDS
        while host.code in running.relay.controls:  # until the relay sees the host go
            assert time.monotonic() < deadline
            time.sleep(0.005)
        while time.monotonic() < deadline and host.code in running.relay.held:
            with pytest.raises(RelayError) as refused:
                open_relay(running.url, {"relay": "join", "code": host.code})
            # Held: the host is away; the grace may end between the check and the refusal.
            assert refused.value.why == "away" or host.code not in running.relay.held
            time.sleep(0.05)
        assert host.code not in running.relay.held
        again = RelayHost(host.session, running.url, code=host.code, token=host.token)
        assert again.code != host.code  # too late: a new code
        again.close(for_good=True)
    finally:
        running.stop()


def test_only_the_token_takes_a_held_code_back(relay: RelayThread) -> None:
    host = hosted(relay.url)
    assert len(host.token) >= 20
    host.close()
    for token in ("", "wrong", wrong_token(host.token), "日本"):
        thief = RelayHost(hosted(relay.url).session, relay.url, code=host.code, token=token)
        assert thief.code != host.code
        thief.close(for_good=True)
    back = RelayHost(host.session, relay.url, code=host.code, token=host.token)
    assert (back.code, back.token) == (host.code, host.token)
    joiner = RelayJoiner(JoinSession("Joe"), relay.url, host.code)
    until(lambda: joiner.session.seat == 1, back, joiner)
    joiner.close()
    back.close(for_good=True)


def test_a_resumed_host_keeps_its_code_and_the_joiner_carries_on(relay: RelayThread) -> None:
    host = hosted(relay.url)
    joiner = RelayJoiner(JoinSession("Joe"), relay.url, host.code)
    until(lambda: joiner.session.seat == 1, host, joiner)
    for ply, cell in enumerate(X_WINS[:3], 1):
        if host.session.game.to_move == 0:
            assert host.session.play(0, cell) is None
        else:
            assert joiner.session.play(cell) is None
        until(lambda p=ply: joiner_ply(joiner) == host.session.game.ply == p, host, joiner)
    # The host's process dies: every connection drops at once, no goodbye.
    saved_game, tokens = host.session.game.copy(), dict(host.session.tokens)
    host.close()
    until(lambda: not joiner.session.online, joiner)
    seats = [PlayerInfo("Hana"), PlayerInfo("Joe", SeatKind.REMOTE)]
    session = HostSession(saved_game, seats, tokens=tokens)
    again = RelayHost(session, relay.url, code=host.code, token=host.token)
    assert again.code == host.code
    until(lambda: joiner.session.online and again.session.waiting_for() == [], again, joiner)
    for ply, cell in enumerate(X_WINS[3:], 4):
        if again.session.game.to_move == 0:
            assert again.session.play(0, cell) is None
        else:
            assert joiner.session.play(cell) is None
        until(lambda p=ply: joiner_ply(joiner) == again.session.game.ply == p, again, joiner)
    until(joiner.session.is_over, again, joiner)
    assert joiner.session.game is not None
    assert joiner.session.game.moves == again.session.game.moves == tuple(X_WINS)
    joiner.close()
    again.close(for_good=True)
