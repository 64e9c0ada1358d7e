"""The puzzle window (objectName `puzzles`): pick a board and a difficulty or today's puzzle,
play the first move (and on) on the slice panel against the engine's best defence; a wrong
move is answered and Retry / Show solution offered; the record stays in the data folder."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSignalBlocker
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

from app.model.puzzles.puzzle_model import PuzzleModel
from app.model.view.view_state import ViewState
from app.widgets.puzzles.puzzle_words import (
    DIFFICULTY_WORDS,
    pack_text,
    proof_text,
    record_text,
    step_text,
    task_text,
    title_text,
    your_pack_text,
    your_title_text,
)
from app.widgets.slices.slice_panel import SlicePanel
from app.widgets.words import sentence_label, tr
from app.widgets.words.access_words import sentences
from app.widgets.words.choice_words import say_choices
from app.widgets.words.game_words import game_name
from engine.notation import format_cell
from engine.puzzles.attempt import Step, Verdict
from engine.puzzles.pack import BOARDS, PackError, shipped
from engine.puzzles.puzzle import DIFFICULTIES, Difficulty
from engine.rules import Cell

MIN_SIZE = (760, 600)
YOUR_GAMES = "@your-games"
"""The board picker's choice of the puzzles from the player's own analysed games."""


class PuzzleWindow(QDialog):
    """The picker above the board, the task and verdict under it, the record at the top."""

    def __init__(
        self,
        model: PuzzleModel,
        parent: QWidget | None = None,
        *,
        say: Callable[[str], None] = lambda _text: None,
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

        self.record_label = sentence_label(self, "puzzle-record")
        self.title_label = sentence_label(self, "puzzle-title")
        self.task_label = sentence_label(self, "puzzle-task")
        self.proof_label = sentence_label(self, "puzzle-proof")
        self.message_label = sentence_label(self, "puzzle-message")
        self.view_state = ViewState(self)
        self.board = SlicePanel(model.session, self.view_state, self)
        self.board.setObjectName("puzzle-board-view")

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
        answers.addWidget(self.retry_button)
        answers.addWidget(self.solution_button)
        layout = QVBoxLayout(self)
        layout.addLayout(picker)
        layout.addWidget(self.record_label)
        layout.addWidget(self.title_label)
        layout.addWidget(self.task_label)
        layout.addWidget(self.proof_label)
        layout.addWidget(self.board, 1)
        # Holds the room the board will take while there is no puzzle yet.
        self.filler = QWidget(self)
        self.filler.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        layout.addWidget(self.filler, 1)
        layout.addLayout(answers)

        model.puzzle_changed.connect(self._show_puzzle)
        model.stepped.connect(self._show_step)
        model.record_changed.connect(self._show_record)
        model.solution_done.connect(self._solution_shown)
        model.pack_failed.connect(self._pack_failed)
        model.record_failed.connect(self._record_failed)
        self.board_box.currentIndexChanged.connect(self._show_pack)
        say_choices(self, say)
        self._show_record()
        self._show_puzzle()

    def _button(self, name: str, text: str, slot: object) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.clicked.connect(slot)
        return button

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
        # Four dimensions: every w-slice at once, so the whole board is in view.
        self.view_state.set_all_slices(len(puzzle.rules.shape) > 3)
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
        """Before the first puzzle: what the chosen board's pack holds."""
        if self.model.puzzle is not None:
            return
        board: str = self.board_box.currentData()
        if board == YOUR_GAMES:
            yours = self.model.your_puzzles()
            self.task_label.setText(your_pack_text(yours, self.model.record.solved))
            return
        try:
            puzzles = shipped(board)
        except PackError as error:
            self._pack_failed(str(error))
            return
        self.task_label.setText(pack_text(puzzles, self.model.record.solved))

    def _show_step(self, cell: Cell, step: Step) -> None:
        run = self.model.run
        assert run is not None
        self.message_label.setText(step_text(cell, step, run))
        self.say(self.message_label.text())
        self.retry_button.setEnabled(step.verdict in (Verdict.SOLVED, Verdict.WRONG))

    def _show_record(self) -> None:
        self.record_label.setText(record_text(self.model.record))

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
