"""The translations made by the build: scripts/compile_translations.py turns each .ts into Qt's
.qm and each .po into gettext's .mo, and setup.py's build runs it, so that a wheel built from a
clean clone of the repository, and the bundle made from the wheel, speak Japanese."""

from __future__ import annotations

import gettext
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path
from types import ModuleType

import pytest
from babel.messages.pofile import read_po
from PySide6.QtCore import QTranslator

from tests.support.packaging_build import Built
from tests.support.paths import ROOT

QM = "app/translations/hyperrow_ja.qm"
MO = "wording/locale/ja/LC_MESSAGES/hyperrow.mo"
COMPILED = sorted([QM, "app/translations/hyperrow_en.qm", MO])
"""What the build makes from the catalogues the repository has."""
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
"""A kana or a kanji."""
SOURCES = [
    "resources/translations/hyperrow_en.ts",
    "resources/translations/hyperrow_ja.ts",
    "resources/translations/terminal/ja.po",
]


def compiler() -> ModuleType:
    """scripts/compile_translations.py (scripts/ is not a package)."""
    path = ROOT / "scripts" / "compile_translations.py"
    spec = importlib.util.spec_from_file_location("compile_translations", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def qt_messages(ts: Path) -> list[tuple[str, str, str | None, str]]:
    """(context, source, disambiguation, translation) of every finished, single-form message of
    a .ts file."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if message.get("numerus") == "yes" or translation.get("type"):
                continue  # plural forms, or unfinished, vanished, obsolete
            source = message.findtext("source") or ""
            found.append((name, source, message.findtext("comment"), translation.text or ""))
    return found


def gettext_messages(po: Path) -> dict[str, str]:
    """The translated single messages of a .po file, as Babel reads it."""
    with po.open("rb") as handle:
        catalogue = read_po(handle)
    return {
        message.id: message.string
        for message in catalogue
        if isinstance(message.id, str)
        and isinstance(message.string, str)
        and message.id
        and message.string
        and not message.fuzzy
    }


def assert_speaks_japanese(qm: Path, mo: Path, sources: Path) -> None:
    """`qm` and `mo` give every finished translation of the catalogues under the project folder
    `sources`, through Qt's QTranslator and Python's gettext, and those are Japanese."""
    translator = QTranslator()
    assert translator.load(str(qm)), qm
    assert translator.language() == "ja"
    messages = qt_messages(sources / "resources" / "translations" / "hyperrow_ja.ts")
    assert len(messages) > 100
    for context, source, comment, translation in messages:
        assert translator.translate(context, source, comment) == translation, source
    with mo.open("rb") as handle:
        catalogue = gettext.GNUTranslations(handle)
    entries = gettext_messages(sources / "resources" / "translations" / "terminal" / "ja.po")
    assert len(entries) > 100
    for source, translation in entries.items():
        assert catalogue.gettext(source) == translation, source
    assert catalogue.gettext("easy") == "初級"  # the CPU levels' words (the glossary)
    japanese = [text for *_, text in messages if JAPANESE.search(text)]
    assert len(japanese) > 0.9 * len(messages)


# -- the compiler ---------------------------------------------------------------------------------


@pytest.mark.processes  # lrelease
def test_the_compiler_makes_what_qt_and_gettext_read_and_recompiles_only_what_is_stale(
    tmp_path: Path,
) -> None:
    project = tmp_path / "project"
    shutil.copytree(ROOT / "resources" / "translations", project / "resources" / "translations")
    into = tmp_path / "packages"
    module = compiler()
    written = module.compile_all(project, into)
    assert sorted(path.relative_to(into).as_posix() for path in written) == COMPILED
    assert_speaks_japanese(into / QM, into / MO, ROOT)
    assert module.compile_all(project, into, stale_only=True) == []
    po = project / "resources" / "translations" / "terminal" / "ja.po"
    later = (into / MO).stat().st_mtime + 10
    os.utime(po, (later, later))
    assert module.compile_all(project, into, stale_only=True) == [into / MO]


def test_the_po_compiler_keeps_contexts_and_plurals_and_leaves_out_fuzzy_and_untranslated(
    tmp_path: Path,
) -> None:
    module = compiler()
    po = tmp_path / "x.po"
    po.write_text(
        'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n'
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
        'msgctxt "menu"\nmsgid "Open"\nmsgstr "開く"\n\n'
        '#, fuzzy\nmsgid "Guess"\nmsgstr "推測"\n\n'
        'msgid "one line"\nmsgid_plural "{n} lines"\nmsgstr[0] "1 本"\nmsgstr[1] "{n} 本"\n\n'
        'msgid "Two "\n"parts"\nmsgstr "二つ"\n"の部分"\n\nmsgid "Untranslated"\nmsgstr ""\n',
        encoding="utf-8",
    )
    module.compile_catalogue(po, tmp_path / "out" / "x.mo")
    with (tmp_path / "out" / "x.mo").open("rb") as handle:
        small = gettext.GNUTranslations(handle)
    assert small.pgettext("menu", "Open") == "開く"
    assert small.gettext("Open") == "Open"
    assert small.gettext("Guess") == "Guess"
    assert small.ngettext("one line", "{n} lines", 1) == "1 本"
    assert small.ngettext("one line", "{n} lines", 5) == "{n} 本"
    assert small.gettext("Two parts") == "二つの部分"
    assert small.gettext("Untranslated") == "Untranslated"


@pytest.mark.processes  # lrelease
def test_a_catalogue_that_does_not_compile_is_named(tmp_path: Path) -> None:
    module = compiler()
    po = tmp_path / "bad.po"
    po.write_text('msgid "a"\nmsgstrr "b"\n', encoding="utf-8")
    with pytest.raises(module.TranslationError, match=r"bad\.po: .*keyword"):
        module.compile_catalogue(po, tmp_path / "bad.mo")
    ts = tmp_path / "bad.ts"
    ts.write_text("<TS><context><name>x</name><message>", encoding="utf-8")
    with pytest.raises(module.TranslationError, match=r"bad\.ts: lrelease failed"):
        module.compile_catalogue(ts, tmp_path / "bad.qm")
    with pytest.raises(module.TranslationError, match=r"notes\.txt: not a \.ts or \.po"):
        module.compile_catalogue(tmp_path / "notes.txt", tmp_path / "notes.qm")


# -- the wheel and the bundle ---------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.processes  # git, pip and the build
def test_a_wheel_built_from_a_clean_clone_speaks_japanese(tmp_path: Path) -> None:
    """The repository's committed state, as CI has it: no compiled catalogue in the tree, and
    pip's own isolated build (the build requirements of pyproject.toml), as `python -m build`
    in scripts/bundle.sh."""
    clone, wheels = tmp_path / "clone", tmp_path / "wheels"
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True, timeout=300)
    assert not [p for p in clone.rglob("*") if p.suffix in (".qm", ".mo")]
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--wheel-dir", str(wheels), "."],
        cwd=clone,
        env=env,
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    (wheel,) = wheels.glob("hyperrow-*.whl")
    unpacked = tmp_path / "unpacked"
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        assert sorted(n for n in names if n.endswith((".qm", ".mo"))) == COMPILED
        archive.extractall(unpacked, members=[QM, MO])
    assert_speaks_japanese(unpacked / QM, unpacked / MO, clone)


@pytest.mark.slow
def test_the_packaging_build_compiles_the_catalogues_from_the_sdist_sources(
    built: Built, tmp_path: Path
) -> None:
    """scripts/bundle.sh builds the wheel from the sdist, which holds the catalogues' sources and
    their compiler but nothing compiled: the wheel and the bundle carry what the build made."""
    with tarfile.open(built.sdist) as sdist:
        names = [name.split("/", 1)[1] for name in sdist.getnames() if "/" in name]
    assert set(SOURCES) | {"scripts/compile_translations.py"} <= set(names)
    assert not [name for name in names if name.endswith((".qm", ".mo"))]
    with zipfile.ZipFile(built.wheel) as archive:
        names = archive.namelist()
        assert sorted(n for n in names if n.endswith((".qm", ".mo"))) == COMPILED
        archive.extractall(tmp_path, members=[QM, MO])
    assert_speaks_japanese(tmp_path / QM, tmp_path / MO, ROOT)
    inside = built.bundle / "_internal"
    assert_speaks_japanese(inside / QM, inside / MO, ROOT)
