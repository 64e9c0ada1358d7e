"""The analysis asks the compiled proof search before it estimates: a Qubic game of hard against
hard, off the strategy book from the first move, has moves proven by it ("proof") where the
estimate covered them before, and each such proof of the first player's win is proven again by
the pure-Python reference search (engine.ai.proof.pns, on pure-Python boards) where it is cheap
enough for it (twelve stones in: nine nodes, three seconds of Python)."""

from __future__ import annotations

import pytest

from engine import PRESETS, Cell, Game
from engine.ai import analyse_game
from engine.ai.analysis import proof_search
from engine.ai.budget import Budget
from engine.ai.proof.boards import from_stones
from engine.ai.proof.book_verdicts import known_result
from engine.ai.proof.cube_symmetry import symmetries
from engine.ai.proof.pns import ProofSearch, Status
from engine.record.analysis_data import Result, Source

QUBIC = PRESETS["qubic"]
# Twelve moves of hard against hard (0.1 s a move): off the strategy book, whose verdicts say
# nothing of them.
HARD_AGAINST_HARD: list[Cell] = [
    (2, 1, 2), (0, 3, 0), (2, 1, 1), (0, 3, 3), (0, 3, 1), (1, 2, 1),
    (1, 1, 2), (1, 1, 1), (1, 3, 1), (2, 2, 1), (2, 2, 2), (0, 2, 1),
]  # fmt: skip


def hard_against_hard() -> Game:
    game = Game(QUBIC)
    for cell in HARD_AGAINST_HARD:
        game.play(cell)
    return game


def reference_proves(game: Game) -> bool:
    """The pure-Python proof-number search proves the first player's win (it is to move)."""
    table = symmetries(QUBIC)
    first, second = proof_search._stone_masks(game)
    search = ProofSearch(
        table, lambda mine, theirs: from_stones(QUBIC, mine, theirs, compiled=False)
    )
    return search.run(table.canonical(first, second)[0], 5_000) is Status.PROVEN


@pytest.mark.slow
def test_the_analysis_proves_what_the_estimate_covered() -> None:
    game = hard_against_hard()
    assert known_result(game) is None  # the book says nothing here
    analysis = analyse_game(game, seconds=1.0)
    assert analysis is not None
    by_proof = [m for m in analysis.moves if Source.PROOF in (m.before.source, m.after.source)]
    assert len(by_proof) >= 4, [(m.ply, m.before.source, m.after.source) for m in analysis.moves]
    # Each first player's win the search proved from eight stones on (where a reply's proof fits
    # the search's cap) comes with the move that keeps it, after which the second player's loss
    # is proven reply by reply.
    position = Game(QUBIC)
    for move in analysis.moves:
        if move.before.source is Source.PROOF and move.player == 0 and position.ply >= 8:
            assert move.before.result is Result.WIN
            keeping = proof_search.winning_move(position)
            assert keeping is not None
            after = position.copy()
            after.play(keeping)
            assert after.is_over() or proof_search.proven_result(after, Budget(60.0)) == -1
        position.play(move.cell)


def test_a_proven_first_player_win_comes_with_a_move_that_keeps_it() -> None:
    game = hard_against_hard()
    assert proof_search.proven_result(game, Budget(10.0)) == 1
    move = proof_search.winning_move(game)
    assert move is not None
    after = game.copy()
    after.play(move)
    assert after.is_over() or proof_search.proven_result(after, Budget(30.0)) == -1


@pytest.mark.slow
def test_the_reference_search_proves_the_same_win() -> None:
    assert reference_proves(hard_against_hard())
