"""The record of your games: wins, draws and losses against each CPU level on each board, and
against people at this machine or over the network, kept in a small JSON file of the data folder.

A game counts once: each counted game leaves its identity (its creation time and rules, see
`game_identity`) in the file, so a reopened, restored or reviewed game, or one finished again
after an undo, adds nothing. The results are seen from the first seat played by a person at this
window ("you"); games with no such seat (CPU against CPU, watching) are not counted.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from engine.atomic_files import write_text_atomic
from engine.players import PlayerInfo, SeatKind
from engine.record import rules_to_data
from engine.record.analysis_data import Result
from engine.rules import PRESETS, Rules, preset_name

STATISTICS_NAME = "statistics.json"
FORMAT = "hyperrow-statistics"
VERSION = 1
CUSTOM_BOARD = "custom"
"""The board of every game whose rules are no preset's."""

PEOPLE_HERE = "people"
"""The opponent of games against other people at this machine."""
NETWORK = "network"
"""The opponent of games against people on other machines."""
MIXED_LEVELS = "mixed"
"""The CPU level of games against several CPU seats of different levels."""
_CPU_PREFIX = "cpu:"


@dataclass(frozen=True)
class Tally:
    """Wins, draws and losses of one row."""

    wins: int = 0
    draws: int = 0
    losses: int = 0

    def plus(self, result: Result) -> Tally:
        """This tally with one more `result`."""
        return Tally(
            self.wins + (result is Result.WIN),
            self.draws + (result is Result.DRAW),
            self.losses + (result is Result.LOSS),
        )

    @property
    def games(self) -> int:
        """How many games the row counts."""
        return self.wins + self.draws + self.losses


@dataclass(frozen=True)
class Opponent:
    """Who you played: a CPU `level` (a level name or MIXED_LEVELS), else PEOPLE_HERE or
    NETWORK in `people`."""

    level: str | None = None
    people: str | None = None

    def key(self) -> str:
        """The opponent as the file writes it: "cpu:hard", "people" or "network"."""
        return _CPU_PREFIX + self.level if self.level is not None else str(self.people)

    @staticmethod
    def from_key(key: str) -> Opponent | None:
        """The opponent `key` names, or None for a word the file should not hold."""
        if key.startswith(_CPU_PREFIX) and len(key) > len(_CPU_PREFIX):
            return Opponent(level=key[len(_CPU_PREFIX) :])
        if key in (PEOPLE_HERE, NETWORK):
            return Opponent(people=key)
        return None


@dataclass(frozen=True)
class Row:
    """One line of the statistics: a board (a preset name or CUSTOM_BOARD), an opponent and
    the tally against it there."""

    board: str
    opponent: Opponent
    tally: Tally


class StatisticsError(Exception):
    """The statistics file cannot be read; the message says where and why (in English, for the
    log: the front ends say it in their own words with `path` and `detail`)."""

    def __init__(self, path: Path, detail: str) -> None:
        super().__init__(f"{path}: {detail}")
        self.path = path
        self.detail = detail


def board_of(rules: Rules) -> str:
    """The board a game is counted on: its preset's name, or CUSTOM_BOARD."""
    return preset_name(rules) or CUSTOM_BOARD


def game_identity(rules: Rules, created: datetime) -> str:
    """What tells one game from every other: when it was created, and its rules (so two games
    begun in the same instant on different boards are still two)."""
    return created.isoformat() + " " + json.dumps(rules_to_data(rules), sort_keys=True)


def your_seat(seats: Sequence[PlayerInfo]) -> int | None:
    """The first seat a person plays at this window, or None when there is none."""
    return next((s for s, p in enumerate(seats) if p.kind is SeatKind.HUMAN), None)


def opponent_of(seats: Sequence[PlayerInfo], you: int, winners: Sequence[int] = ()) -> Opponent:
    """Who seat `you` played against: anyone on another machine makes it a network game, any
    other person here a game among people, else the CPU seats' level. In a game of people and
    CPUs that a CPU won (`winners`), the loss is to that CPU, not to the people here, who lost
    it too."""
    others = [p for s, p in enumerate(seats) if s != you]
    if any(p.kind is SeatKind.REMOTE for p in others):
        return Opponent(people=NETWORK)
    if any(p.kind is SeatKind.HUMAN for p in others):
        if not winners or not all(seats[w].kind is SeatKind.CPU for w in winners):
            return Opponent(people=PEOPLE_HERE)
        others = [seats[w] for w in winners]  # the people here lost to the CPU that won
    levels = {p.level or "" for p in others}
    return Opponent(level=levels.pop() if len(levels) == 1 else MIXED_LEVELS)


def result_for(winners: Sequence[int], you: int) -> Result:
    """How a game the seats `winners` won (none: a draw) ended for seat `you`: a win alone, a
    draw (nobody won, or you shared the win), or a loss."""
    if you in winners:
        return Result.WIN if len(winners) == 1 else Result.DRAW
    return Result.LOSS if winners else Result.DRAW


class Scoreboard:
    """The tallies by (board, opponent key) and the identities of the games counted."""

    def __init__(self) -> None:
        self.tallies: dict[tuple[str, str], Tally] = {}
        self.counted: set[str] = set()

    def rows(self, levels: Sequence[str] = ()) -> list[Row]:
        """Every row with a game in it, by board (in the order of the presets, other boards
        after them), then the CPU `levels` in their order (weakest first; others after),
        then people here and over the network."""
        boards = {name: place for place, name in enumerate(PRESETS)}
        keys = {_CPU_PREFIX + level: place for place, level in enumerate(levels)}

        def order(key: tuple[str, str]) -> tuple[int, str, int, str]:
            board, opponent = key
            others = {PEOPLE_HERE: len(keys) + 1, NETWORK: len(keys) + 2}
            rank = keys.get(opponent, others.get(opponent, len(keys)))
            return boards.get(board, len(boards)), board, rank, opponent

        return [
            Row(board, opponent, self.tallies[(board, key)])
            for board, key in sorted(self.tallies, key=order)
            if (opponent := Opponent.from_key(key)) is not None and self.tallies[(board, key)].games
        ]

    def count(
        self, identity: str, rules: Rules, seats: Sequence[PlayerInfo], winners: Sequence[int]
    ) -> Row | None:
        """Count the game `identity`, which the seats `winners` won (none: a draw), once;
        returns its row, or None when it was counted before or has no person of this window in
        it."""
        you = your_seat(seats)
        if identity in self.counted or you is None:
            return None
        self.counted.add(identity)
        opponent = opponent_of(seats, you, winners)
        key = (board_of(rules), opponent.key())
        tally = self.tallies.get(key, Tally()).plus(result_for(winners, you))
        self.tallies[key] = tally
        return Row(key[0], opponent, tally)

    def clear(self) -> None:
        """Forget every result. The identities of the games counted stay, so that a finished
        game opened again after clearing is still not counted."""
        self.tallies.clear()

    def to_data(self) -> dict[str, Any]:
        """The JSON-ready form the file holds."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "rows": [
                {"board": board, "opponent": key}
                | {"wins": t.wins, "draws": t.draws, "losses": t.losses}
                for (board, key), t in sorted(self.tallies.items())
            ],
            "counted": sorted(self.counted),
        }

    @staticmethod
    def from_data(data: object, path: Path) -> Scoreboard:
        """The scoreboard `data` (read from `path`) holds; StatisticsError says what is wrong."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise StatisticsError(path, "not a hyperrow statistics file")
        if data.get("version") != VERSION:
            raise StatisticsError(path, f"version {data.get('version')!r} is not {VERSION}")
        rows, counted = data.get("rows"), data.get("counted")
        if not isinstance(rows, list) or not isinstance(counted, list):
            raise StatisticsError(path, "rows and counted must be lists")
        board = Scoreboard()
        for place, row in enumerate(rows):
            key = _row_key(row, place, path)  # first: it checks that the row is an object
            board.tallies[key] = _row_tally(row, place, path)
        if not all(isinstance(identity, str) for identity in counted):
            raise StatisticsError(path, "counted: every game's identity must be a string")
        board.counted = set(counted)
        return board


def _row_key(row: object, place: int, path: Path) -> tuple[str, str]:
    if not isinstance(row, dict):
        raise StatisticsError(path, f"rows[{place}] is not an object")
    board, opponent = row.get("board"), row.get("opponent")
    if not isinstance(board, str) or not board:
        raise StatisticsError(path, f"rows[{place}].board must be a board's name")
    if not isinstance(opponent, str) or Opponent.from_key(opponent) is None:
        raise StatisticsError(path, f"rows[{place}].opponent {opponent!r} names no opponent")
    return board, opponent


def _row_tally(row: dict[str, Any], place: int, path: Path) -> Tally:
    counts: list[int] = []
    for name in ("wins", "draws", "losses"):
        count = row.get(name)
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise StatisticsError(path, f"rows[{place}].{name} must be a whole number, 0 or more")
        counts.append(count)
    return Tally(*counts)


def statistics_path(data_dir: Path) -> Path:
    """Where the data folder `data_dir` keeps the statistics."""
    return data_dir / STATISTICS_NAME


def load_scoreboard(path: Path) -> Scoreboard:
    """The scoreboard kept at `path` (an empty one when there is no file yet); StatisticsError
    when the file cannot be read or is damaged."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Scoreboard()
    except (OSError, UnicodeDecodeError) as error:
        raise StatisticsError(path, str(error)) from None
    try:
        data = json.loads(text)
    except ValueError as error:
        raise StatisticsError(path, f"not JSON: {error}") from None
    return Scoreboard.from_data(data, path)


def save_scoreboard(path: Path, board: Scoreboard) -> None:
    """Write `board` to `path` atomically (OSError when it cannot be written)."""
    write_text_atomic(path, json.dumps(board.to_data(), indent=1, ensure_ascii=False) + "\n")
