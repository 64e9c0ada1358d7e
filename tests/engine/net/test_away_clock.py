"""A dropped player's clock, as lichess keeps one: it runs on that player's own turn and never
on the other's. The host is the one authority: when its window closes with the game kept, a
joiner's clock stops on the joiner's turn (nobody can move while the host is away), and the
host's own clock runs on; hosted again, the host takes up each clock where the joiners' copies
are, so no copy runs down and then jumps back. Time is moved by hand."""

from __future__ import annotations

from pathlib import Path

from engine import PRESETS, Game
from engine.clocks import GameClock, TimeControl
from engine.net import HostSession, JoinSession, kept_host_game
from engine.players import PlayerInfo, SeatKind
from tests.support.network_wiring import Link, Net


class Time:
    """A monotonic clock and a time of day, both moved by hand."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.day = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now

    def wall(self) -> float:
        return self.day

    def wait(self, seconds: float) -> None:
        self.now += seconds
        self.day += seconds


def clocked_pair() -> tuple[Net, Link, Time]:
    time = Time()
    seats = [PlayerInfo("Hana"), PlayerInfo("Joe", SeatKind.REMOTE)]
    clock = GameClock(TimeControl(1, 2), 2, time)
    net = Net(HostSession(Game(PRESETS["tic-tac-toe"]), seats, clock=clock))
    joe = net.join(JoinSession("Joe"))
    net.host.tick(net.now)
    net.pump()
    return net, joe, time


def test_the_joiners_clock_stops_while_the_host_is_away_on_the_joiners_turn(
    tmp_path: Path,
) -> None:
    net, joe, time = clocked_pair()
    time.wait(10)
    assert net.host.play(0, (1, 1)) is None
    net.pump()
    time.wait(5)  # Joe thinks for five seconds, then the host's window closes
    net.host.step_away()
    net.pump()
    view = joe.joiner.clock
    assert view is not None and view.running is None
    assert view.left == (52.0, 55.0)
    # However long the host is away, Joe's copy stays at 55 s: nobody can move.
    assert view.readings(view.heard + 600) == ([52.0, 55.0], None)
    kept_host_game.save(tmp_path, net.host, "127.0.0.1", 5000, wall=time.wall)
    time.wait(600)
    hosted = kept_host_game.load(tmp_path, wall=time.wall)
    assert hosted.used == (10.0,) and hosted.turn == 5.0
    clock = GameClock(hosted.control or TimeControl(1), 2, time, hosted.used)
    clock.start(1, already=hosted.turn)
    assert clock.readings() == ([52.0, 55.0], 1)  # where Joe's copy stopped


def test_the_hosts_clock_runs_on_while_the_host_is_away_on_its_own_turn(
    tmp_path: Path,
) -> None:
    net, joe, time = clocked_pair()
    time.wait(10)
    assert net.host.play(0, (1, 1)) is None
    net.pump()
    time.wait(4)
    assert joe.joiner.play((0, 0)) is None
    net.pump()
    time.wait(3)  # the host thinks three seconds, then its window closes
    net.host.step_away()
    net.pump()
    view = joe.joiner.clock
    assert view is not None and view.running == 0  # the host's clock runs on in Joe's copy
    kept_host_game.save(tmp_path, net.host, "127.0.0.1", 5000, wall=time.wall)
    time.wait(20)
    hosted = kept_host_game.load(tmp_path, wall=time.wall)
    assert hosted.turn == 23.0  # the three seconds before leaving and the twenty away
    clock = GameClock(hosted.control or TimeControl(1), 2, time, hosted.used)
    clock.start(0, already=hosted.turn)
    # The host's clock as Joe's copy counts it 23 seconds after the host's last move: the same.
    assert clock.readings() == ([52.0 - 23.0, 58.0], 0)
    assert view.readings(view.heard + 23) == clock.readings()


def test_a_dropped_joiners_clock_runs_on_its_own_turn_and_the_hosts_does_not() -> None:
    net, joe, time = clocked_pair()
    time.wait(10)
    assert net.host.play(0, (1, 1)) is None
    net.pump()
    net.drop(joe)
    time.wait(30)
    clock = net.host.clock
    assert clock is not None and clock.readings() == ([52.0, 30.0], 1)
    assert net.host.play(0, (0, 0)) is not None  # not the host's turn: its clock is not charged


def test_a_game_kept_before_clocks_were_dated_takes_up_its_turn_at_nought(tmp_path: Path) -> None:
    net, _, time = clocked_pair()
    kept_host_game.save(tmp_path, net.host, "127.0.0.1", 5000, wall=time.wall)
    facts = tmp_path / kept_host_game.NETWORK_FILE
    text = facts.read_text().replace('"turn"', '"older"')
    facts.write_text(text)
    assert kept_host_game.load(tmp_path, wall=time.wall).turn == 0.0


def test_the_chat_is_kept_with_the_hosted_game_and_read_back_cleaned(tmp_path: Path) -> None:
    net, joe, time = clocked_pair()
    assert net.host.say(0, "hello", net.now) is None
    assert joe.joiner.say("hi Hana")
    net.pump()
    kept_host_game.save(tmp_path, net.host, "127.0.0.1", 5000, wall=time.wall)
    assert [(m["name"], m["text"]) for m in kept_host_game.load(tmp_path).chat] == [
        ("Hana", "hello"),
        ("Joe", "hi Hana"),
    ]
    facts = tmp_path / kept_host_game.NETWORK_FILE
    damaged = facts.read_text().replace('"hello"', '"\\u001b[31mhello"').replace('"Joe"', "7")
    facts.write_text(damaged)
    # A control character becomes a space and is trimmed; a line without a name is left out.
    assert [m["text"] for m in kept_host_game.load(tmp_path).chat] == ["[31mhello"]
