"""The exact solver through the compiled kernel, for 2D gravity boards that fit 64 bits.

Turns a Game into the two bitboards of Pons' solver (`current`: the stones of the side to move,
`mask`: all stones; bit `column * (height + 1) + row`) and calls `engine.ai._kernel.connect`.
Callers check the game (two players, first line wins, not over); `fits` says whether the
compiled solver can take the board at all.
"""

from __future__ import annotations

import functools
import math

from engine.ai import kernel
from engine.ai.budget import Budget
from engine.game import Game
from engine.rules import Cell, Rules

if kernel.has("connect"):
    # Imported once here, not in each call: the import statement alone cost 0.3 µs, a tenth
    # of a late position's whole answer. Every caller checks `fits` (or `kernel.has`) first.
    from engine.ai._kernel import connect


def fits(rules: Rules) -> bool:
    """True when the compiled solver loaded and takes boards of `rules`: 2D, gravity, nothing
    blocked, two players, the first line wins, and (height + 1) * width at most 64 bits."""
    if _fitting and rules is _fitting[0]:
        return True
    if not kernel.has("connect") or rules.ndim != 2 or rules.gravity is None or rules.blocked:
        return False
    if rules.players != 2 or rules.target != 1:
        return False
    height = rules.shape[rules.gravity]
    width = rules.shape[1 - rules.gravity]
    if (height + 1) * width > 64:
        return False
    _fitting[:] = [rules]
    return True


_fitting: list[Rules] = []
"""The last rules `fits` took, told again by identity: `engine.ai.solve` asks on every position,
and the checks cost a tenth of a late position's whole answer."""


def bitboards(game: Game) -> tuple[int, int, int, int, int]:
    """(width, height, k, current, mask) of `game` for Pons' solver, the compiled one and the
    pure-Python `BitboardSearch` alike."""
    rules = game.rules
    gravity = rules.gravity
    assert gravity is not None
    shape = rules.shape
    width, height = shape[1 - gravity], shape[gravity]
    if _board_bits is not None and (height + 1) * width <= 64:  # the kernel's loop, in C
        current, mask = _board_bits(game.board, shape[0], shape[1], gravity, game.to_move)
        return width, height, rules.k, current, mask
    # Larger boards (the pure-Python BitboardSearch takes any) have Python's long integers.
    _, _, bits = _cell_bits(rules)
    current = mask = 0
    mover = game.to_move
    for bit, value in zip(bits, game.board, strict=True):
        if value >= 0:
            mask |= bit
            if value == mover:
                current |= bit
    return width, height, rules.k, current, mask


_board_bits = connect.board_bits if kernel.has("connect") else None
"""The kernel's `board_bits`, None without the kernel (the pure-Python BitboardSearch takes its
bitboards from `bitboards` too)."""


@functools.cache
def _cell_bits(rules: Rules) -> tuple[int, int, tuple[int, ...]]:
    """The board's width and height and each cell's bit, in the engine's cell order: worked out
    once per board, as the bitboards are made for every position the solver is asked about
    (this was most of the time of a call on a late position, whose search takes microseconds)."""
    from engine.geometry import geometry

    gravity = rules.gravity
    assert gravity is not None
    bits = tuple(cell_bit(rules, cell) for cell in geometry(rules).cells)
    return rules.shape[1 - gravity], rules.shape[gravity], bits


def cell_bit(rules: Rules, cell: Cell) -> int:
    """The bit of `cell` on those bitboards: `column * (height + 1) + row`, the row counted from
    the floor (the spare top bit of every column stays empty)."""
    gravity = rules.gravity
    assert gravity is not None
    return 1 << (cell[1 - gravity] * (rules.shape[gravity] + 1) + cell[gravity])


def score(game: Game) -> int | None:
    """The exact score of `game` (as `solve`), with no limit of time, nodes or a stop flag: the
    kernel's answer straight, without a budget to read."""
    return connect.solve(*bitboards(game))[0]


def _limits(budget: Budget) -> tuple[float | None, int | None]:
    """The kernel's time and node limits from `budget`. Under a node cap the kernel's table is
    emptied first: whether a search fits the cap must not depend on what earlier searches left
    in the table, or capped play (matches, tests) would not repeat."""
    left = budget.remaining()
    if budget.max_nodes is not None:
        connect.clear_table()
    return (None if math.isinf(left) else left), budget.max_nodes


def solve(game: Game, budget: Budget) -> tuple[int | None, int]:
    """(score, nodes): the exact score of `game` for the side to move, None when `budget` ran
    out first. `game` must fit, have two players and not be over."""
    seconds, max_nodes = _limits(budget)
    if seconds == 0.0:
        return None, 0
    if seconds is None and max_nodes is None and budget.stop is None:
        # No limit (the usual call from `engine.ai.solve`): no keywords for the kernel to
        # read, which took twice as long as a late position's whole search.
        return connect.solve(*bitboards(game))
    return connect.solve(*bitboards(game), seconds=seconds, max_nodes=max_nodes, stop=budget.stop)


def best_move(
    game: Game, budget: Budget, score: int | None = None
) -> tuple[tuple[Cell, int] | None, int]:
    """((move, score), nodes): a move that keeps the exact score, nearest the centre among equal
    moves, and that score; None when `budget` ran out first. `score`, when known (an opening
    book), saves solving the position itself."""
    seconds, max_nodes = _limits(budget)
    if seconds == 0.0:
        return None, 0
    found, nodes = connect.best_move(
        *bitboards(game), score, seconds=seconds, max_nodes=max_nodes, stop=budget.stop
    )
    if found is None:
        return None, nodes
    column, value = found
    gravity = game.rules.gravity
    assert gravity is not None
    landing = game.landing(column_cell(game.rules, column))
    assert landing is not None
    return (landing, value), nodes


def column_cell(rules: Rules, column: int, row: int = 0) -> Cell:
    """The cell of `column` at `row`, counted from the floor (row 0 is what `Game.landing`
    takes to find where a stone dropped in that column lands)."""
    gravity = rules.gravity or 0
    cell = [0, 0]
    cell[1 - gravity] = column
    cell[gravity] = row
    return (cell[0], cell[1])
