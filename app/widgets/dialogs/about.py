"""Help → About: what hyperrow is (every game it has), and the same report as `hyperrow --info`
with a Copy button for bug reports."""

from __future__ import annotations

import math
from html import escape

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.widgets.dialogs import close_column
from app.widgets.words import tr
from app.widgets.words.game_words import game_name
from app.widgets.words.seat_words import names_list
from engine import PRESETS
from engine.ai.proof.strategy_book import book_for

MIN_WIDTH = 640
SCREEN_SHARE = 0.9  # of the screen's free room, at most
ROOM_AROUND_REPORT = 200  # pixels: the description, the buttons and the margins, about


class AboutDialog(QDialog):
    """The description above the read-only report; Copy puts the report on the clipboard. It
    opens large enough for the whole description and every line of the report, in any
    language, as far as the screen allows."""

    def __init__(self, description: str, report: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about_dialog")
        self.setWindowTitle(tr("About hyperrow"))
        self.description = QLabel(description, self)
        self.description.setWordWrap(True)
        self.report = QPlainTextEdit(report, self)
        self.report.setObjectName("info_text")
        self.report.setAccessibleName(tr("About this installation, for a bug report"))
        self.report.setReadOnly(True)
        self.report.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.report.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        # Qt's own word for Copy (its text widgets' context menu), translated in qtbase.
        copy = QCoreApplication.translate("QWidgetTextControl", "&Copy")
        self.copy_button = QPushButton(copy, self)
        self.copy_button.setObjectName("copy_info")
        self.copy_button.clicked.connect(self.copy)
        role = QDialogButtonBox.ButtonRole.ActionRole
        column = close_column(self, [self.description, (self.report, 1)], (self.copy_button, role))
        self._fit(column)

    def _fit(self, layout: QVBoxLayout) -> None:
        """Give the report room for all its lines unscrolled, and the dialog the height its
        wrapped description needs at the width that makes (a fixed size cut the last line)."""
        self.ensurePolished()  # measured in the style it is drawn in (its frame's width)
        self.report.ensurePolished()
        document = self.report.document()
        lines = document.documentLayout()
        text_height = 0.0
        block = document.begin()
        while block.isValid():
            text_height += lines.blockBoundingRect(block).height()
            block = block.next()
        around = 2 * (self.report.frameWidth() + document.documentMargin())
        # QPlainTextEdit scrolls by whole lines and wants room for one more than it shows, and
        # the cursor past the longest line for one more character.
        line = text_height / max(1, document.blockCount())
        character = self.report.fontMetrics().averageCharWidth()
        wanted = QSize(
            math.ceil(lines.documentSize().width() + character + around),
            math.ceil(text_height + line + around),
        )
        screen = self.screen().availableGeometry()
        margins = layout.contentsMargins()
        room = QSize(
            int(screen.width() * SCREEN_SHARE) - margins.left() - margins.right(),
            int(screen.height() * SCREEN_SHARE) - ROOM_AROUND_REPORT,
        )
        self.report.setMinimumSize(wanted.boundedTo(room))
        width = max(MIN_WIDTH, layout.minimumSize().width())
        self.resize(width, layout.totalHeightForWidth(width))

    def copy(self) -> None:
        """Put the report on the clipboard."""
        QGuiApplication.clipboard().setText(self.report.toPlainText())


def show_about(parent: QWidget | None, report: str) -> None:
    """Help → About: what hyperrow is, and `report` (hyperrow --info's text) to copy."""
    AboutDialog(about_text(), report, parent).exec()


def about_text() -> str:
    """What Help → About says hyperrow is: every game it has, by the names of the presets, and
    which of them are solved."""
    games = names_list([game_name(name) for name in PRESETS])
    return (
        tr(
            "<h3>hyperrow</h3><p>k-in-a-row on boards of any dimension: %1, against people or "
            "the CPU.</p><p>PySide6 %2, pyqtgraph.</p>"
        )
        .replace("%2", _qt_version())
        .replace("%1", escape(games))
    ) + solved_text()


def solved_text() -> str:
    """The games hyperrow has solved, and Score Four's positions its build has proven so far
    (the shipped book's), each with the command that checks the proof."""
    return tr(
        "<p>Solved: tic-tac-toe is a draw and Connect Four a first-player win (hyperrow's exact "
        "solver); 3D tic-tac-toe and Qubic are first-player wins, proven by hyperrow's own "
        "search and shipped as books the CPU plays (to check one: <code>hyperrow book qubic "
        "--verify</code>). Score Four has never been solved: so far hyperrow's build has proven "
        "the first player's win in %Ln positions of it (to check them: <code>hyperrow book "
        "score-four --verify</code>).</p>",
        "",
        score_four_proven(),
    )


def score_four_proven() -> int:
    """The positions the shipped Score Four book proves a first-player win in (0 without it)."""
    book = book_for(PRESETS["score-four"])
    return len(book.moves) if book is not None and book.proven else 0


def _qt_version() -> str:
    import PySide6

    return str(PySide6.__version__)
