"""A spectator at the terminal (real `hyperrow play` processes on 127.0.0.1): told it is
watching, never to enter a move, and after every move whose turn it is with the clocks as the
players see them before their prompt; in English and Japanese."""

from __future__ import annotations

import re
from pathlib import Path

from tests.support.processes import Player, start
from tests.support.terminal_games import final_moves, host_and_joiner, host_plays


def test_a_spectator_is_told_it_watches_whose_turn_it_is_and_the_clocks(
    players: list[Player], tmp_path: Path
) -> None:
    host, port, joiner = host_and_joiner(players, tmp_path, "--clock", "10+5")
    watcher = start(players, "--join", f"127.0.0.1:{port}", "--watch", "--name", "Kim")
    watcher.wait_for("Each move is shown as it is played. Type q to stop watching.")
    watcher.wait_for("Watching the game.")
    watcher.wait_for(
        r"\[X \(Player 1\) \d+:\d\d\* · O \(Joe\) 10:00\] Move 1: X \(Player 1\) is to move\."
    )
    joiner.type("2,1\n")
    host_plays(host, [(1, "1,1")])
    watcher.wait_for(r"X \(Player 1\) plays 1,1")
    # Joe's clock runs now (starred), as in the players' own prompts.
    watcher.wait_for(
        r"\[X \(Player 1\) \d+:\d\d · O \(Joe\) \d+:\d\d\*\] Move 2: O \(Joe\) is to move\."
    )
    host_plays(host, ((3, "1,2"),))
    joiner.type("2,2\n")
    host_plays(host, ((5, "1,3"),))
    assert final_moves(watcher) == final_moves(host)
    assert watcher.finish() == 0 and host.finish() == 0 and joiner.finish() == 0
    assert "Enter a move" not in watcher.output and "to play: " not in watcher.output
    assert not re.search(r"Move 6: ", watcher.output)  # nobody is to move once it is over


def test_a_spectator_is_told_in_japanese(players: list[Player], tmp_path: Path) -> None:
    host, port, joiner = host_and_joiner(players, tmp_path, "--clock", "10+5")
    watcher = start(
        players, "--join", f"127.0.0.1:{port}", "--watch", "--name", "Kim", "--lang", "ja"
    )
    watcher.wait_for("手は指されるたびに表示されます。q で観戦をやめます。")
    watcher.wait_for("対局を観戦しています。")
    turn = r"第1手: X \(プレイヤー1\) の番です。"
    watcher.wait_for(r"\[X \(プレイヤー1\) \d+:\d\d\* · O \(Joe\) 10:00\] " + turn)
    watcher.type("q\n")
    assert watcher.finish() == 0
    assert "手は" in watcher.output and "の形で入力" not in watcher.output
    host.kill()
    joiner.kill()
