"""Every shipped puzzle proven again by the engine, the loader refusing a changed solution,
and `hyperrow puzzles --list --json` printing them all."""

from __future__ import annotations

import io
import json
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from engine.puzzles import pack
from engine.puzzles.puzzle import DIFFICULTIES, Kind, Puzzle
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
    assert set(levels) == set(DIFFICULTIES)
    assert len({puzzle.ident for puzzle in puzzles}) == len(puzzles)


@pytest.mark.parametrize("board", [slow_on(board, LARGE_BOARDS) for board in pack.BOARDS])
def test_every_shipped_puzzle_is_proven_first_move_only_forced_and_exact(board: str) -> None:
    problems = {p.ident: proof_problem(p) for p in pack.shipped(board)}
    assert {ident: why for ident, why in problems.items() if why is not None} == {}


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
        assert set(row) == {"rules", "moves", "solution", "win_in", "kind"}
        assert row["kind"] in ("win", "defend")
        assert row["rules"] in pack.BOARDS
    assert len(next(r for r in rows if r["rules"] == "four-d")["moves"][0]) == 4
