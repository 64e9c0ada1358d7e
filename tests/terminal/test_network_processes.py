"""Network play between real `hyperrow play` processes on 127.0.0.1: a whole game, a host killed
mid-game and resumed, a spectator. Every wait is bounded (processes.WAIT_SECONDS)."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest

from engine import record
from tests.support.processes import Player, start
from tests.support.terminal_games import (
    O_WINS,
    X_WINS,
    final_moves,
    host_and_joiner,
    host_plays,
    port_of,
)


def host_on_a_relay(players: list[Player], tmp_path: Path) -> tuple[str, Player]:
    """A `hyperrow relay` process on 127.0.0.1 and a tic-tac-toe host on it: the relay's URL and
    the host."""
    relay = start(players, "--address", "127.0.0.1", "--port", "0", command="relay")
    url = relay.wait_for(r"hyperrow relay on (ws://127\.0\.0\.1:\d+)").group(1)
    host = start(
        players, "--rules", "tic-tac-toe", "--host", "0", "--relay", url,
        "--data-dir", str(tmp_path),
    )  # fmt: skip
    return url, host


@pytest.mark.slow
def test_two_processes_play_a_whole_game(players: list[Player], tmp_path: Path) -> None:
    host = start(
        players, "--rules", "tic-tac-toe", "--host", "127.0.0.1:0", "--name", "Hana",
        "--data-dir", str(tmp_path),
    )  # fmt: skip
    port = port_of(host)
    assert "Waiting for O (Player 2) to join." in host.wait_for(r"Waiting for .* to join\.\n")[0]
    finder = start(players, "--find", "127.0.0.1")
    assert finder.finish() == 0
    assert f"Hana  (Tic-tac-toe)\n  hyperrow play --join 127.0.0.1:{port}" in (finder.output)
    joiner = start(players, "--join", f"127.0.0.1:{port}", "--name", "Joe")
    joiner.type("2,1\n2,2\n")
    joiner.end_input()
    joiner.wait_for(r"You play O \(Joe\)\.")
    host_plays(host, ((1, "1,1"), (3, "1,2"), (5, "1,3")), "Hana")
    assert final_moves(host) == final_moves(joiner) == X_WINS
    assert host.finish() == 0 and joiner.finish() == 0
    line = "X (Hana) wins with move 5, the line 1,1 1,2 1,3."
    assert line in host.output and line in joiner.output
    for player in (host, joiner):
        assert len(re.findall(r"^O \(Joe\) plays 2,2$", player.output, re.M)) == 1
    saved = record.load_record(tmp_path / "network-host.hyperrow")
    assert [p.name for p in saved.players] == ["Hana", "Joe"]
    assert len(saved.game.moves) == 5


@pytest.mark.slow
def test_a_host_killed_mid_game_resumes_and_the_joiner_carries_on(
    players: list[Player], tmp_path: Path
) -> None:
    host, port, joiner = host_and_joiner(players, tmp_path)
    joiner.type("2,1\n2,2\n2,3\n")
    host_plays(host, ((1, "1,1"), (3, "1,2")))
    host.wait_for(r"Move 5, X \(Player 1\) to play: ")
    host.process.kill()  # SIGKILL: no goodbye, no last save
    host.process.wait(30)
    joiner.wait_for("Connection lost — reconnecting…")
    facts = json.loads((tmp_path / "network-host.json").read_text())
    assert facts["port"] == port and set(facts["tokens"]) == {"1"}

    again = start(players, "--resume", "--data-dir", str(tmp_path))
    assert port_of(again) == port
    lost_at = joiner.output.index("Connection lost")
    joiner.wait_for("You play O", after=lost_at)
    host_plays(again, [(5, "3,3")])
    assert final_moves(again) == final_moves(joiner) == O_WINS
    assert again.finish() == 0 and joiner.finish() == 0
    for player in (host, again, joiner):
        assert len(re.findall(r"O \(Joe\) plays 2,2$", player.output, re.M)) <= 1
    everything = host.output + again.output
    for move in O_WINS.split():
        # Played once: the restarted host never shows a move made before the kill again.
        shown = re.findall(rf"plays {move}$", everything, re.M)
        assert len(shown) == 1, move
    assert len(re.findall(r"plays 2,2$", joiner.output, re.M)) == 1
    assert record.load(tmp_path / "network-host.hyperrow").ply == 6


def test_a_spectator_sees_every_move_and_cannot_play(players: list[Player], tmp_path: Path) -> None:
    host, port, joiner = host_and_joiner(players, tmp_path)
    joiner.type("2,1\n2,2\n")
    host_plays(host, [(1, "1,1")])
    watcher = start(players, "--join", f"127.0.0.1:{port}", "--watch", "--name", "Kim")
    watcher.wait_for("Watching the game.")
    watcher.type("resign\n")
    watcher.wait_for("Refused: a spectator can only watch")
    host_plays(host, ((3, "1,2"), (5, "1,3")))
    assert final_moves(watcher) == final_moves(host) == X_WINS
    assert watcher.finish() == 0 and host.finish() == 0 and joiner.finish() == 0
    assert "to play: " not in watcher.output  # never asked to move, only told whose turn


def test_two_processes_play_through_a_relay_process(players: list[Player], tmp_path: Path) -> None:
    url, host = host_on_a_relay(players, tmp_path)
    command = host.wait_for(r"hyperrow play --join ([A-Z0-9]{8}) --relay (\S+)")
    assert command.group(2) == url
    joiner = start(players, "--join", command.group(1), "--relay", url, "--name", "Joe")
    joiner.type("2,1\n2,2\n")
    joiner.wait_for(r"You play O \(Joe\)\.")
    host_plays(host, ((1, "1,1"), (3, "1,2"), (5, "1,3")))
    assert final_moves(host) == final_moves(joiner) == X_WINS
    assert host.finish() == 0 and joiner.finish() == 0


def test_a_host_killed_on_a_relay_resumes_with_the_same_code(
    players: list[Player], tmp_path: Path
) -> None:
    url, host = host_on_a_relay(players, tmp_path)
    code = host.wait_for(r"hyperrow play --join ([A-Z0-9]{8}) --relay").group(1)
    joiner = start(players, "--join", code, "--relay", url, "--name", "Joe")
    joiner.type("2,1\n2,2\n2,3\n")
    joiner.wait_for("You play O")
    host_plays(host, ((1, "1,1"), (3, "1,2")))
    host.wait_for(r"Move 5, X \(Player 1\) to play: ")
    host.process.kill()
    host.process.wait(30)
    joiner.wait_for("Connection lost — reconnecting…")
    facts = json.loads((tmp_path / "network-host.json").read_text())
    assert facts["relay"]["code"] == code and facts["relay"]["url"] == url

    again = start(players, "--resume", "--data-dir", str(tmp_path))
    assert again.wait_for(r"hyperrow play --join ([A-Z0-9]{8}) --relay").group(1) == code
    joiner.wait_for("You play O", after=joiner.output.index("Connection lost"))
    host_plays(again, [(5, "3,3")])
    assert final_moves(again) == final_moves(joiner) == O_WINS
    assert again.finish() == 0 and joiner.finish() == 0
    everything = host.output + again.output
    for move in O_WINS.split():
        assert len(re.findall(rf"plays {move}$", everything, re.M)) == 1, move
        assert len(re.findall(rf"plays {move}$", joiner.output, re.M)) == 1, move


@pytest.mark.slow
def test_a_three_player_tesseract_with_a_remote_and_a_cpu_seat(
    players: list[Player], tmp_path: Path
) -> None:
    cells = [",".join(map(str, c)) for c in itertools.product(range(1, 4), repeat=4)]
    host, _, joiner = host_and_joiner(
        players, tmp_path, "--players", "human,remote,cpu:random", "--seed", "3", rules="tesseract"
    )
    # Each side types every cell in its own order; taken ones are refused and the next is tried.
    joiner.type("".join(c + "\n" for c in reversed(cells)))
    host.type("".join(c + "\n" for c in cells))
    moves = final_moves(host)
    assert final_moves(joiner) == moves
    assert host.finish() == 0 and joiner.finish() == 0
    saved = record.load_record(tmp_path / "network-host.hyperrow")
    assert [p.kind for p in saved.players] == ["human", "remote", "cpu"]
    assert " ".join(",".join(str(v + 1) for v in c) for c in saved.game.moves) == moves
    assert saved.game.is_over()
    assert "(Player 3, cpu random) is thinking..." in host.output
