"""What the 3D view and the slice panel both read: the session's game and the w-slice on view."""

from __future__ import annotations

from app.model.session import GameSession
from app.model.viewstate import ViewState
from app.scene import layout
from engine import Cell, Game, Threat, threats


class BoardView:
    """Mixed into a widget that draws the board; the widget sets `session` and `view_state`."""

    session: GameSession
    view_state: ViewState

    @property
    def game(self) -> Game:
        """The position on view: the game, or the earlier move under review."""
        return self.session.shown_game

    def _shown_hint(self) -> Cell | None:
        """The hint to mark: only on the game as it stands, not on a reviewed move."""
        return None if self.session.review.active else self.session.hint_cell

    def _shown_threats(self) -> tuple[Threat, ...]:
        """The threats to mark on the position on view, when the player asks for them. Kept
        per position: the slice panel repaints on every hover, and on the biggest boards the
        engine takes ~20 ms (benchmarks/threats_speed.py)."""
        if not self.view_state.show_threats:
            return ()
        game = self.game
        key = (game.rules, game.ply, game.hash)  # the position: rules, stones, side to move
        cached: tuple[object, tuple[Threat, ...]] | None = getattr(self, "_threats_cache", None)
        if cached is None or cached[0] != key:
            cached = (key, threats(game))
            self._threats_cache = cached
        return cached[1]

    def _w(self) -> int:
        """The w-slice on view: the slider's, kept on this board."""
        return layout.shown_w(self.game.rules.shape, self.view_state.w)
