"""The commands of the window's menus that are not about files: a new game, the players, a
rematch, the camera reset, the manual and About. An object the window holds; the window's
actions (app/widgets/window/window_actions.py) and the result banner call it."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog, QMainWindow, QMessageBox

import engine
from app.model.data.data_folder import DataFolder
from app.model.session.game_session import GameSession
from app.widgets.board.board3d import Board3D
from app.widgets.board.gl_probe import GlReport
from app.widgets.dialogs import manual
from app.widgets.dialogs import players_dialog as dialogs
from app.widgets.dialogs.about import show_about
from app.widgets.dialogs.new_game import NewGameDialog
from app.widgets.dialogs.report import window_info
from app.widgets.words import tr
from app.widgets.words.choice_words import say_choices
from engine.in_play.seats import rotate_seats
from engine.players import PlayerInfo


class GameCommands(QObject):
    """The game's commands in `window` (their dialogs' parent) over `session` and `data`;
    `may_replace` asks whether the game in play may go (app/widgets/window/file_commands.py),
    `board` gives the 3D view while there is one."""

    def __init__(
        self,
        window: QMainWindow,
        session: GameSession,
        data: DataFolder,
        *,
        may_replace: Callable[[], bool],
        board: Callable[[], Board3D | None],
        gl: GlReport,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.data = data
        self._may_replace = may_replace
        self._board = board
        self._gl = gl
        self.say: Callable[[str], None] = lambda _text: None
        """Announces a text (the window's announcer): the choices made in the dialogs."""
        self.first_in_rematch: Callable[[], int] = lambda: 1
        """The seat of the game that moves first in a rematch (the result banner's choice)."""
        self._rematched: tuple[list[PlayerInfo], list[PlayerInfo]] | None = None
        """After a rematch: the seats as the player set them, and those the rematch made."""

    def new_game(self) -> None:
        if not self._may_replace():
            return
        dialog = NewGameDialog(
            self.session.rules, self.chosen_seats(), self.window, self.session.clock.control
        )
        say_choices(dialog, self.say)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        rules = dialog.rules()
        if rules is None:
            return
        players = dialog.players()
        self.session.new_game(rules, players, dialog.control())
        self.data.set_value(
            "last/rules", json.dumps(engine.record.rules_to_data(self.session.game.rules))
        )
        self.data.set_value("last/players", json.dumps([asdict(p) for p in players]))
        self.session.warm_up()

    def edit_players(self) -> None:
        dialog = dialogs.PlayersDialog(self.session.players, self.window)
        say_choices(dialog, self.say)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.session.set_players(dialog.editor.players())
            self.session.warm_up()

    def rematch(self) -> None:
        """The same rules again with the seats moved round so that the seat chosen to move
        first (`first_in_rematch`: the next one unless chosen otherwise) does."""
        if not self._may_replace():
            return
        chosen = self.chosen_seats()
        seats = list(self.session.players)
        for _ in range(self.first_in_rematch() % len(seats)):
            seats = rotate_seats(seats)
        self.session.new_game(self.session.rules, seats, self.session.clock.control)
        self._rematched = (chosen, list(self.session.players))
        self.session.warm_up()

    def resign(self) -> None:
        """Game → Resign: asked first, as a resignation ends the game for good (when it
        cannot be, the session says why)."""
        if self.session.resigning_seat() is None:
            self.session.resign()
            return
        answer = QMessageBox.question(
            self.window,
            tr("Resign"),
            tr("Resign this game? The other side wins, and the game is counted as lost."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.session.resign()

    def offer_draw(self) -> None:
        """Game → Offer a draw: the CPU answers at once (the status and announcement say how)."""
        self.session.offer_draw()

    def chosen_seats(self) -> list[PlayerInfo]:
        """The seats as the player set them, which File → New offers: those of the game, or
        while rematches have only moved them round, those before the first rematch."""
        players = list(self.session.players)
        if self._rematched is not None and self._rematched[1] == players:
            return self._rematched[0]
        return players

    def reset_camera(self) -> None:
        board = self._board()
        if board is not None:
            board.camera.glide_to_default()

    def open_manual(self) -> None:
        manual.open_manual(self.window)

    def about(self) -> None:
        show_about(self.window, window_info(self.data.path, self._gl))
