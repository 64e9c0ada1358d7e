"""The puzzle window's sentences: the task, the verdicts, the hints, the list of a pack's
puzzles and the record, each a whole sentence with its numbers as placeholders."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from app.model.puzzles.puzzle_hint import Hint
from app.model.puzzles.puzzle_outcomes import Outcome
from app.widgets.words import QT_TR_NOOP, number, tr
from app.widgets.words.game_words import game_name
from app.widgets.words.window_words import colour_name
from engine import format_cell
from engine.puzzles.attempt import PuzzleRun, Step, Verdict
from engine.puzzles.progress import PuzzleRecord
from engine.puzzles.puzzle import Difficulty, Kind, Puzzle
from engine.rules import Cell

DIFFICULTY_WORDS = {
    Difficulty.EASY: QT_TR_NOOP("Easy"),
    Difficulty.MEDIUM: QT_TR_NOOP("Medium"),
    Difficulty.HARD: QT_TR_NOOP("Hard"),
}


def title_text(puzzle: Puzzle, daily: bool) -> str:
    """The puzzle's board and difficulty (and that it is today's)."""
    text = tr("Today's puzzle: %1, %2") if daily else tr("%1, %2")
    level = tr(DIFFICULTY_WORDS[puzzle.difficulty])
    return text.replace("%1", game_name(puzzle.board)).replace("%2", level)


def your_title_text(puzzle: Puzzle) -> str:
    """The title of a puzzle from the player's own games: the win they missed."""
    text = tr("From your games: find the win you missed (%1, %2)")
    level = tr(DIFFICULTY_WORDS[puzzle.difficulty])
    return text.replace("%1", game_name(puzzle.board)).replace("%2", level)


def your_pack_text(puzzles: Sequence[Puzzle], solved: frozenset[str]) -> str:
    """What the puzzles from the player's games hold: the wins missed in analysed games."""
    if not puzzles:
        return tr(
            "No win slipped away in your analysed games yet. Each proven win you miss in a game "
            "you analyse (Review → Analyse game) becomes a puzzle here."
        )
    done = sum(puzzle.ident in solved for puzzle in puzzles)
    text = tr("%n wins you missed in your analysed games. You solved %1 of them.", "", len(puzzles))
    return text.replace("%1", number(done))


def task_text(puzzle: Puzzle) -> str:
    """What the side to move must do."""
    mover = colour_name(len(puzzle.moves) % 2)
    if puzzle.kind is Kind.WIN:
        text = (
            tr("You play %1 and win with one move: find it.")
            if puzzle.win_in == 1
            else tr("You play %1 and win in %2 moves: find the first move.")
        )
    else:
        text = (
            tr("You play %1: only one move saves the game, any other loses at once.")
            if puzzle.win_in == 1
            else tr("You play %1: only one move saves the game, any other loses in %2 moves.")
        )
    return text.replace("%1", mover).replace("%2", str(puzzle.win_in))


def pack_text(puzzles: Sequence[Puzzle], solved: frozenset[str]) -> str:
    """What a board's pack holds, and how much of it the player solved."""
    levels = Counter(puzzle.difficulty for puzzle in puzzles)
    done = sum(puzzle.ident in solved for puzzle in puzzles)
    text = tr("%1 puzzles on this board: %2 easy, %3 medium, %4 hard. You solved %5 of them.")
    values = (len(puzzles), *(levels[level] for level in Difficulty), done)
    for i, value in enumerate(values, start=1):
        text = text.replace(f"%{i}", number(value))
    return text


def proof_text(puzzle: Puzzle) -> str:
    """What proves the puzzle's answer, and how far."""
    depth = puzzle.proof.depth
    if depth is None:
        if puzzle.kind is Kind.WIN:
            return tr("Proof: hyperrow's exact solver. No other move wins at all.")
        return tr("Proof: hyperrow's exact solver. Every other move loses; this one does not.")
    if puzzle.kind is Kind.WIN:
        text = tr(
            "Proof: a search %1 of your moves deep. No other first move wins within %1 moves; "
            "a slower win may exist."
        )
    else:
        text = tr(
            "Proof: a search %1 of the other side's moves deep. After the saving move it has "
            "no forced win within %1 moves; every other move loses."
        )
    return text.replace("%1", number(depth))


def step_text(cell: Cell, step: Step, run: PuzzleRun) -> str:
    """What the player's move at `cell` did in `run` and the engine's answer."""
    reply = "" if step.reply is None else format_cell(step.reply)
    kind = run.puzzle.kind
    if step.verdict is Verdict.SOLVED:
        return solved_text(cell, None)
    if step.verdict is Verdict.SLOWER:
        text = tr("%1 wins too, in %2; find the win in %3.")
        wins_in = 0 if step.wins_in is None else step.wins_in
        return (
            text.replace("%1", format_cell(cell))
            .replace("%2", number(wins_in))
            .replace("%3", number(run.left))
        )
    if step.verdict is Verdict.GOOD:
        text = tr("%1 is right. The engine answers %2: go on.")
    elif step.engine_won:
        text = tr("%1 loses: the engine answers %2 and wins.")
    elif kind is Kind.DEFEND:
        text = (
            tr("%1 does not save the game: the engine answers %2.")
            if step.reply is not None
            else tr("%1 does not save the game.")
        )
    elif run.puzzle.proof.exact:
        text = (
            tr("%1 does not win: the engine answers %2.")
            if step.reply is not None
            else tr("%1 does not win.")
        )
    else:
        text = (
            tr("%1 does not win within %3 of your moves: the engine answers %2.")
            if step.reply is not None
            else tr("%1 does not win within %3 of your moves.")
        )
    text = text.replace("%1", format_cell(cell)).replace("%2", reply)
    return text.replace("%3", number(run.left))


OUTCOME_WORDS = {
    Outcome.NOT_TRIED: QT_TR_NOOP("not tried"),
    Outcome.FAILED: QT_TR_NOOP("failed"),
    Outcome.RETRIED: QT_TR_NOOP("solved on a retry, counted as failed"),
    Outcome.HINTED: QT_TR_NOOP("solved with a hint"),
    Outcome.SOLVED: QT_TR_NOOP("solved"),
}
AXIS_LETTERS = "xyzwvu"


def solved_text(cell: Cell, outcome: Outcome | None) -> str:
    """The puzzle solved by the player's move at `cell`, and whether it counts (`outcome`)."""
    if outcome is Outcome.HINTED:
        text = tr(
            "%1: solved with a hint. A puzzle solved with a hint is not counted as solved: "
            "open it again from the list later and solve it on your own."
        )
    elif outcome is Outcome.RETRIED:
        text = tr(
            "%1: solved, but on a second try. Only the first try counts, so this puzzle is "
            "counted as failed."
        )
    else:
        text = tr("%1: solved!")
    return text.replace("%1", format_cell(cell))


def hint_text(hint: Hint) -> str:
    """What a hint shows: the slice the move is in (with how to see the cell), or the cell."""
    if hint.axis is None:
        text = tr("Hint: play %1 (marked on the board).")
        return text.replace("%1", format_cell(hint.cell))
    text = tr(
        "Hint: the move is in the slice %1 = %2, whose free cells are marked. Ask for a hint "
        "again to see the cell."
    )
    return text.replace("%1", AXIS_LETTERS[hint.axis]).replace(
        "%2", number(hint.cell[hint.axis] + 1)
    )


def list_entry(position: int, puzzle: Puzzle, outcome: Outcome) -> str:
    """A puzzle's line in the list: its number in the pack, difficulty, task and outcome."""
    if puzzle.kind is Kind.WIN:
        task = tr("win in %1").replace("%1", number(puzzle.win_in))
    else:
        task = tr("save the game")
    text = tr("%1. %2, %3: %4")
    values = (number(position), tr(DIFFICULTY_WORDS[puzzle.difficulty]), task)
    for i, value in enumerate(values, start=1):
        text = text.replace(f"%{i}", value)
    return text.replace("%4", tr(OUTCOME_WORDS[outcome]))


def record_text(record: PuzzleRecord) -> str:
    """The player's record."""
    text = tr("Solved: %1 · Streak: %2 (best %3) · Rating: %4")
    values = (len(record.solved), record.streak, record.best_streak, record.rating)
    for i, value in enumerate(values, start=1):
        text = text.replace(f"%{i}", number(value))
    return text
