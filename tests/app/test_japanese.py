"""Japanese throughout: the catalogue is complete and compiled, and a window started with
LANG=ja_JP.UTF-8 shows no text a person reads in English."""

from __future__ import annotations

import json
import os
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from app.startup import window_language
from tests.support.paths import ROOT
from tests.support.processes import run_to_end
from tests.support.programs.language_walk import is_japanese_or_neutral

JA_TS = ROOT / "resources" / "translations" / "hyperrow_ja.ts"


def test_every_message_of_the_japanese_catalogue_is_translated() -> None:
    messages = list(ET.parse(JA_TS).getroot().iter("message"))
    assert len(messages) > 100
    unfinished = [
        m.findtext("source")
        for m in messages
        if m.find("translation") is None
        or m.find("translation").get("type") in ("unfinished", "obsolete", "vanished")  # type: ignore[union-attr]
        or not "".join(m.find("translation").itertext()).strip()  # type: ignore[union-attr]
    ]
    assert unfinished == []


def test_placeholders_survive_translation() -> None:
    for message in ET.parse(JA_TS).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = "".join(message.find("translation").itertext())  # type: ignore[union-attr]
        for placeholder in ("%1", "%2", "%3", "%4", "%n"):
            assert (placeholder in source) == (placeholder in translation), source


def test_the_compiled_catalogue_is_not_older_than_its_source() -> None:
    compiled = window_language.TRANSLATIONS / "hyperrow_ja.qm"
    assert compiled.exists(), "run scripts/setup.sh: it compiles the .ts with pyside6-lrelease"
    assert compiled.stat().st_mtime >= JA_TS.stat().st_mtime, "run scripts/setup.sh again"


@pytest.mark.parametrize(
    ("text", "neutral"),
    [
        ("ファイル(&F)", True),
        ("3,1,2", True),
        ("w = 2 / 4", True),
        ("/home/someone/game.hyperrow", True),
        ("OK", True),
        ("&File", False),
        ("Player 1 to move", False),
        ("棋譜を開けません: created: missing", True),
        ("確かめるには <code>hyperrow book qubic --verify</code>", True),  # a command, typed as is
        ("確かめるには hyperrow book qubic", False),
        ("棋譜を開けません: the file is empty", False),
    ],
)
def test_the_walk_tells_japanese_and_neutral_texts_from_english(text: str, neutral: bool) -> None:
    assert is_japanese_or_neutral(text) is neutral


@pytest.mark.processes
@pytest.mark.slow
def test_a_window_started_in_japanese_shows_no_english(tmp_path: Path, qapp: Any) -> None:
    environment = {
        **os.environ,
        "LANG": "ja_JP.UTF-8",
        "LC_ALL": "ja_JP.UTF-8",
        "LANGUAGE": "ja",
        "QT_QPA_PLATFORM": "xcb",
    }
    result = run_to_end(
        [sys.executable, "-m", "tests.support.programs.language_walk", tmp_path / "data"],
        environment,
        300,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["locale"] == "ja_JP"
    assert report["font"] == "Noto Sans CJK JP"
    assert report["walked"] > 1000  # menus, actions, dialogs, every preset, every message
    assert report["untranslated"] == []
