"""Game → Games: every game of the library with its date, board, seats, result, length and
whether it was analysed; filters by board, opponent, result and date; and what can be done with
the chosen game: open it, continue it from a move as a new game, analyse it, export it as an
animated GIF, or delete it (with Undo). What the buttons do to the window's game is the
`GameActions`' (app/widgets/library/library_commands.py); the dialog only lists and chooses."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.widgets.words import sentence_label, tr
from app.widgets.words.game_words import game_name
from app.widgets.words.library_words import (
    analysed_text,
    game_result_text,
    library_problem_text,
    opponent_key,
    opponent_key_text,
    seats_text,
)
from app.widgets.words.statistics_words import board_text
from app.widgets.words.window_words import rules_text
from engine import PRESETS
from engine.library import Deleted, GameLibrary, LibraryEntry
from engine.record.analysis_data import Result
from engine.scoreboard import CUSTOM_BOARD, result_for, your_seat

ANY = ""
"""The filters' first choice: every game."""


@dataclass(frozen=True)
class GameActions:
    """What the Games window's buttons do with a chosen game (each returns True when done):
    `open` it in the window, `continue_from` its first n moves as a new game, `analyse` it,
    `export` it as an animated GIF."""

    open: Callable[[LibraryEntry], bool]
    continue_from: Callable[[LibraryEntry, int], bool]
    analyse: Callable[[LibraryEntry], bool]
    export: Callable[[LibraryEntry], bool]


def board_of_entry(entry: LibraryEntry) -> str:
    """The board of a game as the filter knows it: its preset, or CUSTOM_BOARD."""
    return entry.preset if entry.preset is not None and entry.preset in PRESETS else CUSTOM_BOARD


def board_words(entry: LibraryEntry) -> str:
    """The board of a game in words: the preset's name or the rules."""
    preset = entry.preset
    return (
        game_name(preset) if preset is not None and preset in PRESETS else rules_text(entry.rules)
    )


def opponents_of(entry: LibraryEntry) -> set[str]:
    """Who was played in a game: the seats other than the first person here (every seat in a
    game of CPUs alone), as `opponent_key`s."""
    you = your_seat(entry.players)
    return {opponent_key(p) for s, p in enumerate(entry.players) if s != you}


RESULTS = ("won", "lost", "drawn", "going-on")


def result_of(entry: LibraryEntry) -> str:
    """How a game ended as the result filter knows it, for the first person here."""
    if entry.winners is None:
        return "going-on"
    you = your_seat(entry.players)
    if you is None:
        return "drawn" if not entry.winners else "other"
    return {Result.WIN: "won", Result.DRAW: "drawn", Result.LOSS: "lost"}[
        result_for(entry.winners, you)
    ]


DATES = (1, 7, 30, 365)
"""The date filter's choices: played within so many days."""


def local_date(when: datetime) -> str:
    """A game's date and time in the player's locale's short form."""
    moment = QDateTime.fromMSecsSinceEpoch(int(when.timestamp() * 1000))
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


class GamesDialog(QDialog):
    """The games of `library`, listed newest first, and the buttons that do `actions` with the
    chosen one; `now` is the clock the date filter counts back from."""

    def __init__(
        self,
        library: GameLibrary,
        actions: GameActions,
        parent: QWidget | None = None,
        now: Callable[[], datetime] = lambda: datetime.now().astimezone(),
    ) -> None:
        super().__init__(parent)
        self.setObjectName("games-dialog")
        self.setWindowTitle(tr("Games"))
        self.library = library
        self.game_actions = actions
        self.now = now
        self.entries: list[LibraryEntry] = []
        """Every game of the library, newest first."""
        self.shown: list[LibraryEntry] = []
        """The games the filters let through, in the table's order."""
        self.deleted: list[Deleted] = []
        """The games deleted while the window is open, the latest last (for Undo)."""

        self.board_filter = self._filter("games-board-filter", tr("Board"))
        self.opponent_filter = self._filter("games-opponent-filter", tr("Opponent"))
        self.result_filter = self._filter("games-result-filter", tr("Result"))
        self.date_filter = self._filter("games-date-filter", tr("Date"))
        filters = QGridLayout()
        for column, (text, combo) in enumerate(
            (
                (tr("&Board:"), self.board_filter),
                (tr("O&pponent:"), self.opponent_filter),
                (tr("&Result:"), self.result_filter),
                (tr("&Date:"), self.date_filter),
            )
        ):
            label = QLabel(text, self)
            label.setBuddy(combo)
            filters.addWidget(label, 0, column)
            filters.addWidget(combo, 1, column)

        self.table = QTableWidget(0, 6, self)
        self.table.setObjectName("games-table")
        self.table.setAccessibleName(tr("Your games"))
        self.table.setHorizontalHeaderLabels(
            [tr("Date"), tr("Board"), tr("Players"), tr("Result"), tr("Length"), tr("Analysis")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._pull_buttons)
        self.table.cellDoubleClicked.connect(lambda _row, _column: self.open_chosen())
        self.empty = QLabel(tr("No game is kept yet: every game you play is kept here."), self)
        self.empty.setObjectName("games-empty")
        self.note = sentence_label(self, "games-note")
        self.note.setAccessibleName(tr("What happened"))

        self.move_label = QLabel(tr("From &move:"), self)
        self.move_box = QSpinBox(self)
        self.move_box.setObjectName("games-continue-move")
        self.move_box.setAccessibleName(tr("The move to continue from"))
        self.move_label.setBuddy(self.move_box)
        self.open_button = self._button("games-open", tr("&Open"), self.open_chosen)
        self.continue_button = self._button(
            "games-continue", tr("&Continue as a new game"), self.continue_chosen
        )
        self.analyse_button = self._button("games-analyse", tr("&Analyse"), self.analyse_chosen)
        self.export_button = self._button("games-export", tr("&Export GIF…"), self.export_chosen)
        self.delete_button = self._button("games-delete", tr("De&lete"), self.delete_chosen)
        self.undo_button = self._button("games-undo", tr("&Undo delete"), self.undo_delete)
        chosen = QHBoxLayout()
        for part in (
            self.open_button,
            self.move_label,
            self.move_box,
            self.continue_button,
            self.analyse_button,
            self.export_button,
            self.delete_button,
            self.undo_button,
        ):
            chosen.addWidget(part)
        chosen.addStretch(1)

        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty)
        layout.addLayout(chosen)
        layout.addWidget(self.note)
        layout.addWidget(close)
        for combo in self._filters():
            combo.currentIndexChanged.connect(lambda _index: self._pull_table())
        self.resize(860, 460)
        self.pull()

    def _filter(self, name: str, accessible: str) -> QComboBox:
        combo = QComboBox(self)
        combo.setObjectName(name)
        combo.setAccessibleName(accessible)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        return combo

    def _filters(self) -> tuple[QComboBox, ...]:
        return (self.board_filter, self.opponent_filter, self.result_filter, self.date_filter)

    def _button(self, name: str, text: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAccessibleName(text.replace("&", "").rstrip("…"))
        button.setAutoDefault(False)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    # -- the list ---------------------------------------------------------------------------

    def pull(self) -> None:
        """Read the library again: the games, the filters' choices (kept where they still
        apply) and the table."""
        self.entries = self.library.games()
        boards = sorted({board_of_entry(e) for e in self.entries})
        opponents = sorted({key for e in self.entries for key in opponents_of(e)})
        self._fill(
            self.board_filter,
            tr("Every board"),
            [(board, board_text(board)) for board in boards],
        )
        self._fill(
            self.opponent_filter,
            tr("Every opponent"),
            [(key, opponent_key_text(key)) for key in opponents],
        )
        result_words = (tr("Your wins"), tr("Your losses"), tr("Draws"), tr("Going on"))
        self._fill(
            self.result_filter, tr("Every result"), list(zip(RESULTS, result_words, strict=True))
        )
        date_words = (
            tr("Today"),
            tr("The last 7 days"),
            tr("The last 30 days"),
            tr("The last year"),
        )
        self._fill(
            self.date_filter,
            tr("Any date"),
            [(str(d), w) for d, w in zip(DATES, date_words, strict=True)],
        )
        problems = self.library.take_problems()
        if problems:
            self.note.setText(" ".join(library_problem_text(p) for p in problems))
        self._pull_table()

    def _fill(self, combo: QComboBox, every: str, choices: list[tuple[str, str]]) -> None:
        kept = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(every, ANY)
        for data, text in choices:
            combo.addItem(text, data)
        place = combo.findData(kept) if kept is not None else 0
        combo.setCurrentIndex(max(0, place))
        combo.blockSignals(False)

    def _passes(self, entry: LibraryEntry) -> bool:
        board, opponent = self.board_filter.currentData(), self.opponent_filter.currentData()
        result, days = self.result_filter.currentData(), self.date_filter.currentData()
        if board and board_of_entry(entry) != board:
            return False
        if opponent and opponent not in opponents_of(entry):
            return False
        if result and result_of(entry) != result:
            return False
        if days:
            since = self.now() - timedelta(days=int(days))
            if int(days) == 1:
                since = self.now().replace(hour=0, minute=0, second=0, microsecond=0)
            if entry.created < since:
                return False
        return True

    def _pull_table(self) -> None:
        chosen = self.chosen()
        chosen_id = chosen.game_id if chosen is not None else None
        self.shown = [e for e in self.entries if self._passes(e)]
        table = self.table
        table.setRowCount(len(self.shown))
        for row, entry in enumerate(self.shown):
            texts = self.row_texts(entry)
            sentence = self.row_sentence(entry)
            for column, text in enumerate(texts):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.AccessibleTextRole, sentence)
                if column == 4:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                table.setItem(row, column, item)
        self.empty.setVisible(not self.entries)
        table.setVisible(bool(self.entries))
        ids = [e.game_id for e in self.shown]
        if chosen_id in ids:
            table.selectRow(ids.index(chosen_id))
        elif self.shown:
            table.selectRow(0)
        self._pull_buttons()

    def row_texts(self, entry: LibraryEntry) -> list[str]:
        """The table's cells for a game."""
        return [
            local_date(entry.created),
            board_words(entry),
            seats_text(entry.players),
            game_result_text(entry.players, entry.winners),
            str(entry.moves),
            analysed_text(entry.analysed),
        ]

    def row_sentence(self, entry: LibraryEntry) -> str:
        """A game's row as a screen reader says it: the whole row in one sentence."""
        date, board, seats, result, _moves, _analysed = self.row_texts(entry)
        text = tr("%1, %2: %3; %4; %n moves.", "", entry.moves)
        text = text.replace("%1", date).replace("%2", board).replace("%3", seats)
        text = text.replace("%4", result)
        if entry.analysed:
            text += " " + tr("Analysed.")
        return text

    def chosen(self) -> LibraryEntry | None:
        """The game chosen in the table, if any."""
        rows = self.table.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self.shown):
            return None
        return self.shown[rows[0].row()]

    def choose(self, entry: LibraryEntry) -> None:
        """Choose `entry` in the table (it must be shown)."""
        self.table.selectRow(self.shown.index(entry))

    def _pull_buttons(self) -> None:
        entry = self.chosen()
        for button in (self.open_button, self.analyse_button, self.export_button):
            button.setEnabled(entry is not None)
        self.delete_button.setEnabled(entry is not None)
        can_continue = entry is not None and entry.moves > 0
        self.continue_button.setEnabled(can_continue)
        self.move_box.setEnabled(can_continue)
        if entry is not None:
            self.move_box.setRange(0, entry.moves)
            self.move_box.setValue(entry.moves)
        self.undo_button.setEnabled(bool(self.deleted))

    # -- the buttons ------------------------------------------------------------------------

    def open_chosen(self) -> bool:
        entry = self.chosen()
        return entry is not None and self.game_actions.open(entry)

    def continue_chosen(self) -> bool:
        entry = self.chosen()
        if entry is None or not self.game_actions.continue_from(entry, self.move_box.value()):
            return False
        self.pull()
        return True

    def analyse_chosen(self) -> bool:
        entry = self.chosen()
        return entry is not None and self.game_actions.analyse(entry)

    def export_chosen(self) -> bool:
        entry = self.chosen()
        return entry is not None and self.game_actions.export(entry)

    def delete_chosen(self) -> bool:
        """Delete the chosen game from the library; Undo brings it back."""
        entry = self.chosen()
        if entry is None:
            return False
        deleted = self.library.delete(entry.game_id)
        if deleted.problem is not None:
            self.note.setText(library_problem_text(deleted.problem))
            return False
        self.deleted.append(deleted)
        self.note.setText(
            tr("The game of %1 was deleted. Undo delete brings it back.").replace(
                "%1", local_date(entry.created)
            )
        )
        self.pull()
        return True

    def undo_delete(self) -> bool:
        """Bring back the game deleted last."""
        if not self.deleted:
            return False
        deleted = self.deleted.pop()
        kept = self.library.restore(deleted)
        if kept.problem is not None:
            self.deleted.append(deleted)
            self.note.setText(library_problem_text(kept.problem))
            return False
        self.note.setText(tr("The game is back."))
        self.pull()
        return True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        self.pull()
        super().showEvent(event)
