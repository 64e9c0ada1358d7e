"""A network game's keeper (LinkKeeper, under HostKeeper and JoinKeeper): a failing write is
logged once whatever the number of moves, its mending once, and the first write that keeps the
game is told once."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from app.model.net.link_keeper import LinkKeeper
from engine.atomic_files import write_bytes_atomic


def test_a_failing_folder_is_logged_once_and_its_mending_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    folder = tmp_path / "data"
    folder.write_text("a file where the data folder should be")
    keeper = LinkKeeper(folder, "joined")

    def save() -> bool:
        write_bytes_atomic(folder / "game.hyperrow", b"the game")
        return True

    caplog.set_level(logging.INFO, logger="app.model.net.link_keeper")
    firsts = [keeper.write(save) for _ in range(5)]  # five moves while the folder is broken
    assert firsts == [False] * 5
    assert keeper.failing
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1
    assert "cannot keep the joined game" in warnings[0].getMessage()
    assert str(folder) in warnings[0].getMessage()

    folder.unlink()
    folder.mkdir()
    firsts = [keeper.write(save) for _ in range(3)]
    assert firsts == [True, False, False]  # the first write that kept it, told once
    assert keeper.failing == ""
    assert (folder / "game.hyperrow").read_bytes() == b"the game"
    mended = [r for r in caplog.records if r.levelno == logging.INFO]
    assert [r.getMessage() for r in mended] == [f"the joined game is kept in {folder} again"]


def test_a_write_that_keeps_nothing_is_not_the_first_kept(tmp_path: Path) -> None:
    keeper = LinkKeeper(tmp_path, "joined")
    assert keeper.write(lambda: False) is False  # nothing to keep yet (no seat token)
    assert keeper.write(lambda: True) is True
