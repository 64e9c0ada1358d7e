"""The joiner's copy of a network game (`engine.net.kept_join_game`): written only once there is a
game, read back whole (the game with every seat a person's or a CPU's, the host's address or
relay and code, the name, the seat token, an end off the board), and a missing or damaged copy
refused with a sentence that says which file and what is wrong."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from engine import PRESETS, Game
from engine.net import JoinSession, kept_join_game
from engine.net.kept_join_game import JoinTarget
from engine.net.protocol.rounds import Result
from engine.players import PlayerInfo, SeatKind


def joined_session(watch: bool = False) -> JoinSession:
    session = JoinSession("Joe", watch=watch, token=None if watch else "seat-token")
    session.game = Game(replace(PRESETS["tic-tac-toe"], players=3))
    session.players = (
        PlayerInfo("Hana", SeatKind.HUMAN),
        PlayerInfo("Joe", SeatKind.REMOTE),
        PlayerInfo("Cpu", SeatKind.CPU, "easy"),
    )
    for cell in ((0, 0), (1, 1), (2, 2)):
        session.game.play(cell)
    return session


@pytest.mark.parametrize(
    "target",
    [JoinTarget("192.168.1.20", 4000), JoinTarget(relay="wss://r.example", code="K7QX2M9P")],
)
def test_a_copy_reads_back_whole(tmp_path: Path, target: JoinTarget) -> None:
    session = joined_session()
    session.result = Result("resigned", (0,))
    assert kept_join_game.save(tmp_path / "new folder", session, target)
    kept = kept_join_game.load(tmp_path / "new folder")
    assert kept.record.game.moves == ((0, 0), (1, 1), (2, 2))
    assert [(p.name, p.kind) for p in kept.record.players] == [
        ("Hana", SeatKind.HUMAN), ("Joe", SeatKind.HUMAN), ("Cpu", SeatKind.CPU),
    ]  # fmt: skip
    assert (kept.target, kept.name, kept.watch, kept.token) == (target, "Joe", False, "seat-token")
    assert kept.result == Result("resigned", (0,))


def test_a_spectators_copy_has_no_token(tmp_path: Path) -> None:
    assert kept_join_game.save(tmp_path, joined_session(watch=True), JoinTarget("h", 1))
    kept = kept_join_game.load(tmp_path)
    assert kept.watch and kept.token is None and kept.result is None


def test_nothing_is_written_before_the_hosts_game_arrives(tmp_path: Path) -> None:
    assert not kept_join_game.save(tmp_path, JoinSession("Joe"), JoinTarget("h", 1))
    assert list(tmp_path.iterdir()) == []


def test_a_missing_or_damaged_copy_is_said_so(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match=r"no joined game to resume in .*network-joined"):
        kept_join_game.load(tmp_path)
    kept_join_game.save(tmp_path, joined_session(), JoinTarget("h", 1))
    facts = tmp_path / kept_join_game.NETWORK_FILE
    for damaged in ("{", json.dumps({"target": {"address": "h", "port": "x"}}), "[]"):
        facts.write_text(damaged)
        with pytest.raises(ValueError, match=r"network-joined\.json"):
            kept_join_game.load(tmp_path)
    (tmp_path / kept_join_game.GAME_FILE).write_text("not a game")
    with pytest.raises(ValueError, match="is not a game hyperrow can open"):
        kept_join_game.load(tmp_path)
