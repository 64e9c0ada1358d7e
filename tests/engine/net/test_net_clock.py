"""The clock of a network game over the in-memory network, time moved by hand: the host keeps
it, joiners see each seat's time after every move and count down between, a flag fall ends the
game identically on both sides, undo and rematch put the clock right, and a faulty clock from
the host is ignored."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import PRESETS, Game
from engine.clocks import GameClock, TimeControl
from engine.net import HostSession, JoinSession, NetRefusal, NetRefusalKind
from engine.net.protocol.clock_data import clock_from_data
from engine.net.protocol.rounds import Result
from engine.players import PlayerInfo, SeatKind
from tests.support.network_wiring import Link, Net


class Time:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def clocked(control: str = "1+2", players: int = 2) -> tuple[Net, list[Link], Time]:
    time = Time()
    rules = replace(PRESETS["tic-tac-toe"], players=players)
    seats = [PlayerInfo("Hana")] + [
        PlayerInfo(f"Player {s + 1}", SeatKind.REMOTE) for s in range(1, players)
    ]
    clock = GameClock(TimeControl.parse(control), players, time)
    net = Net(HostSession(Game(rules), seats, clock=clock))
    links = [net.join(JoinSession(f"J{s}")) for s in range(1, players)]
    net.host.tick(net.now)
    net.pump()
    return net, links, time


def test_the_host_clock_runs_once_everyone_joined_and_joiners_see_it() -> None:
    net, [joe], time = clocked()
    clock = net.host.clock
    assert clock is not None and clock.running == 0
    # The joiner hears when the clock starts, before any move.
    assert joe.joiner.clock is not None and joe.joiner.clock.running == 0
    time.now += 10
    assert net.host.play(0, (1, 1)) is None
    net.pump()
    view = joe.joiner.clock
    assert view is not None and view.running == 1
    assert view.left == (52.0, 60.0)
    # Between the host's words the joiner counts the running seat down on its own time.
    assert view.remaining(1, view.heard + 7) == 53 and view.remaining(0, view.heard + 7) == 52
    assert view.readings(view.heard + 7) == ([52, 53], 1)
    time.now += 4.5
    assert joe.joiner.play((0, 0)) is None
    net.pump()
    assert joe.joiner.clock is not None and joe.joiner.clock.left == (52.0, 57.5)
    assert clock.used == [10.0, 4.5]


def test_a_flag_fall_ends_the_game_identically_on_both_sides() -> None:
    net, [joe], time = clocked("1+0")
    net.host.play(0, (1, 1))
    net.pump()
    time.now += 60
    net.host.tick(net.now)
    net.pump()
    expected = Result("time", (0,), 1)
    assert net.host.result == joe.joiner.result == expected
    assert joe.joiner.is_over() and net.host.is_over()
    ended = [e for e in joe.events if e.kind == "ended"]
    assert [(e.text, e.player) for e in ended] == [("time", 1)]
    assert [(e.text, e.player) for e in net.host_events if e.kind == "ended"] == [("time", 1)]
    assert joe.joiner.clock is not None and joe.joiner.clock.left == (60.0, 0.0)
    assert joe.joiner.clock.running is None
    # The joiner refuses its own move once the host said the game is over.
    refusal = joe.joiner.play((0, 0))
    assert refusal is not None and refusal.kind is NetRefusalKind.GAME_OVER


def test_a_move_after_the_flag_but_before_the_tick_loses_on_time() -> None:
    net, [joe], time = clocked("1+0")
    time.now += 61
    assert net.host.play(0, (1, 1)) == NetRefusal(NetRefusalKind.GAME_OVER)
    net.pump()
    assert joe.joiner.result == Result("time", (1,), 0)


def test_three_players_the_others_win_when_one_flag_falls() -> None:
    net, links, time = clocked("1+0", players=3)
    time.now += 60
    net.host.tick(net.now)
    net.pump()
    assert all(link.joiner.result == Result("time", (1, 2), 0) for link in links)


def test_the_end_of_the_game_on_the_board_stops_the_clock() -> None:
    net, [joe], time = clocked("1+0")
    for cell in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
        time.now += 1
        if net.host.game.to_move == 0:
            net.host.play(0, cell)
        else:
            joe.joiner.play(cell)
        net.pump()
    time.now += 600
    net.host.tick(net.now)
    net.pump()
    assert net.host.result is None and net.host.game.is_over()
    assert joe.joiner.clock is not None and joe.joiner.clock.running is None


def test_undo_gives_back_the_time_of_the_moves_taken_back_and_rematch_starts_afresh() -> None:
    net, [joe], time = clocked("1+0")
    time.now += 10
    net.host.play(0, (1, 1))
    net.pump()
    time.now += 20
    joe.joiner.play((0, 0))
    net.pump()
    joe.joiner.offer("undo")
    net.pump()
    net.host.answer(0, True)
    net.pump()
    clock = net.host.clock
    assert clock is not None and clock.used == [10.0] and clock.running == 1
    assert joe.joiner.clock is not None and joe.joiner.clock.left == (50.0, 60.0)
    net.host.resign(0)
    net.pump()
    joe.joiner.offer("rematch")
    net.pump()
    net.host.answer(0, True)
    net.pump()
    assert joe.joiner.clock is not None and joe.joiner.clock.left == (60.0, 60.0)
    assert joe.joiner.clock.running == 0 and not joe.joiner.is_over()


@pytest.mark.parametrize(
    "data",
    [
        None,
        "5+0",
        {"control": "5+0", "left": [1.0], "running": 0},
        {"control": "5+0", "left": [1.0, "x"], "running": 0},
        {"control": "5+0", "left": [1.0, float("nan")], "running": 0},
        {"control": "5+0", "left": [1.0, 2.0], "running": 2},
        {"control": "five", "left": [1.0, 2.0], "running": 0},
        {"control": 5, "left": [1.0, 2.0], "running": None},
    ],
)
def test_a_faulty_clock_from_the_host_is_ignored(data: object) -> None:
    assert clock_from_data(data, 2, 0.0) is None


def test_a_clock_from_the_host_is_kept_in_range() -> None:
    view = clock_from_data({"control": "5+0", "left": [-4, 1e300], "running": None}, 2, 0.0)
    assert view is not None and view.left == (0.0, 1e7)


@pytest.mark.parametrize(
    "data",
    [
        {"reason": "time", "winners": [0]},
        {"reason": "time", "winners": [0], "flagged": 5},
        {"reason": "time", "winners": [0], "flagged": "1"},
    ],
)
def test_a_time_result_without_its_flagged_seat_is_refused(data: object) -> None:
    assert Result.from_data(data, 2) is None
