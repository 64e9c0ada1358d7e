"""The analysis's work: on the compiled solver's boards the proof work a position leaves (the
book's answer, a late position's quick solve) goes to the positions before it, counted node by
node as the solver reports them; elsewhere nothing is counted and nothing is carried."""

from __future__ import annotations

import pytest

from engine import PRESETS, Game
from engine.ai import analyse_game
from engine.ai._kernel import connect
from engine.ai.analysis.proofs import proven_value
from engine.ai.analysis.work import SOLVER_NODES_PER_SECOND, Work, proof_work
from engine.ai.solver.compiled import bitboards
from engine.record.analysis_data import GameAnalysis
from tests.support.analysis_games import oracle, slipping_game

CONNECT_FOUR = PRESETS["connect-four"]
SECONDS = 0.1
SHARE = 0.9


def proven_before(analysis: GameAnalysis) -> set[int]:
    """The plies of the moves whose position before them the analysis proved."""
    return {index for index, move in enumerate(analysis.moves) if move.before.proven}


def position(game: Game, ply: int) -> Game:
    """`game` taken back to its first `ply` moves."""
    earlier = game.copy()
    while earlier.ply > ply:
        earlier.undo()
    return earlier


def test_work_left_by_later_positions_proves_earlier_ones_truly(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    gained_anywhere = 0
    for seed in range(4):
        game = slipping_game(CONNECT_FOUR, seed, slipper=seed % 2)
        carried = analyse_game(game, seconds=SECONDS)
        with monkeypatch.context() as alone:
            alone.setattr(Work, "left", lambda self: 0)
            each_alone = analyse_game(game, seconds=SECONDS)
        assert carried is not None and each_alone is not None
        assert proven_before(each_alone) <= proven_before(carried), seed
        gained = proven_before(carried) - proven_before(each_alone)
        gained_anywhere += len(gained)
        for ply in gained:
            value = carried.moves[ply].before
            truth = oracle(position(game, ply))
            assert value.result is truth.result, (seed, ply)
            if value.distance is not None:
                assert value.distance == truth.distance, (seed, ply)
    assert gained_anywhere, "the work later positions left proved nothing more"


def test_a_book_position_leaves_all_its_proof_work() -> None:
    game = slipping_game(CONNECT_FOUR, 1, slipper=1)
    budget = proof_work(SECONDS, SHARE, CONNECT_FOUR, None)
    assert budget.max_nodes == round(SECONDS * SHARE * SOLVER_NODES_PER_SECOND)
    assert proven_value(position(game, 4), budget) is not None
    assert budget.spent == 0 and budget.left() == budget.max_nodes


def test_a_solved_position_leaves_what_the_solver_did_not_visit() -> None:
    game = slipping_game(CONNECT_FOUR, 1, slipper=1)
    late = position(game, game.ply - 3)
    budget = proof_work(SECONDS, SHARE, CONNECT_FOUR, None)
    connect.clear_table()
    assert proven_value(late, budget) is not None
    # The kernel's own count of the same two searches (the result, then the exact score),
    # from the same empty table.
    connect.clear_table()
    _, weak = connect.solve(*bitboards(late), weak=True, max_nodes=budget.max_nodes)
    connect.clear_table()
    assert budget.max_nodes is not None
    _, exact = connect.solve(*bitboards(late), max_nodes=budget.max_nodes // 2)
    assert budget.spent == weak + exact > 0
    assert budget.left() == budget.max_nodes - budget.spent


def test_no_work_is_carried_where_the_searches_do_not_count_it() -> None:
    qubic = PRESETS["qubic"]
    game = slipping_game(qubic, 2, slipper=0)
    budget = proof_work(SECONDS, SHARE, qubic, None)
    proven_value(position(game, game.ply - 2), budget)
    assert budget.left() == 0 and budget.more(10_000).left() == 0
