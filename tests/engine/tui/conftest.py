"""Every terminal game of the tests keeps its autosave in a folder of its own, never in the
data folder of the person running them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.engine.tui.processes import Player


@pytest.fixture(autouse=True)
def _private_data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


@pytest.fixture
def players() -> Iterator[list[Player]]:
    """The `hyperrow play` processes a network test starts, killed if still running at its end."""
    started: list[Player] = []
    yield started
    for player in started:
        player.kill()
