"""The terminal holds the same game in play as the window: a file's every field (each move's
level, the clock, the analysis, the seats, created) survives `hyperrow play --load F` and `s F2`,
each field checked; the clock goes on from the file's times; and every game played at the
terminal is in the library (`hyperrow games --json`), the finished one too after a rematch."""

from __future__ import annotations

import json
import re
from pathlib import Path

from engine import record
from engine.in_play import GameInPlay
from tests.support.kept_fields import same_fields, write_game_with_every_field
from tests.support.terminal_games import X_WINS, play


def test_a_file_keeps_every_field_through_a_load_and_a_save_at_the_terminal(
    tmp_path: Path,
) -> None:
    source, copy = tmp_path / "every-field.hyperrow", tmp_path / "again.hyperrow"
    kept = write_game_with_every_field(source)
    code, output = play(
        ["play", "--load", str(source), "--data-dir", str(tmp_path / "data")], [f"s {copy}", "q"]
    )
    assert code == 0, output
    assert f"Saved to {copy}." in output
    assert same_fields(kept, record.load_record(copy)) == []


def test_a_loaded_clock_goes_on_from_the_files_times(tmp_path: Path) -> None:
    source = tmp_path / "every-field.hyperrow"
    kept = write_game_with_every_field(source)
    assert kept.clock is not None
    code, output = play(["play", "--load", str(source), "--no-autosave"], ["q"])
    # X used 1.5 + 3.5 s of its minute and gained 2 s twice (59 s left, running from the
    # prompt); O 2.5 + 4.5 s, plus 2 s twice (57 s, not running).
    assert code == 0
    assert re.search(r"\[X \(Hana\) 0:5[89]\* · O \(Player 2, cpu hard\) 0:57\] Move 5", output)


def test_a_game_played_and_its_rematch_are_both_in_the_library(tmp_path: Path) -> None:
    data = tmp_path / "data"
    humans = ["--rules", "tic-tac-toe", "--players", "human,human", "--data-dir", str(data)]
    # X wins; yes to the rematch; one move of it; quit.
    code, output = play(["play", *humans], [*X_WINS.split(), "y", "2,2", "q"])
    assert code == 0, output
    code, listing = play(["games", "--data-dir", str(data), "--json"], [])
    assert code == 0, listing
    games = json.loads(listing)["games"]
    assert [game["moves"] for game in games] == [1, 5]  # newest first
    finished = games[1]
    assert finished["result"] is not None and finished["rules"]["shape"] == [3, 3]
    kept = record.load_record(Path(finished["file"]))
    assert kept.game.is_over() and kept.game.outcome() is not None
    assert kept.game.outcome().winners == (0,)  # type: ignore[union-attr]


def test_the_library_id_follows_the_game_not_the_file(tmp_path: Path) -> None:
    """A game restored or reopened keeps its one entry: its id is its creation time."""
    source = tmp_path / "every-field.hyperrow"
    kept = write_game_with_every_field(source)
    assert GameInPlay.from_record(kept).library_id == GameInPlay.from_record(kept).library_id


def test_the_library_names_the_games_seats_and_board_in_the_language_in_use(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    humans = ["--rules", "tic-tac-toe", "--players", "human,human", "--data-dir", str(data)]
    code, output = play(["play", *humans], [*X_WINS.split(), "n"])
    assert code == 0, output
    code, english = play(["games", "--data-dir", str(data)], [])
    assert "Tic-tac-toe" in english and "Player 1, Player 2" in english
    code, japanese = play(["games", "--data-dir", str(data), "--lang", "ja"], [])
    assert "三目並べ" in japanese and "プレイヤー1、プレイヤー2" in japanese
    assert "Player" not in japanese and "tic-tac-toe" not in japanese
