"""When games cannot be kept (issue 13): a data folder that cannot be written, an autosave that
fails (a full disk, injected as the OSError it raises), a log file on a full disk. The window
starts and plays, says so until it changes, asks before losing moves, and a relaunch brings back
every move that was saved."""

from __future__ import annotations

import errno
import logging
import os
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QStandardPaths

import engine.in_play.autosave
from app.model.data.data_folder import LogFile
from app.model.session.notices import StorageFailure, StorageKind
from app.widgets.words.window_words import storage_text
from engine import PRESETS, Game, record
from engine.in_play.seats import human
from engine.installation import default_data_dir
from tests.support.processes import assert_ran_cleanly, run_to_end
from tests.support.programs.language_walk import is_japanese_or_neutral
from tests.support.window_languages import speaking
from tests.support.windows import Dialogs, OpenWindow

QUBIC = PRESETS["qubic"]
PEOPLE = (human(1), human(2))
MOVES = [(0, 0, 0), (1, 1, 1), (2, 2, 2), (3, 3, 0), (0, 1, 2), (2, 0, 1), (3, 0, 3)]


class FullDisk:
    """Makes every autosave fail with ENOSPC while `full` is set."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = False
        self.failures = 0
        real = engine.in_play.autosave.write_text_atomic

        def write(path: Path, text: str) -> None:
            if self.full:
                self.failures += 1
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
            real(path, text)

        monkeypatch.setattr(engine.in_play.autosave, "write_text_atomic", write)


def test_an_unwritable_data_folder_still_starts_plays_and_says_so_once(
    dialogs: Dialogs, open_window: OpenWindow, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way")
    window = open_window(data_dir=blocker / "data", game=Game(QUBIC), players=PEOPLE)
    label = window.status.storage_label
    assert label.isVisibleTo(window)
    assert label.text() == (
        f"Games will not be kept: the data folder {blocker / 'data'} cannot be written "
        "(Not a directory). File → Save As keeps a game."
    )
    problems: list[str] = []
    window.session.problem.connect(problems.append)
    for cell in MOVES[:3]:
        assert window.session.play(cell)
    assert window.session.game.ply == 3 and problems == []
    assert label.isVisibleTo(window)
    logging.getLogger("hyperrow.test").warning("a line for the log")
    err = capfd.readouterr().err
    assert "a line for the log" in err  # the log went to stderr
    assert "Traceback" not in err and "Logging error" not in err
    # Closing would lose the moves: it asks, and Cancel keeps the window open.
    dialogs.answer = dialogs.answer.Cancel
    assert not window.close()
    assert dialogs.titles() == ["Moves not kept"]
    dialogs.answer = dialogs.answer.Discard
    assert window.close()


@pytest.mark.slow
@pytest.mark.processes
def test_the_real_app_starts_on_an_unwritable_data_folder(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way")
    shot = tmp_path / "shot.png"
    done = run_to_end(
        [sys.executable, "-m", "app", "--data-dir", blocker / "data", "--screenshot", shot]
    )
    assert_ran_cleanly(done)
    assert shot.exists()


def test_a_failing_autosave_shows_until_it_works_and_closing_asks_where_to_save(
    dialogs: Dialogs,
    open_window: OpenWindow,
    data_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
) -> None:
    tmp_path = data_dir.parent
    disk = FullDisk(monkeypatch)
    window = open_window(game=Game(QUBIC), players=PEOPLE)
    session, label = window.session, window.status.storage_label
    problems: list[str] = []
    states: list[StorageFailure | None] = []
    session.problem.connect(problems.append)
    session.file.autosave.state_changed.connect(states.append)
    session.play(MOVES[0])
    session.play(MOVES[1])
    disk.full = True
    for cell in MOVES[2:5]:
        session.play(cell)
        # Shown after every failed move, not a passing message.
        assert label.isVisibleTo(window)
        assert "No space left on device" in label.text()
    assert disk.failures == 3 and len(states) == 1 and problems == []
    disk.full = False
    session.play(MOVES[5])
    assert not label.isVisibleTo(window) and states[-1] is None
    assert record.load(data_dir / "current.hyperrow").moves == tuple(MOVES[:6])
    disk.full = True
    session.play(MOVES[6])
    assert label.isVisibleTo(window)
    err = capfd.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    # Closing now would lose the seventh move: the window asks, and saves where it is told.
    rescued = tmp_path / "rescued.hyperrow"
    dialogs.answer = dialogs.answer.Save
    dialogs.save_path = str(rescued)
    assert window.close()
    assert dialogs.titles() == ["Moves not kept"]
    assert record.load(rescued).moves == tuple(MOVES)
    # A relaunch brings back every move that was saved: all seven, from the file.
    disk.full = False
    again = open_window()
    assert again.session.game.moves == tuple(MOVES)
    assert again.session.file.path == rescued.resolve()


def test_a_relaunch_restores_every_autosaved_move(
    dialogs: Dialogs, open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk = FullDisk(monkeypatch)
    window = open_window(game=Game(QUBIC), players=PEOPLE)
    for number, cell in enumerate(MOVES):
        disk.full = number in (2, 3)  # two moves fail, the later ones succeed
        window.session.play(cell)
    assert not window.session.unkept()
    assert window.close()
    assert dialogs.messages == []  # nothing was at risk: no question
    again = open_window()
    assert again.session.game.moves == tuple(MOVES)


def test_a_log_file_on_a_full_disk_writes_one_line_to_stderr(
    capfd: pytest.CaptureFixture[str],
) -> None:
    handler = LogFile("/dev/full", delay=True)  # every write fails with ENOSPC
    logger = logging.getLogger("hyperrow.full-disk-test")
    logger.addHandler(handler)
    try:
        logger.warning("autosave failed")
    finally:
        logger.removeHandler(handler)
        handler.close()
    err = capfd.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    assert "hyperrow: cannot write the log" in err and "WARNING: autosave failed" in err


def test_the_terminal_game_keeps_its_autosave_in_the_windows_data_folder(
    qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    QCoreApplication.setApplicationName("hyperrow")
    QCoreApplication.setOrganizationName("hyperrow")
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert Path(location) == default_data_dir()


def test_a_game_that_cannot_be_saved_says_where_and_why_and_stays(
    dialogs: Dialogs, open_window: OpenWindow, tmp_path: Path
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way")
    window = open_window(game=Game(QUBIC), players=PEOPLE)
    for cell in MOVES[:3]:
        window.session.play(cell)
    target = blocker / "game.hyperrow"
    dialogs.save_path = str(target)
    assert not window.files.save_as()
    assert dialogs.messages == [
        (
            "warning",
            "Cannot save the game",
            f"The game cannot be saved in {target}:\n\nNot a directory",
        )
    ]
    session = window.session
    assert (
        list(session.game.moves) == MOVES[:3] and session.file.dirty and session.file.path is None
    )
    dialogs.save_path = str(tmp_path / "game.hyperrow")
    assert window.files.save_as()
    assert list(record.load_record(tmp_path / "game.hyperrow").game.moves) == MOVES[:3]


def test_every_storage_text_is_in_japanese(
    dialogs: Dialogs, open_window: OpenWindow, tmp_path: Path
) -> None:
    """The system's words too: a full disk reads 「ディスクの空き容量がありません」, not English."""
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way")
    with speaking("ja"):
        window = open_window(data_dir=blocker / "data", game=Game(QUBIC), players=PEOPLE)
        texts = [window.status.storage_label.text()]
        for number in (errno.ENOSPC, errno.EDQUOT, errno.EROFS, errno.EACCES, errno.EIO):
            failure = StorageFailure(StorageKind.AUTOSAVE, "/d/x", number, os.strerror(number))
            texts.append(storage_text(failure))
        dialogs.save_path = str(blocker / "game.hyperrow")
        assert not window.files.save_as()
        texts += [text for _, title, text in dialogs.messages for text in (title, text)]
    english = [text for text in texts if not is_japanese_or_neutral(text)]
    assert english == [] and len(texts) == 8
    not_a_folder = "途中にフォルダーでないものがあります"
    assert texts[0] == (
        f"対局は保存されません: データフォルダー {blocker / 'data'} に書き込めません "
        f"({not_a_folder})。「ファイル → 名前を付けて保存」で対局を保存できます。"
    )
    assert "(ディスクの空き容量がありません)" in texts[1]
    saved_in = blocker / "game.hyperrow"
    assert texts[-1] == f"棋譜を {saved_in} に保存できません:\n\n{not_a_folder}"
