"""One window per data folder: a second launch hands its file to the running window and
leaves; a lock left by a crashed window is taken over. Real processes, as a person starts them."""

from __future__ import annotations

import os
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtWidgets import QMessageBox

from app.startup.instance import (
    ACCEPTED,
    LOCK_NAME,
    Instance,
    decode_request,
    encode_request,
    server_name,
)
from engine import PRESETS, Game, parse_cell, record
from engine.in_play.seats import human
from tests.support.processes import HYPERROW, end_process_tree, run_to_end, wait_until
from tests.support.windows import Dialogs, OpenWindow, launch, listening

START_TIMEOUT = 60.0


@pytest.fixture
def first_window(data_dir: Path) -> Iterator[subprocess.Popen[str]]:
    process = launch("--data-dir", str(data_dir))
    try:
        wait_until(lambda: listening(data_dir), "the first window to listen", START_TIMEOUT)
        yield process
    finally:
        end_process_tree(process)


@pytest.mark.processes
def test_a_second_launch_hands_its_file_to_the_running_window_and_exits(
    first_window: subprocess.Popen[str], data_dir: Path, tmp_path: Path
) -> None:
    game = Game(PRESETS["connect-four"])
    for text in ("4,1", "4,2", "3,1"):
        game.play(parse_cell(text, game.rules))
    saved = tmp_path / "handed.hyperrow"
    record.save(game, saved)

    second = run_to_end(
        [HYPERROW, "--data-dir", data_dir, saved],
        env={**os.environ, "QT_QPA_PLATFORM": "xcb"},
        timeout=30,
    )
    assert second.returncode == 0, second.stderr
    assert "handed over" in second.stdout
    assert first_window.poll() is None  # the first window goes on

    def opened() -> bool:
        try:
            current = record.load_record(data_dir / "current.hyperrow")
        except (OSError, record.RecordError):
            return False
        return current.game.moves == game.moves

    # The running window opened the file: its autosave (the one current game) now holds it.
    wait_until(opened, "the first window to open the handed file", 30)
    assert (data_dir / LOCK_NAME).exists()


@pytest.mark.processes
def test_a_lock_left_by_a_crashed_window_is_taken_over(data_dir: Path, tmp_path: Path) -> None:
    crashed = launch("--data-dir", str(data_dir))
    wait_until(lambda: listening(data_dir), "the window to listen")
    crashed.send_signal(signal.SIGKILL)
    crashed.communicate(timeout=30)
    assert (data_dir / LOCK_NAME).exists()  # the lock and the socket file are left behind

    shot = tmp_path / "shot.png"
    again = run_to_end(
        [HYPERROW, "--data-dir", data_dir, "--screenshot", shot],
        env={**os.environ, "QT_QPA_PLATFORM": "xcb"},
    )
    assert again.returncode == 0, again.stderr
    assert "handed over" not in again.stdout
    assert shot.stat().st_size > 1000


def test_the_owner_answers_a_request_before_acting_on_it(qtbot: Any, tmp_path: Path) -> None:
    owner = Instance(tmp_path)
    assert owner.try_own()
    other = Instance(tmp_path)
    assert not other.try_own()  # one owner per data folder, even within one process
    try:
        socket = QLocalSocket()
        socket.connectToServer(server_name(tmp_path))
        assert socket.waitForConnected(2000)
        with qtbot.waitSignal(owner.file_handed) as handed:
            socket.write(QByteArray(encode_request("/games/a.hyperrow")))
            socket.flush()
        assert handed.args == ["/games/a.hyperrow"]
        socket.waitForReadyRead(2000)
        assert bytes(socket.readAll().data()) == ACCEPTED
    finally:
        owner.release()
    assert other.try_own()
    other.release()


@pytest.mark.parametrize(
    ("request_bytes", "file"),
    [
        (encode_request("/a/b.hyperrow"), "/a/b.hyperrow"),
        (encode_request(None), None),
        (b"not json\n", None),
        (b'["open"]\n', None),
        (b'{"open": 3}\n', None),
    ],
)
def test_requests_decode_to_a_file_or_nothing(request_bytes: bytes, file: str | None) -> None:
    assert decode_request(request_bytes) == file


def test_a_handed_file_asks_before_the_game_in_progress_is_lost(
    open_window: OpenWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    saved = tmp_path / "other.hyperrow"
    record.save(Game(PRESETS["tic-tac-toe"]), saved)
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    window.session.play((0, 0, 0))
    dialogs.answer = QMessageBox.StandardButton.Cancel
    window.take_handed_file(str(saved))
    assert [kind for kind, _, _ in dialogs.messages] == ["question"]
    assert window.session.rules == PRESETS["qubic"]  # kept: the player said Cancel
    dialogs.answer = QMessageBox.StandardButton.Discard
    window.take_handed_file(str(saved))
    assert window.session.rules == PRESETS["tic-tac-toe"]
    assert window.session.file.path == saved
