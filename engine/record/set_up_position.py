"""A position set up by hand, turned into the moves that reach it.

A game is kept as its moves (the game files, the codes, the library), never as a position, so a
board editor's position becomes a game by finding an order of moves that reaches exactly it:
the players in turn, every stone playable when it is played, the game not over before the last
move, and the side to move the one asked for. Without gravity any order that alternates the
players does; with gravity the search takes top stones off, last move first (each must be a top
stone of the player who moved last), backtracking and remembering the column heights that led
nowhere.

`moves_for` raises `PositionError` (a ValueError) whose `problem` says, as data, why no game
reaches the position: a stone on a blocked cell, counts that do not fit the side to move, a
floating stone, a finished game (a line, the lines to win, a full board), no order of the
stacked stones that lets the players alternate."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from engine.game import EndReason, Game
from engine.geometry import geometry
from engine.refusals import IllegalMove, RefusalKind
from engine.rules import Cell, Line, Rules, is_cell_on_board

SEARCH_LIMIT = 200_000
"""Positions the gravity search visits at most before it gives up (no preset's real position
comes near it; it keeps a pathological one from hanging the window)."""


class SetUpProblemKind(Enum):
    """Why no game reaches a position."""

    OFF_BOARD = "a stone is not on the board"
    NO_SUCH_PLAYER = "a stone belongs to no player of the game"
    BLOCKED = "a stone is on a blocked cell"
    COUNTS = "the players' stone counts do not fit the side to move"
    FLOATING = "a stone floats: the cell under it is empty"
    FINISHED_LINE = "a line is complete: the game would be over"
    FINISHED_TARGET = "a player has the lines to win: the game would be over"
    FULL = "the board is full: the game would be over"
    NO_ORDER = "the stacked stones cannot have been played with the players in turn"
    TOO_HARD = "no order was found within the search's limit"


@dataclass(frozen=True)
class SetUpProblem:
    """Why no game reaches the position, as data: the `cell` and `player` at fault, for the
    counts the `counts` each player has and the `expected` ones, the complete `line`."""

    kind: SetUpProblemKind
    cell: Cell | None = None
    player: int | None = None
    counts: tuple[int, ...] = ()
    expected: tuple[int, ...] = ()
    line: Line | None = None

    def describe(self) -> str:
        """The problem in English (for logs and tests)."""
        text = self.kind.value
        if self.cell is not None:
            text += f" ({','.join(str(c + 1) for c in self.cell)})"
        if self.counts:
            text += f": counts {list(self.counts)}, expected {list(self.expected)}"
        return text


class PositionError(ValueError):
    """A position no game reaches; `problem` says why as data."""

    def __init__(self, problem: SetUpProblem) -> None:
        super().__init__(problem.describe())
        self.problem = problem


def expected_counts(stones: int, players: int, to_move: int) -> tuple[int, ...] | None:
    """Each player's stones when `stones` were played in turn and `to_move` is next; None when
    that many stones cannot leave `to_move` next."""
    if stones % players != to_move:
        return None
    return tuple(stones // players + (1 if p < to_move else 0) for p in range(players))


def _count_problem(rules: Rules, stones: Mapping[Cell, int], to_move: int) -> None:
    counts = tuple(sum(1 for p in stones.values() if p == q) for q in range(rules.players))
    total = len(stones)
    # What the side to move asks for: the same number of rounds, the players before it one more.
    rounds = (total - to_move + rules.players - 1) // rules.players
    wanted = tuple(rounds + (1 if p < to_move else 0) for p in range(rules.players))
    if expected_counts(total, rules.players, to_move) != counts:
        raise PositionError(SetUpProblem(SetUpProblemKind.COUNTS, counts=counts, expected=wanted))


def _check_stones(rules: Rules, stones: Mapping[Cell, int]) -> None:
    for cell, player in sorted(stones.items()):
        if not is_cell_on_board(cell, rules.shape):
            raise PositionError(SetUpProblem(SetUpProblemKind.OFF_BOARD, cell=cell))
        if not 0 <= player < rules.players:
            raise PositionError(
                SetUpProblem(SetUpProblemKind.NO_SUCH_PLAYER, cell=cell, player=player)
            )
        if cell in rules.blocked:
            raise PositionError(SetUpProblem(SetUpProblemKind.BLOCKED, cell=cell))


def _check_support(rules: Rules, stones: Mapping[Cell, int]) -> None:
    geo = geometry(rules)
    for cell in sorted(stones):
        below = geo.below[geo.index[cell]]
        if below >= 0:
            under = geo.cells[below]
            if under not in stones and under not in rules.blocked:
                raise PositionError(SetUpProblem(SetUpProblemKind.FLOATING, cell=cell))


def _alternating(rules: Rules, stones: Mapping[Cell, int]) -> list[Cell]:
    """Without gravity: each player's stones in board order, taken in turn."""
    own = [sorted(c for c, p in stones.items() if p == q) for q in range(rules.players)]
    order = []
    for ply in range(len(stones)):
        order.append(own[ply % rules.players][ply // rules.players])
    return order


def _stacked(rules: Rules, stones: Mapping[Cell, int]) -> list[Cell]:
    """With gravity: an order of the stacks' stones, found by taking top stones off."""
    gravity = rules.gravity
    assert gravity is not None
    columns: dict[Cell, list[Cell]] = {}
    for cell in sorted(stones, key=lambda c: c[gravity]):
        columns.setdefault(cell[:gravity] + cell[gravity + 1 :], []).append(cell)
    stacks = list(columns.values())
    owners = [[stones[c] for c in stack] for stack in stacks]
    heights = [len(stack) for stack in stacks]
    failed: set[tuple[int, ...]] = set()
    taken: list[int] = []  # the stack of each stone taken off, last move first
    visits = 0

    def take(left: int) -> bool:
        nonlocal visits
        if left == 0:
            return True
        key = tuple(heights)
        if key in failed:
            return False
        visits += 1
        if visits > SEARCH_LIMIT:
            raise PositionError(SetUpProblem(SetUpProblemKind.TOO_HARD))
        mover = (left - 1) % rules.players
        for number, height in enumerate(heights):
            if height and owners[number][height - 1] == mover:
                heights[number] -= 1
                taken.append(number)
                if take(left - 1):
                    return True
                taken.pop()
                heights[number] += 1
        failed.add(key)
        return False

    if not take(len(stones)):
        raise PositionError(SetUpProblem(SetUpProblemKind.NO_ORDER))
    order = []
    for number in reversed(taken):
        order.append(stacks[number][heights[number]])
        heights[number] += 1
    return order


def _replay(rules: Rules, order: list[Cell]) -> Game:
    """The game of `order`, refused when it ends before or at its last move."""
    game = Game(rules)
    for cell in order:
        try:
            game.play(cell)
        except IllegalMove as error:  # only the end of the game can refuse a found order
            assert error.refusal.kind is RefusalKind.GAME_OVER, error.refusal
            break
    outcome = game.outcome()
    if outcome is None:
        return game
    if outcome.reason is EndReason.LINE:
        raise PositionError(
            SetUpProblem(
                SetUpProblemKind.FINISHED_LINE,
                line=outcome.lines[0],
                player=outcome.winners[0],
            )
        )
    if outcome.reason is EndReason.TARGET:
        raise PositionError(
            SetUpProblem(SetUpProblemKind.FINISHED_TARGET, player=outcome.winners[0])
        )
    raise PositionError(SetUpProblem(SetUpProblemKind.FULL))


def moves_for(rules: Rules, stones: Mapping[Cell, int], to_move: int) -> tuple[Cell, ...]:
    """Moves under `rules` (with its number of players) that reach exactly `stones` (cell →
    0-based player) with `to_move` next and the game not over; raises PositionError saying why
    there are none."""
    if not 0 <= to_move < rules.players:
        raise PositionError(SetUpProblem(SetUpProblemKind.NO_SUCH_PLAYER, player=to_move))
    _check_stones(rules, stones)
    _count_problem(rules, stones, to_move)
    if rules.gravity is None:
        order = _alternating(rules, stones)
    else:
        _check_support(rules, stones)
        order = _stacked(rules, stones)
    return tuple(_replay(rules, order).moves)


def game_for(rules: Rules, stones: Mapping[Cell, int], to_move: int) -> Game:
    """A game under `rules` whose moves reach `stones` with `to_move` next (see moves_for)."""
    game = Game(rules)
    for cell in moves_for(rules, stones, to_move):
        game.play(cell)
    return game
