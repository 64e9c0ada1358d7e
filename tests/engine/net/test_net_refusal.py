"""Refusals cross the wire as data: every kind with its values comes back as it went, in the
`why` and `values` fields beside the English `reason` (kept for logs); what a peer sends that
this hyperrow cannot read is UNKNOWN, its English only the detail for the log."""

from __future__ import annotations

import pytest

from engine import Refusal, RefusalKind
from engine.net import NetRefusal, NetRefusalKind, decode, encode

TAKEN = Refusal(RefusalKind.TAKEN, (1, 1), player=0)
FLOATING = Refusal(RefusalKind.FLOATING, (2, 1, 3), below=(2, 1, 2))
OFF_BOARD = Refusal(RefusalKind.OFF_BOARD, (5, 5), shape=(3, 3))


def sample(kind: NetRefusalKind) -> NetRefusal:
    """A refusal of `kind` with every value that kind carries."""
    if kind is NetRefusalKind.MOVE:
        return NetRefusal(kind, move=TAKEN)
    if kind is NetRefusalKind.VERSION:
        return NetRefusal(kind, versions=("1.1", "2.0"))
    return NetRefusal(kind, seat=1, what="draw", number=10)


def sent(refusal: NetRefusal) -> NetRefusal:
    """`refusal` as the other side reads it from a "refused" message."""
    line = encode(
        {"type": "refused", "reason": refusal.describe(["Hana", "Joe"]), **refusal.to_data()}
    )
    return NetRefusal.from_message(decode(line[:-1]))


@pytest.mark.parametrize("kind", list(NetRefusalKind))
def test_every_kind_crosses_the_wire_with_its_values(kind: NetRefusalKind) -> None:
    refusal = sample(kind)
    read = sent(refusal)
    assert read.kind is kind and read.detail == refusal.describe(["Hana", "Joe"])
    if kind is NetRefusalKind.UNKNOWN:
        return
    assert (read.seat, read.what, read.number, read.move, read.versions) == (
        refusal.seat,
        refusal.what,
        refusal.number,
        refusal.move,
        refusal.versions,
    )


@pytest.mark.parametrize("move", [TAKEN, FLOATING, OFF_BOARD])
def test_the_engines_refusal_of_a_move_crosses_whole(move: Refusal) -> None:
    assert sent(NetRefusal(NetRefusalKind.MOVE, move=move)).move == move


@pytest.mark.parametrize(
    "message",
    [
        {"type": "refused", "reason": "You may not do that, friend."},  # an older host
        {"type": "refused", "reason": "Teleported.", "why": "teleported", "values": {}},
        {"type": "refused", "reason": "x", "why": "not your turn"},
        {"type": "refused", "reason": "x", "why": "move", "values": {"move": {"kind": "gone"}}},
        {"type": "bye", "reason": "x", "why": ["version"], "values": {}},
    ],
)
def test_what_cannot_be_read_is_unknown_and_its_english_only_logged(
    message: dict[str, object],
) -> None:
    read = NetRefusal.from_message(message)
    assert read.kind is NetRefusalKind.UNKNOWN
    assert read.detail == message["reason"]


def test_values_a_peer_gets_wrong_are_dropped() -> None:
    message = {
        "why": "not your turn",
        "values": {"seat": -1, "number": "ten", "what": ["draw"], "versions": ["1.1"]},
    }
    assert NetRefusal.from_message(message) == NetRefusal(NetRefusalKind.NOT_YOUR_TURN)
    long = NetRefusal.from_message({"why": "not an offer", "values": {"what": "x" * 500}})
    assert len(long.what) == 40
