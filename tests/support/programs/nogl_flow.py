"""The whole game flow with no OpenGL, in a real process:
`python -m tests.support.programs.nogl_flow FOLDER`.

test_nogl runs it with QT_XCB_GL_INTEGRATION=none, so Qt can make no OpenGL context at all. It
starts the window as `hyperrow` does, plays by clicking the slice panel against a CPU player,
undoes, saves, plays on, opens the saved game, exports an image, opens About and triggers every
other menu action, then writes what it saw to FOLDER/seen.json for the test to check. Modal
dialogs answer themselves (file dialogs with paths in FOLDER)."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any


def main(folder: Path) -> None:
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QLabel, QMenu, QMessageBox

    from app.startup.diagnostics import log_qt_warnings
    from app.startup.gl_platform import match_pyopengl_platform
    from app.startup.main import create_window, share_gl_contexts
    from app.startup.restore import Start
    from app.widgets.dialogs.about import AboutDialog
    from engine import PRESETS, Game, ai, parse_cell
    from engine.players import parse_players

    seen: dict[str, Any] = {"messages": [], "dialogs": []}
    answers = {"save": "", "open": ""}

    def box(kind: str) -> Any:
        def show(_parent: object, title: str, text: str = "", *_args: object) -> object:
            seen["messages"].append([kind, title, text])
            if kind == "question":
                return QMessageBox.StandardButton.Discard
            return QMessageBox.StandardButton.Ok

        return staticmethod(show)

    for kind in ("warning", "critical", "information", "question", "about"):
        setattr(QMessageBox, kind, box(kind))
    QApplication.aboutQt = staticmethod(lambda: seen["dialogs"].append("aboutQt"))  # type: ignore[method-assign,assignment]
    QFileDialog.getSaveFileName = staticmethod(lambda *_a, **_k: (answers["save"], ""))  # type: ignore[method-assign,assignment]
    QFileDialog.getOpenFileName = staticmethod(lambda *_a, **_k: (answers["open"], ""))  # type: ignore[method-assign,assignment]

    def exec_dialog(dialog: QDialog) -> int:
        seen["dialogs"].append(type(dialog).__name__)
        if isinstance(dialog, AboutDialog):
            dialog.copy_button.click()
            seen["about"] = dialog.report.toPlainText()
            seen["clipboard"] = QApplication.clipboard().text()
        return int(QDialog.DialogCode.Rejected)

    QDialog.exec = exec_dialog  # type: ignore[method-assign,assignment]

    share_gl_contexts()
    log_qt_warnings()
    app = QApplication([])
    match_pyopengl_platform(app.platformName())
    game = Game(PRESETS["tic-tac-toe"])
    players = parse_players("human,cpu:random", ai.LEVELS)
    window = create_window(Start(folder / "data", None, game=game, players=players))
    window.show()
    QTest.qWaitForWindowExposed(window)
    session = window.session
    message = window.findChild(QLabel, "gl_message")
    seen["board"] = window.board is not None
    seen["message"] = message.text() if message is not None else ""
    seen["slices_in_place"] = window.centralWidget().isAncestorOf(window.slices)
    seen["slices_visible"] = window.slices.isVisible()
    seen["slice_dock_hidden"] = window.slice_dock.isHidden()

    def click(text: str) -> None:
        point = window.slices.cell_centre(parse_cell(text, session.rules)).toPoint()
        QTest.mouseClick(window.slices, Qt.MouseButton.LeftButton, pos=point)

    def wait_for_ply(ply: int) -> None:
        deadline = time.monotonic() + 60
        while session.game.ply < ply and time.monotonic() < deadline:
            QTest.qWait(20)

    def moves() -> list[list[int]]:
        return [list(cell) for cell in session.game.moves]

    click("2,2")
    wait_for_ply(2)  # the CPU answers
    seen["after_cpu"] = moves()
    window.menu_actions["undo"].trigger()
    seen["after_undo"] = moves()
    click("1,1")
    wait_for_ply(2)
    saved = folder / "saved.hyperrow"
    answers["save"] = str(saved)
    window.menu_actions["save-as"].trigger()
    seen["saved"] = moves()
    seen["saved_exists"] = saved.exists()
    click(next(c for c in ("3,3", "1,3", "3,1") if c not in engine_cells(session)))
    wait_for_ply(4)
    seen["before_open"] = moves()
    answers["open"] = str(saved)
    window.menu_actions["open"].trigger()
    seen["after_open"] = moves()
    answers["save"] = str(folder / "board.png")
    window.menu_actions["export"].trigger()
    seen["image_bytes"] = (folder / "board.png").stat().st_size
    window.menu_actions["about"].trigger()
    # Every other action of the menus, as a player could reach them.
    session.set_paused(True)
    answers["save"] = str(folder / "again.hyperrow")
    for action in menu_actions(window.menuBar().actions(), QMenu):
        if action is not window.menu_actions["quit"] and action.isEnabled():
            action.trigger()
            QCoreApplication.processEvents()
            seen.setdefault("triggered", []).append(action.text().replace("&", ""))
    window.menu_actions["quit"].trigger()
    seen["closed"] = not window.isVisible()
    (folder / "seen.json").write_text(json.dumps(seen, indent=1), encoding="utf-8")
    del app


def engine_cells(session: Any) -> set[str]:
    """The taken cells of the session's game as "x,y" text."""
    from engine import format_cell

    return {format_cell(cell) for cell in session.game.moves}


def menu_actions(actions: list[Any], menu_type: type) -> list[Any]:
    """Every action of the menus under `actions`, submenus included."""
    found = []
    for action in actions:
        menu = action.menu()
        if isinstance(menu, menu_type):
            menu.aboutToShow.emit()
            found += menu_actions(menu.actions(), menu_type)
        elif not action.isSeparator():
            found.append(action)
    return found


if __name__ == "__main__":
    main(Path(sys.argv[1]))
