"""Rules that cannot be played (`engine.RulesProblem`) in a player's words: what is wrong and
what would be right, as the New game dialog says it under its form."""

from __future__ import annotations

from app.widgets.words import number, tr
from engine import RulesProblem, RulesProblemKind, format_cell
from engine.rules import format_shape


def _value(found: object) -> str:
    """A value as given: a count written as counts are, anything else as it is."""
    return number(found) if isinstance(found, int) and not isinstance(found, bool) else str(found)


def rules_problem_text(problem: RulesProblem) -> str:
    """What is wrong with the rules, as one or two sentences."""
    kind, high = problem.kind, problem.high or 0
    if kind is RulesProblemKind.SHAPE_TYPE:
        return tr("The size of each side of the board must be a whole number.")
    if kind is RulesProblemKind.AXES:
        text = tr("A board has 1 to %1 axes, not %2.").replace("%1", number(high))
        return text.replace("%2", number(problem.count or 0))
    if kind is RulesProblemKind.SIZE:
        return tr("Each side of the board is 1 to %1 cells long.").replace("%1", number(high))
    if kind is RulesProblemKind.CELLS:
        text = tr("This board has %1 cells; at most %2 fit.").replace("%2", number(high))
        return text.replace("%1", number(problem.count or 0))
    if kind is RulesProblemKind.K:
        if high < 2:
            return tr("A board this small has no room for a line: make a side 2 cells or longer.")
        if high == 2:
            return tr("In a row must be 2 on a board this small, not %1.").replace(
                "%1", _value(problem.found)
            )
        text = tr("In a row must be from 2 to %1, the longest side of the board, not %2.")
        return text.replace("%1", number(high)).replace("%2", _value(problem.found))
    if kind is RulesProblemKind.GRAVITY:
        return tr("Stones can only fall along an axis of the board.")
    if kind is RulesProblemKind.PLAYERS:
        text = tr("From 2 to %1 players can play, not %2.").replace("%1", number(high))
        return text.replace("%2", _value(problem.found))
    if kind is RulesProblemKind.TARGET:
        return tr("Lines to win must be at least 1.")
    if kind is RulesProblemKind.BLOCKED_TYPE:
        return tr("The blocked cells must be cells of the board.")
    if kind is RulesProblemKind.BLOCKED_CELL:
        cell = problem.found
        where = format_cell(cell) if isinstance(cell, tuple) else str(cell)
        text = tr("%1 is not a cell of the %2 board, so it cannot be blocked.")
        return text.replace("%1", where).replace("%2", format_shape(problem.shape))
    if kind is RulesProblemKind.ALL_BLOCKED:
        return tr("Every cell is blocked: there would be nowhere to play.")
    if kind is RulesProblemKind.LINES:
        text = tr("With %1 in a row, this %2 board has %3 lines; at most %4 fit.")
        return (
            text.replace("%1", _value(problem.found))
            .replace("%2", format_shape(problem.shape))
            .replace("%3", number(problem.count or 0))
            .replace("%4", number(high))
        )
    return tr("Only a board with an odd number of cells along every axis has a centre to block.")
