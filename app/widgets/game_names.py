"""A one-line description of each preset for the New game dialog, beside its name
(`app.widgets.wording.game_name`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine import PRESETS

CONTEXT = "games"


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def game_summary(preset: str) -> str:
    """One line on what preset `preset` is."""
    summaries = {
        "tic-tac-toe": _t("Three in a row on a 3×3 grid."),
        "connect-four": _t("Four in a row; stones fall down seven columns of six."),
        "gomoku": _t("Five in a row on a 15×15 board."),
        "cube-3": _t("Three in a row in a 3×3×3 cube."),
        "qubic": _t("Four in a row in a 4×4×4 cube."),
        "score-four": _t("Qubic with gravity: stones drop down sixteen poles."),
        "four-d": _t("Four in a row on the 4×4×4×4 hypercube, one w-slice at a time."),
        "tesseract": _t(
            "Three in a row on the 3×3×3×3 tesseract, centre blocked: %1 lines win."
        ).replace("%1", str(PRESETS["tesseract"].target)),
    }
    return summaries.get(preset, "")
