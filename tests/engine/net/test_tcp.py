"""The terminal's socket transport on 127.0.0.1, in one thread: a joiner plays while a raw
socket sends garbage, a 10 MB line and nothing at all; each bad peer gets its refusal."""

from __future__ import annotations

import contextlib
import json
import select
import socket
import threading
import time

import pytest

from engine import PRESETS, Game
from engine.net import HostSession, JoinSession
from engine.net.transport.tcp import TcpHost, TcpJoiner, parse_address
from engine.players import PlayerInfo, SeatKind
from tests.support.network_wiring import X_WINS

DEADLINE_SECONDS = 20.0


def pump(host: TcpHost, joiner: TcpJoiner, until: object) -> None:
    deadline = time.monotonic() + DEADLINE_SECONDS
    while time.monotonic() < deadline:
        host.poll(0.005)
        joiner.poll(0.005)
        if callable(until) and until():
            return
    raise AssertionError("the sockets did not get there in time")


def send_quietly(sock: socket.socket, data: bytes) -> None:
    # The host closes the connection part-way: what the test expects.
    with contextlib.suppress(OSError):
        sock.sendall(data)


def read_replies(sock: socket.socket, host: TcpHost, joiner: TcpJoiner) -> list[dict[str, object]]:
    """Everything `sock` receives until the host closes it."""
    data = b""
    deadline = time.monotonic() + DEADLINE_SECONDS
    while time.monotonic() < deadline:
        host.poll(0.005)
        joiner.poll(0.005)
        # select, not a non-blocking socket: another thread may be writing to it.
        if not select.select([sock], [], [], 0)[0]:
            continue
        try:
            chunk = sock.recv(65536)
        except ConnectionResetError:
            break
        if not chunk:
            break
        data += chunk
    return [json.loads(line) for line in data.splitlines()]


def test_hostile_peers_are_refused_while_a_game_goes_on() -> None:
    seats = [PlayerInfo("Hana"), PlayerInfo("Player 2", SeatKind.REMOTE)]
    host = TcpHost(HostSession(Game(PRESETS["tic-tac-toe"]), seats), "127.0.0.1", 0)
    port = host.address[1]
    joiner = TcpJoiner(JoinSession("Joe"), "127.0.0.1", port)
    try:
        pump(host, joiner, lambda: joiner.session.seat == 1)
        with socket.create_connection(("127.0.0.1", port), timeout=5) as rude:
            # The host reads while this thread writes; it closes the socket mid-way.
            sender = threading.Thread(target=send_quietly, args=(rude, b"x" * 10_000_000))
            rude.sendall(b"\x00\xff garbage\n{not json\n")
            sender.start()
            replies = read_replies(rude, host, joiner)
            sender.join(DEADLINE_SECONDS)
        assert [r["type"] for r in replies][-1] == "bye"
        assert "a line longer than 1,048,576 bytes" in str(replies[-1]["reason"])
        assert [r["type"] for r in replies[:2]] == ["refused", "refused"]
        with socket.create_connection(("127.0.0.1", port), timeout=5) as wrong:
            wrong.sendall(b'{"type": "hello", "protocol": "7.0"}\n')
            replies = read_replies(wrong, host, joiner)
        assert "network protocol 1.2 and the joiner 7.0" in str(replies[-1]["reason"])
        assert replies[-1]["why"] == "version"
        for ply, cell in enumerate(X_WINS, 1):
            if host.session.game.to_move == 0:
                assert host.session.play(0, cell) is None
                host.flush()
            else:
                assert joiner.session.play(cell) is None
                joiner.flush()
            pump(host, joiner, lambda p=ply: joiner.session.game is not None
                 and joiner.session.game.ply == p)  # fmt: skip
        assert joiner.session.is_over() and host.session.is_over()
    finally:
        joiner.close()
        host.close()


@pytest.mark.parametrize(
    ("text", "address"),
    [("4000", ("", 4000)), ("127.0.0.1:0", ("127.0.0.1", 0)), ("[::1]:80", ("::1", 80))],
)
def test_addresses_are_read_as_host_and_port(text: str, address: tuple[str, int]) -> None:
    assert parse_address(text) == address
