"""The board as text for the terminal: each 2D layer a grid with 1-based labels, layers set side
by side, one plain-ASCII symbol per player."""

from __future__ import annotations

import itertools
import re

from engine.game import Game
from engine.players import PlayerInfo, SeatKind
from engine.rules import AXIS_NAMES, Cell, Rules, format_shape, preset_name
from wording.language import N_, _

SYMBOLS = "XOAB"
"""Stone per player, plain ASCII so every terminal shows it."""
EMPTY_MARK = "."
BLOCKED_MARK = "#"
ROW_WIDTH = 100
"""Layers are set side by side up to this many characters by default, then wrapped."""


# The levels by the names the engine gives them, which are also their English words:
# marked for xgettext (--keyword=N_) here, translated where they are shown.
_LEVELS = (N_("random"), N_("easy"), N_("medium"), N_("hard"), N_("expert"))


def level_name(level: str | None) -> str:
    """A CPU level in the language in use."""
    return _(level) if level in _LEVELS else level or ""


def game_title(rules: Rules) -> str:
    """The preset's name and the rules, e.g. "qubic: 4×4×4, 4 in a row"."""
    parts = [format_shape(rules.shape), _("{k} in a row").format(k=rules.k)]
    if rules.gravity is not None:
        parts.append(_("gravity {axis}").format(axis=AXIS_NAMES[rules.gravity]))
    if rules.players != 2:
        parts.append(_("{count} players").format(count=rules.players))
    if rules.blocked:
        parts.append(_("{count} blocked").format(count=len(rules.blocked)))
    if rules.target != 1:
        parts.append(_("{count} lines to win").format(count=rules.target))
    described = _(", ").join(parts)
    name = preset_name(rules)
    if name is None:
        return described
    return _("{name}: {rules}").format(name=preset_title(name), rules=described)


_PRESET_NAMES = {
    "tic-tac-toe": N_("Tic-tac-toe"),
    "connect-four": N_("Connect Four"),
    "gomoku": N_("Gomoku"),
    "cube-3": N_("3D tic-tac-toe"),
    "qubic": N_("Qubic"),
    "score-four": N_("Score Four"),
    "four-d": N_("4D four in a row"),
    "tesseract": N_("Tesseract"),
}
"""The names players know the presets by, as the window names them (its game_words)."""


def preset_name_words(name: str) -> str:
    """The name players know preset `name` by ("Score Four"), in the language in use."""
    words = _PRESET_NAMES.get(name)
    return _(words) if words is not None else name


def preset_title(name: str) -> str:
    """The name players know preset `name` by, in the language in use, as a title begins
    ("Qubic: 4×4×4, 4 in a row"), the way the window names it, not by its --rules word."""
    return preset_name_words(name)


def seat_label(seat: PlayerInfo, player: int) -> str:
    """The seat of `player` with its symbol: "X (Player 1)", "O (Player 2, cpu hard)", in the
    language in use (a name a person chose stays as it is; a CPU the window named as its game
    file keeps it, "CPU (hard)", is the player of its seat)."""
    match = re.fullmatch(r"Player (\d+)", seat.name)
    name = _("Player {number}").format(number=match.group(1)) if match else seat.name
    if seat.is_cpu and seat.name == f"CPU ({seat.level})":
        name = _("Player {number}").format(number=player + 1)
    if seat.is_cpu:
        name = _("{name}, cpu {level}").format(name=name, level=level_name(seat.level))
    return _("{symbol} ({seat})").format(symbol=SYMBOLS[player], seat=name)


def seat_among(seats: tuple[PlayerInfo, ...], player: int) -> str:
    """The seat of `player` among `seats` as the window names it when one person plays against
    the CPU: "You (X)", "CPU (hard, O)"; otherwise as `seat_label` says (a name someone chose
    stays as it is)."""
    seat = seats[player]
    if not is_you_against_cpu(seats) or not re.fullmatch(r"Player \d+", seat.name):
        return seat_label(seat, player)
    if seat.is_cpu:
        return _("CPU ({level}, {symbol})").format(
            level=level_name(seat.level), symbol=SYMBOLS[player]
        )
    return _("You ({symbol})").format(symbol=SYMBOLS[player])


def is_you_against_cpu(seats: tuple[PlayerInfo, ...]) -> bool:
    """True when one person plays against CPU seats only, and is "You"."""
    humans = [seat for seat in seats if seat.kind == SeatKind.HUMAN]
    return (
        len(humans) == 1
        and re.fullmatch(r"Player \d+", humans[0].name) is not None
        and all(seat.is_cpu for seat in seats if seat.kind != SeatKind.HUMAN)
    )


def _cell_text(game: Game, cell: Cell, marked: set[Cell]) -> str:
    stone = game.stone_at(cell)
    if stone is not None:
        body = SYMBOLS[stone]
    elif cell in game.rules.blocked:
        body = BLOCKED_MARK
    else:
        body = EMPTY_MARK
    if cell == game.last_move:
        return f"[{body}]"
    if cell in marked:
        return f"({body})"
    return f" {body} "


def _layer(game: Game, rest: tuple[int, ...], marked: set[Cell]) -> list[str]:
    """One 2D layer (x across, y up) with 1-based labels; `rest` fixes the axes above y."""
    shape = game.rules.shape
    columns = shape[0]
    rows = shape[1] if len(shape) > 1 else 1
    width = len(str(rows))
    lines = [" " * (width + 1) + "".join(f"{x + 1:^3}" for x in range(columns))]
    # The highest row on top, so stones falling along y (Connect Four) land at the bottom.
    for y in reversed(range(rows)):
        label = str(y + 1) if len(shape) > 1 else ""
        cells = "".join(
            _cell_text(game, (x,) if len(shape) == 1 else (x, y, *rest), marked)
            for x in range(columns)
        )
        lines.append(f"{label:>{width}} {cells}")
    return lines


def render_board(game: Game, width: int = ROW_WIDTH) -> str:
    """The board as text: each 2D layer a grid with 1-based row and column labels, layers
    labelled by z (and w, …) and set side by side within `width` columns, the last move in [ ],
    stones of completed lines in ( )."""
    shape = game.rules.shape
    marked = {cell for _, line in game.completed_lines for cell in line}
    if len(shape) <= 2:
        return "\n".join(line.rstrip() for line in _layer(game, (), marked))
    blocks = []
    for group in itertools.product(*(range(n) for n in shape[3:])):
        # Each layer is titled by all its fixed axes, so the w of a group needs no line of its own.
        heading = "".join(f" {AXIS_NAMES[3 + i]}={v + 1}" for i, v in enumerate(group))
        for z in range(shape[2]):
            layer = _layer(game, (z, *group), marked)
            title = f"z={z + 1}{heading}"
            blocks.append([f"{title:^{len(layer[0])}}", *layer])
    block_width = len(blocks[0][0])
    per_row = max(1, (width + 4) // (block_width + 4))
    layers = shape[2]
    if per_row >= layers:
        # Whole groups of z layers side by side (w=1 next to w=2), never a group cut in two.
        per_row -= per_row % layers
    rows = []
    for start in range(0, len(blocks), per_row):
        chunk = blocks[start : start + per_row]
        rows.append("\n".join("    ".join(row).rstrip() for row in zip(*chunk, strict=True)))
    return "\n\n".join(rows)
