"""The terminal game driven by the tests: `hyperrow play` in this process from a script (typed
lines in, the output and exit code back), and network games between `hyperrow play` processes
on 127.0.0.1."""

from __future__ import annotations

import io
from collections.abc import Iterable
from pathlib import Path

from engine import format_cell
from engine.rules import Cell, Rules
from terminal.cli import main
from tests.support.processes import Player, start


def play(argv: list[str], lines: list[str]) -> tuple[int, str]:
    """Run `hyperrow <argv>` with `lines` as the typed input; the exit code and the output."""
    out = io.StringIO()
    code = main(argv, stdin=io.StringIO("".join(line + "\n" for line in lines)), stdout=out)
    return code, out.getvalue()


def typed(rules: Rules, cell: Cell) -> str:
    """How a player types `cell`: without the gravity coordinate when stones fall."""
    if rules.gravity is None:
        return format_cell(cell)
    return format_cell(tuple(c for axis, c in enumerate(cell) if axis != rules.gravity))


X_WINS = "1,1 2,1 1,2 2,2 1,3"
"""The moves of a tic-tac-toe game X wins by taking the left column against O's middle one."""


def port_of(host: Player) -> int:
    return int(host.wait_for(r"hyperrow play --join 127\.0\.0\.1:(\d+)").group(1))


def local_host(
    players: list[Player], folder: Path, *args: str, rules: str = "tic-tac-toe"
) -> tuple[Player, int]:
    """A `hyperrow play --host` of `rules` on 127.0.0.1 keeping its game in `folder` (with the
    options `args`): the process and its port."""
    host = start(
        players, "--rules", rules, "--host", "127.0.0.1:0", "--data-dir", str(folder), *args
    )
    return host, port_of(host)


def host_and_joiner(
    players: list[Player], folder: Path, *host_args: str, rules: str = "tic-tac-toe"
) -> tuple[Player, int, Player]:
    """A host of `rules` on 127.0.0.1 with `host_args`, keeping its game in `folder` (as
    `local_host`); its port, and Joe once he has joined it, seated as O."""
    host, port = local_host(players, folder, *host_args, rules=rules)
    joiner = start(players, "--join", f"127.0.0.1:{port}", "--name", "Joe")
    joiner.wait_for("You play O")
    return host, port, joiner


def host_plays(host: Player, moves: Iterable[tuple[int, str]], seat: str = "Player 1") -> None:
    """The host, seat X named `seat`, plays each (move number, cell) of `moves` when asked."""
    for number, move in moves:
        host.wait_for(rf"Move {number}, X \({seat}\) to play: ")
        host.type(move + "\n")


# O takes the middle column when X strays (the resumed game).
O_WINS = "1,1 2,1 1,2 2,2 3,3 2,3"


def final_moves(player: Player) -> str:
    return player.wait_for(r"Moves: ([0-9, ]+)\n").group(1).strip()
