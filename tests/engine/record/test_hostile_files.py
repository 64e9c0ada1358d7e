"""Files that are not games: named pipes, devices and folders are refused before anything is
read, the size cap is checked before reading, and numbers too long for `int()` get a message
for players (issue 13)."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from engine import PRESETS, Game, RecordError, record

LONG = "9" * 5000


def _bytes_read() -> int:
    """Bytes this process has read through read() calls so far (Linux /proc accounting)."""
    for line in Path("/proc/self/io").read_text().splitlines():
        if line.startswith("rchar:"):
            return int(line.split()[1])
    raise AssertionError("no rchar in /proc/self/io")


def test_a_named_pipe_is_refused_at_once_and_nothing_is_read_from_it(tmp_path: Path) -> None:
    pipe = tmp_path / "game.hyperrow"
    os.mkfifo(pipe)
    # A writer that stays open: reading the pipe would take these bytes and then wait forever.
    writer = os.open(pipe, os.O_RDWR | os.O_NONBLOCK)
    text = record.dumps(Game(PRESETS["qubic"])).encode()
    os.write(writer, text)
    errors: list[BaseException] = []

    def load() -> None:
        try:
            record.load(pipe)
        except BaseException as error:
            errors.append(error)

    thread = threading.Thread(target=load, daemon=True)
    thread.start()
    thread.join(timeout=30)
    try:
        assert not thread.is_alive(), "loading a named pipe blocked"
        assert len(errors) == 1 and isinstance(errors[0], RecordError)
        assert str(errors[0]) == "it is a named pipe, not a game file"
        # Everything written is still in the pipe: the loader did not read from it.
        assert os.read(writer, len(text) + 10) == text
    finally:
        os.close(writer)


def test_a_named_pipe_without_a_writer_does_not_block(tmp_path: Path) -> None:
    pipe = tmp_path / "lonely.hyperrow"
    os.mkfifo(pipe)
    done = threading.Event()

    def load() -> None:
        with pytest.raises(RecordError, match="named pipe"):
            record.load(pipe)
        done.set()

    thread = threading.Thread(target=load, daemon=True)
    thread.start()
    thread.join(timeout=30)
    if thread.is_alive():
        # Release the blocked open() so the test run can go on, then fail.
        os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))
    assert done.is_set()


@pytest.mark.parametrize(
    ("path", "message"),
    [("/dev/zero", "it is a device, not a game file"), ("/dev/null", "it is a device")],
)
def test_devices_are_refused_before_any_read(path: str, message: str) -> None:
    before = _bytes_read()
    with pytest.raises(RecordError, match=f"^{message}"):
        record.load_record(path)
    assert _bytes_read() - before < 4096


def test_a_folder_is_refused_as_a_folder(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match=r"^it is a folder, not a game file$"):
        record.load(tmp_path)


def test_the_size_cap_is_checked_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "sparse.hyperrow"
    with open(path, "wb") as handle:
        handle.truncate(1 << 30)  # a 1 GiB sparse file, nothing on disk
    before = _bytes_read()
    with pytest.raises(RecordError, match="larger than 10,000,000 bytes"):
        record.load(path)
    assert _bytes_read() - before < 4096


def test_a_link_to_a_game_file_still_opens(tmp_path: Path) -> None:
    game = Game(PRESETS["tic-tac-toe"])
    game.play((1, 1))
    record.save(game, tmp_path / "real.hyperrow")
    (tmp_path / "link.hyperrow").symlink_to(tmp_path / "real.hyperrow")
    assert record.load(tmp_path / "link.hyperrow").moves == ((1, 1),)


def test_a_number_too_long_for_int_is_worded_for_players() -> None:
    text = record.dumps(Game(PRESETS["qubic"]))
    bad = text.replace('"version": 1', f'"version": {LONG}')
    with pytest.raises(RecordError) as caught:
        record.loads(bad)
    message = str(caught.value)
    line = bad[: bad.index(LONG)].count("\n") + 1
    assert message == (
        f"a number of 5,000 digits at line {line}, column 14: no field of a game file is that large"
    )
    assert "sys." not in message and "int_max_str_digits" not in message


def test_a_long_number_is_located_even_after_long_digits_in_a_name() -> None:
    text = record.dumps(Game(PRESETS["qubic"])).replace("Player 1", "1" * 30)
    bad = text.replace('"k": 4', f'"k": {LONG}')
    with pytest.raises(RecordError) as caught:
        record.loads(bad)
    line = bad[: bad.index(LONG)].count("\n") + 1
    assert f"at line {line}," in str(caught.value)


def test_numbers_of_ordinary_length_still_get_the_field_message() -> None:
    text = record.dumps(Game(PRESETS["qubic"])).replace('"k": 4', '"k": 123456789012')
    with pytest.raises(
        RecordError, match=r"^rules.k: 123456789012, expected a whole number from 2 to 4$"
    ):
        record.loads(text)
