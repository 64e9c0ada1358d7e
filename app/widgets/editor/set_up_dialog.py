"""Game → Set up position: choose the game, put stones on its cells with clicks, choose who
moves next, then play on from there or look at the moves' values there. A game is kept as its
moves, so the position is played as moves found by engine.record.set_up_position; while no
game reaches it, the dialog says why and Play from here and Analyse stay disabled."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.widgets.editor.set_up_board import SetUpBoard
from app.widgets.words import sentence_label, tr
from app.widgets.words.editor_words import set_up_problem_text
from app.widgets.words.game_words import game_name
from app.widgets.words.window_words import colour_name
from engine import Game
from engine.record.set_up_position import PositionError, game_for
from engine.rules import PRESET_TABLE, Rules, preset_name

Opener = Callable[[Game], bool]


class SetUpDialog(QDialog):
    """The board editor, starting from `start` (its game and position when it is a preset's);
    `play` and `analyse` take the game found for the position (True: it was opened)."""

    def __init__(self, start: Game, play: Opener, analyse: Opener, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("set-up-dialog")
        self.setWindowTitle(tr("Set up a position"))
        self._play, self._analyse = play, analyse
        self.game: Game | None = None
        name = preset_name(start.rules)
        self.preset = QComboBox(self)
        self.preset.setObjectName("set-up-game")
        for preset in PRESET_TABLE:
            self.preset.addItem(game_name(preset), preset)
        self.preset.setCurrentIndex(list(PRESET_TABLE).index(name or "tic-tac-toe"))
        self.players = QSpinBox(self)
        self.players.setObjectName("set-up-players")
        self.to_move = QComboBox(self)
        self.to_move.setObjectName("set-up-to-move")
        self.board = SetUpBoard(start.rules if name else PRESET_TABLE["tic-tac-toe"].rules, self)
        self.board.setAccessibleName(tr("Board to set stones on"))
        self.hint = sentence_label(
            self,
            "set-up-hint",
            tr(
                "Click a cell to put a stone on it; click again for the next colour, "
                "then to empty it."
            ),
        )
        self.problem = sentence_label(self, "set-up-problem")
        self.problem.setAccessibleName(tr("Why this position cannot be played"))
        form = QFormLayout()
        form.addRow(tr("&Game:"), self.preset)
        form.addRow(tr("&Players:"), self.players)
        form.addRow(tr("&To move:"), self.to_move)
        buttons = QDialogButtonBox(self)
        self.clear_button = buttons.addButton(tr("&Clear"), QDialogButtonBox.ButtonRole.ResetRole)
        self.play_button = self._button(
            buttons, "set-up-play", tr("&Play from here"), self._on_play
        )
        self.analyse_button = self._button(
            buttons, "set-up-analyse", tr("&Analyse"), self._on_analyse
        )
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel).clicked.connect(self.reject)
        self.clear_button.clicked.connect(lambda: self.board.set_stones({}))
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(self.hint)
        column.addWidget(self.board, 1)
        column.addWidget(self.problem)
        column.addWidget(buttons)
        self._pull_players(start.rules.players if name else 2)
        if name:
            self.board.set_stones(
                {c: p for c in start.geometry.cells if (p := start.stone_at(c)) is not None}
            )
            self.to_move.setCurrentIndex(start.to_move)
        self.preset.currentIndexChanged.connect(self._on_preset)
        self.players.valueChanged.connect(self._on_players)
        self.to_move.currentIndexChanged.connect(lambda _i: self.pull())
        self.board.changed.connect(self.pull)
        self.pull()

    def _button(
        self, box: QDialogButtonBox, name: str, text: str, slot: Callable[[], None]
    ) -> QPushButton:
        button = box.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.setObjectName(name)
        button.clicked.connect(slot)
        return button

    def rules(self) -> Rules:
        """The rules of the game chosen, with the number of players chosen."""
        preset = PRESET_TABLE[self.preset.currentData()]
        return replace(preset.rules, players=self.players.value())

    def _on_preset(self) -> None:
        """Another game: its empty board, for two players."""
        self.board.stones = {}
        self._pull_players(2)

    def _pull_players(self, players: int) -> None:
        """The chosen game's range of players, `players` within it, and its board."""
        preset = PRESET_TABLE[self.preset.currentData()]
        self.players.blockSignals(True)
        self.players.setRange(preset.min_players, preset.max_players)
        self.players.setValue(max(preset.min_players, min(players, preset.max_players)))
        self.players.blockSignals(False)
        self.players.setEnabled(preset.max_players > preset.min_players)
        self._on_players()

    def _on_players(self) -> None:
        chosen = self.to_move.currentIndex()
        self.to_move.blockSignals(True)
        self.to_move.clear()
        for player in range(self.players.value()):
            self.to_move.addItem(colour_name(player).capitalize(), player)
        self.to_move.setCurrentIndex(max(0, min(chosen, self.players.value() - 1)))
        self.to_move.blockSignals(False)
        self.board.set_rules(self.rules())  # says changed: pulled

    def pull(self) -> None:
        """Find a game for the position, or say why there is none."""
        try:
            self.game = game_for(self.rules(), self.board.stones, self.to_move.currentIndex())
        except PositionError as error:
            self.game = None
            self.problem.setText(set_up_problem_text(error.problem))
        else:
            self.problem.setText(tr("Ready: a game reaches this position."))
        self.play_button.setEnabled(self.game is not None)
        self.analyse_button.setEnabled(self.game is not None)

    def _on_play(self) -> None:
        if self.game is not None and self._play(self.game):
            self.accept()

    def _on_analyse(self) -> None:
        if self.game is not None and self._analyse(self.game):
            self.accept()
