"""Seat tokens (at the host) and reclaim tokens (at the relay) are compared in constant time:
every comparison of a secret a peer shows goes through `secrets.compare_digest`, the right
secret is taken and a wrong one refused."""

from __future__ import annotations

import secrets

import pytest

from engine import PRESETS, Game
from engine.net import HostSession, JoinSession
from engine.net.protocol.net_refusal import NetRefusalKind
from engine.net.relay.invite_codes import same_secret
from engine.players import PlayerInfo, SeatKind
from tests.support.network_wiring import Net, wrong_token


@pytest.fixture
def compared(monkeypatch: pytest.MonkeyPatch) -> list[tuple[bytes, bytes]]:
    """Every pair of secrets compared from now on, still compared by compare_digest."""
    pairs: list[tuple[bytes, bytes]] = []
    real = secrets.compare_digest

    def compare(kept: bytes, shown: bytes) -> bool:
        pairs.append((kept, shown))
        return real(kept, shown)

    monkeypatch.setattr(secrets, "compare_digest", compare)
    return pairs


def hosted() -> Net:
    seats = [PlayerInfo("Hana", SeatKind.HUMAN), PlayerInfo("Joe", SeatKind.REMOTE)]
    return Net(HostSession(Game(PRESETS["tic-tac-toe"]), seats))


def test_a_seat_token_is_compared_in_constant_time(compared: list[tuple[bytes, bytes]]) -> None:
    net = hosted()
    first = net.join(JoinSession("Joe"))
    token = first.joiner.token
    assert first.joiner.seat == 1 and token is not None
    assert compared == []  # a first join shows no token

    back = net.join(JoinSession("Joe", token=token))
    assert back.joiner.seat == 1
    assert compared == [(token.encode(), token.encode())]

    wrong = wrong_token(token)  # all but the last character
    stranger = net.join(JoinSession("Eve", token=wrong))
    assert stranger.joiner.closed_for_good and stranger.joiner.seat is None
    closed = [e.refusal for e in stranger.events if e.kind == "closed"]
    assert closed and closed[0] is not None and closed[0].kind is NetRefusalKind.UNKNOWN_TOKEN
    assert compared[-1] == (token.encode(), wrong.encode())


def test_a_reclaim_token_is_compared_in_constant_time(
    compared: list[tuple[bytes, bytes]],
) -> None:
    token = secrets.token_urlsafe(18)
    assert same_secret(token, token)
    assert not same_secret(token, wrong_token(token))
    assert len(compared) == 2 and all(kept == token.encode() for kept, _ in compared)
