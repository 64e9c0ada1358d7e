"""`hyperrow export FILE`: the GIF and the PNG written and read back, the code printed and played
on with `hyperrow play --code` to the same moves, and what cannot be done refused with a clear
message in English and Japanese: a bad file, a damaged code (naming its place), a code with a
file or rules, a picture that cannot be written or held."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image, ImageSequence

from engine import PRESETS, Game, record
from engine.library.game_code import GameCodeError, decode, encode
from pictures import picture_layout
from terminal import cli
from tests.support.games import random_game
from tests.support.terminal_games import play
from wording import language


@pytest.fixture
def english_afterwards() -> Iterator[None]:
    """`--lang ja` sets the language of this process; the next test wants English."""
    yield
    language.use_language("en")


def export(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    code = cli.main(["export", *argv], stdout=out)
    return code, out.getvalue()


def saved(folder: Path, game: Game, name: str = "game.hyperrow") -> Path:
    path = folder / name
    record.save(game, path)
    return path


def test_gif_png_and_code_are_made_and_said(tmp_path: Path) -> None:
    game = random_game(PRESETS["qubic"], seed=4)
    path = saved(tmp_path, game)
    gif, png = tmp_path / "game.gif", tmp_path / "final.png"
    code, output = export(str(path), "--gif", str(gif), "--png", str(png), "--code", "--lang", "en")
    assert code == 0
    assert output == (
        f"The game is drawn in {gif}: {game.ply + 1} frames, the start and each move.\n"
        f"The final position is drawn in {png}.\n"
        f"{encode(game)}\n"
    )
    with Image.open(gif) as picture:
        assert picture.format == "GIF"
        assert sum(1 for _ in ImageSequence.Iterator(picture)) == game.ply + 1
    with Image.open(png) as picture:
        assert picture.format == "PNG"


@pytest.mark.usefixtures("english_afterwards")
def test_what_was_made_is_said_in_japanese(tmp_path: Path) -> None:
    game = random_game(PRESETS["tic-tac-toe"], seed=2)
    path = saved(tmp_path, game)
    gif, png = tmp_path / "game.gif", tmp_path / "final.png"
    code, output = export(str(path), "--gif", str(gif), "--png", str(png), "--lang", "ja")
    assert code == 0
    assert output == (
        f"{gif} に対局を書き出しました: 開始局面と各手の {game.ply + 1} コマです。\n"
        f"{png} に最終局面を書き出しました。\n"
    )


@pytest.mark.parametrize("name", ["qubic", "connect-four", "tesseract", "four-d"])
def test_the_code_of_export_plays_on_with_the_same_moves(tmp_path: Path, name: str) -> None:
    rules = PRESETS[name]
    game = random_game(rules, seed=8, moves=11)
    assert not game.is_over()
    code, output = export(str(saved(tmp_path, game)), "--code")
    assert code == 0
    (game_code,) = output.split()
    kept = tmp_path / "played.hyperrow"
    code, shown = play(
        ["play", "--code", game_code, "--players", "human,human", "--no-autosave"],
        [f"s {kept}", "q"],
    )
    assert code == 0
    assert f"Move {game.ply + 1}, " in shown
    again = record.load(kept)
    assert again.rules == rules
    assert again.moves == game.moves


def test_a_code_plays_on_from_where_it_was(tmp_path: Path) -> None:
    # X has 1,1 and 2,2, O has 1,2: X completes the diagonal after the code's moves.
    game = Game(PRESETS["tic-tac-toe"])
    for cell in [(0, 0), (0, 1), (1, 1)]:
        game.play(cell)
    code, output = play(
        ["play", "--code", encode(game), "--players", "human,human", "--no-autosave"],
        ["2,1", "3,3", "n"],
    )
    assert code == 0
    assert "X (Player 1) wins with move 5, the line 1,1 2,2 3,3." in output


def damaged(code: str) -> tuple[str, GameCodeError]:
    """`code` with a character in its second group changed, and the engine's refusal of it."""
    at = 10
    changed = code[:at] + ("A" if code[at] != "A" else "B") + code[at + 1 :]
    with pytest.raises(GameCodeError) as refused:
        decode(changed)
    return changed, refused.value


def test_a_damaged_code_is_refused_naming_its_place(
    capsys: pytest.CaptureFixture[str],
) -> None:
    changed, error = damaged(encode(random_game(PRESETS["qubic"], seed=1, moves=8)))
    problem = error.problem
    code, _ = play(["play", "--code", changed, "--no-autosave", "--lang", "en"], [])
    assert code == 2
    assert capsys.readouterr().err == (
        f"hyperrow play: game code, characters {problem.position}–{problem.end}: "
        "a character of these is mistyped\n"
    )
    assert problem.position <= 11 <= problem.end


@pytest.mark.usefixtures("english_afterwards")
def test_a_damaged_code_is_refused_naming_its_place_in_japanese(
    capsys: pytest.CaptureFixture[str],
) -> None:
    changed, error = damaged(encode(random_game(PRESETS["qubic"], seed=1, moves=8)))
    problem = error.problem
    code, _ = play(["play", "--code", changed, "--no-autosave", "--lang", "ja"], [])
    assert code == 2
    assert capsys.readouterr().err == (
        f"hyperrow play: 対局コードの {problem.position}〜{problem.end} 文字目: "
        "この中のどれかの文字が打ち間違えています\n"
    )


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--load", "game.hyperrow"], "give either --code or --load, not both"),
        (["--resume"], "give either --code or --resume, not both"),
        (["--rules", "qubic"], "--code takes the rules from the code; leave out the rule options"),
        (["--shape", "4x4"], "--code takes the rules from the code; leave out the rule options"),
        (["--blocked-centre"], "--code takes the rules from the code"),
        (["--players", "human,cpu,human"], "--players lists 3 players, the game of the code has 2"),
    ],
)
def test_a_code_with_a_file_or_rules_is_refused(
    capsys: pytest.CaptureFixture[str], options: list[str], message: str
) -> None:
    game_code = encode(random_game(PRESETS["qubic"], seed=1, moves=4))
    code, _ = play(["play", "--code", game_code, "--no-autosave", *options], [])
    assert code == 2
    assert capsys.readouterr().err.startswith(f"hyperrow play: {message}")


@pytest.mark.parametrize(
    ("contents", "message"),
    [
        (None, "cannot read it (No such file or directory)"),
        ("{}", "not a game hyperrow can open: "),
        ("not json", "not a game hyperrow can open: "),
    ],
)
def test_a_bad_file_is_refused_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], contents: str | None, message: str
) -> None:
    path = tmp_path / "game.hyperrow"
    if contents is not None:
        path.write_text(contents, encoding="utf-8")
    gif = tmp_path / "game.gif"
    code, output = export(str(path), "--gif", str(gif), "--lang", "en")
    assert code == 2 and output == ""
    assert capsys.readouterr().err.startswith(f"hyperrow export: {path}: {message}")
    assert not gif.exists()


@pytest.mark.usefixtures("english_afterwards")
def test_a_bad_file_is_refused_in_japanese(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.hyperrow"
    path.write_text("{}", encoding="utf-8")
    code, _ = export(str(path), "--code", "--lang", "ja")
    assert code == 2
    assert capsys.readouterr().err.startswith(
        f"hyperrow export: {path}: hyperrow で開ける対局ではありません: "
    )


def test_nothing_to_make_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = saved(tmp_path, random_game(PRESETS["tic-tac-toe"], seed=1))
    code, _ = export(str(path), "--lang", "en")
    assert code == 2
    assert capsys.readouterr().err == (
        "hyperrow export: say what to make of FILE: --gif OUT, --png OUT or --code\n"
    )


@pytest.mark.parametrize("option", ["--gif", "--png"])
def test_a_picture_that_cannot_be_written_is_said_with_exit_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], option: str
) -> None:
    path = saved(tmp_path, random_game(PRESETS["tic-tac-toe"], seed=1))
    out = tmp_path / "no such folder" / "picture"
    code, _ = export(str(path), option, str(out), "--lang", "en")
    assert code == 1
    assert capsys.readouterr().err == (
        f"hyperrow export: cannot write {out}: No such file or directory\n"
    )


def test_an_animation_too_long_to_hold_is_refused_with_the_most_it_can(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    game = random_game(PRESETS["gomoku"], seed=3, moves=40)
    path = saved(tmp_path, game)
    # Room for a few frames of gomoku's board only.
    monkeypatch.setattr(picture_layout, "FRAME_PIXELS", 100_000)
    with pytest.raises(picture_layout.PictureTooLarge) as refused:
        picture_layout.picture_layout(game.rules.shape, game.ply + 1)
    most = refused.value.most
    assert 0 < most < 40
    gif = tmp_path / "game.gif"
    code, _ = export(str(path), "--gif", str(gif), "--lang", "en")
    assert code == 2
    assert capsys.readouterr().err == (
        "hyperrow export: --gif: 40 moves are too many for an animation of this board "
        f"(at most {most}); --png draws the final position\n"
    )
    assert not gif.exists()
