"""The opening explorer of your own games, a panel of the window (View → Openings): for the
position on view (the game's, or the reviewed one), the moves your kept games played from it
(engine.library's explorer, under the board's symmetries), how often, and how those games ended
for the side to move; beside them what is proven of each move where the window's move values
(View → Show move values, found in the position study's CPU process, never on the window's
thread) have proven it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.model.session.game_session import GameSession
from app.widgets.words import sentence_label, tr
from app.widgets.words.library_words import proven_text, tally_text
from engine import format_cell
from engine.library import Exploration, ExploredMove

COLUMNS = 6
SHOWN_ROWS = 4
"""The moves the table has room for at least."""


class ExplorerPanel(QWidget):
    """The moves played from the session's position on view in the games of its library;
    `values_action` turns the window's move values on and off (their proofs fill the last
    column)."""

    def __init__(
        self, session: GameSession, values_action: QAction, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("opening-explorer")
        self.setAccessibleName(tr("Openings of your games"))
        self.session = session
        self.exploration: Exploration | None = None
        self._stale = True
        self.summary = sentence_label(self, "explorer-summary")
        self.summary.setAccessibleName(tr("Games from this position"))
        self.table = QTableWidget(0, COLUMNS, self)
        self.table.setObjectName("explorer-table")
        self.table.setAccessibleName(tr("Moves played from this position"))
        self.table.setHorizontalHeaderLabels(
            [tr("Move"), tr("Played"), tr("Won"), tr("Drawn"), tr("Lost"), tr("Proven")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setTabKeyNavigation(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COLUMNS - 1, QHeaderView.ResizeMode.Stretch)
        # Room for a few moves under the header, however low the dock is made.
        rows = SHOWN_ROWS * self.table.verticalHeader().defaultSectionSize()
        self.table.setMinimumHeight(header.sizeHint().height() + rows + 2 * self.table.frameWidth())
        self.values_button = QToolButton(self)
        self.values_button.setObjectName("explorer-values")
        self.values_button.setDefaultAction(values_action)
        self.values_button.setAccessibleName(tr("Show what is proven of each move"))
        self.values_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        column = QVBoxLayout(self)
        column.setContentsMargins(4, 4, 4, 4)
        column.addWidget(self.summary)
        column.addWidget(self.table, 1)
        column.addWidget(self.values_button)
        for changed in (session.changed, session.reset, session.review.changed):
            changed.connect(self._on_position)
        session.position_study.values_found.connect(self._on_position)

    def _on_position(self, *_: object) -> None:
        if self.isVisible():
            self.pull()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        if self._stale:
            self.pull()
        super().showEvent(event)

    def pull(self) -> None:
        """Ask the library about the position on view and show its answer."""
        self._stale = False
        library = self.session.in_play.library
        shown = self.session.shown_game
        if library is None:
            self.exploration = None
            self.summary.setText(tr("Your games are not kept: the data folder cannot be written."))
            self.table.setRowCount(0)
            return
        self.exploration = library.explore(shown.rules, shown.moves)
        moves = self.exploration.moves
        if shown.is_over():
            text = tr("The game is over in this position.")
        elif not moves:
            text = tr("None of your games went on from this position.")
        else:
            text = tr("%n of your games went on from this position:", "", self.exploration.games)
        self.summary.setText(text)
        values = self.session.position_study.values(shown) if not shown.is_over() else None
        self.table.setRowCount(len(moves))
        for row, move in enumerate(moves):
            value = values.get(move.cell) if values is not None else None
            proven = "" if value is None else proven_text(value.result, value.distance)
            texts = self.row_texts(move, proven)
            sentence = self.row_sentence(move, proven)
            for column, text in enumerate(texts):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.AccessibleTextRole, sentence)
                if 0 < column < COLUMNS - 1:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, column, item)

    @staticmethod
    def row_texts(move: ExploredMove, proven: str) -> list[str]:
        """The table's cells for a move."""
        counts = (move.games, move.wins, move.draws, move.losses)
        return [format_cell(move.cell), *(str(c) for c in counts), proven]

    @staticmethod
    def row_sentence(move: ExploredMove, proven: str) -> str:
        """A move's row as a screen reader says it."""
        text = tr("%1: played in %n games, %2", "", move.games)
        text = text.replace("%1", format_cell(move.cell))
        text = text.replace("%2", tally_text(move.wins, move.draws, move.losses))
        if proven:
            text = tr("%1; proven: %2").replace("%1", text).replace("%2", proven)
        return text

    def rows(self) -> list[list[str]]:
        """The table as text, row by row."""
        rows = []
        for row in range(self.table.rowCount()):
            items = [self.table.item(row, column) for column in range(COLUMNS)]
            rows.append([item.text() if item is not None else "" for item in items])
        return rows
