"""The terminal game under a clock without the network, time moved by the test: the clocks
before each prompt, a move typed after the flag fell ends the game on time, the increment, undo
giving back time, a CPU thinking within its share, and --clock read or refused from the command
line, in both languages."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator

import pytest

from engine import PRESETS, Game
from engine.clocks import TimeControl
from engine.players import PlayerInfo, SeatKind
from terminal.commands.play import TerminalGame
from tests.support.terminal_games import play
from wording.language import use_language


class Time:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


def scripted(
    lines: list[tuple[float, str]], control: str, seats: list[PlayerInfo] | None = None
) -> tuple[TerminalGame, io.StringIO, Time]:
    """A clocked tic-tac-toe game whose player takes each line's seconds before typing it."""
    time, out = Time(), io.StringIO()
    typed: Iterator[tuple[float, str]] = iter(lines)

    def read_line(prompt: str) -> str | None:
        out.write(prompt)
        step = next(typed, None)
        if step is None:
            return None
        time.now += step[0]
        return step[1]

    seats = seats or [PlayerInfo("Hana"), PlayerInfo("Joe")]
    game = TerminalGame(
        Game(PRESETS["tic-tac-toe"]), seats, read_line, out,
        control=TimeControl.parse(control), now=time, width=80,
    )  # fmt: skip
    return game, out, time


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    use_language("en")
    yield
    use_language("en")


def test_the_clocks_show_before_each_prompt_with_the_increment() -> None:
    game, out, _ = scripted([(10, "2,2"), (4.5, "1,1")], "1+2")
    game.run()
    text = out.getvalue()
    assert "[X (Hana) 1:00* · O (Joe) 1:00] Move 1, X (Hana) to play: " in text
    assert "[X (Hana) 0:52 · O (Joe) 1:00*] Move 2, O (Joe) to play: " in text
    assert "[X (Hana) 0:52* · O (Joe) 0:57] Move 3, X (Hana) to play: " in text
    assert game.game_clock is not None and game.game_clock.used == [10.0, 4.5]


def test_a_move_after_the_flag_fell_is_not_played_and_the_game_ends_on_time() -> None:
    game, out, _ = scripted([(5, "2,2"), (61, "1,1")], "1+0")
    assert game.run() == 0
    assert game.game.moves == ((1, 1),)
    assert "O (Joe)'s time ran out: X (Hana) wins." in out.getvalue()


def test_an_undo_gives_back_the_time_of_the_moves_taken_back() -> None:
    game, _, _ = scripted([(10, "2,2"), (20, "1,1"), (1, "u"), (1, "u")], "1+0")
    game.run()
    assert (
        game.game_clock is not None and game.game_clock.used == [] and game.game_clock.running == 0
    )


def test_a_cpu_thinks_within_its_share_of_its_time() -> None:
    seats = [PlayerInfo("CPU", SeatKind.CPU, "expert"), PlayerInfo("Hana")]
    game, _, time = scripted([], "0.1", seats)
    assert game.game_clock is not None
    game.game_clock.start(0)
    time.now += 5.9  # a tenth of a second left: a thirtieth of it for this move, but never
    # less than the twentieth of a second a search needs to find a move at all (the window's
    # rule too: one rule, GameInPlay.cpu_seconds)
    assert game._cpu_seconds("expert") == pytest.approx(0.05)
    time.now -= 5.0  # 5.1 s left: a thirtieth of it
    assert game._cpu_seconds("expert") == pytest.approx(5.1 / 30)


def test_clock_on_the_command_line_and_its_refusal() -> None:
    code, output = play(
        ["play", "--players", "human,human", "--clock", "5+3", "--no-autosave"], ["q"]
    )
    # X's clock runs from the first prompt: it may show 4:59 by the time it is printed.
    assert code == 0 and re.search(
        r"\[X \(Player 1\) (5:00|4:59)\* · O \(Player 2\) 5:00\] Move 1", output
    )
    code, output = play(
        ["play", "--players", "human,human", "--clock", "5+3", "--lang", "ja", "--no-autosave"],
        ["q"],
    )
    assert code == 0 and re.search(
        r"\[X \(プレイヤー1\) (5:00|4:59)\* · O \(プレイヤー2\) 5:00\] 第1手", output
    )


def test_a_bad_clock_is_refused_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = play(["play", "--clock", "soon", "--no-autosave"], [])
    assert code == 2
    assert "--clock soon: expected minutes per side and seconds per move" in capsys.readouterr().err
