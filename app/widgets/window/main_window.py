"""The main window: the 3D view in the centre, slice panel and move list as docks, the w-slider,
the menus and the status bar. It is made of the objects it holds: the file and game commands
(file_commands, game_commands), its actions declared as data (window_actions), the menu bar
declared as data (menus), and the parts the menus show. It reads the session and the view
state; it holds no game rules."""

from __future__ import annotations

import logging
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import (
    QCloseEvent,
    QImage,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.model.data.data_folder import DataFolder
from app.model.net.net_endings import OffBoardEndings
from app.model.session.game_session import GameSession
from app.model.session.notices import Problem, ProblemKind
from app.model.view.end_view import EndView
from app.model.view.sound_cues import present_opponents
from app.model.view.view_state import W_AXIS, ViewState
from app.widgets.access.blind_board import BlindBoard
from app.widgets.analysis.analysis_commands import AnalysisCommands
from app.widgets.board.board3d import Board3D
from app.widgets.board.gl_probe import probe_gl, samples_for
from app.widgets.board.motion_cues import MotionCues
from app.widgets.board.no_gl import take_board_place
from app.widgets.clocks.players_strip import PlayersStrip, clock_readings, clock_start
from app.widgets.dialogs import manual
from app.widgets.dialogs import players_dialog as dialogs
from app.widgets.editor.clipboard_commands import ClipboardCommands
from app.widgets.lessons.lesson_panel import LessonPanel
from app.widgets.library.library_commands import LibraryCommands
from app.widgets.network.net_menu import NetworkMenu
from app.widgets.network.rejoin_offer import offer_rejoin
from app.widgets.puzzles import puzzles_action
from app.widgets.slices.slice_bar import SliceBar
from app.widgets.slices.slice_panel import SlicePanel
from app.widgets.slices.slice_scroll import SliceScroll
from app.widgets.window import preferences, theme
from app.widgets.window.accessible_names import name_message_box_icons, name_window_parts
from app.widgets.window.announcements import Announcer
from app.widgets.window.file_commands import FileCommands
from app.widgets.window.game_commands import GameCommands
from app.widgets.window.menus import Part, build_menu_bar, how_to_play_menu
from app.widgets.window.motion_menu import MotionMenu
from app.widgets.window.move_list import MoveList
from app.widgets.window.moves_room import MovesRoom
from app.widgets.window.result_banner import ResultBanner
from app.widgets.window.review_controls import ReviewControls
from app.widgets.window.sound_commands import SoundCommands
from app.widgets.window.statistics_commands import StatisticsCommands
from app.widgets.window.status import GameStatus
from app.widgets.window.text_size import text_size_actions
from app.widgets.window.theme import app_icon
from app.widgets.window.view_options import ViewOptions
from app.widgets.window.window_actions import WindowActions
from app.widgets.window.window_image import export_board, window_image
from app.widgets.window.window_settings import restore_settings, save_settings
from app.widgets.window.window_title import WindowTitle
from app.widgets.words import tr
from engine import preset_name

log = logging.getLogger(__name__)

BANNER_MARGIN = 6  # pixels around the result banner under the board view


class MainWindow(QMainWindow):
    """hyperrow's window around one GameSession."""

    def __init__(
        self, session: GameSession, data: DataFolder, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.data = data
        self._asking = True  # closing may ask about moves not kept; not on a quit signal
        self.view_state = ViewState(self)
        # It hears a move before the board views do, whenever it is made (MoveOrder).
        self.motion_cues = MotionCues(session, self.view_state.motion)
        self.end_view = EndView(session, self.view_state, self)  # a 4D game's winning line
        self.view_options = ViewOptions(self, self.view_state, data)
        self.setObjectName("hyperrow")
        self.setWindowIcon(app_icon())
        self.theme = theme.instance()
        self.theme.set_choice(data.text(preferences.THEME_KEY, theme.SYSTEM))

        self.gl = probe_gl()  # without a working OpenGL the slice panel plays
        self.board: Board3D | None = None
        self.files = FileCommands(self, session, data, self._export_board)
        self.game_commands = GameCommands(
            self,
            session,
            data,
            may_replace=self.files.confirm_discard,
            board=lambda: self.board,
            gl=self.gl,
        )
        # Under the board view, in room of its own: the view is fitted to what is left.
        self.result_banner = ResultBanner(session, self)
        if self.gl.works:
            samples = samples_for(self.gl.renderer)
            self.board = Board3D(session, self.view_state, samples=samples)
            self.board.failed.connect(self.lose_gl, Qt.ConnectionType.QueuedConnection)
            self.setCentralWidget(self._board_place(self.board))
        else:
            self.view_options.lose_3d_view()
        self.slices = SlicePanel(session, self.view_state)
        self.slice_scroll = SliceScroll(self.slices, self.board)
        self.slice_dock = self._dock("slices", tr("Slices"), self.slice_scroll)
        self.moves = MoveList(session, self.view_state, self)
        self.analysis = AnalysisCommands(self, session, self.view_state, data, self._board_views)
        self.moves_dock = self._dock("moves", tr("Moves"), self._moves_place())
        self.library_commands = LibraryCommands(
            self,
            session,
            may_replace=self.files.confirm_discard,
            open_path=self.open_path,
            analyse=self.analysis.analyse,
            values_action=self.analysis.values_action,
        )
        self.explorer_dock = self._dock("explorer", tr("Openings"), self.library_commands.explorer)
        self._chain_tab()
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.slice_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.moves_dock)
        self.tabifyDockWidget(self.moves_dock, self.explorer_dock)  # a tab beside the moves
        self.moves_dock.raise_()
        self.resizeDocks([self.slice_dock, self.moves_dock], [420, 160], Qt.Orientation.Vertical)
        self.resizeDocks([self.slice_dock], [360], Qt.Orientation.Horizontal)

        self.w_bar = SliceBar(session, self.view_state, self)
        self.w_label, self.w_slider = self.w_bar.w_label, self.w_bar.w_slider
        self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.w_bar)
        self.spread_bar = self.view_options.add_spread_bar()

        self.status = GameStatus(session, self)
        self.setStatusBar(self.status)
        # The parts of the status bar, by the names tests and the screenshot know them.
        self.turn_label = self.status.turn_label
        self.score_label = self.status.score_label
        self.cpu_label = self.status.cpu_label
        self.busy = self.status.busy

        self.network_label = QLabel(self)
        self.network_label.setObjectName("network-status")
        self.status.addPermanentWidget(self.network_label)
        self.network = NetworkMenu(
            self,
            session,
            self.network_label,
            data,
            turn=self.turn_label,
            may_replace=self.files.confirm_discard,
        )
        # Above the board: who plays whom, whose turn, each side's clock (the host's in a
        # network game).
        self.players_strip = PlayersStrip(
            session,
            partial(clock_readings, session, lambda: self.network.link),
            partial(clock_start, session, lambda: self.network.link),
            self,
        )
        if self.board is not None:
            self._board_column.insertWidget(0, self.players_strip)
        for net_news in (self.network.play.link_changed, self.network.play.status_changed):
            net_news.connect(self.players_strip.pull)
        # A network game's ends off the board (a resignation, the time, a player gone for good)
        # are heard and counted like the ends on it.
        self.endings = OffBoardEndings(session, lambda: self.network.link, self)
        self.sound_commands = SoundCommands(
            self, session, data, lambda: present_opponents(self.network.link)
        )
        self.statistics_commands = StatisticsCommands(self, session, data)
        for counted in (self.sound_commands.cues.ended, self.statistics_commands.keeper.count_end):
            self.endings.ended.connect(counted)
            session.time_out.connect(counted)
            session.ended.connect(counted)
        self.sound, self.statistics = self.sound_commands.player, self.statistics_commands.keeper
        self.announcer = Announcer(self, session, self.view_state)
        self.players_strip.running_low.connect(self.announcer.say)
        self.game_commands.say = self.announcer.say
        self.network.status_said.connect(self.announcer.say)
        self.lessons = LessonPanel(
            self,
            data,
            looks=self.view_state,
            say=self.announcer.say,
            samples=samples_for(self.gl.renderer) if self.gl.works else None,
        )
        self.review_controls = ReviewControls(session, self)
        self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.review_controls.toolbar)
        self.result_banner.rematch_button.clicked.connect(self.game_commands.rematch)
        self.game_commands.first_in_rematch = self.result_banner.first_seat
        self.result_banner.new_button.clicked.connect(self.game_commands.new_game)
        self.result_banner.review_button.clicked.connect(session.review.start)
        self.result_banner.analyse_button.clicked.connect(self.analysis.analyse)

        self.clipboard = ClipboardCommands(self, self)  # Edit → Copy, Paste; the board editor
        self.menu_actions = WindowActions(self, self)
        self.motion_menu = MotionMenu(self, self.view_state.motion, session, data)
        self.menus = build_menu_bar(self.menuBar(), self.menu_actions, self._menu_parts())
        self.announcer.follow_toggles(self.menuBar())
        self.blind_board = BlindBoard(self)  # query keys, typed entry (app/widgets/access)
        name_window_parts(
            self, moves=self.moves, busy=self.busy, banner_close=self.result_banner.close_button
        )
        name_message_box_icons(self.theme.app)

        self.moves_room = MovesRoom(self, self.moves, self.moves_dock)
        session.analyst.running_changed.connect(self.moves_room.keep_rows)
        session.reset.connect(self._on_reset)
        for moved_or_seated in (session.changed, session.players_changed):
            moved_or_seated.connect(self._pull_actions)
        session.paused_changed.connect(self._on_paused_changed)
        self.title = WindowTitle(self, session, data)  # the file's name and its unsaved mark
        self.theme.changed.connect(self._on_theme_changed)
        checked_by = {
            "show-threats": self.view_state.show_threats_changed,
            "all-slices": self.view_state.all_slices_changed,
            "coordinates": self.view_state.show_coordinates_changed,
        }
        for name, changed in checked_by.items():
            changed.connect(self.menu_actions[name].setChecked)
        self.view_state.colour_choice.changed.connect(self.status.refresh)

        self._on_reset()
        self._on_paused_changed(session.paused)
        self._restore_settings()
        problem = self.network.resume()
        if problem is not None:
            session.report(Problem(ProblemKind.NETWORK, problem))
        self.network.kept.connect(self.files.remember)
        self.network.open_copy.connect(lambda path: self.open_path(str(path)))
        # Once the window shows: a game joined when it closed may be joined again.
        QTimer.singleShot(0, self, partial(offer_rejoin, self.network, self.open_path))
        if not self.gl.works:
            self.lose_gl(self.gl.problem)

    def lose_gl(self, problem: str) -> None:
        """OpenGL failed (`problem` says how): the slice panel takes the 3D view's place. Queued
        from the view's `failed`, so the view is deleted after the failed frame returned."""
        self.board = None
        self._chain_tab()
        self.view_options.lose_3d_view()
        # Out of the old central widget before it is deleted, then under the slice panel.
        self.result_banner.setParent(self)
        self.players_strip.setParent(self)
        more = manual.manual_link("opengl")
        panel = take_board_place(self, self.slice_scroll, self.slice_dock, problem, more)
        panel.message.linkActivated.connect(self.open_manual_link)
        layout = panel.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.addWidget(self.result_banner)
        layout.insertWidget(0, self.players_strip)
        self.players_strip.show()
        self.result_banner.pull()

    def open_manual_link(self, link: str) -> None:
        """A "manual:SECTION" link of a help text was clicked: the manual at that section."""
        manual.open_manual(self, manual.anchor_of(link))

    def _board_place(self, view: QWidget) -> QWidget:
        """The central widget: the board view over the result banner."""
        place = QWidget(self)
        place.setObjectName("board-place")
        column = QVBoxLayout(place)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(view, 1)
        self._board_column = column  # the players' strip goes on top (PlayersStrip)
        foot = QHBoxLayout()  # takes no room while the banner is hidden
        foot.setContentsMargins(BANNER_MARGIN, BANNER_MARGIN, BANNER_MARGIN, BANNER_MARGIN)
        foot.addWidget(self.result_banner)
        column.addLayout(foot)
        return place

    def _chain_tab(self) -> None:
        """Tab goes round the board views and the Moves list, Shift+Tab back."""
        views = self._board_views()
        chain = [*views, self.moves]
        for index, view in enumerate(views):
            view.tab_partner, view.tab_back = chain[index + 1], chain[index - 1]
        QWidget.setTabOrder(views[-1], self.moves)
        QWidget.setTabOrder(self.moves, views[0])

    def _board_views(self) -> list[Any]:
        """The board views there are: the slice panel, and the 3D view unless OpenGL failed."""
        return [self.slices] if self.board is None else [self.board, self.slices]

    def _moves_place(self) -> QWidget:
        """The moves dock's widget: the move list over the analysis panel (its graph)."""
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.setObjectName("moves-place")
        splitter.addWidget(self.moves)
        splitter.addWidget(self.analysis.panel)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        return splitter

    def _dock(self, name: str, title: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        return dock

    def take_handed_file(self, path: str | None) -> None:
        """A later launch of hyperrow handed over `path` (None: it only wants the window):
        open it, asking first if the game in progress would be lost, and come to the front."""
        self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()
        if path is not None and self.files.confirm_discard():
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open the game file `path` (FileCommands.open_path: a bad file changes nothing)."""
        return self.files.open_path(path)

    def _export_board(self, path: str) -> bool:
        """Write the board view's picture to `path`: the 3D view's, or the slice panel's."""
        return export_board(self.board, self.slices, path)

    def _menu_parts(self) -> dict[str, Part]:
        """What the menus show besides the window's own actions (app/widgets/window/menus.py),
        by the names the menus give them."""
        analysis, sound = self.analysis, self.sound_commands
        puzzles = puzzles_action(
            self,
            self.data.path,
            lambda: preset_name(self.session.rules),
            lambda: self.session.in_play.library,
            say=self.announcer.say,
        )
        return {
            "@recent": self.files.recent_menu,
            "@preferences": sound.preferences_action,
            "@pause-after": self.motion_menu.pause_menu,
            "@puzzles": puzzles,
            "@network": self.network.menu,
            "@sound": sound.player.action,
            "@statistics": self.statistics_commands.statistics_action,
            "@review": self.review_controls.menu(self),
            "@analyse": analysis.analyse_action,
            "@show-win": analysis.win_action,
            "@move-values": analysis.values_action,
            "@view-options": self.view_options.view_actions(),
            "@slices-dock": self.slice_dock.toggleViewAction(),
            "@moves-dock": self.moves_dock.toggleViewAction(),
            "@explorer-dock": self.explorer_dock.toggleViewAction(),
            "@export-game": self.library_commands.export_menu,
            "@reduce-motion": self.motion_menu.reduce_action,
            "@text-size": text_size_actions(self, self.data),
            "@language": preferences.language_menu(self, self.data),
            "@theme": preferences.theme_menu(self, self.data, self.theme),
            "@lessons": self.lessons.action,
            "@how-to-play": how_to_play_menu(self),
            "@keys": self.view_options.keys_action,
        }

    def report_crash(self, report: Path) -> None:
        """Say that the last run crashed and where its report is."""
        self.statusBar().showMessage(
            tr("hyperrow stopped unexpectedly last time. The report is in %1").replace(
                "%1", str(report)
            )
        )

    def _on_theme_changed(self, _mode: str) -> None:
        if self.board is not None:
            self.board.pull_colours()
        self.slices.update()

    def window_image(self) -> QImage:
        """The whole window as the player sees it, for --screenshot (window_image.py)."""
        return window_image(self, self.board)

    # -- session events ---------------------------------------------------------------------

    def _on_reset(self) -> None:
        rules = self.session.rules
        has_w = rules.ndim > W_AXIS
        if not has_w:
            self.view_state.set_all_slices(False)
        self.w_bar.pull_board()
        self.view_options.pull_board(rules)
        self._pull_actions()

    def _pull_actions(self) -> None:
        self.menu_actions.pull(self.session.game)

    def _on_paused_changed(self, paused: bool) -> None:
        pause = self.menu_actions["pause"]
        pause.blockSignals(True)
        pause.setChecked(paused)
        pause.blockSignals(False)

    # -- settings ---------------------------------------------------------------------------

    def _restore_settings(self) -> None:
        restore_settings(self, self.data, self.view_options, self.board, self.session.rules)
        self.w_bar.setVisible(self.session.rules.ndim > W_AXIS)
        self.end_view.show_current()  # a finished game opened with the window: its line in view
        self.announcer.restore_threats(
            self.menu_actions["show-threats"], self.data.value("view/threats")
        )

    def save_settings(self) -> None:
        save_settings(self, self.data, self.view_options, self.board)

    def close_now(self) -> None:
        """Close without asking anything (a quit signal: nobody may be there to answer)."""
        self._asking = False
        self.close()

    def _keep_unkept_moves(self) -> bool:
        """When the autosave failed and no file holds the game, ask where to save it; True
        when the window may close."""
        answer = dialogs.ask_to_keep_unkept_moves(self)
        if answer == QMessageBox.StandardButton.Save:
            return self.files.save_as()
        return bool(answer == QMessageBox.StandardButton.Discard)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        if self._asking and not self.network.may_close():
            event.ignore()
            return
        if self._asking and self.session.unkept() and not self._keep_unkept_moves():
            event.ignore()
            return
        self.network.shut()
        self.save_settings()
        self.session.shutdown()
        event.accept()
