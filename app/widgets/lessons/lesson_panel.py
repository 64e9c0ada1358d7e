"""Help → Lessons: a panel beside the board with the lessons list and the step on the board
(what it says and asks, Retry and Next). Each step sets up its position in the window's own
session and view; the engine judges the move the player makes there."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QListWidget,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.model.data.data_folder import DataFolder
from app.model.session.game_session import GameSession
from app.model.session.seats import human
from app.model.view.view_state import ViewState
from app.widgets.words import sentence_label, tr
from app.widgets.words.lesson_words import (
    lesson_done_text,
    lesson_list_entry,
    lesson_title,
    step_text,
    verdict_text,
)
from engine import Cell, Game
from engine.lessons import LESSONS, Ask, Lesson, Verdict, judge

DONE_KEY = "lessons/done/%s"


class LessonPanel(QObject):
    """The lessons dock of `window` and the lesson being taken. `say` announces what a step
    asks and how a move was answered; `may_replace` asks before the game on the board goes."""

    def __init__(
        self,
        window: QMainWindow,
        session: GameSession,
        view_state: ViewState,
        data: DataFolder,
        *,
        say: Callable[[str], None],
        may_replace: Callable[[], bool],
    ) -> None:
        super().__init__(window)
        self.session, self.view_state, self.data = session, view_state, data
        self._say, self._may_replace = say, may_replace
        self.lesson: Lesson | None = None
        self.step_index = 0
        self._before: Game | None = None
        """The step's position while a move is awaited; None once answered (or nothing asked)."""
        self._setting_up = False
        self._answered = False
        """The step has been done (or only asked to be read): Next goes on."""

        body = QWidget()
        column = QVBoxLayout(body)
        self.list = QListWidget(body)
        self.list.setObjectName("lessons-list")
        self.list.itemActivated.connect(lambda _item: self.start(self.list.currentRow()))
        self.start_button = QPushButton(tr("&Start lesson"), body)
        self.start_button.setObjectName("lesson-start")
        self.start_button.clicked.connect(lambda: self.start(max(self.list.currentRow(), 0)))
        self.text = sentence_label(body, "lesson-text")
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.answer = sentence_label(body, "lesson-answer")
        buttons = QHBoxLayout()
        self.retry_button = QPushButton(tr("&Retry"), body)
        self.retry_button.setObjectName("lesson-retry")
        self.retry_button.clicked.connect(self.retry)
        self.next_button = QPushButton(tr("&Next"), body)
        self.next_button.setObjectName("lesson-next")
        self.next_button.clicked.connect(self.next_step)
        buttons.addWidget(self.retry_button)
        buttons.addWidget(self.next_button)
        column.addWidget(self.list)
        column.addWidget(self.start_button)
        column.addWidget(self.text)
        column.addWidget(self.answer)
        column.addLayout(buttons)
        column.addStretch(1)
        self.dock = QDockWidget(tr("Lessons"), window)
        self.dock.setObjectName("lessons-panel")
        self.dock.setWidget(body)
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.dock.hide()
        self.action = QAction(tr("&Lessons"), window)
        self.action.setObjectName("lessons")
        self.action.triggered.connect(self.show)
        self._pull_buttons()
        self.fill_list()
        session.moved.connect(self._on_moved)

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
        """Show the lessons beside the board."""
        self.dock.show()
        self.dock.raise_()
        self.list.setFocus()

    def start(self, index: int) -> None:
        """Begin lesson number `index` (of LESSONS) at its first step."""
        if not 0 <= index < len(LESSONS) or not self._may_replace():
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
        if lesson is None:
            return
        if self.step_index + 1 < len(lesson.steps):
            self.step_index += 1
            self._set_up()
            return
        self.data.set_value(DONE_KEY % lesson.name, True)
        self.lesson = None
        self.fill_list()
        self.text.setText(lesson_done_text())
        self.answer.clear()
        self._pull_buttons()
        self._say(lesson_done_text())

    def _set_up(self) -> None:
        assert self.lesson is not None
        step = self.lesson.steps[self.step_index]
        self._setting_up = True
        try:
            self.session.new_game(step.game(), (human(1), human(2)))
        finally:
            self._setting_up = False
        self.view_state.set_all_slices(step.all_slices)
        self.view_state.set_ghost_slices(step.ghost_slices)
        self.view_state.set_w(step.w)
        self._before = None if step.ask is Ask.READ else self.session.game.copy()
        self._answered = step.ask is Ask.READ
        self.text.setText(step_text(step.key))
        self.answer.clear()
        self._pull_buttons()
        self._say(step_text(step.key))

    def _on_moved(self, cell: Cell, _player: int) -> None:
        before, lesson = self._before, self.lesson
        if self._setting_up or before is None or lesson is None:
            return
        self._before = None
        verdict = judge(lesson.steps[self.step_index], before, tuple(cell))
        self._answered = verdict is Verdict.RIGHT
        self.answer.setText(verdict_text(verdict))
        self._pull_buttons()
        self._say(verdict_text(verdict))

    def _pull_buttons(self) -> None:
        taking = self.lesson is not None
        self.next_button.setEnabled(taking and self._answered)
        asks = taking and self._before is None and not self._answered
        self.retry_button.setEnabled(asks or (taking and self._answered and self._asked()))

    def _asked(self) -> bool:
        """The step on the board asks for a move (so Retry has a position to put back)."""
        return self.lesson is not None and self.lesson.steps[self.step_index].ask is not Ask.READ
