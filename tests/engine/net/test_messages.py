"""The wire format: one JSON object a line, the line reader, the version check."""

from __future__ import annotations

import json

import pytest

from engine.net.protocol.messages import (
    MAX_LINE,
    PROTOCOL,
    LineReader,
    LineTooLong,
    ProtocolError,
    decode,
    encode,
)
from engine.net.protocol.net_refusal import (
    NetRefusal,
    NetRefusalKind,
    host_version_refusal,
    version_refusal,
)

SAMPLES = [
    {"type": "hello", "protocol": PROTOCOL, "name": "Åsa 🎲"},
    {"type": "move", "ply": 3, "cell": [1, 2, 3]},
    {"type": "state", "record": '{\n  "format": "hyperrow"\n}\n', "result": None},
    {"type": "ping"},
]


def test_a_message_is_one_line_of_utf8_json() -> None:
    for message in SAMPLES:
        line = encode(message)
        assert line.endswith(b"\n") and line.count(b"\n") == 1
        assert decode(line[:-1]) == message


def test_every_message_split_into_one_byte_reads_comes_out_whole() -> None:
    reader = LineReader()
    stream = b"".join(encode(m) for m in SAMPLES)
    lines = []
    for i in range(len(stream)):
        lines += reader.feed(stream[i : i + 1])
    assert [decode(line) for line in lines] == SAMPLES
    assert reader.pending == 0


def test_a_thousand_messages_in_one_read() -> None:
    messages = [{"type": "move", "ply": i, "cell": [i % 4, 0, 0]} for i in range(1000)]
    reader = LineReader()
    lines = reader.feed(b"".join(encode(m) for m in messages) + b'{"type": "pi')
    assert [decode(line) for line in lines] == messages
    assert reader.feed(b'ng"}\r\n') == [b'{"type": "ping"}']


def test_a_line_over_the_limit_is_refused_without_keeping_it() -> None:
    reader = LineReader()
    with pytest.raises(LineTooLong, match="longer than 1,048,576 bytes") as caught:
        reader.feed(b'{"type":"ping"}\n' + b"x" * (10 * MAX_LINE))
    assert caught.value.lines == [b'{"type":"ping"}']
    assert reader.pending == 0


def test_a_long_line_without_end_is_refused_across_reads() -> None:
    reader = LineReader(max_line=100)
    reader.feed(b"a" * 60)
    with pytest.raises(LineTooLong):
        reader.feed(b"b" * 60)
    assert reader.feed(b"ok\n") == [b"ok"]


def test_a_line_of_exactly_the_limit_is_kept() -> None:
    reader = LineReader(max_line=10)
    assert reader.feed(b"0123456789\n") == [b"0123456789"]


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (b"\xff\xfe\x00garbage", "not UTF-8 text: byte 0xff at offset 0"),
        (b"{not json", "not JSON: "),
        (b"[1, 2]", "expected a JSON object, got list"),
        (b'{"kind": "move"}', 'the message has no "type"'),
        (b'{"type": 5}', 'the message has no "type"'),
        (b'{"type": "move", "ply": NaN}', "not JSON: NaN is not a number JSON allows"),
        (b"[" * 100_000 + b"]" * 100_000, "not JSON"),
        (b"", "not JSON"),
    ],
)
def test_garbage_is_refused_saying_what_is_wrong(line: bytes, message: str) -> None:
    with pytest.raises(ProtocolError, match="^" + message.replace("(", r"\(")):
        decode(line)


def test_unknown_fields_are_kept_for_the_reader_to_ignore() -> None:
    assert decode(b'{"type": "ping", "future": [1]}')["type"] == "ping"


def test_the_same_major_version_plays_and_another_is_refused_as_data() -> None:
    assert version_refusal(PROTOCOL) is None
    assert version_refusal("1.7") is None
    assert version_refusal("2.0") == NetRefusal(NetRefusalKind.VERSION, versions=(PROTOCOL, "2.0"))
    older = host_version_refusal("0.3")  # as a joiner reads the host's welcome: the host first
    assert older == NetRefusal(NetRefusalKind.VERSION, versions=("0.3", PROTOCOL))
    assert "the host speaks network protocol 0.3 and the joiner 1.2" in older.describe()
    for bad in (None, 1, "one", "", "99999999.0"):
        refusal = version_refusal(bad)
        assert refusal is not None and refusal.kind is NetRefusalKind.NO_VERSION


def test_encoded_text_stays_readable() -> None:
    assert json.loads(encode({"type": "hello", "name": "ジョー"})) == {
        "type": "hello",
        "name": "ジョー",
    }
    assert "ジョー".encode() in encode({"type": "hello", "name": "ジョー"})
