"""Position values from what the engine's tools say: the solver's scores (Pons' convention), the
book's results, a game's outcome, threat proofs and search scores; and how values compare."""

from __future__ import annotations

import math

from engine.ai.alphabeta import WIN_BOUND
from engine.ai.evaluation import line_weights
from engine.ai.solver.engine_board import playable_cells
from engine.game import Game
from engine.record.analysis_data import PositionValue, Result, Source
from engine.rules import Rules

_BY_SIGN = {1: Result.WIN, 0: Result.DRAW, -1: Result.LOSS}
_OTHER = {Result.WIN: Result.LOSS, Result.DRAW: Result.DRAW, Result.LOSS: Result.WIN}


def from_score(score: int, game: Game, source: Source) -> PositionValue:
    """The value for the side to move of the exact solver's `score` of `game` (see
    engine.ai.solver): the winner's moves to the end follow from the stone the win takes."""
    if score == 0:
        return PositionValue.proven_result(Result.DRAW, None, source)
    stones = game.ply
    # The winning stone is the n+1-th, with (C + 1 - n) // 2 == |score|: n is one of two
    # numbers, the one of the winner's parity (the side to move plays at even distances).
    winner_parity = stones % 2 if score > 0 else (stones + 1) % 2
    n = playable_cells(game.rules) + 1 - 2 * abs(score)
    if n % 2 != winner_parity:
        n -= 1
    distance = (n - stones - (0 if score > 0 else 1)) // 2 + 1
    return PositionValue.proven_result(_BY_SIGN[1 if score > 0 else -1], distance, source)


def from_result(result: int, source: Source) -> PositionValue:
    """A proven result (1, 0, -1 for the side to move) whose distance is not known."""
    return PositionValue.proven_result(_BY_SIGN[result], None, source)


def from_outcome(game: Game, player: int) -> PositionValue:
    """The value for `player` of the finished `game`: a win when it alone won, a loss when
    someone else did, a draw when nobody won or it shares the win."""
    outcome = game.outcome()
    assert outcome is not None, "from_outcome: the game is not over"
    if not outcome.winners or (player in outcome.winners and len(outcome.winners) > 1):
        return PositionValue.proven_result(Result.DRAW, None, Source.END)
    result = Result.WIN if player in outcome.winners else Result.LOSS
    return PositionValue.proven_result(result, 0, Source.END)


def threat_win(distance: int) -> PositionValue:
    """A win by threats, in at most `distance` of the winner's moves."""
    return PositionValue.proven_result(Result.WIN, distance, Source.THREATS)


def from_search(score: float, rules: Rules) -> PositionValue:
    """A search score (engine.ai.alphabeta's scale, for the side it searched for) as an
    estimate of the expected result: ±1 for a forced result the search saw, else the score
    over a scale of the board's line values through tanh (see `search_scale`)."""
    if abs(score) > WIN_BOUND:
        return PositionValue.estimate(math.copysign(1.0, score))
    return PositionValue.estimate(math.tanh(score / search_scale(rules)))


def search_scale(rules: Rules) -> float:
    """The search score that counts as a clear lead, about tanh(1) = 0.76 of a win: two open
    lines one stone short where the first line wins, half the target's completed lines
    where several are needed."""
    weights = line_weights(rules.k)
    if rules.target == 1:
        return 2.0 * weights[rules.k - 1]
    return rules.target * weights[rules.k] / 2.0


def for_other(value: PositionValue) -> PositionValue:
    """The same position's value for the other of two players."""
    if value.result is None:
        return PositionValue.estimate(-value.score)
    return PositionValue.proven_result(_OTHER[value.result], value.distance, value.source)


def strength(value: PositionValue) -> float:
    """A number that orders values from the player's side: a quicker win above a slower one,
    a win above a draw above a loss, a slower loss above a quicker one; an estimate at its
    expected result, between a proven loss and a proven win."""
    if value.result is None or value.result is Result.DRAW:
        return value.score
    far = 0.0 if value.distance is None else 1.0 / (1 + value.distance)
    return 2.0 + far if value.result is Result.WIN else -2.0 - far
