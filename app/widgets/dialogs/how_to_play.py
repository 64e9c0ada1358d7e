"""Help → How to play: each game's rules in a paragraph and how to play it here, the same words
the manual and the New game dialog use."""

from __future__ import annotations

from app.widgets.words import tr
from app.widgets.words.game_words import game_name
from app.widgets.words.window_words import rules_text
from engine import PRESET_TABLE, PRESETS


def line_count(name: str) -> str:
    """The number of lines of preset `name`, as the engine counts them."""
    return str(len(PRESETS[name].lines))


def preset_help(name: str) -> str:
    """What preset `name` is and how it is won, in a few sentences."""
    texts = {
        "tic-tac-toe": tr(
            "Three in a row on a 3×3 grid, across, down or diagonally. With best play it is a draw."
        ),
        "connect-four": tr(
            "Seven columns, six rows. Stones fall to the lowest free row of the column "
            "you pick. Four in a row across, up or diagonally wins. The first player wins "
            "with perfect play, starting in the middle column."
        ),
        "gomoku": tr("Five in a row on a 15×15 board, in any of the four directions."),
        "cube-3": tr(
            "Three in a row in a 3×3×3 cube: along any axis, any face diagonal or any of the "
            "four space diagonals through the centre. The first player wins by taking the centre."
        ),
        "qubic": tr(
            "Four in a row in a 4×4×4 cube: %1 lines along the axes, the face diagonals and the "
            "four space diagonals. The first player can force a win, but it is hard to find."
        ).replace("%1", line_count("qubic")),
        "score-four": tr(
            "Qubic with gravity: stones drop down the z axis onto the stone below, like "
            "beads on sixteen poles. Four in a row in any direction wins."
        ),
        "four-d": tr(
            "Four in a row on the 4×4×4×4 hypercube: the 3D view shows one w-slice at a time "
            "(the slider moves through w), or all four side by side. A line may run across "
            "the slices: then it takes one cell in each of them. %1 lines in all."
        ).replace("%1", line_count("four-d")),
        "tesseract": tr(
            "The 3×3×3×3 tesseract with its centre blocked: three in a row, %1 lines. The "
            "game does not stop at the first line: whoever completes %2 lines first wins, "
            "and on a full board the most lines wins. Up to %3 players."
        )
        .replace("%1", line_count("tesseract"))
        .replace("%2", str(PRESETS["tesseract"].target))
        .replace("%3", str(PRESET_TABLE["tesseract"].max_players)),
    }
    return texts[name]


def general_help() -> str:
    """How to play in this window, for every game."""
    return tr(
        "Click a cell in the 3D view or in a grid of the slice panel to play there. Drag with the "
        "left button to turn the board, use the wheel to zoom. On boards with a fourth axis the "
        "slider picks the w-slice shown. Undo takes back your last move (and the CPU's reply). "
        "Review → Start, Back, Forward and End (Home, Ctrl+Left, Ctrl+Right, End) or a click in "
        "the move list shows an earlier position; View → Show threats (Ctrl+T) marks every cell "
        "that would complete a line next move."
    )


def how_to_play(name: str) -> str:
    """The help text of preset `name`: its rules in one paragraph, then how to play here."""
    rules = PRESETS[name]
    heading = tr("%1: %2.").replace("%1", game_name(name)).replace("%2", rules_text(rules))
    return f"{heading}\n\n{preset_help(name)}\n\n{general_help()}"
