"""Move review through the real window: the actions and their keys, the move list, both views
and the status on an earlier move, and playing from a reviewed position."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAction, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from app.scene import palette
from app.scene.palette import RGB, contrast
from app.startup import window_language
from app.widgets.board.review_mark import review_text
from app.widgets.window import review_controls
from app.widgets.window.main_window import MainWindow
from app.widgets.window.review_controls import continue_box
from engine import PRESETS, Game, parse_cell
from engine.in_play.seats import human
from tests.support.notation_games import play
from tests.support.views import close_to, panel_pixel, strongest_contrast, switch_theme
from tests.support.windows import Dialogs, OpenWindow

QUBIC = PRESETS["qubic"]
MOVES = ("1,1,1", "2,2,2", "3,1,1", "4,4,4", "1,2,3")
REVIEW_NAMES = ("review-start", "review-back", "review-forward", "review-end")


def action(window: MainWindow, name: str) -> QAction:
    found = window.findChild(QAction, name)
    assert isinstance(found, QAction), name
    return found


def stone_drawn_in_panel(window: MainWindow, text: str) -> bool:
    cell = parse_cell(text, window.session.rules)
    colour = panel_pixel(window.slices, window.slices.cell_centre(cell))
    return any(close_to(colour, palette.DEFAULT.player(p), tolerance=12) for p in (0, 1))


def qubic_window(open_window: OpenWindow) -> MainWindow:
    window = open_window(game=Game(QUBIC), players=(human(1), human(2)))
    play(window, *MOVES)
    return window


def test_stepping_through_a_game_redraws_both_views_and_changes_no_move(
    open_window: OpenWindow,
) -> None:
    window = qubic_window(open_window)
    game = window.session.game
    moves, redo = game.moves, game.redo_moves
    assert not action(window, "review-forward").isEnabled()
    action(window, "review-back").trigger()
    assert window.session.review.ply == 4
    assert len(window.board.stone_cells) == 4
    assert not stone_drawn_in_panel(window, "1,2,3")
    assert stone_drawn_in_panel(window, "4,4,4")
    assert window.status.review_label.text() == "Reviewing move 4 of 5"
    assert window.status.review_label.isVisible()
    # The status speaks of the reviewed position: after 4 moves orange is to move.
    assert window.turn_label.text() == "In this position Red is to move"
    action(window, "review-start").trigger()
    assert window.board.stone_cells == ()
    assert not stone_drawn_in_panel(window, "1,1,1")
    assert window.status.review_label.text() == "Reviewing the empty board (move 0 of 5)"
    assert not action(window, "review-back").isEnabled()
    assert window.moves.currentRow() == -1
    for expected in (1, 2, 3, 4):
        action(window, "review-forward").trigger()
        assert len(window.board.stone_cells) == expected
        assert window.moves.currentRow() == expected - 1
    action(window, "review-end").trigger()
    assert window.session.review.ply is None
    assert len(window.board.stone_cells) == 5
    assert stone_drawn_in_panel(window, "1,2,3")
    assert not window.status.review_label.isVisible()
    assert (game.moves, game.redo_moves) == (moves, redo)
    assert window.session.game is game


def test_the_review_keys_step_through_the_game(qtbot: Any, open_window: OpenWindow) -> None:
    window = qubic_window(open_window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    review = window.session.review
    keys = (
        (Qt.Key.Key_Home, Qt.KeyboardModifier.NoModifier, 0),
        (Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier, 1),
        (Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier, 2),
        (Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier, 1),
        (Qt.Key.Key_End, Qt.KeyboardModifier.NoModifier, None),
    )
    for key, modifier, ply in keys:
        qtbot.keyClick(window, key, modifier)
        assert review.ply == ply
    names = [a.objectName() for a in window.review_controls.actions]
    assert tuple(names) == REVIEW_NAMES
    shortcuts = [a.shortcut().toString() for a in window.review_controls.actions]
    assert shortcuts == ["Home", "Ctrl+Left", "Ctrl+Right", "End"]
    assert window.review_controls.toolbar.actions() == window.review_controls.actions


def test_clicking_a_move_in_the_list_reviews_the_position_after_it(
    qtbot: Any, open_window: OpenWindow
) -> None:
    window = qubic_window(open_window)
    window.session.undo()  # one undone move, greyed at the end of the list
    assert window.moves.count() == 5
    item = window.moves.item(1)
    qtbot.mouseClick(
        window.moves.viewport(),
        Qt.MouseButton.LeftButton,
        pos=window.moves.visualItemRect(item).center(),
    )
    assert window.session.review.ply == 2
    assert len(window.board.stone_cells) == 2
    # The undone move is not part of the game: clicking it shows the game as it stands.
    qtbot.mouseClick(
        window.moves.viewport(),
        Qt.MouseButton.LeftButton,
        pos=window.moves.visualItemRect(window.moves.item(4)).center(),
    )
    assert window.session.review.ply is None
    assert window.moves.currentRow() == 3


@pytest.mark.parametrize("answer", [review_controls.CONTINUE, review_controls.END, "cancel"])
def test_playing_on_a_reviewed_move_asks_to_continue_from_there_or_go_back(
    qtbot: Any, open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch, answer: str
) -> None:
    asked: list[tuple[int, int]] = []

    def ask(_parent: object, move: int, total: int) -> str:
        asked.append((move, total))
        return answer

    monkeypatch.setattr(review_controls, "ask_continue", ask)
    window = qubic_window(open_window)
    window.session.review.go(2)
    cell = parse_cell("4,1,1", QUBIC)
    QTest.mouseClick(
        window.board,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        window.board.cell_screen_pos(cell).toPoint(),
    )
    assert asked == [(2, 5)]
    game = window.session.game
    if answer == review_controls.CONTINUE:
        assert game.moves == (*(parse_cell(m, QUBIC) for m in MOVES[:2]), cell)
        assert game.redo_moves == ()  # a new move clears the redo list, as after undo
        assert window.session.review.ply is None
    elif answer == review_controls.END:
        assert game.moves == tuple(parse_cell(m, QUBIC) for m in MOVES)
        assert window.session.review.ply is None
    else:
        assert game.moves == tuple(parse_cell(m, QUBIC) for m in MOVES)
        assert window.session.review.ply == 2


def test_continuing_from_a_reviewed_move_keeps_the_later_moves_as_redo(
    open_window: OpenWindow,
) -> None:
    window = qubic_window(open_window)
    window.session.review.go(3)
    window.session.continue_from_review()
    game = window.session.game
    assert game.moves == tuple(parse_cell(m, QUBIC) for m in MOVES[:3])
    assert game.redo_moves == tuple(parse_cell(m, QUBIC) for m in MOVES[3:])
    assert window.menu_actions["redo"].isEnabled()


def test_the_continue_question_names_its_answers(qtbot: Any) -> None:
    box = continue_box(None, 12, 31)
    qtbot.addWidget(box)
    assert box.text() == "You are reviewing move 12 of 31. Continue the game from here?"
    buttons = {b.objectName(): b.text() for b in box.findChildren(QPushButton) if b.objectName()}
    assert buttons == {"continue": "Continue from here", "end": "Go back to the end"}
    assert box.defaultButton().objectName() == "continue"
    assert box.standardButtons() == QMessageBox.StandardButton.Cancel


def test_a_cpu_move_while_reviewing_keeps_the_reviewed_position(
    open_window: OpenWindow,
) -> None:
    window = qubic_window(open_window)
    window.session.review.go(2)
    # A CPU's answer is applied whatever the view shows: the review stays on move 2, of 6 now.
    window.session.enter(parse_cell("2,3,4", QUBIC))
    assert window.session.game.ply == 6
    assert window.status.review_label.text() == "Reviewing move 2 of 6"
    assert len(window.board.stone_cells) == 2


def test_undo_and_a_new_game_end_the_review(open_window: OpenWindow, dialogs: Dialogs) -> None:
    window = qubic_window(open_window)
    window.session.review.go(1)
    window.menu_actions["undo"].trigger()
    assert window.session.review.ply is None
    assert window.session.game.ply == 4
    window.session.review.go(1)
    window.session.new_game(QUBIC)
    assert window.session.review.ply is None
    assert not window.status.review_label.isVisible()


def icon_contrast(image: QImage) -> tuple[float, RGB]:
    """How the icon drawn on `image` (a button or menu item) stands out from what it is drawn
    on: the WCAG contrast of its strongest pixel against the commonest colour, and that pixel."""
    return strongest_contrast(
        image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())
    )


def test_the_review_icons_read_on_their_buttons_and_menu_and_dim_when_disabled(
    open_window: OpenWindow, theme_mode: str
) -> None:
    window = qubic_window(open_window)
    switch_theme(window, theme_mode)
    toolbar = window.review_controls.toolbar
    menu = window.review_controls.menu(window)

    def drawn(name: str) -> list[tuple[float, RGB]]:
        """The icon's contrast and strongest colour on its toolbar button and menu item."""
        button = toolbar.widgetForAction(action(window, name)).grab().toImage()
        item = menu.grab().toImage().copy(menu.actionGeometry(action(window, name)))
        return [icon_contrast(button), icon_contrast(item.copy(0, 0, item.height(), item.height()))]

    action(window, "review-back").trigger()  # move 4 of 5: every step can be taken
    enabled = {name: drawn(name) for name in REVIEW_NAMES}
    for name, places in enabled.items():
        assert all(ratio >= 3 for ratio, _ in places), (theme_mode, name, places)
    action(window, "review-start").trigger()  # start and back can no longer be taken
    for name in ("review-start", "review-back"):
        assert not action(window, name).isEnabled()
        for (ratio, colour), (was, before) in zip(drawn(name), enabled[name], strict=True):
            # Disabled looks disabled: a colour of its own, nearer the background.
            assert contrast(colour, before) >= 1.5 and ratio < was, (theme_mode, name, ratio, was)


@pytest.fixture(params=["en", "ja"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The window's texts in English, then in Japanese (the catalogue installed for the test)."""
    font = qapp.font()
    installed = window_language.install(qapp, QLocale(request.param))
    yield request.param
    for translator in installed:
        qapp.removeTranslator(translator)
    QLocale.setDefault(QLocale("en"))
    qapp.setFont(font)


def test_the_review_mark_fits_the_slice_panel_in_every_language(
    open_window: OpenWindow, language: str
) -> None:
    game = Game(PRESETS["four-d"])
    for move in [(0, 0, 0, 0), (1, 1, 1, 1), (0, 1, 0, 0), (2, 2, 2, 2), (0, 2, 0, 0)]:
        game.play(move)
    window = open_window(game=game, players=(human(1), human(2)))
    window.session.review.start()
    text = review_controls_text(window)
    assert ("検討中" in text) == (language == "ja")
    panel = window.slices
    shown = panel.visibleRegion().boundingRect()
    image = panel.grab().toImage()
    ratio = image.width() / panel.width()
    marked = [
        (x, y)
        for x in range(image.width())
        for y in range(image.height() // 2, image.height())
        if close_to(image.pixelColor(x, y), palette.DARK.highlight, 30)
    ]
    left = min(x for x, _ in marked)
    right = max(x for x, _ in marked)
    # The whole mark, frame and text, lies inside the panel's visible part: its left edge is
    # the frame's upright, not a cut-off letter.
    assert shown.left() * ratio + 4 <= left and right <= (shown.right() + 1) * ratio - 4
    upright = [y for x, y in marked if x == left]
    assert max(upright) - min(upright) > 12 * ratio, (language, text)


def review_controls_text(window: MainWindow) -> str:
    text = review_text(window.session)
    assert text is not None
    return text
