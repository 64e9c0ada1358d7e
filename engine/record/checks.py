"""The checks every part of a game file goes through: strict JSON (no duplicate keys, no NaN,
a clear word for a cut-short file) and typed fields, each failing with a `RecordError` whose
`RecordProblem` says what is wrong and where."""

from __future__ import annotations

import json
import re
from datetime import datetime
from typing import Any

from engine.record.problems import (
    JsonSyntax,
    RecordError,
    RecordProblem,
    RecordProblemKind,
)

_Kind = RecordProblemKind


def _reject_constant(name: str) -> None:
    raise RecordError(RecordProblem(_Kind.CONSTANT, detail=name))


MAX_DIGITS = 12
"""Whole numbers longer than this are refused before `int()`: no field of a game file needs one,
and Python refuses to convert numbers of more than 4,300 digits at all."""
_LONG_NUMBER = re.compile(rf"-?\d{{{MAX_DIGITS + 1},}}")


class _NumberTooLong(Exception):
    """Raised inside the JSON parser; turned into a RecordError that says where."""


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _NumberTooLong
    return int(text)


def _line_and_column(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, column


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise RecordError(RecordProblem(_Kind.DUPLICATE_KEY, detail=key))
        result[key] = value
    return result


def parse_json(text: str) -> Any:
    """The JSON value of `text`, parsed strictly; raises RecordError saying where it breaks."""
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text.strip():
        raise RecordError(RecordProblem(_Kind.EMPTY))
    try:
        return json.loads(
            text,
            object_pairs_hook=_unique_keys,
            parse_constant=_reject_constant,
            parse_int=_parse_int,
        )
    except RecordError:
        raise
    except _NumberTooLong:
        # The first long run of digits outside a string (an even number of quotes before it).
        found = next(
            (m for m in _LONG_NUMBER.finditer(text) if text.count('"', 0, m.start()) % 2 == 0),
            None,
        )
        line, column = _line_and_column(text, found.start()) if found else (None, None)
        digits = len(found.group().lstrip("-")) if found else MAX_DIGITS + 1
        raise RecordError(
            RecordProblem(_Kind.NUMBER_TOO_LONG, count=digits, line=line, column=column)
        ) from None
    except json.JSONDecodeError as error:
        kind = _Kind.CUT_SHORT if _is_cut_short(text) else _Kind.NOT_JSON
        raise RecordError(
            RecordProblem(
                kind,
                syntax=JsonSyntax.of(error.msg),
                line=error.lineno,
                column=error.colno,
                detail=error.msg,
            )
        ) from None
    except RecursionError:
        raise RecordError(RecordProblem(_Kind.TOO_DEEP)) from None
    except ValueError:
        raise RecordError(RecordProblem(_Kind.NOT_JSON, syntax=JsonSyntax.OTHER)) from None


def _is_cut_short(text: str) -> bool:
    """True if `text` ends inside a string or with brackets still open: a truncated file."""
    depth = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
        elif char in "]}":
            depth -= 1
    return in_string or depth > 0


def is_int(value: object) -> bool:
    """True for a whole number (not a bool, which Python counts as one)."""
    return isinstance(value, int) and not isinstance(value, bool)


def expect_int(value: object, where: str, low: int, high: int | None = None) -> int:
    """`value`, a whole number from `low` to `high` (None: no upper end) at `where`."""
    if not is_int(value):
        raise RecordError(RecordProblem(_Kind.NOT_WHOLE_NUMBER, where, found=value))
    assert isinstance(value, int)
    if value < low or (high is not None and value > high):
        raise RecordError(RecordProblem(_Kind.OUT_OF_RANGE, where, found=value, low=low, high=high))
    return value


def expect_list(value: object, where: str) -> list[Any]:
    """`value`, a list at `where`."""
    if not isinstance(value, list):
        raise RecordError(RecordProblem(_Kind.NOT_A_LIST, where, found=value))
    return value


def expect_keys(data: object, where: str, keys: tuple[str, ...]) -> dict[str, Any]:
    """`data`, an object at `where` with exactly the fields `keys`."""
    if not isinstance(data, dict):
        raise RecordError(RecordProblem(_Kind.NOT_AN_OBJECT_FIELD, where, found=data))
    prefix = f"{where}." if where else ""
    for key in keys:
        if key not in data:
            raise RecordError(RecordProblem(_Kind.MISSING, f"{prefix}{key}"))
    for key in data:
        if key not in keys:
            raise RecordError(RecordProblem(_Kind.UNKNOWN_FIELD, f"{prefix}{key}"))
    return data


def timestamp(value: object, where: str) -> datetime:
    """The ISO-8601 time `value` at `where`."""
    if not isinstance(value, str):
        raise RecordError(RecordProblem(_Kind.NOT_A_TIME, where, found=value))
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        raise RecordError(RecordProblem(_Kind.BAD_TIME, where, found=value)) from None


def cell_values(value: object, where: str, ndim: int) -> list[int]:
    """`value`, a cell at `where`: a list of `ndim` whole numbers (not yet checked against the
    board)."""
    cell = expect_list(value, where)
    if len(cell) != ndim:
        raise RecordError(RecordProblem(_Kind.COORDINATES, where, count=len(cell), high=ndim))
    for axis, coordinate in enumerate(cell):
        if not is_int(coordinate):
            raise RecordError(
                RecordProblem(_Kind.NOT_WHOLE_NUMBER, f"{where}[{axis}]", found=coordinate)
            )
    return cell
