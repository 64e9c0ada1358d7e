"""Where things are, for the tests: the repository, the tests' data and the shipped examples."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
"""The repository's top folder."""
DATA = ROOT / "tests" / "data"
"""Data files only the tests read."""
CONNECT4_DATA = DATA / "connect4"
"""Connect Four positions with their exact scores, one `moves score` a line (Pons' test set)."""
EXAMPLES = ROOT / "resources" / "examples"
"""The example games hyperrow ships."""
PROGRAMS = ROOT / "tests" / "support" / "programs"
"""The programs the tests run as separate processes."""
