"""The board's place when OpenGL fails: a short message naming what happened and what to try,
above the slice panel, which plays every move the 3D view would."""

from __future__ import annotations

import logging
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QFrame, QMainWindow, QVBoxLayout, QWidget

from app.widgets.words import sentence_label, tr

log = logging.getLogger(__name__)


def no_gl_text(problem: str) -> str:
    """The message for `problem` (a translated sentence from the probe or the first frame)."""
    return tr(
        "The 3D view is off: %1 The board is shown as flat slices below instead, and every "
        "action of the game works as usual. To get the 3D view, start hyperrow with "
        "--software-gl (Mesa's software renderer) or update the graphics driver."
    ).replace("%1", problem)


class NoGlPanel(QWidget):
    """The message over the slice panel; takes the 3D view's place in the window."""

    def __init__(
        self, problem: str, slices: QWidget, more: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("no_gl_panel")
        # `more`: a rich-text link to what to do (the manual's section), which the window opens.
        self.message = sentence_label(self, "gl_message", f"{escape(no_gl_text(problem))} {more}")
        self.message.setTextFormat(Qt.TextFormat.RichText)
        self.message.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.message.setFrameShape(QFrame.Shape.StyledPanel)
        self.message.setMargin(10)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(slices, 1)


def take_board_place(
    window: QMainWindow, slices: QWidget, dock: QDockWidget, problem: str, more: str
) -> NoGlPanel:
    """Put the message and the slice panel (out of its dock, which stays hidden) where the 3D
    view was; the old central widget is deleted. Logs `problem` once."""
    log.error("the 3D view is off, the slice panel plays instead: %s", problem)
    panel = NoGlPanel(problem, slices, more)
    dock.hide()
    dock.toggleViewAction().setVisible(False)
    window.setCentralWidget(panel)
    return panel
