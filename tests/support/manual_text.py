"""The manual's text as a test reads it: the fragments of its document, the place of each
anchor, and whether a section stands in the browser's visible area."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtGui import QTextCursor, QTextDocument, QTextFragment

from app.widgets.dialogs.manual import ManualDialog


def fragments(document: QTextDocument) -> Iterator[QTextFragment]:
    block = document.begin()
    while block.isValid():
        iterator = block.begin()
        while not iterator.atEnd():
            yield iterator.fragment()
            iterator += 1
        block = block.next()


def anchors(document: QTextDocument) -> dict[str, int]:
    """Every anchor name of `document` and the position it stands at."""
    return {
        name: fragment.position()
        for fragment in fragments(document)
        for name in fragment.charFormat().anchorNames()
    }


def shows(dialog: ManualDialog, anchor: str) -> bool:
    """True when the section `anchor` stands inside the browser's visible area."""
    browser = dialog.browser
    cursor = QTextCursor(browser.document())
    cursor.setPosition(anchors(browser.document())[anchor])
    return browser.viewport().rect().contains(browser.cursorRect(cursor).center())
