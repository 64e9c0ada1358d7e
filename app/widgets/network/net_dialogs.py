"""Game → Play over the network: the Host a game… and Join a game… dialogs."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.widgets.clocks.clock_control import TimeControlBox
from app.widgets.dialogs.players_dialog import PlayersEditor
from app.widgets.words import tr
from app.widgets.words.game_words import game_name
from app.widgets.words.net_words import found_game_text
from engine import PRESETS, Rules
from engine.net.relay.invite_codes import CODE_ALPHABET, CODE_LENGTH
from engine.net.transport.discovery import DiscoveryError, find_hosts
from engine.net.transport.relay_client import check_url
from engine.net.transport.tcp import parse_address
from engine.players import PlayerInfo, SeatKind
from engine.rules import MAX_PLAYERS

FIND_SECONDS = 2.0


def _lay_out(dialog: QDialog, form: QFormLayout, *below: QWidget) -> QDialogButtonBox:
    """Stack `form`, then the widgets `below`, then OK and Cancel in `dialog`; the buttons."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
    )
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addLayout(form)
    for widget in (*below, buttons):
        layout.addWidget(widget)
    return buttons


def relay_format() -> str:
    return tr("A relay address looks like ws://example.org:8765.")


def _relay_field(parent: QWidget, url: str, placeholder: str) -> QLineEdit:
    field = QLineEdit(url, parent)
    field.setObjectName("network-relay")
    field.setPlaceholderText(placeholder)
    # Wide enough for a whole relay address and the placeholder.
    sample = max(placeholder, "wss://relay.example.org:8765", key=len)
    field.setMinimumWidth(field.fontMetrics().horizontalAdvance(sample + "MMMM"))
    field.setToolTip(
        tr(
            "A relay (hyperrow relay) lets players outside this network join with an invite "
            "code. Leave it empty to play on this network only."
        )
    )
    return field


class CaField(QWidget):
    """The CA certificate a wss:// relay's certificate is checked against: a file typed or
    chosen, or empty for the system's trusted certificates."""

    def __init__(self, parent: QWidget, path: str) -> None:
        super().__init__(parent)
        self.path = QLineEdit(path, self)
        self.path.setObjectName("network-relay-ca")
        self.path.setAccessibleName(tr("CA certificate"))
        self.path.setPlaceholderText(tr("none: the certificates this system trusts"))
        self.path.setToolTip(
            tr(
                "For a wss:// relay whose certificate comes from a private certificate "
                "authority: that authority's certificate (PEM)."
            )
        )
        self.choose = QPushButton(tr("Choose…"), self)
        self.choose.clicked.connect(self._choose)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.path, 1)
        row.addWidget(self.choose)

    def _choose(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(
            self,
            tr("CA certificate"),
            self.file(),
            tr("Certificates (*.pem *.crt *.cer);;All files (*)"),
        )
        if chosen:
            self.path.setText(chosen)

    def file(self) -> str:
        """The file typed or chosen ("" for none)."""
        return self.path.text().strip()

    def problem(self) -> str:
        """Why the file cannot be the CA certificate, or ""."""
        if self.file() and not Path(self.file()).expanduser().is_file():
            return tr("There is no file %1 for the CA certificate.").replace("%1", self.file())
        return ""


def is_invite_code(text: str) -> bool:
    """True when `text` has the shape of a relay's invite code."""
    return len(text) == CODE_LENGTH and all(c in CODE_ALPHABET for c in text)


class HostDialog(QDialog):
    """Rules and seats as for a new game, where a seat may be this window, a remote player or
    a CPU, and the port to listen on (0: any free one)."""

    def __init__(
        self, rules: Rules, parent: QWidget | None = None, *, relay: str = "", ca: str = ""
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Host a game"))
        self.relay = _relay_field(self, relay, tr("none: players on this network only"))
        self.ca = CaField(self, ca)
        self.preset = QComboBox(self)
        for name in PRESETS:
            self.preset.addItem(game_name(name), name)
        self.count = QSpinBox(self)
        self.count.setRange(2, MAX_PLAYERS)
        self.editor = PlayersEditor(self, remote=True)
        self.port = QSpinBox(self)
        self.port.setRange(0, 65535)
        self.port.setSpecialValueText(tr("any free port"))
        self.clock = TimeControlBox(self)
        self.error = QLabel(self)
        form = QFormLayout()
        form.addRow(tr("Game"), self.preset)
        form.addRow(tr("Players"), self.count)
        form.addRow(tr("Clock"), self.clock)
        form.addRow(tr("Port"), self.port)
        form.addRow(tr("Relay"), self.relay)
        form.addRow(tr("CA certificate"), self.ca)
        self.buttons = _lay_out(self, form, self.editor, self.error)
        self.preset.currentIndexChanged.connect(self._on_preset)
        self.count.valueChanged.connect(self._on_count)
        self.editor.changed.connect(self._validate)
        self.relay.textChanged.connect(self._validate)
        self.ca.path.textChanged.connect(self._validate)
        self.clock.currentTextChanged.connect(self._validate)
        index = self.preset.findData(next((n for n, r in PRESETS.items() if r == rules), "qubic"))
        self.preset.setCurrentIndex(max(index, 0))
        self._on_preset()

    def _on_preset(self) -> None:
        rules = PRESETS[str(self.preset.currentData())]
        self.count.setEnabled(rules.target > 1)  # only the tesseract game takes 3 or 4
        self.count.setValue(rules.players)
        seats = [PlayerInfo(tr("Player %1").replace("%1", "1"), SeatKind.HUMAN)] + [
            PlayerInfo(tr("Player %1").replace("%1", str(n + 1)), SeatKind.REMOTE)
            for n in range(1, MAX_PLAYERS)
        ]
        self.editor.set_players(seats)
        self._on_count(rules.players)

    def _on_count(self, count: int) -> None:
        self.editor.set_count(count)
        self._validate()

    def _validate(self) -> None:
        seats = self.editor.players()
        ok = any(s.kind == SeatKind.REMOTE for s in seats) and any(
            s.kind == SeatKind.HUMAN for s in seats
        )
        relay_ok = not self.relay_url() or check_url(self.relay_url()) is None
        self.port.setEnabled(not self.relay_url())  # through a relay nothing listens here
        if not ok:
            self.error.setText(
                tr("A network game needs a seat in this window and a remote player.")
            )
        elif not relay_ok:
            self.error.setText(relay_format())
        elif not self.clock.is_valid():
            self.error.setText(
                tr("Type the clock as minutes for each player plus seconds per move, e.g. 5+3.")
            )
        else:
            self.error.setText(self.ca.problem())
        button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        button.setEnabled(ok and relay_ok and self.clock.is_valid() and not self.ca.problem())

    def relay_url(self) -> str:
        """The relay's URL typed, or "" to host on this network only."""
        return self.relay.text().strip()

    def rules(self) -> Rules:
        rules = PRESETS[str(self.preset.currentData())]
        return replace(rules, players=self.count.value())

    def players(self) -> list[PlayerInfo]:
        return self.editor.players()


class JoinDialog(QDialog):
    """An address (HOST:PORT), a name, whether only to watch, and the games found on the local
    network to pick from."""

    def __init__(
        self, name: str, parent: QWidget | None = None, *, relay: str = "", ca: str = ""
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Join a game"))
        self.address = QLineEdit(self)
        self.address.setPlaceholderText(tr("host:port or an invite code"))
        self.relay = _relay_field(
            self, relay, tr("with an invite code, e.g. ws://example.org:8765")
        )
        self.ca = CaField(self, ca)
        self.name = QLineEdit(name, self)
        self.name.setMaxLength(40)
        self.name.setPlaceholderText(tr("the name of the seat you take"))
        self.watch = QCheckBox(tr("Only watch"), self)
        self.found = QListWidget(self)
        self.found.setAccessibleName(tr("Games found on this network"))
        self.find_button = QPushButton(tr("Find games on this network"), self)
        self.find_button.setObjectName("network-find")
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(tr("Address or invite code"), self.address)
        form.addRow(tr("Relay"), self.relay)
        form.addRow(tr("CA certificate"), self.ca)
        form.addRow(tr("Your name"), self.name)
        form.addRow("", self.watch)
        self.buttons = _lay_out(self, form, self.find_button, self.found, self.note)
        self.find_button.clicked.connect(self.find_games)
        self.found.currentItemChanged.connect(self._on_found)
        self.address.textChanged.connect(self._validate)
        self.relay.textChanged.connect(self._validate)
        self.ca.path.textChanged.connect(self._validate)
        self._validate()

    def find_games(self, _checked: bool = False, interface: str = "") -> None:
        """Fill the list with the games announced on the local network."""
        self.found.clear()
        try:
            hosts = find_hosts(FIND_SECONDS, interface)
        except DiscoveryError as error:
            self.note.setText(tr("%1. Type the host's address instead.").replace("%1", str(error)))
            return
        for host in hosts:
            item = QListWidgetItem(found_game_text(host), self.found)
            item.setData(Qt.ItemDataRole.UserRole, f"{host.address}:{host.port}")
        self.note.setText(
            tr("No game found on this network. Type the host's address instead.")
            if not hosts
            else ""
        )

    def _on_found(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.address.setText(str(item.data(Qt.ItemDataRole.UserRole)))

    def target(self) -> tuple[str, int] | None:
        """The host and port typed, or None when it is not HOST:PORT."""
        try:
            host, port = parse_address(self.address.text())
        except ValueError:
            return None
        return (host, port) if host and port else None

    def invite(self) -> tuple[str, str] | None:
        """The relay URL and the invite code typed, or None when the address is not a code
        or there is no usable relay URL."""
        code = self.address.text().strip().upper()
        url = self.relay.text().strip()
        if not is_invite_code(code) or not url or check_url(url) is not None or self.ca.problem():
            return None
        return url, code

    def _validate(self) -> None:
        typed = self.address.text().strip()
        code = is_invite_code(typed.upper()) and self.target() is None
        ok = self.target() is not None or self.invite() is not None
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
        if code and not ok:
            self.note.setText(tr("To join with an invite code, type the relay's address too."))
            if self.relay.text().strip():
                self.note.setText(self.ca.problem() or relay_format())
        elif typed and not ok:
            self.note.setText(
                tr("Type the address as host:port, e.g. 192.168.1.20:4000, or an invite code.")
            )
        elif ok:
            self.note.setText("")
