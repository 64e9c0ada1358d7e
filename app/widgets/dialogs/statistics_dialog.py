"""Game → Statistics: wins, draws and losses against each CPU level on each board, and against
people here and over the network, with a Clear button that asks first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from app.model.data.statistics_keeper import StatisticsKeeper
from app.widgets.dialogs import close_column
from app.widgets.words import number, sentence_label, tr
from app.widgets.words.statistics_words import (
    board_text,
    opponent_text,
    statistics_problem_text,
)
from engine.ai import LEVELS


class StatisticsDialog(QDialog):
    """The table of `keeper`'s rows, kept up to date while it is open."""

    def __init__(self, keeper: StatisticsKeeper, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics-dialog")
        self.setWindowTitle(tr("Statistics"))
        self.keeper = keeper
        self.note = sentence_label(self, "statistics-note")
        self.problem = sentence_label(self, "statistics-problem")
        self.table = QTableWidget(0, 5, self)
        self.table.setObjectName("statistics-table")
        self.table.setHorizontalHeaderLabels(
            [tr("Board"), tr("Opponent"), tr("Wins"), tr("Draws"), tr("Losses")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.empty = QLabel(tr("No game has been finished yet."), self)
        self.empty.setObjectName("statistics-empty")
        self.clear_button = QPushButton(tr("C&lear…"), self)
        self.clear_button.setObjectName("clear-statistics")
        self.clear_button.clicked.connect(self.ask_to_clear)
        close_column(
            self,
            [self.note, self.problem, (self.table, 1), self.empty],
            (self.clear_button, QDialogButtonBox.ButtonRole.ResetRole),
        )
        self.note.setText(
            tr(
                "Your wins, draws and losses in the games you finished. A game among people "
                "at this computer counts for the first person to move."
            )
        )
        keeper.changed.connect(self.pull)
        keeper.problem.connect(self.pull)
        self.resize(560, 360)
        self.pull()

    def pull(self) -> None:
        """Show the keeper's rows and its latest problem, if any."""
        rows = self.keeper.board.rows(LEVELS)
        self.table.setRowCount(len(rows))
        for place, row in enumerate(rows):
            tally = row.tally
            texts = [board_text(row.board), opponent_text(row.opponent)]
            texts += [number(tally.wins), number(tally.draws), number(tally.losses)]
            for column, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if column >= 2:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(place, column, item)
        self.table.setVisible(bool(rows))
        self.empty.setVisible(not rows)
        self.clear_button.setEnabled(bool(rows))
        problem = self.keeper.last_problem
        self.problem.setVisible(problem is not None)
        self.problem.setText(statistics_problem_text(problem) if problem is not None else "")

    def ask_to_clear(self) -> None:
        """Clear every result once the player said yes."""
        answer = QMessageBox.question(
            self,
            tr("Clear the statistics?"),
            tr("Forget every win, draw and loss counted so far? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.keeper.clear()
