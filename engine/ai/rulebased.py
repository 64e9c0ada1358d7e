"""The levels that do not search: `random`, `easy` and `medium` (rules read off the line counts).

Each takes the game, a random generator and returns a cell index; none changes the game.
"""

from __future__ import annotations

import random

from engine.game import EMPTY, PLAYER_BITS, Game

# How often `easy` keeps to cells on lines still open to it; the rest of the time it plays any
# legal cell, which keeps it beatable.
EASY_SENSIBLE = 0.8


def random_move(game: Game, rng: random.Random) -> int:
    """Any legal cell."""
    return rng.choice(game.legal_indices())


def _counts(s: int, players: int) -> list[int]:
    """Stones per player in a line with packed sum `s`."""
    return [(s >> (PLAYER_BITS * p)) & 0xFF for p in range(players)]


def easy_move(game: Game, rng: random.Random) -> int:
    """A cell that completes lines of the side to move if there is one (one that wins first);
    otherwise mostly a random cell on some line still open to it, now and then any legal cell."""
    me = game.to_move
    k = game.rules.k
    legal = game.legal_indices()
    sums = game.line_sums
    cell_lines = game.geometry.cell_lines
    shift = PLAYER_BITS * me
    completing = (k - 1) << shift
    completed = {c: sum(sums[line] == completing for line in cell_lines[c]) for c in legal}
    need = game.rules.target - game.scores[me]
    for enough in (need, 1):
        wins = [c for c in legal if completed[c] >= enough]
        if wins:
            return rng.choice(wins)
    # A line is open to `me` when it holds only its stones and is not complete yet.
    open_sums = {c << shift for c in range(k)}
    sensible = [c for c in legal if any(sums[line] in open_sums for line in cell_lines[c])]
    if sensible and rng.random() < EASY_SENSIBLE:
        return rng.choice(sensible)
    return rng.choice(legal)


def medium_move(game: Game, rng: random.Random) -> int:
    """The rule-based player: complete its own k-1 line (a winning cell first, and when more
    than one line is needed to win, the cell completing most); else block an opponent's k-1 line
    (one that would win for it first); else the cell shared by most opponent k-2 lines if two or
    more share it (a fork to stop); else the cell shared by most of its own k-2 lines; else the
    cell on most lines still open; ties at random. With gravity it avoids, where it can, filling
    the cell under an opponent's winning cell."""
    me = game.to_move
    rules = game.rules
    k = rules.k
    players = rules.players
    board = game.board
    sums = game.line_sums
    geo = game.geometry
    above = geo.above

    def holder(s: int) -> tuple[int, int]:
        """(player, stones) for a line of one player's stones only, (-1, 0) otherwise."""
        counts = _counts(s, players)
        owners = [p for p, c in enumerate(counts) if c]
        if len(owners) == 1:
            return owners[0], counts[owners[0]]
        return -1, 0

    def completes_for_opponent(cell: int) -> bool:
        for line in geo.cell_lines[cell]:
            p, c = holder(sums[line])
            if p not in (-1, me) and c == k - 1:
                return True
        return False

    need = [rules.target - score for score in game.scores]
    best_key: tuple[int, ...] | None = None
    best: list[int] = []
    for cell in game.legal_indices():
        win = block = opp_near = own_near = open_lines = 0
        blocked_by_opponent = [0] * players
        for line in geo.cell_lines[cell]:
            s = sums[line]
            p, c = holder(s)
            if s == 0:
                open_lines += 1
            elif p == me:
                open_lines += 1
                win += c == k - 1
                own_near += c == k - 2
            elif p >= 0:
                open_lines += 1
                block += c == k - 1
                blocked_by_opponent[p] += c == k - 1
                opp_near += c == k - 2
        safe = 1
        if rules.gravity is not None:
            up = above[cell]
            if up >= 0 and board[up] == EMPTY and completes_for_opponent(up):
                safe = 0
        fork = opp_near if opp_near >= 2 else 0
        wins_now = int(win >= need[me])
        stops_win = int(any(n and n >= need[p] for p, n in enumerate(blocked_by_opponent)))
        key = (wins_now, stops_win, win, block, safe, fork, own_near, open_lines)
        if best_key is None or key > best_key:
            best_key, best = key, [cell]
        elif key == best_key:
            best.append(cell)
    return rng.choice(best)
