"""The presets as players know them: a name and a one-line description for the New game dialog
and the Help menu, in place of the engine's ids ("score-four")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

import engine
from app.model.session import GameSession
from engine import PRESETS

CONTEXT = "games"


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def game_name(preset: str) -> str:
    """The human name of preset `preset` ("Score Four"); the id itself for an unknown one."""
    names = {
        "tic-tac-toe": _t("Tic-tac-toe"),
        "connect-four": _t("Connect Four"),
        "gomoku": _t("Gomoku"),
        "cube-3": _t("3×3×3 cube"),
        "qubic": _t("Qubic"),
        "score-four": _t("Score Four"),
        "four-d": _t("Four in a row in 4D"),
        "tesseract": _t("Tesseract"),
    }
    return names.get(preset, preset)


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


def window_title(session: GameSession) -> str:
    """ "mine.hyperrow[*] — hyperrow", or "Untitled Qubic[*] — hyperrow" for a game never saved
    ([*] is where Qt puts the unsaved mark)."""
    name = engine.preset_name(session.rules)
    if session.path is not None:
        title = session.path.name
    elif name is not None:
        title = _t("Untitled %1").replace("%1", game_name(name))
    else:
        title = _t("Untitled (%1)").replace("%1", session.rules.describe())
    return _t("%1[*] — hyperrow").replace("%1", title)
