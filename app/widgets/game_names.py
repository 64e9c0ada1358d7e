"""A one-line description of each preset for the New game dialog, beside its name
(`app.widgets.wording.game_name`)."""

from __future__ import annotations

from app.widgets.translate import tr
from engine import PRESETS


def game_summary(preset: str) -> str:
    """One line on what preset `preset` is."""
    summaries = {
        "tic-tac-toe": tr("Three in a row on a 3×3 grid."),
        "connect-four": tr("Four in a row; stones fall down seven columns of six."),
        "gomoku": tr("Five in a row on a 15×15 board."),
        "cube-3": tr("Three in a row in a 3×3×3 cube."),
        "qubic": tr("Four in a row in a 4×4×4 cube."),
        "score-four": tr("Qubic with gravity: stones drop down sixteen poles."),
        "four-d": tr("Four in a row on the 4×4×4×4 hypercube, one w-slice at a time."),
        "tesseract": tr(
            "Three in a row on the 3×3×3×3 tesseract, centre blocked: %1 lines win."
        ).replace("%1", str(PRESETS["tesseract"].target)),
    }
    return summaries.get(preset, "")
