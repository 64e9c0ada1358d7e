"""Time controls and the game clock, driven by a hand-moved monotonic time."""

from __future__ import annotations

import pytest

from engine.clocks import PRESETS, GameClock, TimeControl, TimeControlError, clock_text


class Time:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.parametrize("text", PRESETS)
def test_every_preset_reads_and_writes_back(text: str) -> None:
    assert TimeControl.parse(text).text() == text


@pytest.mark.parametrize(
    ("text", "minutes", "increment"),
    [("5", 5.0, 0), ("5+3", 5.0, 3), (" 10 + 5 ", 10.0, 5), ("0.5+1", 0.5, 1)],
)
def test_a_custom_control_reads(text: str, minutes: float, increment: int) -> None:
    control = TimeControl.parse(text)
    assert (control.minutes, control.increment) == (minutes, increment)


@pytest.mark.parametrize("text", ["", "five", "5+", "0+3", "5+3+1", "-5", "601", "5+601"])
def test_a_bad_control_is_refused_in_words(text: str) -> None:
    with pytest.raises(TimeControlError, match=r"\w"):
        TimeControl.parse(text)


def test_moves_use_time_and_earn_the_increment() -> None:
    time = Time()
    clock = GameClock(TimeControl(1, 2), 2, time)
    clock.start(0)
    time.now += 10
    assert clock.remaining(0) == 50
    assert clock.press(0, 1) == 10
    assert clock.left == [52, 60]
    time.now += 5
    assert clock.remaining(1) == 55 and clock.remaining(0) == 52
    assert clock.readings() == ([52, 55], 1)
    assert clock.press(1, 0) == 5
    assert clock.used == [10, 5]
    assert clock.snapshot() == ([52, 57], 0)


def test_the_flag_falls_for_the_seat_to_move_only() -> None:
    time = Time()
    clock = GameClock(TimeControl(1), 2, time)
    clock.start(0)
    time.now += 59.9
    assert clock.flagged() is None
    time.now += 0.1
    assert clock.flagged() == 0
    time.now += 0.5
    assert clock.readings() == ([pytest.approx(-0.5), 60], 0)
    clock.stop()
    assert clock.flagged() is None and clock.snapshot() == ([0, 60], None)


def test_the_used_times_rebuild_the_clock() -> None:
    clock = GameClock(TimeControl(1, 1), 3, Time(), used=[10, 20, 30, 5])
    assert clock.left == [47, 41, 31]
    assert clock.used == [10, 20, 30, 5]


def test_a_cpu_budget_is_a_share_of_its_time() -> None:
    time = Time()
    clock = GameClock(TimeControl(5, 3), 2, time)
    clock.start(0)
    assert clock.budget(0) == pytest.approx(300 / 30 + 2.4)
    time.now += 299
    assert clock.budget(0) == pytest.approx(0.5)


@pytest.mark.parametrize(
    ("seconds", "text"),
    [(299.5, "4:59"), (3723, "1:02:03"), (9.46, "9.4"), (-3, "0.0"), (60, "1:00")],
)
def test_clock_text(seconds: float, text: str) -> None:
    assert clock_text(seconds) == text
