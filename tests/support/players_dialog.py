"""Game → Players answered as a person answers it, for the tests of the dialog and of what a
reader hears when a seat changes."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QComboBox, QDialog, QLabel

from app.widgets.dialogs.players_dialog import PlayersDialog

Answer = Callable[[PlayersDialog], None]


def answer_players_dialog(monkeypatch: pytest.MonkeyPatch, answer: Answer) -> list[str]:
    """Answer Game → Players as a person would: `answer` changes the shown dialog's fields, then
    OK; the list fills with what the dialog showed as each seat's name."""
    seen: list[str] = []

    def exec_dialog(dialog: QDialog) -> int:
        assert isinstance(dialog, PlayersDialog)
        dialog.show()
        seen.extend(label.text() for label in seat_labels(dialog))
        answer(dialog)
        dialog.accept()
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(QDialog, "exec", exec_dialog)
    return seen


def seat_labels(dialog: PlayersDialog) -> list[QLabel]:
    labels = [dialog.findChild(QLabel, f"seat-{seat}") for seat in range(1, 5)]
    return [label for label in labels if isinstance(label, QLabel) and label.isVisible()]


def choose_level(dialog: PlayersDialog, seat: int, level: str) -> None:
    """Pick `level` in the level list of 0-based `seat`, as a person picks it."""
    combos = [c for c in dialog.findChildren(QComboBox) if c.findData(level) >= 0]
    combo = combos[seat]
    combo.setCurrentIndex(combo.findData(level))
