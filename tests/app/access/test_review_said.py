"""Everything the window shows in words of a review and an analysis is also said: the end of
Analyse game with the marks it counted, a reviewed move's mark in the Moves list's words (the
move reviewed by Enter on its row, as a click reviews it), and Show the win: what it shows as
it comes up, each step with its move, ✕ closing it, by keys of its own."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.widgets.dialogs.keys_and_mouse import command_rows
from engine import PRESETS, Game
from engine.in_play.seats import cpu, human
from tests.support.analysis_window import action, analyse, row_texts
from tests.support.cpu_waits import CPU_MS
from tests.support.windows import OpenWindow

pytestmark = pytest.mark.processes

# Red, the person, could win at 1,3 on move 5, played 3,3 instead, and Blue, the CPU, won.
LOST = ((0, 0), (1, 1), (0, 1), (2, 0), (2, 2), (0, 2))
ANALYSED = {
    "en": (
        "Analysis finished: 6 moves analysed; blunders 2, mistakes 0, inaccuracies 0. "
        "The Moves list shows each move's mark",
        "Reviewing move 5 of 6: You play 3,3 (red)",
        "Blunder: lets the opponent win at once; 1,3 wins at once",
        "Analysis: draw",
    ),
    "ja": (
        "解析完了: 6 手を解析しました。大悪手 2、悪手 0、疑問手 0。棋譜に各手の印があります",
        "6 手中 5 手目を検討中: あなたが 3,3 に打ちました (赤)",
        "大悪手: 相手にすぐ勝たせた。1,3 ならすぐ勝ち",
        "解析: 引き分け",
    ),
}


def test_the_analysis_end_and_a_reviewed_moves_mark_are_said(
    qtbot: Any, open_window: OpenWindow, language: str
) -> None:
    game = Game(PRESETS["tic-tac-toe"])
    for cell in LOST:
        game.play(cell)
    window = open_window(game=game, players=(human(1), cpu(2, "easy")))
    ended, reviewed, mark, value = ANALYSED[language]
    analyse(qtbot, window)
    assert window.announcer.said[-1] == ended
    # Enter on the fifth row reviews it, as a click does; its mark is said after the move.
    moves = window.moves
    moves.setFocus()
    moves.setCurrentRow(4)
    QTest.keyClick(moves, Qt.Key.Key_Return)
    assert window.session.review.ply == 5
    said = window.announcer.said
    assert said[-2].startswith(reviewed)
    assert said[-1] == mark
    assert mark.split(": ", 1)[1] in row_texts(window)[4]  # the Moves list's own words
    QTest.keyClick(moves, Qt.Key.Key_Up)  # the arrow keys read; Enter reviews
    assert window.session.review.ply == 5
    QTest.keyClick(moves, Qt.Key.Key_Enter)
    assert window.session.review.ply == 4
    assert window.announcer.said[-1] != mark
    moves.setCurrentRow(0)
    QTest.keyClick(moves, Qt.Key.Key_Return)
    assert window.announcer.said[-1] == value


def test_an_analysis_stopped_is_said(qtbot: Any, open_window: OpenWindow, language: str) -> None:
    game = Game(PRESETS["qubic"])
    for cell in ((0, 0, 0), (1, 1, 1), (0, 1, 0), (2, 2, 1)):
        game.play(cell)
    window = open_window(game=game, players=(human(1), human(2)))
    action(window, "analyse-game").trigger()
    assert (
        window.announcer.said[-1]
        == {"en": "Analysing: 0 of 4 moves", "ja": "解析中: 4 手中 0 手"}[language]
    )
    window.analysis.panel.cancel_button.click()
    done = window.session.analyst.done
    assert (
        window.announcer.said[-1]
        == {
            "en": f"Analysis stopped after {done} of 4 moves; what it found is kept",
            "ja": f"4 手中 {done} 手で解析を止めました。見つけた分は残ります",
        }[language]
    )


WIN = {
    "en": (
        "Red has a forced win in 3 moves: step through it. Alt+Right plays its next move, "
        "Alt+Left takes one back, Ctrl+Shift+W closes it",
        "Move 1 of 5: Red plays on. Red plays ",
        "Move 2 of 5: the forced reply. Blue plays ",
        "Show the win closed",
    ),
    "ja": (
        "赤 に 3 手の必勝手順があります。一手ずつ進めて確かめましょう。Alt+→ で次の手、"
        "Alt+← で 1 手戻り、Ctrl+Shift+W で閉じます",
        "5 手中 1 手目: 赤 が攻め続けます。赤 が ",
        "5 手中 2 手目: 受けはこの一手。青 が ",
        "必勝手順の表示を閉じました",
    ),
}


def test_show_the_win_is_said_step_by_step_with_its_keys(
    qtbot: Any, open_window: OpenWindow, language: str
) -> None:
    game = Game(PRESETS["tic-tac-toe"])
    for cell in ((0, 0), (0, 1)):  # Blue beside Red's corner: Red has a forced win
        game.play(cell)
    window = open_window(game=game, players=(human(1), human(2)))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    session = window.session
    shown, first, reply, closed = WIN[language]
    with qtbot.waitSignal(session.position_study.win_found, timeout=CPU_MS):
        QTest.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert window.announcer.said[-1] == shown
    assert window.analysis.panel.win_label.text() in shown
    alt, win = Qt.KeyboardModifier.AltModifier, session.review
    QTest.keyClick(window, Qt.Key.Key_Right, alt)
    assert win.step == 1
    assert window.announcer.said[-1].startswith(first)
    QTest.keyClick(window, Qt.Key.Key_Right, alt)
    assert window.announcer.said[-1].startswith(reply)
    QTest.keyClick(window, Qt.Key.Key_Left, alt)
    assert win.step == 1
    assert window.announcer.said[-1].startswith(first)
    count = len(window.announcer.said)
    shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    QTest.keyClick(window, Qt.Key.Key_W, shift)
    assert not window.analysis.panel.win_row.isVisible()
    assert not win.line
    assert window.announcer.said[count] == closed
    # The keys are in Keys and mouse, and in the buttons' tooltips.
    listed = dict(command_rows(window))
    for key in ("Alt+Left", "Alt+Right", "Ctrl+Shift+W"):
        native = (
            {"Alt+Left": "Alt+←", "Alt+Right": "Alt+→"}.get(key, key) if language == "ja" else key
        )
        assert native in listed or key in listed, (key, sorted(listed))
    assert "Alt+" in window.analysis.panel.win_forward.toolTip()


def test_the_result_banners_buttons_are_in_the_tab_cycle(
    qtbot: Any, open_window: OpenWindow, language: str
) -> None:
    game = Game(PRESETS["tic-tac-toe"])
    for cell in ((0, 0), (1, 1), (0, 1), (2, 0), (0, 2)):
        game.play(cell)
    window = open_window(game=game, players=(human(1), human(2)))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    banner = window.result_banner
    assert banner.isVisible()
    window.moves.setFocus()
    qtbot.waitUntil(window.moves.hasFocus)
    buttons = {
        banner.rematch_button,
        banner.first_box,
        banner.new_button,
        banner.review_button,
        banner.analyse_button,
        banner.close_button,
    }
    reached = set()
    for _ in range(30):
        widget = window.focusWidget()
        assert widget is not None
        QTest.keyClick(widget, Qt.Key.Key_Tab)
        reached.add(window.focusWidget())
        if window.focusWidget() is window.moves:
            break
    assert buttons <= reached
    assert window.focusWidget() is window.moves, "the cycle comes round to the Moves list"
