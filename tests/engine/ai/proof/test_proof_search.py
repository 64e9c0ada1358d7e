"""The proof-number search on the compiled kernel's board against the pure-Python reference:
the same nodes with the same numbers, the same result and the same strategy; and what it
proves: the first player wins 3×3×3 (with the centre only), tic-tac-toe is no win."""

from __future__ import annotations

import pytest

from engine.ai.proof.boards import from_stones
from engine.ai.proof.cube_symmetry import symmetries
from engine.ai.proof.pns import ProofSearch, Status
from engine.rules import PRESETS, Rules

# A Qubic opening (cell indices) the search does not settle at once: corners and centres.
QUBIC_OPENING = (0, 21, 63, 42)


def search(rules: Rules, compiled: bool, excluded: frozenset[int] = frozenset()) -> ProofSearch:
    return ProofSearch(
        symmetries(rules),
        lambda first, second: from_stones(rules, first, second, compiled),
        excluded=excluded,
    )


def numbers(found: ProofSearch) -> dict[int, tuple[int, int, object]]:
    return {key: (n.pn, n.dn, n.children) for key, n in found.nodes.items()}


@pytest.mark.parametrize(("name", "result"), [("cube-3", "proven"), ("tic-tac-toe", "disproven")])
def test_the_kernel_and_the_python_reference_prove_the_same(name: str, result: str) -> None:
    rules = PRESETS[name]
    kernel, python = search(rules, True), search(rules, False)
    assert kernel.run(0, 10_000).value == result
    assert python.run(0, 10_000).value == result
    assert numbers(kernel) == numbers(python)
    if result == "proven":
        assert kernel.strategy(0) == python.strategy(0)


def test_the_two_boards_grow_the_same_qubic_tree() -> None:
    rules = PRESETS["qubic"]
    first = (1 << QUBIC_OPENING[0]) | (1 << QUBIC_OPENING[2])
    second = (1 << QUBIC_OPENING[1]) | (1 << QUBIC_OPENING[3])
    key = symmetries(rules).canonical(first, second)[0]
    kernel, python = search(rules, True), search(rules, False)
    assert kernel.run(key, 6) is python.run(key, 6)
    assert kernel.expansions == python.expansions == 6
    assert numbers(kernel) == numbers(python)


def test_on_three_by_three_by_three_only_the_centre_wins() -> None:
    rules = PRESETS["cube-3"]
    found = search(rules, True)
    assert found.run(0, 10_000) is Status.PROVEN
    assert found.strategy(0) == {0: 13}
    # Without the centre the search proves that no other first move wins.
    assert search(rules, True, frozenset({13})).run(0, 10_000) is Status.DISPROVEN


def test_a_position_that_is_not_proven_has_no_strategy() -> None:
    found = search(PRESETS["tic-tac-toe"], True)
    found.run(0, 10_000)
    with pytest.raises(ValueError, match="not proven"):
        found.strategy(0)
