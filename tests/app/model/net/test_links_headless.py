"""The window's network play without windows or sockets: a host's and a joiner's GameSession,
each with its real link (HostLink, JoinLink) and the engine's real protocol sessions, talking
over in-memory transports. What crosses is what a wire carries; only the sockets are left out.
The two-window tests (tests/app/widgets/network/) cover what the windows add."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from app.model.net.join_link import JoinLink
from app.model.net.net_status import NetState
from app.model.net.network_game import HostLink
from app.model.session.game_session import GameSession
from app.model.session.notices import HostRefusal
from engine import PRESETS, Game, parse_cell
from engine.players import PlayerInfo, SeatKind
from tests.support.memory_transports import MemoryHost, MemoryJoin

TTT = PRESETS["tic-tac-toe"]
WAIT_MS = 10_000


def cell(text: str) -> tuple[int, ...]:
    return parse_cell(text, TTT)


@dataclass
class Pair:
    """Hana's hosting session and link, and Joe's joined ones with his transport."""

    host_session: GameSession
    host: HostLink
    joiner_session: GameSession
    joiner: JoinLink
    transport: MemoryJoin


@pytest.fixture
def pair(qtbot: Any) -> Iterator[Pair]:
    """Hana hosts tic-tac-toe (seat 1 hers, seat 2 remote) and Joe has joined it."""
    host_session = GameSession(Game(TTT))
    seats = [PlayerInfo("Hana"), PlayerInfo("Player 2", SeatKind.REMOTE)]
    host = HostLink(host_session, seats, Game(TTT))
    wire = MemoryHost(host)
    host.serve(wire)
    joiner_session = GameSession(Game(TTT))
    joiner = JoinLink(joiner_session, "Joe")
    transport = wire.joiner(joiner)
    joiner.connect_through(transport)
    qtbot.waitUntil(lambda: joined(joiner), timeout=WAIT_MS)
    yield Pair(host_session, host, joiner_session, joiner, transport)
    for link in (joiner, host):
        link.close()
    for session in (host_session, joiner_session):
        session.shutdown()


def joined(joiner: JoinLink) -> bool:
    return joiner.status is not None and joiner.status.name == "Hana"


def state_of(link: JoinLink) -> NetState | None:
    return None if link.status is None else link.status.state


def test_a_move_goes_to_the_host_and_comes_back_once(qtbot: Any, pair: Pair) -> None:
    host_session, joiner_session = pair.host_session, pair.joiner_session
    assert [p.name for p in host_session.players] == ["Hana", "Joe"]
    assert [p.kind for p in joiner_session.players] == [SeatKind.REMOTE, SeatKind.HUMAN]
    assert host_session.refereed and joiner_session.refereed
    seen: list[tuple[object, int]] = []
    joiner_session.moved.connect(lambda c, p: seen.append((c, p)))

    assert host_session.play(cell("1,1"))  # the host decides at once: the round trip is inside
    assert host_session.game.moves == (cell("1,1"),)
    qtbot.waitUntil(lambda: joiner_session.game.ply == 1, timeout=WAIT_MS)
    assert state_of(pair.joiner) is NetState.YOUR_TURN

    assert joiner_session.play(cell("2,2"))
    assert joiner_session.game.ply == 1  # sent, not played until the host confirms
    assert state_of(pair.joiner) is NetState.SENT
    qtbot.waitUntil(lambda: joiner_session.game.ply == 2, timeout=WAIT_MS)
    assert host_session.game.moves == joiner_session.game.moves
    assert seen == [(cell("1,1"), 0), (cell("2,2"), 1)]  # each stone shown once


def test_a_move_out_of_turn_is_refused_by_the_session_and_a_bad_one_by_the_host(
    qtbot: Any, pair: Pair
) -> None:
    host_session, joiner_session = pair.host_session, pair.joiner_session
    refused: list[object] = []
    joiner_session.rejected.connect(refused.append)
    assert not joiner_session.play(cell("2,2"))  # Hana's turn: the joiner's session says so
    assert refused and not isinstance(refused[-1], HostRefusal)
    assert host_session.play(cell("1,1"))
    qtbot.waitUntil(lambda: joiner_session.game.ply == 1, timeout=WAIT_MS)
    assert not joiner_session.play(cell("1,1"))  # taken: the engine refuses before sending
    assert joiner_session.game.ply == 1 and host_session.game.ply == 1


def test_an_undo_asked_for_goes_to_the_other_side(qtbot: Any, pair: Pair) -> None:
    host_session, joiner_session = pair.host_session, pair.joiner_session
    assert host_session.play(cell("1,1"))
    qtbot.waitUntil(lambda: joiner_session.game.ply == 1, timeout=WAIT_MS)
    with qtbot.waitSignal(pair.host.offered, timeout=WAIT_MS) as offer:
        assert not joiner_session.undo()  # the referee took the request: nothing undone here
    assert offer.args[0] == "undo" and offer.args[1] == "Joe"
    assert joiner_session.game.ply == 1
    pair.host.answer(True)
    qtbot.waitUntil(lambda: joiner_session.game.ply == 0, timeout=WAIT_MS)
    assert host_session.game.ply == 0


def test_a_broken_link_reconnects_and_the_game_goes_on(qtbot: Any, pair: Pair) -> None:
    host_session, joiner_session = pair.host_session, pair.joiner_session
    assert host_session.play(cell("1,1"))
    qtbot.waitUntil(lambda: joiner_session.game.ply == 1, timeout=WAIT_MS)
    pair.transport.break_link()
    qtbot.waitUntil(lambda: state_of(pair.joiner) is NetState.RECONNECTING, timeout=WAIT_MS)
    # The retry reaches the host again and takes the same seat back.
    qtbot.waitUntil(lambda: state_of(pair.joiner) is NetState.YOUR_TURN, timeout=WAIT_MS)
    assert joiner_session.play(cell("2,2"))
    qtbot.waitUntil(lambda: host_session.game.ply == 2, timeout=WAIT_MS)
    assert host_session.game.moves == joiner_session.game.moves


def test_leaving_gives_the_session_back_to_local_play(qtbot: Any, pair: Pair) -> None:
    host_session, joiner_session = pair.host_session, pair.joiner_session
    pair.joiner.close()
    pair.host.close()
    assert not host_session.refereed and not joiner_session.refereed
    assert joiner_session.game.ply == 0
