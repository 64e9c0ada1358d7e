"""The window's commands over the library of games: Game → Games (the Games window and what
its buttons do to the window's game), the opening explorer's panel, File → Export game (an
animated GIF, the final position as a PNG) and File → Open code. An object the window holds,
over the session (whose game in play keeps every game in the library as it is played)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from app.model.session.game_session import GameSession
from app.widgets.library.explorer_panel import ExplorerPanel
from app.widgets.library.game_exports import CodeDialog, export_gif, export_png
from app.widgets.library.games_dialog import GameActions, GamesDialog, local_date
from app.widgets.words import tr
from app.widgets.words.file_words import open_failure_text, system_error_text
from engine import Game
from engine.library import GameLibrary, LibraryEntry
from engine.record import GameRecord, RecordError


class LibraryCommands(QObject):
    """The library's commands in `window` over `session`: `may_replace` asks before the game
    in the window is replaced ("save it first?"), `open_path` opens a game file as File → Open
    does, `analyse` starts Review → Analyse on the window's game, `values_action` is View →
    Show move values (the explorer's proofs)."""

    def __init__(
        self,
        window: QMainWindow,
        session: GameSession,
        *,
        may_replace: Callable[[], bool],
        open_path: Callable[[str], bool],
        analyse: Callable[[], None],
        values_action: QAction,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.may_replace = may_replace
        self.open_path = open_path
        self.analyse = analyse
        self.games_dialog: GamesDialog | None = None
        self.explorer = ExplorerPanel(session, values_action, window)
        self.export_menu = QMenu(tr("E&xport game"), window)
        self.export_menu.setObjectName("export-game-menu")
        self.gif_action = self._action("export-gif", tr("&Animated GIF…"), self.export_gif)
        self.png_action = self._action("export-png", tr("&Final position as PNG…"), self.export_png)
        self.export_menu.addActions([self.gif_action, self.png_action])
        # The Games window, while open, follows the games as they begin, end and are analysed.
        for news in (session.reset, session.finished, session.analyst.found):
            news.connect(self._pull_games)

    def _pull_games(self, *_: object) -> None:
        if self.games_dialog is not None and self.games_dialog.isVisible():
            self.games_dialog.pull()

    def _action(self, name: str, text: str, slot: Callable[[], object]) -> QAction:
        action = QAction(text, self.window)
        action.setObjectName(name)
        action.triggered.connect(lambda _checked=False: slot())
        self.window.addAction(action)
        return action

    @property
    def library(self) -> GameLibrary | None:
        """The library the window's games are kept in (None: the data folder cannot be
        written)."""
        return self.session.in_play.library

    def _say(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 8000)

    def _folder(self) -> Path:
        path = self.session.file.path
        return path.parent if path is not None else Path.home()

    # -- Game → Games -----------------------------------------------------------------------

    def show_games(self) -> None:
        """Show the Games window (one, kept while the window lives)."""
        library = self.library
        if library is None:
            QMessageBox.information(
                self.window,
                tr("Games"),
                tr("Your games are not kept: the data folder cannot be written."),
            )
            return
        if self.games_dialog is None:
            actions = GameActions(
                self.open_game, self.continue_game, self.analyse_game, self.export_game
            )
            self.games_dialog = GamesDialog(library, actions, self.window)
        self.games_dialog.show()
        self.games_dialog.raise_()
        self.games_dialog.activateWindow()

    def _record(self, entry: LibraryEntry) -> GameRecord | None:
        """The kept game `entry`, read whole; None (said) when its file cannot be read."""
        library = self.library
        assert library is not None
        try:
            return library.load(entry.game_id)
        except RecordError as error:
            reason = open_failure_text(error.problem)
        except OSError as error:
            reason = system_error_text(error.errno, error.strerror or str(error))
        QMessageBox.warning(
            self.games_dialog or self.window,
            tr("Cannot open this game"),
            tr("The game %1 cannot be opened.").replace("%1", local_date(entry.created))
            + "\n\n"
            + reason,
        )
        return None

    def open_game(self, entry: LibraryEntry) -> bool:
        """Open the kept game in the window to review it (asking first about the game there)."""
        if not self.may_replace():
            return False
        if not self.open_path(str(entry.file)):
            return False
        self.window.activateWindow()
        return True

    def continue_game(self, entry: LibraryEntry, moves: int) -> bool:
        """A new game in the window (created now) from the kept game's first `moves` moves,
        with its seats."""
        record = self._record(entry)
        if record is None or not self.may_replace():
            return False
        game = Game(record.game.rules)
        for cell in record.game.moves[:moves]:
            game.play(cell)
        self.session.new_game(game, record.players)
        self.session.warm_up()
        self._say(
            tr("A new game from move %1 of the game of %2.")
            .replace("%1", str(moves))
            .replace("%2", local_date(entry.created))
        )
        return True

    def analyse_game(self, entry: LibraryEntry) -> bool:
        """Open the kept game and analyse it (Review → Analyse game)."""
        if not self.open_game(entry):
            return False
        self.analyse()
        return True

    def export_game(self, entry: LibraryEntry) -> bool:
        """The kept game as an animated GIF, where the player says."""
        record = self._record(entry)
        if record is None:
            return False
        parent = self.games_dialog or self.window
        written = export_gif(parent, record.game, self._folder())
        if written is not None:
            self._say(tr("Animation saved to %1").replace("%1", str(written)))
        return written is not None

    # -- File → Export game, File → Open code ----------------------------------------------

    def export_gif(self) -> bool:
        """The window's game as an animated GIF, a frame a move."""
        written = export_gif(self.window, self.session.game, self._folder())
        if written is not None:
            self._say(tr("Animation saved to %1").replace("%1", str(written)))
        return written is not None

    def export_png(self) -> bool:
        """The window's game's final position (its position now) as a PNG."""
        written = export_png(self.window, self.session.game, self._folder())
        if written is not None:
            self._say(tr("Image saved to %1").replace("%1", str(written)))
        return written is not None

    def open_code(self) -> CodeDialog | None:
        """Ask for a game's code (asking first about the game in the window); a code that reads
        becomes the window's game, a damaged one is refused in the dialog with its place."""
        if not self.may_replace():
            return None
        dialog = CodeDialog(self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.accepted.connect(lambda: self._take_code(dialog))
        dialog.show()
        return dialog

    def _take_code(self, dialog: CodeDialog) -> None:
        if dialog.game is None:
            return
        self.session.new_game(dialog.game)
        self.session.warm_up()
        self._say(tr("The game of the code is on the board."))
