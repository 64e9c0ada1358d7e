"""Chat between the host and its joiners over the in-memory network: lines both ways, to
spectators too, cleaned of control characters and cut, limited in rate, and kept plain text."""

from __future__ import annotations

import pytest

from engine import PRESETS, Game
from engine.net import HostSession, JoinSession, NetRefusalKind, encode
from engine.net.protocol import host as host_module
from engine.net.protocol.chat import MAX_CHAT, RATE_LINES, RATE_SECONDS, ChatLimiter, clean_chat
from engine.players import PlayerInfo, SeatKind
from tests.support.network_wiring import Link, Net


def game_with_joiner() -> tuple[Net, Link]:
    seats = [PlayerInfo("Hana"), PlayerInfo("Player 2", SeatKind.REMOTE)]
    net = Net(HostSession(Game(PRESETS["tic-tac-toe"]), seats))
    return net, net.join(JoinSession("Joe"))


def chats(events: list) -> list[tuple[str, str]]:  # type: ignore[type-arg]
    return [(e.name, e.text) for e in events if e.kind == "chat"]


def test_lines_arrive_both_ways_and_at_spectators() -> None:
    net, joe = game_with_joiner()
    watcher = net.join(JoinSession("Kai", watch=True))
    assert net.host.say(0, "good luck", net.now) is None
    assert joe.joiner.say("thanks, you too")
    net.pump()
    expected = [("Hana", "good luck"), ("Joe", "thanks, you too")]
    assert chats(net.host_events) == chats(joe.events) == chats(watcher.events) == expected
    assert [e.seat for e in joe.events if e.kind == "chat"] == [0, 1]


@pytest.mark.parametrize(
    ("typed", "shown"),
    [
        ("<b>bold</b> &amp; <a href='x'>link</a>", "<b>bold</b> &amp; <a href='x'>link</a>"),
        ("two\nlines\r\n\tand a tab", "two lines and a tab"),
        ("\x1b[31mred\x1b[0m", "[31mred [0m"),
        ("left\u202eright\u200b", "leftright"),
        ("   \n\x00  ", None),
        ("x" * (MAX_CHAT + 50), "x" * MAX_CHAT),
        (42, None),
    ],
)
def test_a_line_is_cleaned_to_plain_text(typed: object, shown: str | None) -> None:
    assert clean_chat(typed) == shown


def test_hostile_chat_is_cleaned_at_the_host_and_again_at_the_joiner() -> None:
    net, joe = game_with_joiner()
    raw = net.raw_peer()
    net.feed(raw, encode({"type": "hello", "protocol": "1.2", "name": "Eve", "watch": True}))
    net.feed(raw, encode({"type": "chat", "text": "hi\x07\n" + "!" * 10_000}))
    net.feed(raw, encode({"type": "chat", "text": ["not", "text"]}))
    net.feed(raw, b'{"type":"chat","text":"\xff\xfe"}\n')
    net.pump()
    assert chats(joe.events) == [("Eve", "hi " + "!" * (MAX_CHAT - 3))]
    # The joiner cleans what a hostile host sends too.
    joe.joiner.receive(encode({"type": "said", "name": "\x1b]0;", "text": "a\x1bb", "seat": 9}), 1)
    event = joe.joiner.drain().events[-1]
    assert (event.name, event.text) == ("]0;", "a b")


def test_a_fast_talker_is_refused_after_the_limit_and_heard_again_later() -> None:
    net, joe = game_with_joiner()
    for number in range(RATE_LINES + 3):
        joe.joiner.say(f"line {number}")
    net.pump()
    assert len(chats(net.host_events)) == RATE_LINES
    refused = [e.refusal for e in joe.events if e.kind == "refused"]
    assert [r.kind for r in refused if r] == [NetRefusalKind.CHAT_TOO_FAST] * 3
    net.now += RATE_SECONDS
    joe.joiner.say("back again")
    net.pump()
    assert chats(net.host_events)[-1] == ("Joe", "back again")
    for _ in range(RATE_LINES):
        assert net.host.say(0, "host talks", net.now) is None
    refusal = net.host.say(0, "one too many", net.now)
    assert refusal is not None and refusal.kind is NetRefusalKind.CHAT_TOO_FAST


def test_the_limiter_forgets_speakers_long_gone() -> None:
    limits = ChatLimiter(lines=1, seconds=1.0)
    for speaker in range(1000):
        assert limits.allow(speaker, float(speaker))
    assert len(limits._said) <= 258
    assert not limits.allow(999, 999.5)


def test_an_older_host_refuses_chat_in_words_not_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    net, joe = game_with_joiner()
    # A 1.1 host has no "chat" handler.
    monkeypatch.delitem(host_module._HANDLERS, "chat")
    joe.joiner.say("hello?")
    net.pump()
    refused = [e.refusal for e in joe.events if e.kind == "refused"]
    assert refused and refused[-1] is not None
    assert refused[-1].kind is NetRefusalKind.UNKNOWN_TYPE


def test_the_chat_so_far_goes_to_a_player_who_comes_back_and_once_to_one_who_reconnects() -> None:
    net, joe = game_with_joiner()
    assert net.host.say(0, "good luck", net.now) is None
    assert joe.joiner.say("thanks")
    net.pump()
    token = joe.joiner.token
    assert token is not None
    # Joe's window closed and opened again: a new session with the seat's token hears it all.
    net.drop(joe)
    again = net.join(JoinSession("Joe", token=token))
    assert chats(again.events) == [("Hana", "good luck"), ("Joe", "thanks")]
    assert again.joiner.seat == 1
    # A spectator joining late reads it too.
    watcher = net.join(JoinSession("Kai", watch=True))
    assert chats(watcher.events) == [("Hana", "good luck"), ("Joe", "thanks")]
    # The same session reconnecting has it already: nothing shows twice.
    net.drop(again)
    net.reconnect(again)
    assert net.host.say(0, "welcome back", net.now) is None
    net.pump()
    assert chats(again.events) == [
        ("Hana", "good luck"),
        ("Joe", "thanks"),
        ("Hana", "welcome back"),
    ]
