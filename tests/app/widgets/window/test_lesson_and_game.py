"""A lesson beside the game in progress, through the real window: started from Help → Lessons
without a question, a step done right and one wrong, then left by Leave, by closing the
Lessons window or by finishing the lesson: the game is as it was, move for move, and the
autosave held it all along (a window ended mid-lesson comes back with the game); the lesson
counts in no statistics, after a wrong answer a click plays no stone for the opponent, and
without OpenGL (or when its frame fails) the lesson plays on a slice panel of its own."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox, QPushButton

import app.widgets.window.main_window
from app.widgets.board.board3d import Board3D
from app.widgets.board.gl_probe import GlReport
from app.widgets.slices.slice_panel import SlicePanel
from app.widgets.window.main_window import MainWindow
from app.widgets.words.lesson_words import lesson_done_text, verdict_text
from engine import PRESETS, Cell, Game, record
from engine.in_play.seats import human
from engine.lessons import Verdict, judge, lesson
from engine.players import PlayerInfo
from engine.scoreboard import statistics_path
from tests.support.lesson_steps import (
    BoxWatch,
    OpenWindow,
    cells_judged,
    lesson_session,
    play_like_a_click,
    start,
)
from tests.support.notation_games import play

LINE = lesson("line-2d")


@dataclass(frozen=True)
class GameSeen:
    """What a player sees of the game in the window, and what the data folder keeps of it."""

    moves: tuple[Cell, ...]
    redo: tuple[Cell, ...]
    players: tuple[PlayerInfo, ...]
    to_move: int
    title: str
    modified: bool
    path: Path | None
    dirty: bool
    kept_file: object
    kept_dirty: object


def seen(window: MainWindow) -> GameSeen:
    session = window.session
    return GameSeen(
        session.game.moves,
        tuple(session.game.redo_moves),
        tuple(session.players),
        session.game.to_move,
        window.windowTitle(),
        window.title.modified,
        session.file.path,
        session.file.dirty,
        window.data.value("game/file"),
        window.data.value("game/dirty"),
    )


def autosaved_moves(window: MainWindow) -> tuple[tuple[Cell, ...], tuple[Cell, ...]]:
    """The moves and the redo list the autosave holds."""
    path = window.session.file.autosave.path
    assert path is not None
    game = record.load_record(path).game
    return game.moves, tuple(game.redo_moves)


def a_game_under_way(window: MainWindow, file: Path) -> None:
    """Connect Four between two people: saved to `file`, then a move more, two taken back."""
    play(window, "4,1", "3,1", "4,2")
    window.session.save(file)
    play(window, "5,1", "4,3", "6,1")
    assert window.session.undo() and window.session.undo()


def button(window: MainWindow, name: str) -> QPushButton:
    found = window.findChild(QPushButton, name)
    assert found is not None, name
    return found


def press(qtbot: Any, window: MainWindow, name: str) -> None:
    qtbot.mouseClick(button(window, name), Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("way", ["leave", "close", "finish"])
def test_a_lesson_leaves_the_game_in_progress_as_it_was(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path, way: str
) -> None:
    window = open_window(game=Game(PRESETS["connect-four"]), players=(human(1), human(2)))
    a_game_under_way(window, tmp_path / "kept.hyperrow")
    before = seen(window)
    assert before.redo and before.modified and before.path is not None
    kept = autosaved_moves(window)
    assert kept == (before.moves, before.redo)
    statistics = window.statistics.board.to_data()

    assert start(qtbot, window, LINE.name) == []
    # A hurried player would Discard whatever is asked; nothing should be.
    boxes = BoxWatch(QMessageBox.StandardButton.Discard)
    try:
        press(qtbot, window, "lesson-next")  # the first step only asks to read
        step = LINE.steps[1]
        lessons = lesson_session(window)
        assert lessons.game.moves == step.moves
        wrong = cells_judged(window, step, right=False)[0]
        play_like_a_click(qtbot, window, wrong)
        assert window.lessons.answer.text() == verdict_text(judge(step, step.game(), wrong))
        press(qtbot, window, "lesson-retry")
        play_like_a_click(qtbot, window, cells_judged(window, step, right=True)[0])
        assert window.lessons.answer.text() == verdict_text(Verdict.RIGHT)
        # Meanwhile the autosave and the data folder still hold the game, not the lesson.
        assert autosaved_moves(window) == kept
        assert seen(window) == before
        if way == "leave":
            press(qtbot, window, "lesson-leave")
        elif way == "close":
            window.lessons.dialog.close()
        else:
            press(qtbot, window, "lesson-next")
            assert window.lessons.text.text() == lesson_done_text()
        assert boxes.texts == []
    finally:
        boxes.stop()
    assert seen(window) == before
    assert autosaved_moves(window) == kept
    assert not window.result_banner.isVisible()
    assert window.statistics.board.to_data() == statistics
    assert not statistics_path(window.data.path).exists()


def test_after_a_wrong_answer_a_click_plays_no_stone(qtbot: Any, open_window: OpenWindow) -> None:
    window = open_window(game=Game(PRESETS["connect-four"]), players=(human(1), human(2)))
    assert start(qtbot, window, LINE.name) == []
    press(qtbot, window, "lesson-next")
    step = LINE.steps[1]
    lessons = lesson_session(window)
    wrong, *others = cells_judged(window, step, right=False)
    play_like_a_click(qtbot, window, wrong)
    answered = lessons.game.moves
    assert answered == (*step.moves, wrong)
    play_like_a_click(qtbot, window, others[0])
    assert lessons.game.moves == answered
    assert window.lessons.answer.text() == verdict_text(judge(step, step.game(), wrong))


def test_a_window_ended_mid_lesson_comes_back_with_the_game(
    qtbot: Any, open_window: OpenWindow, data_dir: Path, tmp_path: Path
) -> None:
    window = open_window(game=Game(PRESETS["connect-four"]), players=(human(1), human(2)))
    a_game_under_way(window, tmp_path / "kept.hyperrow")
    before = seen(window)
    assert start(qtbot, window, LINE.name) == []
    press(qtbot, window, "lesson-next")
    step = LINE.steps[1]
    play_like_a_click(qtbot, window, cells_judged(window, step, right=True)[0])
    # The process ends here, the window never closed: the next start reads what is kept.
    again = open_window(data_dir=data_dir)
    assert seen(again) == before


def test_without_opengl_the_lesson_plays_on_a_slice_panel(
    qtbot: Any, open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(game=Game(PRESETS["connect-four"]), players=(human(1), human(2)))
    monkeypatch.setattr(
        app.widgets.window.main_window, "probe_gl", lambda: GlReport(problem="no OpenGL")
    )
    blind = MainWindow(window.session, window.data)
    qtbot.addWidget(blind)
    blind.show()
    qtbot.waitExposed(blind)
    assert start(qtbot, blind, LINE.name) == []
    assert isinstance(blind.lessons.board, SlicePanel) and blind.lessons.board.isVisible()
    press(qtbot, blind, "lesson-next")
    play_like_a_click(qtbot, blind, cells_judged(blind, LINE.steps[1], right=True)[0])
    assert blind.lessons.answer.text() == verdict_text(Verdict.RIGHT)
    assert blind.session.game.moves == ()
    blind.close()


def test_a_lesson_frame_that_raises_puts_the_slice_panel_in_the_lesson(
    qtbot: Any, open_window: OpenWindow
) -> None:
    window = open_window(game=Game(PRESETS["connect-four"]), players=(human(1), human(2)))
    main_board = window.board
    assert start(qtbot, window, LINE.name) == []
    board = window.lessons.board
    assert isinstance(board, Board3D)

    def broken() -> None:
        raise RuntimeError("the driver said no")

    board.wireframe_item.paint = broken
    board.guard.wrap(board.wireframe_item)
    board.update()
    qtbot.waitUntil(lambda: isinstance(window.lessons.board, SlicePanel), timeout=5000)
    assert window.lessons.board.isVisible()
    assert window.board is main_board is not None
    press(qtbot, window, "lesson-next")
    play_like_a_click(qtbot, window, cells_judged(window, LINE.steps[1], right=True)[0])
    assert window.lessons.answer.text() == verdict_text(Verdict.RIGHT)


def test_the_lesson_board_looks_as_the_player_set_the_main_board_up(
    qtbot: Any, open_window: OpenWindow
) -> None:
    window = open_window(game=Game(PRESETS["connect-four"]), players=(human(1), human(2)))
    reduce, symbols = (window.findChild(QAction, n) for n in ("reduce-motion", "symbols-on-stones"))
    assert reduce is not None and symbols is not None
    assert not reduce.isChecked() and not symbols.isChecked()
    reduce.trigger()
    symbols.trigger()
    assert start(qtbot, window, "fourth-dimension") == []
    looks = window.lessons.view_state
    assert looks.motion.reduce and looks.symbols and not looks.show_threats
    reduce.trigger()
    assert not looks.motion.reduce
