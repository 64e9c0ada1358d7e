"""Both sides keep a network game: real `hyperrow play` processes on 127.0.0.1, each with a data
folder of its own. After a whole game, after a host's or a joiner's crash (kill -9) and resume,
every folder (the host's, the joiner's, a spectator's) holds a game file with every move once; a
joiner's `--resume` takes its seat back, and plays the game on alone, saying so, when its host is
gone for good. Nothing secret (seat tokens, the reclaim token, the invite code) is in a log. A
host on relay A joined through relay B, with Redis between them, is kept on both sides too."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine import PRESETS, Game, record
from engine.net import JoinSession, kept_host_game, kept_join_game
from engine.players import PlayerInfo, SeatKind
from tests.support.processes import Player, start
from tests.support.relays import redis_server, relay_processes, unused_port
from tests.support.terminal_games import (
    O_WINS,
    X_WINS,
    final_moves,
    host_plays,
    local_host,
    port_of,
)


def cells(moves: str) -> tuple[tuple[int, ...], ...]:
    """The moves in notation ("1,1 2,1 …") as the game's 0-based cells."""
    return tuple(tuple(int(v) - 1 for v in move.split(",")) for move in moves.split())


def kept_moves(folder: Path, name: str = kept_join_game.GAME_FILE) -> tuple[tuple[int, ...], ...]:
    return record.load(folder / name).moves


def folders(tmp_path: Path, *names: str) -> list[Path]:
    return [tmp_path / name for name in names]


def joe_joins(players: list[Player], port: int, folder: Path) -> Player:
    """A `hyperrow play --join` as Joe of the host on 127.0.0.1:`port`, keeping the game in
    `folder`."""
    return start(players, "--join", f"127.0.0.1:{port}", "--name", "Joe", "--data-dir", str(folder))


def one_move_each(
    players: list[Player], hosting: Path, joining: Path
) -> tuple[Player, int, Player]:
    """A tic-tac-toe host on 127.0.0.1 keeping its game in `hosting` and Joe joining it,
    keeping his in `joining`, after X's 1,1 and Joe's 2,1: the host, its port and Joe."""
    host, port = local_host(players, hosting)
    joiner = joe_joins(players, port, joining)
    joiner.type("2,1\n")
    host_plays(host, [(1, "1,1")])
    joiner.wait_for(r"O \(Joe\) plays 2,1\n")
    return host, port, joiner


def joiner_killed_after_a_move(
    players: list[Player], hosting: tuple[Path, str], joining: tuple[Path, str]
) -> tuple[Player, str, Player]:
    """A tic-tac-toe host and Joe joining it, each as (data folder, relay URL), and Joe killed
    (kill -9) after one move each: the host, the invite code and Joe's process."""
    host = start(
        players, "--rules", "tic-tac-toe", "--host", "0", "--relay", hosting[1],
        "--data-dir", str(hosting[0]),
    )  # fmt: skip
    code = host.wait_for(r"hyperrow play --join ([A-Z0-9]{8}) --relay").group(1)
    joiner = start(
        players, "--join", code, "--relay", joining[1], "--name", "Joe",
        "--data-dir", str(joining[0]),
    )  # fmt: skip
    joiner.type("2,1\n")
    host_plays(host, [(1, "1,1")])
    joiner.wait_for(r"O \(Joe\) plays 2,1\n")
    joiner.process.kill()
    joiner.process.wait(30)
    return host, code, joiner


def joe_resumes_and_x_wins(
    players: list[Player], host: Player, game: str, folders: tuple[Path, Path]
) -> Player:
    """Joe, killed, resumes from his folder (the second of `folders`, the host's first) to
    join `game` ("CODE on URL") again in his seat, and the game goes on to X's win, kept in
    both folders: Joe's resumed process."""
    hosting, joining = folders
    back = start(players, "--resume", "--data-dir", str(joining))
    back.wait_for(re.escape(f"Joining the game {game} again as Joe..."))
    back.wait_for(r"You play O \(Joe\)\.")
    back.type("2,2\n")
    host_plays(host, ((3, "1,2"), (5, "1,3")))
    assert final_moves(host) == final_moves(back) == X_WINS
    assert host.finish() == 0 and back.finish() == 0
    assert kept_moves(joining) == kept_moves(hosting, kept_host_game.GAME_FILE) == cells(X_WINS)
    return back


def test_after_a_whole_game_the_host_joiner_and_spectator_folders_hold_it(
    players: list[Player], tmp_path: Path
) -> None:
    hosting, joining, watching = folders(tmp_path, "host", "joiner", "spectator")
    host, port = local_host(players, hosting, "--name", "Hana")
    joiner = joe_joins(players, port, joining)
    joiner.wait_for(re.escape(f"The game is kept in {joining}."))
    joiner.wait_for(r"You play O \(Joe\)\.")
    watcher = start(
        players, "--join", f"127.0.0.1:{port}", "--watch", "--name", "Kim",
        "--data-dir", str(watching),
    )  # fmt: skip
    watcher.wait_for("Watching the game.")
    joiner.type("2,1\n2,2\n")
    host_plays(host, ((1, "1,1"), (3, "1,2"), (5, "1,3")), "Hana")
    assert final_moves(host) == final_moves(joiner) == final_moves(watcher) == X_WINS
    assert host.finish() == 0 and joiner.finish() == 0 and watcher.finish() == 0
    assert kept_moves(hosting, kept_host_game.GAME_FILE) == cells(X_WINS)
    for folder in (joining, watching):
        kept = record.load_record(folder / kept_join_game.GAME_FILE)
        assert kept.game.moves == cells(X_WINS) and kept.game.is_over()
        assert [p.name for p in kept.players] == ["Hana", "Joe"]
        # Opened anywhere, the copy is an ordinary game: nobody plays from another machine.
        assert all(p.kind == SeatKind.HUMAN for p in kept.players)
    facts = json.loads((joining / kept_join_game.NETWORK_FILE).read_text())
    assert facts["target"] == {"address": "127.0.0.1", "port": port, "relay": "", "code": ""}
    assert facts["name"] == "Joe" and facts["watch"] is False and facts["token"]
    watched = json.loads((watching / kept_join_game.NETWORK_FILE).read_text())
    assert watched["watch"] is True and watched["token"] is None


@pytest.mark.slow
def test_crashes_of_the_joiner_and_the_host_lose_nothing_on_either_side(
    players: list[Player], tmp_path: Path
) -> None:
    hosting, joining = folders(tmp_path, "host", "joiner")
    host, port, joiner = one_move_each(players, hosting, joining)
    joiner.wait_for(r"You play O \(Joe\)\.")
    host.wait_for(r"Move 3, X \(Player 1\) to play: ")
    joiner.process.kill()  # SIGKILL: no goodbye
    joiner.process.wait(30)
    assert kept_moves(joining) == cells("1,1 2,1")
    token = json.loads((joining / kept_join_game.NETWORK_FILE).read_text())["token"]
    assert json.loads((hosting / kept_host_game.NETWORK_FILE).read_text())["tokens"] == {"1": token}

    back = start(players, "--resume", "--data-dir", str(joining))
    back.wait_for(re.escape(f"Joining the game 127.0.0.1:{port} again as Joe..."))
    back.wait_for(r"You play O \(Joe\)\.")  # the same seat, by its token
    back.type("2,2\n2,3\n")
    host_plays(host, [(3, "1,2")])
    back.wait_for(r"O \(Joe\) plays 2,2\n")
    host.wait_for(r"Move 5, X \(Player 1\) to play: ")
    host.process.kill()
    host.process.wait(30)
    back.wait_for("Connection lost — reconnecting…")
    assert kept_moves(joining) == kept_moves(hosting, kept_host_game.GAME_FILE) == cells(O_WINS)[:4]

    again = start(players, "--resume", "--data-dir", str(hosting))
    assert port_of(again) == port
    back.wait_for("You play O", after=back.output.index("Connection lost"))
    host_plays(again, [(5, "3,3")])
    assert final_moves(again) == final_moves(back) == O_WINS
    assert again.finish() == 0 and back.finish() == 0
    assert kept_moves(joining) == kept_moves(hosting, kept_host_game.GAME_FILE) == cells(O_WINS)
    for move in O_WINS.split()[2:]:  # the resumed joiner shows each later move once
        assert len(re.findall(rf"plays {move}$", back.output, re.M)) == 1, move


def test_a_joiner_whose_host_is_gone_for_good_plays_on_alone(
    players: list[Player], tmp_path: Path
) -> None:
    hosting, joining = folders(tmp_path, "host", "joiner")
    host, port, joiner = one_move_each(players, hosting, joining)
    for side in (host, joiner):
        side.process.kill()
        side.process.wait(30)

    alone = start(players, "--resume", "--data-dir", str(joining), "--rejoin-wait", "2")
    alone.wait_for(
        re.escape(
            f"The host of this game cannot be reached (127.0.0.1:{port}): it is gone for good. "
            "The game goes on here alone, every seat played at this terminal."
        )
    )
    alone.type("1,2\n2,2\n1,3\n")
    alone.wait_for(r"X \(Player 1\) wins with move 5")
    assert alone.finish() == 0
    assert kept_moves(joining, "terminal.hyperrow") == cells(X_WINS)
    assert kept_moves(joining) == cells("1,1 2,1")  # the network game's copy as it was


def test_a_joiner_through_a_relay_rejoins_and_nothing_secret_is_logged(
    players: list[Player], tmp_path: Path
) -> None:
    hosting, joining = folders(tmp_path, "host", "joiner")
    relay = start(players, "--address", "127.0.0.1", "--port", "0", command="relay")
    url = relay.wait_for(r"hyperrow relay on (ws://127\.0\.0\.1:\d+)").group(1)
    host, code, joiner = joiner_killed_after_a_move(players, (hosting, url), (joining, url))

    back = joe_resumes_and_x_wins(players, host, f"{code} on {url}", (hosting, joining))

    hosted = json.loads((hosting / kept_host_game.NETWORK_FILE).read_text())
    secrets = [hosted["relay"]["token"], *hosted["tokens"].values()]
    assert all(len(secret) >= 16 for secret in secrets)
    relay.kill()
    for log in (relay.output, host.output, joiner.output, back.output):
        for secret in secrets:
            assert secret not in log
    assert "opened from 127.0.0.1" in relay.output  # the relay does log, by a digest
    assert code not in relay.output  # a code lets anyone join its game


def test_a_host_on_relay_a_joined_through_relay_b_is_kept_on_both_sides(
    players: list[Player], tmp_path: Path
) -> None:
    with redis_server(tmp_path) as redis_url, relay_processes(redis_url) as (a, b):
        played_across(players, tmp_path, a, b)


def played_across(players: list[Player], tmp_path: Path, a: str, b: str) -> None:
    """A terminal host on relay `a` and a joiner through relay `b`, killed and resumed."""
    hosting, joining = folders(tmp_path, "host", "joiner")
    host, code, _ = joiner_killed_after_a_move(players, (hosting, a), (joining, b))
    assert json.loads((joining / kept_join_game.NETWORK_FILE).read_text())["target"]["relay"] == b

    joe_resumes_and_x_wins(players, host, f"{code} on {b}", (hosting, joining))


def test_a_joined_game_whose_host_is_gone_is_said_so_in_japanese(
    players: list[Player], tmp_path: Path
) -> None:
    with unused_port() as port:  # nobody listens there
        session = JoinSession("Joe", token="a-seat-token")
        session.game, session.players = Game(PRESETS["tic-tac-toe"]), (
            PlayerInfo("Hana", SeatKind.HUMAN), PlayerInfo("Joe", SeatKind.REMOTE),
        )  # fmt: skip
        session.game.play((0, 0))
        assert kept_join_game.save(tmp_path, session, kept_join_game.JoinTarget("127.0.0.1", port))
        alone = start(
            players, "--resume", "--data-dir", str(tmp_path), "--rejoin-wait", "1", "--lang", "ja"
        )
        alone.wait_for(re.escape(f"127.0.0.1:{port} の対局に Joe としてもう一度参加しています…"))
        alone.wait_for(
            re.escape(
                f"この対局のホスト (127.0.0.1:{port}) につながりません。ホストはもう戻りません。"
                "対局はここで一人で続けます。どの席もこの端末で打ちます。"
            )
        )
        alone.type("q\n")
        assert alone.finish() == 0
        assert kept_moves(tmp_path) == ((0, 0),)
