"""Forced wins by threats, as lines of moves: the attacker's threats with the defender's forced
blocks, ending in the winning stone (threat-space search: engine.ai.threat_search, compiled in
engine.ai.compiled_search); and positions every move of which loses to one.

Each step asks the search for the first move of a forced win (engine.ai.threat_board, on the
kernel's board or the pure-Python one); the defender's reply is the block of the cell the
attacker threatens (either one, facing two), and the search is asked again. Every reply but the
block loses at once, so the line is the whole proof: a defender can only shorten it.
"""

from __future__ import annotations

from engine.ai.budget import Budget, OutOfTime
from engine.ai.threat_board import ThreatBoard, threat_win
from engine.game import Game


def takes(game: Game) -> bool:
    """True when threat-space search applies: two players, the first line wins."""
    return game.rules.players == 2 and game.rules.target == 1


def threat_line(board: ThreatBoard, budget: Budget) -> list[int] | None:
    """The forced win by threats of the side to move on `board` as cell indices (attacker,
    defender, …, the winning stone), None when there is none or `budget` ends first. `board`
    is left as it was."""
    attacker = board.turn
    line: list[int] = []
    try:
        while True:
            wins = board.wins(attacker)
            if wins:
                return [*line, wins[0]]
            move = threat_win(board, budget)
            if move < 0:
                return None
            board.push(move)
            line.append(move)
            blocks = board.wins(attacker)
            if board.over or not blocks:
                return None  # not a threat after all: no proof to follow
            board.push(blocks[0])
            line.append(blocks[0])
    except OutOfTime:
        return None
    finally:
        for _ in line:
            board.pop()


def winner_moves(line: list[int]) -> int:
    """The attacker's moves in a line that starts and ends with one."""
    return (len(line) + 1) // 2


def lost_to_threats(board: ThreatBoard, budget: Budget) -> int | None:
    """When every move of the side to move on `board` leaves the other side a win at once or
    by threats: the most moves that win takes (the other side's), else None (also when
    `budget` ends first). `board` is left as it was."""
    defender = board.turn
    attacker = 1 - defender
    if board.wins(defender):
        return None
    longest = 0
    for move in board.legal():
        board.push(move)
        try:
            if board.over:
                return None  # the defender's move ended the game: not a loss
            if board.wins(attacker):
                longest = max(longest, 1)
                continue
            line = threat_line(board, budget)
        finally:
            board.pop()
        if line is None:
            return None
        longest = max(longest, winner_moves(line))
    return longest or None
