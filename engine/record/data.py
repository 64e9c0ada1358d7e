"""Games, rules and seats to and from the plain data (dicts, lists, ints, strings) of a game file.
Reading checks everything (types, ranges, the limits of `Rules`, every move legal in turn, nothing
after the end) before it builds a `Game`.

A move keeps the CPU level that chose it: a seat's level may change during a game (the window's
Players dialog), so a file whose moves were not all played at their seat's present level carries
`"levels"`, one entry per move of "moves" and then of "redo" (a level name, or null for a
person's move). It is optional: a file without it (all files written before it) opens with each
move at its seat's level."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, TypedDict, Unpack

from engine.game import Game
from engine.geometry import geometry
from engine.players import PlayerInfo, SeatKind, default_players
from engine.record.analysis_data import (
    GameAnalysis,
    analysis_from_data,
    analysis_to_data,
    check_fits,
)
from engine.record.checks import (
    cell_values,
    expect_int,
    expect_keys,
    expect_list,
    timestamp,
)
from engine.record.ending import ENDING_KEY, Ending, ending_from_data, ending_to_data
from engine.record.move_times import CLOCK_KEY, MoveTimes, times_from_data, times_to_data
from engine.record.problems import RecordError, RecordProblem, RecordProblemKind
from engine.refusals import IllegalMove
from engine.rules import MAX_AXES, Cell, Rules, RulesError, RulesProblem, RulesProblemKind

_Kind = RecordProblemKind

FORMAT = "hyperrow"
VERSION = 1
MAX_NAME = 100

_TOP_KEYS = ("format", "version", "rules", "players", "moves", "redo", "created", "saved")
_LEVELS_KEY = "levels"
_OPTIONAL_KEYS = (_LEVELS_KEY, "analysis", CLOCK_KEY, ENDING_KEY)
_RULES_KEYS = ("shape", "k", "gravity", "players", "blocked", "target")
_PLAYER_KEYS = ("name", "kind", "level")


@dataclass(frozen=True)
class GameRecord:
    """Everything a game file holds; `game` carries the moves and the redo stack."""

    game: Game
    players: tuple[PlayerInfo, ...]
    created: datetime
    saved: datetime
    levels: tuple[str | None, ...]
    """The CPU level that chose each move of the game and then of its redo list, None for a
    person's move (from the file, or else from the seats)."""
    analysis: GameAnalysis | None = None
    """The analysis of the game's moves kept with it (engine.record.analysis_data), if any."""
    clock: MoveTimes | None = None
    """The time control and each move's seconds (engine.record.move_times), if it had a clock."""
    ending: Ending | None = None
    """How it ended off the board (engine.record.ending): resigned or a draw agreed, if so."""

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


def seat_levels(players: Sequence[PlayerInfo], count: int) -> tuple[str | None, ...]:
    """The level of each of `count` moves as the seats `players` play them now: the CPU level of
    the seat to move, None for a person's move."""
    levels = tuple(p.level if p.kind == SeatKind.CPU else None for p in players)
    return tuple(levels[i % len(levels)] for i in range(count))


class FileFacts(TypedDict, total=False):
    """What a game file says besides the game and its seats, each left out or None for its
    default: when it was `created` (when it was saved), when it was `saved` (now), the CPU
    `levels` that chose each move of the game and then of its redo list (the seats' levels),
    its `analysis` (none), its `clock` (none: a game without a clock) and its `ending` off the
    board (none)."""

    created: datetime | None
    saved: datetime | None
    levels: Sequence[str | None] | None
    analysis: GameAnalysis | None
    clock: MoveTimes | None
    ending: Ending | None


def to_data(
    game: Game, players: Sequence[PlayerInfo] | None = None, **facts: Unpack[FileFacts]
) -> dict[str, Any]:
    """The JSON-ready dict of a game file for `game` (see `dumps`). The `levels` are written only
    where they say more than the seats; the `analysis` must be of the game's moves (else
    ValueError)."""
    created, saved, levels = facts.get("created"), facts.get("saved"), facts.get("levels")
    analysis = facts.get("analysis")
    rules = game.rules
    seats = default_players(rules.players) if players is None else tuple(players)
    if len(seats) != rules.players:
        raise ValueError(f"players: {len(seats)} given for a game of {rules.players} players")
    count = game.ply + len(game.redo_moves)
    if levels is not None and len(levels) != count:
        raise ValueError(f"levels: {len(levels)} given for {count} moves")
    own_levels = levels is not None and tuple(levels) != seat_levels(seats, count)
    saved = _now() if saved is None else saved
    created = saved if created is None else created
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": rules_to_data(rules),
        "players": [{"name": s.name, "kind": s.kind, "level": s.level} for s in seats],
    }
    if own_levels:
        assert levels is not None
        data[_LEVELS_KEY] = list(levels)
    clock = facts.get("clock")
    if clock is not None:
        if len(clock.used) != game.ply:
            raise ValueError(f"clock: {len(clock.used)} times given for {game.ply} moves")
        data[CLOCK_KEY] = times_to_data(clock)
    ending = facts.get("ending")
    if ending is not None:
        data[ENDING_KEY] = ending_to_data(ending)
    data |= {
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
        raise RecordError(RecordProblem(_Kind.NOT_AN_OBJECT, found=data))
    if "format" not in data:
        raise RecordError(RecordProblem(_Kind.NO_FORMAT))
    if data["format"] != FORMAT:
        raise RecordError(RecordProblem(_Kind.WRONG_FORMAT, "format", found=data["format"]))
    if "version" not in data:
        raise RecordError(RecordProblem(_Kind.MISSING, "version"))
    version = expect_int(data["version"], "version", 1)
    if version > VERSION:
        raise RecordError(
            RecordProblem(_Kind.NEWER_VERSION, "version", found=version, high=VERSION)
        )
    expect_keys(data, "", _TOP_KEYS + tuple(key for key in _OPTIONAL_KEYS if key in data))
    rules = rules_from_data(data["rules"])
    players = _players_from_data(data["players"], rules)
    created = timestamp(data["created"], "created")
    saved = timestamp(data["saved"], "saved")
    moves = _cells(data["moves"], "moves", rules)
    redo = _cells(data["redo"], "redo", rules)

    game = Game(rules)
    _replay(game, moves, "moves")
    _replay(game, redo, "redo")
    for _ in redo:
        game.undo()
    count = len(moves) + len(redo)
    if _LEVELS_KEY in data:
        levels = _levels_from_data(data[_LEVELS_KEY], count)
    else:
        levels = seat_levels(players, count)
    analysis = analysis_from_data(data["analysis"], game) if "analysis" in data else None
    clock = times_from_data(data[CLOCK_KEY], len(moves)) if CLOCK_KEY in data else None
    ending = ending_from_data(data[ENDING_KEY], game) if ENDING_KEY in data else None
    return GameRecord(game, players, created, saved, levels, analysis, clock, ending)


def rules_from_data(data: object, where: str = "rules") -> Rules:
    """The Rules in `data` (as `rules_to_data` writes them), checked field by field; raises
    RecordError naming the field under `where`, e.g. `rules.k: expected a whole number`."""
    fields = expect_keys(data, where, _RULES_KEYS)
    shape = expect_list(fields["shape"], f"{where}.shape")
    if not 1 <= len(shape) <= MAX_AXES:
        # Before the sizes are looked at one by one: the list may be long.
        axes = RulesProblem(RulesProblemKind.AXES, low=1, high=MAX_AXES, count=len(shape))
        raise RecordError(RecordProblem(_Kind.RULES, f"{where}.shape", rules=axes))
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
    except RulesError as error:
        place = f"{where}.{error.problem.field}"
        raise RecordError(RecordProblem(_Kind.RULES, place, rules=error.problem)) from None


def _players_from_data(data: object, rules: Rules) -> tuple[PlayerInfo, ...]:
    seats = expect_list(data, "players")
    if len(seats) != rules.players:
        raise RecordError(
            RecordProblem(_Kind.SEAT_COUNT, "players", count=len(seats), high=rules.players)
        )
    result = []
    for i, seat in enumerate(seats):
        where = f"players[{i}]"
        fields = expect_keys(seat, where, _PLAYER_KEYS)
        name, kind, level = fields["name"], fields["kind"], fields["level"]
        if not isinstance(name, str) or not 1 <= len(name) <= MAX_NAME:
            raise RecordError(
                RecordProblem(_Kind.NAME, f"{where}.name", found=name, low=1, high=MAX_NAME)
            )
        if kind not in list(SeatKind):
            raise RecordError(RecordProblem(_Kind.SEAT_KIND, f"{where}.kind", found=kind))
        if kind != SeatKind.CPU and level is not None:
            raise RecordError(
                RecordProblem(
                    _Kind.LEVEL_NOT_ALLOWED, f"{where}.level", found=level, seat=SeatKind(kind)
                )
            )
        if kind == SeatKind.CPU and (not isinstance(level, str) or not 1 <= len(level) <= MAX_NAME):
            raise RecordError(RecordProblem(_Kind.LEVEL_NEEDED, f"{where}.level", found=level))
        result.append(PlayerInfo(name, SeatKind(kind), level))
    return tuple(result)


def _levels_from_data(data: object, count: int) -> tuple[str | None, ...]:
    items = expect_list(data, _LEVELS_KEY)
    if len(items) != count:
        raise RecordError(
            RecordProblem(_Kind.LEVEL_COUNT, _LEVELS_KEY, count=len(items), high=count)
        )
    for i, level in enumerate(items):
        if level is not None and (not isinstance(level, str) or not 1 <= len(level) <= MAX_NAME):
            raise RecordError(
                RecordProblem(
                    _Kind.MOVE_LEVEL, f"{_LEVELS_KEY}[{i}]", found=level, high=MAX_NAME, move=i
                )
            )
    return tuple(items)


def _cells(data: object, where: str, rules: Rules) -> list[Cell]:
    items = expect_list(data, where)
    if len(items) > rules.cell_count:
        raise RecordError(
            RecordProblem(_Kind.TOO_MANY_MOVES, where, count=len(items), high=rules.cell_count)
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
            raise RecordError(
                RecordProblem(
                    _Kind.OFF_BOARD,
                    f"{where}[{i}]",
                    move=i,
                    undone=where == "redo",
                    cell=cell,
                    shape=rules.shape,
                )
            )
        result.append(cell)
    return result


def _replay(game: Game, cells: list[Cell], where: str) -> None:
    """Play `cells` (the list `where` of the file) in turn; the first one the rules refuse
    raises RecordError saying why. `Game.play` checks every move itself, so the reason for a
    refusal is only worked out when there is one (a full 19×19×19 file has 6,859 moves)."""
    for i, cell in enumerate(cells):
        try:
            game.play(cell)
        except IllegalMove as refused:
            place, undone = f"{where}[{i}]", where == "redo"
            outcome = game.outcome()
            if outcome is not None:
                raise RecordError(
                    RecordProblem(
                        _Kind.AFTER_THE_END,
                        place,
                        move=i,
                        undone=undone,
                        cell=cell,
                        winners=outcome.winners,
                        ply=game.ply,
                    )
                ) from None
            raise RecordError(
                RecordProblem(_Kind.REFUSED, place, move=i, undone=undone, refusal=refused.refusal)
            ) from None
