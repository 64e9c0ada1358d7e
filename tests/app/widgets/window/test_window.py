"""The main window: every menu action, files, the autosave across windows, the w-slider, the
status bar and the New game dialog."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import QDialogButtonBox, QMenu, QMessageBox

from app.scene import palette
from app.widgets.dialogs.new_game import NewGameDialog
from app.widgets.window.main_window import MainWindow
from app.widgets.words.game_words import game_name
from app.widgets.words.seat_words import seat_name
from engine import PRESETS, Game, Rules, parse_cell, record
from engine.in_play.seats import cpu, human
from engine.players import PlayerInfo, SeatKind
from tests.support.cpu_waits import CPU_MS
from tests.support.notation_games import play
from tests.support.views import close_to
from tests.support.windows import Dialogs, OpenWindow

QUBIC = PRESETS["qubic"]
MENU_TEXTS = (
    "New…|Open…|Save|Save As…|Export image…|Quit|Undo|Redo|Players and CPU levels…|Hint|"
    "Pause CPU|Rematch|Start|Back|Forward|End|Reset camera|Show all w-slices|Show coordinates|"
    "Show threats|Manual|About hyperrow|About Qt|"
    "Host a game…|Join a game…|Offer a draw|Offer a rematch|Resign|Leave the network game"
)


def menu_actions(window: MainWindow) -> list[QAction]:
    """Every action reachable from the menu bar, submenus included, in menu order."""
    found: list[QAction] = []

    def walk(actions: list[QAction]) -> None:
        for action in actions:
            menu = action.menu()
            if isinstance(menu, QMenu):
                menu.aboutToShow.emit()  # fills menus built on demand (recent files)
                walk(menu.actions())
            elif not action.isSeparator():
                found.append(action)

    walk(window.menuBar().actions())
    return found


@pytest.mark.processes
def test_every_menu_action_runs_once_without_error(
    qtbot: Any, open_window: OpenWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    saved = tmp_path / "saved.hyperrow"
    record.save(Game(PRESETS["four-d"]), saved)
    window = open_window(game=Game(PRESETS["four-d"]), players=(human(1), human(2)))
    window.data.add_recent_file(str(saved))
    play(window, "1,1,1,1", "2,2,2,2")
    dialogs.open_path = str(saved)
    dialogs.save_path = str(tmp_path / "copy")
    actions = menu_actions(window)
    texts = [a.text().replace("&", "") for a in actions]
    assert set(MENU_TEXTS.split("|")) | {game_name(n) for n in PRESETS} <= set(texts)
    assert not set(PRESETS) & set(texts)  # no engine ids in the menus
    assert {f"how-to-play-{name}" for name in PRESETS} <= {a.objectName() for a in actions}
    quit_action = window.menu_actions["quit"]
    for action in actions:
        if action is not quit_action and action.isEnabled():
            action.trigger()
            qtbot.wait(10)
    assert (tmp_path / "copy.hyperrow").exists()
    assert (tmp_path / "copy.png").stat().st_size > 1000
    assert {"NewGameDialog", "PlayersDialog", "HowToPlayDialog"} <= set(dialogs.dialogs)
    assert [m for m in dialogs.messages if m[0] in ("warning", "critical")] == []
    quit_action.trigger()
    assert not window.isVisible()


def test_standard_shortcuts_are_set(open_window: OpenWindow) -> None:
    window = open_window()
    standard = ("new", "open", "save", "undo", "redo", "quit")
    for action in (window.menu_actions[name] for name in standard):
        assert not action.shortcut().isEmpty(), action.text()


def test_save_close_and_a_new_window_brings_back_the_same_game(
    open_window: OpenWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    window = open_window(game=Game(PRESETS["score-four"]), players=(human(1), human(2)))
    play(window, "1,1,1", "2,2,1", "1,1,2")
    dialogs.save_path = str(tmp_path / "mine")
    assert window.files.save_as()
    assert dialogs.save_suggestions[-1].endswith("score-four.hyperrow")
    assert window.windowTitle().startswith("mine.hyperrow")
    assert window.files.save_as()  # the dialog now offers the file's own name, once
    assert Path(dialogs.save_suggestions[-1]) == tmp_path / "mine.hyperrow"
    assert not window.title.modified
    play(window, "3,3,1")
    assert window.title.modified
    moves, players = window.session.game.moves, window.session.players
    window.close()

    again = open_window()
    assert again.session.game.moves == moves
    assert again.session.rules == PRESETS["score-four"]
    assert again.session.players == players
    assert again.session.file.path == (tmp_path / "mine.hyperrow").resolve()
    assert again.title.modified  # the fourth move was never saved to mine.hyperrow
    assert again.moves.count() == 4


def test_a_new_window_without_a_saved_file_brings_back_the_autosave(
    open_window: OpenWindow,
) -> None:
    window = open_window(game=Game(PRESETS["tesseract"]), players=(human(1), cpu(2, "easy")))
    window.session.set_paused(True)
    play(window, "1,1,1,1")
    window.session.set_paused(False)
    window.close()  # before the CPU answered: its move is cancelled, the human's stays
    again = open_window()
    again.session.set_paused(True)
    assert again.session.game.moves[0] == (0, 0, 0, 0)
    # The CPU kept under the name the window calls it by, the program's still.
    assert again.session.players[1] == PlayerInfo("CPU (easy)", SeatKind.CPU, "easy")
    assert seat_name(again.session, 1) == "CPU (easy)"
    assert again.windowTitle().startswith("Untitled Tesseract")
    assert not again.title.modified  # autosaved: nothing is lost by closing


def test_the_w_slider_shows_only_for_four_axes_and_moves_the_slice(
    open_window: OpenWindow,
) -> None:
    window = open_window(game=Game(PRESETS["four-d"]), players=(human(1), human(2)))
    assert window.w_bar.isVisible()
    assert window.w_label.text() == "w = 1 / 4"
    window.w_slider.setValue(3)  # the slider counts from 1, as the player and screen reader do
    assert window.w_slider.accessibleName() == "Slice of w"
    assert window.view_state.w == 2
    assert window.w_label.text() == "w = 3 / 4"
    window.view_state.set_w(3)
    assert window.w_slider.value() == 4
    # Showing every w-slice rests the slider.
    window.menu_actions["all-slices"].trigger()
    assert not window.w_slider.isEnabled()
    assert window.w_label.text() == "all 4 shown"
    window.menu_actions["all-slices"].trigger()
    assert window.w_slider.isEnabled()
    assert window.w_label.text() == "w = 4 / 4"
    window.session.new_game(QUBIC)
    assert not window.w_bar.isVisible()
    assert window.view_state.w == 0


def test_the_status_bar_says_whose_turn_the_scores_and_the_result(
    open_window: OpenWindow,
) -> None:
    window = open_window(game=Game(PRESETS["tesseract"]), players=(human(1), human(2)))
    assert window.turn_label.text() == "Red to move: click a cell"
    assert window.score_label.isVisible()
    assert window.score_label.text() == "Lines: Red 0 · Blue 0 (9 to win)"
    window.session.new_game(PRESETS["tic-tac-toe"])
    assert not window.score_label.isVisible()
    play(window, "1,1", "2,1", "1,2", "2,2", "1,3")
    assert window.turn_label.text() == "Game over: Red wins"
    assert window.moves.count() == 5
    assert window.moves.currentRow() == 4


def test_new_game_dialog_validates_custom_rules_inline(qtbot: Any) -> None:
    dialog = NewGameDialog(QUBIC, [human(1), cpu(2, "hard")])
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert dialog.rules() == QUBIC and ok.isEnabled()
    dialog.preset.setCurrentIndex(dialog.preset.findData("custom"))
    dialog.axes.setValue(2)
    dialog.sizes[0].setValue(5)
    dialog.sizes[1].setValue(3)
    dialog.k.setValue(5)
    assert dialog.rules() == Rules((5, 3), 4 + 1)
    dialog.blocked_centre.setChecked(True)
    dialog.player_count.setValue(3)
    assert dialog.rules() == Rules((5, 3), 5, players=3, blocked=frozenset({(2, 1)}))
    assert [p.kind for p in dialog.players()] == ["human", "cpu", "human"]
    dialog.sizes[0].setValue(4)  # no centre any more
    assert dialog.rules() is None and not ok.isEnabled()
    assert "centre" in dialog.message.text()
    dialog.blocked_centre.setChecked(False)
    dialog.sizes[1].setValue(2)
    dialog.sizes[0].setValue(2)
    assert dialog.rules() is None
    assert dialog.message.text() == "In a row must be 2 on a board this small, not 5."
    assert dialog.k.value() == 5  # what was typed stays, with what is wrong said under it
    dialog.preset.setCurrentIndex(dialog.preset.findData("tesseract"))
    dialog.player_count.setValue(4)
    assert dialog.rules() == Rules(
        (3, 3, 3, 3), 3, players=4, blocked=frozenset({(1, 1, 1, 1)}), target=9
    )
    assert len(dialog.players()) == 4


@pytest.mark.processes
def test_the_slice_follows_an_opened_games_last_stone_not_the_cpus_moves(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    four_d = PRESETS["four-d"]
    game = Game(four_d)
    # Player 1 threatens 1..4,1,1,4 along x in the slice w = 4; player 2 must block at 4,1,1,4.
    for text in ("1,1,1,4", "1,4,4,1", "2,1,1,4", "2,4,4,1", "3,1,1,4"):
        game.play(parse_cell(text, four_d))
    path = tmp_path / "threat.hyperrow"
    record.save(game, path)
    window = open_window(game=Game(QUBIC), players=(human(1), human(2)))
    assert window.open_path(str(path))
    assert window.view_state.w == 3 and window.w_slider.value() == 4
    window.view_state.set_w(0)
    window.session.cpu_seconds = 0.5
    with qtbot.waitSignal(window.session.moved, timeout=CPU_MS) as reply:
        window.session.set_players([human(1), cpu(2, "hard")])
    assert reply.args == [parse_cell("4,1,1,4", four_d), 1]
    assert window.view_state.w == 0  # the slice the player chose; the w strip marks w = 4


def test_replacing_an_unsaved_game_asks_first(open_window: OpenWindow, dialogs: Dialogs) -> None:
    window = open_window(game=Game(QUBIC), players=(human(1), human(2)))
    window.menu_actions["new"].trigger()  # nothing played yet: no question
    assert dialogs.messages == [] and dialogs.dialogs == ["NewGameDialog"]
    play(window, "1,1,1")
    dialogs.answer = QMessageBox.StandardButton.Cancel
    window.menu_actions["new"].trigger()
    window.menu_actions["open"].trigger()
    assert [kind for kind, _, _ in dialogs.messages] == ["question", "question"]
    assert dialogs.dialogs == ["NewGameDialog"]
    dialogs.answer = QMessageBox.StandardButton.Discard
    window.menu_actions["new"].trigger()
    assert dialogs.dialogs == ["NewGameDialog", "NewGameDialog"]


@pytest.mark.processes
def test_the_status_bar_shows_the_cpu_thinking_with_a_busy_indicator(
    qtbot: Any, open_window: OpenWindow
) -> None:
    window = open_window(game=Game(QUBIC), players=(human(1), cpu(2, "expert")))
    # A long think: the answer cannot come before the checks however busy the machine (the
    # undo below ends it).
    window.session.cpu_seconds = 60.0
    with qtbot.waitSignal(window.session.cpu_progress, timeout=CPU_MS):
        play(window, "1,1,1")
    qtbot.waitUntil(window.busy.isVisible, timeout=5000)
    assert re.fullmatch(
        r"Looking (one move|\d+ moves) ahead: [\d,]+ positions…",
        window.cpu_label.text(),
    )
    assert window.turn_label.text() == "Blue to move: CPU (expert)"
    window.menu_actions["undo"].trigger()
    assert not window.busy.isVisible()
    assert window.cpu_label.text() == ""
    assert window.session.game.ply == 0


def label_pixels(image: QImage, area: QRect) -> int:
    """How many pixels in `area` of `image` have the colour of the views' text."""
    return sum(
        close_to(image.pixelColor(x, y), palette.DARK.label, tolerance=30)
        for x in range(area.left(), area.right())
        for y in range(area.top(), area.bottom())
    )


def test_the_window_image_has_the_text_the_3d_view_paints(
    open_window: OpenWindow, dialogs: Dialogs
) -> None:
    window = open_window(game=Game(PRESETS["four-d"]))
    board = window.board
    image = window.window_image()
    frame = board.grabFramebuffer().convertToFormat(image.format())
    assert image.devicePixelRatio() == frame.devicePixelRatio() == 1  # as under Xvfb
    # The view's part of the window image is the view's own frame, corner text included.
    place = QRect(board.mapTo(window, QPoint(0, 0)), board.size())
    assert image.copy(place) == frame
    corner = QRect(0, 0, 160, 40)  # "w = 1 of 4"
    assert label_pixels(frame, corner) > 20
    # The exported image is that frame too.
    dialogs.save_path = str(Path(window.data.path) / "board.png")
    assert window.files.export_image()
    exported = QImage(dialogs.save_path)
    assert label_pixels(exported, corner) > 20


@pytest.mark.processes
def test_the_cpu_failure_message_names_the_menu_item_as_the_menu_shows_it(
    open_window: OpenWindow, qtbot: Any
) -> None:
    import os
    import signal

    from engine.players import parse_players

    window = open_window(
        game=Game(PRESETS["qubic"]), players=parse_players("human,cpu:expert", ("expert",))
    )
    menus = {
        action.text().replace("&", ""): action.menu()
        for action in window.menuBar().actions()
        if action.menu() is not None
    }
    game_menu = menus["Game"]
    assert game_menu is not None
    pause = window.menu_actions["pause"].text().replace("&", "")
    assert window.menu_actions["pause"] in game_menu.actions()
    from app.widgets.words.window_words import problem_text

    problems: list[str] = []
    window.session.problem.connect(lambda problem: problems.append(problem_text(problem)))
    with qtbot.waitSignal(window.session.cpu_thinking, timeout=CPU_MS):
        window.session.play((0, 0, 0))
    qtbot.waitUntil(lambda: window.session.cpu_player.pid is not None, timeout=CPU_MS)
    os.kill(window.session.cpu_player.pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: bool(problems), timeout=20000)
    assert f"Untick Game → {pause} to let them play again." in problems[0]
    assert window.menu_actions["pause"].isChecked()
