"""The View menu's drawing options and Help's key list: layer spread, symbols on stones, the
colour-blind-safe palette (all remembered in the settings) and the keys."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from app.model.persistence import DataFolder
from app.model.viewstate import ViewState
from app.scene import palette
from app.widgets.keyshelp import show_keys
from app.widgets.translate import tr

SPREAD_STEP = 0.3


class ViewOptions:
    """The actions, created on `window` (so their shortcuts work anywhere in it)."""

    def __init__(self, window: QWidget, view_state: ViewState, data: DataFolder) -> None:
        self.window = window
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
            tr("Bring the layers &together"),
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
        self.keys_action = self._action("keys-help", tr("&Keys and mouse"), self._show_keys, "F1")
        view_state.symbols_changed.connect(self.symbols_action.setChecked)
        view_state.palette_changed.connect(
            lambda name: self.palette_action.setChecked(name == palette.COLOUR_BLIND)
        )

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

    def view_actions(self) -> list[QAction]:
        """The actions of the View menu, in order."""
        return [
            self.spread_more_action,
            self.spread_less_action,
            self.symbols_action,
            self.palette_action,
        ]

    def _spread_apart(self, _checked: bool = False) -> None:
        self.view_state.set_spread(self.view_state.spread + SPREAD_STEP)

    def _spread_together(self, _checked: bool = False) -> None:
        self.view_state.set_spread(self.view_state.spread - SPREAD_STEP)

    def _show_keys(self, _checked: bool = False) -> None:
        show_keys(self.window)

    def _set_colour_blind(self, on: bool) -> None:
        self.view_state.set_palette(palette.COLOUR_BLIND if on else palette.STANDARD)

    def restore(self) -> None:
        """Take the spread, symbols and palette from the settings (what is missing or
        unusable keeps its default)."""
        with contextlib.suppress(TypeError, ValueError):
            self.view_state.set_spread(float(self.data.value("view/spread")))  # type: ignore[arg-type]
        self.view_state.set_symbols(self.data.value("view/symbols") in (True, "true"))
        scheme = self.data.value("view/palette")
        self.view_state.set_palette(scheme if scheme in palette.SCHEMES else palette.STANDARD)

    def save(self) -> None:
        self.data.set_value("view/spread", self.view_state.spread)
        self.data.set_value("view/symbols", self.view_state.symbols)
        self.data.set_value("view/palette", self.view_state.palette)
