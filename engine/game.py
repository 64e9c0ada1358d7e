"""One mutable game: the board, the move stack, play/undo/redo, scores and the outcome.

Per line the game keeps one integer that packs every player's stone count (8 bits a player), so
a move updates only the lines through its cell, and a line is pure for player p exactly when its
value equals count << (8 * p). Play and undo cost O(lines through the cell).

`play`/`undo`/`redo` on cells are the checked public API. `push`/`pop` on cell indices trust
their caller and are what the search uses.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

import numpy as np

from engine.game_core import GameBase, bind, keep_python_versions, last_geometry
from engine.geometry import Geometry
from engine.notation import format_cell
from engine.refusals import IllegalMove, Refusal, RefusalKind
from engine.rules import Cell, Line, Rules

EMPTY = -1
BLOCKED = -2
PLAYER_BITS = 8
"""Bits a player's stone count takes in a packed line value (`Game.line_sums`)."""
# The lists moves change in place: `Game.copy` gives the copy its own; the rest (values, and
# tables never changed after they are built) the copy shares, but for the outcome memo.
_COPIED_ON_COPY = (
    "board",
    "line_sums",
    "_scores",
    "_stack",
    "_completed",
    "_redo",
    "_legal",
    "_legal_cells",
)


@dataclass(frozen=True)
class _Start:
    """What every new Game of one Geometry starts from, computed once."""

    board: tuple[int, ...]
    weights: tuple[int, ...]
    full: tuple[int, ...]
    empty: int
    above: tuple[int, ...]  # per cell, the playable cell resting on it (never a blocked one)
    legal: tuple[int, ...]
    legal_cells: tuple[Cell, ...]


@lru_cache(maxsize=16)
def _start(geo: Geometry) -> _Start:
    rules = geo.rules
    board = [EMPTY] * geo.size
    for i in geo.blocked:
        board[i] = BLOCKED
    above = [-1] * geo.size
    for i, b in enumerate(geo.below):
        if b >= 0 and i not in geo.blocked:
            above[b] = i
    legal = tuple(
        i for i, b in enumerate(geo.below) if i not in geo.blocked and (b < 0 or b in geo.blocked)
    )
    return _Start(
        board=tuple(board),
        weights=tuple(1 << (PLAYER_BITS * p) for p in range(rules.players)),
        full=tuple(rules.k << (PLAYER_BITS * p) for p in range(rules.players)),
        empty=geo.size - len(geo.blocked),
        above=tuple(above),
        legal=legal,
        legal_cells=tuple(geo.cells[i] for i in legal),
    )


class EndReason(Enum):
    """Why a game ended."""

    LINE = "a completed line"
    """The first completed line won (a target of one line)."""
    TARGET = "the target reached"
    """A player completed the target number of lines."""
    MOST_LINES = "a full board, most lines"
    """The board filled up before anyone reached the target; the most lines won."""
    DRAW = "a full board, a draw"
    """The board filled up with nobody ahead."""


@dataclass(frozen=True)
class Outcome:
    """How a game ended: `winners` (empty for a draw), the completed lines of the winners and
    the `reason` it ended."""

    winners: tuple[int, ...]
    lines: tuple[Line, ...]
    reason: EndReason

    @property
    def is_draw(self) -> bool:
        """True when nobody won."""
        return not self.winners


class Game(GameBase):
    """A game in progress under some `Rules`: board, move stack, redo stack."""

    def __init__(self, rules: Rules) -> None:
        geo = last_geometry(rules)
        start = _start(geo)
        self.rules = rules
        self.geometry: Geometry = geo
        self.board: list[int] = list(start.board)
        """Per cell index: EMPTY, BLOCKED or the player whose stone is there. Read-only outside."""
        self.line_sums: list[int] = [0] * len(geo.lines)
        """Per line, the packed stone counts (8 bits a player). Read-only outside."""
        self.hash = 0
        """Zobrist hash of the stones on the board (the side to move follows from the ply)."""
        self._weights = start.weights
        self._full = start.full
        self._scores = [0] * rules.players
        self._stack: list[tuple[int, int]] = []  # (cell index, lines completed by that move)
        self._completed: list[tuple[int, int]] = []  # (player, line id) in order of completion
        self._redo: list[int] = []
        self._empty = start.empty
        self._winner_found = False
        self._above = start.above
        # The playable cells in index order, as indices and as cells side by side: kept up to
        # date by push/pop (a move takes its cell out and, with gravity, lets the one above in),
        # so asking for the legal moves copies a list instead of scanning the board.
        self._legal = list(start.legal)
        self._legal_cells = list(start.legal_cells)
        self._outcome_memo: tuple[tuple[int, int] | None, int, Outcome] | None = None
        bind(self, geo, start.above)

    # -- state ------------------------------------------------------------------------------

    @property
    def to_move(self) -> int:
        """The 0-based index of the player whose turn it is."""
        return len(self._stack) % self.rules.players

    @property
    def ply(self) -> int:
        """Number of stones played."""
        return len(self._stack)

    @property
    def moves(self) -> tuple[Cell, ...]:
        """The moves played so far, as cells."""
        cells = self.geometry.cells
        return tuple(cells[i] for i, _ in self._stack)

    @property
    def redo_moves(self) -> tuple[Cell, ...]:
        """The moves `redo` would replay, next first."""
        cells = self.geometry.cells
        return tuple(cells[i] for i in reversed(self._redo))

    @property
    def last_move(self) -> Cell | None:
        """The cell of the latest stone, or None on an empty board."""
        return self.geometry.cells[self._stack[-1][0]] if self._stack else None

    @property
    def scores(self) -> tuple[int, ...]:
        """Completed lines per player."""
        return tuple(self._scores)

    @property
    def completed_lines(self) -> tuple[tuple[int, Line], ...]:
        """Every completed line as (player, cells), in the order they were completed."""
        return self.latest_completed_lines(len(self._completed))

    def latest_completed_lines(self, count: int) -> tuple[tuple[int, Line], ...]:
        """The last `count` completed lines as (player, cells), oldest first: a full board of a
        counted game can hold tens of thousands, and a view shows only some."""
        line_cells = self.geometry.line_cells
        latest = self._completed[len(self._completed) - count :] if count > 0 else []
        return tuple((p, line_cells[line]) for p, line in latest)

    def stone_at(self, cell: Cell) -> int | None:
        """The player whose stone is on `cell`, or None if it is empty or blocked."""
        value = self.board[self._cell_index(cell)]
        return value if value >= 0 else None

    def board_array(self) -> np.ndarray:
        """The board as an int8 array of the rules' shape: -1 empty, -2 blocked, else player."""
        return np.array(self.board, dtype=np.int8).reshape(self.rules.shape)

    def is_over(self) -> bool:
        """True when the game has ended (a win or a full board)."""
        return self._winner_found or self._empty == 0

    def outcome(self) -> Outcome | None:
        """The result once the game is over, None while it goes on."""
        if not self.is_over():
            return None
        # A full counted board has tens of thousands of lines and several views ask at once:
        # the answer is kept until the next move or undo. Every push makes a new stack entry,
        # and the memo holds the entry it was made for, so it cannot be mistaken for a later one.
        last = self._stack[-1] if self._stack else None
        memo = self._outcome_memo
        if memo is not None and memo[0] is last and memo[1] == len(self._stack):
            return memo[2]
        outcome = self._work_out_outcome()
        self._outcome_memo = (last, len(self._stack), outcome)
        return outcome

    def _work_out_outcome(self) -> Outcome:
        target = self.rules.target
        scores = self._scores
        if self._winner_found:
            winners: tuple[int, ...] = tuple(p for p, s in enumerate(scores) if s >= target)
            reason = EndReason.LINE if target == 1 else EndReason.TARGET
        else:
            best = max(scores)
            leaders = tuple(p for p, s in enumerate(scores) if s == best)
            winners = () if best == 0 or len(leaders) == len(scores) else leaders
            reason = EndReason.MOST_LINES if winners else EndReason.DRAW
        line_cells = self.geometry.line_cells
        lines = tuple(line_cells[line] for p, line in self._completed if p in winners)
        return Outcome(winners, lines, reason)

    # -- legality ---------------------------------------------------------------------------

    def legal_indices(self) -> list[int]:
        """Indices of the cells the side to move may play, ascending (none once the game is
        over)."""
        if self._winner_found or not self._empty:
            return []
        return self._legal.copy()

    def legal_moves(self) -> list[Cell]:
        """The cells the side to move may play (none once the game is over)."""
        if self._winner_found or not self._empty:
            return []
        return self._legal_cells.copy()

    def is_legal(self, cell: Cell) -> bool:
        """True if `cell` may be played now."""
        try:
            self._check_legal(cell)
        except IllegalMove:
            return False
        return True

    def landing(self, column: Cell) -> Cell | None:
        """Where a stone dropped at `column` comes to rest: for gravity rules the lowest empty
        cell of that column (the gravity coordinate of `column` is ignored), without gravity
        `column` itself. None if that place is taken."""
        index = self._cell_index(column)
        gravity = self.rules.gravity
        if gravity is None:
            return column if self.board[index] == EMPTY else None
        spot = list(self.geometry.cells[index])
        for height in range(self.rules.shape[gravity]):
            spot[gravity] = height
            cell = tuple(spot)
            if self.board[self.geometry.index[cell]] == EMPTY:
                return cell
        return None

    def _cell_index(self, cell: object) -> int:
        key = tuple(cell) if isinstance(cell, list) else cell
        index = self.geometry.index.get(key) if isinstance(key, tuple) else None
        if index is None:
            raise IllegalMove(Refusal(RefusalKind.OFF_BOARD, cell, shape=self.rules.shape))
        return index

    def refusal(self, cell: Cell, name: Callable[[Cell], str] = format_cell) -> str | None:
        """Why `cell` may not be played now, with cells written by `name` (1-based notation by
        default); None if it may. Raises IllegalMove if `cell` is not on the board."""
        reason = self.why_not(cell)
        return None if reason is None else reason.describe(name)

    def why_not(self, cell: Cell) -> Refusal | None:
        """Why `cell` may not be played now, as data; None if it may. Raises IllegalMove if
        `cell` is not on the board."""
        return self._refusal(self._cell_index(cell))

    def _refusal(self, index: int) -> Refusal | None:
        # The one place that decides legality; legal_indices is its fast equivalent.
        cell = self.geometry.cells[index]
        if self.is_over():
            return Refusal(RefusalKind.GAME_OVER, cell)
        value = self.board[index]
        if value == BLOCKED:
            return Refusal(RefusalKind.BLOCKED, cell)
        if value != EMPTY:
            return Refusal(RefusalKind.TAKEN, cell, player=value)
        below = self.geometry.below[index]
        if below >= 0 and self.board[below] == EMPTY:
            return Refusal(RefusalKind.FLOATING, cell, below=self.geometry.cells[below])
        return None

    def _check_legal(self, cell: Cell) -> int:
        index = self._cell_index(cell)
        reason = self._refusal(index)
        if reason is not None:
            raise IllegalMove(reason)
        return index

    # -- moves ------------------------------------------------------------------------------

    def play(self, cell: Cell) -> None:
        """Play `cell` for the side to move; raises IllegalMove if the rules forbid it.
        Clears the redo stack."""
        # The common case first: a cell tuple that is among the legal ones (bisect on the
        # sorted legal indices); anything else goes through the checks that say why not.
        index = self.geometry.index.get(cell) if type(cell) is tuple else None
        legal = self._legal
        if index is None or self._winner_found:
            index = self._check_legal(cell)
        else:
            at = bisect_left(legal, index)
            if at == len(legal) or legal[at] != index:
                index = self._check_legal(cell)
        self.push(index)
        self._redo.clear()

    def undo(self) -> Cell:
        """Take back the latest move and return its cell; raises IllegalMove on an empty board."""
        if not self._stack:
            raise IllegalMove(Refusal(RefusalKind.NOTHING_TO_UNDO))
        index = self.pop()
        self._redo.append(index)
        return self.geometry.cells[index]

    def redo(self) -> Cell:
        """Replay the latest undone move and return its cell; raises IllegalMove if none."""
        if not self._redo:
            raise IllegalMove(Refusal(RefusalKind.NOTHING_TO_REDO))
        index = self._redo.pop()
        self.push(index)
        return self.geometry.cells[index]

    def push(self, index: int) -> None:
        """Play the cell with `index` for the side to move, trusting that it is legal. (The
        compiled engine._game_core replaces this per game with the same steps in C.)"""
        player = len(self._stack) % self.rules.players
        self.board[index] = player
        self.hash ^= self.geometry.zobrist[player][index]
        self._empty -= 1
        weight = self._weights[player]
        full = self._full[player]
        sums = self.line_sums
        completed = 0
        for line in self.geometry.cell_lines[index]:
            value = sums[line] + weight
            sums[line] = value
            if value == full:
                self._completed.append((player, line))
                completed += 1
        if completed:
            self._scores[player] += completed
            if self._scores[player] >= self.rules.target:
                self._winner_found = True
        self._stack.append((index, completed))
        legal = self._legal
        at = bisect_left(legal, index)
        del legal[at]
        del self._legal_cells[at]
        up = self._above[index]
        if up >= 0:
            at = bisect_left(legal, up)
            legal.insert(at, up)
            self._legal_cells.insert(at, self.geometry.cells[up])

    def pop(self) -> int:
        """Take back the latest move, trusting that there is one; returns its cell index. (The
        compiled engine._game_core replaces this per game with the same steps in C.)"""
        index, completed = self._stack.pop()
        player = len(self._stack) % self.rules.players
        self.board[index] = EMPTY
        self.hash ^= self.geometry.zobrist[player][index]
        self._empty += 1
        weight = self._weights[player]
        sums = self.line_sums
        for line in self.geometry.cell_lines[index]:
            sums[line] -= weight
        if completed:
            del self._completed[-completed:]
            self._scores[player] -= completed
            self._winner_found = False
        legal = self._legal
        up = self._above[index]
        if up >= 0:
            at = bisect_left(legal, up)
            del legal[at]
            del self._legal_cells[at]
        at = bisect_left(legal, index)
        legal.insert(at, index)
        self._legal_cells.insert(at, self.geometry.cells[index])
        return index

    def copy(self) -> Game:
        """An independent game with the same rules, moves and redo stack."""
        other = Game.__new__(Game)
        vars(other).update(vars(self))
        for name in _COPIED_ON_COPY:
            setattr(other, name, getattr(self, name).copy())
        # With the compiled core these three live in C fields, outside the instance dict.
        other.hash, other._empty, other._winner_found = self.hash, self._empty, self._winner_found
        other._outcome_memo = None  # the copy works its outcome out afresh
        bind(other, other.geometry, other._above)
        return other

    def __repr__(self) -> str:
        moves = " ".join(format_cell(c) for c in self.moves)
        return f"<Game {self.rules.describe()}: {self.ply} moves [{moves}]>"


keep_python_versions(Game)
