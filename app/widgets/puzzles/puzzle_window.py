"""The puzzle window (objectName `puzzles`): pick a board and a difficulty or today's puzzle,
or a puzzle of the pack's list (each shown solved, with a hint, failed or not tried), and play
the first move (and on) on the 3D view or the flat slices against the engine's best defence;
Hint shows where the move goes (the slice first, then the cell); a wrong move is answered and
Retry / Show solution offered; the record stays in the data folder."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSignalBlocker
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.model.puzzles.puzzle_hint import Hint
from app.model.puzzles.puzzle_model import PuzzleModel
from app.model.view.view_state import ViewState
from app.widgets.puzzles.puzzle_board import PuzzleBoard
from app.widgets.puzzles.puzzle_list import PuzzleList
from app.widgets.puzzles.puzzle_words import (
    DIFFICULTY_WORDS,
    hint_text,
    pack_text,
    proof_text,
    record_text,
    solved_text,
    step_text,
    task_text,
    title_text,
    your_pack_text,
    your_title_text,
)
from app.widgets.words import sentence_label, tr
from app.widgets.words.access_words import sentences
from app.widgets.words.choice_words import say_choices
from app.widgets.words.game_words import game_name
from engine.notation import format_cell
from engine.puzzles.attempt import Step, Verdict
from engine.puzzles.pack import BOARDS, PackError, shipped
from engine.puzzles.puzzle import DIFFICULTIES, Difficulty, Puzzle
from engine.rules import Cell

MIN_SIZE = (900, 620)
ROOMY_SIZE = (1200, 760)
"""The size the window opens at where the screen has room (less where it has not)."""
HINT_KEY = "Ctrl+H"
"""As the main window's Game → Hint."""
YOUR_GAMES = "@your-games"
"""The board picker's choice of the puzzles from the player's own analysed games."""


class PuzzleWindow(QDialog):
    """The picker and the record at the top, the pack's list at the side, the task above the
    board and the verdict under it. `samples`: the 3D view's multisampling, None without
    OpenGL (the flat slices alone)."""

    def __init__(
        self,
        model: PuzzleModel,
        parent: QWidget | None = None,
        *,
        say: Callable[[str], None] = lambda _text: None,
        samples: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.say = say  # what the window shows, for a screen reader
        self.setObjectName("puzzles")
        self.setWindowTitle(tr("Puzzles"))
        self.setMinimumSize(*MIN_SIZE)

        self.board_box = QComboBox(self)
        self.board_box.setObjectName("puzzle-board")
        for board in BOARDS:
            self.board_box.addItem(game_name(board), board)
        self.board_box.addItem(tr("From your games"), YOUR_GAMES)
        self.difficulty_box = QComboBox(self)
        self.difficulty_box.setObjectName("puzzle-difficulty")
        self.difficulty_box.addItem(tr("Any difficulty"), None)
        for level in DIFFICULTIES:
            self.difficulty_box.addItem(tr(DIFFICULTY_WORDS[level]), str(level))
        self.new_button = self._button("puzzle-new", tr("&New puzzle"), self.new_puzzle)
        self.daily_button = self._button("puzzle-daily", tr("&Today's puzzle"), model.pick_daily)
        self.retry_button = self._button("puzzle-retry", tr("&Retry"), model.retry)
        self.solution_button = self._button(
            "puzzle-solution", tr("&Show solution"), model.show_solution
        )
        self.hint_button = self._button("puzzle-hint", tr("&Hint"), self.hint)
        self.hint_button.setToolTip(
            tr(
                "Show where the move goes: on a 3D or 4D board the slice first, then the cell "
                "(%1). A puzzle solved with a hint is not counted as solved."
            ).replace("%1", QKeySequence(HINT_KEY).toString(QKeySequence.SequenceFormat.NativeText))
        )
        QShortcut(QKeySequence(HINT_KEY), self, self.hint)

        self.record_label = sentence_label(self, "puzzle-record")
        self.title_label = sentence_label(self, "puzzle-title")
        self.task_label = sentence_label(self, "puzzle-task")
        self.proof_label = sentence_label(self, "puzzle-proof")
        self.message_label = sentence_label(self, "puzzle-message")
        self.view_state = ViewState(self)
        self.board = PuzzleBoard(model.session, self.view_state, samples, self)
        self.puzzle_list = PuzzleList(model, self.open_puzzle, self)

        self.board_box.setAccessibleName(tr("Board"))
        self.difficulty_box.setAccessibleName(tr("Difficulty"))
        picker = QHBoxLayout()
        for text, box in ((tr("Board:"), self.board_box), (tr("Difficulty:"), self.difficulty_box)):
            label = QLabel(text, self)
            label.setBuddy(box)
            picker.addWidget(label)
            picker.addWidget(box)
        picker.addWidget(self.new_button)
        picker.addWidget(self.daily_button)
        picker.addStretch(1)
        answers = QHBoxLayout()
        answers.addWidget(self.message_label, 1)
        answers.addWidget(self.hint_button)
        answers.addWidget(self.retry_button)
        answers.addWidget(self.solution_button)
        column = QVBoxLayout()
        column.addWidget(self.title_label)
        column.addWidget(self.task_label)
        column.addWidget(self.proof_label)
        column.addWidget(self.board, 1)
        # Holds the room the board will take while there is no puzzle yet.
        self.filler = QWidget(self)
        self.filler.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        column.addWidget(self.filler, 1)
        column.addLayout(answers)
        row = QHBoxLayout()
        row.addWidget(self.puzzle_list)
        row.addLayout(column, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(picker)
        layout.addWidget(self.record_label)
        layout.addLayout(row, 1)
        self._fit_screen()

        model.puzzle_changed.connect(self._show_puzzle)
        model.stepped.connect(self._show_step)
        model.record_changed.connect(self._show_record)
        model.solution_started.connect(self._solution_showing)
        model.solution_done.connect(self._solution_shown)
        model.hinted.connect(self._show_hint)
        model.pack_failed.connect(self._pack_failed)
        model.record_failed.connect(self._record_failed)
        self.board_box.currentIndexChanged.connect(self._show_pack)
        say_choices(self, say)
        self._show_record()
        self._show_puzzle()

    def _button(self, name: str, text: str, slot: object) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        return button

    def _fit_screen(self) -> None:
        """Open roomy, as far as the screen lets (a 1280×800 one too)."""
        screen = self.screen().availableGeometry()
        self.resize(
            max(MIN_SIZE[0], min(ROOMY_SIZE[0], screen.width() - 40)),
            max(MIN_SIZE[1], min(ROOMY_SIZE[1], screen.height() - 40)),
        )

    def hint(self) -> None:
        """Hint (the button, Ctrl+H): the move's slice, then its cell; said when there is none."""
        if not self.model.give_hint():
            self.message_label.setText(tr("No hint now: there is no move of yours to find."))
            self.say(self.message_label.text())

    def open_puzzle(self, puzzle: Puzzle) -> None:
        """A puzzle from the list, to try (again)."""
        self.model.open(puzzle, yours=self.board_box.currentData() == YOUR_GAMES)

    def new_puzzle(self) -> None:
        """A puzzle of the board and difficulty picked."""
        board: str = self.board_box.currentData()
        level: str | None = self.difficulty_box.currentData()
        difficulty = None if level is None else Difficulty(level)
        if board == YOUR_GAMES:
            if not self.model.pick_yours(difficulty):
                self.message_label.setText(
                    tr(
                        "No puzzle of this kind from your games yet: analyse a game where a "
                        "win slipped away (Review → Analyse game)."
                    )
                )
            return
        if difficulty is not None and not _has_level(board, difficulty):
            self.message_label.setText(
                tr("This board has no puzzles of this difficulty: pick another.")
            )
            return
        self.model.pick(board, difficulty)

    def _show_puzzle(self) -> None:
        puzzle = self.model.puzzle
        self.retry_button.setEnabled(False)
        self.solution_button.setEnabled(puzzle is not None)
        self.hint_button.setEnabled(puzzle is not None)
        self.board.setVisible(puzzle is not None)
        self.filler.setVisible(puzzle is None)
        if puzzle is None:
            self.title_label.setText(tr("Pick a board and a difficulty, or take today's puzzle."))
            self.proof_label.clear()
            self._show_pack()
            self.message_label.clear()
            return
        if not self.model.yours:
            self.show_board(puzzle.board)
        self.puzzle_list.pull()
        if self.model.yours:
            self.title_label.setText(your_title_text(puzzle))
        else:
            self.title_label.setText(title_text(puzzle, self.model.daily))
        self.task_label.setText(task_text(puzzle))
        self.proof_label.setText(proof_text(puzzle))
        self.message_label.setText(tr("Your move: click a cell."))
        self.say(sentences([self.title_label.text(), self.task_label.text()]))

    def show_board(self, board: str | None) -> None:
        """Set the board picker to `board` (a board with puzzles; others are ignored) without
        picking a puzzle: the board being played, or the puzzle's own."""
        index = -1 if board is None else self.board_box.findData(board)
        if index < 0 or index == self.board_box.currentIndex():
            return
        with QSignalBlocker(self.board_box):
            self.board_box.setCurrentIndex(index)
        self._show_pack()

    def _show_pack(self) -> None:
        """The chosen board's puzzles in the list, and before the first puzzle what the pack
        holds."""
        board: str = self.board_box.currentData()
        if board == YOUR_GAMES:
            yours = self.model.your_puzzles()
            self.puzzle_list.show_pack(yours)
            if self.model.puzzle is None:
                self.task_label.setText(your_pack_text(yours, self.model.record.solved))
            return
        try:
            puzzles = shipped(board)
        except PackError as error:
            self.puzzle_list.show_pack(())
            self._pack_failed(str(error))
            return
        self.puzzle_list.show_pack(puzzles)
        if self.model.puzzle is None:
            self.task_label.setText(pack_text(puzzles, self.model.record.solved))

    def _show_step(self, cell: Cell, step: Step) -> None:
        run = self.model.run
        assert run is not None
        if step.verdict is Verdict.SOLVED:
            self.message_label.setText(solved_text(cell, self.model.outcome))
        else:
            self.message_label.setText(step_text(cell, step, run))
        self.say(self.message_label.text())
        self.retry_button.setEnabled(step.verdict in (Verdict.SOLVED, Verdict.WRONG))
        self.hint_button.setEnabled(not run.finished)

    def _show_hint(self, hint: Hint | None) -> None:
        self.board.show_hint(hint)
        if hint is not None:
            self.message_label.setText(hint_text(hint))
            self.say(self.message_label.text())

    def _show_record(self) -> None:
        self.record_label.setText(record_text(self.model.record))
        self.puzzle_list.pull()

    def _solution_showing(self) -> None:
        self.message_label.setText(tr("Showing the solution, move by move…"))
        self.retry_button.setEnabled(False)
        self.hint_button.setEnabled(False)
        self.say(self.message_label.text())

    def _solution_shown(self) -> None:
        self.message_label.setText(tr("That is the solution. Retry to play it yourself."))
        self.retry_button.setEnabled(True)
        run = self.model.run
        if run is not None:
            moves = tr("; ").join(format_cell(cell) for cell in run.puzzle.solution)
            self.say(tr("The solution: %1. Retry to play it yourself.").replace("%1", moves))

    def _pack_failed(self, reason: str) -> None:
        self.message_label.setText(tr("These puzzles cannot be played: %1").replace("%1", reason))
        self.say(self.message_label.text())

    def _record_failed(self, reason: str) -> None:
        self.message_label.setText(
            tr("Your puzzle record could not be kept: %1").replace("%1", reason)
        )
        self.say(self.message_label.text())


def _has_level(board: str, difficulty: Difficulty) -> bool:
    """Whether `board`'s pack has puzzles of `difficulty` (True when it cannot be loaded: picking
    says why)."""
    try:
        return any(puzzle.difficulty is difficulty for puzzle in shipped(board))
    except PackError:
        return True
