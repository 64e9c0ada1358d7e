"""What the status bar says, in English and in Japanese: of the reviewed position while an earlier
move is on view, why Ctrl+H gives no hint, and how far the CPU has looked, in a player's words
("1 position", "2,048 positions")."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game, parse_cell
from engine.ai import SearchInfo
from engine.in_play.seats import cpu, human
from tests.support.cpu_waits import CPU_MS
from tests.support.notation_games import game_after
from tests.support.window_languages import LANGUAGES, speaking
from tests.support.windows import OpenWindow, click_move

TIC_TAC_TOE = PRESETS["tic-tac-toe"]
QUBIC = PRESETS["qubic"]
RED_WINS = ("1,1", "2,1", "1,2", "2,2", "1,3")

WORDS = {
    "en": {
        "over": "Game over: You win",
        "your move here": "In this position it is your move (red)",
        "cpu to move here": "In this position CPU (hard) is to move (blue)",
        "no hint on cpu turn": (
            "No hint now: it is a CPU player's turn. Ask again when it is yours."
        ),
        "no hint after the end": "No hint: the game is over.",
        "no hint while reviewing": (
            "No hint while an earlier move is on view: a hint is for the game as it stands. "
            "Review → End goes back to it."
        ),
        "hint deep": "Hint: looking 3 moves ahead, 1,234,567 positions…",
        "hint shallow": "Hint: looking one move ahead, 510 positions…",
        "cpu deep": "Looking 12 moves ahead: 45,678 positions…",
        "cpu shallow": "Looking one move ahead: 2,048 positions…",
        "hint one": "Hint: looking one move ahead, 1 position…",
        "cpu one": "Looking 2 moves ahead: 1 position…",
        "cpu long": "Looking 30 moves ahead: 3,000,000,001 positions…",
    },
    "ja": {
        "over": "終局: あなたの勝ち",
        "your move here": "この局面はあなたの手番です (赤)",
        "cpu to move here": "この局面は CPU (上級) の手番です (青)",
        "no hint on cpu turn": (
            "今はヒントを出せません: CPU の手番です。あなたの手番になってからもう一度どうぞ。"
        ),
        "no hint after the end": "ヒントはありません: すでに終局しています。",
        "no hint while reviewing": (
            "前の局面を検討している間はヒントを出せません: ヒントは現在の局面のためのものです。"
            "「検討 → 最後へ」で現在の局面に戻れます。"
        ),
        "hint deep": "ヒント: 3手先まで読んでいます (1,234,567 局面)…",
        "hint shallow": "ヒント: 1手先まで読んでいます (510 局面)…",
        "cpu deep": "12手先まで読んでいます: 45,678 局面…",
        "cpu shallow": "1手先まで読んでいます: 2,048 局面…",
        "hint one": "ヒント: 1手先まで読んでいます (1 局面)…",
        "cpu one": "2手先まで読んでいます: 1 局面…",
        "cpu long": "30手先まで読んでいます: 3,000,000,001 局面…",
    },
}


def ctrl_h(qtbot: Any, window: MainWindow) -> str:
    """Press Ctrl+H (Game → Hint) in `window` and read what the status bar says."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.status.clearMessage()
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    return window.status.currentMessage()


Words = dict[str, str]


@pytest.fixture(params=LANGUAGES)
def words(request: pytest.FixtureRequest) -> Iterator[Words]:
    """The status bar's words in each language in turn, the windows of the test speaking it."""
    with speaking(request.param):
        yield WORDS[request.param]


def test_while_reviewing_the_status_speaks_of_the_reviewed_position(
    open_window: OpenWindow, words: Words
) -> None:
    window = open_window(game=game_after(RED_WINS), players=(human(1), cpu(2, "hard")))
    assert window.turn_label.text() == words["over"]
    click_move(window, 1)  # after two moves: the person (red) is to move
    assert window.session.review.ply == 2
    assert window.turn_label.text() == words["your move here"]
    click_move(window, 0)  # after one move: the CPU (blue) is to move
    assert window.turn_label.text() == words["cpu to move here"]
    window.review_controls.end_action.trigger()
    assert window.turn_label.text() == words["over"]


def test_ctrl_h_says_why_there_is_no_hint(
    qtbot: Any, open_window: OpenWindow, words: Words
) -> None:
    # The CPU moves first; paused, its turn stays.
    window = open_window(game=Game(QUBIC), players=(cpu(1, "easy"), human(2)))
    window.menu_actions["pause"].trigger()
    assert window.session.paused
    assert ctrl_h(qtbot, window) == words["no hint on cpu turn"]
    assert not window.session.thinking

    over = open_window(game=game_after(RED_WINS), players=(human(1), cpu(2, "hard")))
    assert ctrl_h(qtbot, over) == words["no hint after the end"]

    people = open_window(game=Game(QUBIC), players=(human(1), human(2)))
    for text in ("1,1,1", "2,2,2"):
        assert people.session.play(parse_cell(text, QUBIC))
    click_move(people, 0)
    assert ctrl_h(qtbot, people) == words["no hint while reviewing"]
    assert not people.session.thinking


@pytest.mark.processes
def test_the_cpus_progress_says_how_far_it_looks_with_grouped_thousands(
    qtbot: Any, open_window: OpenWindow, words: Words
) -> None:
    window = open_window(game=Game(QUBIC), players=(human(1), cpu(2, "expert")))
    session = window.session
    assert ctrl_h(qtbot, window) == ""
    assert session.hinting
    pending = session.cpu_turns.pending
    assert pending is not None
    # What the CPU process reports as it searches, as it would come from there.
    session.cpu_player.progress.emit(pending.request_id, SearchInfo(3, 1234567, None, 0, 1))
    assert window.cpu_label.text() == words["hint deep"]
    session.cpu_player.progress.emit(pending.request_id, SearchInfo(1, 510, None, 0, 0))
    assert window.cpu_label.text() == words["hint shallow"]
    session.cpu_player.progress.emit(pending.request_id, SearchInfo(1, 1, None, 0, 0))
    assert window.cpu_label.text() == words["hint one"]
    qtbot.waitUntil(lambda: session.hint_cell is not None, timeout=CPU_MS)

    session.cpu_seconds = 5.0
    assert session.play(session.hint_cell)  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: session.cpu_turns.pending is not None)
    pending = session.cpu_turns.pending
    assert pending is not None and not pending.hint
    session.cpu_player.progress.emit(pending.request_id, SearchInfo(12, 45678, None, 0, 2))
    assert window.cpu_label.text() == words["cpu deep"]
    session.cpu_player.progress.emit(pending.request_id, SearchInfo(1, 2048, None, 0, 0))
    assert window.cpu_label.text() == words["cpu shallow"]
    session.cpu_player.progress.emit(pending.request_id, SearchInfo(2, 1, None, 0, 0))
    assert window.cpu_label.text() == words["cpu one"]
    # More positions than Qt's plural rules count (a C int) after a long think.
    session.cpu_player.progress.emit(pending.request_id, SearchInfo(30, 3_000_000_001, None, 0, 0))
    assert window.cpu_label.text() == words["cpu long"]
    for text in (window.cpu_label.text(), window.cpu_label.toolTip()):
        assert "depth" not in text and "深さ" not in text
