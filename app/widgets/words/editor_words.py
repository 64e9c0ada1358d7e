"""The words of the board editor (Game → Set up position) and of Edit → Copy and Paste: why a
position set up by hand is one no game reaches, and what is wrong with a pasted text (a game
code, or a line of moves, with the move at fault)."""

from __future__ import annotations

from app.widgets.words import QT_TR_NOOP, tr
from app.widgets.words.library_words import code_problem_text
from app.widgets.words.window_words import colour_name, refusal_text
from engine.library import CodeProblem
from engine.notation import NotationError, NotationProblem, format_cell
from engine.record.move_text import MoveTextProblem
from engine.record.set_up_position import SetUpProblem, SetUpProblemKind

_SET_UP_PROBLEMS = {
    SetUpProblemKind.OFF_BOARD: QT_TR_NOOP("A stone at %1 is not on the board."),
    SetUpProblemKind.NO_SUCH_PLAYER: QT_TR_NOOP("A stone belongs to no player of this game."),
    SetUpProblemKind.BLOCKED: QT_TR_NOOP("%1 is blocked: no stone can be there."),
    SetUpProblemKind.FLOATING: QT_TR_NOOP(
        "The stone at %1 floats: the cell under it is empty, and stones fall to the bottom."
    ),
    SetUpProblemKind.FULL: QT_TR_NOOP("The board is full: the game would be over."),
    SetUpProblemKind.NO_ORDER: QT_TR_NOOP(
        "No game stacks these stones so with the players taking turns: look at which colour "
        "is on top of each column."
    ),
    SetUpProblemKind.TOO_HARD: QT_TR_NOOP(
        "No order of moves that reaches this position was found in time."
    ),
}


def _counts(values: tuple[int, ...]) -> str:
    """ "orange 3, blue 2": each colour and its stones."""
    return tr(", ").join(
        tr("%1 %2").replace("%1", colour_name(player)).replace("%2", str(count))
        for player, count in enumerate(values)
    )


def set_up_problem_text(problem: SetUpProblem) -> str:
    """Why no game reaches the position set up, as a sentence or two."""
    kind = problem.kind
    if kind is SetUpProblemKind.COUNTS:
        return (
            tr(
                "The stones do not add up: the players take turns, so with this side to move "
                "the stones should be %1, and they are %2."
            )
            .replace("%1", _counts(problem.expected))
            .replace("%2", _counts(problem.counts))
        )
    if kind is SetUpProblemKind.FINISHED_LINE:
        line = " ".join(format_cell(cell) for cell in problem.line or ())
        return (
            tr("The %1 stones have completed a line (%2): the game would be over.")
            .replace("%1", colour_name(problem.player or 0))
            .replace("%2", line)
        )
    if kind is SetUpProblemKind.FINISHED_TARGET:
        return tr("The %1 stones have the lines to win: the game would be over.").replace(
            "%1", colour_name(problem.player or 0)
        )
    cell = format_cell(problem.cell) if problem.cell is not None else ""
    return tr(_SET_UP_PROBLEMS[kind]).replace("%1", cell)


def _notation_text(error: NotationError) -> str:
    details = error.details
    if error.problem is NotationProblem.OUT_OF_RANGE:
        return (
            tr("%1 = %2 is off the board, which runs from 1 to %3.")
            .replace("%1", str(details["axis"]))
            .replace("%2", str(details["value"]))
            .replace("%3", str(details["size"]))
        )
    if error.problem is NotationProblem.COUNT:
        return tr("it has %1 numbers, not one for each side of the board.").replace(
            "%1", str(details["count"])
        )
    if error.problem is NotationProblem.COLUMN_FULL:
        return tr("that column is full.")
    return tr("it is not numbers separated by commas.")


def move_text_problem_text(problem: MoveTextProblem, game: str) -> str:
    """What is wrong with a pasted line of moves of the game named `game`."""
    if problem.notation is None and problem.refusal is None:
        return tr("The clipboard is empty.")
    if problem.notation is not None:
        why = _notation_text(problem.notation)
    else:
        assert problem.refusal is not None
        why = refusal_text(problem.refusal, [colour_name(p) for p in range(4)])
    return (
        tr("This is not a list of moves of %1: at move %2 (“%3”), %4")
        .replace("%1", game)
        .replace("%2", str(problem.move + 1))
        .replace("%3", problem.text)
        .replace("%4", why)
    )


def pasted_code_problem_text(problem: CodeProblem) -> str:
    """What is wrong with a pasted text taken for a game code (it has letters)."""
    return tr("This is not a game code. %1").replace("%1", code_problem_text(problem))


def paste_title() -> str:
    return tr("Cannot paste")
