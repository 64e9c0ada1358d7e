"""Light, dark and high contrast: the colours follow the system's setting (QStyleHints'
colorScheme, and its accessibility's contrastPreference: a desktop asking for high contrast gets
it) unless View → Theme picks one; the Qt palette of the widgets and the board's own colours (the
application's ColourChoice, which the views observe) change together, so the board stays
readable in both. Also the window icon, drawn in the board's colours. The style is Fusion,
with check boxes outlined so that one that is off shows in either theme, and the docks' titles
in the docks' own font."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QGuiApplication,
    QIcon,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QWidget,
)

from app.model.view.per_application import AppWide
from app.model.view.view_state import colour_choice
from app.scene import palette

SYSTEM, LIGHT, DARK, HIGH_CONTRAST = "system", "light", "dark", "high-contrast"
CHOICES = (SYSTEM, LIGHT, DARK, HIGH_CONTRAST)
_BOARD_THEMES = {
    LIGHT: palette.LIGHT_THEME,
    DARK: palette.DARK_THEME,
    HIGH_CONTRAST: palette.HIGH_CONTRAST_THEME,
}


def resolve(
    choice: str,
    system: Qt.ColorScheme,
    contrast: Qt.ContrastPreference = Qt.ContrastPreference.NoPreference,
) -> str:
    """LIGHT, DARK or HIGH_CONTRAST for a View → Theme `choice` when the system says `system`
    and asks for `contrast`. A system that does not say (Unknown, as under X without a
    desktop) gets the dark look the 3D view was designed on."""
    if choice in (LIGHT, DARK, HIGH_CONTRAST):
        return choice
    if contrast == Qt.ContrastPreference.HighContrast:
        return HIGH_CONTRAST
    return LIGHT if system == Qt.ColorScheme.Light else DARK


def widgets_palette(mode: str) -> QPalette:
    """Fusion's palette for the DARK or the HIGH_CONTRAST theme. Dark: the dark board's colours,
    so docks, lists and menus sit with the dark 3D view instead of framing it in white. High
    contrast: white text on black, yellow for what is chosen and for links, every text and its
    background at WCAG contrast 4.5:1 or more, disabled text included."""

    def colour(rgb: palette.RGB) -> QColor:
        return QColor.fromRgbF(*rgb)

    role = QPalette.ColorRole
    scheme = palette.DARK
    panel, label = colour(scheme.panel_background), colour(scheme.label)
    black, white, yellow = QColor(0, 0, 0), QColor(255, 255, 255), QColor(255, 255, 0)
    # role: (dark, high contrast); None keeps Fusion's own.
    colours: dict[QPalette.ColorRole, tuple[QColor | None, QColor]] = {
        role.Window: (panel, black),
        role.Base: (colour(scheme.background), black),
        role.AlternateBase: (panel, QColor(24, 24, 24)),
        role.Button: (QColor(52, 58, 72), black),
        role.ToolTipBase: (panel, black),
        role.WindowText: (label, white),
        role.Text: (label, white),
        role.ButtonText: (label, white),
        role.ToolTipText: (label, white),
        role.BrightText: (white, yellow),
        role.Highlight: (QColor(70, 96, 140), yellow),
        role.HighlightedText: (white, black),
        role.PlaceholderText: (QColor(120, 128, 140), QColor(190, 190, 190)),
        role.Link: (QColor(120, 170, 240), yellow),
        role.Light: (None, white),
        role.Midlight: (None, QColor(200, 200, 200)),
        role.Mid: (None, QColor(160, 160, 160)),
        role.Dark: (None, QColor(200, 200, 200)),
        role.Shadow: (None, white),
    }
    # High contrast: a grey far from the white of what can be done, still 4.7:1 on black.
    disabled_text = (QColor(110, 116, 128), QColor(120, 120, 120))
    column = 0 if mode == DARK else 1
    made = QPalette()
    for which, values in colours.items():
        value = values[column]
        if value is not None:
            made.setColor(which, value)
    for which in (role.Text, role.ButtonText, role.WindowText):
        made.setColor(QPalette.ColorGroup.Disabled, which, disabled_text[column])
    return made


HIGH_CONTRAST_SHEET = (
    # Fusion draws a slider's groove in the window colour darkened: black on black.
    "QSlider::groove:horizontal { border: 1px solid #ffffff; height: 6px; background: #000000; }"
    "QSlider::sub-page:horizontal { background: #ffff00; border: 1px solid #ffffff; }"
    "QSlider::handle:horizontal { background: #ffff00; border: 1px solid #ffffff;"
    " width: 14px; margin: -6px 0; }"
)
"""What the high-contrast palette cannot say alone: the sliders, outlined in white."""


class OutlinedChecks(QProxyStyle):
    """Fusion, with every check box (in menus and dialogs alike) outlined halfway between the
    text and its background: Fusion outlines it in the window colour darkened, which on the
    dark theme is near-black on near-black, so a checkable menu item that is off showed no box
    at all."""

    def __init__(self) -> None:
        super().__init__("Fusion")

    def drawControl(  # noqa: N802 (Qt override)
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == QStyle.ControlElement.CE_DockWidgetTitle and isinstance(widget, QDockWidget):
            # A dock draws its title in the font it was made with, so Larger text did not
            # reach the panels' titles: draw it in the dock's own font, which it does.
            painter.setFont(widget.font())
            option.fontMetrics = QFontMetrics(widget.font())
        super().drawControl(element, option, painter, widget)

    def drawPrimitive(  # noqa: N802 (Qt override)
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element != QStyle.PrimitiveElement.PE_IndicatorCheckBox:
            return
        enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
        group = QPalette.ColorGroup.Active if enabled else QPalette.ColorGroup.Disabled
        text = option.palette.color(group, QPalette.ColorRole.Text)
        base = option.palette.color(group, QPalette.ColorRole.Base)
        outline = QColor.fromRgbF(
            (text.redF() + base.redF()) / 2,
            (text.greenF() + base.greenF()) / 2,
            (text.blueF() + base.blueF()) / 2,
        )
        painter.save()
        painter.setPen(QPen(outline, 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(option.rect).adjusted(0.5, 0.5, -1.5, -1.5))
        painter.restore()


class Theme(QObject):
    """The theme in use: `choice` (system, light, dark or high contrast) and what it resolves
    to (`mode`)."""

    changed = Signal(str)  # the mode now in use: LIGHT, DARK or HIGH_CONTRAST

    def __init__(self, app: QCoreApplication | None, choice: str = SYSTEM) -> None:
        assert isinstance(app, QApplication)  # the widgets' application
        super().__init__(app)
        self.app = app
        self.choice = choice if choice in CHOICES else SYSTEM
        self.mode = ""
        self.style = OutlinedChecks()
        app.setStyle(self.style)
        # Both kept: PySide6 invalidates the accessibility hints' wrapper with the style hints'.
        self.hints = QGuiApplication.styleHints()
        self.accessibility = self.hints.accessibility()
        self.hints.colorSchemeChanged.connect(self._on_system_changed)
        self.accessibility.contrastPreferenceChanged.connect(self._on_system_changed)
        self._apply()

    def set_choice(self, choice: str) -> None:
        """Follow the system (SYSTEM) or keep to LIGHT, DARK or HIGH_CONTRAST."""
        self.choice = choice if choice in CHOICES else SYSTEM
        self._apply()

    @staticmethod
    def system_scheme() -> Qt.ColorScheme:
        """What the system says: light, dark or unknown."""
        return QGuiApplication.styleHints().colorScheme()

    def system_contrast(self) -> Qt.ContrastPreference:
        """Whether the desktop asks for high contrast (Qt 6.10 reads it where the platform
        says)."""
        return self.accessibility.contrastPreference()

    def _on_system_changed(self, _what: object) -> None:
        if self.choice == SYSTEM:
            self._apply()

    def _apply(self) -> None:
        mode = resolve(self.choice, self.system_scheme(), self.system_contrast())
        if mode == self.mode:
            return
        self.mode = mode
        style = self.app.style()
        colour_choice().set_theme(_BOARD_THEMES[mode])
        self.app.setPalette(style.standardPalette() if mode == LIGHT else widgets_palette(mode))
        self.app.setStyleSheet(HIGH_CONTRAST_SHEET if mode == HIGH_CONTRAST else "")
        self.changed.emit(mode)


instance = AppWide(Theme)
"""The application's one Theme (made on first use, following the system)."""


def app_icon() -> QIcon:
    """The window icon, drawn at run time: four stones of the player colours in a row."""
    pixmap = QPixmap(64, 64)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colours = palette.DEFAULT  # the look hyperrow is known by, whatever the theme
    painter.setBrush(QColor.fromRgbF(*colours.scheme.background))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(0, 0, 64, 64, 12, 12)
    for step in range(4):
        painter.setBrush(QColor.fromRgbF(*colours.player(step % 2)))
        painter.drawEllipse(6 + step * 13, 44 - step * 13, 14, 14)
    painter.end()
    return QIcon(pixmap)
