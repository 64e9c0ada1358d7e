"""The analysis of a whole game: per move, the mover's value before and after it, the mark and
a better move (see engine.record.analysis_data for the data).

Values are proven where the book, the solver or a threat-space proof settles them within a
position's time (engine.ai.analysis.proofs), else estimated by the search. The marks follow the
record's rules (engine.record.analysis_data `strongest_mark`), so that a mark is true however
little time a position had: a move that lets the opponent complete a line at once, where
another move stopped it, is a blunder naming a move that stops it (engine.ai.analysis.marks);
a move whose values are both proven is marked by its results alone (a blunder or a mistake) and
names a move that keeps the result; any other move is at most an inaccuracy, when its value
falls `INACCURACY_DROP` below the position's, naming the search's best move or one that keeps
a proven result — unless that move is proven to win where the move played was proven not to,
which proves the position's win and marks the move by results. A move for which no better one
is found is not marked.

The moves are analysed from the last to the first: each solve fills the solver's table with
the positions the solves of earlier ones pass through, and on the solver's boards the proof work
a position leaves goes to the one before it (engine.ai.analysis.work).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.ai.analysis import values
from engine.ai.analysis.estimates import Estimate, estimate_move, estimate_position
from engine.ai.analysis.marks import INACCURACY_DROP, hands_a_line
from engine.ai.analysis.proofs import exact_board, keeping_move, proven_value
from engine.ai.analysis.threat_lines import lost_to_threats, takes
from engine.ai.analysis.work import position_work, proof_work
from engine.ai.budget import Budget, OutOfTime, StopFlag
from engine.ai.solver import compiled
from engine.ai.threat_board import threat_board, threat_win
from engine.game import Game
from engine.record.analysis_data import (
    GameAnalysis,
    Mark,
    MoveAnalysis,
    PositionValue,
    Result,
    Source,
    strongest_mark,
)
from engine.rules import Cell

EXACT_SECONDS = 10.0
"""A position's time when none is given, on the boards the solver proves (`exact_board`): the
solver stops as soon as it has the answer, in a few milliseconds late in a Connect Four game
and a few seconds at most just past the opening book."""
SEARCH_SECONDS = 0.75
"""A position's time when none is given, on the other boards, where the search takes all of
it: a 30-move Qubic game in about half a minute."""
# A position's time: on the boards the solver proves, nearly all of it for the proof; on the
# others a share for the proofs (threats, the solver late in the game), then of the rest most
# for the position's search and the remainder for the move played.
_EXACT_PROOF_SHARE = 0.9
_PROOF_SHARE = 0.25
_ESTIMATE_SHARE = 0.7


@dataclass(frozen=True)
class AnalysisProgress:
    """One more move analysed: `move`, and `done` of the game's `total` moves (the moves are
    analysed from the last to the first)."""

    move: MoveAnalysis
    done: int
    total: int


Progress = Callable[[AnalysisProgress], None]


def analyse_game(
    game: Game,
    *,
    seconds: float | None = None,
    stop: StopFlag | None = None,
    progress: Progress | None = None,
) -> GameAnalysis | None:
    """The analysis of every move of `game` (its moves, not its redo list), each position given
    the work of `seconds` (its proof, its search, the better move; None: `default_seconds`;
    counted in search nodes, engine.ai.analysis.work, so that the answers are the same on any
    machine, slower or faster, whatever else it runs; infinite: no cap). `progress`
    hears of each move as it is done. None when `stop` is set first (checked at least every few
    milliseconds). `game` is not changed. Raises ValueError for a bad `seconds`."""
    if seconds is None:
        seconds = default_seconds(game)
    if isinstance(seconds, bool) or not isinstance(seconds, int | float) or not seconds >= 0:
        raise ValueError(f"seconds: {seconds!r}, expected a number of seconds of at least 0")
    rules = game.rules
    work = game.copy()
    moves = work.moves
    if not moves:
        return GameAnalysis(())
    if compiled.fits(rules):
        from engine.ai._kernel import connect

        connect.clear_table()  # what earlier work left in it would prove more than this work
    share = _EXACT_PROOF_SHARE if exact_board(game) else _PROOF_SHARE
    players = rules.players
    proof = proof_work(seconds, share, rules, stop)
    later = proven_value(work, proof)
    carried = proof.left()
    ended = values.from_outcome(work, (len(moves) - 1) % players) if work.is_over() else None
    analysed: list[MoveAnalysis] = []
    for ply in reversed(range(len(moves))):
        work.pop()
        budget = position_work(seconds, rules, stop)
        # The proof work a position left (the book's answer, a late position's quick solve) is
        # the one before it's too: the hard positions are early, just past the book.
        proof = proof_work(seconds, share, rules, stop).more(carried)
        now = _position_value(work, proof)
        carried = proof.left()
        after: PositionValue | None = None
        if ply == len(moves) - 1 and ended is not None:
            after = ended
        elif later is not None and players == 2:
            after = values.for_other(later)
        move = _move(
            work,
            moves[ply],
            now,
            after,
            budget=budget,
            spare=lambda: position_work(seconds, rules, stop),
        )
        if stop is not None and stop.is_set():
            return None
        analysed.append(move)
        if progress is not None:
            progress(AnalysisProgress(move, len(analysed), len(moves)))
        # What the move's analysis proved of its position (perhaps more than `now`: that every
        # move loses) is what the move before it led to.
        later = move.before if move.before.proven else None
    return GameAnalysis(tuple(reversed(analysed)))


def default_seconds(game: Game) -> float:
    """A position's time when none is given: EXACT_SECONDS on the boards the solver proves,
    SEARCH_SECONDS on the others."""
    return EXACT_SECONDS if exact_board(game) else SEARCH_SECONDS


def _position_value(game: Game, budget: Budget) -> PositionValue | None:
    """The proven value of `game` for the side to move; where nothing else proves it, and the
    previous mover had a forced win by threats, whether its move kept it (every reply loses)."""
    found = proven_value(game, budget)
    if found is not None or not game.moves or not takes(game) or exact_board(game):
        return found
    index = game.pop()
    try:
        threatened = threat_win(threat_board(game), budget) >= 0
    except OutOfTime:
        threatened = False
    finally:
        game.push(index)
    if not threatened:
        return None
    distance = lost_to_threats(threat_board(game), budget)
    return None if distance is None else values.for_other(values.threat_win(distance))


def _move(
    game: Game,
    cell: Cell,
    before: PositionValue | None,
    after: PositionValue | None,
    *,
    budget: Budget,
    spare: Callable[[], Budget],
) -> MoveAnalysis:
    """The analysis of `cell` played in `game`, given what is proven before and after it: the
    rest estimated in `budget`, a better move for a mark found in a `spare` one (made when
    needed, as its time starts then)."""
    estimate: Estimate | None = None
    if before is None:
        estimate = estimate_position(game, budget.part(_ESTIMATE_SHARE))
        before = estimate.value
        if estimate.lost:
            before = PositionValue.proven_result(Result.LOSS, None, Source.THREATS)
    if after is None:
        if estimate is not None and estimate.best == cell:
            after = estimate.value
        else:
            depth = estimate.depth if estimate is not None and estimate.depth else None
            after, _ = estimate_move(game, cell, budget, depth)
    best = None if estimate is None else estimate.best
    ply, mover = game.ply + 1, game.to_move
    handed = hands_a_line(game, cell)
    if handed is not None:
        if after.result is not Result.LOSS:
            after = PositionValue.proven_result(Result.LOSS, 1, Source.THREATS)
        if handed.wins and (before.result is not Result.WIN or before.distance != 1):
            before = PositionValue.proven_result(Result.WIN, 1, Source.THREATS)
        kept = None if handed.wins else keeping_move(game, before, spare())
        block = handed.first((kept, best))
        return MoveAnalysis(ply, cell, mover, before, after, Mark.BLUNDER, block, at_once=True)
    mark = strongest_mark(before, after, at_once=False)
    if mark is None or (mark is Mark.INACCURACY and before.score - after.score < INACCURACY_DROP):
        return MoveAnalysis(ply, cell, mover, before, after, None, None)
    spent = spare()
    better = _better(game, before, best, spent)
    if (better is None or better == cell) and after.result is Result.LOSS and not before.proven:
        # The search liked the move, yet it loses by force: name one that does not (where the
        # result before is proven, only a move that keeps it is named).
        better = _escape(game, cell, spent)
    if better is None or better == cell:
        return MoveAnalysis(ply, cell, mover, before, after, None, None)
    if not before.proven and after.proven:
        # The position was not proven, but the move named instead may prove what was lost.
        proven = _proven_instead(game, better, after, spent)
        if proven is not None:
            before = proven
            mark = strongest_mark(before, after, at_once=False)
    return MoveAnalysis(ply, cell, mover, before, after, mark, better)


def _proven_instead(
    game: Game, better: Cell, after: PositionValue, budget: Budget
) -> PositionValue | None:
    """The mover's proven value of `game` when `better`, played instead, is proven to win where
    the move played came to the worse proven `after`: a win (its distance unknown, as another
    move may win sooner); else None."""
    work = game.copy()
    mover = work.to_move
    work.play(better)
    if work.is_over():
        found = values.from_outcome(work, mover)
    else:
        proven = proven_value(work, budget)
        if proven is None:
            return None
        found = values.for_other(proven)
    if found.result is not Result.WIN or after.result is Result.WIN:
        return None
    return PositionValue.proven_result(Result.WIN, None, found.source)


def _escape(game: Game, played: Cell, budget: Budget) -> Cell | None:
    """A move of `game` other than `played` after which the opponent has no win at once nor a
    forced win by threats; None when every one has (the position was lost) or `budget` ends
    first."""
    board = threat_board(game)
    opponent = 1 - board.turn
    cells = game.geometry.cells
    try:
        for move in board.legal():
            if cells[move] == played:
                continue
            board.push(move)
            try:
                if board.over:
                    return cells[move]  # it wins: no escape is better
                if not board.wins(opponent) and threat_win(board, budget) < 0:
                    return cells[move]
            finally:
                board.pop()
    except OutOfTime:
        return None
    return None


def _better(game: Game, before: PositionValue, best: Cell | None, budget: Budget) -> Cell | None:
    """A better move than the one played: one that keeps a proven win or draw, else the
    search's best."""
    if before.result in (Result.WIN, Result.DRAW):
        return keeping_move(game, before, budget)
    return best
