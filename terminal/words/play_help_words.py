"""The help of the terminal game: how to type a move on this board, and every command."""

from __future__ import annotations

from pathlib import Path

from engine.notation import format_cell
from engine.rules import AXIS_NAMES, Rules
from terminal.commands.board_text import BLOCKED_MARK, EMPTY_MARK, SYMBOLS
from wording.language import _


def help_text() -> str:
    """The help of the terminal game, with {placeholders} for the board's own values."""
    return _(
        "Moves: 1-based coordinates in axis order, x first: {example}.{gravity}\n"
        "  x counts columns left to right, y rows bottom to top{layers}.\n"
        "Commands:\n"
        "  u          undo (back to your previous turn when playing a CPU)\n"
        "  r          redo\n"
        "  s FILE     save the game (open it again with: hyperrow play --load FILE)\n"
        "  b          show the board again\n"
        "  h or ?     this help\n"
        "  q          quit\n"
        "Board: {symbols} stones, {empty} empty, {blocked} blocked,\n"
        "  [X] the last move, (X) a stone of a completed line."
    )


def axes_hint(rules: Rules) -> str:
    """How a move is typed on `rules`' board: "x,y,z", or "x,y,z, or just x,y" with gravity."""
    axes = ",".join(AXIS_NAMES[: rules.ndim])
    if rules.gravity is None:
        return axes
    short = ",".join(a for i, a in enumerate(AXIS_NAMES[: rules.ndim]) if i != rules.gravity)
    return _("{axes}, or just {short}: stones fall along {gravity}").format(
        axes=axes, short=short, gravity=AXIS_NAMES[rules.gravity]
    )


def play_help(rules: Rules, autosave: Path | None) -> str:
    """The whole help of a game under `rules`, and where it is kept (`autosave`, if any)."""
    example = format_cell(tuple(min(1, n - 1) for n in rules.shape))
    gravity = ""
    if rules.gravity is not None:
        short = tuple(c for i, c in enumerate(example.split(",")) if i != rules.gravity)
        gravity = _(
            " Stones fall along {axis}, so you may leave that coordinate out: {short}."
        ).format(axis=AXIS_NAMES[rules.gravity], short=",".join(short) or example)
    layers = ""
    if rules.ndim >= 3:
        layers = _(", z picks the layer")
    if rules.ndim >= 4:
        layers += _(", {axes} the group of layers").format(
            axes=", ".join(AXIS_NAMES[3 : rules.ndim])
        )
    text = help_text().format(
        example=example,
        gravity=gravity,
        layers=layers,
        symbols=" ".join(SYMBOLS[: rules.players]),
        empty=EMPTY_MARK,
        blocked=BLOCKED_MARK,
    )
    if autosave is not None:
        text += "\n" + _(
            "Every change is kept in {path}: hyperrow play --resume goes on with it."
        ).format(path=autosave)
    return text
