"""The window's words for an analysis (engine.record.analysis_data): a value in the strongest
words it justifies ("wins in 7", "draw", "loses in 12", or an estimate that says it is one), a
mark's sign and name, a move of the move list with its mark and better move, and the forced
win being shown."""

from __future__ import annotations

from app.model.session.hints import Verdict
from app.widgets.words import QT_TR_NOOP, tr
from engine import Cell, format_cell
from engine.record.analysis_data import Mark, MoveAnalysis, PositionValue, Result, Source

MARK_SIGNS = {Mark.INACCURACY: "?!", Mark.MISTAKE: "?", Mark.BLUNDER: "??"}
"""The signs chess players know: ?! an inaccuracy, ? a mistake, ?? a blunder."""

_PROVEN = {
    Result.WIN: (
        QT_TR_NOOP("won"),
        QT_TR_NOOP("wins"),
        QT_TR_NOOP("wins in at most %1"),
        QT_TR_NOOP("wins in %1"),
    ),
    Result.LOSS: (
        QT_TR_NOOP("lost"),
        QT_TR_NOOP("loses"),
        QT_TR_NOOP("loses in at most %1"),
        QT_TR_NOOP("loses in %1"),
    ),
}
"""A proven win's or loss's words: when it is over, when its distance is unknown, when threats
bound it (at most), when the search measured it (exactly)."""


def value_words(value: PositionValue) -> str:
    """A value for the player it is of: proven in words ("wins in 7", "draw", "loses in 12";
    "wins in at most 9" by threats), else the search's estimate, said to be one."""
    distance = value.distance
    if value.result is Result.DRAW:
        return tr("draw")
    if value.result in _PROVEN:
        over, undated, at_most, exactly = _PROVEN[value.result]
        if distance == 0:
            return tr(over)
        if distance is None:
            return tr(undated)
        text = tr(at_most if value.source is Source.THREATS else exactly)
        return text.replace("%1", str(distance))
    return tr("estimate %1").replace("%1", f"{value.score:+.2f}")


def verdict_words(verdict: Verdict) -> str:
    """What the solver knows of a hinted move, as the hint's sentence ends in the status line
    and in a reader's voice alike: "wins in 7", "draw", "wins with best play" (a book's result
    without its distance)."""
    if verdict.result == "draw":
        return tr("draw")
    if verdict.moves == 0:
        return tr("wins with best play") if verdict.result == "win" else tr("loses to best play")
    text = tr("wins in %1") if verdict.result == "win" else tr("loses in %1")
    return text.replace("%1", str(verdict.moves))


def mark_name(mark: Mark) -> str:
    """A mark's name: "Inaccuracy", "Mistake", "Blunder"."""
    if mark is Mark.BLUNDER:
        return tr("Blunder")
    if mark is Mark.MISTAKE:
        return tr("Mistake")
    return tr("Inaccuracy")


def after_words(move: MoveAnalysis) -> str:
    """The mover's value after a move, beside the one before it: "still wins" (or loses) where
    both are the same proven result and only the one before says how far it is, so that two
    forms of one fact are not said side by side; else `value_words`."""
    before, after = move.before, move.after
    if (
        before.result is after.result
        and before.result in (Result.WIN, Result.LOSS)
        and after.distance is None
        and before.distance is not None
    ):
        return tr("still wins") if after.result is Result.WIN else tr("still loses")
    return value_words(after)


def move_line(
    number: int, mover: str, move: MoveAnalysis | None, cell: Cell, opponent: str | None = None
) -> str:
    """A line of the move list: "12. Red: 4,1 — loses in 5", with the mark's sign and the
    better move when it is marked (a move that let the `opponent` win at once says so);
    without an analysis, the move alone."""
    place = format_cell(cell)
    if move is None:
        text = tr("%1. %2: %3")
    elif move.mark is None or move.better is None:
        text = tr("%1. %2: %3 — %4").replace("%4", after_words(move))
    elif move.at_once:
        text = (
            at_once_words(move, opponent)
            .replace("%4", MARK_SIGNS[move.mark])
            .replace("%6", format_cell(move.better))
        )
    else:
        thrown = thrown_away(move)
        if thrown is Result.WIN:
            text = tr("%1. %2: %3 %4 — the win thrown away: %5, better %6")
        elif thrown is Result.DRAW:
            text = tr("%1. %2: %3 %4 — the draw thrown away: %5, better %6")
        else:
            text = tr("%1. %2: %3 %4 — %5, better %6")
        text = (
            text.replace("%4", MARK_SIGNS[move.mark])
            .replace("%5", value_words(move.after))
            .replace("%6", format_cell(move.better))
        )
    return text.replace("%1", str(number)).replace("%2", mover).replace("%3", place)


def at_once_words(move: MoveAnalysis, opponent: str | None) -> str:
    """The move list's line of a move that let the opponent complete a line at once, with %4
    for the mark's sign and %6 for the move that stopped it (a block, or a win at once)."""
    wins = move.before.result is Result.WIN and move.before.distance == 1
    if opponent is None:
        if wins:
            return tr("%1. %2: %3 %4 — lets the opponent win at once; %6 wins at once")
        return tr("%1. %2: %3 %4 — lets the opponent win at once; %6 blocks")
    if wins:
        text = tr("%1. %2: %3 %4 — lets %5 win at once; %6 wins at once")
    else:
        text = tr("%1. %2: %3 %4 — lets %5 win at once; %6 blocks")
    return text.replace("%5", opponent)


def thrown_away(move: MoveAnalysis) -> Result | None:
    """The proven result a move threw away (a win or a draw that it turned into less), else
    None."""
    before, after = move.before.result, move.after.result
    order = {Result.LOSS: 0, Result.DRAW: 1, Result.WIN: 2}
    if before in (Result.WIN, Result.DRAW) and after is not None and order[after] < order[before]:
        return before
    return None


def move_tip(move: MoveAnalysis, players: int) -> str:
    """What the move list's tooltip says of an analysed move: its values before and after, the
    mark and the better move; estimates say whose they are when more than two play."""
    before, after = value_words(move.before), after_words(move)
    if move.at_once and move.mark is not None and move.better is not None:
        text = (
            tr(
                "%1: before this move the mover %2, after it %3: it lets the opponent win at "
                "once. Better: %4."
            )
            .replace("%1", mark_name(move.mark))
            .replace("%4", format_cell(move.better))
        )
    elif move.mark is not None and move.better is not None:
        text = (
            tr("%1: before this move the mover %2, after it %3. Better: %4.")
            .replace("%1", mark_name(move.mark))
            .replace("%4", format_cell(move.better))
        )
    else:
        text = tr("Before this move the mover %2, after it %3.")
    text = text.replace("%2", before).replace("%3", after)
    if players > 2 or not move.proven:
        text += " " + tr("Estimates are the search's, for the mover, not proven.")
    return text


def cell_value_tip(cell: Cell, value: PositionValue) -> str:
    """The hover text of a cell under Show move values."""
    return (
        tr("Playing %1: the mover %2")
        .replace("%1", format_cell(cell))
        .replace("%2", value_words(value))
    )


def win_step_words(
    winner: str, step: int, total: int, reply: bool, *, you: bool = False, book: bool = False
) -> str:
    """What the Show the win bar says of the step on view; `you`: the winner is the one
    person at the board, named "You", who has the win and plays on; `book`: the win is the
    strategy book's, whose line is as long as the defender's longest defence the search can
    tell (not a proven shortest win against a proven longest defence)."""
    if step == 0 and book:
        if you:
            return tr("You win with best play, as the strategy book proves: step through it")
        return tr("%1 wins with best play, as the strategy book proves: step through it").replace(
            "%1", winner
        )
    if step == 0:
        moves = (total + 1) // 2
        if you:
            return tr("You have a forced win in %n moves: step through it", "", moves)
        return tr("%1 has a forced win in %n moves: step through it", "", moves).replace(
            "%1", winner
        )
    if reply and book:
        text = tr("Move %1 of %2: the longest defence")
    elif reply:
        text = tr("Move %1 of %2: the forced reply")
    elif step == total:
        text = tr("Move %1 of %2: you win") if you else tr("Move %1 of %2: %3 wins")
    else:
        text = tr("Move %1 of %2: you play on") if you else tr("Move %1 of %2: %3 plays on")
    return text.replace("%1", str(step)).replace("%2", str(total)).replace("%3", winner)


def analysing_words(done: int, total: int) -> str:
    text = tr("Analysing: %1 of %2 moves", "", total)  # "1 of 1 move"
    return text.replace("%1", str(done)).replace("%2", str(total))


def analysed_move_said(move: MoveAnalysis, cell: Cell) -> str:
    """What a review step says of an analysed move, in the Moves list's words: "Blunder: lets
    the opponent win at once; 3,1 wins at once", or for an unmarked move its value ("Analysis:
    loses in 5")."""
    line = move_line(0, "", move, cell)
    # The list's line after its dash: the value, or the mark's reason and the better move.
    tail = line.split(" — ", 1)[-1]
    if move.mark is None or move.better is None:
        return tr("Analysis: %1").replace("%1", tail)
    return tr("%1: %2").replace("%1", mark_name(move.mark)).replace("%2", tail)


def analysis_end_said(moves: list[MoveAnalysis | None]) -> str:
    """Said when Analyse game finishes: how many moves it analysed and the marks the Moves
    list now shows, counted ("Analysis finished: 7 moves analysed; blunders 1, mistakes 1,
    inaccuracies 0")."""
    analysed = [move for move in moves if move is not None]
    counts = {mark: 0 for mark in MARK_SIGNS}
    for move in analysed:
        if move.mark is not None and move.better is not None:
            counts[move.mark] += 1
    marks = tr("blunders %1, mistakes %2, inaccuracies %3")
    for number, mark in enumerate((Mark.BLUNDER, Mark.MISTAKE, Mark.INACCURACY), start=1):
        marks = marks.replace(f"%{number}", str(counts[mark]))
    return tr(
        "Analysis finished: %n moves analysed; %1. The Moves list shows each move's mark",
        "",
        len(analysed),
    ).replace("%1", marks)


def analysis_stopped_said(done: int, total: int) -> str:
    """Said when an analysis stops before it finished (Cancel, or the CPU process failed)."""
    return (
        tr("Analysis stopped after %1 of %2 moves; what it found is kept")
        .replace("%1", str(done))
        .replace("%2", str(total))
    )


def win_step_said(shown: str, played: str) -> str:
    """A step of Show the win as said: the bar's words and the move now on the board
    ("Move 2 of 5: the forced reply. CPU (hard) plays 2,3,1 (blue)")."""
    return tr("%1. %2").replace("%1", shown.rstrip(".。")).replace("%2", played)


def win_closed_said() -> str:
    """Said when ✕ (or its key) stops showing the win."""
    return tr("Show the win closed")


def win_keys_said(forward: str, back: str, close: str) -> str:
    """Said as a forced win comes up: the keys that step through it and close it."""
    return (
        tr("%1 plays its next move, %2 takes one back, %3 closes it")
        .replace("%1", forward)
        .replace("%2", back)
        .replace("%3", close)
    )
