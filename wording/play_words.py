"""The terminal tools' words for what the engine says as data: refused moves, typed text that
names no cell, rules that cannot be played, the offers of network play and the system's errors
a player meets (a full disk, a folder in the way), in the language in use (damaged game files:
`record_wording`). Rules in English read as the engine's own message."""

from __future__ import annotations

import errno
from collections.abc import Sequence

from engine.notation import NotationError, NotationProblem, format_cell
from engine.refusals import Refusal, RefusalKind
from engine.rules import AXIS_NAMES, Rules, RulesProblem, RulesProblemKind, format_shape
from wording.language import N_, _

# The words of the system (glibc's) for the errors a player meets, to have them in the language
# in use; any other error is quoted as the system says it.
_SYSTEM_ERRORS = {
    errno.ENOENT: N_("No such file or directory"),
    errno.EACCES: N_("Permission denied"),
    errno.EPERM: N_("Operation not permitted"),
    errno.ENOTDIR: N_("Not a directory"),
    errno.ELOOP: N_("Too many levels of symbolic links"),
    errno.ENAMETOOLONG: N_("File name too long"),
    errno.EIO: N_("Input/output error"),
    errno.ENOSPC: N_("No space left on device"),
    errno.EDQUOT: N_("Disk quota exceeded"),
    errno.EROFS: N_("Read-only file system"),
    errno.EISDIR: N_("Is a directory"),
    errno.EADDRINUSE: N_("Address already in use"),
    errno.EADDRNOTAVAIL: N_("Cannot assign requested address"),
}


def system_error_text(error_number: int | None, detail: str) -> str:
    """The system's words for the error `error_number`: in the language in use where the table
    has them, else `detail` as the system said it."""
    words = _SYSTEM_ERRORS.get(error_number or 0)
    return _(words) if words is not None else detail


def os_error_text(error: OSError) -> str:
    """Why `error` happened, in the system's words, in the language in use where it can be."""
    return system_error_text(error.errno, str(error.strerror or error))


def number(value: int) -> str:
    """A count with thousands separators: 207,896 (the separator of English and Japanese)."""
    return f"{value:,}"


def joined_names(names: Sequence[str]) -> str:
    """Two or more names (of the winners) as one: "X and O", "X and O and △"."""
    joined = names[0]
    for name in names[1:]:
        joined = _("{first} and {second}").format(first=joined, second=name)
    return joined


def refusal_text(refusal: Refusal) -> str:
    """The engine's refusal of a move as a sentence in the language in use."""
    kind = refusal.kind
    cell = format_cell(refusal.cell) if isinstance(refusal.cell, tuple) else str(refusal.cell)
    if kind is RefusalKind.OFF_BOARD:
        return _("{cell} is not on the board").format(cell=cell)
    if kind is RefusalKind.GAME_OVER:
        return _("{cell}: the game is over").format(cell=cell)
    if kind is RefusalKind.BLOCKED:
        return _("{cell} is blocked").format(cell=cell)
    if kind is RefusalKind.TAKEN:
        return _("{cell} is taken by player {player}").format(
            cell=cell, player=(refusal.player or 0) + 1
        )
    if kind is RefusalKind.FLOATING:
        below = format_cell(refusal.below) if refusal.below is not None else ""
        return _("{cell} is floating: the cell under it, {below}, is empty").format(
            cell=cell, below=below
        )
    if kind is RefusalKind.NOTHING_TO_UNDO:
        return _("nothing to undo")
    return _("nothing to redo")


def expected_form(rules: Rules, short: bool) -> str:
    """The form a typed cell takes on this board (with `short`, a gravity game's column too)."""
    form = (
        _("one number {axes} (1-based) for the {shape} board")
        if rules.ndim == 1
        else _("{count} numbers {axes} (1-based) for the {shape} board")
    )
    text = form.format(
        count=rules.ndim, axes=",".join(AXIS_NAMES[: rules.ndim]), shape=format_shape(rules.shape)
    )
    if short and rules.gravity is not None:
        rest = ",".join(a for i, a in enumerate(AXIS_NAMES[: rules.ndim]) if i != rules.gravity)
        text = _("{form}, or {rest} to drop a stone along {axis}").format(
            form=text, rest=rest, axis=AXIS_NAMES[rules.gravity]
        )
    return text


def notation_text(error: NotationError, rules: Rules) -> str:
    """Why typed text names no cell on a board of `rules`."""
    details = error.details
    problem = error.problem
    expected = expected_form(rules, bool(details.get("short", True)))
    if problem is NotationProblem.EMPTY:
        return _("the move is empty: expected {expected}").format(expected=expected)
    if problem is NotationProblem.NOT_A_NUMBER:
        return _("'{text}': '{part}' is not a whole number").format(**details)
    if problem is NotationProblem.OUT_OF_RANGE:
        return _("'{text}': {axis} = {value} is out of range, expected 1 to {size}").format(
            **details
        )
    if problem is NotationProblem.COUNT:
        if details.get("count") == 1:
            return _("'{text}' is one number, expected {expected}").format(
                expected=expected, **details
            )
        return _("'{text}' has {count} numbers, expected {expected}").format(
            expected=expected, **details
        )
    if problem is NotationProblem.TOO_LONG:
        return _(
            "a number of {digits:,} digits is far too large: coordinates go from 1 to {largest}"
        ).format(**details)
    return _("'{text}': that column is full").format(**details)


_OFFERS = {
    "undo": N_("{seat} offers to take back a move."),
    "draw": N_("{seat} offers a draw."),
    "rematch": N_("{seat} offers a rematch."),
}
_ANSWERS = {
    ("undo", True): N_("The offer to take back a move was accepted."),
    ("undo", False): N_("The offer to take back a move was declined."),
    ("draw", True): N_("The offer of a draw was accepted."),
    ("draw", False): N_("The offer of a draw was declined."),
    ("rematch", True): N_("The offer of a rematch was accepted."),
    ("rematch", False): N_("The offer of a rematch was declined."),
}


def after_the_end() -> str:
    """What a player of a network game may do once the game is over."""
    return _("Type r to offer a rematch, or q to quit.")


def offer_text(seat: str, what: str) -> str:
    """`seat` offers `what` ("undo", "draw" or "rematch"), as a sentence."""
    if what in _OFFERS:
        return _(_OFFERS[what]).format(seat=seat)
    return _("{seat} offers {what}.").format(seat=seat, what=what)


def answer_text(what: str, accepted: bool) -> str:
    """The answer to an offer of `what`, as a sentence."""
    if (what, accepted) in _ANSWERS:
        return _(_ANSWERS[what, accepted])
    if accepted:
        return _("The offer of {what} was accepted.").format(what=what)
    return _("The offer of {what} was declined.").format(what=what)


# -- rules ------------------------------------------------------------------------------------


def rules_text(problem: RulesProblem) -> str:
    """Rules that cannot be played, as the field at fault and what is wrong with it."""
    return f"{problem.field}: {rules_explanation(problem)}"


def rules_explanation(problem: RulesProblem) -> str:
    """What is wrong with the rules, after the name of the field at fault."""
    kind, found, high = problem.kind, problem.found, problem.high or 0
    shape = format_shape(problem.shape)
    if kind is RulesProblemKind.SHAPE_TYPE:
        return _("expected a tuple of whole numbers, got {found!r}").format(found=found)
    if kind is RulesProblemKind.AXES:
        return _("{count} axes, expected 1 to {high}").format(count=problem.count, high=high)
    if kind is RulesProblemKind.SIZE:
        return _("size {found} on axis {axis}, expected 1 to {high}").format(
            found=found, axis=AXIS_NAMES[problem.axis or 0], high=high
        )
    if kind is RulesProblemKind.CELLS:
        return _("{shape} has {count} cells, more than the limit of {high}").format(
            shape=shape, count=number(problem.count or 0), high=number(high)
        )
    if kind is RulesProblemKind.K:
        return _("{found!r}, expected a whole number from 2 to {high}").format(
            found=found, high=high
        )
    if kind is RulesProblemKind.GRAVITY:
        return _("{found!r}, expected None or an axis from 0 to {high}").format(
            found=found, high=high
        )
    if kind is RulesProblemKind.PLAYERS:
        return _("{found!r}, expected 2 to {high}").format(found=found, high=high)
    if kind is RulesProblemKind.TARGET:
        return _("{found!r}, expected a whole number of at least 1").format(found=found)
    if kind is RulesProblemKind.BLOCKED_TYPE:
        return _("expected a set of cells, got {found!r}").format(found=found)
    if kind is RulesProblemKind.BLOCKED_CELL:
        return _("{found!r} is not a cell of the {shape} board").format(found=found, shape=shape)
    if kind is RulesProblemKind.ALL_BLOCKED:
        return _("every cell is blocked, nothing could be played")
    if kind is RulesProblemKind.LINES:
        return _(
            "{found} on a {shape} board makes {count} lines, more than the limit of {high}"
        ).format(found=found, shape=shape, count=number(problem.count or 0), high=number(high))
    return _("the {shape} board has no centre cell: every size must be odd").format(shape=shape)
