"""Rematch at the terminal between two real `hyperrow play` processes: after the end either side
offers a rematch, the other accepts (a new game is played to its end) or declines (the game stays
over)."""

from __future__ import annotations

from pathlib import Path

from tests.support.processes import Player, start
from tests.support.terminal_games import X_WINS, port_of


def hana_hosts_joe(players: list[Player], tmp_path: Path) -> tuple[Player, Player]:
    """Hana hosting tic-tac-toe on 127.0.0.1 and Joe joining her."""
    host = start(
        players, "--rules", "tic-tac-toe", "--host", "127.0.0.1:0", "--name", "Hana",
        "--data-dir", str(tmp_path),
    )  # fmt: skip
    return host, start(players, "--join", f"127.0.0.1:{port_of(host)}", "--name", "Joe")


def play_x_wins(host: Player, joiner: Player, *, after: int = 0, joiner_after: int = 0) -> None:
    """The host (X) takes the left column against the joiner's middle one; both see it end."""
    joiner.type("2,1\n2,2\n")
    for number, move in ((1, "1,1"), (3, "1,2"), (5, "1,3")):
        host.wait_for(rf"Move {number}, X \(Hana\) to play: ", after=after)
        host.type(move + "\n")
    for player, mark in ((host, after), (joiner, joiner_after)):
        moves = player.wait_for(r"Moves: ([0-9, ]+)\n", after=mark).group(1).strip()
        assert moves == X_WINS
        player.wait_for(r"Rematch or quit\? \(r/q\): ", after=mark)


def test_a_rematch_offered_by_the_joiner_accepted_then_one_declined(
    players: list[Player], tmp_path: Path
) -> None:
    host, joiner = hana_hosts_joe(players, tmp_path)
    joiner.wait_for(r"You play O \(Joe\)\.")
    play_x_wins(host, joiner)
    assert "Type r to offer a rematch, or q to quit." in host.output

    # The joiner offers; the host is asked and accepts; both start a new game.
    mark_host, mark_joiner = len(host.output), len(joiner.output)
    joiner.type("r\n")
    joiner.wait_for("Rematch offered; waiting for the answer.", after=mark_joiner)
    host.wait_for(r"O \(Joe\) offers a rematch\.\nAccept\? \(y/n\): ", after=mark_host)
    host.type("y\n")
    for player, mark in ((host, mark_host), (joiner, mark_joiner)):
        player.wait_for("The offer of a rematch was accepted.", after=mark)
        player.wait_for("A new game starts.", after=mark)
    play_x_wins(host, joiner, after=mark_host, joiner_after=mark_joiner)

    # The host offers this time; the joiner declines; the game stays over and both quit.
    mark_host, mark_joiner = len(host.output), len(joiner.output)
    host.type("rematch\n")
    joiner.wait_for(r"X \(Hana\) offers a rematch\.\nAccept\? \(y/n\): ", after=mark_joiner)
    joiner.type("n\n")
    for player, mark in ((host, mark_host), (joiner, mark_joiner)):
        player.wait_for("The offer of a rematch was declined.", after=mark)
    assert "A new game starts." not in host.output[mark_host:]
    joiner.type("q\n")
    host.type("q\n")
    assert joiner.finish() == 0 and host.finish() == 0
    assert joiner.output.count("A new game starts.") == 1


def test_a_rematch_before_the_end_is_refused_at_the_terminal(
    players: list[Player], tmp_path: Path
) -> None:
    host, joiner = hana_hosts_joe(players, tmp_path)
    host.wait_for(r"Move 1, X \(Hana\) to play: ")
    host.type("r\n")
    host.wait_for("A rematch comes after the end of the game.")
    joiner.type("u\n")  # nothing to take back: the host's refusal, worded at the joiner
    joiner.wait_for("  Refused: there is no move to take back\n")
    assert "offers a rematch" not in joiner.output
    host.type("q\n")
    joiner.type("q\n")
    assert host.finish() == 0
