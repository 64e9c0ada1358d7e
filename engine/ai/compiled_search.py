"""The compiled search's Python face: hard and expert through `engine.ai._kernel.search` on
two-player, first-line-wins boards of up to 256 cells (every two-player preset but the tesseract,
whose nine-line target the kernel does not count).

The kernel searches the same tree as the pure-Python `AlphaBeta` and `ThreatSearch` (which stay
the readable reference: tests hold the two to the same scores at a fixed depth) with bitboards,
incrementally kept threat cells and a fixed transposition table of TABLE_ENTRIES entries
(TABLE_BYTES bytes, allocated once per process). Everything a person could get wrong is checked
here or earlier; the kernel still refuses what it cannot hold.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from functools import lru_cache

from engine.ai import kernel
from engine.ai.alphabeta import SearchResult
from engine.ai.budget import (
    ATTACK_SHARE,
    COMPILED_ATTACK_THREATS,
    COMPILED_DEFENCE_THREATS,
    COMPILED_HARD_DEFENCE_THREATS,
    COMPILED_QUIET_THREATS,
    DEFENCE_SHARE,
    HARD_DEFENCE_SHARE,
    Budget,
    OutOfTime,
)
from engine.ai.thinking import SearchInfo
from engine.game import Game
from engine.rules import Rules

try:
    from engine.ai._kernel import search as _kernel
except ImportError:  # kernel.AVAILABLE says why; the levels fall back to pure Python
    _kernel = None  # type: ignore[assignment]

AVAILABLE: bool = kernel.has("search")
"""True when the compiled search loaded."""

MAX_CELLS = 256
"""The largest board the kernel holds (four 64-bit words)."""
MAX_K = 19
TABLE_ENTRIES: int = _kernel.TABLE_ENTRIES if _kernel is not None else 0
"""Entries of the kernel's transposition table (a fixed array, the same for every search)."""
TABLE_BYTES: int = _kernel.TABLE_BYTES if _kernel is not None else 0
"""Bytes of that table: 2^20 entries of 24 bytes, 24 MiB."""

# The quiet-move check (as far as COMPILED_QUIET_THREATS) looks at the opponent's most promising
# quiet moves only (by gain: a move that prepares a win builds on many lines at once), which
# keeps it to some 0.1 s on the 4×4×4×4 board's 250 moves.
_QUIET_MOVES = 32
_QUIET_MIN_NODES = 20_000

Progress = Callable[[SearchInfo], None]


def supports(rules: Rules) -> bool:
    """True when the compiled search can play `rules`: the kernel loaded, two players, the first
    completed line wins, at most 256 cells."""
    return (
        AVAILABLE
        and rules.players == 2
        and rules.target == 1
        and rules.cell_count <= MAX_CELLS
        and rules.k <= MAX_K
    )


@lru_cache(maxsize=16)
def _shape(rules: Rules) -> tuple[int, int, list[list[int]], list[int], list[int]]:
    """The kernel's Board arguments for `rules`, built once per rules."""
    from engine.geometry import geometry

    geo = geometry(rules)
    lines = [list(line) for line in geo.lines]
    return geo.size, rules.k, lines, list(geo.below), sorted(geo.blocked)


def board(game: Game) -> _kernel.Board:
    """A kernel board holding `game`'s position (its rules must be `supports`-ed)."""
    if not supports(game.rules):
        raise ValueError(f"the compiled search does not play {game.rules.describe()}")
    result = _kernel.Board(*_shape(game.rules))
    index = game.geometry.index
    for cell in game.moves:
        result.push(index[cell])
    return result


def _seconds(budget: Budget) -> float | None:
    left = budget.remaining()
    return None if math.isinf(left) else left


def search(
    game: Game,
    position: _kernel.Board,
    budget: Budget,
    rng: random.Random,
    *,
    progress: Progress | None = None,
    moves: Sequence[int] | None = None,
    max_depth: int | None = None,
    use_all_time: bool = False,
    exact_depth: bool = False,
    base_nodes: int = 0,
) -> SearchResult:
    """`AlphaBeta(...).run(...)` in the kernel: iterative deepening over `moves` (default every
    legal move) of `position` (the kernel board of `game`), root moves shuffled by `rng` and then
    ordered by gain exactly as the Python search orders them."""
    root = list(moves) if moves else position.legal()
    if not root:
        raise ValueError("no move to search: the game is over")
    random.Random(rng.getrandbits(64)).shuffle(root)
    gains = {m: position.gain(m) for m in root}
    if game.rules.gravity is None:
        # Dead cells are never better than live ones without gravity (Position.prune_dead).
        root = [m for m in root if gains[m]] or root
    root.sort(key=gains.__getitem__, reverse=True)
    cells = game.geometry.cells

    def report(depth: int, nodes: int, move: int, score: int) -> None:
        if progress is not None:
            progress(SearchInfo(depth, nodes, cells[move], float(score), budget.elapsed()))

    move, score, depth, nodes, partial = position.search(
        root,
        max_depth=game.rules.cell_count if max_depth is None else max_depth,
        progress=report,
        use_all_time=use_all_time,
        exact_depth=exact_depth,
        base_nodes=base_nodes,
        seconds=_seconds(budget),
        max_nodes=budget.max_nodes,
        stop=budget.stop,
    )
    if partial:
        # The unfinished iteration found a better move: the last report names the move played.
        report(depth + 1, nodes, move, score)
    return SearchResult(move, score, depth, nodes, budget.elapsed())


def threat_win(
    position: _kernel.Board,
    budget: Budget,
    max_threats: int = COMPILED_ATTACK_THREATS,
    nodes: int = 0,
) -> tuple[int, int]:
    """`ThreatSearch.winning_move` in the kernel: the first move of a forced win by threats for
    the side to move (-1 if none with at most `max_threats` attacking moves) and the node count
    from `nodes` on. Raises OutOfTime when the budget ends first."""
    move, total, complete = position.threat_win(
        max_threats, _seconds(budget), budget.max_nodes, budget.stop, nodes
    )
    if not complete:
        raise OutOfTime
    return move, total


def _obvious(position: _kernel.Board) -> int:
    """The only legal move, a win in one or the only block of the opponent's win; else -1."""
    legal = position.legal()
    if len(legal) == 1:
        return legal[0]
    wins = position.wins(position.turn)
    if wins:
        return wins[0]
    blocks = position.wins(1 - position.turn)
    return blocks[0] if blocks else -1


def _safe_moves(
    position: _kernel.Board,
    moves: list[int],
    budget: Budget,
    nodes: int,
    threats: int,
    *,
    quiet_threats: int | None = None,
) -> tuple[list[int], int]:
    """`levels._safe_moves` in the kernel: `moves` without those after which the opponent has a
    forced win by at most `threats` threats, checked most promising first while `budget` lasts.
    With `quiet_threats`, and time left once every move is checked, also without those that let
    the opponent prepare such a win with a quiet move (`_quiet_safe_moves`)."""
    ordered = sorted(moves, key=position.gain, reverse=True)
    losing: set[int] = set()
    safe: set[int] = set()
    for m in ordered:
        position.push(m)
        try:
            win, nodes = threat_win(position, budget, threats, nodes)
        except OutOfTime:
            return _without(moves, losing, safe), nodes
        finally:
            position.pop()
        (losing if win >= 0 else safe).add(m)
    kept = _without(moves, losing, safe)
    # Under a small node cap the quiet check is skipped: the threat searches look at their cap
    # only every couple of thousand nodes, so they would overrun it and take the search's nodes
    # without finishing one quiet move.
    cap = budget.max_nodes
    if quiet_threats is not None and (cap is None or cap - nodes >= _QUIET_MIN_NODES):
        return _quiet_safe_moves(position, kept, budget, nodes, quiet_threats)
    return kept, nodes


def _without(moves: list[int], losing: set[int], safe: set[int]) -> list[int]:
    """`moves` without the `losing` ones when some are known `safe`; else without the losing
    ones unless that leaves none."""
    if losing and safe:
        return [m for m in moves if m in safe]
    return [m for m in moves if m not in losing] or moves


def _quiet_safe_moves(
    position: _kernel.Board, moves: list[int], budget: Budget, nodes: int, threats: int
) -> tuple[list[int], int]:
    """`moves` without those after which the opponent has a quiet move (one that threatens no
    win yet) leaving every reply of ours lost to a forced win by at most `threats` threats: the
    plans a threat search alone does not see, as a strong opponent plays them in Qubic. Checked
    most promising first while `budget` lasts; all of `moves` if every one is lost."""
    lost: set[int] = set()
    try:
        for m in sorted(moves, key=position.gain, reverse=True):
            position.push(m)
            try:
                killer, nodes = _quiet_killer(position, budget, threats, nodes)
            finally:
                position.pop()
            if killer:
                lost.add(m)
    except OutOfTime:
        pass
    return [m for m in moves if m not in lost] or moves, nodes


def _quiet_killer(
    position: _kernel.Board, budget: Budget, threats: int, nodes: int
) -> tuple[bool, int]:
    """Whether the side to move has a quiet move (among its _QUIET_MOVES most promising) after
    which each reply leaves it a forced win by threats; and the node count from `nodes` on.
    Raises OutOfTime."""
    attacker = position.turn
    for q in sorted(position.legal(), key=position.gain, reverse=True)[:_QUIET_MOVES]:
        position.push(q)
        try:
            if position.over:
                return True, nodes
            if position.wins(attacker):
                continue  # a threat, not a quiet move: the threat search saw it
            held, nodes = _a_reply_holds(position, budget, threats, nodes)
            if not held:
                return True, nodes
        finally:
            position.pop()
    return False, nodes


def _a_reply_holds(
    position: _kernel.Board, budget: Budget, threats: int, nodes: int
) -> tuple[bool, int]:
    """Whether the side to move has a reply after which the opponent has no forced win by at
    most `threats` threats; and the node count from `nodes` on. Raises OutOfTime."""
    # The most promising replies first: usually the first one holds.
    for r in sorted(position.legal(), key=position.gain, reverse=True):
        position.push(r)
        try:
            if position.over:
                win = -1  # the reply won or filled the board: nothing to fear
            else:
                win, nodes = threat_win(position, budget, threats, nodes)
        finally:
            position.pop()
        if win < 0:
            return True, nodes
    return False, nodes


def _report(game: Game, index: int, budget: Budget, progress: Progress | None) -> int:
    if progress is not None:
        progress(SearchInfo(1, 1, game.geometry.cells[index], 0.0, budget.elapsed()))
    return index


def hard(game: Game, budget: Budget, rng: random.Random, progress: Progress | None) -> int:
    """Hard's move (a cell index): a short look for moves that let the opponent force a win by
    threats, then alpha-beta that answers early when the result is certain."""
    position = board(game)
    obvious = _obvious(position)
    if obvious >= 0:
        return _report(game, obvious, budget, progress)
    defence = budget.part(HARD_DEFENCE_SHARE)
    moves, nodes = _safe_moves(
        position, position.legal(), defence, 0, COMPILED_HARD_DEFENCE_THREATS
    )
    return search(
        game, position, budget, rng, progress=progress, moves=moves, base_nodes=nodes
    ).move


def expert(
    game: Game,
    budget: Budget,
    rng: random.Random,
    progress: Progress | None,
    candidates: Sequence[int] | None = None,
) -> int:
    """Expert's move (a cell index): its own forced win by threats if there is one, else the
    moves that leave the opponent none, nor a quiet move that leads to one, searched for all of
    the time; only among `candidates` (cell indices) when given, say the moves an exact solver
    has not proven to lose."""
    position = board(game)
    obvious = _obvious(position)
    if obvious >= 0:
        return _report(game, obvious, budget, progress)
    nodes = 0
    try:
        win, nodes = threat_win(position, budget.part(ATTACK_SHARE))
    except OutOfTime:
        win = -1
    if win >= 0:
        return _report(game, win, budget, progress)
    defence = budget.part(DEFENCE_SHARE, nodes)
    legal = position.legal()
    if candidates:
        legal = [m for m in legal if m in candidates] or legal
    moves, nodes = _safe_moves(
        position,
        legal,
        defence,
        nodes,
        COMPILED_DEFENCE_THREATS,
        quiet_threats=COMPILED_QUIET_THREATS,
    )
    result = search(
        game,
        position,
        budget,
        rng,
        progress=progress,
        moves=moves,
        use_all_time=True,
        base_nodes=nodes,
    )
    return result.move
