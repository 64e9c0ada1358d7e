"""The dialogs: New game and its rule checks, Players, About and the report, Keys and mouse,
How to play and the manual; and the frame the read-and-close dialogs share."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

Part = QWidget | QLayout | tuple[QWidget, int]
"""A row of a dialog's column: a widget, a layout, or a widget with its stretch factor."""


def close_column(
    dialog: QDialog,
    parts: list[Part],
    extra: tuple[QPushButton, QDialogButtonBox.ButtonRole] | None = None,
) -> QVBoxLayout:
    """Lay `parts` out in a column in `dialog` over a Close button (Escape closes too), with
    the `extra` button and its role beside it; returns the column."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    if extra is not None:
        buttons.addButton(*extra)
    buttons.rejected.connect(dialog.reject)
    column = QVBoxLayout(dialog)
    for part in parts:
        if isinstance(part, QLayout):
            column.addLayout(part)
        elif isinstance(part, tuple):
            column.addWidget(*part)
        else:
            column.addWidget(part)
    column.addWidget(buttons)
    return column
