"""An analysis in the window's life: a Qubic game where a player missed a forced win is marked
there and Show the win plays the forced line to its end; a move or a new game drops or restarts
a run, and no mark is shown for a move that is not the game's; a game with its analysis saves
and opens without running it again; a damaged analysis is refused in words; three players get
estimates that say so."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from app.widgets.analysis.eval_graph import move_step
from app.widgets.words.analysis_words import MARK_SIGNS
from engine import PRESETS, Game, parse_cell
from engine.in_play.seats import human
from engine.record.analysis_data import Mark, Result
from tests.support.analysis_games import missed_win
from tests.support.analysis_window import action, analyse, row_texts
from tests.support.window_languages import speaking
from tests.support.windows import Dialogs, OpenWindow, open_and_read

QUBIC = PRESETS["qubic"]
TIC_TAC_TOE = PRESETS["tic-tac-toe"]
# X throws a win away on the third move (the centre was the winning one, 2,2 keeps it).
THROWN = ("1,1", "2,1", "3,3", "2,2", "1,3", "2,3")


def tic_tac_toe(*texts: str) -> Game:
    game = Game(TIC_TAC_TOE)
    for text in texts:
        game.play(parse_cell(text, TIC_TAC_TOE))
    return game


@pytest.mark.slow
@pytest.mark.processes
def test_a_missed_forced_win_is_marked_and_show_the_win_plays_it_to_the_end(
    qtbot: Any, open_window: OpenWindow
) -> None:
    game, ply = missed_win()
    window = open_window(game=game, players=(human(1), human(2)))
    analysis = analyse(qtbot, window)
    missed = analysis.moves[ply]
    assert missed.mark is Mark.BLUNDER and missed.before.result is Result.WIN
    assert f" {MARK_SIGNS[Mark.BLUNDER]} " in row_texts(window)[ply]
    review = window.session.review
    review.go(missed.ply)  # the blunder on view: its better move beside it
    assert {layer.name for layer in window.board.marks()} >= {"better-move", "played-move"}
    panel = window.analysis.panel
    with qtbot.waitSignal(window.session.position_study.win_found, timeout=120_000):
        action(window, "show-win").trigger()
    win = window.analysis.win
    assert win is not None and win.winner == missed.player
    assert review.ply == ply  # from the position the win was missed in
    assert panel.win_row.isVisible() and panel.win_forward.isEnabled()
    for step in range(1, len(win.moves) + 1):
        panel.win_forward.click()
        assert review.step == step
        shown = window.session.shown_game
        assert shown.last_move == win.moves[step - 1]
        assert window.board.stone_cells.count(win.moves[step - 1]) == 1
    assert not panel.win_forward.isEnabled()
    outcome = window.session.shown_game.outcome()
    assert outcome is not None and outcome.winners == (missed.player,)
    assert str(len(win.moves)) in panel.win_label.text()
    assert window.session.game.moves == game.moves  # the game itself is untouched
    panel.win_close.click()
    # Back on the move selected before Show the win, not the position the win started from.
    assert review.line == () and review.position() == missed.ply
    assert not panel.win_row.isVisible()


@pytest.mark.processes
def test_a_move_restarts_a_run_and_a_new_game_drops_it(qtbot: Any, open_window: OpenWindow) -> None:
    window = open_window(game=Game(QUBIC), players=(human(1), human(2)))
    session = window.session
    for text in ("1,1,1", "2,2,2", "1,2,1", "3,3,3", "4,1,4"):
        assert session.play(parse_cell(text, QUBIC))
    analyst = session.analyst
    graph = window.analysis.panel.graph
    assert not graph.isVisible()  # nothing to draw before an analysis: the moves keep the room
    action(window, "analyse-game").trigger()
    assert analyst.running and analyst.total == 5
    assert graph.isVisible()
    assert session.play(parse_cell("1,4,1", QUBIC))
    assert analyst.running and analyst.total == 6  # started again on the new moves
    with qtbot.waitSignal(analyst.found, timeout=120_000):
        pass
    assert len(session.analysis.kept().moves) == 6  # type: ignore[union-attr]
    session.undo()
    assert session.analysis.move(6) is None and len(row_texts(window)) == 6  # the undone one greyed
    assert "—" not in row_texts(window)[5]  # no value for a move that is not the game's
    action(window, "analyse-game").trigger()
    assert analyst.running
    session.new_game(Game(QUBIC))
    assert not analyst.running and session.analysis.kept() is None
    assert not window.analysis.panel.progress_row.isVisible()
    assert graph.points == [] and not graph.isVisible()


@pytest.mark.processes
def test_a_game_saved_with_its_analysis_opens_with_it(
    qtbot: Any, open_window: OpenWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    window = open_window(game=tic_tac_toe(*THROWN), players=(human(1), human(2)))
    analysis = analyse(qtbot, window)
    assert analysis.moves[2].mark is not None
    path = tmp_path / "thrown.hyperrow"
    dialogs.save_path = str(path)
    assert window.files.save_as()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert len(data["analysis"]) == len(THROWN)
    texts = row_texts(window)
    # One window at a time: with two open, showing the second's result banner crashes in the
    # GL driver (so it did before analysis existed).
    window.close_now()
    again = open_window(game=Game(QUBIC), players=(human(1), human(2)))
    assert again.open_path(str(path))
    assert again.session.analysis.kept() == analysis
    assert row_texts(again) == texts  # shown without running it again
    assert not again.session.analyst.running and not again.session.analyst.cpu.running
    assert len(again.analysis.panel.graph.points) == len(THROWN)
    assert not again.session.file.dirty


@pytest.mark.processes
def test_a_damaged_analysis_is_refused_in_words(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    window = open_window(game=tic_tac_toe(*THROWN), players=(human(1), human(2)))
    analyse(qtbot, window)
    path = tmp_path / "thrown.hyperrow"
    window.session.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["analysis"][2]["mark"] = None  # a win thrown away to a draw is a mistake
    damaged = tmp_path / "damaged.hyperrow"
    damaged.write_text(json.dumps(data), encoding="utf-8")
    seen = open_and_read(qtbot, window, damaged)
    assert seen.sentence == "This game file is damaged: it holds something no game can have."
    assert "analysis[2].mark" in seen.details
    assert window.session.file.path == path.resolve()
    assert window.session.analysis.kept() is not None


@pytest.mark.processes
def test_three_players_get_estimates_that_say_so(qtbot: Any, open_window: OpenWindow) -> None:
    rules = replace(QUBIC, players=3)
    game = Game(rules)
    for text in ("1,1,1", "2,2,2", "3,3,3", "1,1,2", "2,2,3", "3,3,4"):
        game.play(parse_cell(text, rules))
    window = open_window(game=game, players=(human(1), human(2), human(3)))
    analysis = analyse(qtbot, window)
    assert all(not move.proven for move in analysis.moves[:-1])
    for row in range(len(analysis.moves)):
        item = window.moves.item(row)
        assert "Estimates are the search's, for the mover, not proven." in item.toolTip()
    assert "estimate" in row_texts(window)[0]


@pytest.mark.processes
def test_the_end_of_game_banner_analyses_the_game(qtbot: Any, open_window: OpenWindow) -> None:
    window = open_window(game=tic_tac_toe(*THROWN), players=(human(1), human(2)))
    button = window.result_banner.analyse_button
    assert window.result_banner.isVisible() and button.isVisible()
    analyst = window.session.analyst
    with qtbot.waitSignal(analyst.found, timeout=120_000):
        button.click()
        assert analyst.running
    assert len(window.session.analysis.kept().moves) == len(THROWN)  # type: ignore[union-attr]
    assert f" {MARK_SIGNS[Mark.MISTAKE]} " in row_texts(window)[2]


@pytest.mark.parametrize(
    ("moves", "step"), [(0, 1), (1, 1), (10, 1), (11, 2), (20, 2), (21, 5), (50, 5), (51, 10)]
)
def test_the_move_axis_ticks_whole_moves_ten_at_most(moves: int, step: int) -> None:
    assert move_step(moves) == step


@pytest.mark.processes
def test_the_marks_of_a_game_are_the_same_in_english_and_japanese(
    qtbot: Any, open_window: OpenWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    """Marks are data of the game's analysis: one saved analysis opened in each language shows
    the same sign and the same better move on every row; only the words differ."""
    window = open_window(game=tic_tac_toe(*THROWN), players=(human(1), human(2)))
    analyse(qtbot, window)
    path = tmp_path / "thrown.hyperrow"
    dialogs.save_path = str(path)
    assert window.files.save_as()
    window.close_now()
    shown: dict[str, list[tuple[str, str]]] = {}
    for language in ("en", "ja"):
        with speaking(language):
            again = open_window(game=Game(QUBIC), players=(human(1), human(2)))
            assert again.open_path(str(path))
            rows = row_texts(again)
            shown[language] = [mark_and_better(row) for row in rows]
            again.close_now()
    assert shown["en"] == shown["ja"]
    assert any(sign for sign, _ in shown["en"])  # the thrown win is marked in both


def mark_and_better(row: str) -> tuple[str, str]:
    """A move list row's mark sign and the better move it names (the last cell the row
    names: "better 2,2", "2,2 blocks", "2,2 で止められた"), or empty strings for a row without a
    mark."""
    sign = next((sign for sign in ("??", "?!", "?") if f" {sign} " in row), "")
    return sign, re.findall(r"\d+(?:,\d+)+", row)[-1] if sign else ""
