"""The strategy book file: written and read back unchanged, every kind of damage refused with
a message saying what, the shipped books loaded and checked, and the book's move found in
every orientation of a position."""

from __future__ import annotations

import json
import zlib
from pathlib import Path

import pytest

from engine.ai.proof import strategy_book
from engine.ai.proof.cube_symmetry import symmetries
from engine.ai.proof.strategy_book import StrategyBook, StrategyBookError, dumps, loads
from engine.game import Game
from engine.rules import PRESETS
from tests.support.books import SAMPLE


def test_a_book_reads_back_as_written(tmp_path: Path) -> None:
    path = tmp_path / "qubic.book"
    strategy_book.save(SAMPLE, path)
    assert loads(path.read_bytes()) == SAMPLE
    assert list(tmp_path.iterdir()) == [path]  # no temporary file left behind


def rewritten(header_change: dict[str, object], data: bytes | None = None) -> bytes:
    magic, header, payload = dumps(SAMPLE).split(b"\n", 2)
    fields = json.loads(header) | header_change
    raw = zlib.decompress(payload) if data is None else data
    return magic + b"\n" + json.dumps(fields).encode() + b"\n" + zlib.compress(raw)


def payload() -> bytes:
    return zlib.decompress(dumps(SAMPLE).split(b"\n", 2)[2])


def with_checksum(raw: bytes) -> bytes:
    import hashlib

    return rewritten({"sha256": hashlib.sha256(raw).hexdigest()}, raw)


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (b"", "not a strategy book"),
        (b"hyperrow-book 2\n{}\n", "not a strategy book of this version"),
        (b"hyperrow-strategy 1\nnot json\nx", "damaged book"),
        (dumps(SAMPLE)[:-3], "damaged book"),
        (rewritten({"side": 9}), "damaged book (header"),
        (rewritten({"complete": 1}), "damaged book (header"),
        (rewritten({}, payload()[:-1] + b"\x16"), "checksum does not match"),
        (rewritten({"entries": 3}), "bytes of data for 3 entries"),
        (with_checksum(payload()[16:] + payload()[:16]), "damaged book"),
        (with_checksum(payload()[:-1] + b"\x05"), "is not an empty cell"),
        (with_checksum(payload()[:-1] + b"\x40"), "is not an empty cell"),
    ],
)
def test_a_damaged_book_is_refused_saying_why(data: bytes, problem: str) -> None:
    with pytest.raises(StrategyBookError, match=problem.replace("(", r"\(")):
        loads(data, "qubic.book")


def test_keys_out_of_order_or_of_no_first_player_position_are_refused() -> None:
    width = strategy_book.key_bytes(64)
    two = sorted(SAMPLE.moves)
    swapped = two[1].to_bytes(width, "little") + two[0].to_bytes(width, "little") + b"\x00\x15"
    with pytest.raises(StrategyBookError, match="not strictly ascending"):
        loads(with_checksum(swapped))
    lopsided = (1 << 3).to_bytes(width, "little") + (0).to_bytes(width, "little")
    with pytest.raises(StrategyBookError, match="no position with the first player to move"):
        loads(with_checksum(lopsided + b"\x00\x01"))


def test_the_shipped_cube_3_book_is_a_whole_proof_opening_in_the_centre() -> None:
    book = strategy_book.strategy_book("cube-3")
    assert book is not None
    assert book.complete
    assert book.move(Game(PRESETS["cube-3"])) == 13


def test_a_damaged_book_on_disk_is_not_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "cube-3.book"
    path.write_bytes(strategy_book.book_path("cube-3").read_bytes()[:-4])
    monkeypatch.setattr(strategy_book, "book_path", lambda name: path)
    strategy_book.strategy_book.cache_clear()
    try:
        assert strategy_book.strategy_book("cube-3") is None
        assert strategy_book.book_for(PRESETS["cube-3"]) is None
    finally:
        strategy_book.strategy_book.cache_clear()


def test_the_book_move_follows_the_position_in_every_orientation() -> None:
    rules = PRESETS["qubic"]
    sym = symmetries(rules)
    played = [(0, 0, 0), (1, 1, 1)]
    game = Game(rules)
    for cell in played:
        game.play(cell)
    index = game.geometry.index
    cells = [index[c] for c in played]
    key, which = sym.canonical(1 << cells[0], 1 << cells[1])
    canonical_move = sym.maps[which][index[(3, 3, 3)]]
    book = StrategyBook(4, 3, 4, {key: canonical_move}, False, 0.0)
    for perm in sym.maps:
        image = Game(rules)
        for c in cells:
            image.push(perm[c])
        move = book.move(image)
        assert move is not None
        after = (1 << perm[cells[0]]) | (1 << move)
        expected = sym.canonical((1 << cells[0]) | (1 << index[(3, 3, 3)]), 1 << cells[1])[0]
        assert sym.canonical(after, 1 << perm[cells[1]])[0] == expected
    assert book.move(Game(PRESETS["cube-3"])) is None
