"""Positions the proof tests share."""

from __future__ import annotations

from engine.ai.proof.cube_symmetry import symmetries
from engine.rules import PRESETS

QUBIC_LATE = (38, 26, 63, 15, 3, 37, 48, 12, 58, 53)
"""Ten stones of Qubic (cell indices in the order played) from which the first player wins,
proven by a search of some fifty nodes with a strategy of about ten moves: a small book."""


def qubic_late() -> tuple[int, int, int]:
    """The stones of QUBIC_LATE (first player's, second's) and its canonical key."""
    first = sum(1 << c for c in QUBIC_LATE[0::2])
    second = sum(1 << c for c in QUBIC_LATE[1::2])
    return first, second, symmetries(PRESETS["qubic"]).canonical(first, second)[0]
