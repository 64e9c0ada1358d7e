"""The presets in words: the name players know each by and a line on what it is (the New game
dialog shows both, the menus and titles the name)."""

from __future__ import annotations

from app.widgets.words import QT_TR_NOOP, tr
from engine import PRESETS

# Marked here for lupdate, translated where they are shown: (name, one line on what it is).
_PRESET_WORDS: dict[str, tuple[str, str]] = {
    "tic-tac-toe": (QT_TR_NOOP("Tic-tac-toe"), QT_TR_NOOP("Three in a row on a 3×3 grid.")),
    "connect-four": (
        QT_TR_NOOP("Connect Four"),
        QT_TR_NOOP("Four in a row; stones fall down seven columns of six."),
    ),
    "gomoku": (QT_TR_NOOP("Gomoku"), QT_TR_NOOP("Five in a row on a 15×15 board.")),
    "cube-3": (QT_TR_NOOP("3D tic-tac-toe"), QT_TR_NOOP("Three in a row in a 3×3×3 cube.")),
    "qubic": (QT_TR_NOOP("Qubic"), QT_TR_NOOP("Four in a row in a 4×4×4 cube.")),
    "score-four": (
        QT_TR_NOOP("Score Four"),
        QT_TR_NOOP("Qubic with gravity: stones drop down sixteen poles."),
    ),
    "four-d": (
        QT_TR_NOOP("4D four in a row"),
        QT_TR_NOOP("Four in a row on the 4×4×4×4 hypercube, one w-slice at a time."),
    ),
    "tesseract": (
        QT_TR_NOOP("Tesseract"),
        QT_TR_NOOP("Three in a row on the 3×3×3×3 tesseract, centre blocked: %1 lines win."),
    ),
}


def game_name(preset: str) -> str:
    """The name players know preset `preset` by, in the current language."""
    words = _PRESET_WORDS.get(preset)
    return tr(words[0]) if words is not None else preset


def game_summary(preset: str) -> str:
    """One line on what preset `preset` is (%1, where a summary has it, is the preset's target)."""
    words = _PRESET_WORDS.get(preset)
    if words is None:
        return ""
    return tr(words[1]).replace("%1", str(PRESETS[preset].target))
