"""The compiled proof search (engine/ai/_kernel/proof.c, run by tasks.prove) against the
pure-Python reference (pns.py): the same canonical keys, the same result on 3×3×3, tic-tac-toe
and Qubic positions a few moves from the end, and strategies the independent verifier accepts."""

from __future__ import annotations

import dataclasses
import os
import random
import sys

import pytest

from engine.ai import compiled_search
from engine.ai._kernel.search import Prover
from engine.ai.kernel import DISABLE_VARIABLE, REQUIRE_VARIABLE
from engine.ai.proof.boards import from_stones
from engine.ai.proof.cube_symmetry import split_key, symmetries
from engine.ai.proof.pns import ProofSearch, status
from engine.ai.proof.tasks import Task, prove, prover
from engine.ai.proof.verifier import verify
from engine.game import Game
from engine.rules import PRESETS
from tests.support.processes import run_to_end
from tests.support.proof_positions import QUBIC_LATE

# Qubic positions (cell indices in the order played, the first player to move) that both
# searches settle in a few hundred nodes: two first-player wins, two positions it does not win.
QUBIC_SETTLED = [
    (QUBIC_LATE, "proven"),
    ((22, 41, 61, 32, 58, 21, 11, 5, 36, 19), "proven"),
    ((24, 0, 29, 52, 55, 30, 42, 40, 50, 53), "proven"),
    ((39, 23, 36, 48, 45, 17, 59, 33, 16, 57), "disproven"),
    ((47, 0, 23, 27, 18, 59, 30, 62, 8, 51), "disproven"),
]


def stones(moves: tuple[int, ...]) -> tuple[int, int]:
    return sum(1 << c for c in moves[0::2]), sum(1 << c for c in moves[1::2])


def reference(game: str, key: int, excluded: tuple[int, ...] = (), expansions: int = 10_000) -> str:
    """What pns.py finds for the position `key` within `expansions` nodes."""
    rules = PRESETS[game]
    search = ProofSearch(
        symmetries(rules), lambda a, b: from_stones(rules, a, b), excluded=frozenset(excluded)
    )
    search.run(key, expansions)
    if expansions == 1:
        return str(search.most_proving_move(key))
    return status(search.nodes[key]).value


def checks(game: str, key: int, entries: dict[int, int]) -> bool:
    rules = PRESETS[game]
    cells = symmetries(rules).cells
    start = split_key(key, cells)
    return verify(rules.shape[0], rules.ndim, rules.k, entries, start=start).ok


@pytest.mark.parametrize("game", ["qubic", "cube-3", "tic-tac-toe"])
def test_the_kernel_folds_positions_to_the_python_canonical_key(game: str) -> None:
    table = symmetries(PRESETS[game])
    rng = random.Random(game)
    for _ in range(500):
        cells = rng.sample(range(table.cells), rng.randrange(table.cells))
        first, second = stones(tuple(cells))
        key, _ = table.canonical(first, second)
        canonical_first, canonical_second, used = prover(game).canonical(first, second)
        assert canonical_first | canonical_second << table.cells == key
        assert sum(1 << table.maps[used][c] for c in cells[0::2]) == canonical_first
        assert sum(1 << table.maps[used][c] for c in cells[1::2]) == canonical_second


@pytest.mark.parametrize(
    ("game", "excluded", "result"),
    [("cube-3", (), "proven"), ("cube-3", (13,), "disproven"), ("tic-tac-toe", (), "disproven")],
)
def test_from_the_empty_board_both_searches_find_the_same(
    game: str, excluded: tuple[int, ...], result: str
) -> None:
    outcome = prove(Task(game, 0, excluded, 100_000))
    assert outcome.status == result
    assert reference(game, 0, excluded) == result
    if result == "proven":
        assert outcome.entries == {0: 13}
        assert checks(game, 0, outcome.entries)


def test_every_three_by_three_by_three_opening_gets_the_reference_result() -> None:
    """Every first-player position two moves in (the first move, a reply; folded)."""
    table = symmetries(PRESETS["cube-3"])
    keys = {
        table.canonical(1 << move, 1 << reply)[0]
        for move in range(27)
        for reply in range(27)
        if reply != move
    }
    for key in sorted(keys):
        outcome = prove(Task("cube-3", key, (), 100_000))
        assert outcome.status == reference("cube-3", key)
        if outcome.status == "proven":
            assert checks("cube-3", key, outcome.entries)


@pytest.mark.slow
@pytest.mark.parametrize(("moves", "result"), QUBIC_SETTLED)
def test_on_qubic_near_the_end_both_searches_find_the_same(
    moves: tuple[int, ...], result: str
) -> None:
    key = symmetries(PRESETS["qubic"]).canonical(*stones(moves))[0]
    outcome = prove(Task("qubic", key, (), 100_000))
    assert outcome.status == result
    assert reference("qubic", key) == result
    assert outcome.move == -1
    if result == "proven":
        assert outcome.entries
        assert checks("qubic", key, outcome.entries)
    else:
        assert outcome.entries == {}


def test_a_task_out_of_nodes_names_the_reference_s_most_proving_move() -> None:
    """After one expansion both searches know only the root's children, all alike."""
    outcome = prove(Task("qubic", 0, (), 1))
    assert outcome.status == "unknown"
    assert outcome.expansions == 1
    assert outcome.entries == {}
    assert str(outcome.move) == reference("qubic", 0, expansions=1)


def test_a_task_proves_the_same_whatever_ran_before_it() -> None:
    task = Task("qubic", 0, (), 2_000)
    first = prove(task)
    prove(Task("cube-3", 0, (), 100))
    prove(Task("qubic", 0, (1,), 3_000))
    again = prove(task)
    assert dataclasses.replace(again, seconds=0) == dataclasses.replace(first, seconds=0)


@pytest.mark.processes
def test_without_the_compiled_kernel_a_task_is_proven_by_the_reference() -> None:
    # An install with no C compiler: the same task, proven by pns.py on pure-Python boards.
    code = (
        "from engine.ai import compiled_search\n"
        "from engine.ai.proof.tasks import Task, prove\n"
        "assert not compiled_search.AVAILABLE\n"
        "outcome = prove(Task('cube-3', 0, (), 400))\n"
        "print(outcome.status, len(outcome.entries))\n"
    )
    env = {**os.environ, DISABLE_VARIABLE: "1", REQUIRE_VARIABLE: ""}
    done = run_to_end([sys.executable, "-c", code], env)
    assert done.returncode == 0, done.stderr
    status, entries = done.stdout.split()
    compiled = prove(Task("cube-3", 0, (), 400))
    assert status == compiled.status == "proven"
    assert int(entries) > 0


def test_the_prover_refuses_what_it_cannot_take() -> None:
    maps = symmetries(PRESETS["cube-3"]).maps
    with pytest.raises(ValueError, match="cells: 99, expected 1 to 64"):
        Prover(99, maps, 10)
    with pytest.raises(ValueError, match="table_bits: 40, expected 4 to 30"):
        Prover(27, maps, 40)
    with pytest.raises(ValueError, match=r"maps\[1\]: not a permutation of 0..26"):
        Prover(27, [list(range(27)), [0] * 27], 10)
    cube = Prover(27, maps, 10)
    with pytest.raises(ValueError, match="not of the prover's cells"):
        cube.prove(compiled_search.board(Game(PRESETS["qubic"])), [], 10, 4)
    game = Game(PRESETS["cube-3"])
    game.play((1, 1, 1))
    with pytest.raises(ValueError, match="the first player must be to move"):
        cube.prove(compiled_search.board(game), [], 10, 4)
    game.play((0, 0, 0))
    with pytest.raises(ValueError, match=r"excluded\[0\]: cell 13 is not empty"):
        cube.prove(compiled_search.board(game), [13], 10, 4)
