"""Help → Lessons: a window of its own (objectName `lessons-panel`) with the lessons list, the
lesson's board and the step on it (what it says and asks, Retry, Next and Leave).

The lessons play on a board of their own, as puzzles do: a GameSession that is never autosaved
and that no statistics, sounds or result banner follow. The game in progress stays on the main
window's board, in its file and in the autosave as it was, so starting a lesson asks nothing
and leaving it (Leave, closing the window, or the lesson's end) has nothing to bring back. The
engine judges the move the player makes; once it is answered the board takes no more stones
until Retry or Next."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QListWidget,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.model.data.data_folder import DataFolder
from app.model.session.game_session import GameSession
from app.model.session.notices import Rejection
from app.model.view.view_state import W_AXIS, ViewState
from app.widgets.board.board3d import Board3D
from app.widgets.board.motion_cues import MotionCues
from app.widgets.slices.slice_bar import SliceBar
from app.widgets.slices.slice_panel import SlicePanel
from app.widgets.words import sentence_label, tr
from app.widgets.words.lesson_words import (
    lesson_done_text,
    lesson_list_entry,
    lesson_title,
    lessons_intro_text,
    step_text,
    verdict_text,
)
from app.widgets.words.window_words import player_name, rejection_text
from engine import Cell, Game
from engine.in_play.seats import human
from engine.lessons import LESSONS, Ask, Lesson, Verdict, judge
from engine.net import NetRefusal

DONE_KEY = "lessons/done/%s"
MIN_SIZE = (900, 620)
LIST_WIDTH = 260


class LessonPanel(QObject):
    """The lessons window of `window` and the lesson being taken on its own board (a 3D view
    drawn with `samples`, or the slice panel when None: no OpenGL), which follows the player's
    `looks` of the main board. `say` announces what a step asks and how a move was answered."""

    def __init__(
        self,
        window: QMainWindow,
        data: DataFolder,
        *,
        looks: ViewState,
        say: Callable[[str], None],
        samples: int | None,
    ) -> None:
        super().__init__(window)
        self.main_window, self.data, self._say = window, data, say
        self.session = GameSession(players=(human(1), human(2)), parent=self)
        """The lessons' own game: no autosave path, so nothing of it is ever kept."""
        self.session.refer_to(self)  # the lesson judges each move before the board plays it
        self.view_state = ViewState(self)
        self._follow(looks)
        self.motion_cues = MotionCues(self.session, self.view_state.motion)
        self.lesson: Lesson | None = None
        self.step_index = 0
        self._before: Game | None = None
        """The step's position while a move is awaited; None once answered (or nothing asked)."""
        self._answered = False
        """The step has been done (or only asked to be read): Next goes on."""

        self.dialog = QDialog(window)
        self.dialog.setObjectName("lessons-panel")
        self.dialog.setWindowTitle(tr("Lessons"))
        self.dialog.setMinimumSize(*MIN_SIZE)
        self.dialog.finished.connect(self._on_closed)
        dialog = self.dialog
        self.list = QListWidget(dialog)
        self.list.setObjectName("lessons-list")
        self.list.setMinimumWidth(LIST_WIDTH)
        self.list.setAccessibleName(tr("Lessons"))
        self.list.itemActivated.connect(lambda _item: self.start(self.list.currentRow()))
        self.start_button = self._button("lesson-start", tr("&Start lesson"))
        self.start_button.clicked.connect(lambda: self.start(max(self.list.currentRow(), 0)))
        self.text = sentence_label(dialog, "lesson-text")
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.answer = sentence_label(dialog, "lesson-answer")
        # How a move was answered ends the step: said plainly, in the lesson's own words.
        bold = QFont()
        bold.setBold(True)
        self.answer.setFont(bold)
        self.retry_button = self._button("lesson-retry", tr("&Retry"))
        self.retry_button.clicked.connect(self.retry)
        self.next_button = self._button("lesson-next", tr("&Next"))
        self.next_button.clicked.connect(self.next_step)
        self.leave_button = self._button("lesson-leave", tr("&Leave lessons"))
        self.leave_button.setToolTip(tr("Close the lessons and go back to your game."))
        self.leave_button.clicked.connect(self.leave)
        self.board: Board3D | SlicePanel = self._make_board(samples)
        self.w_bar = SliceBar(self.session, self.view_state, dialog)
        self.w_bar.setObjectName("lesson-w-bar")
        # Holds the board's room while no lesson is on it.
        self.filler = QWidget(dialog)
        self.filler.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

        picker = QVBoxLayout()
        picker.addWidget(self.list, 1)
        picker.addWidget(self.start_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.retry_button)
        buttons.addWidget(self.next_button)
        buttons.addStretch(1)
        buttons.addWidget(self.leave_button)
        self.step_column = QVBoxLayout()
        self.step_column.addWidget(self.text)
        self.step_column.addWidget(self.board, 1)
        self.step_column.addWidget(self.filler, 1)
        self.step_column.addWidget(self.w_bar)
        self.step_column.addWidget(self.answer)
        self.step_column.addLayout(buttons)
        row = QHBoxLayout(dialog)
        row.addLayout(picker)
        row.addLayout(self.step_column, 1)

        self.action = QAction(tr("&Lessons"), window)
        self.action.setObjectName("lessons")
        self.action.triggered.connect(self.show)
        self.session.reset.connect(self.w_bar.pull_board)
        self.session.rejected.connect(self._on_rejected)
        self.view_state.hover_changed.connect(self._keep_hover)
        self.fill_list()
        self._pull_lesson()

    def _follow(self, looks: ViewState) -> None:
        """The lesson's board looks as the player set the main window's up: symbols on the
        stones, coordinates, the spread of the layers and reduced motion (never the threats,
        which would give the answers away)."""
        view = self.view_state
        looks.symbols_changed.connect(view.set_symbols)
        looks.show_coordinates_changed.connect(view.set_show_coordinates)
        looks.spread_changed.connect(view.set_spread)
        looks.motion.reduce_changed.connect(view.motion.set_reduce)
        view.set_symbols(looks.symbols)
        view.set_show_coordinates(looks.show_coordinates)
        view.set_spread(looks.spread)
        view.motion.set_reduce(looks.motion.reduce)

    def _button(self, name: str, text: str) -> QPushButton:
        button = QPushButton(text, self.dialog)
        button.setObjectName(name)
        button.setAutoDefault(False)
        return button

    def _make_board(self, samples: int | None) -> Board3D | SlicePanel:
        board: Board3D | SlicePanel
        if samples is None:
            board = SlicePanel(self.session, self.view_state, self.dialog)
        else:
            board = Board3D(self.session, self.view_state, self.dialog, samples=samples)
            board.failed.connect(self._lose_gl, Qt.ConnectionType.QueuedConnection)
        board.setObjectName("lesson-board")
        return board

    def _lose_gl(self, _problem: str) -> None:
        """OpenGL failed in the lesson's 3D view: the slice panel takes its place."""
        old = self.board
        self.board = self._make_board(None)
        self.step_column.replaceWidget(old, self.board)
        old.deleteLater()
        self._pull_lesson()

    def is_done(self, name: str) -> bool:
        """True once the lesson called `name` has been completed (kept in the data folder)."""
        return self.data.value(DONE_KEY % name) in (True, "true")

    def fill_list(self) -> None:
        """The lessons, each marked when done."""
        row = self.list.currentRow()
        self.list.clear()
        for lesson in LESSONS:
            self.list.addItem(
                lesson_list_entry(lesson_title(lesson.name), self.is_done(lesson.name))
            )
        self.list.setCurrentRow(max(row, 0))

    def show(self) -> None:
        """Show the lessons window."""
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        self.list.setFocus()

    def start(self, index: int) -> None:
        """Begin lesson number `index` (of LESSONS) at its first step. The game in progress is
        not touched: the lesson has a board of its own."""
        if not 0 <= index < len(LESSONS):
            return
        self.lesson = LESSONS[index]
        self.step_index = 0
        self._set_up()

    def retry(self) -> None:
        """Put the step's position back and ask again."""
        if self.lesson is not None:
            self._set_up()

    def next_step(self) -> None:
        """On to the next step; after the last one the lesson is done and kept as done."""
        lesson = self.lesson
        if lesson is None or not self._answered:
            return
        if self.step_index + 1 < len(lesson.steps):
            self.step_index += 1
            self._set_up()
            return
        self.data.set_value(DONE_KEY % lesson.name, True)
        self._end(lesson_done_text())
        self.fill_list()
        self._say(lesson_done_text())

    def leave(self) -> None:
        """Leave the lessons (the Leave button, or closing the window): the lesson ends and
        the player is back at the game, which the lesson never touched."""
        self.dialog.reject()

    def _on_closed(self, _result: int) -> None:
        self._end(lessons_intro_text())
        self.main_window.activateWindow()

    def _end(self, words: str) -> None:
        """No lesson on the board any more; the window says `words`."""
        self.lesson = None
        self._before = None
        self._answered = False
        self.text.setText(words)
        self._pull_lesson()

    def _set_up(self) -> None:
        assert self.lesson is not None
        step = self.lesson.steps[self.step_index]
        self.session.new_game(step.game(), (human(1), human(2)))
        self.view_state.set_all_slices(step.all_slices)
        self.view_state.set_ghost_slices(step.ghost_slices)
        self.view_state.set_w(step.w)
        self._before = None if step.ask is Ask.READ else self.session.game.copy()
        self._answered = step.ask is Ask.READ
        self.text.setText(step_text(step.key))
        self._pull_lesson()
        if step.ask is not Ask.READ:
            self.board.setFocus()  # the keys play there too
        self._say(step_text(step.key))

    def ask_undo(self) -> bool:
        """The session's Referee: a take-back on the lesson's board is the board's own."""
        return False

    def submit(self, _seat: int, cell: Cell) -> NetRefusal | None:
        """The session's Referee: a click on the lesson's board, judged while the step awaits
        a move, and played; once the step is answered the board waits for Retry or Next and
        plays nothing."""
        before, lesson = self._before, self.lesson
        if before is None or lesson is None:
            return None
        if not before.is_legal(cell):
            self.session.mirror(cell)  # refused there, with the reason `rejected` gives
            return None
        self._before = None
        self.view_state.set_hover(None)
        verdict = judge(lesson.steps[self.step_index], before, cell)
        self._answered = verdict is Verdict.RIGHT
        self.session.mirror(cell)
        self.answer.setText(verdict_text(verdict))
        self._pull_buttons()
        self._say(verdict_text(verdict))
        return None

    def _keep_hover(self, cell: Cell | None) -> None:
        """The stone under the pointer shows where a move would go: none while the board takes
        no move (the step answered, or only read)."""
        if cell is not None and self._before is None:
            self.view_state.set_hover(None)

    def _on_rejected(self, rejection: Rejection) -> None:
        names = [player_name(info) for info in self.session.players]
        self.answer.setText(rejection_text(rejection, names))

    def _pull_lesson(self) -> None:
        """The board while a lesson is on it, the filler holding its room otherwise."""
        taking = self.lesson is not None
        self.board.setVisible(taking)
        self.filler.setVisible(not taking)
        self.w_bar.setVisible(taking and self.session.rules.ndim > W_AXIS)
        if not taking and not self.text.text():
            self.text.setText(lessons_intro_text())
        self.answer.clear()
        self._pull_buttons()

    def _pull_buttons(self) -> None:
        taking = self.lesson is not None
        self.next_button.setEnabled(taking and self._answered)
        asks = taking and self._before is None and not self._answered
        self.retry_button.setEnabled(asks or (taking and self._answered and self._asked()))

    def _asked(self) -> bool:
        """The step on the board asks for a move (so Retry has a position to put back)."""
        return self.lesson is not None and self.lesson.steps[self.step_index].ask is not Ask.READ
