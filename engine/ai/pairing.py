"""Allis's claimeven and baseinverse on boards with gravity, as one test the proof search asks of
a position: can the side not to move (the defender) answer every move of the side to move (the
attacker) by a fixed partner cell so that the attacker never completes a line? Then the attacker
cannot win, whatever it plays, and the proof search settles the position without searching it.

The partners pair every empty cell. In a column with an even number of empty cells the defender
takes the cell above each attacker stone (claimeven: the attacker gets the first, third, ...
empty cell from the bottom, the defender the second, fourth, ...). In a column with an odd
number, the lowest empty cell (playable now) is paired with the lowest empty cell of another such
column (baseinverse: whichever of the two the attacker plays, the other stays playable), and the
rest of the column is claimeven. A partner is always playable when it is needed, so the
defender can always answer; the attacker ends with exactly one cell of each pair, the lower of a
column's pair, either of a base pair.

So the pairing refutes the attacker when every line the defender has no stone on holds the upper
cell of a column's pair or both cells of one base pair. The columns' bases are matched to meet
the lines that hold two or more of them; the matching is searched in a fixed order for at most
`MATCHING_STEPS` steps (the compiled kernel's engine/ai/_kernel/pairing.c follows the same order
and gives up at the same step, so both searches settle the same positions).

Only the attacker to move with an even number of odd columns is tested (with an odd number one
base is left without a partner), and with at most 64 (the kernel's bitmask of them); a board
without gravity never is.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.game import EMPTY

MATCHING_STEPS = 4096
"""Partners the matching of the bases may try before it gives up (an answer of no: the
position is searched instead)."""


def pairing_refutes(
    board: Sequence[int],
    below: Sequence[int],
    above: Sequence[int],
    lines: Sequence[Sequence[int]],
    attacker: int,
) -> bool:
    """True when the pairing above keeps every line from `attacker` (to move) on `board` (a cell's
    player, EMPTY or BLOCKED) with gravity along `below`/`above` (the cell under / over each
    cell, -1 for none), whose winning lines are `lines`."""
    if all(b < 0 for b in below):
        return False
    claimed = [False] * len(board)  # the defender's: its stones and the upper cells of pairs
    bases: list[int] = []
    for bottom, under in enumerate(below):
        if under >= 0:
            continue
        column = [bottom]
        while above[column[-1]] >= 0:
            column.append(above[column[-1]])
        empty = [c for c in column if board[c] == EMPTY]
        if len(empty) % 2:
            bases.append(empty[0])
            empty = empty[1:]
        for upper in empty[1::2]:
            claimed[upper] = True
    if len(bases) % 2 or len(bases) > 64:
        return False
    for c, owner in enumerate(board):
        if owner not in (EMPTY, attacker):
            claimed[c] = True
    base_index = {c: i for i, c in enumerate(bases)}
    needs: list[int] = []  # per open line, the bases on it as a bitmask over `bases`
    for line in lines:
        if any(claimed[c] for c in line):
            continue
        on_line = [base_index[c] for c in line if c in base_index]
        if len(on_line) < 2:
            return False
        needs.append(sum(1 << i for i in on_line))
    return _matching_meets(len(bases), needs)


def _matching_meets(count: int, needs: list[int]) -> bool:
    """Whether some pairing of `count` bases puts both cells of one pair in each of `needs`
    (bitmasks over the bases), found within MATCHING_STEPS partners tried: the lowest unmatched
    base is given each unmatched partner in ascending order, and a branch ends as soon as a
    need has no pair left to meet it."""
    if not needs:
        return True
    partner = [-1] * count
    steps = 0

    def possible() -> bool:
        for need in needs:
            met = open_ = 0
            for i in range(count):
                if need >> i & 1:
                    if partner[i] < 0:
                        open_ += 1
                    elif need >> partner[i] & 1:
                        met = 1
            if not met and open_ < 2:
                return False
        return True

    def match() -> bool:
        nonlocal steps
        first = next((i for i in range(count) if partner[i] < 0), -1)
        if first < 0:
            return True
        for other in range(first + 1, count):
            if partner[other] >= 0:
                continue
            steps += 1
            if steps > MATCHING_STEPS:
                return False
            partner[first], partner[other] = other, first
            if possible() and match():
                return True
            partner[first] = partner[other] = -1
        return False

    return match()
