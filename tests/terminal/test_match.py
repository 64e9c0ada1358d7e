"""`hyperrow match`: seats rotate, the table adds up, bad options get a message, and the worker
processes give the same games as playing them in turn."""

from __future__ import annotations

import argparse

import pytest

from engine import PRESETS
from terminal import cli
from terminal.commands.match import add_arguments, format_table, match_tasks, play_match, run


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    return parser.parse_args(list(argv))


def test_seats_rotate_so_each_player_starts_in_turn() -> None:
    tasks = match_tasks(PRESETS["tesseract"], ["random", "easy", "medium"], 6, 0.0, seed=1)
    assert [t.seats for t in tasks[:3]] == [(0, 1, 2), (1, 2, 0), (2, 0, 1)]
    assert all(t.rules.players == 3 for t in tasks)
    assert len({t.seed for t in tasks}) == 6


@pytest.mark.processes
def test_parallel_games_equal_the_same_games_played_in_turn() -> None:
    tasks = match_tasks(PRESETS["connect-four"], ["random", "medium"], 4, None, seed=9)
    alone = play_match(tasks, jobs=1)
    together = play_match(tasks, jobs=2)
    assert [(r.seats, r.winners, r.moves) for r in alone] == [
        (r.seats, r.winners, r.moves) for r in together
    ]
    assert all(sum(r.made) == r.moves for r in alone)


def test_the_table_counts_wins_losses_and_draws_per_seat(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert run(parse("--rules", "tic-tac-toe", "--players", "random,medium", "--games", "4",
                     "--seed", "3", "--jobs", "1")) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "tic-tac-toe" in out and "seed 3" in out
    rows = {line.split()[1]: line.split() for line in out.splitlines() if line.startswith("P")}
    wins, losses, draws = (int(x) for x in rows["medium"][2:5])
    assert wins + losses + draws == 4
    assert int(rows["random"][2]) == losses and int(rows["random"][3]) == wins
    # Two games in each seat, as W-L-D.
    for seat in rows["medium"][6:8]:
        assert sum(int(x) for x in seat.split("-")) == 2
    assert "mean moves per game" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--players", "random,wizard"), "'wizard' is not a CPU level"),
        (("--players", "random"), "needs 2 to 4"),
        (("--rules", "chess"), "'chess' is not a preset"),
        (("--games", "0"), "--games"),
        (("--seconds", "-2"), "--seconds"),
    ],
)
def test_bad_options_get_a_message_and_exit_code_2(
    argv: tuple[str, ...], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(parse(*argv)) == 2
    assert message in capsys.readouterr().err


def test_format_table_reads_shared_wins_as_draws() -> None:
    tasks = match_tasks(PRESETS["tesseract"], ["random", "random", "random"], 3, 0.0, seed=4)
    results = play_match(tasks)
    table = format_table(["random", "random", "random"], results)
    lines = table.splitlines()
    assert lines[0].split()[:6] == ["player", "level", "wins", "losses", "draws", "points"]
    total_wins = sum(int(line.split()[2]) for line in lines[1:4])
    sole_winners = sum(1 for r in results if len(r.winners) == 1)
    assert total_wins == sole_winners


def test_hyperrow_match_runs_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["match", "--rules", "tesseract", "--players", "easy,random,medium", "--games", "3"]
    assert cli.main([*argv, "--seed", "8", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "3 games" in out and "3 players" in out
    assert [line.split()[1] for line in out.splitlines() if line.startswith("P")] == [
        "easy",
        "random",
        "medium",
    ]


def test_a_node_capped_match_repeats_exactly() -> None:
    tasks = match_tasks(PRESETS["qubic"], ["hard", "expert"], 2, None, seed=3, nodes=1500)
    first = [(r.winners, r.moves) for r in play_match(tasks)]
    assert [(r.winners, r.moves) for r in play_match(tasks)] == first
