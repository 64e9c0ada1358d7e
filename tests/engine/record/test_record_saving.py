"""Game files on disk: a save and a load, a failed or interrupted save that leaves the old file
whole, missing files and folders, the file's mode, and the example files that ship."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from engine import PRESETS, Game, record
from engine.players import PlayerInfo, SeatKind
from tests.support.games import random_game, same_game
from tests.support.paths import EXAMPLES

# -- saving ---------------------------------------------------------------------------------


def test_save_then_load(tmp_path: Path) -> None:
    game = random_game(PRESETS["four-d"], seed=5, moves=20, undo=3)
    path = tmp_path / "game.hyperrow"
    seats = (PlayerInfo("Ann"), PlayerInfo("Bob", SeatKind.CPU, "easy"))
    record.save(game, path, seats)
    assert same_game(record.load(path), game)
    assert record.load_record(path).players == seats
    assert [p.name for p in tmp_path.iterdir()] == ["game.hyperrow"], "no temporary file is left"


def test_a_failed_save_leaves_the_old_file_whole_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.hyperrow"
    old = random_game(PRESETS["qubic"], seed=1, moves=4)
    record.save(old, path)
    before = path.read_bytes()

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="No space left"):
        record.save(random_game(PRESETS["qubic"], seed=2, moves=30), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.hyperrow"]


def test_a_save_interrupted_while_writing_never_leaves_half_a_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.hyperrow"
    record.save(random_game(PRESETS["qubic"], seed=1, moves=4), path)
    before = path.read_bytes()
    real_fsync = os.fsync

    def crash_on_fsync(fd: int) -> None:
        # The new text is written but not yet on disk: as if the machine stopped here.
        real_fsync(fd)
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", crash_on_fsync)
    with pytest.raises(KeyboardInterrupt):
        record.save(random_game(PRESETS["qubic"], seed=2, moves=30), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.hyperrow"]


def test_save_to_a_missing_folder_raises_oserror(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        record.save(Game(PRESETS["qubic"]), tmp_path / "missing" / "game.hyperrow")


def test_load_of_a_missing_file_raises_oserror(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        record.load(tmp_path / "missing.hyperrow")


def test_dumps_refuses_a_wrong_number_of_players() -> None:
    with pytest.raises(ValueError, match="players: 1 given for a game of 2 players"):
        record.dumps(Game(PRESETS["qubic"]), [PlayerInfo("Solo")])


# -- the example files ----------------------------------------------------------------------


def test_the_example_files_load() -> None:
    files = sorted(EXAMPLES.glob("*.hyperrow"))
    assert len(files) >= 3
    for path in files:
        loaded = record.load_record(path)
        assert loaded.game.ply > 0
        assert same_game(record.loads(record.dumps(loaded.game)), loaded.game)
    won = record.load(EXAMPLES / "qubic-won.hyperrow")
    outcome = won.outcome()
    assert outcome is not None and len(outcome.winners) == 1
    opening = record.load(EXAMPLES / "connect-four-opening.hyperrow")
    assert opening.outcome() is None and opening.rules == PRESETS["connect-four"]
    tesseract = record.load(EXAMPLES / "tesseract-in-progress.hyperrow")
    assert tesseract.outcome() is None and tesseract.rules.target == 9


def test_save_gives_a_new_file_the_usual_mode_and_keeps_an_old_files_mode(
    tmp_path: Path,
) -> None:
    path = tmp_path / "game.hyperrow"
    record.save(Game(PRESETS["qubic"]), path)
    assert path.stat().st_mode & 0o777 == 0o644
    path.chmod(0o600)
    record.save(random_game(PRESETS["qubic"], seed=1, moves=3), path)
    assert path.stat().st_mode & 0o777 == 0o600
    assert record.load(path).ply == 3
