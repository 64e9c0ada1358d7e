"""High contrast: View → Theme → High contrast (or a desktop that asks for it) draws the board
so that stones, empty cells, lines, threats and hints all stand at WCAG contrast 4.5:1 or more
against what is round them, measured on the drawn pixels of both board views."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAction, QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication

from app.scene import palette
from app.widgets.window import theme
from engine import PRESETS, Game
from engine.in_play.seats import human
from tests.support.windows import OpenWindow

WCAG_AA = 4.5


def rgb(colour: QColor) -> palette.RGB:
    return (colour.redF(), colour.greenF(), colour.blueF())


def best_contrast(image: QImage, rect: QRectF, ratio: float, background: palette.RGB) -> float:
    """The highest contrast against `background` of a pixel inside `rect` (widget
    coordinates; `ratio` device pixels per widget pixel): what is drawn there, at its most
    visible (a line a pixel wide is found as well as a filled disc)."""
    best = 1.0
    for x in range(int(rect.left() * ratio) + 1, int(rect.right() * ratio) - 1):
        for y in range(int(rect.top() * ratio) + 1, int(rect.bottom() * ratio) - 1):
            best = max(best, palette.contrast(rgb(image.pixelColor(x, y)), background))
    return best


def centre_contrast(image: QImage, rect: QRectF, ratio: float, background: palette.RGB) -> float:
    """The median contrast against `background` of the pixels in the middle of `rect` (a
    third of its width: a stone's fill, shaded in the 3D view)."""
    middle = QRectF(
        rect.center().x() - rect.width() / 6,
        rect.center().y() - rect.height() / 6,
        rect.width() / 3,
        rect.height() / 3,
    )
    ratios = sorted(
        palette.contrast(rgb(image.pixelColor(x, y)), background)
        for x in range(int(middle.left() * ratio), int(middle.right() * ratio) + 1)
        for y in range(int(middle.top() * ratio), int(middle.bottom() * ratio) + 1)
    )
    return ratios[len(ratios) // 2]


@pytest.fixture(autouse=True)
def back_to_dark() -> Iterator[None]:
    yield
    theme.instance().set_choice(theme.DARK)


def test_a_desktop_asking_for_high_contrast_gets_it_unless_a_theme_is_chosen() -> None:
    high = Qt.ContrastPreference.HighContrast
    for system in (Qt.ColorScheme.Light, Qt.ColorScheme.Dark, Qt.ColorScheme.Unknown):
        assert theme.resolve(theme.SYSTEM, system, high) == theme.HIGH_CONTRAST
        assert theme.resolve(theme.LIGHT, system, high) == theme.LIGHT
    assert theme.resolve(theme.HIGH_CONTRAST, Qt.ColorScheme.Light) == theme.HIGH_CONTRAST


def test_following_the_desktop_takes_its_contrast_change_at_once(
    open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window()
    asked = [Qt.ContrastPreference.NoPreference]
    monkeypatch.setattr(theme.Theme, "system_contrast", staticmethod(lambda: asked[0]))
    window.theme.set_choice(theme.SYSTEM)
    assert window.theme.mode != theme.HIGH_CONTRAST
    asked[0] = Qt.ContrastPreference.HighContrast
    window.theme.accessibility.contrastPreferenceChanged.emit(Qt.ContrastPreference.HighContrast)
    assert window.theme.mode == theme.HIGH_CONTRAST
    assert window.slices.colours.scheme is palette.HIGH_CONTRAST


def test_every_colour_of_the_scheme_meets_wcag_aa() -> None:
    scheme = palette.HIGH_CONTRAST
    for colour in (
        scheme.empty_cell,
        scheme.wireframe,
        scheme.label,
        scheme.highlight,
        scheme.last_move,
        scheme.blocked_cell,
    ):
        assert palette.contrast(colour, scheme.background) >= WCAG_AA, colour
    assert palette.contrast(scheme.blocked_edge, scheme.blocked_cell) >= WCAG_AA
    for players in palette.PLAYER_SCHEMES:
        colours = palette.palette_for(palette.HIGH_CONTRAST_THEME, players)
        for player in range(len(colours.players.colours)):
            colour = colours.player(player)
            assert palette.contrast(colour, scheme.background) >= WCAG_AA, colour


def qubic_with_threats() -> Game:
    """Qubic with red one stone from four in a row (a threat at 4,1,1) and blue's stones."""
    game = Game(PRESETS["qubic"])
    for move in [(0, 0, 0), (0, 3, 0), (1, 0, 0), (1, 3, 1), (2, 0, 0), (3, 3, 2)]:
        game.play(move)
    return game


@pytest.mark.parametrize("players", [palette.STANDARD, palette.COLOUR_BLIND])
def test_the_drawn_board_meets_wcag_aa_in_high_contrast(
    qtbot: Any, open_window: OpenWindow, players: str
) -> None:
    game = qubic_with_threats()
    window = open_window(game=game, players=(human(1), human(2)))
    actions = {a.objectName(): a for a in window.findChildren(QAction)}
    actions["theme-high-contrast"].trigger()
    window.view_state.colour_choice.set_players(players)
    window.view_state.set_show_threats(True)
    hint = (2, 2, 3)
    window.session.hint.emit(hint)
    assert QApplication.palette().color(QPalette.ColorRole.Window) == QColor(0, 0, 0)
    background = palette.HIGH_CONTRAST.background

    panel = window.slices
    image = panel.grab().toImage()
    ratio = image.width() / panel.width()
    stones = [cell for cell in game.moves]
    for cell in stones:
        rect = panel.cell_rect(cell)
        assert rect is not None
        assert centre_contrast(image, rect, ratio, background) >= WCAG_AA, cell
    empties = [(3, 1, 1), (0, 1, 2), (2, 2, 0)]  # an empty cell: its grid lines
    for cell in [*empties, (3, 0, 0), hint]:  # the threat and the hint: their marks
        rect = panel.cell_rect(cell)
        assert rect is not None
        assert best_contrast(image, rect.adjusted(-1, -1, 1, 1), ratio, background) >= WCAG_AA

    board = window.board
    assert board is not None
    qtbot.waitUntil(lambda: board.grabFramebuffer().width() > 0)
    frame = board.grabFramebuffer()
    scale = frame.width() / board.width()
    corner = rgb(frame.pixelColor(2, frame.height() - 2))
    assert palette.contrast(corner, background) < 1.1  # the 3D view's background is black
    for cell in [*stones, *empties]:
        rect = board.cell_rect(cell)
        assert rect is not None
        assert best_contrast(frame, rect, scale, background) >= WCAG_AA, cell
    for cell in stones:
        rect = board.cell_rect(cell)
        assert rect is not None
        assert centre_contrast(frame, rect, scale, background) >= WCAG_AA, cell


def lit(image: QImage, at_least: float = 3.0) -> list[palette.RGB]:
    """The pixels of `image` that stand out from black (drawn on the high contrast background)."""
    pixels = (image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height()))
    return [rgb(p) for p in pixels if palette.contrast(rgb(p), (0.0, 0.0, 0.0)) >= at_least]


def test_disabled_review_buttons_look_unlike_enabled_ones_in_high_contrast(
    open_window: OpenWindow,
) -> None:
    game = Game(PRESETS["qubic"])
    for cell in [(0, 0, 0), (1, 1, 1), (2, 2, 2)]:
        game.play(cell)
    window = open_window(game=game, players=(human(1), human(2)))
    window.theme.set_choice(theme.HIGH_CONTRAST)
    window.session.review.go(1)
    toolbar = window.review_controls.toolbar
    actions = {a.objectName(): a for a in window.findChildren(QAction)}

    def drawn(name: str) -> list[palette.RGB]:
        return lit(toolbar.widgetForAction(actions[name]).grab().toImage())

    enabled = drawn("review-back")
    window.session.review.start()
    assert not actions["review-back"].isEnabled()
    disabled = drawn("review-back")
    # Outlined, not filled, and in a grey far from the enabled white, still readable on black.
    assert len(disabled) < len(enabled) * 0.7, (len(disabled), len(enabled))
    brightest = max(enabled, key=sum)
    assert all(palette.contrast(c, brightest) >= 2.5 for c in disabled)


def test_the_selected_move_keeps_its_stone_colour_in_high_contrast(
    open_window: OpenWindow,
) -> None:
    game = Game(PRESETS["qubic"])
    for cell in [(0, 0, 0), (1, 1, 1), (2, 2, 2)]:
        game.play(cell)
    window = open_window(game=game, players=(human(1), human(2)))
    window.theme.set_choice(theme.HIGH_CONTRAST)
    window.session.review.go(2)  # the second move, Blue's, is selected
    moves = window.moves
    assert moves.currentRow() == 1
    image = moves.grab(moves.visualItemRect(moves.item(1))).toImage()
    choice = window.view_state.colour_choice
    blue = palette.palette_for(choice.theme, choice.players).player(1)
    pixels = [image.pixelColor(x, y) for x in range(image.height()) for y in range(image.height())]
    # The stone's disc (about a hundred pixels) in Blue's own colour, not tinted to the highlight.
    assert sum(palette.contrast(rgb(p), blue) < 1.1 for p in pixels) >= 40
