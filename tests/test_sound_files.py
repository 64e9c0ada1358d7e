"""The sound effects in resources/sounds/: one small WAV for each effect the window asks for,
exactly the bytes scripts/make_sounds.py writes, with their licence stated beside them."""

from __future__ import annotations

import subprocess
import sys
import wave
from pathlib import Path

import pytest

from app.model.view.sound_cues import Effect
from tests.support.paths import ROOT

SOUNDS = ROOT / "resources" / "sounds"
LARGEST = 64 * 1024  # bytes: short effects, small enough for the wheel and the bundle


@pytest.mark.processes
def test_make_sounds_writes_the_same_bytes_as_are_committed(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "make_sounds.py"), str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    made = sorted(p.name for p in tmp_path.iterdir())
    assert made == sorted(p.name for p in SOUNDS.glob("*.wav")), done.stdout
    for name in made:
        assert (tmp_path / name).read_bytes() == (SOUNDS / name).read_bytes(), name


def test_every_effect_has_a_small_mono_wav() -> None:
    for effect in Effect:
        path = SOUNDS / f"{effect.value}.wav"
        assert path.stat().st_size <= LARGEST, path
        with wave.open(str(path)) as sound:
            assert (sound.getnchannels(), sound.getsampwidth()) == (1, 2), path
            assert 0.05 <= sound.getnframes() / sound.getframerate() <= 1.5, path
    assert sorted(p.stem for p in SOUNDS.glob("*.wav")) == sorted(e.value for e in Effect)


def test_the_licence_of_the_sounds_is_stated() -> None:
    readme = (SOUNDS / "README.md").read_text(encoding="utf-8")
    assert "CC0" in readme
    assert all(f"{effect.value}.wav" in readme for effect in Effect)
