"""The answers to the blind player's questions about the position on view, each a text to say
and, for the questions that find a cell (the last move, the next stone, threat or hint), the cell
the cursor goes to. Shared by the board's query keys and the typed entry."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.model.session.game_session import GameSession
from app.model.view.view_state import ViewState
from app.widgets.board.board_view import PositionThreats
from app.widgets.words import tr
from app.widgets.words.access_words import hint_text, move_text, turn_text
from app.widgets.words.query_words import (
    along_text,
    lines_through_text,
    no_hint_text,
    no_stones_text,
    reading_order,
    stone_jump_text,
    summary_text,
    threat_jump_text,
    threats_query_text,
    turn_and_clocks_text,
)
from engine import Cell, Game, Threat


@dataclass(frozen=True)
class Answer:
    """What a question says, and where the cursor goes (None: it stays)."""

    text: str
    cell: Cell | None = None


class BoardQueries:
    """Questions about `session`'s position on view, around `view_state`'s cursor.
    `seats_said` gives each seat as the players' strip says it (with its clock) when the game
    has clocks, else nothing; `hint_keys` the key that asks for a hint."""

    def __init__(
        self,
        session: GameSession,
        view_state: ViewState,
        seats_said: Callable[[], list[str]],
        hint_keys: Callable[[], str],
    ) -> None:
        self.session = session
        self.view_state = view_state
        self.seats_said = seats_said
        self.hint_keys = hint_keys
        self._threats = PositionThreats()

    @property
    def game(self) -> Game:
        return self.session.shown_game

    def threats(self) -> tuple[Threat, ...]:
        return self._threats(self.game)

    def cursor(self) -> Cell:
        """The cursor's cell, or where it would start: the last move, else the board's middle."""
        cursor = self.view_state.cursor
        shape = self.game.rules.shape
        if cursor is not None and len(cursor) == len(shape):
            return cursor
        last = self.game.last_move
        return last if last is not None else tuple(n // 2 for n in shape)

    # -- what is said -----------------------------------------------------------------------

    def summary(self) -> Answer:
        return Answer(summary_text(self.session, self.game, self.threats()))

    def threats_said(self) -> Answer:
        return Answer(threats_query_text(self.session, self.threats()))

    def last(self) -> Answer:
        game = self.game
        if not game.moves:
            return Answer(tr("No move yet"))
        player = (len(game.moves) - 1) % game.rules.players
        text = tr("Last move: %1").replace("%1", move_text(self.session, game.moves[-1], player))
        return Answer(text, game.moves[-1])

    def turn(self) -> Answer:
        return Answer(turn_and_clocks_text(turn_text(self.session), self.seats_said()))

    def along(self, axis: int) -> Answer:
        return Answer(along_text(self.game, self.cursor(), axis))

    def lines(self) -> Answer:
        return Answer(lines_through_text(self.game, self.cursor()))

    # -- jumps ------------------------------------------------------------------------------

    def next_stone(self, player: int) -> Answer:
        """The side's next stone after the cursor in reading order, round to the first."""
        game = self.game
        cells = sorted(
            (cell for ply, cell in enumerate(game.moves) if ply % game.rules.players == player),
            key=reading_order,
        )
        if not cells:
            return Answer(no_stones_text(player))
        index = _next_index([reading_order(c) for c in cells], reading_order(self.cursor()))
        return Answer(stone_jump_text(player, index + 1, len(cells), cells[index]), cells[index])

    def next_threat(self) -> Answer:
        """The next threatened cell after the cursor, and whose threat it is."""
        found = sorted(self.threats(), key=lambda t: (reading_order(t.cell), t.player))
        if not found:
            return Answer(tr("No threats"))
        index = _next_index([reading_order(t.cell) for t in found], reading_order(self.cursor()))
        threat = found[index]
        text = threat_jump_text(self.session, threat, index + 1, len(found))
        return Answer(text, threat.cell)

    def hint(self) -> Answer:
        cell = None if self.session.review.active else self.session.hint_cell
        if cell is None:
            return Answer(no_hint_text(self.hint_keys()))
        return Answer(hint_text(cell, self.session.hint_verdict), cell)


def _next_index(keys: list[tuple[int, ...]], after: tuple[int, ...]) -> int:
    """The first of the sorted `keys` after `after`, round to the first."""
    for index, key in enumerate(keys):
        if key > after:
            return index
    return 0
