"""Several `hyperrow relay --redis URL` processes sharing one real `redis-server` on 127.0.0.1:
a host on relay A is joined through relay B and the game is played through both; a code held
for a dropped host is taken back through another relay and the joiner carries on; wrong codes
count across relays."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import PRESETS, Game
from engine.net import HostSession, JoinSession
from engine.net.transport.relay_client import RelayError, RelayHost, RelayJoiner, open_relay
from engine.players import PlayerInfo, SeatKind
from tests.support.network_wiring import X_WINS, wrong_token
from tests.support.processes import Player
from tests.support.relays import (
    WAIT_SECONDS,
    hosted,
    play,
    redis_server,
    relay_processes,
    until,
    unused_port,
)

pytestmark = pytest.mark.processes


@pytest.fixture
def redis_url(tmp_path: Path) -> Iterator[str]:
    """A fresh `redis-server` on a free port of 127.0.0.1, stopped at the end; its URL."""
    with redis_server(tmp_path) as url:
        yield url


@pytest.fixture
def relays(redis_url: str) -> Iterator[list[str]]:
    """Two relay processes sharing the Redis store: their URLs (A, B)."""
    with relay_processes(redis_url) as urls:
        yield urls


def test_a_host_on_relay_a_is_joined_through_relay_b(relays: list[str]) -> None:
    a, b = relays
    host = hosted(a)
    joiner = RelayJoiner(JoinSession("Joe"), b, host.code.lower())
    watcher = RelayJoiner(JoinSession("Kim", watch=True), a, host.code)  # same relay as the host
    until(lambda: joiner.session.seat == 1 and watcher.session.game is not None, host, joiner,
          watcher)  # fmt: skip
    play(host, joiner, X_WINS, 1)
    until(lambda: joiner.session.is_over() and watcher.session.is_over(), host, joiner, watcher)
    assert joiner.session.game is not None and joiner.session.game.moves == tuple(X_WINS)
    assert watcher.session.game is not None and watcher.session.game.moves == tuple(X_WINS)
    for transport in (joiner, watcher):
        transport.close()
    host.close(for_good=True)
    # A goodbye on A forgets the code on B too, once B has heard it through Redis: until then
    # B may still hold it for a host that is away, never let anyone in.
    deadline = time.monotonic() + WAIT_SECONDS
    why = refusal_of(b, host.code)
    while why == "away" and time.monotonic() < deadline:
        why = refusal_of(b, host.code)
    assert why == "unknown code"


def refusal_of(relay: str, code: str) -> str:
    """Why `relay` refuses a joiner of `code` (it must refuse)."""
    with pytest.raises(RelayError) as refused:
        open_relay(relay, {"relay": "join", "code": code})
    return refused.value.why


def test_a_held_code_survives_across_relays(relays: list[str]) -> None:
    a, b = relays
    host = hosted(a)
    joiner = RelayJoiner(JoinSession("Joe"), b, host.code)
    until(lambda: joiner.session.seat == 1, host, joiner)
    play(host, joiner, X_WINS[:3], 1)
    saved_game, tokens = host.session.game.copy(), dict(host.session.tokens)
    host.close()  # the host's process dies: relay A holds its code
    until(lambda: not joiner.session.online, joiner)
    for url in (a, b):
        with pytest.raises(RelayError) as away:
            open_relay(url, {"relay": "join", "code": host.code})
        assert away.value.why == "away"
    thief = RelayHost(hosted(b).session, b, code=host.code, token=wrong_token(host.token))
    assert thief.code != host.code
    thief.close(for_good=True)
    seats = [PlayerInfo("Hana"), PlayerInfo("Joe", SeatKind.REMOTE)]
    session = HostSession(saved_game, seats, tokens=tokens)
    again = RelayHost(session, b, code=host.code, token=host.token)  # back through relay B
    assert (again.code, again.token) == (host.code, host.token)
    until(lambda: joiner.session.online and again.session.waiting_for() == [], again, joiner)
    play(again, joiner, X_WINS[3:], 4)
    assert joiner.session.game is not None and joiner.session.game.moves == tuple(X_WINS)
    joiner.close()
    again.close(for_good=True)


def test_a_host_back_on_another_relay_replaces_its_old_connection(relays: list[str]) -> None:
    a, b = relays
    host = hosted(a)
    seats = [PlayerInfo("Hana"), PlayerInfo("Player 2", SeatKind.REMOTE)]
    again = RelayHost(
        HostSession(Game(PRESETS["tic-tac-toe"]), seats), b, code=host.code, token=host.token
    )
    assert again.code == host.code
    logged: list[str] = []
    deadline = time.monotonic() + WAIT_SECONDS
    while not logged and time.monotonic() < deadline:
        logged += host.poll(0.01).log  # relay A closes the old control connection
    assert logged == ["the relay closed the connection; no new players can join"]
    joiner = RelayJoiner(JoinSession("Joe"), a, host.code)
    until(lambda: joiner.session.seat == 1, again, joiner)
    joiner.close()
    again.close(for_good=True)
    host.close()


def test_wrong_codes_count_across_relays(relays: list[str]) -> None:
    a, b = relays
    started = time.monotonic()  # the window of a minute starts with the first wrong code
    for url, code in ((a, "ZZZZ2222"), (b, "ZZZZ3333"), (a, "ZZZZ4444")):
        with pytest.raises(RelayError) as wrong:
            open_relay(url, {"relay": "join", "code": code})
        assert wrong.value.why == "unknown code"
    host = hosted(a)
    with pytest.raises(RelayError) as slowed:  # even a right code waits now
        open_relay(b, {"relay": "join", "code": host.code})
    left = 60 - (time.monotonic() - started)  # however long a busy machine took to get here
    assert slowed.value.why == "slow down" and left <= slowed.value.wait <= 60
    host.close(for_good=True)


def test_a_relay_says_so_when_its_redis_cannot_be_reached() -> None:
    with unused_port() as port:  # nobody listens there
        url = f"redis://127.0.0.1:{port}/0"
        relay = Player("--address", "127.0.0.1", "--port", "0", "--redis", url, command="relay")
        try:
            relay.wait_for(rf"hyperrow relay: cannot reach the store at {url}: ")
            assert relay.process.wait(WAIT_SECONDS) == 2
        finally:
            relay.kill()
