"""Compile hyperrow's translations from their sources: each resources/translations/hyperrow_LANG.ts
to app/translations/hyperrow_LANG.qm with Qt's lrelease (the one PySide6 ships), each
resources/translations/terminal/LANG.po to wording/locale/LANG/LC_MESSAGES/hyperrow.mo with
Babel.

setup.py's build runs it into the wheel (PySide6-Essentials and Babel are build requirements in
pyproject.toml), and into the source tree for an editable install; scripts/setup.sh runs it
again, with --stale, after a source changed:

    python scripts/compile_translations.py [--stale] [--into FOLDER]

--stale compiles only what is missing or older than its source; --into writes under FOLDER
instead of the source tree (the packages' root: FOLDER/app/translations/…).
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
from pathlib import Path

QT_SOURCES = "resources/translations/hyperrow_*.ts"
GETTEXT_SOURCES = "resources/translations/terminal/*.po"
DOMAIN = "hyperrow"
"""The gettext domain: wording.language reads `locale/LANG/LC_MESSAGES/hyperrow.mo`."""


class TranslationError(RuntimeError):
    """A catalogue that did not compile; the message names it and says why."""


def catalogues(root: Path) -> list[tuple[Path, Path]]:
    """(source, target) of every catalogue under the project folder `root`: the source as a
    path under `root`, the target relative to the packages' root."""
    found = [
        (source, Path("app", "translations", source.with_suffix(".qm").name))
        for source in sorted(root.glob(QT_SOURCES))
    ]
    found += [
        (source, Path("wording", "locale", source.stem, "LC_MESSAGES", f"{DOMAIN}.mo"))
        for source in sorted(root.glob(GETTEXT_SOURCES))
    ]
    return found


def compile_all(root: Path, into: Path, *, stale_only: bool = False) -> list[Path]:
    """Compile every catalogue of `root` to its place under `into`; with `stale_only`, only
    those whose compiled file is missing or older than the source. Returns what it wrote."""
    written = []
    for source, relative in catalogues(root):
        target = into / relative
        if stale_only and target.exists() and target.stat().st_mtime >= source.stat().st_mtime:
            continue
        compile_catalogue(source, target)
        written.append(target)
    return written


def compile_catalogue(source: Path, target: Path) -> None:
    """Compile one .ts (to Qt's .qm) or .po (to gettext's .mo) to `target`."""
    target.parent.mkdir(parents=True, exist_ok=True)
    if source.suffix == ".ts":
        compile_ts(source, target)
    elif source.suffix == ".po":
        compile_po(source, target)
    else:
        raise TranslationError(f"{source}: not a .ts or .po catalogue")


def compile_ts(source: Path, target: Path) -> None:
    """Qt's lrelease: `source` (.ts) to `target` (.qm)."""
    done = subprocess.run(
        [str(lrelease()), "-silent", str(source), "-qm", str(target)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode or not target.is_file():
        raise TranslationError(f"{source}: lrelease failed: {(done.stdout + done.stderr)[-2000:]}")


def lrelease() -> Path:
    """PySide6's lrelease, found beside the package without importing it (which would load Qt)."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        raise TranslationError(
            "compiling the .ts needs PySide6 (its lrelease): pip install PySide6-Essentials"
        )
    folder = Path(next(iter(spec.submodule_search_locations)))
    for name in ("lrelease", "lrelease.exe"):
        if (folder / name).is_file():
            return folder / name
    raise TranslationError(f"PySide6 in {folder} has no lrelease")


def compile_po(source: Path, target: Path) -> None:
    """Babel: `source` (.po) to `target` (.mo), fuzzy and untranslated messages left out, as GNU
    msgfmt does."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import PoFileError, read_po

    try:
        with source.open("rb") as handle:
            catalogue = read_po(handle, abort_invalid=True)
    except PoFileError as error:
        raise TranslationError(f"{source}: {error}") from None
    with target.open("wb") as handle:
        write_mo(handle, catalogue)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--stale", action="store_true", help="only what is missing or older")
    parser.add_argument("--into", type=Path, help="the packages' root (default: the source tree)")
    options = parser.parse_args(argv)
    root = Path(__file__).resolve().parent.parent
    try:
        compile_all(root, options.into or root, stale_only=options.stale)
    except TranslationError as error:
        print(f"compile_translations: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
