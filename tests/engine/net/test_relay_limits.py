"""A `hyperrow relay` process on 127.0.0.1 against abuse, each client from its own loopback
address (127.0.0.x, the socket bound to it): one address guessing codes is told to slow down
after its tries while another joins as usual; one address cannot take more than its share of
the host slots while another still hosts; handshakes and connections per address are capped;
the caps count an IPv6 client by its /64."""

from __future__ import annotations

import json
import re
import secrets
import socket
import time
from collections.abc import Iterator
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.sync.client import ClientConnection, connect

from engine import PRESETS, Game
from engine.net import HostSession
from engine.net.protocol.messages import PROTOCOL
from engine.net.relay.address_limits import CodeTries, client_key
from engine.net.relay.invite_codes import CODE_ALPHABET, CODE_LENGTH, same_secret
from engine.net.transport.relay_client import RelayError, RelayHost, read_control
from engine.players import PlayerInfo, SeatKind
from terminal.words.netplay_words import relay_refusal_text
from tests.support.relays import hosted, relay_process
from wording import language

WAIT_SECONDS = 30.0
DROPPED = (InvalidHandshake, ConnectionClosed, OSError)


def from_address(url: str, source: str) -> ClientConnection:
    """A WebSocket to the relay from the loopback address `source`."""
    return connect(url, proxy=None, open_timeout=5, legacy=True, source_address=(source, 0))


def ask(url: str, source: str, hello: dict[str, Any]) -> dict[str, Any]:
    """The relay's answer to `hello` from `source`, on a connection of its own."""
    with from_address(url, source) as ws:
        ws.send(json.dumps(hello))
        answer = json.loads(ws.recv(timeout=WAIT_SECONDS))
        assert isinstance(answer, dict)
        return answer


def random_code(unlike: str) -> str:
    """A code of the relay's form, certainly not `unlike` (the code of the game the relay
    holds): a wrong guess, never a lucky one."""
    while (code := "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))) == unlike:
        pass
    return code


def join_through(url: str, source: str, host: RelayHost) -> ClientConnection:
    """Join `host`'s game from `source` as a joiner would, the host taking the joiner; the
    joiner's connection, paired."""
    ws = from_address(url, source)
    ws.send(json.dumps({"relay": "join", "code": host.code}))
    deadline = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < deadline:
        host.poll(0.01)
        try:
            answer = read_control(ws.recv(timeout=0.01))
        except TimeoutError:
            continue
        assert answer == {"relay": "joined"}
        return ws
    raise AssertionError("the joiner was never paired")


def welcome(joiner: ClientConnection, host: RelayHost) -> dict[str, Any]:
    """The host's welcome, through the relay, polling the host meanwhile."""
    deadline = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < deadline:
        host.poll(0.01)
        try:
            message = json.loads(joiner.recv(timeout=0.01))
        except TimeoutError:
            continue
        if message.get("type") == "welcome":
            assert isinstance(message, dict)
            return message
    raise AssertionError("no welcome came through the relay")


@pytest.fixture
def relay() -> Iterator[str]:
    with relay_process() as url:
        yield url


@pytest.mark.processes
def test_one_address_guessing_codes_is_slowed_while_another_joins(relay: str) -> None:
    host = hosted(relay)  # from 127.0.0.1
    started = time.monotonic()  # the window of a minute starts with the first wrong code
    answers = [
        ask(relay, "127.0.0.3", {"relay": "join", "code": random_code(host.code)})
        for _ in range(30)
    ]
    left = 60 - (time.monotonic() - started)  # however long a busy machine took to ask
    kinds = [answer["why"] for answer in answers]
    assert kinds == ["unknown code"] * 6 + ["slow down"] * 24
    assert all(left <= answer["wait"] <= 60 for answer in answers[6:])
    right = ask(relay, "127.0.0.3", {"relay": "join", "code": host.code})
    assert right["why"] == "slow down"  # slowed, the right code too: no guess is answered

    other = ask(relay, "127.0.0.2", {"relay": "join", "code": random_code(host.code)})
    assert other["why"] == "unknown code"  # another address is not slowed
    joiner = join_through(relay, "127.0.0.2", host)
    joiner.send(json.dumps({"type": "hello", "protocol": PROTOCOL, "name": "Joe"}))
    assert welcome(joiner, host)["seat"] == 1  # and the pair is forwarded as ever
    joiner.close()
    host.close(for_good=True)


@pytest.mark.processes
def test_a_slowed_address_may_try_again_after_its_window() -> None:
    with relay_process("--code-tries", "2", "--code-window", "1") as url:
        for _ in range(2):
            assert ask(url, "127.0.0.3", {"relay": "join", "code": "ZZZZ2222"})["why"] == (
                "unknown code"
            )
        slowed = ask(url, "127.0.0.3", {"relay": "join", "code": "ZZZZ2222"})
        assert (slowed["why"], slowed["wait"]) == ("slow down", 1)
        deadline = time.monotonic() + WAIT_SECONDS
        while ask(url, "127.0.0.3", {"relay": "join", "code": "ZZZZ2222"})["why"] != (
            "unknown code"
        ):
            assert time.monotonic() < deadline, "still slowed after its window"
            time.sleep(0.2)


@pytest.mark.processes
def test_one_address_cannot_take_more_than_its_share_of_host_slots() -> None:
    with relay_process("--max-hosts", "10", "--hosts-per-address", "3") as url:
        taken = [from_address(url, "127.0.0.3") for _ in range(5)]
        answers = []
        for ws in taken:
            ws.send(json.dumps({"relay": "host"}))
            answers.append(json.loads(ws.recv(timeout=WAIT_SECONDS)))
        assert [a.get("why", a["relay"]) for a in answers] == ["code"] * 3 + ["too many hosts"] * 2
        taken[0].close()  # a dropped host's code is held: it still counts for its address
        again = ask(url, "127.0.0.3", {"relay": "host"})
        assert again["why"] == "too many hosts"
        for source in ("127.0.0.2", "127.0.0.4"):  # other addresses still host
            assert ask(url, source, {"relay": "host"})["relay"] == "code"
        held = answers[0]  # and the host of the held code takes it back from its address
        back = ask(
            url, "127.0.0.3", {"relay": "host", "code": held["code"], "token": held["token"]}
        )
        assert back["code"] == held["code"]
        for ws in taken:
            ws.close()


@pytest.mark.processes
def test_handshakes_and_connections_are_capped_per_address() -> None:
    with relay_process("--handshakes-per-address", "2", "--connections-per-address", "4") as url:
        port = int(url.rsplit(":", 1)[1])
        silent = [socket.create_connection(("127.0.0.1", port), source_address=("127.0.0.3", 0))
                  for _ in range(2)]  # fmt: skip
        with pytest.raises(DROPPED):  # dropped before any WebSocket handshake
            ask(url, "127.0.0.3", {"relay": "host"})
        assert ask(url, "127.0.0.2", {"relay": "host"})["relay"] == "code"
        for sock in silent:
            sock.close()
        deadline = time.monotonic() + WAIT_SECONDS
        while True:  # the relay sees the silent ones go
            try:
                assert ask(url, "127.0.0.3", {"relay": "join", "code": "ZZZZ2222"})
                break
            except DROPPED:
                assert time.monotonic() < deadline
                time.sleep(0.05)

        hosts = []
        for _ in range(4):  # each says what it is at once: no handshake is left in progress
            hosts.append(ws := from_address(url, "127.0.0.4"))
            ws.send(json.dumps({"relay": "host"}))
            assert json.loads(ws.recv(timeout=WAIT_SECONDS))["relay"] == "code"
        assert ask(url, "127.0.0.4", {"relay": "host"})["why"] == "busy"
        assert ask(url, "127.0.0.5", {"relay": "host"})["relay"] == "code"
        for ws in hosts:
            ws.close()


def test_the_caps_count_an_address_ipv4_as_it_is_and_ipv6_by_its_64() -> None:
    assert client_key("203.0.113.7") == "203.0.113.7"
    assert client_key("::ffff:203.0.113.7") == "203.0.113.7"
    assert client_key("2001:db8:1:2:aaaa::1") == client_key("2001:db8:1:2:ffff::9")
    assert client_key("2001:db8:1:2:aaaa::1") == "2001:db8:1:2::/64"
    assert client_key("2001:db8:1:3::1") != client_key("2001:db8:1:2::1")
    tries = CodeTries(2, 60.0)
    tries.wrong("a", 0.0)
    tries.wrong("a", 1.0)
    assert tries.wait("a", 2.0) == 58.0 and tries.wait("b", 2.0) == 0.0
    assert tries.wait("a", 60.0) == 0.0  # the window is over: nothing is banned longer


def test_tokens_are_compared_whole_and_never_empty() -> None:
    assert same_secret("abc", "abc")
    assert not same_secret("abc", "abd") and not same_secret("abc", "ab")
    assert not same_secret("", "") and not same_secret("abc", "日本")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_relay_refusal_is_worded_in_the_terminals_language(lang: str) -> None:
    language.use_language(lang)
    try:
        kinds = ("hello", "full", "unknown code", "away", "slow down", "too many hosts", "busy",
                 "unreachable", "bad url", "certificate", "bad ca")  # fmt: skip
        texts = {relay_refusal_text(RelayError("English for the log", why, 42)) for why in kinds}
        assert len(texts) == len(kinds)  # one sentence a kind
        slow = relay_refusal_text(RelayError("", "slow down", 42))
        if lang == "ja":
            assert slow == (
                "あなたのアドレスから間違った招待コードが多すぎます。"
                "42 秒後にもう一度試してください。"
            )
            assert all(re.search("[\u3040-\u30ff]", text) for text in texts)
            assert not any("English" in text for text in texts)
        else:
            assert slow == (
                "Too many wrong invite codes came from your address. Try again in 42 seconds."
            )
    finally:
        language.use_language("en")


def test_the_host_compares_seat_tokens_as_bytes_a_damaged_saved_one_too() -> None:
    seats = [PlayerInfo("Hana"), PlayerInfo("Joe", SeatKind.REMOTE)]
    session = HostSession(Game(PRESETS["tic-tac-toe"]), seats, tokens={1: "\ud800"})
    peer = session.connect(0.0)
    hello = {"type": "hello", "protocol": PROTOCOL, "name": "Joe", "token": "abc"}
    session.receive(peer, json.dumps(hello).encode() + b"\n", 0.0)  # no UnicodeEncodeError
    closed = [e for e in session.drain().sends if b'"unknown token"' in e[1]]
    assert closed  # refused as any wrong token is
