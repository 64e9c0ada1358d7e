"""Threats: the empty cells where a player would complete a line with their next stone.

A player threatens a cell when a line through it holds k - 1 of their stones and nothing else; a
cell where two or more such lines meet is a double threat (blocking one line leaves the other).
Under gravity a threat matters only where a stone can land: cells playable now are `now`, cells
that become playable after one more stone under them are `later` (one stone away from being
real), and higher ones are left out. This is what the app's "Show threats" draws; the CPU's own
threat search lives in `engine.ai.threat_search`.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.game import EMPTY, PLAYER_BITS, Game
from engine.rules import Cell


@dataclass(frozen=True)
class Threat:
    """One threatened cell: whose threat, how many lines it would complete, and whether the
    cell is playable now (else it becomes playable after one more stone under it)."""

    cell: Cell
    player: int
    lines: int
    now: bool

    @property
    def double(self) -> bool:
        """True when the cell completes two or more lines at once: it cannot be blocked away."""
        return self.lines >= 2


def threats(game: Game) -> tuple[Threat, ...]:
    """Every threat on `game`'s board, ordered by player then cell index; none once the game is
    over. A cell threatened by two players gives one Threat per player."""
    if game.is_over():
        return ()
    geo = game.geometry
    board = game.board
    k = game.rules.k
    counts: dict[tuple[int, int], int] = {}
    for player in range(game.rules.players):
        # A line holds k - 1 stones of this player and no other stone: its packed sum says so.
        almost = (k - 1) << (PLAYER_BITS * player)
        for line, total in enumerate(game.line_sums):
            if total != almost:
                continue
            for index in geo.lines[line]:
                if board[index] == EMPTY:
                    counts[player, index] = counts.get((player, index), 0) + 1
    found = []
    for (player, index), lines in sorted(counts.items()):
        height = _stones_missing_below(game, index)
        if height <= 1:
            found.append(Threat(geo.cells[index], player, lines, now=height == 0))
    return tuple(found)


def _stones_missing_below(game: Game, index: int) -> int:
    """How many stones must still fall before a stone can rest on cell `index`: 0 when it is
    playable now (always so without gravity). Counting stops at 2: more is never drawn."""
    below = game.geometry.below
    board = game.board
    missing = 0
    spot = below[index]
    while spot >= 0 and board[spot] == EMPTY and missing < 2:
        missing += 1
        spot = below[spot]
    return missing
