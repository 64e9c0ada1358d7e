"""The words of the lessons: each lesson's title, what each step says and asks, and how a
move is answered."""

from __future__ import annotations

from app.widgets.words import tr
from engine.lessons import Verdict


def lesson_title(name: str) -> str:
    """The title of the lesson called `name` in the lessons list."""
    return {
        "line-2d": tr("1. A line on a flat board"),
        "cube": tr("2. Lines through a cube"),
        "gravity": tr("3. Gravity"),
        "fourth-dimension": tr("4. The fourth dimension"),
        "threats": tr("5. Threats and double threats"),
        "tesseract": tr("6. The tesseract's nine lines"),
    }[name]


def step_text(key: str) -> str:
    """What the step called `key` says and asks."""
    return {
        "line-2d-read": tr(
            "Tic-tac-toe: three stones side by side, across, down or diagonally, make a line and "
            "win. "
            "Every game on hyperrow is won this way, in more dimensions."
        ),
        "line-2d-win": tr("Your move. Find the cell that completes a line of three and click it."),
        "cube-read": tr(
            "Qubic is a 4×4×4 cube with 76 lines: rows along each axis, diagonals across "
            "each face, and four space diagonals that run from corner to opposite corner "
            "through the middle of the cube."
        ),
        "cube-space-diagonal": tr(
            "Three of your stones lie on a space diagonal. Complete the line."
        ),
        "cube-strong-cell": tr(
            "The 8 corners and the 8 cells at the centre of the cube each lie on seven lines: "
            "a row of each axis, a face diagonal of each of three faces, and a space "
            "diagonal. Play on one of these strong cells."
        ),
        "gravity-win": tr(
            "Connect Four: a stone falls to the lowest free cell of its column. Click a "
            "column so that the stone lands where it completes a line of four."
        ),
        "gravity-block": tr(
            "Your opponent threatens to complete a line of four. Block the threat; "
            "remember where your stone will land."
        ),
        "gravity-score-four": tr(
            "Score Four: the same with a 4×4×4 cube, stones falling to the bottom. "
            "Complete a line of four."
        ),
        "w-read": tr(
            "A 4×4×4×4 board is four cubes, the w-slices. The 3D view shows one at a time: "
            "move the w slider to see the others. A line may stay in one slice or run "
            "through all four."
        ),
        "w-ghosts": tr(
            "Here the stones of the slices next to this one are drawn faint beside their "
            "cells (View → Ghost neighbouring slices). You have a stone in slices w = 1, 2 "
            "and 3 on a line that runs across the slices: complete it in this slice, w = 4."
        ),
        "w-all-slices": tr(
            "View → Show all w-slices lays the four cubes side by side. You have three "
            "stones on a line across slices: complete it."
        ),
        "threats-double": tr(
            "A threat is a cell that completes a line next move; a double threat is two "
            "of them at once, and only one can be blocked. Make a double threat."
        ),
        "threats-block": tr("Your opponent threatens to complete a line. Block the threat."),
        "tesseract-read": tr(
            "The tesseract game: a 3×3×3×3 board whose centre cell is blocked, so no line "
            "runs through it. A line is three in a row, and a player wins by completing "
            "nine lines."
        ),
        "tesseract-two-lines": tr(
            "One stone can complete several lines at once. Play a stone that completes two lines."
        ),
    }[key]


def verdict_text(verdict: Verdict) -> str:
    """How a move answered what was asked."""
    return {
        Verdict.RIGHT: tr("Right! Press Next to go on."),
        Verdict.NO_LINE: tr("That stone does not complete a line. Press Retry and look again."),
        Verdict.STILL_THREATENED: tr(
            "The opponent can still complete a line next move. Press Retry and try again."
        ),
        Verdict.NOT_DOUBLE: tr(
            "That stone does not make two threats at once. Press Retry and try again."
        ),
        Verdict.NOT_STRONG: tr(
            "That cell lies on fewer than seven lines. Press Retry and try a corner or a "
            "centre cell."
        ),
        Verdict.TOO_FEW_LINES: tr(
            "That stone does not complete two lines at once. Press Retry and try again."
        ),
    }[verdict]


def lesson_done_text() -> str:
    """Said when the last step of a lesson is done."""
    return tr("Lesson complete. Pick another lesson from the list.")


def lessons_intro_text() -> str:
    """What the lessons window says while no lesson is on its board."""
    return tr(
        "Pick a lesson from the list and press Start lesson. The lessons have a board of "
        "their own: your game stays as it is in the main window."
    )


def lesson_list_entry(title: str, done: bool) -> str:
    """A lesson in the lessons list: its title, marked when it has been completed."""
    return tr("%1 ✓ done").replace("%1", title) if done else title
