"""Dialogs: New game (presets or custom rules, who plays), Players, the How to play text, About."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from app.model.view.view_state import colour_choice
from app.scene import palette
from app.widgets.words import tr
from app.widgets.words.window_words import colour_name, level_name
from engine import ai
from engine.in_play.seats import cpu, default_level, human, is_default_name
from engine.players import PlayerInfo, SeatKind
from engine.rules import MAX_PLAYERS


def keep_place(widget: QWidget) -> None:
    """Let `widget` keep its room in the layout while hidden, so the dialog keeps its size."""
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)


SWATCH = 14  # pixels: the square of a seat's stone colour


def colour_swatch(player: int) -> QPixmap:
    """A square of player `player`'s stone colour, as the board draws it now."""
    choice = colour_choice()
    r, g, b = palette.palette_for(choice.theme, choice.players).player(player)
    pixmap = QPixmap(SWATCH, SWATCH)
    pixmap.fill(QColor.fromRgbF(r, g, b))
    return pixmap


class PlayersEditor(QWidget):
    """One row per seat: its colour, a name, human or CPU (or, with `remote`, a player on
    another machine), and the CPU's level. A name left empty is the one the program gives
    ("You", "CPU (easy)" wherever the seat is named), in any language."""

    changed = Signal()  # a seat's kind changed

    def __init__(self, parent: QWidget | None = None, *, remote: bool = False) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._rows: list[tuple[QLineEdit, QComboBox, QComboBox]] = []
        for seat in range(MAX_PLAYERS):
            # The seat's stone colour as the board draws it now, as a square and in words.
            swatch = QLabel(self)
            swatch.setObjectName(f"seat-colour-{seat + 1}")
            swatch.setPixmap(colour_swatch(seat))
            swatch.setToolTip(colour_name(seat))
            swatch.setAccessibleName(colour_name(seat))  # an image, named for screen readers
            seat_label = QLabel(
                tr("Player %1 (%2)").replace("%1", str(seat + 1)).replace("%2", colour_name(seat)),
                self,
            )
            seat_label.setObjectName(f"seat-{seat + 1}")
            name = QLineEdit(self)
            name.setMaxLength(40)
            name.setPlaceholderText(tr("Name (optional)"))
            seat_label.setBuddy(name)  # names the field for screen readers
            seat_text = seat_label.text()
            kind = QComboBox(self)
            kind.addItem(tr("Human"), SeatKind.HUMAN)
            kind.addItem(tr("CPU"), SeatKind.CPU)
            if remote:
                kind.addItem(tr("Remote player"), SeatKind.REMOTE)
            level = QComboBox(self)
            for value in ai.LEVELS:
                level.addItem(level_name(value), value)
            # The combo boxes have no label of their own: named for screen readers.
            kind.setAccessibleName(tr("%1: who plays").replace("%1", seat_text))
            level.setAccessibleName(tr("%1: CPU level").replace("%1", seat_text))
            kind.currentIndexChanged.connect(
                lambda _i, k=kind, lv=level: lv.setEnabled(k.currentData() == SeatKind.CPU)
            )
            kind.currentIndexChanged.connect(self.changed)
            self._grid.addWidget(swatch, seat, 0)
            self._grid.addWidget(seat_label, seat, 1)
            self._grid.addWidget(name, seat, 2)
            self._grid.addWidget(kind, seat, 3)
            self._grid.addWidget(level, seat, 4)
            self._rows.append((name, kind, level))
        self._count = MAX_PLAYERS

    def set_players(self, players: Sequence[PlayerInfo]) -> None:
        for seat, (name, kind, level) in enumerate(self._rows):
            player = players[seat] if seat < len(players) else human(seat + 1)
            # A name the program gave is not typed in: it stays the program's in any language.
            name.setText("" if is_default_name(player.name) else player.name)
            kind.setCurrentIndex(kind.findData(player.kind))
            level.setCurrentIndex(max(level.findData(player.level or default_level()), 0))
            level.setEnabled(player.kind == SeatKind.CPU)

    def set_count(self, count: int) -> None:
        self._count = count
        for seat in range(MAX_PLAYERS):
            for column in range(5):
                item = self._grid.itemAtPosition(seat, column)
                widget = None if item is None else item.widget()
                if widget is not None:
                    keep_place(widget)
                    widget.setVisible(seat < count)

    def players(self) -> list[PlayerInfo]:
        seats = []
        for seat, (name, kind, level) in enumerate(self._rows[: self._count]):
            text = name.text().strip()
            if kind.currentData() == SeatKind.CPU:
                player = cpu(seat + 1, level.currentData())
                seats.append(PlayerInfo(text or player.name, SeatKind.CPU, player.level))
            elif kind.currentData() == SeatKind.REMOTE:
                seats.append(PlayerInfo(text or human(seat + 1).name, SeatKind.REMOTE, None))
            else:
                seats.append(PlayerInfo(text or human(seat + 1).name, SeatKind.HUMAN, None))
        return seats


class PlayersDialog(QDialog):
    """Game → Players: change who plays each seat of the current game."""

    def __init__(self, players: Sequence[PlayerInfo], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Players"))
        self.editor = PlayersEditor(self)
        self.editor.set_players(players)
        self.editor.set_count(len(players))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.editor)
        layout.addWidget(buttons)


def ask_to_keep_unkept_moves(parent: QWidget) -> QMessageBox.StandardButton:
    """Save, Discard or Cancel: moves no file holds would be lost on closing."""
    buttons = QMessageBox.StandardButton
    return QMessageBox.question(
        parent,
        tr("Moves not kept"),
        tr(
            "The latest moves could not be autosaved, so they are lost if the window closes "
            "now. Save the game to a file first?"
        ),
        buttons.Save | buttons.Discard | buttons.Cancel,
        buttons.Save,
    )
