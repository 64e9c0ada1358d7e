"""What an analysis says about a game, as data: per move, the mover's value before and after it,
the mark and a better move (engine.ai.analysis finds them; a window draws them, `hyperrow
analyse` words them), and the optional "analysis" field that keeps them in a game file.

The field is a list with one object per move, in order, for the first moves of the game (all of
them once an analysis has finished):

    {"ply": 3, "cell": [3, 1], "proven": true, "result_before": "win", "result_after": "draw",
     "distance_before": 9, "distance_after": null, "score_before": 1.0, "score_after": 0.0,
     "source_before": "solver", "source_after": "solver", "mark": "mistake", "better": [3, 2],
     "at_once": false}

A move is a mistake or a blunder only where its values prove it (`proven_mark`), or where it lets
the opponent complete a line at once although another move stopped it ("at_once": true, a
blunder whatever the result before, "better" a move that stops it); any other mark is an
inaccuracy by estimate (`strongest_mark`). "at_once" came later: an entry without it is read as
false, with the rules of its time (a mistake by estimate allowed).

Reading it checks every entry as strictly as the rest of the file, against the game it belongs
to (each cell the move of that ply, a better move legal where it was named), and that its values
hang together (a proven result has its score and a source that proves it; a mark follows from
the results); a problem raises RecordError naming the place, e.g. `analysis[3].mark`.

The field leaves the file's version at 1: older hyperrows refuse unknown fields by name
(`analysis: unknown field`), so none can misread a file that has one, and a file without one is
what it always was.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypeVar

from engine.game import Game
from engine.notation import format_cell
from engine.record.checks import cell_values, expect_int, expect_keys, expect_list
from engine.record.problems import RecordError, RecordProblem, RecordProblemKind, value_words
from engine.rules import Cell, format_shape, is_cell_on_board

_E = TypeVar("_E", bound=StrEnum)


class Result(StrEnum):
    """A game's result for one player: a proven value's, or how a counted game ended for you
    (engine.scoreboard). The values are the words of game files and `--json`."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"


class Mark(StrEnum):
    """How bad a move was: a blunder throws a proven draw or win away to a loss (or lets the
    opponent complete a line at once where another move stopped it), a mistake a proven win to
    a draw, an inaccuracy a drop by estimate."""

    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


class Source(StrEnum):
    """What a value rests on."""

    END = "end"
    """The game is over: its outcome."""
    BOOK = "book"
    """An opening or strategy book: Connect Four's, or the proof of Qubic's first player's win."""
    SOLVER = "solver"
    """The exact solver."""
    THREATS = "threats"
    """A forced win by threats (threat-space search): the distance is at most the one given."""
    PROOF = "proof"
    """The proof-number search of the first player's win (Qubic, 3×3×3): no distance."""
    SEARCH = "search"
    """A search estimate: nothing proven."""


_RESULT_SCORES = {Result.WIN: 1.0, Result.DRAW: 0.0, Result.LOSS: -1.0}
_RESULT_ORDER = {Result.LOSS: 0, Result.DRAW: 1, Result.WIN: 2}


@dataclass(frozen=True)
class PositionValue:
    """A position's value for one player: proven (`result`, with the `distance` where known)
    or estimated by a search (`result` None, `source` SEARCH)."""

    result: Result | None
    """The proven result, None for an estimate."""
    distance: int | None
    """For a proven win or loss: the winner's moves to the end, the winning stone included (0
    once the game is won); at most this many by THREATS. None for a draw, an estimate, or where
    only the result is known."""
    score: float
    """The expected result from -1 (a loss) through 0 to 1 (a win): a proven result's own
    value, or the search's estimate scaled into that range."""
    source: Source

    @property
    def proven(self) -> bool:
        """True when the result is proven."""
        return self.result is not None

    @classmethod
    def proven_result(cls, result: Result, distance: int | None, source: Source) -> PositionValue:
        """A proven `result`, its score its own value."""
        return cls(
            result, None if result is Result.DRAW else distance, _RESULT_SCORES[result], source
        )

    @classmethod
    def estimate(cls, score: float) -> PositionValue:
        """A search estimate of the expected result, clamped to -1 .. 1 and rounded to three
        decimals (so that it reads back from a file as it was)."""
        return cls(None, None, round(max(-1.0, min(1.0, score)), 3), Source.SEARCH)


@dataclass(frozen=True)
class MoveAnalysis:
    """One move of an analysed game: who played what, and what it did to the mover's value."""

    ply: int
    """The move's number, from 1."""
    cell: Cell
    player: int
    """The mover, from 0."""
    before: PositionValue
    """The mover's value of the position the move was played in."""
    after: PositionValue
    """The mover's value of the position the move made."""
    mark: Mark | None
    better: Cell | None
    """For a marked move, a better one: one that keeps a proven result (or, `at_once`, stops
    the opponent's line), else the search's best."""
    at_once: bool = False
    """True when the move lets the opponent complete a line at once where `better` stopped it:
    a blunder whatever the result before."""

    @property
    def proven(self) -> bool:
        """True when both values are proven (and so is the mark)."""
        return self.before.proven and self.after.proven


@dataclass(frozen=True)
class GameAnalysis:
    """The analysis of a game's moves, in order (of its first moves, for a game that went on
    after it was analysed)."""

    moves: tuple[MoveAnalysis, ...]


def proven_mark(before: Result, after: Result) -> Mark | None:
    """The mark of a move that took the mover's proven result from `before` to `after`: a win
    or a draw thrown away to a loss is a blunder, a win to a draw a mistake; a move that keeps
    the result is never marked."""
    if after is Result.LOSS and before is not Result.LOSS:
        return Mark.BLUNDER
    if before is Result.WIN and after is Result.DRAW:
        return Mark.MISTAKE
    return None


def strongest_mark(before: PositionValue, after: PositionValue, *, at_once: bool) -> Mark | None:
    """The worst mark a move's values justify: a blunder for a move that lets the opponent
    complete a line at once (`at_once`), the mark of the results where both are proven
    (`proven_mark`), else at most an inaccuracy (an estimate proves no mistake)."""
    if at_once:
        return Mark.BLUNDER
    if before.result is not None and after.result is not None:
        return proven_mark(before.result, after.result)
    return Mark.INACCURACY


def analysis_to_data(analysis: GameAnalysis) -> list[dict[str, Any]]:
    """The plain data of a game file's "analysis" field (also what `hyperrow analyse --json`
    prints per move)."""
    return [move_to_data(move) for move in analysis.moves]


def move_to_data(move: MoveAnalysis) -> dict[str, Any]:
    """One move's analysis as plain data (see the module docstring)."""
    data: dict[str, Any] = {"ply": move.ply, "cell": list(move.cell), "proven": move.proven}
    for name in ("result", "distance", "score", "source"):
        for when, value in (("before", move.before), ("after", move.after)):
            data[f"{name}_{when}"] = getattr(value, name)
    data["mark"] = move.mark
    data["better"] = None if move.better is None else list(move.better)
    data["at_once"] = move.at_once
    return data


_MOVE_KEYS = (
    "ply",
    "cell",
    "proven",
    "result_before",
    "result_after",
    "distance_before",
    "distance_after",
    "score_before",
    "score_after",
    "source_before",
    "source_after",
    "mark",
    "better",
)
_LATER_KEYS = ("at_once",)
"""Fields a later hyperrow added: an entry may lack them (it was made by the rules before)."""


def check_fits(analysis: GameAnalysis, game: Game) -> None:
    """Raise ValueError unless `analysis` is of the first moves of `game` (before it is kept
    with the game in a file)."""
    moves = game.moves
    if len(analysis.moves) > len(moves) or any(
        move.cell != moves[i] for i, move in enumerate(analysis.moves)
    ):
        raise ValueError("analysis: not an analysis of this game's moves")


def analysis_from_data(data: object, game: Game) -> GameAnalysis:
    """The analysis in a game file's "analysis" field `data`, of the moves of `game`; raises
    RecordError naming the place of the first problem."""
    entries = expect_list(data, "analysis")
    moves = game.moves
    if len(entries) > len(moves):
        raise RecordError(
            _damaged(
                f"analysis: {len(entries)} moves analysed, but the game has {len(moves)} moves"
            )
        )
    position = Game(game.rules)
    result = []
    for i, entry in enumerate(entries):
        result.append(_move_from_data(entry, f"analysis[{i}]", position, moves[i]))
        position.play(moves[i])
    return GameAnalysis(tuple(result))


def _move_from_data(data: object, where: str, position: Game, played: Cell) -> MoveAnalysis:
    """The analysis of the move `played` in `position` (the game before it)."""
    later = isinstance(data, dict) and all(key in data for key in _LATER_KEYS)
    fields = expect_keys(data, where, _MOVE_KEYS + _LATER_KEYS if later else _MOVE_KEYS)
    rules = position.rules
    ply = position.ply + 1
    expect_int(fields["ply"], f"{where}.ply", ply, ply)
    cell = tuple(cell_values(fields["cell"], f"{where}.cell", rules.ndim))
    if cell != played:
        raise RecordError(
            _damaged(
                f"{where}.cell: {format_cell(cell)} is not move {ply} of the game "
                f"({format_cell(played)})"
            )
        )
    before = _value(fields, "before", where, rules.cell_count)
    after = _value(fields, "after", where, rules.cell_count)
    proven = fields["proven"]
    if not isinstance(proven, bool):
        raise RecordError(
            _damaged(f"{where}.proven: expected true or false, got {value_words(proven)}")
        )
    if proven != (before.proven and after.proven):
        said = "proven" if before.proven and after.proven else "not both proven"
        raise RecordError(
            _damaged(f"{where}.proven: {value_words(proven)}, but the values are {said}")
        )
    if (
        before.result is not None
        and after.result is not None
        and _RESULT_ORDER[after.result] > _RESULT_ORDER[before.result]
    ):
        raise RecordError(
            _damaged(
                f"{where}.result_after: no move turns a proven {before.result} "
                f"into a {after.result}"
            )
        )
    at_once = fields.get("at_once", False)
    if not isinstance(at_once, bool):
        raise RecordError(
            _damaged(f"{where}.at_once: expected true or false, got {value_words(at_once)}")
        )
    mark = _mark(fields["mark"], f"{where}.mark", before, after, at_once)
    if later:
        _check_strongest(mark, where, before, after, at_once)
    better = _better(fields["better"], f"{where}.better", mark, played, position)
    return MoveAnalysis(ply, cell, position.to_move, before, after, mark, better, at_once)


def _check_strongest(
    mark: Mark | None, where: str, before: PositionValue, after: PositionValue, at_once: bool
) -> None:
    """An entry with "at_once" follows the rules that came with it (`strongest_mark`)."""
    if at_once:
        if after.result is not Result.LOSS:
            raise RecordError(
                _damaged(
                    f"{where}.result_after: {after.result or 'an estimate'}, but a move that "
                    "lets the opponent win at once comes to a proven loss"
                )
            )
        if mark is not Mark.BLUNDER:
            raise RecordError(
                _damaged(
                    f"{where}.mark: {mark or 'null'}, but a move that lets the opponent win at "
                    "once is a blunder"
                )
            )
    elif mark is Mark.MISTAKE and (before.result is None or after.result is None):
        raise RecordError(
            _damaged(f"{where}.mark: {mark}, but an estimate marks no more than an inaccuracy")
        )


def _value(fields: dict[str, Any], when: str, where: str, cells: int) -> PositionValue:
    """The value `before` or `after` the move, from its four fields, checked together."""
    named = fields[f"result_{when}"]
    result = None if named is None else _member(Result, named, f"{where}.result_{when}")
    source = _member(Source, fields[f"source_{when}"], f"{where}.source_{when}")
    distance = fields[f"distance_{when}"]
    score = fields[f"score_{when}"]
    if distance is not None:
        expect_int(distance, f"{where}.distance_{when}", 0, cells)
    if isinstance(score, bool) or not isinstance(score, int | float) or not math.isfinite(score):
        raise RecordError(
            _damaged(f"{where}.score_{when}: expected a number, got {value_words(score)}")
        )
    if not -1 <= score <= 1:
        raise RecordError(
            _damaged(f"{where}.score_{when}: {score} is out of range, expected -1 to 1")
        )
    if result is None:
        if source is not Source.SEARCH:
            raise RecordError(
                _damaged(
                    f"{where}.source_{when}: {source!s}, but a value without a result is a search "
                    "estimate"
                )
            )
        if distance is not None:
            raise RecordError(_damaged(f"{where}.distance_{when}: an estimate has no distance"))
        return PositionValue.estimate(float(score))
    if source is Source.SEARCH:
        raise RecordError(_damaged(f"{where}.source_{when}: a search estimate proves no {result}"))
    if result is Result.DRAW and distance is not None:
        raise RecordError(_damaged(f"{where}.distance_{when}: a draw has no distance"))
    if score != _RESULT_SCORES[result]:
        raise RecordError(
            _damaged(
                f"{where}.score_{when}: {score}, but a proven {result} scores "
                f"{_RESULT_SCORES[result]:g}"
            )
        )
    return PositionValue.proven_result(result, distance, source)


def _member(kind: type[_E], value: object, where: str) -> _E:
    """The member of `kind` named by `value`."""
    if not isinstance(value, str) or value not in list(kind):
        names = ", ".join(f'"{member}"' for member in kind)
        got = repr(value[:40]) if isinstance(value, str) else value_words(value)
        raise RecordError(_damaged(f"{where}: {got}, expected one of {names}"))
    return kind(value)


def _mark(
    value: object, where: str, before: PositionValue, after: PositionValue, at_once: bool
) -> Mark | None:
    """The mark, which a proven move's results decide (unless it let the opponent win at once)
    and an estimate never makes a blunder (but for that)."""
    mark = None if value is None else _member(Mark, value, where)
    if before.result is not None and after.result is not None and not at_once:
        expected = proven_mark(before.result, after.result)
        if mark is not expected:
            change = f"from a proven {before.result} to a proven {after.result}"
            if expected is None:
                raise RecordError(_damaged(f"{where}: {mark}, but a move {change} is not marked"))
            raise RecordError(
                _damaged(f"{where}: {mark or 'null'}, but a move {change} is a {expected}")
            )
    elif mark is Mark.BLUNDER and not at_once:
        raise RecordError(
            _damaged(
                f"{where}: a blunder throws a proven result away; these values are not both proven"
            )
        )
    return mark


def _better(
    value: object, where: str, mark: Mark | None, played: Cell, position: Game
) -> Cell | None:
    """The better move a marked move names: legal in `position`, and not the move `played`."""
    if value is None:
        if mark is not None:
            raise RecordError(_damaged(f"{where}: null, but a marked move names a better one"))
        return None
    if mark is None:
        raise RecordError(_damaged(f"{where}: only a marked move names a better one"))
    shape = position.rules.shape
    cell = tuple(cell_values(value, where, len(shape)))
    if not is_cell_on_board(cell, shape):
        raise RecordError(
            _damaged(
                f"{where}: cell {format_cell(cell)} is outside the {format_shape(shape)} board "
                "(cells count from 1)"
            )
        )
    reason = position.refusal(cell)
    if reason is not None:
        raise RecordError(_damaged(f"{where}: cell {reason}"))
    if cell == played:
        raise RecordError(_damaged(f"{where}: {format_cell(cell)} is the move played"))
    return cell


def _damaged(message: str) -> RecordProblem:
    """An analysis that does not fit its game or itself: `message` ("place: what") says which
    of its rules it breaks, in English, kept as the problem's detail for the log and the tests;
    players read the kind, worded in their language, with the place."""
    place, _, what = message.partition(": ")
    return RecordProblem(RecordProblemKind.ANALYSIS, place, detail=what)
