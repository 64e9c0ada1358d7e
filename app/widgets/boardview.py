"""What the 3D view and the slice panel both read: the session's game and the w-slice on view."""

from __future__ import annotations

from app.model.session import GameSession
from app.model.viewstate import ViewState
from app.scene import layout
from engine import Game


class BoardView:
    """Mixed into a widget that draws the board; the widget sets `session` and `view_state`."""

    session: GameSession
    view_state: ViewState

    @property
    def game(self) -> Game:
        return self.session.game

    def _w(self) -> int:
        """The w-slice on view: the slider's, kept on this board."""
        return layout.shown_w(self.game.rules.shape, self.view_state.w)
