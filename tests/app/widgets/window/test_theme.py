"""Light and dark: the system's setting is followed unless View → Theme picks one; the widgets'
palette and the board's colours change together and stay readable."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from app.scene import palette
from app.widgets.board.painting import readable_on
from app.widgets.window import theme
from engine.in_play.seats import human
from tests.support.views import close_to, line_through_every_w_slice
from tests.support.windows import OpenWindow


def luminance(rgb: palette.RGB) -> float:
    """WCAG relative luminance."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: palette.RGB, b: palette.RGB) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.fixture(autouse=True)
def back_to_dark() -> Iterator[None]:
    yield
    theme.instance().set_choice(theme.DARK)


@pytest.mark.parametrize(
    ("choice", "system", "mode"),
    [
        (theme.SYSTEM, Qt.ColorScheme.Light, theme.LIGHT),
        (theme.SYSTEM, Qt.ColorScheme.Dark, theme.DARK),
        (theme.SYSTEM, Qt.ColorScheme.Unknown, theme.DARK),
        (theme.LIGHT, Qt.ColorScheme.Dark, theme.LIGHT),
        (theme.DARK, Qt.ColorScheme.Light, theme.DARK),
        ("nonsense", Qt.ColorScheme.Light, theme.LIGHT),
    ],
)
def test_the_choice_and_the_system_resolve_to_light_or_dark(
    choice: str, system: Qt.ColorScheme, mode: str
) -> None:
    assert theme.resolve(choice, system) == mode


@pytest.mark.parametrize("scheme", [palette.LIGHT, palette.DARK])
def test_every_board_colour_reads_on_its_background(scheme: palette.Scheme) -> None:
    background = scheme.background
    assert contrast(scheme.label, background) >= 7  # text: WCAG AAA
    for colour in (scheme.empty_cell, scheme.wireframe, scheme.highlight, scheme.last_move):
        assert contrast(colour, background) >= 2.5, colour
    for players in palette.PLAYER_SCHEMES.values():
        for player in players.colours:
            assert contrast(player, background) >= 1.8, player
    assert contrast(scheme.label, scheme.panel_background) >= 7


def test_view_theme_switches_the_widgets_and_the_board_and_is_remembered(
    qtbot: Any, open_window: OpenWindow
) -> None:
    window = open_window()
    actions = {a.objectName(): a for a in window.findChildren(QAction)}
    assert {"theme-system", "theme-light", "theme-dark"} <= set(actions)

    actions["theme-light"].trigger()
    assert window.theme.mode == theme.LIGHT
    assert window.view_state.colour_choice.theme == palette.LIGHT_THEME
    assert window.board.colours.scheme is window.slices.colours.scheme is palette.LIGHT
    assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() > 200
    assert window.board.opts["bgcolor"][:3] == pytest.approx(palette.LIGHT.background, abs=0.01)
    frame = window.board.grabFramebuffer()
    assert frame.pixelColor(3, frame.height() - 3).lightness() > 200
    assert window.data.text("view/theme") == theme.LIGHT

    actions["theme-dark"].trigger()
    assert window.board.colours.scheme is window.slices.colours.scheme is palette.DARK
    assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 60
    frame = window.board.grabFramebuffer()
    assert frame.pixelColor(3, frame.height() - 3).lightness() < 60
    window.close()

    again = open_window()
    assert again.theme.choice == theme.DARK
    checked = [a.objectName() for a in again.findChildren(QAction) if a.isChecked()]
    assert "theme-dark" in checked


def test_following_the_system_takes_its_change_at_once(
    open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window()
    hints = QGuiApplication.styleHints()
    system = [Qt.ColorScheme.Dark]
    monkeypatch.setattr(theme.Theme, "system_scheme", staticmethod(lambda: system[0]))
    window.theme.set_choice(theme.SYSTEM)
    assert window.theme.mode == theme.DARK
    system[0] = Qt.ColorScheme.Light  # the desktop switches to light
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert window.theme.mode == theme.LIGHT
    assert window.board.colours.scheme is palette.LIGHT
    window.theme.set_choice(theme.DARK)
    system[0] = Qt.ColorScheme.Light
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)  # a fixed choice ignores the system
    assert window.theme.mode == theme.DARK


def test_the_result_banner_takes_the_theme_and_its_text_reads_on_it(
    qtbot: Any, open_window: OpenWindow
) -> None:
    window = open_window()
    banner = window.result_banner
    for mode, lightness in ((theme.LIGHT, lambda v: v > 200), (theme.DARK, lambda v: v < 60)):
        window.theme.set_choice(mode)
        image = banner.grab().toImage()
        inside = image.pixelColor(image.width() // 2, 4)  # inside the frame, above the title
        assert lightness(inside.lightness()), (mode, inside.name())
        text = banner.title.palette().color(QPalette.ColorRole.WindowText)
        background = (inside.redF(), inside.greenF(), inside.blueF())
        assert contrast((text.redF(), text.greenF(), text.blueF()), background) >= 7, mode


def test_the_slice_chips_take_the_theme_switched_to(open_window: OpenWindow) -> None:
    window = open_window(game=line_through_every_w_slice(), players=(human(1), human(2)))
    # Opened on its end, every w-slice is on view (its line runs across them); back to w = 2.
    window.view_state.set_all_slices(False)
    window.view_state.set_w(1)
    panel = window.slices
    actions = {a.objectName(): a for a in window.findChildren(QAction)}
    for mode, scheme, other in (
        ("theme-light", palette.LIGHT, palette.DARK),
        ("theme-dark", palette.DARK, palette.LIGHT),
        ("theme-light", palette.LIGHT, palette.DARK),
    ):
        actions[mode].trigger()
        image = panel.grab().toImage()
        ratio = image.width() / panel.width()
        assert set(panel.chip_boxes) == {0, 2, 3}  # the line goes on into w = 1, 3 and 4
        digits = readable_on(scheme.highlight, palette.palette_for(mode[6:], palette.STANDARD))
        for box in panel.chip_boxes.values():
            pixels = [
                image.pixelColor(round(x * ratio), round(y * ratio))
                for x in range(int(box.left()) + 1, int(box.right()))
                for y in range(int(box.top()) + 1, int(box.bottom()))
            ]
            filled = sum(close_to(p, scheme.highlight, 12) for p in pixels)
            assert filled > len(pixels) / 2, (mode, box)
            # The number on the chip is in this theme's colour, none of the other theme's.
            assert any(close_to(p, digits, 40) for p in pixels), (mode, box)
            assert not any(close_to(p, other.background, 40) for p in pixels), (mode, box)
