"""Games, rules and seats to and from the plain data (dicts, lists, ints, strings) of a game file.
Reading checks everything (types, ranges, the limits of `Rules`, every move legal in turn, nothing
after the end) before it builds a `Game`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from engine.game import Game
from engine.geometry import geometry
from engine.notation import format_cell
from engine.players import PlayerInfo, SeatKind, default_players
from engine.record.analysis_data import (
    GameAnalysis,
    analysis_from_data,
    analysis_to_data,
    check_fits,
)
from engine.record.checks import (
    RecordError,
    cell_values,
    expect_int,
    expect_keys,
    expect_list,
    timestamp,
    type_name,
)
from engine.refusals import IllegalMove
from engine.rules import MAX_AXES, Cell, Rules, format_shape

FORMAT = "hyperrow"
VERSION = 1
MAX_NAME = 100

_TOP_KEYS = ("format", "version", "rules", "players", "moves", "redo", "created", "saved")
_OPTIONAL_KEYS = ("analysis",)
_RULES_KEYS = ("shape", "k", "gravity", "players", "blocked", "target")
_PLAYER_KEYS = ("name", "kind", "level")


@dataclass(frozen=True)
class GameRecord:
    """Everything a game file holds; `game` carries the moves and the redo stack."""

    game: Game
    players: tuple[PlayerInfo, ...]
    created: datetime
    saved: datetime
    analysis: GameAnalysis | None = None
    """The analysis of the game's moves kept with it (engine.record.analysis_data), if any."""

    @property
    def rules(self) -> Rules:
        """The rules of the recorded game."""
        return self.game.rules


def _now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


def rules_to_data(rules: Rules) -> dict[str, Any]:
    """`rules` as the JSON-ready dict of a game file's "rules" field."""
    return {
        "shape": list(rules.shape),
        "k": rules.k,
        "gravity": rules.gravity,
        "players": rules.players,
        "blocked": [list(c) for c in sorted(rules.blocked)],
        "target": rules.target,
    }


def to_data(
    game: Game,
    players: Sequence[PlayerInfo] | None = None,
    created: datetime | None = None,
    saved: datetime | None = None,
    analysis: GameAnalysis | None = None,
) -> dict[str, Any]:
    """The JSON-ready dict of a game file for `game` (see `dumps`), with `analysis` (of the
    game's moves, else ValueError) when given."""
    rules = game.rules
    seats = default_players(rules.players) if players is None else tuple(players)
    if len(seats) != rules.players:
        raise ValueError(f"players: {len(seats)} given for a game of {rules.players} players")
    saved = _now() if saved is None else saved
    created = saved if created is None else created
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": rules_to_data(rules),
        "players": [{"name": s.name, "kind": s.kind, "level": s.level} for s in seats],
        "moves": [list(c) for c in game.moves],
        "redo": [list(c) for c in game.redo_moves],
        "created": created.isoformat(),
        "saved": saved.isoformat(),
    }
    if analysis is not None:
        check_fits(analysis, game)
        data["analysis"] = analysis_to_data(analysis)
    return data


def record_from_data(data: object) -> GameRecord:
    """The GameRecord in the parsed JSON `data` of a game file; raises RecordError."""
    if not isinstance(data, dict):
        raise RecordError(f"not a hyperrow game file: expected an object, got {type_name(data)}")
    if "format" not in data:
        raise RecordError('not a hyperrow game file: no "format" field')
    if data["format"] != FORMAT:
        raise RecordError(
            f'format: {data["format"]!r}, expected "{FORMAT}": not a hyperrow game file'
        )
    if "version" not in data:
        raise RecordError("version: missing")
    version = expect_int(data["version"], "version", 1)
    if version > VERSION:
        raise RecordError(
            f"version {version} is newer than this hyperrow understands ({VERSION}); "
            "update hyperrow to open this file"
        )
    expect_keys(data, "", _TOP_KEYS + tuple(key for key in _OPTIONAL_KEYS if key in data))
    rules = rules_from_data(data["rules"])
    players = _players_from_data(data["players"], rules)
    created = timestamp(data["created"], "created")
    saved = timestamp(data["saved"], "saved")
    moves = _cells(data["moves"], "moves", rules)
    redo = _cells(data["redo"], "redo", rules)

    game = Game(rules)
    _replay(game, moves, "moves", "move")
    _replay(game, redo, "redo", "undone move")
    for _ in redo:
        game.undo()
    analysis = analysis_from_data(data["analysis"], game) if "analysis" in data else None
    return GameRecord(game, players, created, saved, analysis)


def rules_from_data(data: object, where: str = "rules") -> Rules:
    """The Rules in `data` (as `rules_to_data` writes them), checked field by field; raises
    RecordError naming the field under `where`, e.g. `rules.k: expected a whole number`."""
    fields = expect_keys(data, where, _RULES_KEYS)
    shape = expect_list(fields["shape"], f"{where}.shape")
    if not 1 <= len(shape) <= MAX_AXES:
        raise RecordError(f"{where}.shape: {len(shape)} axes, expected 1 to {MAX_AXES}")
    for axis, size in enumerate(shape):
        expect_int(size, f"{where}.shape[{axis}]", 1)
    expect_int(fields["k"], f"{where}.k", 2)
    if fields["gravity"] is not None:
        expect_int(fields["gravity"], f"{where}.gravity", 0, len(shape) - 1)
    expect_int(fields["players"], f"{where}.players", 2)
    expect_int(fields["target"], f"{where}.target", 1)
    blocked = expect_list(fields["blocked"], f"{where}.blocked")
    for i, cell in enumerate(blocked):
        cell_values(cell, f"{where}.blocked[{i}]", len(shape))
    try:
        return Rules(
            shape=tuple(shape),
            k=fields["k"],
            gravity=fields["gravity"],
            players=fields["players"],
            blocked=frozenset(tuple(c) for c in blocked),
            target=fields["target"],
        )
    except ValueError as error:
        raise RecordError(f"{where}.{error}") from None


def _players_from_data(data: object, rules: Rules) -> tuple[PlayerInfo, ...]:
    seats = expect_list(data, "players")
    if len(seats) != rules.players:
        raise RecordError(
            f"players: {len(seats)} listed, but the rules are for {rules.players} players"
        )
    result = []
    for i, seat in enumerate(seats):
        where = f"players[{i}]"
        fields = expect_keys(seat, where, _PLAYER_KEYS)
        name, kind, level = fields["name"], fields["kind"], fields["level"]
        if not isinstance(name, str) or not 1 <= len(name) <= MAX_NAME:
            raise RecordError(
                f"{where}.name: expected a text of 1 to {MAX_NAME} characters, "
                f"got {type_name(name) if not isinstance(name, str) else len(name)}"
            )
        if kind not in list(SeatKind):
            raise RecordError(f"{where}.kind: {kind!r}, expected one of {', '.join(SeatKind)}")
        if kind != SeatKind.CPU and level is not None:
            raise RecordError(f"{where}.level: a {kind} player has no level, got {level!r}")
        if kind == SeatKind.CPU and (not isinstance(level, str) or not 1 <= len(level) <= MAX_NAME):
            raise RecordError(f"{where}.level: a CPU player needs a level name, got {level!r}")
        result.append(PlayerInfo(name, SeatKind(kind), level))
    return tuple(result)


def _cells(data: object, where: str, rules: Rules) -> list[Cell]:
    items = expect_list(data, where)
    if len(items) > rules.cell_count:
        raise RecordError(
            f"{where}: {len(items)} moves, more than the {rules.cell_count} cells of the board"
        )
    result = []
    ndim, on_board = rules.ndim, geometry(rules).index
    for i, item in enumerate(items):
        # The common case checked inline; anything else goes through the check that says why.
        if type(item) is list and len(item) == ndim and all(type(c) is int for c in item):
            cell = tuple(item)
        else:
            cell = tuple(cell_values(item, f"{where}[{i}]", ndim))
        if cell not in on_board:
            which = "move" if where == "moves" else "undone move"
            raise RecordError(
                f"{where}[{i}] (the {ordinal(i + 1)} {which}): cell {format_cell(cell)} "
                f"is outside the {format_shape(rules.shape)} board (cells count from 1)"
            )
        result.append(cell)
    return result


def ordinal(number: int) -> str:
    """'1st', '2nd', '3rd', '4th', '11th', '22nd': how a list index is said to a person."""
    if 10 <= number % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def _replay(game: Game, cells: list[Cell], where: str, which: str) -> None:
    """Play `cells` in turn; the first one the rules refuse raises RecordError saying why.
    `Game.play` checks every move itself, so the words for a refusal are only worked out when
    there is one (a full 19×19×19 file has 6,859 moves)."""
    for i, cell in enumerate(cells):
        try:
            game.play(cell)
        except IllegalMove as refused:
            place = f"{where}[{i}] (the {ordinal(i + 1)} {which})"
            _play(game, cell, place)  # raises RecordError with the words for the refusal
            raise RecordError(f"{place}: cell {refused.refusal.describe()}") from None


def _play(game: Game, cell: Cell, where: str) -> None:
    """Play `cell`, or say why not: the file's index (0-based, as in the JSON) with the move's
    number, and the cell in 1-based notation like everywhere else."""
    if game.is_over():
        outcome = game.outcome()
        assert outcome is not None
        if len(outcome.winners) == 1:
            result = f"player {outcome.winners[0] + 1} won"
        elif outcome.winners:
            names = [f"player {p + 1}" for p in outcome.winners]
            result = ", ".join(names[:-1]) + f" and {names[-1]} shared the win"
        else:
            result = "a draw"
        raise RecordError(
            f"{where}: cell {format_cell(cell)} comes after the end ({result} at move {game.ply})"
        )
    reason = game.refusal(cell)
    if reason is not None:
        raise RecordError(f"{where}: cell {reason}")
    game.play(cell)
