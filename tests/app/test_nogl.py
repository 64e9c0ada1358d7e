"""When OpenGL fails the window says so and the slice panel plays: with no OpenGL context at all
(QT_XCB_GL_INTEGRATION=none, real processes), with one too old, and when a frame raises."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

import app.widgets.window.main_window
from app.model.session.game_session import GameSession
from app.widgets.board.board3d import Board3D
from app.widgets.board.gl_probe import GlReport, probe_gl
from app.widgets.board.no_gl import NoGlPanel
from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game
from engine.in_play.seats import human
from tests.support.desktop_sessions import x11_env
from tests.support.processes import run_to_end
from tests.support.windows import OpenWindow

NO_GL = {**x11_env(), "QT_XCB_GL_INTEGRATION": "none"}


def run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return run_to_end([sys.executable, *args], env, 180)


@pytest.mark.slow
@pytest.mark.processes
def test_the_whole_game_flow_works_with_no_opengl(tmp_path: Path) -> None:
    done = run(["-m", "tests.support.programs.nogl_flow", str(tmp_path)], NO_GL)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "Traceback" not in done.stderr
    assert "Failed to create context" not in done.stderr
    seen = json.loads((tmp_path / "seen.json").read_text())
    assert seen["board"] is False
    assert "no OpenGL context could be created" in seen["message"]
    assert "--software-gl" in seen["message"]
    assert seen["slices_in_place"] and seen["slices_visible"] and seen["slice_dock_hidden"]
    # Played by clicking the slice panel; the CPU answered.
    assert seen["after_cpu"][0] == [1, 1]
    assert len(seen["after_cpu"]) == 2
    assert seen["after_undo"] == []  # back to the human's turn
    assert seen["saved_exists"]
    assert len(seen["before_open"]) == 4
    assert seen["after_open"] == seen["saved"]
    assert seen["image_bytes"] > 1000
    assert "AboutDialog" in seen["dialogs"]
    assert "OpenGL problem: no OpenGL context could be created." in seen["about"]
    assert seen["clipboard"] == seen["about"]
    assert {"Hint", "Reset camera", "Show coordinates", "Players and CPU levels…"} <= set(
        seen["triggered"]
    )
    assert [m for m in seen["messages"] if m[0] in ("warning", "critical")] == []
    assert seen["closed"]
    log = (tmp_path / "data" / "hyperrow.log").read_text()
    assert log.count("the 3D view is off") == 1


@pytest.mark.slow
@pytest.mark.processes
def test_the_window_with_no_opengl_starts_and_draws_the_slices(tmp_path: Path) -> None:
    png = tmp_path / "shot.png"
    done = run(
        ["-m", "app", "--data-dir", str(tmp_path / "d"), "--screenshot", str(png)],
        NO_GL,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""  # Qt's context warnings went to the log, once each
    log = (tmp_path / "d" / "hyperrow.log").read_text()
    assert log.count("Cannot create platform OpenGL context") == 1
    assert png.stat().st_size > 10_000


@pytest.mark.slow
@pytest.mark.processes
def test_an_opengl_too_old_for_the_view_is_named(tmp_path: Path) -> None:
    env = {**x11_env(), "MESA_GL_VERSION_OVERRIDE": "1.4"}
    done = run(["-m", "app", "--data-dir", str(tmp_path), "--info"], env)
    assert done.returncode == 0, done.stderr
    assert "OpenGL version: 1.4" in done.stdout
    assert "OpenGL problem: OpenGL 1.4 is too old: the 3D view needs OpenGL 2.0" in done.stdout
    png = tmp_path / "shot.png"
    done = run(["-m", "app", "--data-dir", str(tmp_path), "--screenshot", str(png)], env)
    assert done.returncode == 0, done.stderr
    assert "OpenGL 1.4 is too old" in (tmp_path / "hyperrow.log").read_text()


def test_the_opengl_here_is_found_working() -> None:
    report = probe_gl()
    assert report.works, report.problem
    assert report.version >= (2, 0)
    assert report.vendor and report.renderer and report.version_text


def test_without_opengl_the_slice_panel_takes_the_board_place(
    open_window: OpenWindow, data_dir: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window()
    problem = "no OpenGL context could be created."
    session = GameSession(autosave_path=data_dir / "other.hyperrow")
    session.new_game(PRESETS["qubic"], window.session.players)
    monkeypatch.setattr(
        app.widgets.window.main_window, "probe_gl", lambda: GlReport(problem=problem)
    )
    blind = MainWindow(session, window.data)
    qtbot.addWidget(blind)
    blind.show()
    qtbot.waitExposed(blind)
    assert blind.board is None
    assert isinstance(blind.centralWidget(), NoGlPanel)
    label = blind.findChild(QLabel, "gl_message")
    assert label is not None and problem in label.text() and "OpenGL" in label.text()
    assert blind.slices.isVisible() and blind.slice_dock.isHidden()
    assert not blind.slice_dock.toggleViewAction().isVisible()
    # Qubic has layers, but without a 3D view there is nothing to spread.
    assert blind.spread_bar.isHidden()
    assert not blind.view_options.spread_more_action.isEnabled()
    assert not blind.view_options.spread_less_action.isEnabled()
    blind.menu_actions["reset-camera"].trigger()  # nothing to reset, and no error
    blind.save_settings()
    # The settings keep the docks as they were with the 3D view.
    assert blind.data.value("window/state") == window.data.value("window/state")
    blind.close()


def test_a_frame_that_raises_is_logged_once_and_the_slices_take_over(
    open_window: OpenWindow, qtbot: Any, caplog: Any
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    board = window.board
    assert isinstance(board, Board3D)
    assert window.spread_bar.isVisible() and window.view_options.spread_more_action.isEnabled()

    def broken() -> None:
        raise RuntimeError("the driver said no")

    # The wire frame is drawn in every frame.
    board.wireframe_item.paint = broken
    board.guard.wrap(board.wireframe_item)
    with caplog.at_level("ERROR"):
        board.update()
        qtbot.waitUntil(lambda: window.board is None, timeout=5000)
        for _ in range(3):
            for found in window.findChildren(Board3D):  # but the lessons' own board
                assert found is window.lessons.board or found.guard.failure
            qtbot.wait(20)
    # The error with its traceback once, and the switch once, however many frames were asked.
    assert [(r.name, r.exc_info is not None) for r in caplog.records] == [
        ("app.widgets.board.draw_guard", True),
        ("app.widgets.board.no_gl", False),
    ]
    label = window.findChild(QLabel, "gl_message")
    assert label is not None and "RuntimeError: the driver said no" in label.text()
    assert window.centralWidget().isAncestorOf(window.slices)
    assert window.spread_bar.isHidden()
    assert not window.view_options.spread_more_action.isEnabled()
