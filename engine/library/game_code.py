"""A game as a short text code a person can copy, send or type: its rules and its moves.

The code is a compact binary (a version byte; the rules: axes, sizes, k, gravity, players,
target, blocked cells; the moves as cell indices; a CRC-32) in base64url, with a check character
after every seven characters (Luhn mod 64), so a mistyped character is found in its group of
eight and a swap of two neighbours too; the CRC catches what the groups miss. A Qubic game of
20 moves is a code of 54 characters.

`decode` refuses a damaged code with a `GameCodeError` (a ValueError) that says where in the code
the problem is (`position`, counted from 1) and what it is, as data (`kind`, and the rules'
problem or the move's refusal) for the front ends to word."""

from __future__ import annotations

import base64
import zlib
from dataclasses import dataclass
from enum import Enum
from typing import NoReturn

from engine.game import Game
from engine.library.library_positions import cell_index, index_cell
from engine.refusals import IllegalMove, Refusal
from engine.rules import MAX_AXES, Rules, RulesError, RulesProblem

VERSION = 1
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
GROUP = 7
"""Characters of data before each check character."""
_VALUE = {char: value for value, char in enumerate(ALPHABET)}
_CRC_BYTES = 4


class CodeProblemKind(Enum):
    """What is wrong with a game code."""

    EMPTY = "the code is empty"
    BAD_CHARACTER = "this character is not one of a code's"
    MISTYPED = "a character of this group is mistyped"
    CUT_SHORT = "the code ends too soon"
    CHECKSUM = "the code does not check out: a character is wrong somewhere"
    NEWER_VERSION = "the code is of a newer version of hyperrow"
    RULES = "the rules in the code cannot be played"
    OFF_BOARD = "a move in the code is not on the board"
    ILLEGAL_MOVE = "a move in the code is not legal there"
    TRAILING = "the code goes on after its last move"


@dataclass(frozen=True)
class CodeProblem:
    """What is wrong with a code and where: `position` is the character (from 1) where the
    problem starts, `end` the last one it covers; `move` the 0-based move at fault; the rules'
    `rules_problem` or the move's `refusal` where those are the problem."""

    kind: CodeProblemKind
    position: int
    end: int
    found: str = ""
    move: int | None = None
    rules_problem: RulesProblem | None = None
    refusal: Refusal | None = None

    def describe(self) -> str:
        """The problem in English, with its place: `character 12: ...`."""
        place = (
            f"character {self.position}"
            if self.end == self.position
            else f"characters {self.position}–{self.end}"
        )
        what = self.kind.value
        if self.found:
            what += f" ({self.found!r})"
        if self.move is not None:
            what = f"move {self.move + 1}: {what}"
        if self.rules_problem is not None:
            what += f": {self.rules_problem.describe()}"
        if self.refusal is not None:
            what += f": {self.refusal.describe()}"
        return f"game code, {place}: {what}"


class GameCodeError(ValueError):
    """A game code that cannot be read; the message says where and why in English, `problem`
    says it as data."""

    def __init__(self, problem: CodeProblem) -> None:
        super().__init__(problem.describe())
        self.problem = problem

    @property
    def position(self) -> int:
        """The character of the code (from 1) where the problem starts."""
        return self.problem.position


# -- writing --------------------------------------------------------------------------------


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        low = value & 0x7F
        value >>= 7
        if value:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)


def _check_character(group: str) -> str:
    """The Luhn mod 64 check character of `group`: it finds any one changed character and any
    swap of two neighbours."""
    total = 0
    factor = 2
    for char in reversed(group):
        addend = factor * _VALUE[char]
        total += addend // 64 + addend % 64
        factor = 1 if factor == 2 else 2
    return ALPHABET[(64 - total % 64) % 64]


def encode(game: Game) -> str:
    """The code of `game`'s rules and moves (the redo list is left out)."""
    return frame(game_bytes(game))


def game_bytes(game: Game) -> bytes:
    """The binary a code carries for `game`, before its checksum."""
    rules = game.rules
    shape = rules.shape
    data = bytearray([VERSION, rules.ndim, *shape, rules.k])
    data.append(0 if rules.gravity is None else rules.gravity + 1)
    data.append(rules.players)
    data += _varint(rules.target)
    blocked = sorted(cell_index(cell, shape) for cell in rules.blocked)
    data += _varint(len(blocked))
    for index in blocked:
        data += _varint(index)
    data += _varint(game.ply)
    for cell in game.moves:
        data += _varint(cell_index(cell, shape))
    return bytes(data)


def frame(data: bytes) -> str:
    """The code of the binary `data`: with its CRC-32, in base64url, a check character after
    every seven characters."""
    data += zlib.crc32(data).to_bytes(_CRC_BYTES, "big")
    text = base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")
    groups = [text[at : at + GROUP] for at in range(0, len(text), GROUP)]
    return "".join(group + _check_character(group) for group in groups)


# -- reading --------------------------------------------------------------------------------


def _fail(
    kind: CodeProblemKind,
    position: int,
    end: int | None = None,
    *,
    found: str = "",
    move: int | None = None,
    rules_problem: RulesProblem | None = None,
    refusal: Refusal | None = None,
) -> NoReturn:
    last = position if end is None else end
    raise GameCodeError(CodeProblem(kind, position, last, found, move, rules_problem, refusal))


def _data_characters(code: str) -> str:
    """The code's characters without its check characters, each group checked."""
    if not code:
        _fail(CodeProblemKind.EMPTY, 1)
    for at, char in enumerate(code):
        if char not in _VALUE:
            _fail(CodeProblemKind.BAD_CHARACTER, at + 1, found=char)
    if len(code) % (GROUP + 1) == 1:
        _fail(CodeProblemKind.CUT_SHORT, len(code))
    data = []
    for start in range(0, len(code), GROUP + 1):
        chunk = code[start : start + GROUP + 1]
        group, check = chunk[:-1], chunk[-1]
        if _check_character(group) != check:
            _fail(CodeProblemKind.MISTYPED, start + 1, start + len(chunk))
        data.append(group)
    return "".join(data)


def _position(byte: int) -> int:
    """The character of the code (from 1) where the data byte `byte` begins."""
    char = byte * 8 // 6
    return char + char // GROUP + 1


class _Reader:
    """The bytes of a code read in order, each problem placed at the byte that shows it."""

    def __init__(self, data: bytes, code_length: int) -> None:
        self.data = data
        self.at = 0
        self.code_length = code_length

    def byte(self) -> int:
        if self.at >= len(self.data):
            _fail(CodeProblemKind.CUT_SHORT, self.code_length)
        value = self.data[self.at]
        self.at += 1
        return value

    def varint(self) -> int:
        value = 0
        shift = 0
        while True:
            part = self.byte()
            value |= (part & 0x7F) << shift
            shift += 7
            if not part & 0x80:
                return value
            if shift > 28:  # no number a code holds is above 2**28
                _fail(CodeProblemKind.CUT_SHORT, _position(self.at - 1))


def decode(code: str) -> Game:
    """The game in `code` (surrounding spaces ignored); raises GameCodeError saying where the
    code is damaged and how."""
    code = code.strip()
    text = _data_characters(code)
    if len(text) % 4 == 1:
        _fail(CodeProblemKind.CUT_SHORT, len(code))
    # Every character was checked above, and a length of 4n + 1 refused: this cannot fail.
    data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    if len(data) <= _CRC_BYTES:
        _fail(CodeProblemKind.CUT_SHORT, len(code))
    body, crc = data[:-_CRC_BYTES], data[-_CRC_BYTES:]
    if zlib.crc32(body).to_bytes(_CRC_BYTES, "big") != crc:
        _fail(CodeProblemKind.CHECKSUM, _position(len(body)), len(code))
    reader = _Reader(body, len(code))
    version = reader.byte()
    if version != VERSION:
        _fail(CodeProblemKind.NEWER_VERSION, 1, found=str(version))
    rules = _read_rules(reader)
    game = Game(rules)
    count = reader.varint()
    for move in range(count):
        start = reader.at
        index = reader.varint()
        place = _position(start), _position(reader.at - 1)
        if index >= rules.cell_count:
            _fail(CodeProblemKind.OFF_BOARD, *place, move=move, found=str(index))
        try:
            game.play(index_cell(index, rules.shape))
        except IllegalMove as error:
            _fail(CodeProblemKind.ILLEGAL_MOVE, *place, move=move, refusal=error.refusal)
    if reader.at != len(body):
        _fail(CodeProblemKind.TRAILING, _position(reader.at), _position(len(body) - 1))
    return game


def _read_rules(reader: _Reader) -> Rules:
    start = reader.at
    axes = reader.byte()
    if not 1 <= axes <= MAX_AXES:
        axes = min(axes, MAX_AXES + 1)  # read no further than a real code could hold
    shape = tuple(reader.byte() for _ in range(axes))
    k = reader.byte()
    gravity_byte = reader.byte()
    players = reader.byte()
    target = reader.varint()
    blocked_count = reader.varint()
    size = 1
    for value in shape:
        size *= value
    blocked = []
    for _ in range(blocked_count):
        index = reader.varint()
        # A cell off the board for an index beyond it: Rules says what is wrong.
        blocked.append(index_cell(index, shape) if index < size else (-1,) * axes)
    where = _position(start), _position(reader.at - 1)
    gravity = None if gravity_byte == 0 else gravity_byte - 1
    try:
        return Rules(shape, k, gravity, players, frozenset(blocked), target)
    except RulesError as error:
        _fail(CodeProblemKind.RULES, *where, rules_problem=error.problem)
