"""What a screen reader says about the board: the board itself (the game, the slice on view, whose
turn it is), each cell ("cell 2,3,1 (w 4): red") and the announcements of moves, hints, threats
and results. Whole sentences through tr(), so each language orders them its own way."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.model.session.game_session import GameSession
from app.model.session.hints import Verdict
from app.model.view.view_state import W_AXIS
from app.widgets.words import tr
from app.widgets.words.analysis_words import value_words, verdict_words
from app.widgets.words.game_words import game_name
from app.widgets.words.seat_words import is_you, names_list, result_text, seat_name
from app.widgets.words.window_words import colour_name
from engine import BLOCKED, EMPTY, Cell, Game, Line, Threat, preset_name
from engine.record.analysis_data import PositionValue
from engine.rules import AXIS_NAMES


def cell_place(cell: Cell) -> str:
    """Where `cell` is, 1-based: "2,3,1" on a board of up to three axes, "2,3,1 (w 4)" beyond,
    the slice axes named as the sliders name them."""
    within = ",".join(str(c + 1) for c in cell[:W_AXIS])
    if len(cell) <= W_AXIS:
        return within
    slices = ", ".join(f"{AXIS_NAMES[axis]} {cell[axis] + 1}" for axis in range(W_AXIS, len(cell)))
    return f"{within} ({slices})"


def stone_word(stone: int) -> str:
    """What is on a cell: the stone's colour, "empty" or "blocked"."""
    if stone == EMPTY:
        return tr("empty")
    if stone == BLOCKED:
        return tr("blocked")
    return colour_name(stone)


def column_text(game: Game, cell: Cell) -> str:
    """A gravity game's column through `cell` read from the bottom up: "column 3,4: red, red,
    blue, empty" (the column named by its place across the fall, "column 3" in Connect Four)."""
    gravity = game.rules.gravity
    assert gravity is not None
    board = game.board_array()
    stones = []
    for height in range(game.rules.shape[gravity]):
        place = list(cell)
        place[gravity] = height
        stones.append(stone_word(int(board[tuple(place)])))
    across = [str(c + 1) for axis, c in enumerate(cell[:W_AXIS]) if axis != gravity]
    slices = [f"{AXIS_NAMES[axis]} {cell[axis] + 1}" for axis in range(W_AXIS, len(cell))]
    place_text = ",".join(across) + (f" ({', '.join(slices)})" if slices else "")
    return tr("column %1: %2").replace("%1", place_text).replace("%2", tr(", ").join(stones))


def edge_text() -> str:
    """What the cursor says when a key would take it off the board."""
    return tr("Edge of the board")


def cell_text(cell: Cell, stone: int) -> str:
    """A cell's accessible name: "cell 2,3,1 (w 4): red"."""
    return tr("cell %1: %2").replace("%1", cell_place(cell)).replace("%2", stone_word(stone))


def cell_marks_text(
    *,
    last_move: bool,
    hint: bool,
    on_line: bool,
    threat: bool,
    threat_by: Sequence[int] = (),
    value: PositionValue | None = None,
    keys: str = "",
) -> str:
    """A cell's accessible description: the marks on it, "last move, hint", or ""; a threat
    says whose it is when `threat_by` names the players: "threat of red"; the move value
    View → Show move values draws on it last, in the words of its tooltip: "wins in 3"; then
    `keys`, the keyboard help, when it is said with the cell, as a sentence of its own."""
    threat_word = tr("threat")
    if threat_by:
        owners = tr(" and ").join(colour_name(player) for player in threat_by)
        threat_word = tr("threat of %1").replace("%1", owners)
    marks = [
        word
        for shown, word in (
            (last_move, tr("last move")),
            (hint, tr("hint")),
            (on_line, tr("on a completed line")),
            (threat, threat_word),
        )
        if shown
    ]
    if value is not None:
        marks.append(value_words(value))
    said = tr(", ").join(marks)
    return sentences([said, keys] if said else [keys]) if keys else said


def game_label(session: GameSession) -> str:
    """The game's name: the preset's ("Qubic"), else its board ("5×5×5")."""
    rules = session.rules
    name = preset_name(rules)
    if name is not None:
        return game_name(name)
    return "×".join(str(n) for n in rules.shape)


def turn_text(session: GameSession) -> str:
    """Whose turn it is in the position on view, or how the game ended; while reviewing,
    which move is on view first."""
    result = result_text(session)
    if result is not None:
        text = tr("Game over: %1").replace("%1", result)
    else:
        player = session.shown_game.to_move
        text = (
            tr("%1 (%2) to move")
            .replace("%1", seat_name(session, player))
            .replace("%2", colour_name(player))
        )
    if not session.review.active:
        return text
    return (
        tr("reviewing move %1 of %2, %3")
        .replace("%1", str(session.review.position()))
        .replace("%2", str(session.game.ply))
        .replace("%3", text)
    )


def start_text(session: GameSession) -> str:
    """Who plays whom, said as a game starts or opens: "You play red against CPU (hard)
    (blue). You move first"; without one person named "You", each seat with its colour: "Ann
    (red) against Bob (blue). Ann moves first". A game opened part way says whose turn it is
    instead, one opened over says nothing more (its result is said after)."""
    seats = range(len(session.players))
    you = [player for player in seats if is_you(session, player)]
    if you:
        others = names_list([_side(session, player) for player in seats if player != you[0]])
        matchup = (
            tr("You play %1 against %2").replace("%1", colour_name(you[0])).replace("%2", others)
        )
    else:
        others = names_list([_side(session, player) for player in seats if player > 0])
        matchup = tr("%1 against %2").replace("%1", _side(session, 0)).replace("%2", others)
    game = session.game
    if game.is_over():
        return matchup
    if game.ply > 0:
        return sentences([matchup, turn_text(session)])
    if is_you(session, game.to_move):
        return sentences([matchup, tr("You move first")])
    first = tr("%1 moves first").replace("%1", seat_name(session, game.to_move))
    return sentences([matchup, first])


def seat_change_text(session: GameSession, player: int) -> str:
    """A seat taken over mid-game (Game → Players, a network seat), said as it happens: "CPU
    (hard) now plays blue", "You now play red"."""
    if is_you(session, player):
        return tr("You now play %1").replace("%1", colour_name(player))
    name = seat_name(session, player)
    return tr("%1 now plays %2").replace("%1", name).replace("%2", colour_name(player))


def _side(session: GameSession, player: int) -> str:
    """A seat with its colour, "CPU (hard) (blue)"; a seat named by its colour alone, "Red"."""
    name = seat_name(session, player)
    colour = colour_name(player)
    if name.casefold() == colour.casefold():
        return name
    return tr("%1 (%2)").replace("%1", name).replace("%2", colour)


def board_text(session: GameSession, slices: Sequence[int], view: str = "") -> str:
    """The board's accessible name: the game, the view it is ("3D view", "slice panel": the
    window has two lists of the same cells), the slice on view (boards beyond three axes) and
    whose turn it is: "4D four in a row board, 3D view, w-slice 2 of 4: You (red) to move"."""
    shape = session.rules.shape
    game = game_label(session)
    if view:
        game = tr("%1 board, %2").replace("%1", game).replace("%2", view)
    else:
        game = tr("%1 board").replace("%1", game)
    if len(shape) <= W_AXIS:
        return tr("%1: %2").replace("%1", game).replace("%2", turn_text(session))
    return (
        tr("%1, w-slice %2 of %3: %4")
        .replace("%1", game)
        .replace("%2", str(slices[0] + 1))
        .replace("%3", str(shape[W_AXIS]))
        .replace("%4", turn_text(session))
    )


def view_3d_word() -> str:
    """What the 3D view is called in the board's accessible name."""
    return tr("3D view")


def slice_panel_word() -> str:
    """What the slice panel is called in the board's accessible name."""
    return tr("slice panel")


def board_help(ndim: int) -> str:
    """The board's accessible description: how to play a board of `ndim` axes from the
    keyboard (naming only the keys that move on it), and the keys that ask about it."""
    if ndim <= 2:
        play = tr("Arrow keys move the cursor; Enter or Space plays the cell under the cursor.")
    elif ndim == 3:
        play = tr(
            "Arrow keys move the cursor along x and y, Page Up and Page Down along z; Enter or "
            "Space plays the cell under the cursor."
        )
    else:
        play = tr(
            "Arrow keys move the cursor along x and y, Page Up and Page Down along z, [ and ] "
            "along w; Enter or Space plays the cell under the cursor."
        )
    ask = tr(
        "S says the position, T the threats, L the last move, K whose turn it is; / types a "
        "move or a command; F1 lists every key."
    )
    return tr("%1 %2", "two sentences, one after the other").replace("%1", play).replace("%2", ask)


def move_text(session: GameSession, cell: Cell, player: int) -> str:
    """The announcement of a move: "CPU (hard) plays 2,3,1 (red)", "You play 2,3,1 (red)"."""
    if is_you(session, player):
        return (
            tr("You play %1 (%2)")
            .replace("%1", cell_place(cell))
            .replace("%2", colour_name(player))
        )
    return (
        tr("%1 plays %2 (%3)")
        .replace("%1", seat_name(session, player))
        .replace("%2", cell_place(cell))
        .replace("%3", colour_name(player))
    )


def hint_text(cell: Cell, verdict: Verdict | None = None) -> str:
    """The announcement of a hint, with what the solver knows of it: "Hint: play 2,3,1, wins
    with best play"."""
    text = tr("Hint: play %1").replace("%1", cell_place(cell))
    if verdict is None:
        return text
    return tr("%1, %2").replace("%1", text).replace("%2", verdict_words(verdict))


def threats_text(session: GameSession, threats: Sequence[Threat]) -> str:
    """The announcement of the threats on the board, "" when there are none: one sentence per
    player, "Red threatens 2,3,1 and 4,4,4"."""
    by_player: dict[int, list[str]] = {}
    for threat in threats:
        by_player.setdefault(threat.player, []).append(cell_place(threat.cell))
    texts = []
    for player, places in sorted(by_player.items()):
        cells = tr("; ").join(places)
        if is_you(session, player):
            texts.append(tr("You threaten %1").replace("%1", cells))
        else:
            name = seat_name(session, player)
            texts.append(tr("%1 threatens %2").replace("%1", name).replace("%2", cells))
    return sentences(texts)


def sentences(texts: Sequence[str]) -> str:
    """Sentences said one after the other, each ended by a full stop (once)."""
    if not texts:
        return ""
    joined = texts[0]
    for text in texts[1:]:
        joined = tr("%1. %2").replace("%1", joined.rstrip(".。")).replace("%2", text)
    return joined


def toggle_text(action_text: str, checked: bool, *, chosen: bool = False) -> str:
    """What a menu's check mark says when it is set: "Show threats on", "Show threats off";
    for one of a group of choices, "Dark chosen". `action_text` as the menu shows it, its
    accelerator and its ellipsis left out."""
    name = re.sub(r"\s*\(&.\)", "", action_text).replace("&&", "\0").replace("&", "")
    name = name.replace("\0", "&").rstrip("…").rstrip(".").strip()
    if chosen:
        return tr("%1 chosen").replace("%1", name)
    return (tr("%1 on") if checked else tr("%1 off")).replace("%1", name)


def undone_text(cell: Cell) -> str:
    """The announcement of a move taken back."""
    return tr("Move %1 taken back").replace("%1", cell_place(cell))


def result_with_lines(session: GameSession, lines: Sequence[Line]) -> str:
    """The announcement of the result, with the winning lines named: "Red wins, along
    1,1,1; 2,1,1; 3,1,1; 4,1,1"."""
    result = result_text(session) or ""
    if not lines:
        return result
    named = [tr("; ").join(cell_place(cell) for cell in line) for line in lines]
    return tr("%1, along %2").replace("%1", result).replace("%2", tr(" and ").join(named))


def last_moves_text(session: GameSession) -> str:
    """What the key for the last moves says: the last move of the position on view and the
    one before it (the opponent's), "No move yet" on an empty board."""
    game = session.shown_game
    moves = game.moves
    if not moves:
        return tr("No move yet")
    players = game.rules.players
    last = len(moves) - 1
    text = tr("Last move: %1").replace("%1", move_text(session, moves[last], last % players))
    if last == 0:
        return text
    before = move_text(session, moves[last - 1], (last - 1) % players)
    return tr("%1. Before it: %2").replace("%1", text).replace("%2", before)


def review_text(session: GameSession) -> str:
    """The announcement of a review step: the move on view and what was played there."""
    ply = session.review.position()
    total = session.game.ply
    if ply == 0:
        return tr("Reviewing the empty board (move 0 of %1)").replace("%1", str(total))
    game = session.shown_game
    where = tr("Reviewing move %1 of %2").replace("%1", str(ply)).replace("%2", str(total))
    played = move_text(session, game.moves[-1], (ply - 1) % game.rules.players)
    return tr("%1: %2").replace("%1", where).replace("%2", played)


def review_keys_text(back: str, forward: str, end: str) -> str:
    """Said on entering review: the keys that step through it."""
    return (
        tr("%1 steps back, %2 forward, %3 returns to the game")
        .replace("%1", back)
        .replace("%2", forward)
        .replace("%3", end)
    )


def review_ended_text(session: GameSession) -> str:
    """The announcement of leaving review."""
    return tr("Back to the game at move %1").replace("%1", str(session.game.ply))
