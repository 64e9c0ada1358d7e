"""Synthesise hyperrow's sound effects into resources/sounds/ (or the folder given): short mono
16-bit WAV files made from sine tones and noise-free envelopes, so the same script always writes
the same bytes (tests/test_sound_files.py checks the committed files against it).

    python scripts/make_sounds.py [FOLDER]
"""

from __future__ import annotations

import sys
import wave
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

RATE = 22050
PEAK = 0.7  # of full scale: room for the effects to overlap without clipping
FOLDER = Path(__file__).resolve().parent.parent / "resources" / "sounds"

Wave = NDArray[np.float64]


def times(seconds: float) -> Wave:
    return np.arange(round(seconds * RATE), dtype=np.float64) / RATE


def knock(pitch: float, seconds: float, decay: float) -> Wave:
    """A struck, damped tone with two inharmonic partials: wood or stone more than a beep."""
    t = times(seconds)
    body = (
        np.sin(2 * np.pi * pitch * t)
        + 0.5 * np.sin(2 * np.pi * pitch * 2.76 * t)
        + 0.25 * np.sin(2 * np.pi * pitch * 5.4 * t)
    )
    attack = np.minimum(t / 0.002, 1.0)
    return body * attack * np.exp(-t / decay)


def bell(pitch: float, seconds: float) -> Wave:
    """A soft chime: a sine and its octave, quick attack, long fall."""
    t = times(seconds)
    tone = np.sin(2 * np.pi * pitch * t) + 0.3 * np.sin(2 * np.pi * 2 * pitch * t)
    return tone * np.minimum(t / 0.005, 1.0) * np.exp(-t / (seconds / 3))


def buzz(pitch: float, seconds: float) -> Wave:
    """A short dull buzz (odd harmonics): something refused."""
    t = times(seconds)
    tone = sum(np.sin(2 * np.pi * pitch * k * t) / k for k in (1, 3, 5, 7))
    envelope = np.minimum(t / 0.004, 1.0) * np.minimum((seconds - t) / 0.02, 1.0)
    return np.asarray(tone * envelope, dtype=np.float64)


def sequence(*parts: tuple[float, Wave]) -> Wave:
    """Sounds laid over each other, each starting `offset` seconds in."""
    length = max(round(offset * RATE) + len(part) for offset, part in parts)
    out = np.zeros(length)
    for offset, part in parts:
        start = round(offset * RATE)
        out[start : start + len(part)] += part
    return out


def note(semitones: int) -> float:
    """The pitch `semitones` above middle C."""
    return float(261.63 * 2 ** (semitones / 12))


def effects() -> dict[str, Wave]:
    """Every effect by its file name (without .wav)."""
    return {
        "placed": knock(660, 0.12, 0.025),
        "landed": sequence((0.0, knock(170, 0.18, 0.045)), (0.0, 0.4 * knock(900, 0.05, 0.008))),
        "illegal": sequence((0.0, buzz(140, 0.09)), (0.12, buzz(120, 0.11))),
        "win": sequence(*((0.11 * i, bell(note(s), 0.45)) for i, s in enumerate((0, 4, 7, 12)))),
        "loss": sequence(*((0.16 * i, bell(note(s), 0.5)) for i, s in enumerate((7, 3, 0, -5)))),
        "draw": sequence((0.0, bell(note(5), 0.4)), (0.2, bell(note(5), 0.45))),
        "joined": sequence((0.0, bell(note(12), 0.25)), (0.09, bell(note(19), 0.3))),
        "left": sequence((0.0, bell(note(19), 0.25)), (0.09, bell(note(12), 0.3))),
    }


def wav_bytes(samples: Wave) -> bytes:
    """16-bit little-endian PCM of `samples`, scaled so the loudest reaches PEAK."""
    scaled: Wave = samples / np.max(np.abs(samples)) * PEAK * 32767
    return np.round(scaled).astype("<i2").tobytes()


def write(folder: Path) -> list[Path]:
    """Write every effect into `folder`; returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, samples in effects().items():
        path = folder / f"{name}.wav"
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(wav_bytes(samples))
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write(Path(sys.argv[1]) if len(sys.argv) > 1 else FOLDER):
        print(path)
