"""The main window's own actions, declared as data (as napari's app-model declares its actions):
for each, its id (the action's objectName), its text, its shortcut, the command it runs and when
it is enabled. `WindowActions` makes them on a window; the menus place them by id
(app/widgets/window/menus.py). The actions of the window's other parts (Review, the analysis,
the view options, sound, statistics, motion, network, lessons) are made by those parts.

The texts are marked with QT_TR_NOOP under the empty context, as `tr` translates them, and
translated when the actions are made."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from app.model.session.game_session import GameSession
from app.model.view.view_state import W_AXIS, ViewState
from app.widgets.editor.clipboard_commands import ClipboardCommands
from app.widgets.library.library_commands import LibraryCommands
from app.widgets.window.announcements import Announcer
from app.widgets.window.file_commands import FileCommands
from app.widgets.window.game_commands import GameCommands
from app.widgets.words import QT_TR_NOOP, tr
from engine import Game

Keys = QKeySequence.StandardKey
Shortcut = QKeySequence.StandardKey | str | None


class Commands(Protocol):
    """What the actions' commands are found on: the window's parts (the window is one)."""

    @property
    def session(self) -> GameSession: ...
    @property
    def view_state(self) -> ViewState: ...
    @property
    def files(self) -> FileCommands: ...
    @property
    def game_commands(self) -> GameCommands: ...
    @property
    def announcer(self) -> Announcer: ...
    @property
    def library_commands(self) -> LibraryCommands: ...
    @property
    def clipboard(self) -> ClipboardCommands: ...
    def close(self) -> bool: ...


Handler = Callable[..., object]


def has_moves(game: Game) -> bool:
    """A move to undo, and a game to play again."""
    return game.ply > 0


def has_redo(game: Game) -> bool:
    return bool(game.redo_moves)


def has_w_axis(game: Game) -> bool:
    """A board with w-slices to show all at once."""
    return game.rules.ndim > W_AXIS


@dataclass(frozen=True)
class ActionSpec:
    """One action of the window: `id` is its objectName, `text` its English text (translated
    when made), `handler` finds its command on the window's parts (a checkable action's
    command is given the new state), `enabled_when` says from the game whether it can be used
    (None: always)."""

    id: str
    text: str
    handler: Callable[[Commands], Handler]
    shortcut: Shortcut = None
    checkable: bool = False
    enabled_when: Callable[[Game], bool] | None = None


ACTIONS: tuple[ActionSpec, ...] = (
    # File
    ActionSpec("new", QT_TR_NOOP("&New…"), lambda c: c.game_commands.new_game, Keys.New),
    ActionSpec("open", QT_TR_NOOP("&Open…"), lambda c: c.files.open_dialog, Keys.Open),
    ActionSpec("open-code", QT_TR_NOOP("Open &code…"), lambda c: c.library_commands.open_code),
    ActionSpec("save", QT_TR_NOOP("&Save"), lambda c: c.files.save, Keys.Save),
    ActionSpec("save-as", QT_TR_NOOP("Save &As…"), lambda c: c.files.save_as, Keys.SaveAs),
    ActionSpec("export", QT_TR_NOOP("&Export image…"), lambda c: c.files.export_image, "Ctrl+E"),
    ActionSpec("quit", QT_TR_NOOP("&Quit"), lambda c: c.close, Keys.Quit),
    # Edit
    ActionSpec(
        "undo", QT_TR_NOOP("&Undo"), lambda c: c.session.undo, Keys.Undo, enabled_when=has_moves
    ),
    ActionSpec(
        "redo", QT_TR_NOOP("&Redo"), lambda c: c.session.redo, Keys.Redo, enabled_when=has_redo
    ),
    # Ctrl+C and Ctrl+V reach a focused text field first (it takes them as a shortcut override).
    ActionSpec(
        "copy-moves", QT_TR_NOOP("&Copy moves"), lambda c: c.clipboard.copy_moves, Keys.Copy
    ),
    ActionSpec(
        "copy-code", QT_TR_NOOP("Copy game c&ode"), lambda c: c.clipboard.copy_code, "Ctrl+Shift+C"
    ),
    ActionSpec("paste", QT_TR_NOOP("P&aste"), lambda c: c.clipboard.paste, Keys.Paste),
    # Game
    ActionSpec(
        "players", QT_TR_NOOP("&Players and CPU levels…"), lambda c: c.game_commands.edit_players
    ),
    ActionSpec(
        "games", QT_TR_NOOP("&Games…"), lambda c: c.library_commands.show_games, "Ctrl+Shift+G"
    ),
    ActionSpec("set-up", QT_TR_NOOP("S&et up position…"), lambda c: c.clipboard.set_up),
    # Hint stays enabled: asked for when there is none to give, the status says why.
    ActionSpec("hint", QT_TR_NOOP("&Hint"), lambda c: c.session.request_hint, "Ctrl+H"),
    ActionSpec("pause", QT_TR_NOOP("Pa&use CPU"), lambda c: c.session.set_paused, "Ctrl+P", True),
    ActionSpec(
        "rematch-action",
        QT_TR_NOOP("Re&match"),
        lambda c: c.game_commands.rematch,
        enabled_when=has_moves,
    ),
    # Enabled always, as Hint: used when the game cannot end so, the status says why.
    ActionSpec("resign", QT_TR_NOOP("&Resign…"), lambda c: c.game_commands.resign),
    ActionSpec("offer-draw", QT_TR_NOOP("Offer a &draw"), lambda c: c.game_commands.offer_draw),
    # Review: for a player who cannot see the board, what was played and what was said.
    ActionSpec(
        "say-last-moves",
        QT_TR_NOOP("Say the &last moves"),
        lambda c: c.announcer.say_last_moves,
        "Ctrl+Shift+L",
    ),
    ActionSpec(
        "say-again", QT_TR_NOOP("Say &that again"), lambda c: c.announcer.say_again, "Ctrl+Shift+R"
    ),
    # View
    ActionSpec(
        "reset-camera",
        QT_TR_NOOP("&Reset camera"),
        lambda c: c.game_commands.reset_camera,
        "Ctrl+0",
    ),
    ActionSpec(
        "all-slices",
        QT_TR_NOOP("Show all &w-slices"),
        lambda c: c.view_state.set_all_slices,
        "Ctrl+A",
        True,
        enabled_when=has_w_axis,
    ),
    ActionSpec(
        "coordinates",
        QT_TR_NOOP("Show &coordinates"),
        lambda c: c.view_state.set_show_coordinates,
        "Ctrl+L",
        True,
    ),
    ActionSpec(
        "show-threats",
        QT_TR_NOOP("Show t&hreats"),
        lambda c: c.view_state.set_show_threats,
        "Ctrl+T",
        True,
    ),
    # Help
    ActionSpec("manual", QT_TR_NOOP("&Manual"), lambda c: c.game_commands.open_manual),
    ActionSpec("about", QT_TR_NOOP("&About hyperrow"), lambda c: c.game_commands.about),
    ActionSpec("about-qt", QT_TR_NOOP("About &Qt"), lambda _c: QApplication.aboutQt),
)
"""The window's actions, in the order of the menus."""


class WindowActions(Mapping[str, QAction]):
    """The actions of ACTIONS made on `window` (so their shortcuts work anywhere in it), by id,
    their commands found on `commands`; `pull` enables them for the session's game."""

    def __init__(
        self,
        window: QWidget,
        commands: Commands,
        specs: tuple[ActionSpec, ...] = ACTIONS,
    ) -> None:
        self.specs = specs
        self._actions: dict[str, QAction] = {}
        for spec in specs:
            action = QAction(tr(spec.text), window)
            action.setObjectName(spec.id)
            if spec.shortcut is not None:
                action.setShortcut(QKeySequence(spec.shortcut))
            action.setCheckable(spec.checkable)
            command = spec.handler(commands)
            (action.toggled if spec.checkable else action.triggered).connect(command)
            window.addAction(action)
            self._actions[spec.id] = action

    def pull(self, game: Game) -> None:
        """Enable each action whose use depends on the game as `enabled_when` says."""
        for spec in self.specs:
            if spec.enabled_when is not None:
                self._actions[spec.id].setEnabled(spec.enabled_when(game))

    def __getitem__(self, id_: str) -> QAction:
        return self._actions[id_]

    def __iter__(self) -> Iterator[str]:
        return iter(self._actions)

    def __len__(self) -> int:
        return len(self._actions)
