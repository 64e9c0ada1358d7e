"""The View menu's drawing options and Help's key list: layer spread, symbols on stones, the
colour-blind-safe palette, ghost neighbouring slices and the keys; the Slices dock, put away for
a flat board; the view's settings (those, the camera, coordinates and all slices) read and
written."""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from app.model.data.data_folder import DataFolder
from app.model.view.view_state import W_AXIS, ViewState
from app.scene import palette
from app.widgets.board.board3d import Board3D
from app.widgets.dialogs.keys_and_mouse import show_keys
from app.widgets.slices.slice_bar import SpreadBar
from app.widgets.words import tr
from engine import Rules

log = logging.getLogger(__name__)

SPREAD_STEP = 0.3
SLICES_DOCK_KEY = "view/slices-dock"


class ViewOptions(QObject):
    """The actions, created on `window` (so their shortcuts work anywhere in it). A QObject of
    the window's: its connection to the application's colour choice ends with the window."""

    def __init__(self, window: QWidget, view_state: ViewState, data: DataFolder) -> None:
        super().__init__(window)
        self.window = window
        self.has_3d_view = True
        """False once the window plays without OpenGL: the spread slider then has no layers."""
        self._rules: Rules | None = None
        self.slices_wanted = True
        """Whether the player keeps the Slices dock open, remembered while a flat board (a 2-D
        game, whose one slice the 3D view already shows whole) puts it away."""
        self._putting_away = False
        self._watched: QDockWidget | None = None
        self.view_state = view_state
        self.data = data
        self.spread_more_action = self._action(
            "spread-more",
            tr("Spread the layers &apart"),
            self._spread_apart,
            "Ctrl+]",
        )
        self.spread_less_action = self._action(
            "spread-less",
            tr("Bring the layers t&ogether"),
            self._spread_together,
            "Ctrl+[",
        )
        self.symbols_action = self._action(
            "symbols-on-stones", tr("S&ymbols on stones"), view_state.set_symbols, "Ctrl+Y", True
        )
        self.palette_action = self._action(
            "colour-blind-palette",
            tr("Colour-&blind-safe colours"),
            self._set_colour_blind,
            None,
            True,
        )
        self.ghost_slices_action = self._action(
            "ghost-slices",
            tr("&Ghost neighbouring slices"),
            view_state.set_ghost_slices,
            "Ctrl+G",
            True,
        )
        self.keys_action = self._action("keys-help", tr("&Keys and mouse"), self._show_keys, "F1")
        self.spread_bar = SpreadBar(view_state, window)
        self.colour_choice = view_state.colour_choice
        view_state.symbols_changed.connect(self.symbols_action.setChecked)
        view_state.ghost_slices_changed.connect(self.ghost_slices_action.setChecked)
        self.colour_choice.changed.connect(self._pull_colour_blind)
        self._pull_colour_blind()

    def _action(
        self,
        name: str,
        text: str,
        slot: Callable[[bool], None],
        shortcut: str | None = None,
        checkable: bool = False,
    ) -> QAction:
        action = QAction(text, self.window)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        (action.toggled if checkable else action.triggered).connect(slot)
        self.window.addAction(action)
        return action

    def add_spread_bar(self) -> SpreadBar:
        """Put the spread slider at the bottom of the window (after the slice sliders)."""
        assert isinstance(self.window, QMainWindow)
        self.window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.spread_bar)
        return self.spread_bar

    def pull_board(self, rules: Rules) -> None:
        """The spread slider and its actions are there for boards with layers to spread (three
        axes or more) while a 3D view draws them."""
        self._rules = rules
        spreads = rules.ndim >= 3 and self.has_3d_view
        self.spread_bar.setVisible(spreads)
        self.spread_more_action.setEnabled(spreads)
        self.spread_less_action.setEnabled(spreads)
        self.ghost_slices_action.setEnabled(rules.ndim > W_AXIS and self.has_3d_view)
        self._pull_slices_dock(rules)

    def _slices_dock(self) -> QDockWidget | None:
        """The window's Slices dock (made after these options; none without OpenGL, where the
        slice panel is the board)."""
        dock = self.window.findChild(QDockWidget, "slices")
        return dock if isinstance(dock, QDockWidget) and self.has_3d_view else None

    def _pull_slices_dock(self, rules: Rules) -> None:
        """A flat board's slice panel repeats the 3D view's board: the dock is put away (and
        View → Slices with it) and comes back as the player left it for a board with layers."""
        dock = self._slices_dock()
        if dock is None:
            return
        toggle = dock.toggleViewAction()
        if self._watched is not dock:  # its closing and View → Slices say the player's wish
            self._watched = dock
            toggle.toggled.connect(self._on_slices_toggled)
        flat = rules.ndim < 3
        toggle.setEnabled(not flat)
        self._putting_away = True
        dock.setVisible(self.slices_wanted and not flat)
        self._putting_away = False

    def _on_slices_toggled(self, shown: bool) -> None:
        if not self._putting_away:
            self.slices_wanted = shown

    def lose_3d_view(self) -> None:
        """OpenGL failed: the slice panel plays, so nothing is left to spread."""
        self.has_3d_view = False
        if self._rules is not None:
            self.pull_board(self._rules)

    def view_actions(self) -> list[QAction]:
        """The actions of the View menu, in order, and a separator after them."""
        separator = QAction(self.window)
        separator.setSeparator(True)
        return [
            self.spread_more_action,
            self.spread_less_action,
            self.symbols_action,
            self.palette_action,
            self.ghost_slices_action,
            separator,
        ]

    def _spread_apart(self, _checked: bool = False) -> None:
        self.view_state.set_spread(self.view_state.spread + SPREAD_STEP)

    def _spread_together(self, _checked: bool = False) -> None:
        self.view_state.set_spread(self.view_state.spread - SPREAD_STEP)

    def _show_keys(self, _checked: bool = False) -> None:
        show_keys(self.window)

    def _pull_colour_blind(self) -> None:
        self.palette_action.setChecked(self.colour_choice.players == palette.COLOUR_BLIND)

    def _set_colour_blind(self, on: bool) -> None:
        self.colour_choice.set_players(palette.COLOUR_BLIND if on else palette.STANDARD)

    def restore(self, board: Board3D | None, rules: Rules) -> None:
        """Take the camera, coordinates, all slices, spread, symbols and palette from the
        settings (what is missing or unusable keeps its default)."""
        wanted = self.data.value(SLICES_DOCK_KEY)
        if wanted is not None:  # the window's state has it hidden if a flat board put it away
            self.slices_wanted = wanted in (True, "true")
        self.pull_board(rules)  # the window's restoreState may have shown the spread slider
        # A new key: cameras saved for the old perspective view would stand at the wrong distance.
        camera = self.data.text("view/parallel-camera")
        if camera and board is not None:  # no 3D view without OpenGL
            try:
                board.camera.set_state(json.loads(camera))
            except (ValueError, TypeError, KeyError):
                log.warning("ignored a bad camera setting: %r", camera)
        self.view_state.set_show_coordinates(self.data.value("view/coordinates") in (True, "true"))
        if rules.ndim > W_AXIS:
            self.view_state.set_all_slices(self.data.value("view/all_slices") in (True, "true"))
        with contextlib.suppress(TypeError, ValueError):
            self.view_state.set_spread(float(self.data.value("view/spread")))  # type: ignore[arg-type]
        self.view_state.set_symbols(self.data.value("view/symbols") in (True, "true"))
        self.view_state.set_ghost_slices(self.data.value("view/ghost_slices") in (True, "true"))
        scheme = self.data.text("view/palette", palette.STANDARD)
        known = scheme in palette.PLAYER_SCHEMES
        self.colour_choice.set_players(scheme if known else palette.STANDARD)

    def save(self, board: Board3D | None) -> None:
        if board is not None:  # without OpenGL the camera saved last time stays
            self.view_state.motion.finish_all()  # the camera where it rests, not mid-glide
            self.data.set_value("view/parallel-camera", json.dumps(board.camera.state()))
        self.data.set_value("view/coordinates", self.view_state.show_coordinates)
        self.data.set_value(SLICES_DOCK_KEY, self.slices_wanted)
        self.data.set_value("view/all_slices", self.view_state.all_slices)
        self.data.set_value("view/spread", self.view_state.spread)
        self.data.set_value("view/symbols", self.view_state.symbols)
        self.data.set_value("view/ghost_slices", self.view_state.ghost_slices)
        self.data.set_value("view/palette", self.colour_choice.players)
