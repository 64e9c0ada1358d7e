"""Network play at the terminal in Japanese: a host and a joiner, two real `hyperrow play --lang
ja` processes, play a whole game, offer and decline a rematch, and see every line in Japanese,
the host's refusals too (they arrive as data and are worded by the joiner)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.support.processes import Player, start

ENGLISH_PHRASE = re.compile(r"\b[A-Za-z][a-z]{2,} [a-z]{2,} [a-z]{3,}\b")
"""Three English words in a row: a sentence left in English."""


def test_a_whole_network_game_in_japanese(players: list[Player], tmp_path: Path) -> None:
    host = start(
        players, "--lang", "ja", "--rules", "tic-tac-toe", "--host", "127.0.0.1:0",
        "--name", "Hana", "--data-dir", str(tmp_path),
    )  # fmt: skip
    port = int(host.wait_for(r"hyperrow play --join 127\.0\.0\.1:(\d+)").group(1))
    host.wait_for(
        rf"127\.0\.0\.1:{port} でホストしています。"
        "参加するには、相手のマシンで次のように入力します:"
    )
    host.wait_for(r"O \(プレイヤー2\) の参加を待っています。")
    joiner = start(players, "--lang", "ja", "--join", f"127.0.0.1:{port}", "--name", "Joe")
    joiner.wait_for(r"127\.0\.0\.1:\d+ に Joe として参加しています…")
    joiner.wait_for(r"あなたは O \(Joe\) です。")
    host.wait_for("全員そろいました。")
    joiner.type("u\n")  # nothing to take back yet: the host refuses, in data, worded here
    joiner.wait_for("  断られました: 待ったできる手がありません\n")
    joiner.type("2,1\n2,2\n")
    for number, move in ((1, "1,1"), (3, "1,2"), (5, "1,3")):
        host.wait_for(rf"第{number}手、X \(Hana\) の番: ")
        host.type(move + "\n")
    for player in (host, joiner):
        player.wait_for("棋譜: 1,1 2,1 1,2 2,2 1,3")
        player.wait_for(r"もう一局か、終了か\? \(r/q\): ")
    joiner.wait_for(r"X \(Hana\) が 1,3 に打ちました")
    assert "r でもう一局を申し出るか、q で終了します。" in host.output

    joiner.type("r\n")
    joiner.wait_for("もう一局を申し出ました。返事を待っています。")
    host.wait_for(r"O \(Joe\) がもう一局を申し出ています。\n受けますか\? \(y/n\): ")
    host.type("n\n")
    for player in (host, joiner):
        player.wait_for("もう一局の申し出は断られました。")
    joiner.type("q\n")
    host.type("q\n")
    assert joiner.finish() == 0 and host.finish() == 0
    for player in (host, joiner):
        assert ENGLISH_PHRASE.findall(said_to_the_player(player.output)) == [], player.output


def said_to_the_player(output: str) -> str:
    """`output` without the network log's lines ("[ネットワーク] …"): like a log file they
    stay in English; every line said to the player is in Japanese."""
    return "\n".join(line for line in output.splitlines() if "[ネットワーク]" not in line)
