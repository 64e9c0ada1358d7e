"""The wheel and the one-folder bundle, built by scripts/bundle.sh (once per session, see
conftest), each started like a player would: no virtual environment on PATH, no PYTHONPATH, a
fresh home, in an X11 and in a Wayland-on-xcb session (Xvfb)."""

from __future__ import annotations

import ast
import os
import subprocess
import tarfile
import zipfile
from pathlib import Path

import pytest

from tests.support.desktop_sessions import pixels, stone_pixels
from tests.support.packaging_build import Built
from tests.support.paths import ROOT
from tests.support.processes import assert_ran_cleanly, run_to_end, wait_until
from tests.support.pulse_server import pulse_server

# The bundle takes minutes to build: the quick loop (pytest -m "not slow") leaves it out.
pytestmark = pytest.mark.slow

SESSIONS = {
    "x11": {"XDG_SESSION_TYPE": "x11"},
    "wayland-xcb": {"XDG_SESSION_TYPE": "wayland", "QT_QPA_PLATFORM": "xcb"},
}
GAME = "four-d-won.hyperrow"
C_SOURCES = sorted((ROOT / "engine").rglob("*.c"))
"""The compiled core's sources: with them the wheel must carry the built core and use it; a
tree without them (before the core existed) must give a pure wheel that says so."""
CORE = "in use" if C_SOURCES else "not built"


def player_env(home: Path, session: str, **more: str) -> dict[str, str]:
    """A player's desktop session: the system PATH, a home of its own, nothing of Python's."""
    env = {
        "HOME": str(home),
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "LANG": "C.UTF-8",
        "DISPLAY": os.environ["DISPLAY"],
        **SESSIONS[session],
        **more,
    }
    if "XAUTHORITY" in os.environ:
        env["XAUTHORITY"] = os.environ["XAUTHORITY"]
    return env


def start(program: Path, args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    done = run_to_end([program, *args], env, cwd=Path(env["HOME"]))
    assert_ran_cleanly(done)
    return done


def assert_draws(program: Path, game: Path, folder: Path) -> None:
    """`program` opens `game` and draws it in the 3D view, in each session."""
    for session in SESSIONS:
        home = folder / session
        home.mkdir(parents=True)
        png = folder / f"{session}.png"
        start(program, [str(game), "--screenshot", str(png)], player_env(home, session))
        log = next(home.rglob("hyperrow.log")).read_text()
        assert "3D view is off" not in log, (session, log)
        assert "first frame drawn" in log
        image = pixels(png)
        assert stone_pixels(image, 0) > 300, session
        assert stone_pixels(image, 1) > 300, session


def info(program: Path, home: Path, **more: str) -> dict[str, str]:
    home.mkdir(parents=True, exist_ok=True)
    done = start(program, ["--info"], player_env(home, "x11", **more))
    return dict(line.split(": ", 1) for line in done.stdout.splitlines())


def declared_extensions() -> list[str]:
    """The compiled modules setup.py declares (one module may have several C sources)."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    return sorted(
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "Extension"
        and isinstance(node.args[0], ast.Constant)
    )


def test_the_wheel_is_a_platform_wheel_carrying_the_compiled_core(built: Built) -> None:
    names = zipfile.ZipFile(built.wheel).namelist()
    assert "app/startup/main.py" in names and "engine/__init__.py" in names
    compiled = [n for n in names if n.startswith("engine/") and n.endswith(".so")]
    with tarfile.open(built.sdist) as sdist:
        files = sdist.getnames()
    sources = sorted(name.split("/", 1)[1] for name in files if name.endswith(".c"))
    assert sources == [str(path.relative_to(ROOT)) for path in C_SOURCES]
    if C_SOURCES:
        assert not built.wheel.name.endswith("-none-any.whl"), built.wheel.name
        modules = sorted(name.split(".", 1)[0].replace("/", ".") for name in compiled)
        assert modules == declared_extensions(), compiled
        assert any(name.endswith("/setup.py") for name in files)
    else:
        assert built.wheel.name.endswith("-none-any.whl"), built.wheel.name
        assert compiled == []


def test_the_wheel_installed_without_a_compiler_draws_in_each_session(
    built: Built, tmp_path: Path
) -> None:
    program = built.venv / "bin" / "hyperrow"
    assert_draws(program, ROOT / "resources" / "examples" / GAME, tmp_path)
    lines = info(program, tmp_path / "info")
    assert lines["compiled core"].startswith(CORE), lines["compiled core"]
    assert lines["Python"].endswith(f"({built.venv / 'bin' / 'python'})")


def test_the_wheel_carries_the_books_the_desktop_files_and_the_examples(
    built: Built, tmp_path: Path
) -> None:
    share = built.venv / "share" / "hyperrow"
    resources = ROOT / "resources"
    assert {path.name for path in resources.glob("*.book")} >= {
        "connect-four.book",
        "cube-3.book",
        "qubic.book",
        "score-four.book",
    }
    for pattern in (
        "*.book",
        "desktop/*",
        "examples/*",
        "sounds/*.wav",
        "puzzles/*",
    ):
        sources = sorted(resources.glob(pattern))
        assert sources, pattern
        for source in sources:
            copy = share / source.relative_to(resources)
            assert copy.read_bytes() == source.read_bytes(), copy
    home = tmp_path / "home"
    home.mkdir()
    env = player_env(home, "x11")
    # The CPU process reads the book from the installed copy.
    done = start(
        built.venv / "bin" / "python",
        ["-c", "from engine.ai.solver.book import BOOK_PATH, connect_four_book as b; "
         "print(BOOK_PATH, b() is not None)"],
        env,
    )  # fmt: skip
    assert done.stdout.split() == [str(share / "connect-four.book"), "True"]
    start(built.venv / "bin" / "hyperrow", ["--install-desktop"], env)
    entry = home / ".local" / "share" / "applications" / "hyperrow.desktop"
    assert entry.read_text().startswith("[Desktop Entry]")
    icon = home / ".local" / "share" / "icons" / "hicolor" / "scalable" / "apps" / "hyperrow.svg"
    assert icon.read_bytes() == (resources / "desktop" / "hyperrow.svg").read_bytes()


def test_the_bundle_draws_in_each_session_with_no_python_environment(
    built: Built, tmp_path: Path
) -> None:
    program = built.bundle / "hyperrow"
    assert_draws(program, built.bundle / "_internal" / "resources" / "examples" / GAME, tmp_path)
    lines = info(program, tmp_path / "info")
    assert lines["compiled core"].startswith(CORE), lines["compiled core"]
    assert lines["Python"].endswith(f"({program})")
    assert lines["hyperrow"] == built.wheel.name.split("-")[1]


@pytest.mark.parametrize(("asked", "loaded"), [("glx", "GLX"), ("egl", "EGL")])
def test_the_bundle_carries_both_pyopengl_platforms(
    built: Built, tmp_path: Path, asked: str, loaded: str
) -> None:
    lines = info(built.bundle / "hyperrow", tmp_path, PYOPENGL_PLATFORM=asked)
    assert lines["PyOpenGL platform"] == f"{asked}; loaded: {loaded}"


def test_the_bundle_carries_qtmultimedia_and_the_pulseaudio_client(built: Built) -> None:
    inside = built.bundle / "_internal"
    names = {path.name for path in inside.rglob("*") if path.is_file()}
    assert any(name.startswith("QtMultimedia.") for name in names), "PySide6.QtMultimedia"
    assert "libQt6Multimedia.so.6" in names
    assert "libpulse.so.0" in names


def test_the_bundle_leaves_out_what_the_game_never_uses(built: Built) -> None:
    """The media backend with FFmpeg, Qt Quick and QML, Qt PDF, GTK, embedded platforms, Qt's
    catalogues in languages the game does not speak, Python's debugging information."""
    inside = built.bundle / "_internal"
    names = {path.name for path in inside.rglob("*") if path.is_file()}
    unused = ("libffmpegmediaplugin", "libavcodec", "libQt6Quick.", "libQt6Qml.", "libQt6Pdf.")
    unused += ("libgtk-3", "libqeglfs", "libqvnc", "libqtvirtualkeyboardplugin")
    assert not [name for name in names if name.startswith(unused)]
    qt_catalogues = inside / "PySide6" / "Qt" / "translations"
    assert sorted(path.name for path in qt_catalogues.iterdir()) == ["qtbase_en.qm", "qtbase_ja.qm"]
    python = next(inside.glob("libpython3*.so*"))
    sections = subprocess.run(
        ["readelf", "--section-headers", "--wide", str(python)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert ".debug_info" not in sections and ".dynsym" in sections


def test_the_bundle_plays_its_sounds_through_a_real_pulseaudio_server(
    built: Built, tmp_path: Path
) -> None:
    """Two CPUs play tic-tac-toe; each move's sound reaches the server as hyperrow's stream,
    without the media backend the bundle leaves out, and without a word of it on stderr."""
    home = tmp_path / "home"
    home.mkdir()
    with pulse_server(tmp_path / "pulse") as pulse:
        program = built.bundle / "hyperrow"
        process = subprocess.Popen(
            [program, "--rules", "tic-tac-toe", "--players", "cpu:random,cpu:random"],
            env=player_env(home, "x11", **pulse.env),
            cwd=home,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            wait_until(
                lambda: any(s.get("application.name") == "hyperrow" for s in pulse.streams()),
                "a sound of hyperrow's on the PulseAudio server",
            )
        finally:
            process.terminate()  # closes the window as the desktop would
            _out, err = process.communicate(timeout=60)
    assert process.returncode == 0, err[-3000:]
    assert "Traceback" not in err and "QtMultimedia" not in err, err[-3000:]
    log = next(home.rglob("hyperrow.log")).read_text()
    assert "sound effects are off" not in log


def test_the_bundle_carries_resources_and_translations(built: Built) -> None:
    inside = built.bundle / "_internal"
    resources = ROOT / "resources"
    for source in resources.rglob("*"):
        if source.is_file():
            copy = inside / "resources" / source.relative_to(resources)
            if source.suffix == ".progress":  # an opening book build in progress: not shipped
                assert not copy.exists(), copy
                continue
            assert copy.read_bytes() == source.read_bytes(), copy
    for package in ("app", "engine"):
        for compiled in (ROOT / package).rglob("*.[qm][mo]"):
            assert (inside / compiled.relative_to(ROOT)).is_file(), compiled


def test_the_archive_installs_under_local_and_uninstalls(built: Built, tmp_path: Path) -> None:
    unpacked, home = tmp_path / "download", tmp_path / "home"
    unpacked.mkdir()
    home.mkdir()
    with tarfile.open(built.archive) as archive:
        archive.extractall(unpacked, filter="tar")
    env = player_env(home, "x11")
    start(unpacked / "hyperrow" / "install.sh", [], env)
    local = home / ".local"
    command = local / "bin" / "hyperrow"
    assert command.is_symlink() and command.resolve() == local / "lib" / "hyperrow" / "hyperrow"
    share = local / "share"
    resources = ROOT / "resources"
    expected = []
    if list(resources.rglob("hyperrow.desktop")):
        entry = (share / "applications" / "hyperrow.desktop").read_text()
        assert f'Exec="{command}" %f' in entry
        expected.append(share / "applications" / "hyperrow.desktop")
    if list(resources.rglob("hyperrow.svg")):
        expected.append(share / "icons" / "hicolor" / "scalable" / "apps" / "hyperrow.svg")
    if list(resources.rglob("*mime*.xml")):
        expected.append(share / "mime" / "packages" / "hyperrow.xml")
    for path in expected:
        assert path.is_file(), path
    png = tmp_path / "installed.png"
    start(command, ["--screenshot", str(png)], env)
    assert png.stat().st_size > 10_000
    data = share / "hyperrow"
    assert any(data.rglob("settings.ini"))
    start(local / "lib" / "hyperrow" / "uninstall.sh", [], env)
    assert not command.exists() and not command.is_symlink()
    assert not (local / "lib" / "hyperrow").exists()
    for path in expected:
        assert not path.exists(), path
    assert any(data.rglob("settings.ini"))  # the player's settings and games stay
