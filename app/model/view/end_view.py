"""The end of a game in view: on a board of four or more axes the view shows one w-slice (and
v, u) at a time, and the line that ended the game may lie in another. When a move ends the game
with a line, the view goes to that line: to its slice when it lies in one, to every w-slice side
by side when it runs across them only (the all-slices view draws it through all its cells), and
to the last move's slices when it runs across v or u too.

A game opened or restored finished is put in view the same way; a draw, a game over on time or
one won by most lines on a full board (the tesseract) moves nothing."""

from __future__ import annotations

from PySide6.QtCore import QObject

from app.model.session.game_session import GameSession
from app.model.view.view_state import W_AXIS, ViewState
from engine import EndReason, Line, Outcome


def slices_of(line: Line, ndim: int) -> list[set[int]]:
    """For each axis from w on, the indexes the `line`'s cells take along it."""
    return [{cell[axis] for cell in line} for axis in range(W_AXIS, ndim)]


class EndView(QObject):
    """Brings the winning line of the session's game into `view`."""

    def __init__(self, session: GameSession, view: ViewState, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.view = view
        session.finished.connect(self._on_finished)

    def show_current(self) -> None:
        """Put in view the line of a game that was over before this object heard of it (the
        window opened on it): called once the window has restored the view's settings."""
        outcome = self.session.game.outcome()
        if outcome is not None:
            self._on_finished(outcome)

    def _on_finished(self, outcome: Outcome) -> None:
        rules = self.session.rules
        if rules.ndim <= W_AXIS or outcome.reason is not EndReason.LINE or not outcome.lines:
            return
        line = outcome.lines[-1]  # the line the last move completed
        spans = slices_of(line, rules.ndim)
        # Every w-slice side by side shows a line across w whole, when it keeps to one slice of
        # v and u; a line across those too is shown where the last move is.
        all_w = len(spans[0]) > 1 and all(len(indexes) == 1 for indexes in spans[1:])
        last = self.session.game.last_move
        for offset, indexes in enumerate(spans):
            axis = W_AXIS + offset
            if axis == W_AXIS and all_w:
                continue
            index = min(indexes) if len(indexes) == 1 or last is None else last[axis]
            self.view.set_slice(axis, index)
        if all_w:
            self.view.set_all_slices(True)
