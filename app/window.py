"""The main window: the 3D view in the centre, slice panel and move list as docks, the w-slider,
menus and the status bar. It reads the session and the view state; it holds no game rules."""

from __future__ import annotations

import json
import logging
from dataclasses import asdict
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QPoint, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QIcon,
    QImage,
    QKeySequence,
    QPainter,
    QPixmap,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QSlider,
    QToolBar,
    QWidget,
)

import engine
from app import dialogs, palette
from app.board3d import Board3D
from app.persistence import DataFolder
from app.session import GameSession
from app.slices import SlicePanel
from app.viewstate import ViewState
from engine import format_cell
from engine.record import EXTENSION, RecordError

log = logging.getLogger(__name__)

FILE_FILTER = f"hyperrow games (*{EXTENSION});;All files (*)"
W_AXIS = 3
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp")


def tr(text: str) -> str:
    """Translate `text` (lupdate files bare tr() calls under the empty context)."""
    return QCoreApplication.translate("", text)


def player_label(session: GameSession, player: int) -> str:
    """'Player 1 (orange)': the seat's name and its stone colour."""
    return f"{session.players[player].name} ({palette.PLAYER_NAMES[player]})"


def colour_icon(player: int) -> QIcon:
    """A small square of player `player`'s colour."""
    r, g, b = palette.player(player)
    pixmap = QPixmap(12, 12)
    pixmap.fill(QColor.fromRgbF(r, g, b))
    return QIcon(pixmap)


class MainWindow(QMainWindow):
    """hyperrow's window around one GameSession."""

    def __init__(
        self, session: GameSession, data: DataFolder, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.data = data
        self.view_state = ViewState(self)
        self.setObjectName("hyperrow")
        self.setWindowIcon(app_icon())

        self.board = Board3D(session, self.view_state)
        self.setCentralWidget(self.board)
        self.slices = SlicePanel(session, self.view_state)
        self.slice_dock = self._dock("slices", tr("Slices"), self.slices)
        self.moves = QListWidget(self)
        self.moves.setObjectName("moves")
        self.moves_dock = self._dock("moves", tr("Moves"), self.moves)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.slice_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.moves_dock)
        self.resizeDocks([self.slice_dock, self.moves_dock], [420, 160], Qt.Orientation.Vertical)
        self.resizeDocks([self.slice_dock], [360], Qt.Orientation.Horizontal)

        self.w_bar = QToolBar(tr("Fourth dimension"), self)
        self.w_bar.setObjectName("w-bar")
        self.w_label = QLabel(self.w_bar)
        self.w_label.setMinimumWidth(90)
        self.w_slider = QSlider(Qt.Orientation.Horizontal, self.w_bar)
        self.w_slider.setMaximumWidth(240)
        self.w_slider.setPageStep(1)
        self.w_slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.w_bar.addWidget(QLabel(tr(" w-slice "), self.w_bar))
        self.w_bar.addWidget(self.w_slider)
        self.w_bar.addWidget(self.w_label)
        self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.w_bar)

        self.turn_label = QLabel(self)
        self.score_label = QLabel(self)
        self.score_label.setContentsMargins(24, 0, 0, 0)
        self.cpu_label = QLabel(self)
        self.busy = QProgressBar(self)
        self.busy.setRange(0, 0)  # indeterminate: it moves while the CPU thinks
        self.busy.setMaximumWidth(90)
        self.busy.setMaximumHeight(14)
        self.busy.setVisible(False)
        status = self.statusBar()
        status.addWidget(self.turn_label)
        status.addWidget(self.score_label)
        status.addPermanentWidget(self.cpu_label)
        status.addPermanentWidget(self.busy)

        self._make_actions()
        self._make_menus()

        session.moved.connect(self._on_moves_changed)
        session.moved.connect(self._follow_cpu_move)
        session.undone.connect(self._on_moves_changed)
        session.reset.connect(self._on_reset)
        session.changed.connect(self._pull_status)
        session.changed.connect(self._pull_actions)
        session.rejected.connect(self._on_rejected)
        session.problem.connect(self._on_problem)
        session.cpu_thinking.connect(self._on_cpu_thinking)
        session.cpu_progress.connect(self._on_cpu_progress)
        session.hint.connect(self._on_hint)
        session.players_changed.connect(self._on_players_changed)
        session.paused_changed.connect(self._on_paused_changed)
        session.file_changed.connect(self._on_file_changed)
        session.dirty_changed.connect(self._on_dirty_changed)
        self.view_state.w_changed.connect(self._pull_w)
        self.view_state.all_slices_changed.connect(self.all_slices_action.setChecked)
        self.view_state.all_slices_changed.connect(lambda _on: self._pull_w(self.view_state.w))
        self.view_state.show_coordinates_changed.connect(self.coordinates_action.setChecked)
        self.w_slider.valueChanged.connect(self.view_state.set_w)

        self._on_reset()
        self._on_file_changed()
        self._on_dirty_changed(session.dirty)
        self._on_paused_changed(session.paused)
        self._restore_settings()

    def _dock(self, name: str, title: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        return dock

    # -- actions and menus ------------------------------------------------------------------

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
            tr("&Pause CPU"), self.session.set_paused, "Ctrl+P", checkable=True
        )
        self.reset_camera_action = self._action(tr("&Reset camera"), self.reset_camera, "Ctrl+0")
        self.all_slices_action = self._action(
            tr("Show &all w-slices"), self.view_state.set_all_slices, "Ctrl+A", checkable=True
        )
        self.coordinates_action = self._action(
            tr("Show &coordinates"),
            self.view_state.set_show_coordinates,
            "Ctrl+L",
            checkable=True,
        )
        self.about_action = self._action(tr("&About hyperrow"), self.about)
        self.about_qt_action = self._action(tr("About &Qt"), QApplication.aboutQt)
        self.help_actions = []
        for name in engine.PRESETS:
            action = QAction(name, self)
            action.triggered.connect(lambda _=False, n=name: dialogs.show_how_to_play(self, n))
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
        game = bar.addMenu(tr("&Game"))
        game.addActions([self.players_action, self.hint_action, self.pause_action])
        view = bar.addMenu(tr("&View"))
        view.addActions([self.reset_camera_action, self.all_slices_action, self.coordinates_action])
        view.addSeparator()
        view.addAction(self.slice_dock.toggleViewAction())
        view.addAction(self.moves_dock.toggleViewAction())
        help_menu = bar.addMenu(tr("&Help"))
        how = help_menu.addMenu(tr("&How to play"))
        how.addActions(self.help_actions)
        help_menu.addSeparator()
        help_menu.addActions([self.about_action, self.about_qt_action])
        self._fill_recent()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in self.data.recent_files():
            action = QAction(path, self.recent_menu)
            action.triggered.connect(lambda _=False, p=path: self.open_recent(p))
            self.recent_menu.addAction(action)
        self.recent_menu.setEnabled(bool(self.data.recent_files()))

    # -- commands ---------------------------------------------------------------------------

    def new_game(self) -> None:
        if not self._confirm_discard():
            return
        dialog = dialogs.NewGameDialog(self.session.rules, self.session.players, self)
        if dialog.exec() != dialogs.QDialog.DialogCode.Accepted:
            return
        rules = dialog.rules()
        if rules is None:
            return
        players = dialog.players()
        self.session.new_game(rules, players)
        self.data.set_value(
            "last/rules", json.dumps(engine.record.rules_to_data(self.session.game.rules))
        )
        self.data.set_value("last/players", json.dumps([asdict(p) for p in players]))
        self.session.warm_up()

    def open_dialog(self) -> None:
        if not self._confirm_discard():
            return
        path, _ = QFileDialog.getOpenFileName(self, tr("Open game"), self._folder(), FILE_FILTER)
        if path:
            self.open_path(path)

    def open_recent(self, path: str) -> None:
        if self._confirm_discard():
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open the game file `path`; a bad file is reported and changes nothing."""
        try:
            self.session.open_file(path)
        except RecordError as error:
            QMessageBox.warning(
                self,
                tr("Cannot open this game"),
                tr("{path}\n\n{problem}").format(path=path, problem=error),
            )
            if not Path(path).exists():
                self.data.remove_recent_file(path)
            return False
        self.data.add_recent_file(str(Path(path).resolve()))
        self.session.warm_up()
        return True

    def save(self) -> bool:
        if self.session.path is None:
            return self.save_as()
        return self._save_to(self.session.path)

    def save_as(self) -> bool:
        suggested = str(Path(self._folder()) / (self.session.title.split(" ")[-1] + EXTENSION))
        path, _ = QFileDialog.getSaveFileName(self, tr("Save game"), suggested, FILE_FILTER)
        if not path:
            return False
        if not Path(path).suffix:
            path += EXTENSION
        return self._save_to(Path(path))

    def _save_to(self, path: Path) -> bool:
        try:
            self.session.save(path)
        except OSError as error:
            QMessageBox.warning(self, tr("Cannot save the game"), str(error))
            return False
        self.data.add_recent_file(str(path.resolve()))
        self.statusBar().showMessage(tr("Saved {path}").format(path=path), 4000)
        return True

    def export_image(self) -> bool:
        suggested = str(Path(self._folder()) / "hyperrow.png")
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Export image"), suggested, tr("PNG images (*.png)")
        )
        if not path:
            return False
        if Path(path).suffix.lower() not in IMAGE_SUFFIXES:
            path += ".png"
        ok = self.board.export_image(path)
        if not ok:
            QMessageBox.warning(
                self,
                tr("Cannot export the image"),
                tr("{path}: the image could not be written").format(path=path),
            )
        return ok

    def edit_players(self) -> None:
        dialog = dialogs.PlayersDialog(self.session.players, self)
        if dialog.exec() == dialogs.QDialog.DialogCode.Accepted:
            self.session.set_players(dialog.editor.players())
            self.session.warm_up()

    def reset_camera(self) -> None:
        self.board.reset_camera()

    def about(self) -> None:
        dialogs.show_about(self)

    def window_image(self) -> QImage:
        """The whole window as the player sees it, for --screenshot.

        QWidget.grab takes the 3D view from its last composed texture, without what the view
        paints over the GL scene with QPainter (axis labels, the "w = 2 of 4" and line-count
        corner text), so a fresh frame of the view is painted over its place."""
        image = self.grab().toImage()
        frame = self.board.grabFramebuffer()
        painter = QPainter(image)
        # Logical coordinates on both sides: drawImage scales by the device pixel ratios.
        place = QRectF(QPointF(self.board.mapTo(self, QPoint(0, 0))), QSizeF(self.board.size()))
        painter.drawImage(place, frame)
        painter.end()
        return image

    def _confirm_discard(self) -> bool:
        """True when the current game may be replaced (it is saved, over, or the player says
        so; Save first if asked)."""
        session = self.session
        if not session.dirty or not session.game.ply or session.game.is_over():
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self,
            tr("Unsaved game"),
            tr("The game in progress is not saved. Save it first?"),
            buttons.Save | buttons.Discard | buttons.Cancel,
            buttons.Save,
        )
        if answer == buttons.Save:
            return self.save()
        return bool(answer == buttons.Discard)

    def _folder(self) -> str:
        if self.session.path is not None:
            return str(self.session.path.parent)
        recent = self.data.recent_files()
        return str(Path(recent[0]).parent) if recent else str(Path.home())

    # -- session events ---------------------------------------------------------------------

    def _on_reset(self) -> None:
        rules = self.session.rules
        has_w = rules.ndim > W_AXIS
        self.w_bar.setVisible(has_w)
        self.all_slices_action.setEnabled(has_w)
        self.w_slider.blockSignals(True)
        self.w_slider.setRange(0, rules.shape[W_AXIS] - 1 if has_w else 0)
        self.w_slider.blockSignals(False)
        if not has_w:
            self.view_state.set_all_slices(False)
        last = self.session.game.last_move
        # An opened game shows the slice of its latest stone.
        w = last[W_AXIS] if has_w and last is not None else self.view_state.w
        self.view_state.set_w(min(w, self.w_slider.maximum()))
        self._pull_w(self.view_state.w)
        self._on_moves_changed()
        self._pull_status()
        self._pull_actions()

    def _follow_cpu_move(self, cell: tuple[int, ...], player: int) -> None:
        """Show the w-slice where a CPU just played: it may be one the player is not looking at."""
        if len(cell) > W_AXIS and self.session.players[player].kind == "cpu":
            self.view_state.set_w(cell[W_AXIS])

    def _pull_w(self, w: int) -> None:
        self.w_slider.blockSignals(True)
        self.w_slider.setValue(w)
        self.w_slider.blockSignals(False)
        # With every w-slice on view the slider chooses nothing: it rests, saying so.
        every = self.view_state.all_slices
        self.w_slider.setEnabled(not every)
        if self.session.rules.ndim > W_AXIS:
            size = self.session.rules.shape[W_AXIS]
            text = tr("all {n} shown") if every else tr("w = {w} / {n}")
            self.w_label.setText(text.format(w=w + 1, n=size))

    def _on_moves_changed(self, *_: object) -> None:
        game = self.session.game
        players = game.rules.players
        self.moves.clear()
        for number, cell in enumerate(game.moves):
            item = QListWidgetItem(
                colour_icon(number % players),
                f"{number + 1}. {self.session.players[number % players].name}: {format_cell(cell)}",
            )
            self.moves.addItem(item)
        for offset, cell in enumerate(game.redo_moves):
            number = game.ply + offset
            item = QListWidgetItem(f"{number + 1}. ({tr('undone')}) {format_cell(cell)}")
            item.setForeground(QColor(128, 128, 128))
            self.moves.addItem(item)
        if game.ply:
            self.moves.setCurrentRow(game.ply - 1)
            self.moves.scrollToItem(self.moves.item(game.ply - 1))

    def _pull_status(self) -> None:
        session = self.session
        game = session.game
        outcome = game.outcome()
        if outcome is None:
            who = player_label(session, game.to_move)
            seat = session.current_player()
            if seat.kind == "cpu":
                text = tr("{who} to move: CPU, {level}").format(who=who, level=seat.level)
            else:
                text = tr("{who} to move: click a cell").format(who=who)
            self.turn_label.setText(text)
        elif outcome.is_draw:
            self.turn_label.setText(tr("Game over: a draw"))
        else:
            names = tr(" and ").join(player_label(session, p) for p in outcome.winners)
            verb = tr("wins") if len(outcome.winners) == 1 else tr("share the win")
            self.turn_label.setText(tr("Game over: {names} {verb}").format(names=names, verb=verb))
        if game.rules.target > 1:
            scores = " · ".join(
                f"{session.players[p].name} {score}" for p, score in enumerate(game.scores)
            )
            self.score_label.setText(
                tr("Lines: {scores} ({target} to win)").format(
                    scores=scores, target=game.rules.target
                )
            )
        self.score_label.setVisible(game.rules.target > 1)
        if not session.thinking:
            self.cpu_label.setText(tr("CPU paused") if session.paused else "")

    def _pull_actions(self) -> None:
        game = self.session.game
        self.undo_action.setEnabled(game.ply > 0)
        self.redo_action.setEnabled(bool(game.redo_moves))
        self.hint_action.setEnabled(self.session.is_human_turn())

    def _on_rejected(self, reason: str) -> None:
        self.statusBar().showMessage(reason, 5000)

    def _on_problem(self, message: str) -> None:
        log.warning("%s", message)
        self.statusBar().showMessage(message, 10000)

    def _on_cpu_thinking(self, thinking: bool) -> None:
        self.busy.setVisible(thinking)
        if thinking:
            self.cpu_label.setText(
                tr("{who} is thinking…").format(who=self.session.current_player().name)
            )
        else:
            self.cpu_label.setText(tr("CPU paused") if self.session.paused else "")

    def _on_cpu_progress(self, info: dict[str, Any]) -> None:
        parts = [tr("{who} is thinking").format(who=self.session.current_player().name)]
        if info.get("depth") is not None:
            parts.append(tr("depth {d}").format(d=info["depth"]))
        if info.get("nodes") is not None:
            parts.append(tr("{n:,} positions").format(n=info["nodes"]))
        best = info.get("best")
        if isinstance(best, tuple):
            parts.append(tr("best so far {cell}").format(cell=format_cell(best)))
        self.cpu_label.setText(", ".join(parts) + "…")

    def _on_hint(self, cell: object) -> None:
        if isinstance(cell, tuple):
            self.statusBar().showMessage(tr("Hint: {cell}").format(cell=format_cell(cell)), 8000)

    def _on_players_changed(self) -> None:
        self._on_moves_changed()
        self._pull_status()
        self._pull_actions()

    def _on_paused_changed(self, paused: bool) -> None:
        self.pause_action.blockSignals(True)
        self.pause_action.setChecked(paused)
        self.pause_action.blockSignals(False)
        self._pull_status()

    def _on_file_changed(self) -> None:
        self.setWindowTitle(f"{self.session.title}[*] — hyperrow")
        self.setWindowModified(self.session.dirty)
        path = self.session.path
        self.data.set_value("game/file", str(path) if path is not None else "")

    def _on_dirty_changed(self, dirty: bool) -> None:
        self.setWindowModified(dirty)
        self.data.set_value("game/dirty", dirty)

    # -- settings ---------------------------------------------------------------------------

    def _restore_settings(self) -> None:
        geometry = self.data.value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        else:
            self.resize(1180, 760)
        state = self.data.value("window/state")
        if isinstance(state, QByteArray):
            self.restoreState(state)
        self.w_bar.setVisible(self.session.rules.ndim > W_AXIS)
        camera = self.data.text("view/camera")
        if camera:
            try:
                self.board.set_camera_state(json.loads(camera))
            except (ValueError, TypeError, KeyError):
                log.warning("ignored a bad camera setting: %r", camera)
        self.coordinates_action.setChecked(self.data.value("view/coordinates") in (True, "true"))
        if self.all_slices_action.isEnabled():
            self.all_slices_action.setChecked(self.data.value("view/all_slices") in (True, "true"))

    def save_settings(self) -> None:
        self.data.set_value("window/geometry", self.saveGeometry())
        self.data.set_value("window/state", self.saveState())
        self.data.set_value("view/camera", json.dumps(self.board.camera_state()))
        self.data.set_value("view/coordinates", self.view_state.show_coordinates)
        self.data.set_value("view/all_slices", self.view_state.all_slices)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.save_settings()
        self.session.shutdown()
        event.accept()


def app_icon() -> QIcon:
    """The window icon, drawn at run time: four stones of the player colours in a row."""
    pixmap = QPixmap(64, 64)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor.fromRgbF(*palette.BACKGROUND))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(0, 0, 64, 64, 12, 12)
    for step in range(4):
        painter.setBrush(QColor.fromRgbF(*palette.player(step % 2)))
        painter.drawEllipse(6 + step * 13, 44 - step * 13, 14, 14)
    painter.end()
    return QIcon(pixmap)
