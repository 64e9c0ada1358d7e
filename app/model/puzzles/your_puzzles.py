"""Puzzles from your own games: every proven slip of an analysed game in the library (a move
whose analysis proves a win for its mover before it and no win after it) becomes a puzzle "find
the win you missed" in the position before the slip, held to the proof rules of the shipped
packs (engine.puzzles.soundness.proof_problem): on the exact solver's boards the answer is the
only move that wins at all, elsewhere the bounded proof search shows no other first move wins
within its depth; a position where the win cannot be proven so (two winning moves, a win too
long, a search too large) gives no puzzle. No Qt, no words: the puzzle window shows them."""

from __future__ import annotations

from collections.abc import Iterable

from engine.game import EMPTY, Game
from engine.library import GameLibrary, LibraryEntry
from engine.puzzles.exact import exact_board, move_result, move_results
from engine.puzzles.pack_builder import (
    EXACT_MAX_EMPTY,
    MAX_PROOF_NODES,
    MAX_WIN_IN,
    win_puzzle,
)
from engine.puzzles.proof import ProofTooLong
from engine.puzzles.puzzle import Kind, Puzzle
from engine.puzzles.soundness import MIN_CHOICES, proof_problem
from engine.record import RecordError
from engine.record.analysis_data import GameAnalysis, MoveAnalysis, Result
from engine.rules import PRESETS, Cell, preset_name


def slips(analysis: GameAnalysis) -> list[MoveAnalysis]:
    """The moves of `analysis` that threw a proven win away: a win before, proven no win
    after."""
    return [
        move
        for move in analysis.moves
        if move.proven and move.before.result is Result.WIN and move.after.result is not Result.WIN
    ]


def missed_win(board: str, game: Game) -> Puzzle | None:
    """The puzzle "find the win" in `game`'s position on the preset `board` when the side to
    move has a win there that the packs' proof rules can hold as the only answer; else None."""
    rules = PRESETS[board]
    if rules.players != 2 or rules.target != 1 or game.is_over():
        return None
    if len(game.legal_moves()) < MIN_CHOICES:
        return None
    try:
        puzzle = _exact_win(board, game) if exact_board(board) else win_puzzle(board, game)
        if puzzle is None or proof_problem(puzzle, MAX_PROOF_NODES) is not None:
            return None
    except (ProofTooLong, ValueError):
        return None
    return puzzle


def _exact_win(board: str, game: Game) -> Puzzle | None:
    """The win the exact solver proves the only one, with its line (the quickest win against
    the longest defence)."""
    if game.board.count(EMPTY) > EXACT_MAX_EMPTY:
        return None  # the solver's seconds there are not for a list of puzzles
    results = move_results(game)
    winning = [cell for cell, result in results.items() if result > 0]
    if len(winning) != 1 or results[winning[0]] > MAX_WIN_IN:
        return None
    first, distance = winning[0], results[winning[0]]
    work = game.copy()
    line: list[Cell] = [first]
    for left in range(distance - 1, 0, -1):
        work.play(line[-1])
        reply = next(c for c in work.legal_moves() if move_result(work, c) == -left)
        work.play(reply)
        line += [reply, next(c for c in work.legal_moves() if move_result(work, c) == left)]
    return Puzzle(board, game.moves, tuple(line), distance, Kind.WIN)


def puzzles_of_game(board: str, moves: Iterable[Cell], analysis: GameAnalysis) -> list[Puzzle]:
    """The puzzles of one analysed game of the preset `board` played with `moves`: one for
    each slip whose missed win the proof rules hold."""
    played = tuple(moves)
    found = []
    for slip in slips(analysis):
        game = Game(PRESETS[board])
        for cell in played[: slip.ply - 1]:
            game.play(cell)
        puzzle = missed_win(board, game)
        if puzzle is not None:
            found.append(puzzle)
    return found


class YourPuzzles:
    """The puzzles of a library's analysed games, each game's worked out once (kept by its id
    and the time it was saved, so a game analysed again is looked at again)."""

    def __init__(self) -> None:
        self._known: dict[tuple[str, str], list[Puzzle]] = {}

    def of(self, library: GameLibrary) -> list[Puzzle]:
        """Every puzzle from the analysed games of `library`, the newest game's first; a game
        whose file cannot be read gives none."""
        found: list[Puzzle] = []
        seen: set[str] = set()
        for entry in library.games(finished=None):
            if not entry.analysed or entry.preset is None:
                continue
            for puzzle in self._of_entry(library, entry):
                if puzzle.ident not in seen:
                    seen.add(puzzle.ident)
                    found.append(puzzle)
        return found

    def _of_entry(self, library: GameLibrary, entry: LibraryEntry) -> list[Puzzle]:
        key = (entry.game_id, entry.saved.isoformat())
        if key not in self._known:
            self._known[key] = []
            try:
                record = library.load(entry.game_id)
            except (RecordError, OSError):
                return []
            board = preset_name(record.rules)
            if record.analysis is not None and board is not None:
                self._known[key] = puzzles_of_game(board, record.game.moves, record.analysis)
        return self._known[key]
