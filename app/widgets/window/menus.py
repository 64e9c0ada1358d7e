"""The main window's actions and menu bar, and the commands only they and the result banner call:
a new game, the players, a rematch, the camera reset, About. A base of the main window, which
makes the parts the menus hold before it calls `_make_actions` and `_make_menus`."""

from __future__ import annotations

import json
from dataclasses import asdict
from typing import Any

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QMenu

import engine
from app.model.session.seats import rotate_seats
from app.model.view.view_state import ViewState
from app.widgets.analysis.analysis_commands import AnalysisCommands
from app.widgets.board.gl_probe import GlReport
from app.widgets.dialogs import manual
from app.widgets.dialogs import players_dialog as dialogs
from app.widgets.dialogs.about import show_about
from app.widgets.dialogs.new_game import NewGameDialog
from app.widgets.dialogs.report import window_info
from app.widgets.lessons.lesson_panel import LessonPanel
from app.widgets.network.net_menu import NetworkMenu
from app.widgets.puzzles import puzzles_action
from app.widgets.sound.sound_player import SoundPlayer
from app.widgets.window import preferences
from app.widgets.window.announcements import Announcer
from app.widgets.window.file_commands import FileCommandsWindow
from app.widgets.window.motion_menu import MotionMenu
from app.widgets.window.review_controls import ReviewControls
from app.widgets.window.sound_commands import SoundCommands
from app.widgets.window.statistics_commands import StatisticsCommands
from app.widgets.window.text_size import text_size_actions
from app.widgets.window.theme import Theme
from app.widgets.window.view_options import ViewOptions
from app.widgets.words import tr
from app.widgets.words.game_words import game_name
from engine.players import PlayerInfo


class MenusWindow(FileCommandsWindow):
    """A main window's actions, menus and the commands behind them."""

    # The main window's parts the menus hold.
    view_state: ViewState
    gl: GlReport
    theme: Theme
    view_options: ViewOptions
    analysis: AnalysisCommands
    network: NetworkMenu
    sound_commands: SoundCommands
    statistics_commands: StatisticsCommands
    sound: SoundPlayer
    lessons: LessonPanel
    review_controls: ReviewControls
    slice_dock: QDockWidget
    moves_dock: QDockWidget
    announcer: Announcer

    def _action(
        self,
        text: str,
        slot: Any,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        *,
        checkable: bool = False,
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        if checkable:
            action.toggled.connect(slot)
        else:
            action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self._rematched: tuple[list[PlayerInfo], list[PlayerInfo]] | None = None
        """After a rematch: the seats as the player set them, and those the rematch made."""
        self.new_action = self._action(tr("&New…"), self.new_game, keys.New)
        self.open_action = self._action(tr("&Open…"), self.open_dialog, keys.Open)
        self.save_action = self._action(tr("&Save"), self.save, keys.Save)
        self.save_as_action = self._action(tr("Save &As…"), self.save_as, keys.SaveAs)
        self.export_action = self._action(tr("&Export image…"), self.export_image, "Ctrl+E")
        self.quit_action = self._action(tr("&Quit"), self.close, keys.Quit)
        self.undo_action = self._action(tr("&Undo"), self.session.undo, keys.Undo)
        self.redo_action = self._action(tr("&Redo"), self.session.redo, keys.Redo)
        self.players_action = self._action(tr("&Players and CPU levels…"), self.edit_players)
        self.hint_action = self._action(tr("&Hint"), self.session.request_hint, "Ctrl+H")
        self.pause_action = self._action(
            tr("Pa&use CPU"), self.session.set_paused, "Ctrl+P", checkable=True
        )
        self.reset_camera_action = self._action(tr("&Reset camera"), self.reset_camera, "Ctrl+0")
        self.all_slices_action = self._action(
            tr("Show all &w-slices"), self.view_state.set_all_slices, "Ctrl+A", checkable=True
        )
        self.coordinates_action = self._action(
            tr("Show &coordinates"),
            self.view_state.set_show_coordinates,
            "Ctrl+L",
            checkable=True,
        )
        self.threats_action = self._action(
            tr("Show t&hreats"), self.view_state.set_show_threats, "Ctrl+T", checkable=True
        )
        self.threats_action.setObjectName("show-threats")
        self.motion_menu = MotionMenu(self, self.view_state.motion, self.session, self.data)
        # For a player who cannot see the board: what was played, and what was said.
        self.last_moves_action = self._action(
            tr("Say the &last moves"), self.announcer.say_last_moves, "Ctrl+Shift+L"
        )
        self.last_moves_action.setObjectName("say-last-moves")
        self.say_again_action = self._action(
            tr("Say &that again"), self.announcer.say_again, "Ctrl+Shift+R"
        )
        self.say_again_action.setObjectName("say-again")
        self.rematch_action = self._action(tr("Re&match"), self.rematch)
        self.rematch_action.setObjectName("rematch-action")
        self.manual_action = self._action(tr("&Manual"), lambda: manual.open_manual(self))
        self.manual_action.setObjectName("manual")
        self.about_action = self._action(tr("&About hyperrow"), self.about)
        self.about_qt_action = self._action(tr("About &Qt"), QApplication.aboutQt)
        self.help_actions = []
        for name in engine.PRESETS:
            action = QAction(game_name(name), self)
            action.setObjectName(f"how-to-play-{name}")
            action.triggered.connect(lambda _=False, n=name: manual.show_how_to_play(self, n))
            self.help_actions.append(action)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        file = bar.addMenu(tr("&File"))
        file.addActions([self.new_action, self.open_action])
        self.recent_menu = QMenu(tr("Open &recent"), self)
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        file.addMenu(self.recent_menu)
        file.addSeparator()
        file.addActions([self.save_action, self.save_as_action, self.export_action])
        file.addSeparator()
        file.addAction(self.quit_action)
        edit = bar.addMenu(tr("&Edit"))
        edit.addActions([self.undo_action, self.redo_action])
        edit.addSeparator()
        edit.addAction(self.sound_commands.preferences_action)
        game = bar.addMenu(tr("&Game"))
        game.addActions([self.players_action, self.hint_action, self.pause_action])
        game.addMenu(self.motion_menu.pause_menu)
        game.addAction(self.rematch_action)
        game.addAction(
            puzzles_action(self, self.data.path, lambda: engine.preset_name(self.session.rules))
        )
        game.addMenu(self.network.menu)
        game.addSeparator()
        game.addActions([self.sound.action, self.statistics_commands.statistics_action])
        review = self.review_controls.menu(self)
        review.addSeparator()
        review.addActions([self.analysis.analyse_action, self.analysis.win_action])
        review.addSeparator()
        review.addActions([self.last_moves_action, self.say_again_action])
        bar.addMenu(review)
        view = bar.addMenu(tr("&View"))
        view.addActions([self.reset_camera_action, self.all_slices_action, self.coordinates_action])
        view.addAction(self.threats_action)
        view.addAction(self.analysis.values_action)
        view.addSeparator()
        view.addActions(self.view_options.view_actions())
        view.addAction(self.slice_dock.toggleViewAction())
        view.addAction(self.moves_dock.toggleViewAction())
        view.addAction(self.motion_menu.reduce_action)
        view.addSeparator()
        view.addActions(text_size_actions(self, self.data))
        view.addMenu(preferences.language_menu(self, self.data))
        view.addMenu(preferences.theme_menu(self, self.data, self.theme))
        help_menu = bar.addMenu(tr("&Help"))
        help_menu.addAction(self.manual_action)
        help_menu.addAction(self.lessons.action)
        how = help_menu.addMenu(tr("&How to play"))
        how.addActions(self.help_actions)
        help_menu.addAction(self.view_options.keys_action)
        help_menu.addSeparator()
        help_menu.addActions([self.about_action, self.about_qt_action])
        self._fill_recent()

    # -- commands ---------------------------------------------------------------------------

    def new_game(self) -> None:
        if not self._confirm_discard():
            return
        dialog = NewGameDialog(self.session.rules, self.chosen_seats(), self)
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
        dialog = dialogs.PlayersDialog(self.session.players, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.session.set_players(dialog.editor.players())
            self.session.warm_up()

    def rematch(self) -> None:
        """The same rules again with the seats moved round one place (swapped for two)."""
        if not self._confirm_discard():
            return
        chosen = self.chosen_seats()
        seats = rotate_seats(self.session.players)
        self.session.new_game(self.session.rules, seats, self.session.clock.control)
        self._rematched = (chosen, list(self.session.players))
        self.session.warm_up()

    def chosen_seats(self) -> list[PlayerInfo]:
        """The seats as the player set them, which File → New offers: those of the game, or
        while rematches have only moved them round, those before the first rematch."""
        players = list(self.session.players)
        if self._rematched is not None and self._rematched[1] == players:
            return self._rematched[0]
        return players

    def reset_camera(self) -> None:
        if self.board is not None:
            self.board.glide_to_default_camera()

    def about(self) -> None:
        show_about(self, window_info(self.data.path, self.gl))
