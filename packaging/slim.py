"""What the player's bundle leaves out (packaging/hyperrow.spec runs these on PyInstaller's lists).

PySide6's hooks bring every plugin of the Qt modules the game imports, and each plugin brings the
libraries it links: the FFmpeg media backend brings FFmpeg and Qt Quick, the virtual keyboard Qt
Quick and QML, the PDF image format Qt PDF, the GTK theme GTK. A desktop game drawn on X11 or
Wayland uses none of them: QSoundEffect plays through PulseAudio without the media backend. So
those plugins stay out, and then every library that nothing left links is dropped, found from the
libraries themselves (PyInstaller's own reading of their imports) rather than from a list that
a new Qt would outdate.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path, PurePosixPath

from PyInstaller.depend.bindepend import get_imports

from wording.language import LANGUAGES  # hyperrow's own, from the wheel the bundle is made of

Entry = tuple[str, str, str]  # PyInstaller's (name in the bundle, source path, kind)

UNUSED_PLUGINS = (
    # Media playback and capture; sound effects go to PulseAudio without it.
    "multimedia/libffmpegmediaplugin",
    # On-screen keyboard for touch devices without one (needs Qt Quick and QML).
    "platforminputcontexts/libqtvirtualkeyboardplugin",
    # PDF pages as images (needs Qt PDF).
    "imageformats/libqpdf",
    # GTK's theme (needs GTK, which Qt skips without it anyway).
    "platformthemes/libqgtk3",
    # Full-screen embedded platforms with no window system; the game runs on X11 or Wayland.
    "platforms/libqeglfs",
    "platforms/libqlinuxfb",
    "platforms/libqvnc",
    "platforms/libqvkkhrdisplay",
    "platforms/libqminimalegl",
    "egldeviceintegrations/",
)


def _plugin(name: str) -> str | None:
    """`name`'s path under Qt's plugins folder, or None if it is no plugin."""
    parts = PurePosixPath(name).parts
    if "plugins" not in parts:
        return None
    return "/".join(parts[parts.index("plugins") + 1 :])


def _is_library(entry: Entry) -> bool:
    """A shared library that something else links, as opposed to what the program loads by
    itself: Python's extension modules, Qt's plugins and the Python library."""
    name, _source, kind = entry
    return (
        kind == "BINARY"
        and _plugin(name) is None
        and not PurePosixPath(name).name.startswith("libpython")
    )


def without_unused_qt(binaries: list[Entry]) -> list[Entry]:
    """`binaries` without UNUSED_PLUGINS and without the libraries nothing else needs then."""
    kept = [
        entry
        for entry in binaries
        if not any((_plugin(entry[0]) or "\0").startswith(p) for p in UNUSED_PLUGINS)
    ]
    needed: set[str] = set()
    for _name, source, _kind in (entry for entry in kept if not _is_library(entry)):
        needed |= {PurePosixPath(name).name for name, _path in get_imports(source)}
    return [
        entry for entry in kept if not _is_library(entry) or PurePosixPath(entry[0]).name in needed
    ]


def only_our_qt_translations(datas: list[Entry]) -> list[Entry]:
    """`datas` with, of Qt's translations, only qtbase's catalogues in the languages hyperrow
    speaks (LANGUAGES), the only ones its window loads."""
    wanted = {f"qtbase_{language}.qm" for language in LANGUAGES}

    def keep(name: str) -> bool:
        path = PurePosixPath(name)
        of_qt = path.parts[:3] == ("PySide6", "Qt", "translations")
        return not of_qt or path.name in wanted

    return [entry for entry in datas if keep(entry[0])]


def python_without_debug_info(binaries: list[Entry], folder: Path) -> list[Entry]:
    """`binaries` with the Python installation's own libraries (libpython and the standard
    library's extension modules) replaced by copies in `folder` without debugging information,
    where the Python was built with it (a source build keeps it; strip removes it, keeping the
    symbols the loader needs). The wheels' libraries are left as they come: auditwheel patched
    them, and strip can break a patched file."""
    base = Path(sys.base_prefix).resolve()
    result = []
    for name, source, kind in binaries:
        path = Path(source).resolve()
        if kind in ("BINARY", "EXTENSION") and path.is_relative_to(base):
            copy = folder / name
            copy.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, copy)
            subprocess.run(["strip", "--strip-debug", str(copy)], check=True)
            path = copy
        else:
            path = Path(source)
        result.append((name, str(path), kind))
    return result
