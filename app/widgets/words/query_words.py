"""What the board's query keys and the typed entry say (the blind player's board, after
lichess's blind mode): a summary of the position, the threats, a line read cell by cell, the
lines through a cell, where a jump key took the cursor, and what is wrong with a typed move.
Places are written as every other text a screen reader hears writes them (`cell_place`)."""

from __future__ import annotations

from collections.abc import Sequence

from app.model.session.game_session import GameSession
from app.model.view.view_state import W_AXIS
from app.widgets.words import tr
from app.widgets.words.access_words import cell_place, sentences, stone_word, threats_text
from app.widgets.words.seat_words import colour_name as colour_title
from app.widgets.words.seat_words import is_you, seat_name
from app.widgets.words.window_words import colour_name
from engine import Cell, Game, Threat
from engine.notation import NotationError, NotationProblem
from engine.rules import AXIS_NAMES

Z_AXIS = 2


def reading_order(cell: Cell) -> tuple[int, ...]:
    """The order stones are read and jumped through: layer by layer (the highest axes first),
    then row by row along y, then x."""
    return tuple(reversed(cell))


def side_name(session: GameSession, player: int) -> str:
    """A seat with its colour: "You (red)", "CPU (easy) (blue)"; just "Red" for a seat named
    by its colour."""
    name = seat_name(session, player)
    colour = colour_name(player)
    if name.casefold() == colour.casefold():
        return name
    return tr("%1 (%2)").replace("%1", name).replace("%2", colour)


def layer_name(cell: Cell) -> str:
    """The layer a stone lies in: "layer 2" (its z), "layer 2 (w 3)" beyond three axes."""
    text = tr("layer %1").replace("%1", str(cell[Z_AXIS] + 1))
    if len(cell) <= W_AXIS:
        return text
    slices = ", ".join(f"{AXIS_NAMES[axis]} {cell[axis] + 1}" for axis in range(W_AXIS, len(cell)))
    return f"{text} ({slices})"


def stones_text(session: GameSession, player: int, cells: Sequence[Cell]) -> str:
    """One side's stones, layer by layer: "You (red), 3 stones. layer 1: 1,1,1; 2,2,1. layer
    2: 2,2,2"; on a flat board without layers."""
    side = side_name(session, player)
    if not cells:
        return tr("%1: no stones").replace("%1", side)
    head = tr("%1, %n stones", "", len(cells)).replace("%1", side)
    ordered = sorted(cells, key=reading_order)
    if len(ordered[0]) <= Z_AXIS:
        places = tr("; ").join(cell_place(cell) for cell in ordered)
        return tr("%1: %2").replace("%1", head).replace("%2", places)
    layers: dict[str, list[str]] = {}
    for cell in ordered:
        layers.setdefault(layer_name(cell), []).append(cell_place(cell))
    parts = [
        tr("%1: %2").replace("%1", layer).replace("%2", tr("; ").join(places))
        for layer, places in layers.items()
    ]
    return sentences([head, *parts])


def double_threats_text(session: GameSession, threats: Sequence[Threat]) -> str:
    """The double threats, one sentence per player: "Red has a double threat at 2,2,2"; ""
    without any."""
    by_player: dict[int, list[str]] = {}
    for threat in threats:
        if threat.double:
            by_player.setdefault(threat.player, []).append(cell_place(threat.cell))
    texts = []
    for player, places in sorted(by_player.items()):
        cells = tr("; ").join(places)
        if is_you(session, player):
            texts.append(tr("You have a double threat at %1").replace("%1", cells))
        else:
            name = seat_name(session, player)
            texts.append(
                tr("%1 has a double threat at %2").replace("%1", name).replace("%2", cells)
            )
    return sentences(texts)


def threats_query_text(session: GameSession, threats: Sequence[Threat]) -> str:
    """Every side's threats, then the double threats: what the threats key says."""
    if not threats:
        return tr("No threats")
    return sentences(
        [t for t in (threats_text(session, threats), double_threats_text(session, threats)) if t]
    )


def summary_text(session: GameSession, game: Game, threats: Sequence[Threat]) -> str:
    """The position: each side's stones layer by layer, then the threats and double threats."""
    stones: dict[int, list[Cell]] = {p: [] for p in range(game.rules.players)}
    for ply, cell in enumerate(game.moves):
        stones[ply % game.rules.players].append(cell)
    texts = [stones_text(session, player, cells) for player, cells in stones.items()]
    return sentences([*texts, threats_query_text(session, threats)])


def along_text(game: Game, cell: Cell, axis: int) -> str:
    """The line of cells along `axis` through `cell`, read from 1 up: "along x through 2,3,1:
    red, empty, empty, blue"."""
    if axis >= game.rules.ndim:
        return tr("This board has no %1 axis").replace("%1", AXIS_NAMES[axis])
    board = game.board_array()
    stones = []
    for index in range(game.rules.shape[axis]):
        place = list(cell)
        place[axis] = index
        stones.append(stone_word(int(board[tuple(place)])))
    return (
        tr("along %1 through %2: %3")
        .replace("%1", AXIS_NAMES[axis])
        .replace("%2", cell_place(cell))
        .replace("%3", tr(", ").join(stones))
    )


def lines_through_text(game: Game, cell: Cell) -> str:
    """Every winning line through `cell`, each from end to end with what is on it: "Lines
    through 2,2,1: 4. From 1,2,1 to 4,2,1: red, empty, empty, empty. …"."""
    geometry = game.geometry
    board = game.board_array()
    texts = []
    ids = geometry.cell_lines[geometry.index[cell]]
    head = tr("Lines through %1: %2").replace("%1", cell_place(cell)).replace("%2", str(len(ids)))
    for line_id in ids:
        line = geometry.line_cells[line_id]
        stones = tr(", ").join(stone_word(int(board[c])) for c in line)
        ends = (
            tr("From %1 to %2")
            .replace("%1", cell_place(line[0]))
            .replace("%2", cell_place(line[-1]))
        )
        texts.append(tr("%1: %2").replace("%1", ends).replace("%2", stones))
    return sentences([head, *texts])


def stone_jump_text(player: int, index: int, count: int, cell: Cell) -> str:
    """Where the jump to a side's next stone went: "Red stone 2 of 5: 2,3,1"."""
    return (
        tr("%1 stone %2 of %3: %4")
        .replace("%1", colour_title(player))
        .replace("%2", str(index))
        .replace("%3", str(count))
        .replace("%4", cell_place(cell))
    )


def no_stones_text(player: int) -> str:
    return tr("No %1 stones on the board").replace("%1", colour_name(player))


def threat_jump_text(session: GameSession, threat: Threat, index: int, count: int) -> str:
    """Where the jump to the next threat went, and whose it is: "Threat 1 of 3: CPU (easy)
    threatens 2,3,1"; a double threat says so."""
    said = threats_text(session, [threat])
    if threat.double:
        said = tr("%1 (double threat)").replace("%1", said)
    return (
        tr("Threat %1 of %2: %3")
        .replace("%1", str(index))
        .replace("%2", str(count))
        .replace("%3", said)
    )


def no_hint_text(keys: str) -> str:
    """The hint key without a hint: which key asks for one."""
    return tr("No hint yet: %1 asks for one").replace("%1", keys)


def turn_and_clocks_text(turn: str, seats: Sequence[str]) -> str:
    """Whose turn it is, then each seat with its clock (as the players' strip names them)."""
    return sentences([turn, *seats])


# -- the typed entry ----------------------------------------------------------------------


def entry_name() -> str:
    """The typed entry's accessible name and label."""
    return tr("Type a move or a command")


def entry_help(example: str) -> str:
    """What the typed entry takes, as its placeholder and description."""
    return tr(
        "%1 plays there; go %1 moves the cursor there; or summary, threats, last, turn, "
        "lines, hint, x, y, z, w"
    ).replace("%1", example)


def go_word() -> str:
    """The typed command that moves the cursor instead of playing (besides "go")."""
    return tr("go", "typed command: move the cursor to a cell")


def command_words() -> dict[str, str]:
    """The typed query commands in the window's language, each to its English name (the
    English names are always understood too)."""
    return {
        tr("summary", "typed command"): "summary",
        tr("threats", "typed command"): "threats",
        tr("last", "typed command"): "last",
        tr("turn", "typed command"): "turn",
        tr("lines", "typed command"): "lines",
        tr("hint", "typed command"): "hint",
    }


def notation_text(error: NotationError, rules_ndim: int, gravity: int | None) -> str:
    """What is wrong with a typed cell, and where: the number out of range and its axis, the
    count of numbers, the part that is no number."""
    problem, details = error.problem, error.details
    axes = ",".join(AXIS_NAMES[:rules_ndim])
    if problem is NotationProblem.EMPTY:
        return (
            tr("Nothing typed: type %1 numbers (%2), or a command")
            .replace("%1", str(rules_ndim))
            .replace("%2", axes)
        )
    if problem is NotationProblem.NOT_A_NUMBER:
        return tr("%1 is not a number or a command").replace("%1", str(details.get("part", "")))
    if problem is NotationProblem.OUT_OF_RANGE:
        return (
            tr("%1 = %2 is out of range: %1 goes from 1 to %3")
            .replace("%1", str(details.get("axis", "")))
            .replace("%2", str(details.get("value", "")))
            .replace("%3", str(details.get("size", "")))
        )
    if problem is NotationProblem.COUNT:
        text = (
            tr("%1 numbers typed: this board takes %2 (%3)")
            .replace("%1", str(details.get("count", "")))
            .replace("%2", str(rules_ndim))
            .replace("%3", axes)
        )
        if gravity is not None:
            rest = ",".join(a for i, a in enumerate(AXIS_NAMES[:rules_ndim]) if i != gravity)
            more = tr("or %1 (%2) to drop a stone")
            text = (
                tr("%1, %2")
                .replace("%2", more.replace("%1", str(rules_ndim - 1)).replace("%2", rest))
                .replace("%1", text)
            )
        return text
    if problem is NotationProblem.COLUMN_FULL:
        return tr("That column is full")
    return tr("A number far too large: coordinates go from 1 to %1").replace(
        "%1", str(details.get("largest", ""))
    )
