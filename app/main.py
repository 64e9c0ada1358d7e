"""Entry point: `hyperrow play|match …` runs the terminal tools, anything else the window.

hyperrow [FILE] [--rules NAME] [--players human,cpu:hard] [--data-dir DIR] [--screenshot PNG]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import os
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QLocale, QTranslator
    from PySide6.QtWidgets import QApplication

    from app.model.persistence import DataFolder
    from app.model.session import GameSession
    from app.widgets.window import MainWindow
    from engine import Game, Rules
    from engine.record import PlayerInfo

log = logging.getLogger("hyperrow")

TRANSLATIONS = Path(__file__).resolve().parent.parent / "resources" / "translations"
SCREENSHOT_SETTLE_MS = 300  # after the first GL frame, let the docks and status bar settle
SCREENSHOT_TIMEOUT_MS = 15000
SCREENSHOT_SIZE = (1280, 800)
LOG_HANDLER = "hyperrow-log"  # the same picture whatever size the window had last time


def main(argv: list[str] | None = None) -> int:
    """Run hyperrow with `argv` (default: the process's arguments); returns the exit code."""
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in ("play", "match"):
        # The terminal tools never load Qt.
        from engine.tui.cli import main as cli_main

        return cli_main(args)
    try:
        start = parse_start(args)
    except UsageError as error:
        print(f"hyperrow: {error}", file=sys.stderr)
        return 2
    if not has_display():
        print(
            "hyperrow: no display to open the window on (DISPLAY is not set). Run it in a "
            "desktop session or under xvfb-run, or play in the terminal: hyperrow play",
            file=sys.stderr,
        )
        return 1
    return run_window(start)


def has_display() -> bool:
    """False on a Linux machine with no X or Wayland display, where Qt would abort."""
    if not sys.platform.startswith("linux"):
        return True
    if os.environ.get("QT_QPA_PLATFORM", "").split(":")[0] in ("offscreen", "minimal", "vnc"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


class UsageError(Exception):
    """Command-line arguments that cannot be used; the message says which and why."""


@dataclass
class Start:
    """What the command line asks the window to start with."""

    data_dir: Path | None
    screenshot: Path | None
    game: Game | None = None  # a new game (--rules/--players) or an opened FILE
    players: tuple[PlayerInfo, ...] | None = None
    file: Path | None = None


def build_parser() -> argparse.ArgumentParser:
    from engine import PRESETS, ai
    from engine.players import players_help

    parser = argparse.ArgumentParser(
        prog="hyperrow",
        description="k-in-a-row on boards of any dimension, in a rotatable 3D view. "
        "`hyperrow play --help` and `hyperrow match --help` describe the terminal tools.",
    )
    parser.add_argument("file", nargs="?", metavar="FILE", help="a saved game to open")
    parser.add_argument(
        "--rules", choices=sorted(PRESETS), metavar="NAME", help=f"new game: {', '.join(PRESETS)}"
    )
    parser.add_argument(
        "--players",
        metavar="LIST",
        help=players_help(ai.LEVELS),
    )
    parser.add_argument("--data-dir", metavar="DIR", help="keep settings and the game here")
    parser.add_argument(
        "--screenshot",
        metavar="PNG",
        help="draw the window once at {}x{}, save it as PNG and quit".format(*SCREENSHOT_SIZE),
    )
    return parser


def parse_start(argv: list[str]) -> Start:
    """The start the arguments ask for; raises UsageError (argparse's own errors exit 2)."""
    from engine import PRESETS, Game, ai, record
    from engine.players import parse_players

    args = build_parser().parse_args(argv)
    start = Start(
        data_dir=Path(args.data_dir).expanduser() if args.data_dir else None,
        screenshot=Path(args.screenshot) if args.screenshot else None,
    )
    if start.data_dir is not None and start.data_dir.exists() and not start.data_dir.is_dir():
        raise UsageError(f"--data-dir {args.data_dir}: not a folder")
    if start.screenshot is not None and not start.screenshot.parent.is_dir():
        raise UsageError(f"--screenshot {args.screenshot}: the folder does not exist")
    try:
        seats = parse_players(args.players, ai.LEVELS) if args.players else None
    except ValueError as error:
        raise UsageError(str(error)) from None
    if args.file:
        if args.rules:
            raise UsageError("give FILE or --rules, not both: a saved game has its own rules")
        try:
            saved = record.load_record(args.file)
        except OSError as error:
            raise UsageError(f"{args.file}: cannot read it ({error.strerror or error})") from None
        except record.RecordError as error:
            raise UsageError(f"{args.file}: not a game hyperrow can open: {error}") from None
        if seats is not None and len(seats) != saved.rules.players:
            raise UsageError(
                f"--players lists {len(seats)} players, the saved game has {saved.rules.players}"
            )
        start.game, start.file = saved.game, Path(args.file)
        start.players = seats if seats is not None else saved.players
    elif args.rules or seats is not None:
        rules: Rules = PRESETS[args.rules or "qubic"]
        if seats is not None and len(seats) != rules.players:
            rules = replace(rules, players=len(seats))
        start.game, start.players = Game(rules), seats
    return start


def run_window(start: Start) -> int:
    """Start the Qt application and the window; returns the exit code."""
    from PySide6.QtWidgets import QApplication

    from app.widgets.quit_signals import install_quit_signals

    share_gl_contexts()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    install_translations(app)
    apply_dark_theme(app)
    window = create_window(start)
    install_quit_signals(window)
    install_excepthook(window.data, interactive=start.screenshot is None)
    if start.screenshot is not None:
        window.resize(*SCREENSHOT_SIZE)
    window.show()
    window.session.warm_up()
    if start.screenshot is not None:
        take_screenshot(app, window, start.screenshot)
    code = app.exec()
    if start.screenshot is not None and not start.screenshot.exists():
        print(f"hyperrow: could not write the screenshot {start.screenshot}", file=sys.stderr)
        return 1
    return code


def share_gl_contexts() -> None:
    """Put every OpenGL context in one share group; call before the QApplication exists.

    pyqtgraph compiles each shader program once per process, not per context: without sharing,
    a second 3D view (a new window, an undocked view) draws with program ids that are invalid
    in its own context."""
    from PySide6.QtCore import QCoreApplication, Qt

    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)


def create_window(start: Start) -> MainWindow:
    """The window (not shown yet) with the game `start` asks for, its data folder set up."""
    from PySide6.QtCore import QCoreApplication

    from app.model.persistence import DataFolder, default_data_dir
    from app.model.session import GameSession
    from app.widgets.window import MainWindow

    QCoreApplication.setApplicationName("hyperrow")
    QCoreApplication.setOrganizationName("hyperrow")
    data = DataFolder(start.data_dir or default_data_dir())
    set_up_logging(data)
    session = GameSession(autosave_path=data.autosave_path)
    if not data.writable:
        session.autosave.disable(data.problem)
    restore_game(session, data, start)
    return MainWindow(session, data)


class LogFile(logging.FileHandler):
    """The log file; when it cannot be written (a full disk) the message goes to stderr in one
    line instead of logging's `--- Logging error ---` traceback."""

    def close(self) -> None:
        # The last buffered line may not fit on a full disk either; it went to stderr already.
        with contextlib.suppress(OSError):
            super().close()

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 (logging's name)
        error = sys.exc_info()[1]
        with contextlib.suppress(OSError, ValueError):
            sys.stderr.write(
                f"hyperrow: cannot write the log ({error}); {record.levelname}: "
                f"{record.getMessage()}\n"
            )


def set_up_logging(data: DataFolder) -> None:
    """Log to the data folder's log file, or to stderr when the folder cannot be written."""
    handler: logging.Handler
    if data.writable:
        handler = LogFile(data.log_path, encoding="utf-8", delay=True)
    else:
        handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    # One window's log at a time (tests open many windows in one process).
    for old in [h for h in root.handlers if h.get_name() == LOG_HANDLER]:
        root.removeHandler(old)
        old.close()
    handler.set_name(LOG_HANDLER)
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    # The last guard: a handler that fails anyway (stderr closed) stays silent.
    logging.raiseExceptions = False


def restore_game(session: GameSession, data: DataFolder, start: Start) -> None:
    """Put the game the start asks for into `session`: an opened FILE, a new game, or else the
    last game from the autosave (or a first game against the CPU)."""
    from engine import PRESETS
    from engine.record import RecordError, rules_from_data

    if start.file is not None:
        session.open_file(start.file)
        if start.players is not None:
            session.set_players(start.players)
        data.add_recent_file(str(start.file.resolve()))
        return
    if start.game is not None:
        session.new_game(start.game, start.players or last_players(data) or first_players())
        return
    if data.autosave_path.exists():
        file = data.text("game/file")
        dirty = data.value("game/dirty") in (True, "true")
        try:
            session.restore(data.autosave_path, Path(file) if file else None, dirty)
            if file and not dirty:
                restore_from_file(session, Path(file))
        except RecordError as error:
            # Keep the unreadable autosave for inspection (if the folder can be written); start
            # afresh.
            log.warning("could not restore the last game: %s", error)
            with contextlib.suppress(OSError):
                data.autosave_path.replace(data.autosave_path.with_suffix(".unreadable"))
        else:
            return
    rules = PRESETS["qubic"]
    saved = data.text("last/rules")
    if saved:
        try:
            rules = rules_from_data(json.loads(saved), "last/rules")
        except ValueError as error:
            # RecordError names the bad field; a JSONDecodeError says where the text breaks.
            log.warning("ignored bad last rules in the settings: %s", error)
    session.new_game(rules, last_players(data) or first_players())


def restore_from_file(session: GameSession, file: Path) -> None:
    """A game saved to its file after the autosave failed: the file has moves the autosave
    missed, so bring back the file's game instead."""
    from engine import record

    try:
        kept = record.load_record(file).game
    except (OSError, record.RecordError):
        return
    game = session.game
    if (kept.moves, kept.redo_moves) != (game.moves, game.redo_moves):
        session.restore(file, file, dirty=False)


def first_players() -> tuple[PlayerInfo, ...]:
    """Who plays when nothing says otherwise: a person against the CPU, as in `hyperrow play`."""
    from engine import ai
    from engine.players import DEFAULT_PLAYERS, parse_players

    return parse_players(DEFAULT_PLAYERS, ai.LEVELS)


def last_players(data: DataFolder) -> tuple[PlayerInfo, ...] | None:
    """The seats of the last new game, from the settings."""
    from engine.record import PlayerInfo

    try:
        seats = json.loads(data.text("last/players"))
        return tuple(PlayerInfo(s["name"], s["kind"], s["level"]) for s in seats)
    except (ValueError, TypeError, KeyError):
        return None


def apply_dark_theme(app: QApplication) -> None:
    """Fusion with a dark palette from app.scene.palette, so docks, lists and menus sit with the
    dark 3D view instead of framing it in white."""
    from PySide6.QtGui import QColor, QPalette

    from app.scene import palette

    def colour(rgb: palette.RGB) -> QColor:
        return QColor.fromRgbF(*rgb)

    role = QPalette.ColorRole
    dark = QPalette()
    window = colour(palette.PANEL_BACKGROUND)
    text = colour(palette.LABEL)
    for which, value in (
        (role.Window, window),
        (role.Base, colour(palette.BACKGROUND)),
        (role.AlternateBase, window),
        (role.Button, QColor(52, 58, 72)),
        (role.ToolTipBase, window),
        (role.WindowText, text),
        (role.Text, text),
        (role.ButtonText, text),
        (role.ToolTipText, text),
        (role.BrightText, QColor("white")),
        (role.Highlight, QColor(70, 96, 140)),
        (role.HighlightedText, QColor("white")),
        (role.PlaceholderText, QColor(120, 128, 140)),
    ):
        dark.setColor(which, value)
    for which in (role.Text, role.ButtonText, role.WindowText):
        dark.setColor(QPalette.ColorGroup.Disabled, which, QColor(110, 116, 128))
    app.setStyle("Fusion")
    app.setPalette(dark)


def install_translations(app: QApplication, locale: QLocale | None = None) -> list[QTranslator]:
    """Load Qt's own translations and hyperrow's (resources/translations/hyperrow_LANG.qm)
    for `locale` (default: the system's), where they exist; returns the installed ones."""
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    locale = locale or QLocale.system()
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    installed = []
    for name, folder in (("qtbase", qt_folder), ("hyperrow", str(TRANSLATIONS))):
        translator = QTranslator(app)
        if translator.load(locale, name, "_", folder):
            app.installTranslator(translator)
            installed.append(translator)
    return installed


def install_excepthook(data: DataFolder, *, interactive: bool) -> None:
    """Route unexpected errors to the log and a short message box, never a bare traceback."""
    from PySide6.QtWidgets import QMessageBox

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        log.error("unexpected error", exc_info=(kind, error, trace))
        text = (
            f"Something went wrong: {kind.__name__}: {error}\n\n"
            f"The game so far is saved. The details are in {data.log_path}."
        )
        if not interactive:
            print(f"hyperrow: {text}", file=sys.stderr)
            return
        try:
            QMessageBox.critical(None, "hyperrow", text)
        except Exception:  # the dialog itself failed: the log has the details already
            sys.__excepthook__(kind, error, trace)

    sys.excepthook = hook


def take_screenshot(app: QApplication, window: MainWindow, path: Path) -> None:
    """Save `window` as PNG once the 3D view has drawn a frame, then quit."""
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QImageWriter

    done = False

    def grab() -> None:
        nonlocal done
        if done:
            return
        done = True
        # PNG whatever the name ends in (QImage.save's stubs and runtime disagree on the format).
        if not QImageWriter(str(path), b"PNG").write(window.window_image()):
            log.error("could not write the screenshot %s", path)
        window.close()
        app.quit()

    window.board.frameSwapped.connect(lambda: QTimer.singleShot(SCREENSHOT_SETTLE_MS, grab))
    QTimer.singleShot(SCREENSHOT_TIMEOUT_MS, grab)
