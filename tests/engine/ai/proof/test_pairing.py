"""Claimeven and baseinverse (engine.ai.pairing, the kernel's pairing.c): the kernel and the
pure-Python reference settle the same positions; every position they settle is one the side to
move does not win by brute force; the proof searches settle such a position at once, both of
them; and on a position of Score Four's build the test saves the proof search work without
changing what it proves."""

from __future__ import annotations

import itertools
import random

from engine.ai import compiled_search
from engine.ai.pairing import pairing_refutes
from engine.ai.proof.boards import LEAF_THREATS, from_stones, stones_game
from engine.ai.proof.cube_symmetry import split_key, symmetries
from engine.ai.proof.pns import ProofSearch, status
from engine.ai.proof.tasks import Task, prove, prover, table_bits
from engine.ai.proof.verifier import verify
from engine.ai.threat_board import PositionBoard
from engine.game import Game
from engine.geometry import geometry
from engine.rules import PRESETS, Rules
from tests.support.brute_force import BruteForce, quiet_game, stones

SCORE_FOUR = PRESETS["score-four"]
CONNECT_FOUR = PRESETS["connect-four"]
# Connect Four on a 4×4 board: small enough for brute force from the empty board.
SMALL = Rules(shape=(4, 4), k=4, gravity=1)

# A Score Four position of the build's tree, 40 stones in (a canonical key, the first player to
# move), which the first player wins: proven with and without the pairing test.
BUILD_POSITION = 417353763213728574941588793834439301


def odd_columns(rules: Rules, game: Game) -> int:
    """The columns of `game` with an odd number of empty cells (the bases baseinverse pairs)."""
    geo = geometry(rules)
    count = 0
    for bottom in (c for c in range(geo.size) if geo.below[c] < 0):
        empty, c = 0, bottom
        while c >= 0:
            empty += game.board[c] < 0
            c = geo.above[c]
        count += empty % 2
    return count


def said_by_both(game: Game) -> bool:
    """What the kernel and the reference say of `game`'s position, the same."""
    compiled = compiled_search.board(game).pairing_refutes()
    assert compiled == PositionBoard(game).pairing_refutes(), (game.rules, game.moves)
    return compiled


def test_the_kernel_and_the_reference_agree_on_every_position_of_random_games() -> None:
    """Every position, either side to move, of quiet random games (no move that wins or lets
    the other side win at once) to every length."""
    rng = random.Random(7)
    for rules, count in ((SCORE_FOUR, 60), (CONNECT_FOUR, 60), (SMALL, 200)):
        said = set()
        games = (
            quiet_game(rules, rng, rng.randrange(rules.cell_count - 1)) for _ in itertools.count()
        )
        for moves in itertools.islice(filter(None, games), count):
            game = Game(rules)
            for cell in moves:
                said.add(said_by_both(game))
                game.push(cell)
            said.add(said_by_both(game))
        assert said == {True, False}, rules


def test_no_board_without_gravity_is_ever_refuted() -> None:
    geo = geometry(PRESETS["qubic"])
    assert not pairing_refutes([-1] * geo.size, geo.below, geo.above, geo.lines, 0)


def refuted_positions(rules: Rules, plies: range, count: int, seed: int) -> list[list[int]]:
    """`count` positions of random quiet games of `plies` moves, the first player to move,
    that the pairing refutes."""
    rng = random.Random(seed)
    found: list[list[int]] = []
    while len(found) < count:
        moves = quiet_game(rules, rng, rng.choice(plies))
        if moves is None:
            continue
        game = Game(rules)
        for cell in moves:
            game.push(cell)
        if PositionBoard(game).pairing_refutes():
            found.append(moves)
    return found


def test_a_refuted_first_player_wins_nowhere_by_brute_force() -> None:
    """On Score Four late and on a 4×4 Connect Four board from two stones in, with claimeven
    alone and with bases paired too: brute force finds no win for the side to move."""
    for rules, plies, seed in ((SCORE_FOUR, range(44, 53, 2), 11), (SMALL, range(2, 11, 2), 12)):
        brute = BruteForce(rules)
        positions = refuted_positions(rules, plies, 12, seed)
        with_bases = 0
        for moves in positions:
            first, second = stones(moves)
            assert brute.value(first, second) < 1, (rules, moves)
            game = Game(rules)
            for cell in moves:
                game.push(cell)
            with_bases += odd_columns(rules, game) > 0
        assert with_bases > 0, rules


def test_both_proof_searches_settle_a_refuted_position_without_searching_it() -> None:
    moves = refuted_positions(SCORE_FOUR, range(40, 47, 2), 1, 21)[0]
    key = symmetries(SCORE_FOUR).canonical(*stones(moves))[0]
    outcome = prove(Task("score-four", key, (), 100_000))
    assert (outcome.status, outcome.expansions) == ("disproven", 0)
    search = ProofSearch(
        symmetries(SCORE_FOUR), lambda a, b: from_stones(SCORE_FOUR, a, b, compiled=False)
    )
    search.run(key, 100_000)
    assert (status(search.nodes[key]).value, search.expansions) == ("disproven", 0)
    without = ProofSearch(
        symmetries(SCORE_FOUR),
        lambda a, b: from_stones(SCORE_FOUR, a, b, compiled=False),
        pairing=False,
    )
    without.run(key, 1)
    assert without.expansions == 1


def test_the_build_s_position_is_proven_with_less_work_and_its_proof_verifies() -> None:
    rules = SCORE_FOUR
    cells = symmetries(rules).cells
    first, second = split_key(BUILD_POSITION, cells)
    search = prover("score-four", table_bits(100_000))
    found = {}
    for pairing in (True, False):
        board = compiled_search.board(stones_game(rules, first, second))
        found[pairing] = search.prove(board, (), 100_000, LEAF_THREATS, pairing=pairing)
    assert found[True][0] == found[False][0] == 1  # proven both ways
    assert found[True][2] < found[False][2]
    entries = {mine | theirs << cells: at for mine, theirs, at in found[True][3]}
    assert verify(4, 3, 4, entries, start=(first, second), gravity=2).ok


def first_expansion(key: int) -> tuple[int, int]:
    """The most-proving move of the Score Four position `key` after one expansion: the compiled
    search's and the reference's."""
    outcome = prove(Task("score-four", key, (), 1))
    search = ProofSearch(
        symmetries(SCORE_FOUR), lambda a, b: from_stones(SCORE_FOUR, a, b, compiled=False)
    )
    search.run(key, 1)
    return outcome.move, search.most_proving_move(key)


def test_with_gravity_a_move_the_defender_must_answer_in_one_place_is_tried_first() -> None:
    """Mobility: with gravity a new node's numbers start from its moves, so after the root's
    first expansion both searches go on with a move that leaves the defender one reply (a block)
    before quieter ones lower on the board; on Qubic every child starts at 1 and the first is
    the lowest."""
    rng = random.Random(31)
    table = symmetries(SCORE_FOUR)
    brute = BruteForce(SCORE_FOUR)
    checked = 0
    while checked < 5:
        moves = quiet_game(SCORE_FOUR, rng, rng.randrange(8, 17, 2))
        if moves is None:
            continue
        key = table.canonical(*stones(moves))[0]
        first, second = key & ((1 << table.cells) - 1), key >> table.cells
        board = from_stones(SCORE_FOUR, first, second)
        if board.pairing_refutes() or board.threat_move(LEAF_THREATS) >= 0:
            continue  # settled when created: never expanded
        forcing = [c for c in brute.playable(first | second) if brute.wins(first | 1 << c, second)]
        if not forcing or min(forcing) == min(brute.playable(first | second)):
            continue
        checked += 1
        compiled, reference = first_expansion(key)
        assert compiled == reference, moves
        assert compiled in forcing, moves
    outcome = prove(Task("qubic", 0, (), 1))
    assert outcome.move == 0
