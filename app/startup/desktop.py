"""hyperrow on the freedesktop desktop: `hyperrow --install-desktop` puts the menu entry, the
icon and the `application/x-hyperrow` file type (*.hyperrow) under the user's XDG data folder,
so a double-click on a saved game opens it; `--uninstall-desktop` takes them away again."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from engine.resources import resource

DESKTOP_FOLDER = resource("desktop")
APP_ID = "hyperrow"
MIME_TYPE = "application/x-hyperrow"


@dataclass(frozen=True)
class Placement:
    """Where each desktop file goes under one XDG data folder."""

    entry: Path
    icon: Path
    mime_icon: Path
    mime: Path


def data_home() -> Path:
    """The user's XDG data folder ($XDG_DATA_HOME, else ~/.local/share)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def placement(home: Path) -> Placement:
    """The installed paths under `home`."""
    icons = home / "icons" / "hicolor" / "scalable"
    return Placement(
        entry=home / "applications" / f"{APP_ID}.desktop",
        icon=icons / "apps" / f"{APP_ID}.svg",
        mime_icon=icons / "mimetypes" / f"{MIME_TYPE.replace('/', '-')}.svg",
        mime=home / "mime" / "packages" / f"{APP_ID}.xml",
    )


def launcher() -> str:
    """The Exec command: `hyperrow` when it is on PATH, else this very program by full path."""
    if shutil.which("hyperrow"):
        return "hyperrow"
    script = Path(sys.argv[0]).resolve()
    if script.name == "hyperrow" and os.access(script, os.X_OK):
        return shlex.quote(str(script))
    return f"{shlex.quote(sys.executable)} -m app"


def entry_text(command: str) -> str:
    """The .desktop entry with `command` to start hyperrow."""
    text = (DESKTOP_FOLDER / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    return text.replace("Exec=hyperrow %f", f"Exec={command} %f")


def install(home: Path | None = None) -> list[str]:
    """Install the entry, icon and file type under `home` (default: XDG data home); returns
    what was done, a line each, for the terminal. Raises OSError naming a file it could not
    write."""
    home = home or data_home()
    places = placement(home)
    for path in (places.entry, places.icon, places.mime_icon, places.mime):
        path.parent.mkdir(parents=True, exist_ok=True)
    places.entry.write_text(entry_text(launcher()), encoding="utf-8")
    shutil.copyfile(DESKTOP_FOLDER / f"{APP_ID}.svg", places.icon)
    shutil.copyfile(DESKTOP_FOLDER / f"{APP_ID}.svg", places.mime_icon)
    shutil.copyfile(DESKTOP_FOLDER / f"{APP_ID}-mime.xml", places.mime)
    done = [f"installed {path}" for path in (places.entry, places.icon, places.mime)]
    return done + refresh(home)


def uninstall(home: Path | None = None) -> list[str]:
    """Remove what `install` put under `home`; returns what was done."""
    home = home or data_home()
    places = placement(home)
    done = []
    for path in (places.entry, places.icon, places.mime_icon, places.mime):
        if path.exists():
            path.unlink()
            done.append(f"removed {path}")
    return done + refresh(home)


def refresh(home: Path) -> list[str]:
    """Rebuild the desktop's caches of file types and entries, with the tools that exist."""
    done = []
    for tool, folder in (
        ("update-mime-database", home / "mime"),
        ("update-desktop-database", home / "applications"),
    ):
        path = shutil.which(tool)
        if path is None or not folder.is_dir():
            continue
        result = subprocess.run(
            [path, str(folder)], capture_output=True, text=True, check=False, timeout=60
        )
        if result.returncode == 0:
            done.append(f"ran {tool} {folder}")
        else:
            done.append(f"{tool} {folder} failed: {result.stderr.strip() or result.returncode}")
    return done
