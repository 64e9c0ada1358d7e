"""A window's network play without the window: two NetPlays, each with its own GameSession and
data folder, host and join over QtNetwork on 127.0.0.1. The hosted game is kept in the engine's
files, the ones `hyperrow play --resume` reads, and hosted again from them; a joined game is
kept and joined again; leaving forgets both; a hosted game an older window kept in its settings
is taken up once. No widget is made: the menu that asks and shows is tested with the windows
(tests/app/widgets/network/)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from app.model.data.data_folder import DataFolder
from app.model.net.join_link import JoinLink
from app.model.net.kept_join_window import kept_game
from app.model.net.net_play import (
    HOSTING_KEY,
    JOINED_KEY,
    WINDOW_FACTS_KEY,
    HostProblemKind,
    NetPlay,
)
from app.model.net.net_status import NetState
from app.model.net.network_game import HostLink
from app.model.session.game_session import GameSession
from engine import PRESETS, Game, parse_cell
from engine.net import kept_host_game
from engine.players import PlayerInfo, SeatKind

TTT = PRESETS["tic-tac-toe"]
WAIT_MS = 10_000
SEATS = [PlayerInfo("Hana", SeatKind.HUMAN), PlayerInfo("Player 2", SeatKind.REMOTE)]

Open = Callable[[Path], NetPlay]


@pytest.fixture
def open_play(qapp: Any) -> Iterator[Open]:
    """A NetPlay on a fresh GameSession and the data folder at a path, as a window opened on
    that folder has; each left as a closing window leaves it (`shut`) at the end."""
    made: list[NetPlay] = []

    def make(folder: Path) -> NetPlay:
        play = NetPlay(GameSession(Game(TTT)), DataFolder(folder))
        made.append(play)
        return play

    yield make
    for play in made:
        play.shut()
        play.session.shutdown()


def flag(play: NetPlay, key: str) -> bool:
    return play.memory.value(key) in (True, "true")


def state(play: NetPlay) -> NetState | None:
    return None if play.status is None else play.status.state


def hosted(play: NetPlay) -> HostLink:
    assert play.host(TTT, list(SEATS), "127.0.0.1", 0) is None
    assert isinstance(play.link, HostLink)
    return play.link


def joined(qtbot: Any, play: NetPlay, port: int) -> JoinLink:
    kept: list[Path] = []
    play.kept.connect(kept.append)
    play.join("127.0.0.1", port, "Joe")
    link = play.link
    assert isinstance(link, JoinLink)
    qtbot.waitUntil(lambda: link.join.seat == 1 and bool(kept), timeout=WAIT_MS)
    assert kept == [kept_game(play.memory.path)]
    return link


def moves(*texts: str) -> tuple[tuple[int, ...], ...]:
    return tuple(parse_cell(text, TTT) for text in texts)


def test_a_hosted_game_is_kept_in_the_terminals_files_and_hosted_again_from_them(
    qtbot: Any, open_play: Open, tmp_path: Path
) -> None:
    hana, joe = open_play(tmp_path / "host"), open_play(tmp_path / "joiner")
    link = hosted(hana)
    assert flag(hana, HOSTING_KEY)
    joe_link = joined(qtbot, joe, link.port)
    assert hana.session.play(parse_cell("1,1", TTT))
    qtbot.waitUntil(lambda: joe.session.game.ply == 1, timeout=WAIT_MS)
    assert joe.session.play(parse_cell("2,1", TTT))
    qtbot.waitUntil(lambda: hana.session.game.ply == 2, timeout=WAIT_MS)

    kept = kept_host_game.load(tmp_path / "host")
    assert (kept.address, kept.port) == ("127.0.0.1", link.port)
    assert kept.record.game.moves == moves("1,1", "2,1")
    assert [p.name for p in kept.record.players] == ["Hana", "Joe"]
    assert kept.tokens == {1: joe_link.join.token}

    port = link.port
    hana.shut()  # the window closes: the game is not left
    assert hana.link is None and flag(hana, HOSTING_KEY)
    qtbot.waitUntil(lambda: state(joe) is NetState.RECONNECTING, timeout=WAIT_MS)
    again = open_play(tmp_path / "host")
    assert again.resume() is None
    assert isinstance(again.link, HostLink) and again.link.port == port
    assert again.session.game.moves == moves("1,1", "2,1")
    qtbot.waitUntil(lambda: state(joe) is NetState.THINKING, timeout=WAIT_MS)
    assert again.session.play(parse_cell("1,2", TTT))
    qtbot.waitUntil(lambda: joe.session.game.ply == 3, timeout=WAIT_MS)

    again.leave()  # on purpose: the next window does not host it again
    assert again.link is None and not flag(again, HOSTING_KEY)
    assert [p.kind for p in again.session.players] == [SeatKind.HUMAN, SeatKind.HUMAN]
    assert open_play(tmp_path / "host").resume() is None
    assert kept_host_game.load(tmp_path / "host").record.game.ply == 3  # for the terminal


def test_a_joined_game_is_kept_joined_again_or_forgotten(
    qtbot: Any, open_play: Open, tmp_path: Path
) -> None:
    hana, joe = open_play(tmp_path / "host"), open_play(tmp_path / "joiner")
    link = hosted(hana)
    token = joined(qtbot, joe, link.port).join.token
    assert flag(joe, JOINED_KEY)
    joe.shut()  # the window closes (or is killed) in the game

    again = open_play(tmp_path / "joiner")
    kept = again.kept_join()
    assert kept is not None
    assert (kept.target.address, kept.target.port, kept.name) == ("127.0.0.1", link.port, "Joe")
    assert kept.token == token
    again.rejoin(kept)
    rejoined = again.link
    assert isinstance(rejoined, JoinLink)
    qtbot.waitUntil(lambda: rejoined.join.seat == 1, timeout=WAIT_MS)  # the same seat
    again.shut()

    last = open_play(tmp_path / "joiner")
    assert last.kept_join() is not None
    last.session.seat([PlayerInfo("Hana", SeatKind.REMOTE), PlayerInfo("Joe")])
    assert last.forget_kept_join() == kept_game(tmp_path / "joiner")
    last.play_here()
    assert [p.kind for p in last.session.players] == [SeatKind.HUMAN, SeatKind.HUMAN]
    assert open_play(tmp_path / "joiner").kept_join() is None  # not asked again


def test_a_hosted_game_an_older_window_kept_in_its_settings_is_taken_up_once(
    open_play: Open, tmp_path: Path
) -> None:
    older = DataFolder(tmp_path)
    facts = {"address": "127.0.0.1", "port": 0, "relay": None, "tokens": {"1": "a" * 32},
             "result": None, "clock": None}  # fmt: skip
    older.set_value(WINDOW_FACTS_KEY, json.dumps(facts))
    play = open_play(tmp_path)
    game = Game(TTT)
    game.play(parse_cell("2,2", TTT))
    play.session.new_game(game, SEATS)  # as the window's autosave brings the game back

    assert play.resume() is None
    link = play.link
    assert isinstance(link, HostLink)
    assert link.host.tokens == {1: "a" * 32} and link.host.game.moves == moves("2,2")
    assert play.memory.text(WINDOW_FACTS_KEY) == ""
    assert kept_host_game.load(tmp_path).tokens == {1: "a" * 32}


def test_a_damaged_kept_game_is_not_hosted_and_is_forgotten(
    open_play: Open, tmp_path: Path
) -> None:
    DataFolder(tmp_path).set_value(WINDOW_FACTS_KEY, '{"address": "127.0.0.1", "port"')
    play = open_play(tmp_path)
    problem = play.resume()
    assert problem is not None and problem.kind is HostProblemKind.KEPT_GAME_UNREADABLE
    assert kept_host_game.NETWORK_FILE in problem.detail and "not readable JSON" in problem.detail
    assert play.link is None and not flag(play, HOSTING_KEY)
    assert open_play(tmp_path).resume() is None  # not tried again
