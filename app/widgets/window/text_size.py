"""View → Larger text (Ctrl++) and Smaller text (Ctrl+-): the whole window's text, the slice
panel's labels with it, from 85 % to 200 % of the desktop's size; remembered in the data
folder and taken again at the next start."""

from __future__ import annotations

import contextlib

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from app.model.data.data_folder import DataFolder
from app.widgets.board.text_scale import text_scale
from app.widgets.words import tr

TEXT_SCALE_KEY = "view/text-scale"
MESSAGE_MS = 3000


def text_size_actions(window: QMainWindow, data: DataFolder) -> list[QAction]:
    """The two actions, on `window` (their shortcuts work anywhere in it), with the size
    remembered last time put back."""
    scale = text_scale()
    with contextlib.suppress(TypeError, ValueError):
        scale.set_factor(float(data.value(TEXT_SCALE_KEY) or 1.0))  # type: ignore[arg-type]

    def step(change: str) -> None:
        scale.larger() if change == "larger" else scale.smaller()
        data.set_value(TEXT_SCALE_KEY, scale.factor)
        window.statusBar().showMessage(scale.percent_text(), MESSAGE_MS)

    keys = QKeySequence.StandardKey
    actions = []
    for name, text, shortcuts, description in (
        (
            "larger",
            tr("Larger te&xt"),
            [QKeySequence(keys.ZoomIn)],
            tr("Make the text of the whole window larger, up to twice the desktop's size"),
        ),
        (
            "smaller",
            tr("&Smaller text"),
            [QKeySequence(keys.ZoomOut)],
            tr("Make the text of the whole window smaller"),
        ),
    ):
        action = QAction(text, window)
        action.setObjectName(f"text-{name}")
        action.setShortcuts(shortcuts)
        action.setStatusTip(description)
        action.setToolTip(description)
        action.triggered.connect(lambda _=False, n=name: step(n))
        window.addAction(action)
        actions.append(action)
    return actions
