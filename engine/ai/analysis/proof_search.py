"""Proofs of the first player's win for the analysis, on the cubic boards the compiled proof
search takes (Qubic, 3×3×3): where the first player is to move, its win proven by the search
(engine/ai/_kernel/proof.c) within a node cap; where the second is, its loss proven by the
first player's win after every reply. Positions off the strategy book's line, which the book
says nothing of, are proven so in a fraction of a second (a Qubic position twelve stones into a
game of hard against hard: nine nodes).

Only wins are proven: a search that fails says nothing (the first player may still win)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ai import compiled_search
from engine.ai.budget import Budget
from engine.ai.proof.book_verdicts import threat_move
from engine.ai.proof.cube_symmetry import symmetries
from engine.game import Game
from engine.rules import Cell

if TYPE_CHECKING:
    from engine.ai._kernel.search import Prover

EXPANSIONS = 3_000
"""The nodes one position's proof may expand (a few hundred milliseconds at most)."""
REPLY_EXPANSIONS = 600
"""And each reply's, when the second player's loss is proven reply by reply."""
EXPANSION_NODES = 1_000
"""What one expansion of a reply's proof costs in the search nodes of a budget of nodes
(engine.ai.analysis.work): a reply's proof that fails makes its 600 expansions in about half a
second to a second, as busy as the machine is."""
PROVEN = 1
BOARDS = ("qubic", "cube-3")


def takes(game: Game) -> bool:
    """True when the compiled proof search proves positions of `game`'s board: the cubic
    presets it was built for (their symmetries are folded once per process)."""
    return compiled_search.AVAILABLE and _preset_of(game) in BOARDS


def proven_result(game: Game, budget: Budget) -> int | None:
    """1 when the side to move is the first player and its win is proven, -1 when it is the
    second and the first player's win is proven after each of its replies; None when the search
    proves neither (within its node caps, or before `budget` ends)."""
    if not takes(game) or game.is_over():
        return None
    if game.to_move == 0:
        return 1 if _first_player_wins(game, EXPANSIONS)[0] else None
    after = game.copy()
    used = 0
    for cell in game.legal_moves():
        allowed = _allowed(budget, REPLY_EXPANSIONS, used)
        if budget.remaining() <= 0 or allowed <= 0:
            return None
        after.play(cell)
        won, expanded = (False, 0) if after.is_over() else _first_player_wins(after, allowed)
        after.undo()
        used += max(1, expanded) * EXPANSION_NODES
        if not won:
            return None
    return -1


def _allowed(budget: Budget, expansions: int, used: int) -> int:
    """The expansions a proof may make: `expansions`, and within a budget of nodes no more than
    the nodes left after `used` pay for at `EXPANSION_NODES` each, so that the work done, not
    the time it took, decides how far the proof goes."""
    if budget.max_nodes is None:
        return expansions
    return min(expansions, (budget.max_nodes - used) // EXPANSION_NODES)


def winning_move(game: Game) -> Cell | None:
    """The first player's (to move) move in `game` that the search's proof plays, None when
    the search proves no win."""
    if not takes(game) or game.is_over() or game.to_move != 0:
        return None
    proof = _prove(game, EXPANSIONS)
    if proof is None:
        return None
    search, strategy = proof
    first, second = _stone_masks(game)
    canonical_first, canonical_second, symmetry = search.canonical(first, second)
    at = strategy.get((canonical_first, canonical_second))
    if at is None:
        # The root was settled by its own evaluation, a forced win by threats: its first move.
        move = threat_move(game)
        return None if move < 0 else game.geometry.cells[move]
    maps = symmetries(game.rules).maps[symmetry]
    return game.geometry.cells[maps.index(at)]


def _first_player_wins(game: Game, expansions: int) -> tuple[bool, int]:
    """Whether the search proves the first player's (to move) win in `game` within
    `expansions`, and the expansions it made."""
    from engine.ai.proof.boards import LEAF_THREATS
    from engine.ai.proof.tasks import prover, table_bits

    search = prover(_preset_of(game), table_bits(expansions))
    status, _, expanded, _, _ = search.prove(
        compiled_search.board(game), (), expansions, LEAF_THREATS
    )
    return status == PROVEN, expanded


def _prove(game: Game, expansions: int) -> tuple[Prover, dict[tuple[int, int], int]] | None:
    """The search and its proof's strategy (canonical position -> move) when it proves the
    first player's win in `game` within `expansions` nodes, else None."""
    from engine.ai.proof.boards import LEAF_THREATS
    from engine.ai.proof.tasks import prover, table_bits

    search = prover(_preset_of(game), table_bits(expansions))
    status, _, _, strategy, _ = search.prove(
        compiled_search.board(game), (), expansions, LEAF_THREATS
    )
    if status != PROVEN:
        return None
    return search, {(mine, theirs): at for mine, theirs, at in strategy}


def _stone_masks(game: Game) -> tuple[int, int]:
    """The first and the second player's stones as bitmasks of cell indices."""
    masks = [0, 0]
    for ply, cell in enumerate(game.moves):
        masks[ply % 2] |= 1 << game.geometry.index[cell]
    return masks[0], masks[1]


def _preset_of(game: Game) -> str:
    from engine.rules import PRESETS

    for name, rules in PRESETS.items():
        if rules == game.rules:
            return name
    return ""
