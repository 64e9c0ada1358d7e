"""The list of a pack's puzzles (objectName `puzzle-list`) beside the puzzle's board: each as
solved, solved with a hint, solved on a retry, failed or not tried (kept across launches by the
model's OutcomeBook), the one on the board selected; Open puzzle (or Enter, or a double click)
puts a puzzle back on the board to try again."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.model.puzzles.puzzle_model import PuzzleModel
from app.widgets.puzzles.puzzle_words import list_entry
from app.widgets.words import tr
from engine.puzzles.puzzle import Puzzle

LIST_WIDTH = 270


class PuzzleList(QWidget):
    """`model`'s puzzles of one pack; `opened(puzzle)` is called with the one the player
    opens."""

    def __init__(
        self, model: PuzzleModel, opened: Callable[[Puzzle], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.opened = opened
        self.puzzles: Sequence[Puzzle] = ()
        self.list = QListWidget(self)
        self.list.setObjectName("puzzle-list")
        self.list.setMinimumWidth(LIST_WIDTH)
        self.list.setAccessibleName(tr("Puzzles on this board"))
        self.list.itemActivated.connect(lambda _item: self.open_current())
        heading = QLabel(tr("&Puzzles on this board:"), self)
        heading.setBuddy(self.list)
        self.open_button = QPushButton(tr("&Open puzzle"), self)
        self.open_button.setObjectName("puzzle-open")
        self.open_button.setAutoDefault(False)
        self.open_button.setToolTip(tr("Put the puzzle chosen in the list on the board."))
        self.open_button.clicked.connect(self.open_current)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(heading)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.open_button)

    def show_pack(self, puzzles: Sequence[Puzzle]) -> None:
        """List `puzzles` (a pack, or the puzzles from the player's games)."""
        self.puzzles = tuple(puzzles)
        self.pull()

    def pull(self) -> None:
        """Each puzzle's line as its outcome stands now, the one on the board selected."""
        source = self.model.source
        row = self.list.currentRow()
        with QSignalBlocker(self.list):
            self.list.clear()
            for position, puzzle in enumerate(self.puzzles, start=1):
                item = QListWidgetItem(list_entry(position, puzzle, self.model.outcome_of(puzzle)))
                self.list.addItem(item)
                if source is not None and puzzle.ident == source.ident:
                    row = position - 1
            if self.puzzles:
                self.list.setCurrentRow(min(max(row, 0), len(self.puzzles) - 1))
        self.open_button.setEnabled(bool(self.puzzles))

    def entries(self) -> list[str]:
        """The lines as shown, top first."""
        return [self.list.item(row).text() for row in range(self.list.count())]

    def open_current(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.puzzles):
            self.opened(self.puzzles[row])
