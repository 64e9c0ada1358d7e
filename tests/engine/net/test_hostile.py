"""A peer is untrusted input: garbage, oversize lines, another version, silence and crowds are
refused or closed with a reason, logged, and the game and the other peers carry on."""

from __future__ import annotations

from engine.net import PROTOCOL, JoinSession, NetRefusal, NetRefusalKind, decode, encode
from engine.net.protocol.seating import MAX_ERRORS, MAX_PEERS
from engine.net.protocol.timing import HANDSHAKE_SECONDS, SILENCE_SECONDS
from tests.support.network_wiring import X_WINS, Net, play_alternately, two_seats

HELLO = {"type": "hello", "protocol": PROTOCOL, "name": "Mallory", "watch": True}


def said(net: Net, peer: int) -> list[dict[str, object]]:
    return [decode(data[:-1]) for data in net.raw[peer]]


def closed(net: Net, peer: int) -> str:
    """The English reason (for the log) of the "bye" that closed `peer`."""
    return str(bye(net, peer)["reason"])


def bye(net: Net, peer: int) -> dict[str, object]:
    messages = said(net, peer)
    assert messages and messages[-1]["type"] == "bye"
    return messages[-1]


def test_garbage_after_the_greeting_is_refused_line_by_line_and_play_goes_on() -> None:
    net, link = two_seats()
    peer = net.raw_peer()
    net.feed(peer, encode(HELLO))
    net.feed(peer, b"\x00\xff\xfe binary\n{not json\n[1]\n" + encode({"type": "ping"}))
    replies = said(net, peer)
    refusals = [m["reason"] for m in replies if m["type"] == "refused"]
    assert {m["why"] for m in replies if m["type"] == "refused"} == {"bad message"}
    assert refusals[0] == "not UTF-8 text: byte 0xff at offset 1"
    assert str(refusals[1]).startswith("not JSON")
    assert refusals[2] == "expected a JSON object, got list"
    assert replies[-1] == {"type": "pong"}
    assert sum("refused connection" in line for line in net.host_log) == 3
    play_alternately(net, link, X_WINS)
    assert link.joiner.game is not None and link.joiner.game.moves == tuple(X_WINS)


def test_a_peer_that_keeps_sending_garbage_is_closed() -> None:
    net, _ = two_seats()
    peer = net.raw_peer()
    net.feed(peer, encode(HELLO) + b"?\n" * (MAX_ERRORS + 5))
    assert closed(net, peer).startswith("too many bad messages: the last: ")
    assert bye(net, peer)["why"] == "too many errors"
    assert len([m for m in said(net, peer) if m["type"] == "refused"]) == MAX_ERRORS


def test_a_ten_megabyte_line_closes_that_peer_only() -> None:
    net, link = two_seats()
    peer = net.raw_peer()
    net.feed(peer, encode(HELLO))
    for _ in range(10):
        net.feed(peer, b"x" * 1_000_000)
    assert "a line longer than 1,048,576 bytes" in closed(net, peer)
    assert bye(net, peer)["values"] == {"number": 1_048_576}
    net.host.receive(peer, b"more\n", net.now)  # late bytes of a closed peer are dropped
    play_alternately(net, link, X_WINS)
    assert link.joiner.is_over() and link.open


def test_a_line_with_no_end_waits_and_is_never_taken_for_a_message() -> None:
    net, _ = two_seats()
    peer = net.raw_peer()
    net.feed(peer, encode(HELLO)[:-1] + b"")
    assert said(net, peer) == []
    net.feed(peer, b"\n")
    assert said(net, peer)[0]["type"] == "welcome"


def test_another_major_version_is_refused_as_data_on_both_sides() -> None:
    net, _ = two_seats()
    peer = net.raw_peer()
    net.feed(peer, encode({**HELLO, "protocol": "2.1"}))
    assert bye(net, peer)["why"] == "version"
    assert bye(net, peer)["values"] == {"versions": [PROTOCOL, "2.1"]}
    assert any("protocol 1.2 and the joiner 2.1" in line for line in net.host_log)

    joe = JoinSession("Joe")
    joe.connected(0.0)
    joe.receive(encode({"type": "welcome", "protocol": "0.9", "seat": 1, "record": ""}), 0.0)
    out = joe.drain()
    assert joe.closed_for_good and out.closes == [0]
    assert out.events[-1].refusal == NetRefusal(NetRefusalKind.VERSION, versions=("0.9", PROTOCOL))


def test_anything_before_the_greeting_closes_the_connection() -> None:
    net, _ = two_seats()
    peer = net.raw_peer()
    net.feed(peer, encode({"type": "move", "ply": 0, "cell": [0, 0]}))
    assert closed(net, peer) == 'expected a "hello" greeting first, got "move"'
    assert bye(net, peer)["values"] == {"what": "move"}
    assert net.host.game.moves == ()


def test_unknown_fields_are_ignored() -> None:
    net, _ = two_seats()
    peer = net.raw_peer()
    net.feed(peer, encode({**HELLO, "colour": "blue", "protocol": "1.9"}))
    assert said(net, peer)[0]["type"] == "welcome"


def test_idle_connections_time_out_and_a_crowd_is_capped() -> None:
    net, link = two_seats()
    peers = [net.raw_peer() for _ in range(100)]
    over = peers[MAX_PEERS - 1 :]
    assert all("connections already" in closed(net, p) for p in over)
    net.advance(HANDSHAKE_SECONDS + 2)
    for p in peers[: MAX_PEERS - 1]:
        assert closed(net, p) == f"no greeting within {HANDSHAKE_SECONDS:.0f} seconds"
    assert link.open  # the player answered every ping meanwhile
    play_alternately(net, link, X_WINS)
    assert link.joiner.is_over()
    late = net.raw_peer()
    net.feed(late, encode(HELLO))
    assert said(net, late)[0]["type"] == "welcome"


def test_a_silent_player_is_lost_on_both_sides_and_its_seat_waits() -> None:
    net, link = two_seats()
    link.open = False  # the wire goes dead without either side hearing a close
    for _ in range(int(SILENCE_SECONDS) + 2):
        net.now += 1
        net.host.tick(net.now)
        link.joiner.tick(net.now)
        net.pump()
        link.joiner.drain()
    assert any("nothing heard for 10 seconds" in line for line in net.host_log)
    assert net.host.waiting_for() == [1]
    assert link.joiner.online is False
    joiner_out = link.joiner
    assert not joiner_out.closed_for_good


def test_a_seat_token_of_any_text_is_refused_not_raised() -> None:
    net, _ = two_seats()
    peer = net.raw_peer()
    net.feed(peer, encode({**HELLO, "watch": False, "token": "日本の札"}))
    assert bye(net, peer)["why"] == "unknown token"
