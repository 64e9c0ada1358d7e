"""The independent verifier: it passes the shipped cube-3 and Qubic books, Score Four's partial
one from each of its positions, and a proven Qubic strategy, and fails each of them with one
move changed, saying where."""

from __future__ import annotations

import pytest

from engine.ai.levels import choose_move
from engine.ai.proof import strategy_book
from engine.ai.proof.boards import from_stones, stones_game
from engine.ai.proof.book_verdicts import known_result, threat_move, winning_move
from engine.ai.proof.cube_symmetry import split_key, symmetries
from engine.ai.proof.pns import ProofSearch, Status
from engine.ai.proof.verifier import verify, verify_from
from engine.rules import PRESETS
from tests.support.proof_positions import qubic_late


def test_the_shipped_cube_3_book_passes_and_fails_with_its_move_changed() -> None:
    book = strategy_book.loads(strategy_book.book_path("cube-3").read_bytes())
    verdict = verify(3, 3, 3, book.moves)
    assert verdict.ok, verdict.problem
    assert verdict.leaves >= 3
    # Every other first move (none is the centre's image) fails the check.
    for move in range(27):
        if move != 13:
            changed = verify(3, 3, 3, {**book.moves, 0: move})
            assert not changed.ok
            assert "no forced win" in changed.problem


@pytest.mark.slow
def test_the_shipped_qubic_book_passes_and_fails_with_its_first_move_changed() -> None:
    book = strategy_book.loads(strategy_book.book_path("qubic").read_bytes())
    assert book.complete
    verdict = verify(4, 3, 4, book.moves)
    assert verdict.ok, verdict.problem
    assert verdict.positions > len(book.moves) > 1
    assert verdict.leaves > len(book.moves)
    # Qubic's symmetries make two kinds of cell: the corners and the inner eight (on seven lines
    # each) and the rest (on four). A first move of the other kind, on any of its cells,
    # leaves the book at once: the verifier finds no forced win after the reply.
    maps = symmetries(PRESETS["qubic"]).maps
    first = book.moves[0]
    others = [cell for cell in range(64) if all(perm[cell] != first for perm in maps)]
    assert len(others) in (16, 48)
    for other in others:
        changed = verify(4, 3, 4, {**book.moves, 0: other})
        assert not changed.ok
        assert "no forced win" in changed.problem


def test_a_qubic_strategy_passes_and_fails_with_its_first_move_changed() -> None:
    rules = PRESETS["qubic"]
    first, second, key = qubic_late()
    search = ProofSearch(symmetries(rules), lambda a, b: from_stones(rules, a, b))
    assert search.run(key, 200) is Status.PROVEN
    moves = search.strategy(key)
    verdict = verify(4, 3, 4, moves, start=(first, second))
    assert verdict.ok, verdict.problem
    assert verdict.positions > len(moves)
    taken = (key | key >> 64) & ((1 << 64) - 1)
    others = [c for c in range(64) if c != moves[key] and not taken >> c & 1][:3]
    for other in others:
        changed = verify(4, 3, 4, {**moves, key: other}, start=(first, second))
        assert not changed.ok
        assert changed.problem.startswith("position 0x")


def test_a_book_move_on_a_taken_cell_fails() -> None:
    verdict = verify(3, 3, 3, {0: 13, 1 << 13 | 1 << 27: 13})
    assert not verdict.ok
    assert verdict.problem == "position 0x8002000: the move is taken"


def test_the_shipped_score_four_book_proves_each_of_its_positions_and_expert_plays_them() -> None:
    """Score Four is unsolved: its book is the build's so far, every move of it proven but not
    the empty board. The verifier checks it from each of its positions and refuses it with one
    of those moves changed; the book's moves are what expert plays there."""
    book = strategy_book.loads(strategy_book.book_path("score-four").read_bytes())
    assert book.proven and not book.complete
    assert 0 not in book.moves
    cells = 64
    starts = [split_key(key, cells) for key in book.moves]
    verdict = verify_from(4, 3, 4, book.moves, starts, gravity=2)
    assert verdict.ok, verdict.problem
    assert verdict.positions > len(book.moves) > 100
    refused = 0
    for key, move in sorted(book.moves.items())[:20]:
        first, second = split_key(key, cells)
        taken = first | second
        playable = [
            c for c in range(cells) if not taken >> c & 1 and (c % 4 == 0 or taken >> (c - 1) & 1)
        ]
        for other in playable:
            if other == move:
                continue
            changed = verify_from(4, 3, 4, {**book.moves, key: other}, [(first, second)], gravity=2)
            refused += not changed.ok
    assert refused > 0
    played = 0
    for key, move in sorted(book.moves.items()):
        game = stones_game(PRESETS["score-four"], *split_key(key, cells))
        if threat_move(game) >= 0:
            continue  # a win by threats: expert may play another winning move
        assert winning_move(game) == game.geometry.cells[move]
        assert known_result(game) == 1
        assert choose_move(game, "expert", seconds=2) == game.geometry.cells[move]
        played += 1
        if played == 5:
            break
    assert played == 5
