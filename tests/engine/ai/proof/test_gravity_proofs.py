"""Proofs on boards with gravity (Score Four, and score-three: 3×3×3, three in a row): a threat
whose winning cell is in the air is no threat, the forced reply must be playable, and a stone
opens the cell above it; the compiled threat search and the pure-Python one find the same, and
brute force agrees; the compiled proof search and pns.py give the exact value brute force finds;
the verifier takes the proofs and refuses a book with a move in the air."""

from __future__ import annotations

import random

import pytest

from engine.ai import compiled_search
from engine.ai._kernel.search import Prover
from engine.ai.proof.boards import from_stones, move_order, stones_game
from engine.ai.proof.cube_symmetry import split_key, symmetries
from engine.ai.proof.pns import ProofSearch
from engine.ai.proof.strategy_book import BOARDS
from engine.ai.proof.tasks import Task, prove
from engine.ai.proof.verifier import verify
from engine.rules import PRESETS, Rules
from tests.support.brute_force import BruteForce, quiet_game, stones

SCORE_FOUR, QUBIC = PRESETS["score-four"], PRESETS["qubic"]

# Score Four games (cell index 16x + 4y + z, z up; the first player to move) found by random
# play: in the first the first player wins by threats only because the second player's winning
# cells are in the air (on Qubic, the same stones hold no such win); in the second the same
# stones win by threats on Qubic but not with gravity, where a winning cell is in the air.
WON_BY_GRAVITY = (44, 12, 24, 20, 16, 48, 32, 25, 52, 49, 53, 54, 28, 45, 56, 13, 55, 46, 29, 47)
LOST_TO_GRAVITY = (56, 16, 12, 4, 52, 28, 20, 60, 21, 57, 13, 32, 48, 14, 15, 61)


def threat_moves(rules: Rules, first: int, second: int, threats: int) -> tuple[int, int]:
    """The first move of a win by threats on the compiled board and on the pure-Python one."""
    return (
        from_stones(rules, first, second).threat_move(threats),
        from_stones(rules, first, second, compiled=False).threat_move(threats),
    )


def test_a_win_by_threats_that_exists_because_the_defender_s_cells_are_in_the_air() -> None:
    first, second = stones(WON_BY_GRAVITY)
    compiled, python = threat_moves(SCORE_FOUR, first, second, 2)
    assert compiled >= 0 and python >= 0
    assert BruteForce(SCORE_FOUR).wins_within(first, second, 3)
    assert threat_moves(QUBIC, first, second, 12) == (-1, -1)


def test_no_win_by_threats_where_a_winning_cell_is_in_the_air() -> None:
    first, second = stones(LOST_TO_GRAVITY)
    assert threat_moves(SCORE_FOUR, first, second, 12) == (-1, -1)
    assert not BruteForce(SCORE_FOUR).wins_within(first, second, 3)
    compiled, python = threat_moves(QUBIC, first, second, 3)
    assert compiled >= 0 and python >= 0


def test_both_threat_searches_agree_with_brute_force_on_random_score_four_positions() -> None:
    rng = random.Random(43)
    brute = BruteForce(SCORE_FOUR)
    checked = won = 0
    while checked < 40:
        moves = quiet_game(SCORE_FOUR, rng, rng.randrange(10, 30, 2))
        if moves is None:
            continue
        checked += 1
        first, second = stones(moves)
        # Two attacking moves and the win: three moves of the side's own.
        compiled, python = threat_moves(SCORE_FOUR, first, second, 2)
        assert (compiled >= 0) == (python >= 0), moves
        by_force = brute.wins_within(first, second, 3)
        if compiled >= 0:
            won += 1
            assert by_force, moves
            assert compiled in brute.playable(first | second)
    assert won > 0


def exact(rules: Rules, key: int) -> str:
    """What brute force says of the first player's chances in the position of `key`."""
    cells = rules.cell_count
    value = BruteForce(rules).value(*split_key(key, cells))
    return "proven" if value == 1 else "disproven"


def reference(game: str, key: int) -> str:
    return reference_outcome(game, key, 100_000)[0]


def score_three_openings() -> set[int]:
    """Every score-three first-player position two moves in (a first move, a reply; folded),
    and the empty board."""
    table = symmetries(BOARDS["score-three"])
    brute = BruteForce(BOARDS["score-three"])
    return {0} | {
        table.canonical(1 << move, 1 << reply)[0]
        for move in brute.playable(0)
        for reply in brute.playable(1 << move)
    }


def test_every_score_three_opening_gets_its_exact_value_from_both_searches() -> None:
    """Every first-player position two moves in (a first move, a reply; folded) and the empty
    board: the compiled search, pns.py and brute force say the same; the proofs verify."""
    rules = BOARDS["score-three"]
    table = symmetries(rules)
    keys = score_three_openings()
    results = set()
    for key in sorted(keys):
        outcome = prove(Task("score-three", key, (), 100_000))
        assert outcome.status == reference("score-three", key) == exact(rules, key), key
        results.add(outcome.status)
        if outcome.status == "proven":
            start = key & ((1 << table.cells) - 1), key >> table.cells
            assert verify(3, 3, 3, outcome.entries, start=start, gravity=2).ok
    assert exact(rules, 0) == "proven"
    assert results == {"proven", "disproven"}


def test_late_score_four_positions_get_their_exact_value_from_both_searches() -> None:
    rng = random.Random(4)
    table = symmetries(SCORE_FOUR)
    results: list[str] = []
    while len(results) < 8:
        moves = quiet_game(SCORE_FOUR, rng, rng.choice([48, 50]))
        if moves is None:
            continue
        key = table.canonical(*stones(moves))[0]
        outcome = prove(Task("score-four", key, (), 100_000))
        assert outcome.status == reference("score-four", key) == exact(SCORE_FOUR, key), moves
        results.append(outcome.status)
    assert set(results) == {"proven", "disproven"}


def test_stones_are_set_up_in_an_order_gravity_allows() -> None:
    # A column of first, second, first, and a second-player stone beside it: the second
    # player's stone in the column must come before the top one.
    assert move_order(SCORE_FOUR, 1 | 4, 2 | 16) == [0, 1, 2, 4]
    image = symmetries(SCORE_FOUR).canonical(*stones(WON_BY_GRAVITY))[0]
    game = stones_game(SCORE_FOUR, image & (1 << 64) - 1, image >> 64)
    assert len(game.moves) == len(WON_BY_GRAVITY)
    with pytest.raises(ValueError, match="a stone rests on nothing"):
        move_order(SCORE_FOUR, 2, 0)
    with pytest.raises(ValueError, match="no order of turns"):
        # One column of first, first, second, second: the second player has no stone to play
        # between the first player's two.
        move_order(SCORE_FOUR, 1 | 2, 4 | 8)


def test_the_prover_refuses_an_excluded_move_in_the_air() -> None:
    prover = Prover(64, symmetries(SCORE_FOUR).maps, 10)
    board = compiled_search.board(stones_game(SCORE_FOUR, 0, 0))
    with pytest.raises(ValueError, match=r"excluded\[0\]: cell 1 is not playable"):
        prover.prove(board, [1], 10, 4)


def test_the_verifier_refuses_a_move_in_the_air() -> None:
    outcome = prove(Task("score-three", 0, (), 100_000))
    assert verify(3, 3, 3, outcome.entries, gravity=2).ok
    verdict = verify(3, 3, 3, {0: 13}, gravity=2)  # the centre, above an empty cell
    assert not verdict.ok
    assert verdict.problem == "position 0x0: the move is in the air"


# A Score Four position (the first player's stones, then the second's: canonical) won by a
# stone under the first player's own winning cell in the air: the stone opens it, a threat that
# makes no new line. The kernel's proof search accepted it as a leaf (its remembered sequences
# are replayed move by move, openers included); the verifier must find such wins itself.
OPENED = 0x370145B081018A1008063241701075
OPENED_TASK = 20367828019175541266891488199169
"""A position 20 stones in whose proof meets OPENED."""


def test_a_threat_made_by_opening_a_cell_in_the_air_is_found_by_the_verifier() -> None:
    first, second = OPENED & (1 << 64) - 1, OPENED >> 64
    assert BruteForce(SCORE_FOUR).wins_within(first, second, 2)
    assert verify(4, 3, 4, {}, start=(first, second), gravity=2).ok
    outcome = prove(Task("score-four", OPENED_TASK, (), 100_000))
    assert outcome.status == "proven"
    start = OPENED_TASK & (1 << 64) - 1, OPENED_TASK >> 64
    assert verify(4, 3, 4, outcome.entries, start=start, gravity=2).ok


def reference_outcome(game: str, key: int, expansions: int) -> tuple[str, int, list[int]]:
    """pns.py's status and, when unknown, its most-proving move and refuted moves for `key`
    within `expansions` (as a task of the build without the kernel gives them)."""
    rules = BOARDS[game]
    search = ProofSearch(symmetries(rules), lambda a, b: from_stones(rules, a, b, compiled=False))
    found = search.run(key, expansions).value
    if found != "unknown":
        return found, -1, []
    return found, search.most_proving_move(key), search.refuted_moves(key)


def test_the_moves_an_unfinished_search_refutes_lose_the_win_by_brute_force() -> None:
    """A task that runs out of nodes hands back, besides its most promising move, the root moves
    it disproved on the way (the build sets them aside): each is one the second player holds
    against, by brute force, from both searches; the move to split on is never one of them."""
    rules = BOARDS["score-three"]
    table = symmetries(rules)
    brute = BruteForce(rules)
    keys = score_three_openings()
    refuted_seen = {"compiled": 0, "reference": 0}
    for key in sorted(keys):
        first, second = split_key(key, table.cells)
        for expansions in (3, 10, 30):
            outcome = prove(Task("score-three", key, (), expansions))
            status, move, refuted = reference_outcome("score-three", key, expansions)
            for name, (found, split_on, moves) in {
                "compiled": (outcome.status, outcome.move, list(outcome.refuted)),
                "reference": (status, move, refuted),
            }.items():
                if found != "unknown":
                    assert not moves
                    continue
                assert split_on not in moves
                for refuted_move in moves:
                    assert refuted_move in brute.playable(first | second)
                    # The second player to move, after it: a draw or better for it.
                    held = brute.value(second, first | 1 << refuted_move)
                    assert held >= 0, (name, key, refuted_move)
                refuted_seen[name] += len(moves)
    assert refuted_seen["compiled"] > 0 and refuted_seen["reference"] > 0, refuted_seen
