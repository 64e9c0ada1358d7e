"""Help → Keys and mouse: how to play with the mouse and with the keyboard alone."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from app.widgets.translate import tr


def keys_text() -> str:
    """The keys and mouse actions of both board views, as rich text."""
    rows = [
        (tr("Click a stone or dot"), tr("Play that cell (under gravity: where the stone lands)")),
        (tr("Drag"), tr("Turn the 3D view")),
        (tr("Wheel"), tr("Zoom the 3D view; with Ctrl, zoom the slice panel")),
        (tr("Arrow keys"), tr("Move the cursor along x (left, right) and y (up, down)")),
        (tr("Page Up, Page Down"), tr("Move the cursor along z")),
        (tr("[ and ]"), tr("Move the cursor along w (to the previous or next w-slice)")),
        (tr("Enter or Space"), tr("Play the cell under the cursor")),
        (tr("Tab"), tr("Go from the 3D view to the slice panel and back")),
        (tr("Ctrl+[ and Ctrl+]"), tr("Bring the 3D view's layers together or spread them apart")),
        (tr("Ctrl+Y"), tr("Symbols on stones: a shape of its own for each player")),
    ]
    body = "".join(
        f"<tr><td><b>{key}</b>&nbsp;&nbsp;</td><td>{what}</td></tr>" for key, what in rows
    )
    return f"<table>{body}</table>"


def show_keys(parent: QWidget) -> None:
    """Show the keys and mouse actions."""
    QMessageBox.information(parent, tr("Keys and mouse"), keys_text())
