"""The blind player's board put on a window: the query keys on both board views, the typed
entry under the board and its action in the Game menu (after Hint). The window makes one with
itself; the views are asked each time, as the 3D view may go (no OpenGL)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from app.model.session.game_session import GameSession
from app.model.view.view_state import ViewState
from app.widgets.access.board_queries import BoardQueries
from app.widgets.access.query_keys import QueryKeys
from app.widgets.access.typed_entry import TypedEntry
from app.widgets.board.board3d import Board3D
from app.widgets.clocks.players_strip import PlayersStrip
from app.widgets.slices.slice_panel import SlicePanel


class Sayer(Protocol):
    def say(self, text: str) -> None: ...


class BoardWindow(Protocol):
    """What the blind player's board needs of the window (MainWindow gives it)."""

    @property
    def session(self) -> GameSession: ...
    @property
    def view_state(self) -> ViewState: ...
    @property
    def board(self) -> Board3D | None: ...
    @property
    def slices(self) -> SlicePanel: ...
    @property
    def players_strip(self) -> PlayersStrip: ...
    @property
    def announcer(self) -> Sayer: ...
    @property
    def menus(self) -> dict[str, QMenu]: ...


class BlindBoard:
    """The query keys and the typed entry of `window`."""

    def __init__(self, window: BoardWindow) -> None:
        assert isinstance(window, QMainWindow)
        self.window = window
        self.queries = BoardQueries(
            window.session, window.view_state, self._seats_said, self._hint_keys
        )
        self.keys = QueryKeys(self.queries, window.view_state, window.announcer.say)
        for view in self._views():
            self.keys.watch(view)
        self.entry = TypedEntry(
            window, window.session, self.keys, self._views, window.announcer.say
        )
        game_menu = window.menus.get("game-menu")
        if game_menu is not None:
            hint = window.findChild(QAction, "hint")
            after = _action_after(game_menu, hint)
            if after is None:
                game_menu.addAction(self.entry.action)
            else:
                game_menu.insertAction(after, self.entry.action)

    def _views(self) -> list[QWidget]:
        board = self.window.board
        return [self.window.slices] if board is None else [board, self.window.slices]

    def _seats_said(self) -> list[str]:
        """Each seat as the players' strip says it, with its clock, when the game has clocks."""
        strip = self.window.players_strip
        if strip.readings() is None:
            return []
        strip.pull_clocks()
        return [card.spoken() for card in strip.cards]

    def _hint_keys(self) -> str:
        action = self.window.findChild(QAction, "hint")
        if not isinstance(action, QAction):
            return ""
        return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)


def _action_after(menu: QMenu, action: object) -> QAction | None:
    """The entry of `menu` after `action` (None: the end)."""
    actions = menu.actions()
    if action in actions:
        index = actions.index(action)
        return actions[index + 1] if index + 1 < len(actions) else None
    return None
