"""The exact solver: the game-theoretic value of a two-player, first-line-wins position.

Scores follow Pascal Pons' Connect Four benchmark convention (DESIGN.md): 0 is a draw; when the
side to move wins, the score is (C + 1 - n) // 2, where C is the number of playable (not blocked)
cells and n the number of stones on the board just before the winning stone; a loss is the
negative of the opponent's score. So a quicker win scores higher and a later loss scores higher.

Two searches share that convention and one driver (null-window iterative narrowing of the score
interval, as in Pons' solver):

- 2D gravity boards with nothing blocked (Connect Four and its relatives) use bitboards in Python
  ints, laid out as in Pons' solver: column after column, each with one spare sentinel row on top,
  so that a position is two ints, `position` (the stones of the side to move) and `mask` (all
  stones), and wins are found with a few shifts.
- Every other two-player first-line-wins game uses the engine's own `push`/`pop` and per-line
  stone counts (`Game.line_sums`) on a copy of the game, with a table keyed by `Game.hash`.

Both only ever explore moves that do not hand the opponent a win at once, try the centre and
threat-making moves first, and keep upper and lower bounds in a transposition table.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Protocol

from engine.game import EMPTY, Game
from engine.rules import Cell, Rules

# A position with more empty cells than this is far beyond an exact solve, and the search,
# which recurses once per stone, would run past Python's recursion limit.
MAX_EMPTY_CELLS = 400

# How many nodes pass between two looks at the clock and the stop flag. Bitboard nodes take a
# few microseconds, engine nodes a few tens, so both react well within 50 ms.
_CHECK_EVERY_BITBOARD = 1023
_CHECK_EVERY_ENGINE = 255

# The transposition table is a dict of about 80 bytes an entry; past this many entries (some
# 330 MB) it is emptied to bound memory.
_TABLE_LIMIT = 1 << 22


class StopFlag(Protocol):
    """Anything with `is_set()`, such as `threading.Event` or `multiprocessing.Event`."""

    def is_set(self) -> bool: ...


class _OutOfTime(Exception):
    """Raised deep in the search when the time is up or the stop flag is set."""


class _Budget:
    """The deadline and the stop flag of one call."""

    def __init__(self, seconds: float | None, stop: StopFlag | None) -> None:
        self.deadline = None if seconds is None else time.monotonic() + seconds
        self.stop = stop

    def check(self) -> None:
        """Raise _OutOfTime when the time is up or the stop flag is set."""
        if self.stop is not None and self.stop.is_set():
            raise _OutOfTime
        if self.deadline is not None and time.monotonic() >= self.deadline:
            raise _OutOfTime


# -- public entry points --------------------------------------------------------------------------


def solve(game: Game, *, seconds: float | None = None, stop: StopFlag | None = None) -> int | None:
    """The exact score of `game` for the side to move (see the module docstring), or None when
    `seconds` run out or `stop` is set first. `game` is not changed.

    A finished game has its final value: 0 for a draw, and for a completed line the negative
    of the winner's score (the side to move is the one who lost).

    Raises ValueError for games the solver does not handle: more or fewer than two players, a
    target above one line, or a position with more than MAX_EMPTY_CELLS empty cells.
    """
    _check_supported(game)
    if game.is_over():
        return _final_score(game)
    budget = _Budget(seconds, stop)
    try:
        budget.check()
        return _search_for(game, budget).solve()
    except _OutOfTime:
        return None


def perfect_move(
    game: Game, *, seconds: float | None = None, stop: StopFlag | None = None
) -> Cell | None:
    """A move that keeps the exact score of `game` for the side to move: the quickest win, or
    the slowest loss, or a draw; among equally good moves the one nearest the centre. None when
    `seconds` run out or `stop` is set first. `game` is not changed.

    Raises ValueError for the games `solve` refuses and for a game that is already over.
    """
    _check_supported(game)
    if game.is_over():
        raise ValueError("perfect_move: the game is over, there is no move to make")
    budget = _Budget(seconds, stop)
    try:
        budget.check()
        return _search_for(game, budget).best_move()
    except _OutOfTime:
        return None


def _check_supported(game: Game) -> None:
    rules = game.rules
    if rules.players != 2:
        raise ValueError(
            f"{rules.players} players ({rules.describe()}): "
            "the exact solver handles two-player games only"
        )
    if rules.target != 1:
        raise ValueError(
            f"the target is {rules.target} lines ({rules.describe()}): "
            "the exact solver handles games won by the first completed line only"
        )
    empty = game.board.count(EMPTY)
    if empty > MAX_EMPTY_CELLS:
        raise ValueError(
            f"{empty} empty cells on the {rules.describe()} board: "
            f"the exact solver handles positions with at most {MAX_EMPTY_CELLS}"
        )


def _playable_cells(rules: Rules) -> int:
    return rules.cell_count - len(rules.blocked)


def _final_score(game: Game) -> int:
    outcome = game.outcome()
    if outcome is None or outcome.is_draw:
        return 0
    # The winner's stone was the last one: game.ply - 1 stones were on the board before it.
    return -((_playable_cells(game.rules) + 2 - game.ply) // 2)


def _search_for(game: Game, budget: _Budget) -> _Search:
    rules = game.rules
    if rules.ndim == 2 and rules.gravity is not None and not rules.blocked:
        return _BitboardSearch(game, budget)
    return _EngineSearch(game, budget)


def _half_toward_zero(value: int) -> int:
    return value // 2 if value >= 0 else -(-value // 2)


# -- the shared driver ----------------------------------------------------------------------------


class _Search(ABC):
    """What both searches provide, and the driver on top: exact solve and best move.

    `search(alpha, beta)` returns the exact score if it lies strictly inside (alpha, beta),
    at most alpha if the score is at most alpha, and at least beta if it is at least beta.
    """

    cells: int
    """C: the number of playable cells."""

    @abstractmethod
    def ply(self) -> int:
        """Stones on the board."""
        raise NotImplementedError

    @abstractmethod
    def candidates(self) -> list[tuple[int, Cell]]:
        """The legal moves as (move, cell), nearest the centre first."""
        raise NotImplementedError

    @abstractmethod
    def wins_now(self, move: int) -> bool:
        """True if `move` completes a line for the side to move."""
        raise NotImplementedError

    @abstractmethod
    def play(self, move: int) -> None:
        """Play `move` (not a winning one) for the side to move."""
        raise NotImplementedError

    @abstractmethod
    def undo(self) -> None:
        """Take back the latest `play`."""
        raise NotImplementedError

    @abstractmethod
    def search(self, alpha: int, beta: int) -> int:
        """Alpha-beta value of the current position (not finished) in (alpha, beta)."""
        raise NotImplementedError

    def solve(self) -> int:
        """The exact score, narrowing [low, high] with null-window searches (Pons' solver):
        probes start near zero, where they are cheap, and then halve the interval."""
        moves = self.ply()
        low = -((self.cells - moves) // 2)
        high = (self.cells + 1 - moves) // 2
        while low < high:
            middle = low + (high - low) // 2
            if middle <= 0 and _half_toward_zero(low) < middle:
                middle = _half_toward_zero(low)
            elif middle >= 0 and _half_toward_zero(high) > middle:
                middle = _half_toward_zero(high)
            result = self.search(middle, middle + 1)
            if result <= middle:
                high = result
            else:
                low = result
        return low

    def best_move(self) -> Cell:
        """A move that achieves the exact score, nearest the centre among equals."""
        score = self.solve()
        win_now = (self.cells + 1 - self.ply()) // 2
        candidates = self.candidates()
        for move, cell in candidates:
            if self.wins_now(move):
                if score == win_now:
                    return cell
                continue
            self.play(move)
            # The move keeps the score iff the opponent's score afterwards is at most -score.
            keeps = self.search(-score, -score + 1) <= -score
            self.undo()
            if keeps:
                return cell
        # Unreachable when `solve` is right: some move always achieves the score.
        raise AssertionError(f"no move achieves the score {score}")


# -- bitboards for 2D gravity boards --------------------------------------------------------------


def _winning_cells_k4(height: int, board_mask: int) -> Callable[[int, int], int]:
    """Pons' `compute_winning_position` for four in a row: the free cells that would complete a
    line of four for the stones `p`, given all stones `mask`."""
    # Shifts per direction: vertical 1, horizontal height + 1, the diagonals height and + 2.
    h1, h2, h3 = height + 1, 2 * (height + 1), 3 * (height + 1)
    d1, d2, d3 = height, 2 * height, 3 * height
    u1, u2, u3 = height + 2, 2 * (height + 2), 3 * (height + 2)

    def winning(p: int, mask: int) -> int:
        # Per direction, with a/b one step back/forward: three stones behind the cell, two
        # behind and one ahead, one behind and two ahead, or three ahead.
        r = (p << 1) & (p << 2) & (p << 3)
        a = p << h1
        b = p >> h1
        r |= (a & (p << h2) & ((p << h3) | b)) | (b & (p >> h2) & (a | (p >> h3)))
        a = p << d1
        b = p >> d1
        r |= (a & (p << d2) & ((p << d3) | b)) | (b & (p >> d2) & (a | (p >> d3)))
        a = p << u1
        b = p >> u1
        r |= (a & (p << u2) & ((p << u3) | b)) | (b & (p >> u2) & (a | (p >> u3)))
        return r & (board_mask ^ mask)

    return winning


def _winning_cells_any_k(height: int, k: int, board_mask: int) -> Callable[[int, int], int]:
    """The free cells that would complete a line of k for the stones `p`, for any k: a cell
    wins if j stones lie before it and k - 1 - j after it along some direction."""
    directions = (height + 1, height, height + 2)

    def winning(p: int, mask: int) -> int:
        r = p << 1
        for t in range(2, k):
            r &= p << t
        for step in directions:
            before = [-1]  # -1 is all ones: no condition
            after = [-1]
            for t in range(1, k):
                before.append(before[-1] & (p << (t * step)))
                after.append(after[-1] & (p >> (t * step)))
            for j in range(k):
                r |= before[j] & after[k - 1 - j]
        return r & (board_mask ^ mask)

    return winning


class _BitboardSearch(_Search):
    """Pons' Connect Four solver in Python ints, for any 2D gravity board and any k.

    Bit `column * (height + 1) + row` is a cell; the spare top row of each column stays empty so
    that shifted lines never wrap from one column into the next, and `position + mask` is a
    unique key of the position.
    """

    def __init__(self, game: Game, budget: _Budget) -> None:
        rules = game.rules
        gravity = rules.gravity
        assert gravity is not None
        column_axis = 1 - gravity
        width, height = rules.shape[column_axis], rules.shape[gravity]
        self.cells = width * height
        self.width = width
        self.height = height
        self.column_axis = column_axis
        self.gravity = gravity
        stride = height + 1
        bottom = sum(1 << (c * stride) for c in range(width))
        board_mask = bottom * ((1 << height) - 1)
        self.bottom = bottom
        self.board_mask = board_mask
        self.order = sorted(range(width), key=lambda c: (abs(2 * c - (width - 1)), c))
        self.column_masks = [((1 << height) - 1) << (c * stride) for c in self.order]
        if rules.k == 4:
            self.winning = _winning_cells_k4(height, board_mask)
        else:
            self.winning = _winning_cells_any_k(height, rules.k, board_mask)

        position = mask = 0
        mover = game.to_move
        for index, value in enumerate(game.board):
            if value >= 0:
                cell = game.geometry.cells[index]
                bit = 1 << (cell[column_axis] * stride + cell[gravity])
                mask |= bit
                if value == mover:
                    position |= bit
        self.position = position
        self.mask = mask
        self.moves = game.ply
        self.history: list[tuple[int, int]] = []
        self.table: dict[int, int] = {}
        self.negamax = self._make_negamax(budget)

    def ply(self) -> int:
        return self.moves

    def candidates(self) -> list[tuple[int, Cell]]:
        possible = (self.mask + self.bottom) & self.board_mask
        result: list[tuple[int, Cell]] = []
        for column, column_mask in zip(self.order, self.column_masks, strict=True):
            move = possible & column_mask
            if move:
                row = move.bit_length() - 1 - column * (self.height + 1)
                cell = [0, 0]
                cell[self.column_axis] = column
                cell[self.gravity] = row
                result.append((move, (cell[0], cell[1])))
        return result

    def wins_now(self, move: int) -> bool:
        return bool(self.winning(self.position, self.mask) & move)

    def play(self, move: int) -> None:
        self.history.append((self.position, self.mask))
        self.position ^= self.mask
        self.mask |= move
        self.moves += 1

    def undo(self) -> None:
        self.position, self.mask = self.history.pop()
        self.moves -= 1

    def search(self, alpha: int, beta: int) -> int:
        position, mask, moves = self.position, self.mask, self.moves
        possible = (mask + self.bottom) & self.board_mask
        if self.winning(position, mask) & possible:
            return (self.cells + 1 - moves) // 2
        threats = self.winning(position ^ mask, mask)
        return self.negamax(position, mask, moves, alpha, beta, threats)

    def _make_negamax(self, budget: _Budget) -> Callable[[int, int, int, int, int, int], int]:
        cells = self.cells
        bottom = self.bottom
        board_mask = self.board_mask
        winning = self.winning
        column_masks = self.column_masks
        table = self.table
        lookup = table.get
        check = budget.check
        nodes = 0

        # Six positional arguments: keyword passing would slow the hottest call of the solver.
        def negamax(  # noqa: PLR0917
            position: int, mask: int, moves: int, alpha: int, beta: int, threats: int
        ) -> int:
            # The side to move (stones `position`) cannot win with its next stone: the caller
            # has checked that, and every move tried here leaves no immediate win to the other.
            # `threats` are the cells where the opponent would win; the caller has them at hand
            # from ordering its moves.
            nonlocal nodes
            nodes += 1
            if not nodes & _CHECK_EVERY_BITBOARD:
                check()
                if len(table) > _TABLE_LIMIT:
                    table.clear()
            possible = (mask + bottom) & board_mask
            forced = possible & threats
            if forced:
                if forced & (forced - 1):
                    return -((cells - moves) // 2)  # two threats: one of them wins next move
                possible = forced
            # Never play under a cell where the opponent would then win.
            possible &= ~(threats >> 1)
            if not possible:
                return -((cells - moves) // 2)
            if moves >= cells - 2:
                return 0
            low = -((cells - 2 - moves) // 2)  # the opponent cannot win with its next stone
            if alpha < low:
                alpha = low
                if alpha >= beta:
                    return alpha
            high = (cells - 1 - moves) // 2  # nor can the side to move with this one
            if beta > high:
                beta = high
                if alpha >= beta:
                    return beta
            key = position + mask
            entry = lookup(key)
            if entry is not None:
                bound = entry >> 1
                if entry & 1:
                    if alpha < bound:
                        alpha = bound
                        if alpha >= beta:
                            return alpha
                elif beta > bound:
                    beta = bound
                    if alpha >= beta:
                        return beta

            opponent = position ^ mask
            if possible & (possible - 1):
                # Most new winning cells first; the sort is stable, so ties stay centre-first.
                # The winning cells made by a move are the threats the opponent then faces.
                afters: list[int] = []
                wins: list[int] = []
                ranked: list[int] = []
                for column_mask in column_masks:
                    move = possible & column_mask
                    if move:
                        after = mask | move
                        # Enhanced transposition cutoff: a child already known to be bad
                        # enough for the opponent settles this node without a search.
                        entry = lookup(opponent + after)
                        if entry is not None and not entry & 1 and -(entry >> 1) >= beta:
                            score = -(entry >> 1)
                            table[key] = score * 2 + 1
                            return score
                        made = winning(position | move, after)
                        ranked.append((made.bit_count() << 5) | (31 - len(afters)))
                        afters.append(after)
                        wins.append(made)
                ranked.sort(reverse=True)
                for entry in ranked:
                    j = 31 - (entry & 31)
                    score = -negamax(opponent, afters[j], moves + 1, -beta, -alpha, wins[j])
                    if score >= beta:
                        table[key] = score * 2 + 1
                        return score
                    alpha = max(alpha, score)
            else:
                after = mask | possible
                made = winning(position | possible, after)
                score = -negamax(opponent, after, moves + 1, -beta, -alpha, made)
                if score >= beta:
                    table[key] = score * 2 + 1
                    return score
                alpha = max(alpha, score)
            table[key] = alpha * 2
            return alpha

        return negamax


# -- the engine's own board for every other two-player game ---------------------------------------


class _EngineSearch(_Search):
    """Alpha-beta over `Game.push`/`pop` on a copy of the game, for any board and gravity."""

    def __init__(self, game: Game, budget: _Budget) -> None:
        self.game = game.copy()
        self.cells = _playable_cells(game.rules)
        geo = self.game.geometry
        k = game.rules.k
        shape = game.rules.shape
        # Nearest the centre first, then by index: the order moves are tried and ties broken.
        self.order = sorted(
            (i for i in range(geo.size) if i not in geo.blocked),
            key=lambda i: (
                sum((2 * c - (n - 1)) ** 2 for c, n in zip(geo.cells[i], shape, strict=True)),
                i,
            ),
        )
        self.above = [-1] * geo.size
        for i, j in enumerate(geo.below):
            if j >= 0:
                self.above[j] = i
        # A line holding k - 1 stones of player p, and nothing of the other, sums to this.
        self.threat_sums = ((k - 1), (k - 1) << 8)
        # Move-ordering weight of a line per its packed sum, for each player: lines the mover
        # can still complete count by how full they are, and lines it blocks a little less.
        self.weights = [self._line_weights(k, p) for p in (0, 1)]
        self.table: dict[int, int] = {}
        self.negamax = self._make_negamax(budget)

    @staticmethod
    def _line_weights(k: int, player: int) -> list[int]:
        weights = [0] * ((k << 8) + k + 1)
        for mine in range(k + 1):
            for theirs in range(k + 1 - mine):
                value = (mine << (8 * player)) + (theirs << (8 * (1 - player)))
                if theirs == 0:
                    weights[value] = 1 << (3 * mine) if mine < k - 2 else 1 << 12
                elif mine == 0:
                    weights[value] = 1 << (3 * theirs - 1) if theirs < k - 1 else 0
        return weights

    def ply(self) -> int:
        return self.game.ply

    def _playable(self) -> list[int]:
        board = self.game.board
        below = self.game.geometry.below
        return [
            i
            for i in self.order
            if board[i] == EMPTY and (below[i] < 0 or board[below[i]] != EMPTY)
        ]

    def candidates(self) -> list[tuple[int, Cell]]:
        cells = self.game.geometry.cells
        return [(i, cells[i]) for i in self._playable()]

    def wins_now(self, move: int) -> bool:
        sums = self.game.line_sums
        target = self.threat_sums[self.game.to_move]
        return any(sums[line] == target for line in self.game.geometry.cell_lines[move])

    def play(self, move: int) -> None:
        self.game.push(move)

    def undo(self) -> None:
        self.game.pop()

    def search(self, alpha: int, beta: int) -> int:
        return self.negamax(self.game.ply, alpha, beta)

    def _make_negamax(self, budget: _Budget) -> Callable[[int, int, int], int]:
        game = self.game
        board = game.board
        sums = game.line_sums
        geo = game.geometry
        lines = geo.lines
        below = geo.below
        above = self.above
        order = self.order
        push = game.push
        pop = game.pop
        cells = self.cells
        threat_sums = self.threat_sums
        weights = self.weights
        cell_lines = geo.cell_lines
        table = self.table
        lookup = table.get
        check = budget.check
        nodes = 0

        def spots(target: int) -> set[int]:
            """The empty cells that complete a line whose sum is `target`."""
            found = set()
            for line, value in enumerate(sums):
                if value == target:
                    for i in lines[line]:
                        if board[i] == EMPTY:
                            found.add(i)
            return found

        def negamax(moves: int, alpha: int, beta: int) -> int:
            nonlocal nodes
            nodes += 1
            if not nodes & _CHECK_EVERY_ENGINE:
                check()
                if len(table) > _TABLE_LIMIT:
                    table.clear()
            playable = [
                i for i in order if board[i] == EMPTY and (below[i] < 0 or board[below[i]] != EMPTY)
            ]
            if not playable:
                return 0
            me = moves & 1
            mine = threat_sums[me]
            if mine in sums and not spots(mine).isdisjoint(playable):
                return (cells + 1 - moves) // 2
            theirs = threat_sums[1 - me]
            if theirs in sums:
                threats = spots(theirs)
                forced = [i for i in playable if i in threats]
                if len(forced) > 1:
                    return -((cells - moves) // 2)
                if forced:
                    playable = forced
                # Under gravity, never fill the cell beneath one where the opponent would win.
                playable = [i for i in playable if above[i] not in threats]
                if not playable:
                    return -((cells - moves) // 2)
            if moves >= cells - 2:
                return 0
            low = -((cells - 2 - moves) // 2)
            if alpha < low:
                alpha = low
                if alpha >= beta:
                    return alpha
            high = (cells - 1 - moves) // 2
            if beta > high:
                beta = high
                if alpha >= beta:
                    return beta
            key = game.hash
            entry = lookup(key)
            if entry is not None:
                bound = entry >> 1
                if entry & 1:
                    if alpha < bound:
                        alpha = bound
                        if alpha >= beta:
                            return alpha
                elif beta > bound:
                    beta = bound
                    if alpha >= beta:
                        return beta
            if len(playable) > 1:
                weight = weights[me].__getitem__
                playable.sort(
                    key=lambda i: sum(map(weight, map(sums.__getitem__, cell_lines[i]))),
                    reverse=True,
                )
            # No try/finally around push/pop: running out of time abandons this copy of the game.
            for i in playable:
                push(i)
                score = -negamax(moves + 1, -beta, -alpha)
                pop()
                if score >= beta:
                    table[key] = score * 2 + 1
                    return score
                alpha = max(alpha, score)
            table[key] = alpha * 2
            return alpha

        return negamax
