"""The host's and a joiner's sessions together, over the in-memory network of `wiring`: whole
games, pending moves, duplicates, stale and illegal plies, reconnection, spectators, offers."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import PRESETS, Game, Refusal, RefusalKind, record
from engine.net import JoinSession, NetRefusal, NetRefusalKind, encode
from engine.players import PlayerInfo, SeatKind
from tests.support.network_wiring import X_WINS, kinds, play_alternately, two_seats

TTT = PRESETS["tic-tac-toe"]


@pytest.mark.parametrize("chunk", [None, 1])
def test_a_whole_game_arrives_move_for_move_even_one_byte_at_a_time(chunk: int | None) -> None:
    net, link = two_seats(chunk=chunk)
    joe = link.joiner
    assert (joe.seat, joe.token, joe.name) == (1, "token-0", "Joe")
    assert net.host.seats[1].name == "Joe"
    assert joe.players[0].name == "Hana" and joe.connected_seats == (True, True)
    play_alternately(net, link, X_WINS)
    assert joe.game is not None and joe.game.moves == net.host.game.moves == tuple(X_WINS)
    assert joe.is_over() and net.host.is_over()
    moved = [(e.ply, e.cell) for e in link.events if e.kind == "moved"]
    assert moved == list(enumerate(X_WINS))
    assert kinds(link).count("pending") == 2
    assert joe.pending is None


def test_a_move_is_pending_until_the_host_confirms_it_and_never_played_twice() -> None:
    net, link = two_seats()
    net.host.play(0, (1, 1))
    net.pump()
    joe = link.joiner
    assert joe.play((0, 0)) is None
    assert joe.pending == (1, (0, 0))
    assert joe.game is not None and joe.game.ply == 1  # not shown as played yet
    assert joe.play((2, 2)) == NetRefusal(NetRefusalKind.PENDING)
    net.pump()
    assert joe.pending is None and joe.game.moves == ((1, 1), (0, 0))


def test_a_duplicate_move_is_acknowledged_and_ignored() -> None:
    net, link = two_seats()
    play_alternately(net, link, X_WINS[:2])
    before = list(net.host_events)
    peer = link.peer
    net.feed(peer, encode({"type": "move", "ply": 1, "cell": [1, 0]}))
    assert net.host.game.moves == tuple(X_WINS[:2])
    assert net.host_events == before
    assert link.joiner.game is not None and link.joiner.game.moves == tuple(X_WINS[:2])


@pytest.mark.parametrize("ply", [0, 5])
def test_a_stale_move_gets_the_full_state_back(ply: int) -> None:
    net, link = two_seats()
    play_alternately(net, link, X_WINS[:3])
    joe = link.joiner
    assert joe.game is not None
    joe.game.undo()  # the joiner's copy went wrong somehow
    net.feed(link.peer, encode({"type": "move", "ply": ply, "cell": [2, 2]}))
    assert net.host.game.moves == tuple(X_WINS[:3])
    assert joe.game.moves == tuple(X_WINS[:3])
    assert link.events[-1].kind == "state" and link.events[-1].text == "stale"


BAD_MOVE = NetRefusal(NetRefusalKind.BAD_MOVE)


@pytest.mark.parametrize(
    ("message", "refusal", "reason"),
    [
        (
            {"type": "move", "ply": 0, "cell": [0, 0]},
            NetRefusal(NetRefusalKind.NOT_YOUR_TURN, seat=0),
            "it is Hana's turn",
        ),
        (
            {"type": "move", "ply": 1, "cell": [3, 0]},
            NetRefusal(
                NetRefusalKind.MOVE, move=Refusal(RefusalKind.OFF_BOARD, (3, 0), shape=(3, 3))
            ),
            "is not on the 3×3 board",
        ),
        (
            {"type": "move", "ply": 1, "cell": [1, 1]},
            NetRefusal(NetRefusalKind.MOVE, move=Refusal(RefusalKind.TAKEN, (1, 1), player=0)),
            "2,2 is taken by player 1",
        ),
        ({"type": "move", "ply": 1, "cell": [1]}, BAD_MOVE, 'a "move" needs a "ply"'),
        ({"type": "move", "ply": "one", "cell": [0, 0]}, BAD_MOVE, 'a "move" needs a "ply"'),
        ({"type": "move", "ply": 1, "cell": [0, True]}, BAD_MOVE, 'a "move" needs a "ply"'),
        (
            {"type": "offer", "what": "everything"},
            NetRefusal(NetRefusalKind.NOT_AN_OFFER, what="everything"),
            "cannot offer 'everything'",
        ),
        (
            {"type": "answer", "accept": True},
            NetRefusal(NetRefusalKind.NO_OFFER),
            "no offer for this seat",
        ),
        (
            {"type": "teleport"},
            NetRefusal(NetRefusalKind.UNKNOWN_TYPE, what="teleport"),
            'unknown message type "teleport"',
        ),
    ],
)
def test_an_illegal_move_or_request_is_refused_as_data_and_the_game_carries_on(
    message: dict[str, object], refusal: NetRefusal, reason: str
) -> None:
    net, link = two_seats()
    net.host.play(0, (1, 1))
    net.pump()
    if message["ply"] == 0 if "ply" in message else False:
        net.host.game.undo()  # seat 2 tries to move where seat 1 is due
    moves = net.host.game.moves
    net.feed(link.peer, encode(message))
    assert net.host.game.moves == moves
    refused = [e for e in link.events if e.kind == "refused"]
    assert len(refused) == 1 and reason in refused[0].text
    # The joiner reads the refusal as data; the host's English is only the detail of its log.
    assert refused[0].refusal is not None
    assert replace(refused[0].refusal, detail="") == refusal
    assert any(reason in line for line in net.host_log)
    assert link.open


def test_the_joiner_checks_its_own_move_before_sending_it() -> None:
    net, link = two_seats()
    joe = link.joiner
    assert joe.play((0, 0)) == NetRefusal(NetRefusalKind.NOT_YOUR_TURN, seat=0)
    net.host.play(0, (1, 1))
    net.pump()
    taken = Refusal(RefusalKind.TAKEN, (1, 1), player=0)
    assert joe.play((1, 1)) == NetRefusal(NetRefusalKind.MOVE, move=taken)
    off = Refusal(RefusalKind.OFF_BOARD, (5, 5), shape=(3, 3))
    assert joe.play((5, 5)) == NetRefusal(NetRefusalKind.MOVE, move=off)
    assert joe.pending is None


def test_an_illegal_move_from_the_host_is_refused_and_resynchronised() -> None:
    net, link = two_seats()
    play_alternately(net, link, X_WINS[:2])
    joe = link.joiner
    joe.receive(encode({"type": "moved", "ply": 2, "cell": [0, 0], "player": 0}), net.now)
    assert joe.game is not None and joe.game.moves == tuple(X_WINS[:2])
    assert "1,1 is taken by player 1; resyncing" in joe.drain().log[0]


def test_a_bad_state_from_the_host_is_refused_by_the_strict_loader() -> None:
    joe = JoinSession("Joe")
    joe.connected(0.0)
    bad = record.dumps(Game(TTT)).replace('"k": 3', '"k": 9')
    joe.receive(encode({"type": "welcome", "protocol": "1.0", "seat": 1, "record": bad}), 0.0)
    out = joe.drain()
    assert joe.game is None and joe.closed_for_good
    assert out.events[-1].kind == "closed" and "rules.k" in out.events[-1].text


def test_the_full_state_is_exactly_a_game_file() -> None:
    net, link = two_seats()
    play_alternately(net, link, X_WINS[:3])
    text = net.host.record_text()
    assert record.loads(text).moves == tuple(X_WINS[:3])
    assert record.loads_record(text).players[1] == PlayerInfo("Joe", SeatKind.REMOTE)
