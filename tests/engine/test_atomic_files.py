"""Every file the engine keeps is written whole or not at all (engine.atomic_files): the new
file and its folder are flushed to disk before a save returns, and a write that fails (a full
disk) leaves the old file as it was and no temporary file behind."""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from engine import PRESETS, Game, record
from engine.ai.proof import strategy_book
from engine.ai.solver import book, book_build
from engine.atomic_files import write_bytes_atomic, write_text_atomic
from engine.puzzles.pack import save_pack
from engine.puzzles.progress import PuzzleRecord, save_record
from engine.scoreboard import Scoreboard, save_scoreboard
from tests.support.books import SAMPLE, SMALL, SMALL_PLIES

Save = Callable[[Path], None]


def _game_file(path: Path) -> None:
    record.save(Game(PRESETS["qubic"]), path)


def _solver_book(path: Path) -> None:
    book.save(book_build.build(SMALL, SMALL_PLIES), path)


def _puzzle_record(path: Path) -> None:
    save_record(path.parent, PuzzleRecord())


SAVES: dict[str, tuple[str, Save]] = {
    "text": ("kept.txt", lambda path: write_text_atomic(path, "ありがとう\n")),
    "bytes": ("kept.bin", lambda path: write_bytes_atomic(path, b"\x00\xff")),
    "game file": ("game.hyperrow", _game_file),
    "strategy book": ("cube.book", lambda path: strategy_book.save(SAMPLE, path)),
    "solver book": ("small.book", _solver_book),
    "puzzle pack": ("pack.json", lambda path: save_pack(path, "qubic", [])),
    "puzzle record": ("puzzles.json", _puzzle_record),
    "statistics": ("statistics.json", lambda path: save_scoreboard(path, Scoreboard())),
}


def _synced_inodes(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """The (device, inode) of each file or folder os.fsync is called on from now on."""
    synced: list[tuple[int, int]] = []
    real = os.fsync

    def fsync(fd: int) -> None:
        info = os.fstat(fd)
        synced.append((info.st_dev, info.st_ino))
        real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    return synced


@pytest.fixture(params=SAVES)
def saving(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[Path, Save]:
    """Where one of the writers keeps its file (in a folder of its own), and the writer."""
    name, save = SAVES[request.param]
    return tmp_path / name, save


def test_a_save_flushes_the_file_and_its_folder(
    saving: tuple[Path, Save], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, save = saving
    synced = _synced_inodes(monkeypatch)
    save(path)
    file, folder = path.stat(), tmp_path.stat()
    assert (file.st_dev, file.st_ino) in synced
    assert (folder.st_dev, folder.st_ino) in synced
    assert stat.S_IMODE(file.st_mode) == 0o644
    assert list(tmp_path.iterdir()) == [path]


def test_a_save_on_a_full_disk_keeps_the_old_file(
    saving: tuple[Path, Save], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, save = saving
    path.write_bytes(b"the old file")
    path.chmod(0o600)

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError, match="No space left on device"):
        save(path)
    assert path.read_bytes() == b"the old file"
    assert list(tmp_path.iterdir()) == [path]
    monkeypatch.undo()
    save(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600  # a replaced file keeps its mode
