"""Whole Connect Four games (expert CPU players with random slips) analysed through the real
window: every move's proven result is the exact solver's, every slip is marked in the move list
with a better move that keeps the result, no sound move is marked; the graph and the move list
go to a move, and a marked move shows its better move on both boards; Show move values gives
every column the solver's value, as colour on both boards and in words on hover."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from app.model.cpu.position_study import PositionStudy
from app.scene import palette
from app.scene.palette import BETTER, DRAW, LOSS, WIN, value_colour
from app.widgets.words.analysis_words import MARK_SIGNS, value_words
from engine import PRESETS, Game, format_cell
from engine.ai.analysis.values import for_other, from_outcome
from engine.in_play.seats import human
from engine.record.analysis_data import GameAnalysis, Mark, PositionValue, Result, proven_mark
from tests.support.analysis_games import oracle, slipping_game
from tests.support.analysis_window import action, analyse, row_texts
from tests.support.true_marks import hands_a_line, stops
from tests.support.views import close_to, panel_pixel
from tests.support.windows import OpenWindow

pytestmark = pytest.mark.processes

CONNECT_FOUR = PRESETS["connect-four"]
SEEDS = range(3)


def expected_value(game: Game, cell: tuple[int, ...]) -> PositionValue:
    mover = game.to_move
    after = game.copy()
    after.play(cell)
    return from_outcome(after, mover) if after.is_over() else for_other(oracle(after))


def assert_agrees_with_the_solver(game: Game, analysis: GameAnalysis) -> list[int]:
    """Every move of `analysis` proven, its results the solver's (and its distances, where the
    window's time per position found them), marked exactly when it changed the mover's result,
    with a better move that keeps it, or let the opponent complete a line at once where another
    move stopped it (brute force), with a move that stops it; returns the plies of those
    slips."""
    assert [move.cell for move in analysis.moves] == list(game.moves)
    position = Game(game.rules)
    slips = []
    for move in analysis.moves:
        before = oracle(position)
        after = expected_value(position, move.cell)
        for found, expected in ((move.before, before), (move.after, after)):
            assert found.proven and found.result is expected.result, (game.moves, move)
            assert found.distance in (expected.distance, None), (game.moves, move)
        assert before.result is not None and after.result is not None
        handed = hands_a_line(position, move.cell)
        mark = Mark.BLUNDER if handed else proven_mark(before.result, after.result)
        assert move.mark is mark and move.at_once is handed, (game.moves, move)
        if mark is None:
            assert move.better is None
        else:
            slips.append(move.ply)
            assert move.better is not None and move.better != move.cell
            if handed:
                assert stops(position, move.better)
            if not handed or before.result is not Result.LOSS:
                assert expected_value(position, move.better).result is before.result
        position.play(move.cell)
    return slips


@pytest.mark.slow
def test_slips_are_marked_with_a_better_move_and_sound_moves_are_not(
    qtbot: Any, open_window: OpenWindow
) -> None:
    window = open_window(game=Game(CONNECT_FOUR), players=(human(1), human(2)))
    slips = []
    for seed in SEEDS:
        game = slipping_game(CONNECT_FOUR, seed, slipper=seed % 2)
        window.session.new_game(game)
        analysis = analyse(qtbot, window)
        marked = assert_agrees_with_the_solver(game, analysis)
        slips += marked
        for row, (text, move) in enumerate(zip(row_texts(window), analysis.moves, strict=True)):
            # A line let through at once says so instead of "loses in 1".
            assert move.at_once or value_words(move.after) in text, text
            if move.ply in marked:
                assert move.mark is not None and move.better is not None
                assert f" {MARK_SIGNS[move.mark]} " in text, text
                assert format_cell(move.better) in text, text
                assert window.moves.item(row).toolTip().startswith(("Blunder", "Mistake"))
            else:
                assert "?" not in text, text
        assert window.session.file.dirty  # a finished analysis is part of the game, to be saved
    assert len(slips) >= 2


def test_the_graph_and_the_move_list_go_to_a_move_and_show_the_better_one(
    qtbot: Any, open_window: OpenWindow
) -> None:
    window = open_window(game=Game(CONNECT_FOUR), players=(human(1), human(2)))
    window.session.new_game(slipping_game(CONNECT_FOUR, 0, slipper=0))
    analysis = analyse(qtbot, window)
    graph = window.analysis.panel.graph
    assert [p[0] for p in graph.points] == list(range(1, window.session.game.ply + 1))
    proven = [p for p in graph.points if p[2]]
    assert len(proven) == len(graph.points)  # every Connect Four move is proven
    slip = next(m for m in analysis.moves if m.mark is not None)
    assert slip.better is not None
    viewport = graph.viewport()
    qtbot.mouseClick(
        viewport, Qt.MouseButton.LeftButton, pos=graph.point_position(slip.ply).toPoint()
    )
    review = window.session.review
    qtbot.waitUntil(lambda: review.position() == slip.ply)
    assert window.moves.currentRow() == slip.ply - 1
    assert graph.current.value() == slip.ply
    # Both boards: the move played in its mark's colour, the better one beside it.
    for view in (window.board, window.slices):
        layers = {layer.name: layer for layer in view.marks()}
        assert layers["better-move"].cells == (slip.better,)
        assert layers["played-move"].cells == (slip.cell,)
    assert window.board.mark_items["better-move"].visible()
    window.slice_dock.show()  # put away for a flat board: shown to read what its panel paints
    qtbot.waitExposed(window.slices)
    window.slices.repaint()
    colour = panel_pixel(window.slices, window.slices.cell_centre(slip.better))
    background = window.slices.colours.scheme.background
    assert close_to(colour, palette.mix(background, BETTER, 0.45), tolerance=12)
    # The move list goes to a move, and the graph follows.
    row = 3
    qtbot.mouseClick(
        window.moves.viewport(),
        Qt.MouseButton.LeftButton,
        pos=window.moves.visualItemRect(window.moves.item(row)).center(),
    )
    assert review.position() == row + 1
    assert graph.current.value() == row + 1
    # A move that is not marked shows no better move.
    sound = next(m for m in analysis.moves if m.mark is None and m.ply > 1)
    review.go(sound.ply)
    assert "better-move" not in {layer.name for layer in window.slices.marks()}


def proven_values(study: PositionStudy, game: Game) -> bool:
    values = study.values(game)
    return values is not None and all(value.proven for value in values.values())


@pytest.mark.slow
def test_move_values_of_all_seven_columns_are_the_solvers(
    qtbot: Any, open_window: OpenWindow
) -> None:
    window = open_window(game=Game(CONNECT_FOUR), players=(human(1), human(2)))
    game = slipping_game(CONNECT_FOUR, 1, slipper=1)
    window.session.new_game(game)
    study = window.session.position_study
    values_action = action(window, "show-move-values")
    review = window.session.review
    for ply in (game.ply - 6, game.ply - 11, 8):
        review.go(ply)
        shown = window.session.shown_game
        if not values_action.isChecked():
            values_action.trigger()
        # Estimates may come first; on Connect Four every column ends proven.
        qtbot.waitUntil(lambda shown=shown: proven_values(study, shown), timeout=180_000)
        values = study.values(shown)
        assert values is not None
        assert sorted(values) == sorted(shown.legal_moves())
        for cell, value in values.items():
            expected = expected_value(shown, cell)
            assert value.proven and value.result is expected.result, (shown.moves, cell)
            assert value.distance in (expected.distance, None), (shown.moves, cell)
        # Colour on both boards: every legal cell in a layer of its value's colour.
        for view in (window.board, window.slices):
            coloured = {
                cell: layer.colour
                for layer in view.marks()
                if layer.name.startswith("value-")
                for cell in layer.cells
            }
            assert coloured == {cell: value_colour(v) for cell, v in values.items()}
        assert {value_colour(v) for v in values.values()} <= {WIN, DRAW, LOSS}
        # Words on hover.
        cell, value = next(iter(values.items()))
        window.view_state.set_hover(cell)
        assert value_words(value) in window.slices.toolTip()
        assert window.slices.toolTip() == window.board.toolTip()
        window.view_state.set_hover(None)
    assert window.data.value("view/move-values") in (True, "true")
    # Remembered: a new window starts with it on.
    again = open_window()
    assert action(again, "show-move-values").isChecked()
    values_action.trigger()
    assert not [layer for layer in window.slices.marks() if layer.name.startswith("value-")]
