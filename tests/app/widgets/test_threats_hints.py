"""Threats and hints through the real window: marked in the 3D view, the slice panel and the
all-slices view, remembered in the settings; a hint stays, shows in every view and moves the
w-slider to its slice."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QAction

from app.model.session import hints
from app.scene import palette
from app.widgets.slices.slice_bar import THREAT_TINT, SliceStrip
from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game, Rules, parse_cell, threats
from engine.ai._kernel import connect
from engine.ai.analysis.values import from_score
from engine.ai.solver import book
from engine.ai.solver.compiled import bitboards
from engine.in_play.seats import human
from engine.record.analysis_data import Result, Source
from tests.support.cpu_waits import CPU_MS
from tests.support.notation_games import play
from tests.support.views import close_to, panel_pixel
from tests.support.windows import OpenWindow


def hint_marked(window: MainWindow) -> bool:
    """Whether the 3D view outlines a hint (its highlight layer named "hint")."""
    item = window.board.mark_items.get("hint")
    return item is not None and bool(item.visible())


def outlined(window: MainWindow, text: str, player: int) -> bool:
    """Whether the slice panel draws player `player`'s colour on the threat square's outline
    in cell `text`: a few pixels across where it runs, as small cells antialias it."""
    return any(
        close_to(panel_colour_at(window, text, inset / 100), palette.DEFAULT.player(player), 40)
        for inset in range(18, 34, 2)
    )


def threats_action(window: MainWindow) -> QAction:
    found = window.findChild(QAction, "show-threats")
    assert isinstance(found, QAction)
    return found


def panel_colour_at(window: MainWindow, text: str, inset: float) -> Any:
    """The slice panel's colour at `inset` of a cell's width left of its centre (where the
    threat square's outline runs)."""
    cell = parse_cell(text, window.session.rules)
    centre = window.slices.cell_centre(cell)
    width = window.slices.grids[0].cell
    centre.setX(centre.x() - width * inset)
    return panel_pixel(window.slices, centre)


def test_threats_appear_on_an_open_three_and_vanish_when_it_is_blocked(
    open_window: OpenWindow,
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    play(window, "1,1,1", "1,1,4", "2,1,1", "2,3,4", "3,1,1")
    items = window.board.threat_items
    assert not threats_action(window).isChecked()
    assert items.cells == ()
    threats_action(window).trigger()
    assert window.view_state.show_threats
    assert items.cells == ((3, 0, 0),)
    assert items.outline_item.visible()
    assert not items.double_item.visible()
    # The panel draws the outline in orange a little inside the cell.
    assert close_to(panel_colour_at(window, "4,1,1", 0.28), palette.DEFAULT.player(0), tolerance=40)
    play(window, "4,1,1")  # blue blocks
    assert items.cells == ()
    assert not items.outline_item.visible()
    assert not close_to(
        panel_colour_at(window, "4,1,1", 0.28), palette.DEFAULT.player(0), tolerance=40
    )
    threats_action(window).trigger()
    assert not window.view_state.show_threats


def test_a_double_threat_is_marked_more_strongly(open_window: OpenWindow) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    orange = ("1,1,1", "2,1,1", "3,1,1", "4,2,1", "4,3,1", "4,4,1")
    blue = ("1,1,4", "3,3,4", "2,4,3", "1,4,2", "3,2,3")
    play(window, *(m for pair in zip(orange, (*blue, ""), strict=True) for m in pair if m))
    threats_action(window).trigger()
    items = window.board.threat_items
    assert (3, 0, 0) in items.double_cells
    assert items.double_item.visible()
    cell_centre = window.slices.cell_centre((3, 0, 0))
    assert close_to(
        panel_pixel(window.slices, cell_centre), palette.lighten(palette.DEFAULT.player(0), 0.3), 40
    )


def test_threats_in_four_d_show_in_one_slice_and_in_all_slices(open_window: OpenWindow) -> None:
    window = open_window(game=Game(PRESETS["four-d"]), players=(human(1), human(2)))
    # Orange's three run along w: 1,1,1,1 1,1,1,2 1,1,1,3, the threat is 1,1,1,4.
    play(window, "1,1,1,1", "2,2,2,2", "1,1,1,2", "3,3,3,3", "1,1,1,3")
    threats_action(window).trigger()
    threat = (0, 0, 0, 3)
    window.view_state.set_w(0)
    assert window.board.threat_items.cells == ()
    window.view_state.set_w(3)
    assert window.board.threat_items.cells == (threat,)
    assert outlined(window, "1,1,1,4", 0)
    window.view_state.set_w(0)
    window.menu_actions["all-slices"].trigger()
    assert window.board.threat_items.cells == (threat,)
    assert outlined(window, "1,1,1,4", 0)


def test_gravity_threats_one_stone_away_are_faint(open_window: OpenWindow) -> None:
    window = open_window(game=Game(PRESETS["connect-four"]), players=(human(1), human(2)))
    play(window, "1,1", "1,2", "2,1", "2,2", "3,1", "3,2")
    threats_action(window).trigger()
    items = window.board.threat_items
    assert set(items.cells) == {(3, 0), (3, 1)}
    colours = items.outline_item.color
    alphas = sorted({round(float(a), 2) for a in colours[:, 3]})
    assert alphas == [0.4, 0.95]


def test_show_threats_is_remembered(open_window: OpenWindow) -> None:
    window = open_window()
    threats_action(window).trigger()
    window.close()
    again = open_window()
    assert threats_action(again).isChecked()
    assert again.view_state.show_threats


@pytest.mark.processes
def test_a_hint_stays_shows_in_every_view_and_moves_the_w_slider(
    qtbot: Any, open_window: OpenWindow
) -> None:
    window = open_window(game=Game(PRESETS["four-d"]), players=(human(1), human(2)))
    play(window, "2,2,2,2", "3,3,3,3", "2,2,2,3", "1,1,1,1", "2,2,2,1")
    window.view_state.set_w(0)
    session = window.session
    with qtbot.waitSignal(session.cpu_thinking, timeout=5000):
        window.menu_actions["hint"].trigger()
    assert window.cpu_label.text() == "Looking for a hint…"
    assert "thinking" not in window.cpu_label.text()
    with qtbot.waitSignal(session.hint, timeout=CPU_MS) as hint:
        pass
    cell = hint.args[0]
    assert session.hint_cell == cell
    assert window.view_state.w == cell[3]
    assert hint_marked(window)
    assert window.status.hint_label.text().startswith(
        "Hint: {} (CPU hard)".format(",".join(str(c + 1) for c in cell))
    )
    text = ",".join(str(c + 1) for c in cell)
    # The panel outlines the hint's cell in the highlight yellow, as the 3D view does.
    assert any(
        close_to(panel_colour_at(window, text, inset / 100), palette.DARK.highlight, 60)
        for inset in range(30, 50)
    )
    qtbot.wait(200)  # no timer takes it away
    assert window.status.hint_label.isVisible()
    # Reviewing hides it (it is for the game as it stands); the next move clears it.
    window.session.review.back()
    assert not hint_marked(window)
    window.session.review.end()
    assert hint_marked(window)
    session.play(cell)
    assert session.hint_cell is None
    assert not window.status.hint_label.isVisible()
    assert not hint_marked(window)


@pytest.mark.processes
def test_the_hint_says_what_the_solver_knows_on_a_small_board(
    qtbot: Any, open_window: OpenWindow
) -> None:
    window = open_window(game=Game(PRESETS["tic-tac-toe"]), players=(human(1), human(2)))
    play(window, "1,1", "1,2", "2,2")
    with qtbot.waitSignal(window.session.hint, timeout=CPU_MS):
        window.menu_actions["hint"].trigger()
    text = window.status.hint_label.text()
    assert re.fullmatch(r"Hint: \d,\d \(CPU hard\), (draw|wins in \d|loses in \d)", text), text
    # Blue must block 3,3, or orange wins on the next move.
    if window.session.hint_cell == (2, 2):
        assert text.endswith("loses in 2")
    else:
        assert text.endswith("loses in 1")


@pytest.mark.processes
def test_in_the_connect_four_opening_the_hint_says_the_books_result(
    qtbot: Any, open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Without time for the exact solver, the book's exact score (it holds every position up to
    # 8 stones), with its count of moves: the same as the compiled solver's without the book.
    monkeypatch.setattr(hints, "SOLVE_SECONDS", 0.0)
    window = open_window(game=Game(PRESETS["connect-four"]), players=(human(1), human(2)))
    play(window, "4,1", "4,2", "4,3", "4,4")
    with qtbot.waitSignal(window.session.hint, timeout=CPU_MS):
        window.menu_actions["hint"].trigger()
    cell = window.session.hint_cell
    assert cell is not None
    after = window.session.game.copy()
    after.play(cell)
    assert book.known_score(after) is not None
    connect.clear_table()
    score, _ = connect.solve(*bitboards(after))  # the kernel alone, no book
    assert score is not None
    value = from_score(score, after, Source.SOLVER)  # the opponent's, who moves next
    # The hint's count of a win takes in the hint's own stone; `value` counts from after it.
    word = {
        Result.LOSS: f"wins in {(value.distance or 0) + 1}",
        Result.DRAW: "draw",
        Result.WIN: f"loses in {value.distance}",
    }[value.result]
    text = ",".join(str(c + 1) for c in cell)
    assert window.status.hint_label.text() == f"Hint: {text} (CPU hard), {word}"


@pytest.mark.processes
def test_a_new_game_keeps_no_hint_review_or_w_slice(qtbot: Any, open_window: OpenWindow) -> None:
    window = open_window(game=Game(PRESETS["four-d"]), players=(human(1), human(2)))
    play(window, "1,1,1,3", "2,2,2,4")
    with qtbot.waitSignal(window.session.hint, timeout=CPU_MS):
        window.menu_actions["hint"].trigger()
    window.session.review.go(1)
    window.view_state.set_w(2)
    window.session.new_game(PRESETS["four-d"])
    assert window.session.hint_cell is None
    assert window.session.review.ply is None
    assert window.view_state.w == 0
    assert window.w_slider.value() == 1
    assert not hint_marked(window)
    assert not window.status.hint_label.isVisible()


def strip_pixel(strip: SliceStrip, index: int) -> Any:
    """The colour of the box of slice `index` near its top left corner, clear of its number."""
    image = strip.grab().toImage()
    ratio = image.width() / strip.width()
    corner = strip._box(index).topLeft() + QPointF(4, 4)
    return image.pixelColor(round(corner.x() * ratio), round(corner.y() * ratio))


def test_a_four_d_threat_in_another_slice_marks_that_slices_box(
    open_window: OpenWindow,
) -> None:
    window = open_window(game=Game(PRESETS["four-d"]), players=(human(1), human(2)))
    # Red's three run across y and w: 2,1,2,1 2,2,2,2 2,3,2,3; the fourth is 2,4,2,4, in w = 4.
    play(window, "2,1,2,1", "1,1,4,4", "2,2,2,2", "4,1,4,4", "2,3,2,3")
    window.view_state.set_w(0)
    strip = window.w_bar.axes[0].strip
    assert strip.marks.threats == {}  # Show threats is off
    threats_action(window).trigger()
    assert window.board.threat_items.cells == ()  # nothing to see in w = 1 itself
    red = palette.DEFAULT.player(0)
    assert strip.marks.threats == {3: (red,)}
    assert {t.cell[3] for t in threats(window.session.game)} == {3}
    panel = palette.DARK.panel_background
    assert close_to(strip_pixel(strip, 3), palette.mix(panel, red, THREAT_TINT), 8)
    for index in (0, 1, 2):
        assert close_to(strip_pixel(strip, index), panel, 8), index
    # Blue blocks it: the mark goes with the threat.
    play(window, "2,4,2,4")
    assert strip.marks.threats == {}
    threats_action(window).trigger()


def test_every_axis_beyond_z_marks_the_slices_holding_a_threat(open_window: OpenWindow) -> None:
    window = open_window(game=Game(Rules((3, 3, 3, 3, 3), 3)), players=(human(1), human(2)))
    # Red's two run along x and v: 1,1,1,1,1 2,1,1,1,2; the third is 3,1,1,1,3, in v = 3.
    play(window, "1,1,1,1,1", "3,3,3,3,3", "2,1,1,1,2")
    threats_action(window).trigger()
    w_strip, v_strip = (axis.strip for axis in window.w_bar.axes[:2])
    window.view_state.set_slice(4, 0)
    red = palette.DEFAULT.player(0)
    assert v_strip.marks.threats == {2: (red,)}
    assert w_strip.marks.threats == {}  # w = 1 with v = 1 on view holds no threat
    # On v = 3 the threat is in the w-slice on view, which the w strip marks too.
    v_strip.chosen.emit(2)
    assert window.view_state.slices[:2] == (0, 2)
    assert w_strip.marks.threats == {0: (red,)}
    assert window.board.threat_items.cells == ((2, 0, 0, 0, 2),)
