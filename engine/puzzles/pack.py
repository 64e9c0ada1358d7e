"""Puzzle packs: one JSON file per board in resources/puzzles/ (`hyperrow puzzles build` writes
them), each puzzle in the form of engine.puzzles.puzzle:

    {"format": "hyperrow-puzzles", "version": 1, "rules": "qubic", "puzzles": [...]}

Loading re-checks every puzzle's line (soundness.line_problem: cheap) and refuses the whole pack
when one fails, naming it: a pack edited by hand, or a solution changed, never reaches a
player. `check_pack` goes further, for the tests and `hyperrow puzzles check`: every puzzle's
whole proof (soundness.proof_problem), its answer unique under its proof (on Connect Four by
the exact solver)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from engine.atomic_files import write_text_atomic
from engine.puzzles.puzzle import Puzzle, PuzzleDataError, puzzle_from_data
from engine.puzzles.soundness import line_problem, proof_problem
from engine.puzzles.symmetry import symmetries
from engine.resources import SOURCE_FOLDER as RESOURCES
from engine.resources import resource
from engine.rules import PRESETS

FORMAT = "hyperrow-puzzles"
VERSION = 1
SOURCE_FOLDER = RESOURCES / "puzzles"
"""The source tree's packs, where `hyperrow puzzles build` writes by default."""
BOARDS = ("connect-four", "cube-3", "qubic", "score-four", "four-d", "gomoku")
"""The boards packs ship for, in menu order."""


class PackError(ValueError):
    """A pack that cannot be used; the message says which file and why."""


def pack_path(board: str) -> Path:
    """Where the shipped pack of `board` is."""
    return resource(f"puzzles/{board}.json")


def save_pack(path: Path, board: str, puzzles: list[Puzzle]) -> None:
    """Write `puzzles` of `board` to `path` atomically, one puzzle a line."""
    lines = ",\n".join("    " + json.dumps(puzzle.to_data()) for puzzle in puzzles)
    head = f'{{"format": "{FORMAT}", "version": {VERSION}, "rules": "{board}", "puzzles": [\n'
    write_text_atomic(path, head + lines + "\n]}\n")


def load_pack(path: Path, *, check: bool = True) -> tuple[Puzzle, ...]:
    """The puzzles of the pack at `path`, each line re-checked (unless `check` is False: a pack
    to be proven again, see pack_builder.recheck); raises PackError."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise PackError(f"{path}: {error.strerror or error}") from None
    except (ValueError, UnicodeDecodeError) as error:
        raise PackError(f"{path}: not JSON ({error})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise PackError(f"{path}: not a hyperrow puzzle pack")
    if data.get("version") != VERSION:
        raise PackError(f"{path}: version {data.get('version')!r}, expected {VERSION}")
    board = data.get("rules")
    entries = data.get("puzzles")
    if board not in PRESETS or not isinstance(entries, list):
        raise PackError(f"{path}: the pack names no preset or holds no puzzle list")
    puzzles = []
    for i, entry in enumerate(entries):
        try:
            puzzle = puzzle_from_data(entry)
        except PuzzleDataError as error:
            raise PackError(f"{path}: puzzles[{i}]: {error}") from None
        problem = None if puzzle.board == board else f"rules {puzzle.board}, not {board}"
        problem = problem or (line_problem(puzzle) if check else None)
        if problem is not None:
            raise PackError(f"{path}: puzzles[{i}]: {problem}")
        puzzles.append(puzzle)
    return tuple(puzzles)


def check_pack(path: Path) -> tuple[Puzzle, ...]:
    """`load_pack`, then every puzzle's whole proof; raises PackError naming the first puzzle
    whose answer is not unique under its proof (or fails otherwise), and why."""
    puzzles = load_pack(path)
    for i, puzzle in enumerate(puzzles):
        problem = proof_problem(puzzle)
        if problem is not None:
            raise PackError(f"{path}: puzzles[{i}] ({puzzle.ident}, {puzzle.proof}): {problem}")
    return puzzles


@cache
def shipped(board: str) -> tuple[Puzzle, ...]:
    """The shipped pack of `board` (loaded once); raises PackError when it is missing or
    unsound."""
    return load_pack(pack_path(board))


def all_shipped() -> tuple[Puzzle, ...]:
    """Every shipped puzzle, board by board in BOARDS order; raises PackError."""
    return tuple(puzzle for board in BOARDS for puzzle in shipped(board))


def pack_puzzle_of(puzzle: Puzzle) -> Puzzle:
    """The shipped puzzle `puzzle` is an image of (a turn or mirror of the board, as a player
    is shown one), or `puzzle` itself when it is none's: a record counts a puzzle under its
    pack's name, whatever image it was solved in. Raises PackError when the board's pack is
    missing or unsound."""
    shape = (puzzle.kind, puzzle.win_in, len(puzzle.moves))
    for candidate in shipped(puzzle.board):
        if (candidate.kind, candidate.win_in, len(candidate.moves)) != shape:
            continue
        for symmetry in symmetries(candidate.rules):
            if candidate.transformed(symmetry) == puzzle:
                return candidate
    return puzzle
