"""The command line and the real process: arguments, --screenshot, a kill -9 mid-game, and the
PySide6 6.12 / Python 3.11 abort."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage

from app.scene import palette
from app.startup.main import main, open_unopened_file, parse_start
from app.startup.screenshot import SCREENSHOT_SIZE
from engine import PRESETS, Game, parse_cell, record
from engine.in_play.seats import human
from tests.support.command_line import refusal
from tests.support.paths import ROOT
from tests.support.processes import wait_until
from tests.support.views import close_to
from tests.support.windows import OpenWindow, Seen, read_and_close_the_box
from wording.command_words import COMMANDS


def run_app(*args: str, env: dict[str, str] | None = None, timeout: float = 60) -> Any:
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--rules", "hexagon"], "invalid choice: 'hexagon'"),
        (["--players", "human,robot"], "'robot' is not a player"),
        (["--players", "human,cpu:genius"], "'genius' is unknown"),
        (["--players", "human,remote"], "a remote seat is for network games"),
        (["missing.hyperrow"], "missing.hyperrow: cannot read it"),
        (["--rules", "qubic", "game.hyperrow"], "not both"),
        (["--screenshot", "/no/such/folder/x.png"], "the folder does not exist"),
        (["--bogus"], "unrecognized arguments: --bogus"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(
    args: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert says in refusal(main, args, capsys)


def test_a_bad_file_on_the_command_line_is_said_and_left_for_the_window_to_explain(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "broken.hyperrow"
    path.write_text('{"format": "hyperrow", "version": 1}')
    start = parse_start([str(path)])
    assert start.unopened == path and start.file is None and start.game is None
    assert "broken.hyperrow: not a game hyperrow can open" in capsys.readouterr().err


def test_a_bad_file_from_a_file_manager_is_explained_over_the_game_in_progress(
    tmp_path: Path, open_window: OpenWindow, qtbot: Any
) -> None:
    # A double-click on a damaged file starts hyperrow with it: the window comes up with the
    # last game and says, as File → Open does, why the file cannot be opened.
    path = tmp_path / "broken.hyperrow"
    path.write_text('{"format": "hyperrow", "version": 1}')
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    for text in ("1,1,1", "2,2,2"):
        assert window.session.play(parse_cell(text, window.session.rules))
    moves = window.session.game.moves
    seen = Seen()
    timer = read_and_close_the_box(qtbot, seen)
    open_unopened_file(window, path)
    qtbot.waitUntil(lambda: seen.text != "", timeout=10_000)
    timer.stop()
    assert "broken.hyperrow" in seen.text
    assert seen.sentence == "This game file is damaged: it holds something no game can have."
    assert seen.hidden_before and seen.details.startswith("rules: ")
    assert window.session.game.moves == moves


@pytest.mark.processes
def test_screenshot_writes_a_png_of_the_window(tmp_path: Path) -> None:
    png = tmp_path / "shot.png"
    game = ["--rules", "four-d", "--players", "human,human"]
    done = run_app("--data-dir", str(tmp_path / "data"), *game, "--screenshot", str(png))
    assert done.returncode == 0, done.stderr
    image = QImage(str(png))
    assert not image.isNull()
    assert (image.width(), image.height()) == SCREENSHOT_SIZE
    # The text the 3D view paints is in the picture: "w = 1 of 4" at the view's top left,
    # below the menu bar and the players' strip.
    text = [
        image.pixelColor(x, y)
        for x in range(0, 160)
        for y in range(26, 100)
        if close_to(image.pixelColor(x, y), palette.DARK.label, tolerance=30)
    ]
    assert len(text) > 20
    # The 3D view drew something: the centre of the window is not one flat colour.
    colours = {
        image.pixel(x, y)
        for x in range(image.width() // 5, image.width() // 2, 7)
        for y in range(image.height() // 5, 4 * image.height() // 5, 7)
    }
    assert len(colours) > 10


@pytest.mark.slow
@pytest.mark.processes
def test_kill_9_in_the_middle_of_a_game_loses_no_completed_move(
    tmp_path: Path, open_window: OpenWindow
) -> None:
    data = tmp_path / "data"
    log = tmp_path / "moves.log"
    cpu_game = ["--rules", "qubic", "--players", "cpu:random,cpu:random"]
    logged_app = [sys.executable, "-m", "tests.support.programs.autosave_log", str(log)]
    process = subprocess.Popen(
        [*logged_app, "--data-dir", str(data), *cpu_game],
        cwd=ROOT,
    )
    try:
        wait_until(
            lambda: (
                process.poll() is not None or (log.exists() and log.read_text().count("\n") >= 8)
            ),
            "eight autosaved positions",
        )
        os.kill(process.pid, signal.SIGKILL)
        process.wait(10)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == -signal.SIGKILL
    # Each line of the log was written right after the autosave of that position.
    logged = [line for line in log.read_text().split("\n")[:-1] if line]
    assert len(logged) >= 8, "the CPU players did not move"
    last = logged[-1].split(" ", 1)
    moves = tuple(parse_cell(text, PRESETS["qubic"]) for text in last[1].split())
    assert int(last[0]) == len(moves)
    saved = record.load(data / "current.hyperrow")
    assert saved.moves[: len(moves)] == moves
    assert len(saved.moves) >= len(moves)

    again = open_window(data_dir=data)
    again.session.set_paused(True)
    assert again.session.game.moves[: len(moves)] == moves


@pytest.mark.processes
def test_many_qt_calls_that_return_nothing_do_not_abort(tmp_path: Path) -> None:
    # PySide6 6.12.0 on Python 3.11 drops a reference to None on each such call and the
    # process dies with "Fatal Python error: none_dealloc" after a few thousand of them.
    script = (
        "from PySide6.QtCore import QCoreApplication, QObject, QTimer\n"
        "app = QCoreApplication([])\n"
        "thing, timer = QObject(), QTimer()\n"
        "for _ in range(200_000):\n"
        "    thing.setObjectName('x'); timer.stop(); thing.blockSignals(False)\n"
        "print('survived')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "survived"


def test_the_aborting_pyside6_release_is_excluded_where_it_aborts() -> None:
    from importlib.metadata import requires

    import PySide6

    pins = [r for r in requires("hyperrow") or [] if r.startswith("PySide6")]
    on_311 = [r for r in pins if "python_version < '3.12'" in r.replace('"', "'")]
    # Both halves of PySide6 (Essentials, and Addons for QtMultimedia) leave that release out.
    assert {re.split("[!<>=;]", r)[0] for r in on_311} == {"PySide6-Essentials", "PySide6-Addons"}
    assert all("!=6.12.0" in r.split(";")[0].replace(" ", "") for r in on_311)
    # And the one installed here is not that release where it would abort.
    assert sys.version_info >= (3, 12) or PySide6.__version__ != "6.12.0"


def test_play_and_match_go_to_the_terminal_tools(monkeypatch: pytest.MonkeyPatch) -> None:
    import terminal.cli

    calls: list[list[str]] = []
    monkeypatch.setattr(terminal.cli, "main", lambda argv: calls.append(argv) or 7)
    assert main(["play", "--rules", "qubic"]) == 7
    assert main(["match"]) == 7
    assert main(["relay", "--port", "0"]) == 7
    assert calls == [["play", "--rules", "qubic"], ["match"], ["relay", "--port", "0"]]


@pytest.mark.processes
def test_a_translation_in_the_resources_folder_is_loaded(
    qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QCoreApplication, QLocale

    import app.startup.window_language

    source = (ROOT / "resources" / "translations" / "hyperrow_ja.ts").read_text(encoding="utf-8")
    assert "<source>&amp;File</source>" in source  # a real text of the menus
    (tmp_path / "hyperrow_de.ts").write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="de">'
        "<context><name></name><message><source>&amp;File</source>"
        "<translation>&amp;Datei</translation></message></context></TS>",
        encoding="utf-8",
    )
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([str(lrelease), "-silent", str(tmp_path / "hyperrow_de.ts")], check=True)
    monkeypatch.setattr(app.startup.window_language, "TRANSLATIONS", tmp_path)
    installed = app.startup.window_language.install(qapp, QLocale("de_DE"))
    try:
        assert QCoreApplication.translate("", "&File") == "&Datei"
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        QLocale.setDefault(QLocale("en"))
    assert QCoreApplication.translate("", "&File") == "&File"


def test_an_unexpected_error_is_logged_and_shown_without_a_traceback(
    tmp_path: Path, dialogs: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import logging

    from app.model.data.data_folder import DataFolder
    from app.startup.main import install_excepthook

    data = DataFolder(tmp_path)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    handler = logging.FileHandler(data.log_path)
    logging.getLogger("hyperrow").addHandler(handler)
    try:
        install_excepthook(data, interactive=True)
        try:
            raise KeyError("the key")
        except KeyError as error:
            sys.excepthook(KeyError, error, error.__traceback__)
    finally:
        logging.getLogger("hyperrow").removeHandler(handler)
        handler.close()
    (kind, _title, text), *_ = dialogs.messages
    assert kind == "critical" and "KeyError" in text and str(data.log_path) in text
    assert "Traceback" not in text
    assert "Traceback" in data.log_path.read_text()


@pytest.mark.processes
def test_without_a_display_the_app_says_so_instead_of_aborting(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "xcb"
    done = run_app("--data-dir", str(tmp_path), env=env)
    assert done.returncode == 1
    assert "no display" in done.stderr and "hyperrow play" in done.stderr


HELP_COMMANDS = {
    "en": ("commands (`hyperrow COMMAND --help` says more):", "  analyse  analyse a saved game"),
    "ja": ("コマンド (詳しくは `hyperrow COMMAND --help`):", "  analyse  保存した対局を解析する"),
}


@pytest.mark.parametrize("language", sorted(HELP_COMMANDS))
def test_help_lists_every_terminal_command_with_what_it_does(
    capsys: pytest.CaptureFixture[str], language: str
) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--lang", language, "--help"])
    assert done.value.code == 0
    lines = capsys.readouterr().out.splitlines()
    heading, analyse = HELP_COMMANDS[language]
    listed = lines[lines.index(heading) + 1 :]
    assert [line.split()[0] for line in listed] == list(COMMANDS)
    assert analyse in listed
    for command in COMMANDS:  # and each starts its tool
        assert main([command, "--help"]) == 0
        assert capsys.readouterr().out.startswith(f"usage: hyperrow {command}")
