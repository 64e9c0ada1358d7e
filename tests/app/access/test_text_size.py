"""Larger text: View → Larger text and Smaller text (Ctrl++ / Ctrl+-) scale the whole window's
text and the slice panel's labels, are remembered, and at 200 % in English and Japanese nothing
in a 1280×800 window is cut off: every label and button has the room its text asks for, every
menu fits the screen."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDockWidget,
    QLabel,
    QMenu,
    QWidget,
)

from app.widgets.board.text_scale import STEPS, text_scale
from app.widgets.slices.slice_layout import LABELS
from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game
from engine.in_play.seats import human
from tests.support.windows import OpenWindow

WIDTH, HEIGHT = 1280, 800


@pytest.fixture(autouse=True)
def desktop_size() -> Iterator[None]:
    yield
    text_scale().set_factor(1.0)


def actions(window: MainWindow) -> dict[str, QAction]:
    return {a.objectName(): a for a in window.findChildren(QAction) if a.objectName()}


def test_larger_and_smaller_text_step_the_whole_window_and_are_remembered(
    qtbot: Any, open_window: OpenWindow
) -> None:
    window = open_window()
    scale = text_scale()
    base = scale.base.pointSizeF()
    larger, smaller = actions(window)["text-larger"], actions(window)["text-smaller"]
    assert larger.shortcut().matches(Qt.Modifier.CTRL | Qt.Key.Key_Plus) is not None
    assert "Ctrl+-" in [s.toString() for s in smaller.shortcuts()]
    title = window.result_banner.title.font().pointSizeF()
    for _ in STEPS:
        larger.trigger()
    assert scale.factor == 2.0
    assert QApplication.font().pointSizeF() == pytest.approx(base * 2)
    qtbot.waitUntil(lambda: window.turn_label.font().pointSizeF() == pytest.approx(base * 2))
    assert window.result_banner.title.font().pointSizeF() == pytest.approx(title * 2)
    assert window.slices.margins == LABELS.scaled(2.0)
    assert "200" in window.statusBar().currentMessage()
    window.close()

    again = open_window()
    assert text_scale().factor == 2.0  # remembered
    actions(again)["text-smaller"].trigger()
    assert text_scale().factor == STEPS[-2]
    for _ in STEPS:
        actions(again)["text-smaller"].trigger()
    assert text_scale().factor == STEPS[0]


def cut_off(window: QWidget) -> list[str]:
    """The visible labels and buttons of `window` narrower or lower than their text asks."""
    found = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or not isinstance(widget, (QLabel, QAbstractButton)):
            continue
        if isinstance(widget, QLabel) and (widget.wordWrap() or not widget.text()):
            continue
        want = widget.minimumSizeHint()
        if widget.width() < want.width() or widget.height() < want.height():
            what = widget.text() if hasattr(widget, "text") else ""
            found.append(
                f"{widget.objectName() or type(widget).__name__} {what!r} {widget.size()} {want}"
            )
    return found


@pytest.mark.parametrize("preset", ["qubic", "four-d", "connect-four"])
def test_nothing_is_cut_off_at_200_percent(
    qtbot: Any, open_window: OpenWindow, language: str, preset: str
) -> None:
    game = Game(PRESETS[preset])
    window = open_window(game=game, players=(human(1), human(2)))
    window.resize(WIDTH, HEIGHT)
    text_scale().set_factor(2.0)
    # The layouts take the new size in their own time.
    with contextlib.suppress(AssertionError):  # the assertion below says what was cut off
        qtbot.waitUntil(lambda: not cut_off(window), timeout=5000)
    assert cut_off(window) == [], language
    bar = window.menuBar()
    assert bar.sizeHint().width() <= WIDTH
    for menu in bar.findChildren(QMenu):
        menu.ensurePolished()
        assert menu.sizeHint().width() <= WIDTH, menu.title()
        assert menu.sizeHint().height() <= HEIGHT, menu.title()


def drawn_height(image: Any, background: Any) -> int:
    """How many pixel rows of `image` hold something unlike `background`: the height of what
    is drawn there."""
    rows = 0
    for y in range(image.height()):
        if any(image.pixelColor(x, y) != background for x in range(image.width())):
            rows += 1
    return rows


def test_the_panels_titles_and_the_axis_labels_grow_with_the_text(open_window: OpenWindow) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    dock = window.findChild(QDockWidget, "moves")
    assert isinstance(dock, QDockWidget) and dock.windowTitle() == "Moves"
    assert window.board is not None
    sizes = sorted({item.font.pointSizeF() for item in window.board.labels.items})

    def title_height() -> int:
        # The title's words, left of the float and close buttons.
        inside = dock.widget()
        assert inside is not None
        title = dock.grab(QRect(0, 0, dock.width() // 2, inside.geometry().top()))
        image = title.toImage()
        return drawn_height(image, image.pixelColor(0, 0))

    before = title_height()
    actions(window)["text-larger"].trigger()
    while text_scale().factor < 2.0:
        actions(window)["text-larger"].trigger()
    QApplication.processEvents()
    assert title_height() >= before * 1.6, (before, title_height())
    grown = sorted({item.font.pointSizeF() for item in window.board.labels.items})
    assert grown == [size * 2 for size in sizes]
