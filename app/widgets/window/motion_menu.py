"""View → Reduce motion and Game → Pause before a CPU move: how much the board moves and how
long a CPU's move waits so a person can follow it, both remembered in the data folder."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu

from app.model.data.data_folder import DataFolder
from app.model.session.game_session import WATCH_DELAY_MS, GameSession
from app.model.view.motion import Motion
from app.widgets.words import tr

REDUCE_KEY = "view/reduce_motion"
PAUSE_KEY = "play/cpu_pause_ms"
PAUSES_MS = (0, 300, WATCH_DELAY_MS, 1200, 2500)
"""The pauses on offer; the default is the third. A CPU-against-CPU game is watched at the
pace chosen here, so the same menu is its speed control."""


class MotionMenu(QObject):
    """The Reduce motion action and the pause menu of one window."""

    def __init__(
        self, window: QMainWindow, motion: Motion, session: GameSession, data: DataFolder
    ) -> None:
        super().__init__(window)
        self.motion = motion
        self.session = session
        self.data = data
        self.reduce_action = QAction(tr("Reduce &motion"), window)
        self.reduce_action.setObjectName("reduce-motion")
        self.reduce_action.setCheckable(True)
        self.reduce_action.setToolTip(
            tr("Show every move, line and camera change at once, without animation")
        )
        self.reduce_action.setChecked(data.value(REDUCE_KEY) in (True, "true"))
        motion.set_reduce(self.reduce_action.isChecked())
        self.reduce_action.toggled.connect(self._on_reduce)
        window.addAction(self.reduce_action)
        self.pause_menu = self._pause_menu(window)

    def reduce_for_this_run(self) -> None:
        """--reduce-motion: no animation in this run, whatever the setting says (it is not
        changed unless the player changes it)."""
        self.reduce_action.blockSignals(True)  # so the setting is not written
        self.reduce_action.setChecked(True)
        self.reduce_action.blockSignals(False)
        self.motion.set_reduce(True)

    def _on_reduce(self, reduce: bool) -> None:
        self.motion.set_reduce(reduce)
        self.data.set_value(REDUCE_KEY, reduce)

    def _pause_menu(self, window: QMainWindow) -> QMenu:
        menu = QMenu(tr("Pause &before a CPU move"), window)
        menu.setObjectName("cpu-pause")
        group = QActionGroup(menu)
        stored = self.data.value(PAUSE_KEY, WATCH_DELAY_MS)
        try:
            current = int(str(stored))
        except ValueError:
            current = WATCH_DELAY_MS
        if current not in PAUSES_MS:
            current = WATCH_DELAY_MS
        self.session.watch_delay_ms = current
        for pause in PAUSES_MS:
            text = (
                tr("No pause")
                if pause == 0
                else tr("%1 seconds").replace("%1", f"{pause / 1000:.1f}")
            )
            action = QAction(text, menu)
            action.setObjectName(f"cpu-pause-{pause}")
            action.setCheckable(True)
            action.setChecked(pause == current)
            action.triggered.connect(lambda _=False, p=pause: self.set_pause(p))
            group.addAction(action)
            menu.addAction(action)
        return menu

    def set_pause(self, pause_ms: int) -> None:
        """Wait at least `pause_ms` after a move before showing a CPU's reply (remembered)."""
        self.session.watch_delay_ms = pause_ms
        self.data.set_value(PAUSE_KEY, pause_ms)
