"""The terminal game in Japanese: gettext catalogues compiled from the .po, every text of the
game translated, and moves typed with a Japanese input method (full-width digits, ，and 、)."""

from __future__ import annotations

import ast
import errno
import gettext
import json
import locale
import os
import re
import string
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from engine import PRESETS, Game, parse_cell, parse_move
from engine.ai.solver import book, book_build
from engine.ai.solver.book import connect_four_book
from engine.record import RecordProblemKind
from terminal import cli
from terminal.commands.book_command import progress_path, word_progress
from tests.support.bad_inputs import damaged_files, every_rules_problem, problem_in
from tests.support.paths import ROOT
from tests.support.processes import HYPERROW, run_to_end
from tests.support.terminal_games import play
from wording import language
from wording.play_words import os_error_text, rules_text
from wording.record_words import record_text

JA_PO = ROOT / "resources" / "translations" / "terminal" / "ja.po"
JA_MO = language.LOCALE_DIR / "ja" / "LC_MESSAGES" / "hyperrow.mo"


def po_catalogue() -> dict[str, str]:
    """ja.po's translated messages as {msgid: msgstr}, read by Babel as the build's compiler
    reads it (scripts/compile_translations.py)."""
    with JA_PO.open("rb") as handle:
        messages = read_po(handle)
    return {
        message.id: message.string
        for message in messages
        if isinstance(message.id, str)
        and isinstance(message.string, str)
        and message.id
        and message.string
        and not message.fuzzy
    }


def source_texts() -> set[str]:
    """Every literal the terminal tools (and the window's command line) pass to `_()` or mark
    with `N_()`."""
    found = set()
    for path in [
        *(ROOT / "terminal").rglob("*.py"),
        *(ROOT / "wording").rglob("*.py"),
        ROOT / "app" / "startup" / "main.py",
    ]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("_", "N_")
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                found.add(node.args[0].value)
    return found


@pytest.fixture
def english_afterwards() -> Iterator[None]:
    """A game played in Japanese sets the language of this process; the next test wants English."""
    yield
    language.use_language("en")


def two_people_in_japanese(rules: str, lines: list[str]) -> str:
    """What a Japanese game of `rules` between two people typing `lines` shows; it ends well."""
    code, output = play(
        ["play", "--lang", "ja", "--rules", rules, "--players", "human,human"], lines
    )
    assert code == 0
    return output


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_text_of_the_terminal_game_has_a_japanese_translation() -> None:
    catalogue = po_catalogue()
    texts = source_texts()
    assert len(texts) > 30
    assert sorted(texts - set(catalogue)) == []
    for text in texts:
        assert fields(catalogue[text]) == fields(text), text
        assert re.search(r"[\u3000-\u30ff\u4e00-\u9fff]", catalogue[text]) or not re.search(
            r"[A-Za-z]{3,}", re.sub(r"\{\w+\}|hyperrow", "", text)
        ), text


def test_the_compiled_catalogue_is_fresh_and_reads_back_through_gettext() -> None:
    assert JA_MO.exists(), "run scripts/setup.sh: it compiles the .po"
    assert JA_MO.stat().st_mtime >= JA_PO.stat().st_mtime, "run scripts/setup.sh again"
    entries = po_catalogue()
    assert len(entries) > 30
    with JA_MO.open("rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    for source, translation in entries.items():
        assert compiled.gettext(source) == translation


@pytest.mark.usefixtures("english_afterwards")
def test_a_game_in_japanese_typed_with_a_japanese_input_method() -> None:
    lines = ["１，１", "１、１", "２，１", "ｕ", "２、１", "１，２", "２ ２", "１，３"]
    output = two_people_in_japanese("tic-tac-toe", lines)
    assert "hyperrow - 三目並べ: 3×3、3 目並べ" in output
    assert "h でヘルプ、q で終了します" in output
    assert "第1手、X (プレイヤー1) の番" in output
    assert "打てません: 1,1 にはプレイヤー1 の石があります" in output
    assert "2,1 を待ったしました。" in output
    assert "第5手で X (プレイヤー1) の勝ちです。ラインは 1,1 1,2 1,3。" in output
    assert "Player" not in output and "Move " not in output


def test_the_terminal_game_follows_the_system_language(monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    code, output = play(["play", "--rules", "tic-tac-toe"], ["q"])
    assert code == 0
    assert "終了します。" in output
    monkeypatch.setenv("LANG", "C.UTF-8")
    code, output = play(["play", "--rules", "tic-tac-toe"], ["q"])
    assert "Quitting." in output


@pytest.mark.parametrize(
    ("text", "cell"),
    [
        ("１，２，３", (0, 1, 2)),
        ("１、２、３", (0, 1, 2)),
        ("１　２　３", (0, 1, 2)),
        ("1，2,3", (0, 1, 2)),
    ],
)
def test_full_width_digits_and_japanese_commas_read_as_a_cell(
    text: str, cell: tuple[int, ...]
) -> None:
    assert parse_cell(text, PRESETS["qubic"]) == cell


def test_a_japanese_column_drops_the_stone() -> None:
    game = Game(PRESETS["connect-four"])
    assert parse_move("４", game) == (3, 0)


@pytest.mark.usefixtures("english_afterwards")
def test_typing_mistakes_are_explained_in_japanese() -> None:
    lines = ["9,1,1", "a,1,1", "1,2", "q"]
    output = two_people_in_japanese("qubic", lines)
    assert "打てません: 「9,1,1」: x = 9 は範囲外です (1 から 4 まで)。" in output
    assert "打てません: 「a,1,1」: 「a」は整数ではありません。" in output
    assert "「1,2」には数が 2 個あります。4×4×4 の盤の x,y,z の 3 つの数" in output


COMMANDS = (
    ["--help"],
    ["play", "--help"],
    ["match", "--help"],
    ["relay", "--help"],
    ["book", "--help"],
    ["stats", "--help"],
)
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
ENGLISH_PHRASE = re.compile(r"\b[a-z]{3,} [a-z]{2,} [a-z]{3,}\b")
"""Three English words in a row: a sentence left in English (option names, metavars and the
comma-separated lists of presets and levels do not look like this)."""


def help_text(command: list[str], lang: str) -> str:
    env = {**os.environ, "LANG": lang, "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}
    done = run_to_end([str(HYPERROW), *command], env, 120)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.processes
@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_every_help_text_of_the_command_line_is_japanese_on_a_japanese_system(
    command: list[str],
) -> None:
    japanese = help_text(command, "ja_JP.UTF-8")
    assert japanese.startswith("使い方: hyperrow")
    assert "オプション:" in japanese and "このヘルプを表示して終了する" in japanese
    assert ENGLISH_PHRASE.findall(japanese) == []
    english = help_text(command, "C.UTF-8")
    assert english.startswith("usage: hyperrow") and "show this help message and exit" in english
    assert ENGLISH_PHRASE.findall(english)  # the check above can find English


@pytest.mark.processes
@pytest.mark.parametrize(
    ("command", "system", "asked"),
    [
        (["--help"], "C.UTF-8", "ja"),
        (["--help"], "ja_JP.UTF-8", "en"),
        (["play", "--help"], "C.UTF-8", "ja"),
        (["play", "--help"], "ja_JP.UTF-8", "en"),
    ],
)
def test_help_speaks_the_language_lang_asks_for(
    command: list[str], system: str, asked: str
) -> None:
    text = help_text([*command[:-1], "--lang", asked, command[-1]], system)
    if asked == "ja":
        assert text.startswith("使い方: hyperrow") and "オプション:" in text
        assert ENGLISH_PHRASE.findall(text) == []
    else:
        assert text.startswith("usage: hyperrow") and "show this help message and exit" in text
        assert ENGLISH_PHRASE.findall(text)


@pytest.mark.usefixtures("english_afterwards")
def test_lang_asks_for_its_language_for_the_options_only(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert cli.main(["play", "--lang", "ja", "--help"]) == 0
    assert capsys.readouterr().out.startswith("使い方: hyperrow play")
    assert "LANGUAGE" not in os.environ  # put back as it was
    assert cli.main(["play", "--help"]) == 0
    assert capsys.readouterr().out.startswith("usage: hyperrow play")
    monkeypatch.setenv("LANGUAGE", "ja")
    assert cli.main(["play", "--lang=en", "--help"]) == 0
    assert capsys.readouterr().out.startswith("usage: hyperrow play")
    assert os.environ["LANGUAGE"] == "ja"


@pytest.mark.processes
def test_a_mistyped_option_is_explained_in_japanese() -> None:
    env = {**os.environ, "LANG": "ja_JP.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}
    done = run_to_end([str(HYPERROW), "play", "--rules", "nope"], env, 120)
    assert done.returncode == 2
    assert "hyperrow play: エラー: 引数 --rules: 'nope' は選べません (選べるもの: " in done.stderr
    done = run_to_end([str(HYPERROW), "--data-dir", str(JA_PO)], env, 120)
    assert done.returncode == 2
    assert done.stderr == f"hyperrow: --data-dir {JA_PO}: フォルダーではありません\n"


def japanese_run(args: list[str]) -> tuple[int, str]:
    """Exit code and everything `hyperrow ARGS` printed, on a Japanese system."""
    env = {**os.environ, "LANG": "ja_JP.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}
    done = run_to_end([str(HYPERROW), *args], env, 120)
    return done.returncode, done.stdout + done.stderr


@pytest.mark.processes
def test_building_the_opening_book_speaks_japanese(tmp_path: Path) -> None:
    # A build of the 1-stone book that goes on from a checkpoint holding every position, with
    # the shipped book's results: the same lines as a long build, without its solving.
    shipped = connect_four_book()
    assert shipped is not None
    leaves = book_build.positions(7, 6, 4, 1)[1]
    output = tmp_path / "c4.book"
    lines = [json.dumps({"width": 7, "height": 6, "k": 4, "plies": 1})]
    for key, (current, mask) in leaves.items():
        entry = shipped.entry(current, mask)
        assert entry is not None
        column = -1 if entry.column is None else entry.column
        lines.append(f"{key} {entry.result} {column} 1.5")
    progress_path(output, 1).write_text("\n".join(lines) + "\n")
    code, said = japanese_run(["book", "connect-four", "--plies", "1", "--output", str(output)])
    assert code == 0, said
    count = len(leaves)
    assert f"hyperrow book: 続きから: {count} 局面のうち {count} 局面は解析済みです\n" in said
    assert (
        f"石 1 個までの {count + 1} 局面、" in said
        and f"バイトを {output} に書き込みました" in said
    )
    assert ENGLISH_PHRASE.findall(said) == []
    built = book.loads(output.read_bytes())
    for key, (current, mask) in [(0, (0, 0)), *leaves.items()]:
        mine, theirs = built.entry(current, mask), shipped.entry(current, mask)
        assert mine is not None and theirs is not None, key
        assert (mine.result, mine.column) == (theirs.result, theirs.column), key
    assert not progress_path(output, 1).exists()
    # A checkpoint of another build, then a damaged one: refused in Japanese, nothing written.
    output.unlink()
    progress_path(output, 1).write_text(lines[0].replace('"plies": 1', '"plies": 2') + "\n")
    code, said = japanese_run(["book", "connect-four", "--plies", "1", "--output", str(output)])
    assert code == 2
    assert "別の定跡作成の途中経過です" in said and "これが属する定跡を作成してください" in said
    progress_path(output, 1).write_text(lines[0] + "\n12 1 x\n")
    code, said = japanese_run(["book", "connect-four", "--plies", "1", "--output", str(output)])
    assert code == 2
    assert "2 行目が壊れています: '12 1 x'" in said
    assert ENGLISH_PHRASE.findall(said) == [] and not output.exists()


@pytest.mark.usefixtures("english_afterwards")
def test_the_progress_of_a_book_build_is_worded_in_the_language_in_use() -> None:
    progress = book_build.BuildProgress(3, 4, 1, 2.4)
    language.use_language("ja")
    assert word_progress(progress) == "石 1 個の局面を 3/4 解析しました (今回 2 秒)"
    language.use_language("en")
    assert (
        word_progress(progress)
        == progress.describe()
        == "3/4 1-stone positions solved, 2 s this run"
    )


@pytest.mark.usefixtures("english_afterwards")
def test_every_rules_problem_is_worded_in_english_and_japanese() -> None:
    problems = every_rules_problem()
    language.use_language("en")
    for problem in problems:
        assert rules_text(problem) == problem.describe()
    language.use_language("ja")
    for problem in problems:
        japanese = rules_text(problem)
        assert JAPANESE.search(japanese), japanese
        assert ENGLISH_PHRASE.findall(japanese) == [], japanese


@pytest.fixture
def english_system() -> Iterator[None]:
    """The C library's messages in English, as on an English system: an unreadable file's
    problem quotes the system's own words (strerror), which follow LC_MESSAGES, and a window
    test earlier in the run may have left the process in another language."""
    before = locale.setlocale(locale.LC_MESSAGES)
    locale.setlocale(locale.LC_MESSAGES, "C")
    try:
        yield
    finally:
        locale.setlocale(locale.LC_MESSAGES, before)


@pytest.mark.usefixtures("english_afterwards", "english_system")
def test_every_problem_of_a_game_file_is_worded_in_english_and_japanese(tmp_path: Path) -> None:
    errors = [problem_in(path) for path in damaged_files(tmp_path).values()]
    assert {error.problem.kind for error in errors} == set(RecordProblemKind)
    language.use_language("en")
    for error in errors:
        assert record_text(error.problem) == str(error)
    language.use_language("ja")
    for error in errors:
        japanese = record_text(error.problem)
        assert JAPANESE.search(japanese), japanese
        assert ENGLISH_PHRASE.findall(japanese) == [], japanese


@pytest.mark.processes
def test_a_damaged_file_is_explained_in_japanese(tmp_path: Path) -> None:
    path = damaged_files(tmp_path)[RecordProblemKind.OFF_BOARD]
    code, said = japanese_run(["play", "--load", str(path)])
    assert code == 2
    assert said == (
        f"hyperrow play: {path}: hyperrow で開ける対局ではありません: "
        "moves[1] (2 手目): マス 5,1,1 は 4×4×4 の盤の外です (マスは 1 から数えます)\n"
    )
    code, said = japanese_run(["play", "--shape", "4x8x13x18", "--k", "2"])
    assert code == 2
    assert said == (
        "hyperrow play: k: 4×8×13×18 の盤で 2 目並べにするとラインが 207,896 本になり、"
        "上限の 200,000 本を超えます\n"
    )


SYSTEM_ERRORS = [
    errno.ENOENT,
    errno.EACCES,
    errno.EPERM,
    errno.ENOTDIR,
    errno.ELOOP,
    errno.ENAMETOOLONG,
    errno.EIO,
    errno.ENOSPC,
    errno.EDQUOT,
    errno.EROFS,
    errno.EISDIR,
    errno.EADDRINUSE,
    errno.EADDRNOTAVAIL,
]


@pytest.mark.parametrize("number", SYSTEM_ERRORS, ids=errno.errorcode.get)
def test_the_system_errors_players_meet_are_said_in_the_language_in_use(number: int) -> None:
    error = OSError(number, os.strerror(number))
    language.use_language("en")
    assert os_error_text(error) == os.strerror(number)  # the system's own words in English
    language.use_language("ja")
    japanese = os_error_text(error)
    assert JAPANESE.search(japanese) and not ENGLISH_PHRASE.findall(japanese), japanese
    # An error outside the table is quoted as the system says it.
    assert os_error_text(OSError(errno.EXDEV, "Invalid cross-device link")) == (
        "Invalid cross-device link"
    )


@pytest.mark.processes
def test_a_failing_autosave_says_why_in_japanese(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    env = {**os.environ, "LANG": "ja_JP.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}
    done = run_to_end(
        [str(HYPERROW), "play", "--data-dir", str(blocker / "data"), "--rules", "tic-tac-toe",
         "--players", "human,human"],
        env, 120, stdin="1,1\nq\n\n",
    )  # fmt: skip
    said = done.stdout + done.stderr
    assert "自動保存に失敗しました" in said, said
    assert "途中にフォルダーでないものがあります" in said, said
    assert "Not a directory" not in said
