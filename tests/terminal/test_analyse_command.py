"""`hyperrow analyse FILE`: the annotated move list in English and Japanese, `--json` as one
object a program reads, `--save` keeping the analysis in the file, and bad files or options
refused with a clear message and exit code 2, never a traceback."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path

import pytest

from engine import PRESETS, Game, record
from engine.players import PlayerInfo, SeatKind
from tests.support.paths import ROOT
from tests.support.processes import run_to_end
from tests.support.terminal_games import play
from wording import language

# X takes the left column while O wanders: O's second move throws the draw away, X's fourth
# the win (a blunder each: it lets O complete a line at once, where X could have completed
# one), and X wins at the eighth move all the same.
TIC_TAC_TOE = [(0, 1), (2, 2), (0, 2), (0, 0), (1, 1), (2, 1), (1, 2), (2, 0)]

ENGLISH = """\
Analysis of Tic-tac-toe: 3×3, 3 in a row: 8 moves.
Each move shows the mover's result before → after it, proven by the opening book, the solver \
or threats (win in N: N of the winner's moves), or ~ a search estimate from -1 (a loss) to +1 \
(a win).

1. X 1,2  draw      → draw
2. O 3,3  draw      → loss in 3  Blunder: 2,2 was better
3. X 1,3  win in 3  → win in 2
4. O 1,1  loss in 2 → loss in 2
5. X 2,2  win in 2  → win in 1
6. O 3,2  loss in 1 → loss in 1
7. X 2,3  win in 1  → loss in 1  Blunder: lets O win at once; 3,1 wins at once
8. O 3,1  win in 1  → won

X (Player 1): blunders 1, mistakes 0, inaccuracies 0
O (Player 2): blunders 1, mistakes 0, inaccuracies 0
"""

JAPANESE = """\
三目並べ: 3×3、3 目並べ の棋譜の解析: 全 8 手。
各手について、手番の側の結果を打つ前 → 後で示します。定跡・完全解析・連続したリーチで証明した結果 \
(自分の N 手で勝ち: 勝つ側が打つ N 手)、または ~ 付きの探索による推定値 \
(-1 が負け、+1 が勝ち) です。

1. X 1,2  引き分け          → 引き分け
2. O 3,3  引き分け          → 相手の 3 手で負け  大悪手。2,2 が良い手でした
3. X 1,3  自分の 3 手で勝ち → 自分の 2 手で勝ち
4. O 1,1  相手の 2 手で負け → 相手の 2 手で負け
5. X 2,2  自分の 2 手で勝ち → 自分の 1 手で勝ち
6. O 3,2  相手の 1 手で負け → 相手の 1 手で負け
7. X 2,3  自分の 1 手で勝ち → 相手の 1 手で負け  大悪手。O にすぐ勝たせた。3,1 ならすぐ勝ち
8. O 3,1  自分の 1 手で勝ち → 勝ち (終局)

X (プレイヤー1): 大悪手 1、悪手 0、疑問手 0
O (プレイヤー2): 大悪手 1、悪手 0、疑問手 0
"""


@pytest.fixture
def english_afterwards() -> Iterator[None]:
    """`--lang ja` sets the language of this process; the next test wants English."""
    yield
    language.use_language("en")


def saved_game(folder: Path, moves: Sequence[tuple[int, ...]] = TIC_TAC_TOE) -> Path:
    game = Game(PRESETS["tic-tac-toe"])
    for cell in moves:
        game.play(cell)
    path = folder / "game.hyperrow"
    record.save(game, path)
    return path


def analyse(*argv: str) -> tuple[int, str]:
    return play(["analyse", *argv], [])


def test_the_annotated_move_list_in_english(tmp_path: Path) -> None:
    code, output = analyse(str(saved_game(tmp_path)), "--lang", "en")
    assert code == 0
    assert output == ENGLISH


@pytest.mark.usefixtures("english_afterwards")
def test_the_annotated_move_list_in_japanese(tmp_path: Path) -> None:
    code, output = analyse(str(saved_game(tmp_path)), "--lang", "ja")
    assert code == 0
    assert output == JAPANESE


def test_json_is_one_object_with_a_move_per_ply(tmp_path: Path) -> None:
    code, output = analyse(str(saved_game(tmp_path)), "--json")
    assert code == 0
    moves = json.loads(output)["moves"]
    assert [move["ply"] for move in moves] == list(range(1, 9))
    assert [move["cell"] for move in moves] == [list(cell) for cell in TIC_TAC_TOE]
    assert all(move["proven"] for move in moves)
    assert [move["result_before"] for move in moves] == ["draw", "draw"] + ["win", "loss"] * 2 + [
        "win",
        "win",
    ]
    assert [move["result_after"] for move in moves] == [
        "draw",
        "loss",
        "win",
        "loss",
        "win",
        "loss",
        "loss",
        "win",
    ]
    assert [move["mark"] for move in moves] == [None, "blunder"] + [None] * 4 + ["blunder", None]
    assert [move["better"] for move in moves] == [None, [1, 1]] + [None] * 4 + [[2, 0], None]
    assert moves[1]["distance_after"] == 3 and moves[7]["source_after"] == "end"


def test_save_keeps_the_analysis_and_the_next_run_shows_it(tmp_path: Path) -> None:
    path = saved_game(tmp_path)
    code, output = analyse(str(path), "--save")
    assert code == 0
    assert output.endswith(f"The analysis is kept in {path}.\n")
    kept = record.load_record(path)
    assert kept.analysis is not None and len(kept.analysis.moves) == 8
    assert kept.game.moves == tuple(TIC_TAC_TOE)
    code, output = analyse(str(path))
    assert code == 0
    assert "This is the analysis kept in the file; --again analyses the game anew." in output
    assert "2. O 3,3  draw      → loss in 3  Blunder: 2,2 was better" in output
    code, output = analyse(str(path), "--again")
    assert code == 0 and "kept in the file" not in output


def test_estimates_say_so(tmp_path: Path) -> None:
    rules = replace(PRESETS["qubic"], players=3)
    game = Game(rules)
    for cell in [(0, 0, 0), (1, 1, 1), (2, 2, 2), (3, 3, 3), (0, 1, 0), (1, 2, 1)]:
        game.play(cell)
    path = tmp_path / "three.hyperrow"
    record.save(game, path)
    code, output = analyse(str(path), "--seconds", "0.05")
    assert code == 0
    assert "the values are the search's estimates for the mover" in output
    moves = [line for line in output.splitlines() if line[:2] in {"1.", "2.", "3.", "4."}]
    assert len(moves) == 4 and all(line.count("~") == 2 for line in moves)
    assert "A (Player 3): blunders 0" in output


@pytest.mark.parametrize(
    ("contents", "message"),
    [
        (None, "cannot read it"),
        ("", "not a game hyperrow can open: the file is empty"),
        ('{"format": "hyperrow", "vers', "not a game hyperrow can open: the file is cut short"),
    ],
)
def test_unreadable_files_are_refused_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], contents: str | None, message: str
) -> None:
    path = tmp_path / "bad.hyperrow"
    if contents is not None:
        path.write_text(contents, encoding="utf-8")
    code, output = analyse(str(path))
    assert code == 2 and output == ""
    assert capsys.readouterr().err.startswith(f"hyperrow analyse: {path}: {message}")


def test_a_damaged_analysis_is_refused_naming_the_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = saved_game(tmp_path)
    assert analyse(str(path), "--save")[0] == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    data["analysis"][6]["mark"] = "mistake"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, output = analyse(str(path))
    assert code == 2 and output == ""
    assert capsys.readouterr().err == (
        f"hyperrow analyse: {path}: not a game hyperrow can open: analysis[6].mark: the "
        "analysis kept with the game does not fit its moves\n"
    )


@pytest.mark.parametrize("seconds", ["0", "-1", "nan", "inf"])
def test_a_bad_time_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], seconds: str
) -> None:
    code, _ = analyse(str(saved_game(tmp_path)), f"--seconds={seconds}")
    assert code == 2
    assert "expected a number of seconds above 0" in capsys.readouterr().err


@pytest.mark.processes
def test_the_hyperrow_command_routes_analyse_to_the_terminal(tmp_path: Path) -> None:
    path = saved_game(tmp_path)
    done = run_to_end([sys.executable, "-m", "app", "analyse", str(path), "--json"], cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert len(json.loads(done.stdout)["moves"]) == len(TIC_TAC_TOE)
    path.write_text("{}", encoding="utf-8")
    done = run_to_end([sys.executable, "-m", "app", "analyse", str(path)], cwd=ROOT)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert 'not a hyperrow game file: no "format" field' in done.stderr


def test_a_game_against_the_cpu_names_you_and_the_cpu_as_the_window_does(tmp_path: Path) -> None:
    game = Game(PRESETS["tic-tac-toe"])
    for cell in TIC_TAC_TOE:
        game.play(cell)
    path = tmp_path / "you-against-cpu.hyperrow"
    seats = [PlayerInfo("Player 1"), PlayerInfo("Player 2", SeatKind.CPU, "hard")]
    record.save(game, path, seats)
    code, output = analyse(str(path), "--lang", "en")
    assert code == 0
    assert output.endswith(
        "You (X): blunders 1, mistakes 0, inaccuracies 0\n"
        "CPU (hard, O): blunders 1, mistakes 0, inaccuracies 0\n"
    )
