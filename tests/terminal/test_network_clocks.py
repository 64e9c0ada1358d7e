"""Clocks and chat between real `hyperrow play` processes on 127.0.0.1: a flag fall ends the
game on both sides in the same words, the clock survives the host's kill -9 and --resume, chat
goes both ways as typed (never as markup), is limited and can be muted, in both languages."""

from __future__ import annotations

import json
import re
from pathlib import Path

from engine import record
from engine.clocks import TimeControl
from tests.support.processes import Player, start
from tests.support.terminal_games import host_and_joiner, host_plays

FALLEN = "X (Player 1)'s time ran out: O (Joe) wins."


def test_a_flag_fall_ends_the_game_identically_on_both_sides(
    players: list[Player], tmp_path: Path
) -> None:
    # 0.01 minutes: X's flag falls 0.6 s after Joe joins, since X never moves.
    host, _, joiner = host_and_joiner(players, tmp_path, "--clock", "0.01+0")
    host.wait_for(re.escape(FALLEN))
    joiner.wait_for(re.escape(FALLEN))
    joiner.wait_for("Rematch or quit")
    # A move typed after the flag fell is not played.
    host.type("1,1\n")
    host.wait_for(r"The game is over\.")
    assert host.finish() == 0 and joiner.finish() == 0
    assert "plays" not in host.output + joiner.output
    facts = json.loads((tmp_path / "network-host.json").read_text())
    assert facts["result"] == {"reason": "time", "winners": [1], "flagged": 0}


def test_a_flag_fall_in_japanese(players: list[Player], tmp_path: Path) -> None:
    host, _, joiner = host_and_joiner(players, tmp_path, "--clock", "0.01", "--lang", "ja")
    host.wait_for(re.escape("X (プレイヤー1) の時間切れ: O (Joe) の勝ちです。"))
    joiner.wait_for(re.escape(FALLEN))


def test_the_clock_survives_the_hosts_kill_and_resume(
    players: list[Player], tmp_path: Path
) -> None:
    host, _, joiner = host_and_joiner(players, tmp_path, "--clock", "10+30")
    joiner.type("2,1\n")
    # The prompt shows both clocks, the running one starred.
    clocks = host.wait_for(r"\[X \(Player 1\) (\d+:\d\d)\* · O \(Joe\) (\d+:\d\d)\] Move 1")
    assert clocks.group(2) == "10:00"
    host_plays(host, [(1, "1,1")])
    host.wait_for(r"Move 3, X \(Player 1\) to play: ")
    facts = json.loads((tmp_path / "network-host.json").read_text())
    assert facts["clock"]["control"] == "10+30" and len(facts["clock"]["used"]) == 2
    host.process.kill()  # SIGKILL: no goodbye, no last save
    host.process.wait(30)
    joiner.wait_for("Connection lost")
    again = start(players, "--resume", "--data-dir", str(tmp_path))
    shown = again.wait_for(r"\[X \(Player 1\) (\d+):(\d\d)\* · O \(Joe\) (\d+):(\d\d)\] Move 3")
    # Each side got its 30 seconds back per move: both are above the 10 minutes they began with.
    assert int(shown.group(1)) * 60 + int(shown.group(2)) > 600
    assert int(shown.group(3)) * 60 + int(shown.group(4)) > 600
    used = facts["clock"]["used"]
    again.type("1,2\n")
    joiner.type("2,2\n")
    again.wait_for(r"Move 5, X")
    after = json.loads((tmp_path / "network-host.json").read_text())["clock"]["used"]
    assert after[:2] == used and len(after) == 4
    # The game file keeps each move's time too.
    saved = record.load_record(tmp_path / "network-host.hyperrow")
    assert saved.clock is not None and list(saved.clock.used) == after
    assert saved.clock.control == TimeControl(10, 30)


def test_a_damaged_clock_in_the_autosave_is_refused_naming_it(
    players: list[Player], tmp_path: Path
) -> None:
    host, _, _ = host_and_joiner(players, tmp_path, "--clock", "10+5")
    host.kill()
    path = tmp_path / "network-host.json"
    facts = json.loads(path.read_text())
    facts["clock"]["used"] = ["soon"]
    path.write_text(json.dumps(facts))
    again = start(players, "--resume", "--data-dir", str(tmp_path))
    assert again.finish() == 2
    assert "network-host.json: the clock needs" in again.output


def test_chat_goes_both_ways_as_typed_is_limited_and_can_be_muted(
    players: list[Player], tmp_path: Path
) -> None:
    host, _, joiner = host_and_joiner(players, tmp_path)
    joiner.type("say <b>hi</b> &amp; <a href='x'>you</a>\n")
    line = "<Joe>: <b>hi</b> &amp; <a href='x'>you</a>"
    assert host.wait_for(re.escape(line))
    host.type("say こんにちは\x1b[31m\n")
    # The escape character is shown as a space, never sent to the terminal.
    assert joiner.wait_for(r"<Player 1>: こんにちは \[31m\n")
    joiner.type("mute\n")
    joiner.wait_for("Chat muted")
    host.type("say hidden words\n")
    host.wait_for("<Player 1>: hidden words")
    joiner.type("mute\n")
    joiner.wait_for("Chat shown again.")
    joiner.type("".join(f"say {n}\n" for n in range(6)))
    joiner.wait_for(r"Refused: too many chat messages: at most 5 in 10 seconds")
    host.wait_for("<Joe>: 3")
    assert "hidden words" not in joiner.output
    # Six lines at once pass the limit of five in ten seconds: the last is refused.
    assert "<Joe>: 5" not in host.output


def test_chat_refusals_in_japanese(players: list[Player], tmp_path: Path) -> None:
    host = start(
        players, "--rules", "tic-tac-toe", "--host", "127.0.0.1:0", "--data-dir", str(tmp_path)
    )
    port = int(host.wait_for(r"hyperrow play --join 127\.0\.0\.1:(\d+)").group(1))
    joiner = start(players, "--join", f"127.0.0.1:{port}", "--name", "Joe", "--lang", "ja")
    joiner.wait_for("Joe")
    joiner.type("say\n" + "".join(f"say {n}\n" for n in range(6)))
    joiner.wait_for("say のあとに文章を入力してください")
    joiner.wait_for("チャットの送りすぎです。10 秒に 5 件までです")
