"""A choice made in a combo box, said: "Game: Qubic", "Player 2: CPU level: hard". A screen
reader is not told when the arrow keys change a closed combo box's choice, so the window says
it, naming the box as its label or its accessible name does."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from app.widgets.words import tr

CHOICES_SAID = "choices-said"  # the property that marks a box already followed


def choice_name(box: QComboBox) -> str:
    """What `box` is for: its accessible name, else its label's text (accelerator and colon
    left out), else ""."""
    if box.accessibleName():
        return box.accessibleName()
    parent = box.parentWidget()
    labels = [] if parent is None else parent.findChildren(QLabel)
    for label in labels:
        if label.buddy() is box:
            return label.text().replace("&", "").rstrip(":\uff1a").strip()  # either colon
    return ""


def choice_text(box: QComboBox) -> str:
    """The box's choice as said: "Game: Qubic", or the choice alone for a box without a name."""
    name = choice_name(box)
    if not name:
        return box.currentText()
    return tr("%1: %2").replace("%1", name).replace("%2", box.currentText())


def say_choices(root: QWidget, say: Callable[[str], None]) -> None:
    """Say each choice the player makes in a combo box under `root`, once per box however
    often this is called."""
    for box in root.findChildren(QComboBox):
        if box.property(CHOICES_SAID):
            continue
        box.setProperty(CHOICES_SAID, True)
        box.activated.connect(lambda _index, b=box: say(choice_text(b)))
