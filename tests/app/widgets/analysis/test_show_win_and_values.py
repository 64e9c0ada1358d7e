"""Show the win from the position on view (from the hint's position: the game as it stands) in
Connect Four, the solver's line stepped through to the winning stone with the defender's
replies, and the words when there is none; move values in the four-d all-slices view, every
legal cell coloured on both boards, as estimates that say so; the graph in both themes."""

from __future__ import annotations

from typing import Any

import pytest

from app.widgets.analysis.eval_graph import _qcolour
from app.widgets.board.painting import palette_of
from app.widgets.board.review_mark import review_text
from app.widgets.window import theme
from app.widgets.words.analysis_words import analysing_words, value_words
from engine import PRESETS, Game
from engine.ai import solve
from engine.ai.analysis.values import from_score
from engine.in_play.seats import cpu, human
from engine.record.analysis_data import Source
from tests.support.analysis_window import action
from tests.support.connect_four_positions import connect_four
from tests.support.cpu_waits import CPU_MS
from tests.support.paths import CONNECT4_DATA
from tests.support.views import switch_theme
from tests.support.window_languages import speaking
from tests.support.windows import OpenWindow

pytestmark = pytest.mark.processes

CONNECT_FOUR = PRESETS["connect-four"]


def test_show_the_win_steps_through_the_solvers_line_with_the_replies(
    qtbot: Any, open_window: OpenWindow
) -> None:
    # A win of many moves from the middle of a game (13 of the winner's), replies to show.
    middle = (CONNECT4_DATA / "middle.txt").read_text(encoding="utf-8").splitlines()
    game = next(
        connect_four(moves)
        for moves, score in map(str.split, middle)
        if int(score) > 0
        and (from_score(int(score), connect_four(moves), Source.SOLVER).distance or 0) >= 10
    )
    window = open_window(game=game, players=(human(1), human(2)))
    session = window.session
    assert session.request_hint()  # the hint is for this position, the one Show the win takes
    with qtbot.waitSignal(session.position_study.win_found, timeout=120_000):
        action(window, "show-win").trigger()
    win = window.analysis.win
    assert win is not None and win.winner == game.to_move
    panel = window.analysis.panel
    review = session.review
    assert review.ply == game.ply and review.step == 0
    words = []
    while panel.win_forward.isEnabled():
        panel.win_forward.click()
        words.append(panel.win_label.text())
        shown = session.shown_game
        assert shown.moves == game.moves + win.moves[: review.step]
        assert window.slices.marks()[0].cells == (win.moves[review.step - 1],)  # last move
    assert review.step == len(win.moves)
    outcome = session.shown_game.outcome()
    assert outcome is not None and outcome.winners == (game.to_move,)
    assert words[1].endswith("the forced reply")  # the defender's moves are said to be forced
    assert words[-1].endswith("wins")
    panel.win_back.click()
    assert review.step == len(win.moves) - 1
    session.review.end()  # any other step of the review ends the line
    assert review.line == () and not panel.win_row.isVisible()
    # A position with no forced win says so.
    lines = (CONNECT4_DATA / "end.txt").read_text(encoding="utf-8").splitlines()
    drawn = next(m for m, score in map(str.split, lines) if int(score) <= 0)
    session.new_game(connect_four(drawn))
    assert solve(session.game) is not None
    with qtbot.waitSignal(session.position_study.win_found, timeout=120_000):
        action(window, "show-win").trigger()
    assert window.analysis.win is None
    assert panel.win_label.text() == "No forced win found in this position."


def test_move_values_colour_every_cell_of_all_slices_as_estimates(
    qtbot: Any, open_window: OpenWindow
) -> None:
    rules = PRESETS["four-d"]
    game = Game(rules)
    for cell in ((0, 0, 0, 0), (1, 1, 1, 1), (2, 2, 2, 2)):
        game.play(cell)
    window = open_window(game=game, players=(human(1), human(2)))
    window.view_state.set_all_slices(True)
    study = window.session.position_study
    action(window, "show-move-values").trigger()
    qtbot.waitUntil(lambda: study.values(window.session.game) is not None, timeout=120_000)
    values = study.values(window.session.game)
    assert values is not None and sorted(values) == sorted(game.legal_moves())
    assert not all(value.proven for value in values.values())
    for view in (window.board, window.slices):
        coloured = {
            cell
            for layer in view.marks()
            if layer.name.startswith("value-")
            for cell in layer.cells
        }
        assert coloured == set(values)
    # Every cell of every w-slice is on view and drawn: in the 3D view and the slice panel.
    assert window.board is not None
    assert all(window.board.cell_layout.centre(cell) is not None for cell in values)
    assert all(window.slices._place(cell) is not None for cell in values)
    estimate = next(cell for cell, value in values.items() if not value.proven)
    window.view_state.set_hover(estimate)
    assert value_words(values[estimate]) in window.board.toolTip()
    assert "estimate" in window.board.toolTip()


def test_the_graph_follows_the_theme(open_window: OpenWindow) -> None:
    window = open_window(game=connect_four("4455"), players=(human(1), human(2)))
    graph = window.analysis.panel.graph
    for mode in (theme.LIGHT, theme.DARK):
        switch_theme(window, mode)
        scheme = palette_of(window.view_state.colour_choice).scheme
        assert graph.backgroundBrush().color() == _qcolour(scheme.background)


YOUR_WIN = {
    "en": (
        "You have a forced win in 1 move: step through it",
        "Move 1 of 1: you win",
        "Showing the win from move 4: 1 of 1 move",
        "Analysing: 1 of 1 move",
    ),
    "ja": (
        "あなたに 1 手の必勝手順があります。一手ずつ進めて確かめましょう",
        "1 手中 1 手目: あなたの勝ち",
        "4 手目からの必勝手順: 1 手中 1 手目",
        "解析中: 1 手中 1 手",
    ),
}


@pytest.mark.parametrize("language", sorted(YOUR_WIN))
def test_show_the_win_speaks_to_the_one_person_at_the_board(
    qtbot: Any, open_window: OpenWindow, language: str
) -> None:
    game = Game(PRESETS["tic-tac-toe"])
    for cell in ((0, 0), (1, 1), (0, 1), (2, 2)):  # Red, the person, wins at 1,3
        game.play(cell)
    with speaking(language):
        window = open_window(game=game, players=(human(1), cpu(2, "easy")))
        with qtbot.waitSignal(window.session.position_study.win_found, timeout=CPU_MS):
            action(window, "show-win").trigger()
        panel = window.analysis.panel
        first, last, mark, analysing = YOUR_WIN[language]
        assert panel.win_label.text() == first
        panel.win_forward.click()
        assert panel.win_label.text() == last
        assert review_text(window.session) == mark  # the corner of both board views
        assert analysing_words(1, 1) == analysing  # and a one-move game's analysis
