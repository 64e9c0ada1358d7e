"""Every shipped puzzle proven again by the engine under its proof (Connect Four's, every one, by
the exact solver: a win's first move the only move that wins at all, a defence's the only one
that does not lose), the loader and the checker refusing a changed or an ambiguous puzzle, and
`hyperrow puzzles --list --json` printing them all with their proofs."""

from __future__ import annotations

import io
import json
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from engine.puzzles import pack
from engine.puzzles.exact import EXACT_BOARDS, move_results
from engine.puzzles.puzzle import DIFFICULTIES, Kind, Proof, Puzzle, PuzzleDataError
from engine.puzzles.soundness import line_problem, proof_problem
from engine.puzzles.symmetry import symmetries
from engine.rules import PRESETS
from terminal import cli
from tests.support.tiers import LARGE_BOARDS, slow_on

MIN_PUZZLES = 200


@pytest.mark.parametrize("board", pack.BOARDS)
def test_every_board_ships_its_puzzles_across_the_difficulties(board: str) -> None:
    puzzles = pack.shipped(board)
    assert len(puzzles) >= MIN_PUZZLES
    levels = Counter(puzzle.difficulty for puzzle in puzzles)
    # Four-d's games give no win or defence in two that the proofs keep: it has none medium.
    assert set(levels) >= {DIFFICULTIES[0], DIFFICULTIES[-1]}
    assert len({puzzle.ident for puzzle in puzzles}) == len(puzzles)


@pytest.mark.parametrize("board", pack.BOARDS)
def test_every_puzzle_carries_the_proof_its_board_has(board: str) -> None:
    puzzles = pack.shipped(board)
    if board in EXACT_BOARDS:
        assert {p.proof for p in puzzles} == {Proof()}
        return
    for puzzle in puzzles:
        depth = puzzle.proof.depth
        assert depth is not None
        assert depth > puzzle.win_in if puzzle.kind is Kind.WIN else depth >= puzzle.win_in


@pytest.mark.parametrize("board", [slow_on(board, LARGE_BOARDS) for board in pack.BOARDS])
def test_every_shipped_puzzle_is_proven_unique_forced_and_exact_under_its_proof(
    board: str,
) -> None:
    assert len(pack.check_pack(pack.pack_path(board))) == len(pack.shipped(board))


def test_every_connect_four_puzzle_has_one_answer_by_the_exact_solver() -> None:
    """The whole pack, each puzzle's every move solved: the claim of "the only move" is true
    without a horizon."""
    for puzzle in pack.shipped("connect-four"):
        results = move_results(puzzle.game())
        first = puzzle.solution[0]
        if puzzle.kind is Kind.WIN:
            assert [c for c, r in results.items() if r > 0] == [first], puzzle.ident
            assert results[first] == puzzle.win_in, puzzle.ident
        else:
            assert [c for c, r in results.items() if r >= 0] == [first], puzzle.ident
            assert max(-r for r in results.values() if r < 0) == puzzle.win_in, puzzle.ident


def test_the_compiled_solver_and_the_pure_python_reference_agree_on_connect_four_puzzles() -> None:
    """Every fifth puzzle (42) solved again move by move by the reference search, a separate
    implementation of the same algorithm."""
    puzzles = pack.shipped("connect-four")[::5]
    assert len(puzzles) >= 40
    for puzzle in puzzles:
        game = puzzle.game()
        assert move_results(game, kernel=False) == move_results(game), puzzle.ident


def changed(puzzle: Puzzle) -> Puzzle:
    """`puzzle` with its solution's first move swapped for another legal move."""
    game = puzzle.game()
    other = next(cell for cell in game.legal_moves() if cell != puzzle.solution[0])
    return replace(puzzle, solution=(other, *puzzle.solution[1:]))


@pytest.mark.parametrize("board", pack.BOARDS)
def test_the_loaders_check_refuses_every_puzzle_with_its_first_move_changed(board: str) -> None:
    passed = [p.ident for p in pack.shipped(board) if line_problem(changed(p)) is None]
    assert passed == []


def test_a_pack_with_one_solution_changed_is_refused_naming_the_puzzle(tmp_path: Path) -> None:
    puzzles = list(pack.shipped("qubic"))
    path = tmp_path / "qubic.json"
    pack.save_pack(path, "qubic", puzzles)
    assert pack.load_pack(path) == tuple(puzzles)
    puzzles[7] = changed(puzzles[7])
    pack.save_pack(path, "qubic", puzzles)
    with pytest.raises(pack.PackError, match=r"puzzles\[7\]"):
        pack.load_pack(path)


def test_a_defence_changed_to_a_losing_move_is_refused() -> None:
    defences = [p for b in pack.BOARDS for p in pack.shipped(b) if p.kind is Kind.DEFEND]
    assert defences
    for puzzle in defences:
        assert line_problem(changed(puzzle)) is not None, puzzle.ident


@pytest.mark.parametrize("board", pack.BOARDS)
def test_every_symmetry_maps_the_lines_onto_lines(board: str) -> None:
    rules = PRESETS[board]
    lines = {frozenset(line) for line in rules.lines}
    images = symmetries(rules)
    assert len(set(images)) == len(images) > 1
    for image in images:
        assert {frozenset(image.apply(c, rules.shape) for c in line) for line in lines} == lines


@pytest.mark.parametrize("board", pack.BOARDS)
def test_every_puzzle_holds_in_an_image_of_its_board(board: str) -> None:
    images = symmetries(PRESETS[board])
    for i, puzzle in enumerate(pack.shipped(board)):
        assert line_problem(puzzle.transformed(images[i % len(images)])) is None


def test_list_json_prints_every_shipped_puzzle_in_the_issue_form() -> None:
    out = io.StringIO()
    assert cli.main(["puzzles", "--list", "--json"], stdout=out) == 0
    rows = [json.loads(line) for line in out.getvalue().splitlines()]
    assert len(rows) == len(pack.all_shipped())
    for row in rows:
        assert set(row) == {"rules", "moves", "solution", "win_in", "kind", "proof"}
        assert row["proof"] == "exact" or row["proof"].startswith("depth ")
        assert row["kind"] in ("win", "defend")
        assert row["rules"] in pack.BOARDS
    assert len(next(r for r in rows if r["rules"] == "four-d")["moves"][0]) == 4


def ambiguous_connect_four() -> Puzzle:
    """The first puzzle of the Connect Four pack before the exact solver checked it: X wins at
    once at 1,0 ("the only move that wins", in one), but 2,1, 4,1 and 5,1 win too, in three."""
    moves = ((6, 0), (3, 0), (6, 1), (3, 1), (6, 2), (6, 3), (3, 2), (2, 0), (3, 3), (4, 0), (5, 0))
    return Puzzle("connect-four", moves, ((1, 0),), 1, Kind.WIN)


def test_the_checker_refuses_a_puzzle_with_other_winning_moves_naming_it(tmp_path: Path) -> None:
    ambiguous = ambiguous_connect_four()
    assert line_problem(ambiguous) is None  # its line holds: only the proof finds it out
    path = tmp_path / "connect-four.json"
    puzzles = [*pack.shipped("connect-four")[:3], ambiguous]
    pack.save_pack(path, "connect-four", puzzles)
    assert pack.load_pack(path) == tuple(puzzles)
    with pytest.raises(pack.PackError) as refused:
        pack.check_pack(path)
    assert str(refused.value).endswith(
        f"puzzles[3] ({ambiguous.ident}, exact): "
        "the moves that win are [1, 0], [2, 1], [4, 1], [5, 1], not the solution alone"
    )


def test_the_checker_refuses_a_depth_proof_that_another_move_beats() -> None:
    assert proof_problem(replace(ambiguous_connect_four(), proof=Proof(3))) == (
        "the first move is not the only one that wins within 3"
    )


def test_the_loader_refuses_a_quicker_win_an_exact_proof_off_the_solver_and_a_short_depth(
    tmp_path: Path,
) -> None:
    quick = next(p for p in pack.shipped("connect-four") if p.kind is Kind.WIN and p.win_in == 1)
    game = quick.game()
    game.play(quick.solution[0])
    assert game.is_over()
    game.undo()
    other = [c for c in game.legal_moves() if c != quick.solution[0]]
    slow = replace(quick, win_in=2, solution=(quick.solution[0], other[0], other[1]))
    assert line_problem(slow) == "the first move wins sooner than in 2"
    qubic = next(p for p in pack.shipped("qubic") if p.kind is Kind.WIN)
    assert "no exact solver" in str(line_problem(replace(qubic, proof=Proof())))
    short = replace(qubic, proof=Proof(qubic.win_in))
    assert "says nothing beyond the win" in str(line_problem(short))
    path = tmp_path / "qubic.json"
    pack.save_pack(path, "qubic", [qubic, short])
    with pytest.raises(pack.PackError, match=r"puzzles\[1\]: a proof to depth"):
        pack.load_pack(path)


@pytest.mark.parametrize("text", ["exact", "depth 2", "depth 12"])
def test_a_proof_reads_back_from_its_text(text: str) -> None:
    assert str(Proof.parse(text)) == text


@pytest.mark.parametrize(
    "text", ["", "Exact", "depth", "depth 0", "depth 03", "depth -1", "depth ²"]
)
def test_a_proof_that_is_not_one_is_refused(text: str) -> None:
    with pytest.raises(PuzzleDataError, match="proof"):
        Proof.parse(text)


def test_puzzles_check_proves_a_shipped_pack_again() -> None:
    out = io.StringIO()
    assert cli.main(["puzzles", "check", "connect-four"], stdout=out) == 0
    count = len(pack.shipped("connect-four"))
    assert out.getvalue() == f"connect-four: {count} puzzles, each proven again\n"
