"""`hyperrow games`: the library of the data folder as a table in English and in Japanese and as
JSON, a folder with no games, a file that is no game, --rebuild, a damaged index said once, and
the words for what the library and a game code report."""

from __future__ import annotations

import errno
import io
import json
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from engine import PRESETS, Game, Rules, record
from engine.library import GameCodeError, GameLibrary, LibraryProblem, LibraryProblemKind, decode
from engine.library.game_library import INDEX_NAME
from engine.players import PlayerInfo, SeatKind
from terminal import cli
from terminal.commands.games_command import code_problem_text, problem_text
from wording import language

ME = PlayerInfo("Me")
HARD = PlayerInfo("CPU", SeatKind.CPU, "hard")
ANN = PlayerInfo("Ann", SeatKind.REMOTE)
BEGUN = datetime(2026, 11, 29, 10, 0, tzinfo=UTC)


@pytest.fixture(autouse=True)
def english_in_utc(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()
    language.use_language("en")


def games(*options: str) -> tuple[int, str]:
    out = io.StringIO()
    code = cli.main(["games", *options], stdout=out)
    return code, out.getvalue()


def played(rules: Rules, *cells: tuple[int, ...]) -> Game:
    game = Game(rules)
    for cell in cells:
        game.play(cell)
    return game


def kept_games(folder: Path) -> list[str]:
    tic = PRESETS["tic-tac-toe"]
    with GameLibrary(folder) as library:
        return [
            library.keep(text, game_id).game_id
            for game_id, text in [
                # The first player takes the left column.
                (
                    "first",
                    record.dumps(
                        played(tic, (0, 0), (1, 1), (0, 1), (2, 2), (0, 2)),
                        (ME, HARD),
                        created=BEGUN,
                    ),
                ),
                (
                    "second",
                    record.dumps(
                        played(PRESETS["connect-four"], (3, 0)),
                        (ANN, ME),
                        created=BEGUN + timedelta(hours=1),
                    ),
                ),
            ]
        ]


def test_the_games_in_english(tmp_path: Path) -> None:
    kept_games(tmp_path)
    assert games("--data-dir", str(tmp_path), "--lang", "en") == (
        0,
        f"Games kept in {tmp_path / 'games'}:\n\n"
        "game    board         players                     moves  result    created"
        "           analysis\n"
        "second  Connect Four  Ann (over the network), Me      1  going on  2026-11-29 11:00\n"
        "first   Tic-tac-toe   Me, CPU (hard)                  5  Me won    2026-11-29 10:00\n",
    )


def test_the_games_in_japanese(tmp_path: Path) -> None:
    kept_games(tmp_path)
    code, text = games("--data-dir", str(tmp_path), "--lang", "ja")
    assert code == 0
    lines = text.splitlines()
    assert lines[0] == f"{tmp_path / 'games'} に保存された対局:"
    assert lines[2].split() == ["対局", "盤", "対局者", "手数", "結果", "開始", "解析"]
    assert "四目並べ" in lines[3] and "Ann (ネットワーク)" in lines[3] and "対局中" in lines[3]
    assert "三目並べ" in lines[4] and "CPU (強さ: 上級)" in lines[4] and "Me の勝ち" in lines[4]


def test_the_games_as_json(tmp_path: Path) -> None:
    kept_games(tmp_path)
    code, text = games("--data-dir", str(tmp_path), "--json")
    assert code == 0
    data = json.loads(text)
    assert [game["id"] for game in data["games"]] == ["second", "first"]
    first = data["games"][1]
    assert first == {
        "id": "first",
        "file": str(tmp_path / "games" / "first.hyperrow"),
        "rules": {
            "preset": "tic-tac-toe",
            "shape": [3, 3],
            "k": 3,
            "gravity": None,
            "players": 2,
            "blocked": [],
            "target": 1,
        },
        "players": [
            {"name": "Me", "kind": "human", "level": None},
            {"name": "CPU", "kind": "cpu", "level": "hard"},
        ],
        "moves": 5,
        "result": {"winners": [0]},
        "created": "2026-11-29T10:00:00+00:00",
        "analysed": False,
    }
    assert data["games"][0]["result"] is None
    assert data["unreadable"] == []


def test_a_folder_with_no_games_is_said_and_not_made(tmp_path: Path) -> None:
    missing = tmp_path / "no such folder"
    assert games("--data-dir", str(missing)) == (0, f"No game is kept in {missing}.\n")
    assert not missing.exists()
    assert json.loads(games("--data-dir", str(missing), "--json")[1]) == {
        "games": [],
        "unreadable": [],
    }
    assert games("--data-dir", str(tmp_path)) == (
        0,
        f"No game is kept in {tmp_path / 'games'}.\n",
    )


def test_a_file_that_is_no_game_is_named_with_what_is_wrong(tmp_path: Path) -> None:
    kept_games(tmp_path)
    broken = tmp_path / "games" / "broken.hyperrow"
    broken.write_text('{"format": "something else"}', encoding="utf-8")
    code, text = games("--data-dir", str(tmp_path), "--lang", "ja")
    assert code == 0
    assert text.splitlines()[-1].startswith(f"{broken} は対局ではありません: ")
    data = json.loads(games("--data-dir", str(tmp_path), "--json")[1])
    assert [item["file"] for item in data["unreadable"]] == [str(broken)]
    assert len(data["games"]) == 2


def test_rebuild_and_a_damaged_index_said_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    kept_games(tmp_path)
    (tmp_path / INDEX_NAME).write_bytes(b"\0" * 4096)
    code, text = games("--data-dir", str(tmp_path), "--rebuild")
    assert code == 0
    assert text.startswith(
        f"The index of the games was made again from the files in {tmp_path / 'games'}.\n"
    )
    assert "first" in text and "second" in text
    said = capsys.readouterr().err
    assert said == (
        f"The index of the games, {tmp_path / INDEX_NAME}, was damaged: it is set aside as "
        f"{tmp_path / (INDEX_NAME + '.unreadable')} and made again from the game files.\n"
    )
    games("--data-dir", str(tmp_path))
    assert capsys.readouterr().err == ""


def test_the_library_problems_in_both_languages() -> None:
    full = LibraryProblem(LibraryProblemKind.GAME_NOT_KEPT, "/d/games/x.hyperrow", errno.ENOSPC)
    assert problem_text(full) == (
        "The game could not be kept in /d/games/x.hyperrow (No space left on device)."
    )
    language.use_language("ja")
    assert problem_text(full).startswith("対局を /d/games/x.hyperrow に保存できませんでした")
    for kind in LibraryProblemKind:
        text = problem_text(LibraryProblem(kind, "/d/x", errno.EROFS, kept_as="/d/y"))
        assert "/d/x" in text and any("\u3040" <= c <= "\u30ff" for c in text), kind


def test_a_damaged_code_is_said_with_its_place_in_both_languages() -> None:
    with pytest.raises(GameCodeError) as caught:
        decode("AQMEBA!Q")
    assert code_problem_text(caught.value.problem) == (
        "game code, character 7: this character is not one a code has (!)"
    )
    language.use_language("ja")
    assert code_problem_text(caught.value.problem) == (
        "対局コードの 7 文字目: コードに使われない文字です (!)"
    )


def test_the_help_of_games_speaks_the_system_language(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert cli.main(["games", "--help"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("使い方: hyperrow games")
    assert "対局を 1 つの JSON オブジェクトとして出力する" in text
    assert "先に対局の索引を棋譜ファイルから作り直す" in text
