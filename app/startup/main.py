"""Entry point: `hyperrow play|match|book …` runs the terminal tools, anything else the window.

hyperrow [FILE] [--rules NAME] [--players human,cpu:hard] [--data-dir DIR] [--lang ja|en]
         [--screenshot PNG] [--install-desktop | --uninstall-desktop] [--version]
         [--software-gl] [--info] [--mute]
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from dataclasses import replace
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

# The terminal words' catalogue (wording/) speaks for the command line: --help, option errors,
# messages printed before (or instead of) the window.
from app.startup.restore import Start
from app.startup.screenshot import SCREENSHOT_SIZE, take_screenshot
from engine import installation
from wording.language import _, options_language

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from app.model.data.data_folder import DataFolder
    from app.widgets.window.main_window import MainWindow
    from engine import Rules

log = logging.getLogger("hyperrow")


def main(argv: list[str] | None = None) -> int:
    """Run hyperrow with `argv` (default: the process's arguments); returns the exit code."""
    args = sys.argv[1:] if argv is None else argv
    terminal_tools = (
        "play",
        "match",
        "relay",
        "book",
        "analyse",
        "stats",
        "puzzles",
        "games",
        "export",
    )
    if args and args[0] in terminal_tools:
        # The terminal tools never load Qt.
        from terminal.cli import main as cli_main

        return cli_main(args)
    try:
        # --help, option errors and the messages before the window speaks: in --lang's
        # language, else the system's.
        with options_language(args):
            start = parse_start(args)
    except UsageError as error:
        print(f"hyperrow: {error}", file=sys.stderr)
        return 2
    if start.desktop is not None:
        return desktop_files(start.desktop)
    if start.software_gl:
        from app.startup.gl_platform import use_software_gl

        use_software_gl()
    if start.info:
        from app.startup.info_command import print_info

        return print_info(start.data_dir, has_display())
    if not has_display():
        print(
            _(
                "hyperrow: no display to open the window on (DISPLAY is not set). Run it in a "
                "desktop session or under xvfb-run, or play in the terminal: hyperrow play"
            ),
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


class _KeepLines(argparse.HelpFormatter):
    """argparse's help, with the lines of the epilog kept: an indented line (a command and what
    it does) as it is, any other wrapped as argparse wraps a paragraph."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        fill = super()._fill_text
        return "\n".join(
            indent + line if line.startswith(" ") else fill(line, width, indent)
            for line in text.splitlines()
        )


def commands_text() -> str:
    """The terminal tools `hyperrow COMMAND` starts, one a line with what it does."""
    from wording.command_words import COMMANDS

    width = max(map(len, COMMANDS)) + 2
    lines = [f"  {name:<{width}}{_(words)}" for name, words in COMMANDS.items()]
    return "\n".join([_("commands (`hyperrow COMMAND --help` says more):"), *lines])


def build_parser() -> argparse.ArgumentParser:
    from engine import PRESETS
    from wording.command_words import players_help

    parser = argparse.ArgumentParser(
        prog="hyperrow",
        description=_("k-in-a-row on boards of any dimension, in a rotatable 3D view."),
        epilog=commands_text(),
        formatter_class=_KeepLines,
    )
    parser.add_argument("file", nargs="?", metavar="FILE", help=_("a saved game to open"))
    parser.add_argument(
        "--rules",
        choices=sorted(PRESETS),
        metavar="NAME",
        help=_("new game: {names}").format(names=", ".join(PRESETS)),
    )
    parser.add_argument(
        "--players",
        metavar="LIST",
        help=players_help(),
    )
    parser.add_argument("--data-dir", metavar="DIR", help=_("keep settings and the game here"))
    parser.add_argument(
        "--lang",
        choices=("ja", "en"),
        help=_(
            "the window's language: ja (Japanese) or en (English); default: View → Language, "
            "else the system's"
        ),
    )
    desktop = parser.add_mutually_exclusive_group()
    for flag, step, words in (
        (
            "--install-desktop",
            "install",
            _("add hyperrow to the desktop's menu and open *.hyperrow files with it (for you)"),
        ),
        ("--uninstall-desktop", "uninstall", _("remove what --install-desktop added")),
    ):
        desktop.add_argument(flag, action="store_const", const=step, dest="desktop", help=words)
    parser.add_argument(
        "--version",
        action="version",
        version=f"hyperrow {installation.version()}",
        help=_("show program's version number and exit"),  # argparse's own is not translated
    )
    parser.add_argument(
        "--screenshot",
        metavar="PNG",
        help=_("draw the window once at {width}x{height}, save it as PNG and quit").format(
            width=SCREENSHOT_SIZE[0], height=SCREENSHOT_SIZE[1]
        ),
    )
    for flag, words in (
        (
            "--software-gl",
            _("draw with Mesa's software renderer (when the 3D view stays empty or OpenGL fails)"),
        ),
        ("--info", _("print the versions, OpenGL and folders a bug report needs, and quit")),
        ("--mute", _("play no sound this time (Game → Sound stays as it was)")),
        (
            "--reduce-motion",
            _("show moves and lines at once, without animation (View → Reduce motion)"),
        ),
    ):
        parser.add_argument(flag, action="store_true", help=words)
    return parser


def parse_start(argv: list[str]) -> Start:
    """The start the arguments ask for; raises UsageError (argparse's own errors exit 2)."""
    from engine import PRESETS, Game, ai, record
    from engine.players import parse_players
    from wording.record_words import record_text

    args = build_parser().parse_args(argv)
    start = Start(
        data_dir=Path(args.data_dir).expanduser() if args.data_dir else None,
        screenshot=Path(args.screenshot) if args.screenshot else None,
        lang=args.lang,
        desktop=args.desktop,
        software_gl=args.software_gl,
        info=args.info,
        mute=args.mute,
        reduce_motion=args.reduce_motion,
    )
    if start.data_dir is not None and start.data_dir.exists() and not start.data_dir.is_dir():
        raise UsageError(_("--data-dir {path}: not a folder").format(path=args.data_dir))
    if start.screenshot is not None and not start.screenshot.parent.is_dir():
        raise UsageError(
            _("--screenshot {path}: the folder does not exist").format(path=args.screenshot)
        )
    try:
        seats = parse_players(args.players, ai.LEVELS) if args.players else None
    except ValueError as error:
        raise UsageError(str(error)) from None
    if seats is not None and any(seat.is_remote for seat in seats):
        raise UsageError(
            _(
                "--players: a remote seat is for network games; host one from "
                "Game → Play over the network"
            )
        )
    if args.file:
        if args.rules:
            raise UsageError(_("give FILE or --rules, not both: a saved game has its own rules"))
        try:
            saved = record.load_record(args.file)
        except OSError as error:  # a mistyped name: said where it was typed
            raise UsageError(f"{args.file}: {record_text(record.cannot_read(error))}") from None
        except record.RecordError as error:
            # A damaged file, perhaps double-clicked in a file manager: said here for a
            # terminal, and again by the window, over the last game, in the box File → Open shows.
            print(
                _("{path}: not a game hyperrow can open: {reason}").format(
                    path=args.file, reason=record_text(error.problem)
                ),
                file=sys.stderr,
            )
            start.unopened = Path(args.file)
            return start
        if seats is not None and len(seats) != saved.rules.players:
            raise UsageError(
                _("--players lists {given} players, the saved game has {saved}").format(
                    given=len(seats), saved=saved.rules.players
                )
            )
        start.game, start.file = saved.game, Path(args.file)
        start.players = seats if seats is not None else saved.players
    elif args.rules or seats is not None:
        rules: Rules = PRESETS[args.rules or "qubic"]
        if seats is not None and len(seats) != rules.players:
            rules = replace(rules, players=len(seats))
        start.game, start.players = Game(rules), seats
    return start


def desktop_files(action: str) -> int:
    """`--install-desktop` / `--uninstall-desktop`: do it and say what was done."""
    from app.startup import desktop

    try:
        done = desktop.install() if action == "install" else desktop.uninstall()
    except OSError as error:
        print(f"hyperrow: {error}", file=sys.stderr)
        return 1
    print("\n".join(done) if done else _("hyperrow: nothing to remove"))
    return 0


def run_window(start: Start) -> int:
    """Start the Qt application and the window (or hand the start to the window already
    running on the same data folder); returns the exit code."""
    from PySide6.QtWidgets import QApplication

    from app.model.data.data_folder import DataFolder
    from app.startup import crash, window_language
    from app.startup.diagnostics import log_first_frame, log_qt_warnings
    from app.startup.gc_after_start import freeze_after_first_frame
    from app.startup.gl_platform import match_pyopengl_platform
    from app.startup.instance import Instance, hand_over
    from app.widgets.window.quit_signals import install_quit_signals

    share_gl_contexts()
    log_qt_warnings()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    # Before the window imports OpenGL: PyOpenGL must talk to the window system Qt uses.
    match_pyopengl_platform(app.platformName())
    name_application(app)
    data_dir = start.data_dir or installation.default_data_dir()
    # A folder that cannot be written (read-only, or a file in the way) is no reason not to
    # start: the window plays and says that games are not kept (DataFolder.problem).
    settings = DataFolder(data_dir)
    instance = Instance(data_dir) if settings.writable else None
    if instance is not None and not instance.try_own():
        handed = start.file or start.unopened
        file = str(handed.resolve()) if handed is not None else None
        if hand_over(data_dir, file):
            print(
                _("hyperrow: handed over to the hyperrow already running on {path}").format(
                    path=data_dir
                )
            )
            return 0
        print(
            _(
                "hyperrow: another hyperrow is using {path} but does not answer; "
                "close it or use another --data-dir"
            ).format(path=data_dir),
            file=sys.stderr,
        )
        return 1
    start = replace(start, data_dir=data_dir)
    report = crash.collect_report(data_dir, settings.log_path) if settings.writable else None
    watch = crash.CrashWatch(data_dir) if settings.writable else None
    if watch is not None:
        watch.start()
    window_language.install(
        app, window_language.choose_locale(start.lang, settings.text("view/language"))
    )
    window = create_window(start)
    install_quit_signals(window)
    log.info("hyperrow %s started on %s", installation.version(), data_dir)
    if instance is not None:
        instance.file_handed.connect(window.take_handed_file)
    install_excepthook(window.data, interactive=start.screenshot is None)
    if start.screenshot is not None:
        window.resize(*SCREENSHOT_SIZE)
    log_first_frame(window)
    freeze_after_first_frame(window)
    window.show()
    if report is not None:
        window.report_crash(report)
        print(
            _("hyperrow: the last run crashed; the report is {path}").format(path=report),
            file=sys.stderr,
        )
    window.session.warm_up()
    if start.screenshot is not None:
        take_screenshot(app, window, start.screenshot)
    elif start.unopened is not None:
        open_unopened_file(window, start.unopened)
    code = app.exec()
    if watch is not None:
        watch.stop()
    if instance is not None:
        instance.release()
    if start.screenshot is not None and not start.screenshot.exists():
        print(
            _("hyperrow: could not write the screenshot {path}").format(path=start.screenshot),
            file=sys.stderr,
        )
        return 1
    return code


def name_application(app: QApplication) -> None:
    """The names the data folder, the desktop entry and the window manager know us by."""
    from app.model.data.data_folder import name_application as name_for_qt

    name_for_qt()
    app.setDesktopFileName(installation.NAME)


def share_gl_contexts() -> None:
    """Put every OpenGL context in one share group; call before the QApplication exists.

    pyqtgraph compiles each shader program once per process, not per context: without sharing,
    a second 3D view (a new window, an undocked view) draws with program ids that are invalid
    in its own context."""
    from PySide6.QtCore import QCoreApplication, Qt

    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)


def create_window(start: Start) -> MainWindow:
    """The window (not shown yet) with the game `start` asks for, its data folder set up; the
    cycle collector rests until the window's first frame (gc_after_start)."""
    from app.startup.gc_after_start import pause_collector, resume_after_first_frame

    resume = pause_collector()
    try:
        window = _build_window(start)
    except BaseException:
        resume()
        raise
    resume_after_first_frame(window, resume)
    return window


def _build_window(start: Start) -> MainWindow:
    from app.model.data.data_folder import DataFolder, name_application, set_up_logging
    from app.model.session.game_session import GameSession
    from app.startup.restore import restore_game
    from app.widgets.window.main_window import MainWindow
    from engine.library import GameLibrary

    name_application()
    data = DataFolder(start.data_dir or installation.default_data_dir())
    set_up_logging(data)
    # Every game played in the window is kept in the data folder's library as it goes.
    library = GameLibrary(data.path) if data.writable else None
    session = GameSession(autosave_path=data.autosave_path, library=library)
    if data.problem is not None:
        session.file.autosave.disable(data.problem)
    restore_game(session, data, start)
    window = MainWindow(session, data)
    if start.mute:
        window.sound.mute()
    if start.reduce_motion:
        window.motion_menu.reduce_for_this_run()
    return window


def install_excepthook(data: DataFolder, *, interactive: bool) -> None:
    """Route unexpected errors to the log and a short message box, never a bare traceback."""
    from PySide6.QtWidgets import QMessageBox

    from app.widgets.words import tr

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        log.error("unexpected error", exc_info=(kind, error, trace))
        text = (
            tr("Something went wrong: %1\n\nThe game so far is saved. The details are in %2.")
            .replace("%1", f"{kind.__name__}: {error}")
            .replace("%2", str(data.log_path))
        )
        if not interactive:
            print(f"hyperrow: {text}", file=sys.stderr)
            return
        try:
            QMessageBox.critical(None, "hyperrow", text)
        except Exception:  # the dialog itself failed: the log has the details already
            sys.__excepthook__(kind, error, trace)

    sys.excepthook = hook


def open_unopened_file(window: MainWindow, path: Path) -> None:
    """Once the window is up, try the FILE the command line named again as File → Open does:
    the player reads why it cannot be opened, and the game on the board stays."""
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, lambda: window.open_path(str(path)))
