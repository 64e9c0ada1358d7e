"""Help → Manual: the offline manual in a QTextBrowser, in the window's language.

The manual's text is written by hand per language (app/manual/manual_LANG.html); what the window
already says elsewhere is filled in from the same place, so the two cannot drift apart: each
game's rules come from the New game dialog's own texts, the line counts from the engine, and the
keys from the window's actions.

A screen reader reads the manual through Qt's interface of the QTextBrowser, which gives a picture
as an object character (U+FFFC, read as "object") and says nothing when Tab moves to a link, as
that only selects the link's text. So every picture has its words written under it (its alt
text, kept in the picture's format too), and the browser's accessible name says the link that
Tab selected."""

from __future__ import annotations

import re
from html import escape
from pathlib import Path

from PySide6.QtCore import QLocale, Qt, QUrl
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.widgets.dialogs import close_column
from app.widgets.dialogs.how_to_play import how_to_play, line_count, preset_help
from app.widgets.dialogs.keys_and_mouse import keys_text
from app.widgets.words import tr
from app.widgets.words.game_words import game_name
from app.widgets.words.window_words import rules_text
from engine import PRESETS
from wording.language import LANGUAGES

MANUAL_FOLDER = Path(__file__).resolve().parents[2] / "manual"
PICTURES = MANUAL_FOLDER / "pictures"

SECTIONS = (
    "games",
    "lines",
    "mouse",
    "keyboard",
    "players",
    "cpu",
    "endings",
    "review",
    "analysis",
    "graph",
    "win",
    "puzzles",
    "lessons",
    "library",
    "statistics",
    "network",
    "chat",
    "files",
    "menus",
    "terminal",
    "opengl",
)
"""The manual's sections by anchor, in order; a link "#network" opens that section."""


def game_anchor(name: str) -> str:
    """The anchor of preset `name`'s section: the How to play dialog links to it."""
    return f"game-{name}"


def manual_language() -> str:
    """The language the window speaks (the default QLocale its catalogues were chosen by), where
    the manual is written in it; English otherwise."""
    language = QLocale().name().split("_")[0]
    return language if language in LANGUAGES else "en"


def _game_sections() -> str:
    parts = []
    for name in PRESETS:
        heading = escape(game_name(name))
        parts.append(
            f'<h3><a name="{game_anchor(name)}"></a>{heading}</h3>'
            f"<p><i>{escape(rules_text(PRESETS[name]))}</i></p>"
            f"<p>{escape(preset_help(name))}</p>"
            f'<p><img src="{name}.png" alt="{picture_words(name)}"></p>'
        )
    return "\n".join(parts)


def picture_words(name: str) -> str:
    """The alt text of preset `name`'s picture, escaped for an attribute."""
    return escape(tr("A game of %1 in the 3D view").replace("%1", game_name(name)))


def analysis_picture() -> str:
    """The analysed game's picture, the window in the manual's own language."""
    words = tr(
        "A game of Connect Four, analysed and reviewed at its sixth move: the move, marked ?? "
        "in red, lets the opponent complete a line at once, and the move that blocks it is "
        "outlined in green. Under the Moves list, the evaluation graph."
    )
    name = f"analysis-{manual_language()}.png"
    return f'<p><img src="{name}" alt="{escape(words)}"></p>'


_PICTURE = re.compile(r'(<img src="[\w.-]+" alt="([^"]*)">)')


def with_captions(html: str) -> str:
    """Every picture of `html` with its alt text written under it, where a screen reader (which
    reads the picture itself as an object) finds its words."""
    return _PICTURE.sub(r"\1<br><small>\2</small>", html)


def manual_html(window: QWidget) -> str:
    """The whole manual in the window's language, with its generated parts filled in."""
    text = (MANUAL_FOLDER / f"manual_{manual_language()}.html").read_text(encoding="utf-8")
    text = text.replace("<!--games-->", _game_sections()).replace("<!--keys-->", keys_text(window))
    text = text.replace("<!--picture:analysis-->", analysis_picture())
    for name in PRESETS:
        text = text.replace(f"<!--lines:{name}-->", line_count(name))
    return with_captions(text)


class ManualBrowser(QTextBrowser):
    """The manual's text, named after the link Tab selected ("Link: Network play") so that a
    screen reader says where it goes; Qt only selects the link's text, which it does not say."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAccessibleName(tr("hyperrow manual"))
        self.cursorPositionChanged.connect(self.name_link)
        self.selectionChanged.connect(self.name_link)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802 (Qt's names)
        moved = super().focusNextPrevChild(next)
        self.name_link()
        return moved

    def name_link(self) -> None:
        """The link under the selection's name, or the manual's own when there is none."""
        cursor = self.textCursor()
        link = cursor.charFormat().anchorHref() if cursor.hasSelection() else ""
        name = tr("hyperrow manual")
        if link:
            name = tr("Link: %1").replace("%1", cursor.selectedText().strip())
        if self.accessibleName() != name:
            self.setAccessibleName(name)


class ManualDialog(QDialog):
    """The manual, opened at a section; links inside it move between sections."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("manual-dialog")
        self.setWindowTitle(tr("hyperrow manual"))
        self.browser = ManualBrowser(self)
        self.browser.setObjectName("manual-browser")
        self.browser.setSearchPaths([str(PICTURES)])
        self.browser.setOpenExternalLinks(True)
        self.browser.setHtml(manual_html(window))
        close_column(self, [self.browser])
        self.resize(760, 640)

    def show_section(self, anchor: str) -> None:
        """Scroll to the section `anchor` ("network", "game-qubic"), or the top for ""."""
        if anchor:
            self.browser.scrollToAnchor(anchor)
        else:
            self.browser.verticalScrollBar().setValue(0)


def open_manual(window: QWidget, anchor: str = "") -> ManualDialog:
    """Show the manual (one per window, raised if open) at the section `anchor`."""
    found = window.findChild(ManualDialog)
    dialog = found if isinstance(found, ManualDialog) else ManualDialog(window)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    dialog.show_section(anchor)
    return dialog


class HowToPlayDialog(QDialog):
    """Help → How to play → a game: its rules and how to play here, with a button that opens the
    manual at the game's section."""

    def __init__(self, window: QWidget, name: str) -> None:
        super().__init__(window)
        self.setObjectName("how-to-play-dialog")
        self.setWindowTitle(tr("How to play %1").replace("%1", game_name(name)))
        self.text = QLabel(how_to_play(name), self)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        buttons.accepted.connect(self.accept)
        self.manual_button = buttons.addButton(tr("&Manual"), QDialogButtonBox.ButtonRole.HelpRole)
        self.manual_button.setObjectName("how-to-play-manual")
        self.manual_button.clicked.connect(lambda: self._open_manual(window, name))
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.setMinimumWidth(480)

    def _open_manual(self, window: QWidget, name: str) -> None:
        self.accept()
        open_manual(window, game_anchor(name))


def show_how_to_play(window: QWidget, name: str) -> None:
    """Help → How to play → `name`."""
    HowToPlayDialog(window, name).exec()


def manual_link(anchor: str) -> str:
    """A rich-text link for a help text that opens the manual at `anchor`."""
    words = escape(tr("What to do, in the manual"))
    return f'<a href="manual:{anchor}">{words}</a>'


def anchor_of(link: str) -> str:
    """The section a "manual:ANCHOR" link (from manual_link) names."""
    return QUrl(link).path()
