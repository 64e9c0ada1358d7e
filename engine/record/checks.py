"""The checks every part of a game file goes through: strict JSON (no duplicate keys, no NaN,
a clear word for a cut-short file) and typed fields, each failing with a `RecordError` that says
what is wrong and where."""

from __future__ import annotations

import json
import re
from datetime import datetime
from typing import Any


class RecordError(ValueError):
    """A game file that cannot be loaded; the message says what is wrong and where."""


def _reject_constant(name: str) -> None:
    raise RecordError(f"{name} is not allowed in a game file")


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


def _where(text: str, offset: int) -> str:
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return f"line {line}, column {column}"


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise RecordError(f"the key {key!r} appears twice in one object")
        result[key] = value
    return result


def parse_json(text: str) -> Any:
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text.strip():
        raise RecordError("the file is empty")
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
        where = f" at {_where(text, found.start())}" if found else ""
        digits = len(found.group().lstrip("-")) if found else MAX_DIGITS + 1
        raise RecordError(
            f"a number of {digits:,} digits{where}: no field of a game file is that large"
        ) from None
    except json.JSONDecodeError as error:
        where = f"line {error.lineno}, column {error.colno}"
        what = error.msg.replace("starting at", "starting here")
        if _is_cut_short(text):
            raise RecordError(f"the file is cut short: not valid JSON at {where}: {what}") from None
        raise RecordError(f"not valid JSON at {where}: {what}") from None
    except RecursionError:
        raise RecordError("not a game file: the JSON is nested too deeply") from None
    except ValueError:
        raise RecordError("not valid JSON") from None


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
    return isinstance(value, int) and not isinstance(value, bool)


def type_name(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, int | float):
        return f"the number {value!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def expect_int(value: object, where: str, low: int, high: int | None = None) -> int:
    if not is_int(value):
        raise RecordError(f"{where}: expected a whole number, got {type_name(value)}")
    assert isinstance(value, int)
    if value < low or (high is not None and value > high):
        upper = f" to {high}" if high is not None else " or more"
        raise RecordError(f"{where}: {value} is out of range, expected {low}{upper}")
    return value


def expect_list(value: object, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(f"{where}: expected a list, got {type_name(value)}")
    return value


def expect_keys(data: object, where: str, keys: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise RecordError(f"{where}: expected an object, got {type_name(data)}")
    prefix = f"{where}." if where else ""
    for key in keys:
        if key not in data:
            raise RecordError(f"{prefix}{key}: missing")
    for key in data:
        if key not in keys:
            raise RecordError(f"{prefix}{key}: unknown field")
    return data


def timestamp(value: object, where: str) -> datetime:
    if not isinstance(value, str):
        raise RecordError(f"{where}: expected an ISO-8601 time, got {type_name(value)}")
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        raise RecordError(f"{where}: {value!r} is not an ISO-8601 time") from None


def cell_values(value: object, where: str, ndim: int) -> list[int]:
    cell = expect_list(value, where)
    if len(cell) != ndim:
        raise RecordError(f"{where}: {len(cell)} coordinates, expected {ndim}")
    for axis, coordinate in enumerate(cell):
        if not is_int(coordinate):
            raise RecordError(
                f"{where}[{axis}]: expected a whole number, got {type_name(coordinate)}"
            )
    return cell
