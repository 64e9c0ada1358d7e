"""`hyperrow stats`: the window's record of games as a table, in English and in Japanese, a
folder with no games, and a damaged file said without touching it."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import PRESETS, Rules
from engine.players import PlayerInfo, SeatKind
from engine.scoreboard import Scoreboard, save_scoreboard, statistics_path
from terminal import cli
from wording import language

ME = PlayerInfo("Me", SeatKind.HUMAN)


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    language.use_language("en")


def stats(*options: str) -> tuple[int, str]:
    out = io.StringIO()
    code = cli.main(["stats", *options], stdout=out)
    return code, out.getvalue()


def kept_games(folder: Path) -> Path:
    board = Scoreboard()
    games = [
        (PRESETS["qubic"], (ME, PlayerInfo("CPU 2", SeatKind.CPU, "hard")), (0,)),
        (PRESETS["qubic"], (ME, PlayerInfo("CPU 2", SeatKind.CPU, "hard")), (1,)),
        (PRESETS["qubic"], (ME, PlayerInfo("CPU 2", SeatKind.CPU, "hard")), (1,)),
        (PRESETS["connect-four"], (ME, PlayerInfo("Ann", SeatKind.REMOTE)), ()),
        (PRESETS["tic-tac-toe"], (ME, PlayerInfo("Bo", SeatKind.HUMAN)), (0,)),
        (Rules((5, 5), 4), (ME, PlayerInfo("CPU 2", SeatKind.CPU, "easy")), (0,)),
    ]
    for number, (rules, seats, winners) in enumerate(games):
        board.count(str(number), rules, seats, winners)
    folder.mkdir()
    save_scoreboard(statistics_path(folder), board)
    return statistics_path(folder)


def test_the_statistics_in_english(tmp_path: Path) -> None:
    path = kept_games(tmp_path / "data")
    assert stats("--data-dir", str(tmp_path / "data"), "--lang", "en") == (
        0,
        f"Your games, kept in {path}:\n\n"
        "board         opponent                 wins  draws  losses\n"
        "Tic-tac-toe   people at this computer     1      0       0\n"
        "Connect Four  people over the network     0      1       0\n"
        "Qubic         CPU, hard                   1      0       2\n"
        "custom board  CPU, easy                   1      0       0\n",
    )


def test_the_statistics_in_japanese_line_up(tmp_path: Path) -> None:
    path = kept_games(tmp_path / "data")
    code, text = stats("--data-dir", str(tmp_path / "data"), "--lang", "ja")
    assert code == 0
    assert text.splitlines() == [
        f"あなたの戦績 ({path} に保存):",
        "",
        "盤            相手                    勝ち  引き分け  負け",
        "三目並べ      このコンピューターの人     1         0     0",
        "四目並べ      ネットワーク越しの人       0         1     0",
        "立体四目並べ  CPU(強さ: 上級)            1         0     2",
        "カスタム盤    CPU(強さ: 初級)            1         0     0",
    ]


def test_no_games_yet_and_a_damaged_file(tmp_path: Path) -> None:
    assert stats("--data-dir", str(tmp_path)) == (0, "No game has been finished yet.\n")
    damaged = statistics_path(tmp_path)
    damaged.write_text("{", encoding="utf-8")
    code, text = stats("--data-dir", str(tmp_path), "--lang", "ja")
    assert code == 1
    assert text.startswith(f"hyperrow stats: 戦績のファイル {damaged} を読めません (not JSON")
    assert damaged.read_text(encoding="utf-8") == "{"  # the terminal only reads
