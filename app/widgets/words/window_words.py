"""The window's words for what the engine and the session say as data: game names, rules,
players, refusals, problems and results. Every sentence is whole and goes through Qt's
translation, so each language can order it its own way."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from app.model.session.notices import (
    ColumnFull,
    HostRefusal,
    Problem,
    ProblemKind,
    Rejection,
    SessionRefusal,
    StorageFailure,
    StorageKind,
)
from app.model.view.view_state import colour_choice
from app.scene import guides, palette
from app.widgets.words import QT_TR_NOOP, tr
from app.widgets.words.file_words import system_error_text
from app.widgets.words.game_words import game_name
from app.widgets.words.net_refusal_words import net_refusal_text
from engine import Refusal, RefusalKind, Rules, format_cell, preset_name
from engine.in_play.seats import is_default_name
from engine.players import PlayerInfo
from engine.rules import AXIS_NAMES, format_shape

# Why the session refused a step, each as a sentence that says what to do instead.
_SESSION_REFUSALS = {
    SessionRefusal.CPU_TURN: QT_TR_NOOP("It is a CPU player's turn: wait for its move."),
    SessionRefusal.REMOTE_TURN: QT_TR_NOOP(
        "It is the turn of a player on another machine: wait for their move."
    ),
    SessionRefusal.HINT_ON_CPU_TURN: QT_TR_NOOP(
        "No hint now: it is a CPU player's turn. Ask again when it is yours."
    ),
    SessionRefusal.HINT_ON_REMOTE_TURN: QT_TR_NOOP(
        "No hint now: it is the turn of a player on another machine. Ask again when it is yours."
    ),
    SessionRefusal.HINT_AFTER_THE_END: QT_TR_NOOP("No hint: the game is over."),
    SessionRefusal.HINT_WHILE_REVIEWING: QT_TR_NOOP(
        "No hint while an earlier move is on view: a hint is for the game as it stands. "
        "Review → End goes back to it."
    ),
    SessionRefusal.ENDING_AFTER_THE_END: QT_TR_NOOP("The game is already over."),
    SessionRefusal.ENDING_IN_NETWORK_GAME: QT_TR_NOOP(
        "In a network game, resign or offer a draw from Game → Play over the network."
    ),
    SessionRefusal.RESIGN_NOT_YOUR_TURN: QT_TR_NOOP(
        "Several people play here: resign on the turn of the one who resigns."
    ),
    SessionRefusal.DRAW_WITHOUT_CPU: QT_TR_NOOP(
        "Only a CPU player can be offered a draw here: people agree one among themselves."
    ),
}
# Level and colour names, whose English is the word the engine and the palette use: marked here
# for lupdate, translated where they are shown.
_PLAIN_WORDS = frozenset(
    {
        QT_TR_NOOP("random"),
        QT_TR_NOOP("easy"),
        QT_TR_NOOP("medium"),
        QT_TR_NOOP("hard"),
        QT_TR_NOOP("expert"),
        QT_TR_NOOP("orange"),
        QT_TR_NOOP("red"),
        QT_TR_NOOP("blue"),
        QT_TR_NOOP("green"),
        QT_TR_NOOP("purple"),
    }
)


def _plain_word(word: str) -> str:
    """`word` in the current language if it is one of the plain words, else as it is."""
    return tr(word) if word in _PLAIN_WORDS else word


def level_name(level: str | None) -> str:
    """A CPU level in the current language."""
    return _plain_word(level or "")


def colour_name(player: int) -> str:
    """The colour of player `player`'s stones."""
    # The names of the colours in use (View → Colour-blind-safe colours changes them).
    choice = colour_choice()
    return _plain_word(palette.palette_for(choice.theme, choice.players).player_name(player))


def player_name(info: PlayerInfo) -> str:
    """A seat's name; the default names the program gives ("Player 2", "CPU 1", a file's "CPU
    (medium)") are shown in the current language, names a person typed as they are."""
    if not is_default_name(info.name):
        return info.name
    word, number = info.name.rsplit(" ", 1)
    if number.startswith("("):
        return tr("CPU (%1)").replace("%1", level_name(number.strip("()")))
    return (tr("CPU %1") if word == "CPU" else tr("Player %1")).replace("%1", number)


def rules_text(rules: Rules) -> str:
    """A short description of `rules`, e.g. '4×4×4, 4 in a row, gravity z'."""
    text = (
        tr("%1, %2 in a row").replace("%1", format_shape(rules.shape)).replace("%2", str(rules.k))
    )
    if rules.gravity is not None:
        text = (
            tr("%1, stones fall along %2")
            .replace("%1", text)
            .replace("%2", AXIS_NAMES[rules.gravity])
        )
    if rules.players != 2:
        text = tr("%1, %n players", "", rules.players).replace("%1", text)
    if rules.blocked:
        text = tr("%1, %n blocked", "", len(rules.blocked)).replace("%1", text)
    if rules.target != 1:
        text = tr("%1, %n lines to win", "", rules.target).replace("%1", text)
    return text


def game_title(path: Path | None, rules: Rules) -> str:
    """The file name, or what is played for a game never saved."""
    if path is not None:
        return path.name
    name = preset_name(rules)
    what = game_name(name) if name is not None else rules_text(rules)
    return tr("Untitled %1").replace("%1", what)


def rejection_text(rejection: Rejection, names: Sequence[str]) -> str:
    """Why a move or a step was refused, as a sentence; `names` are what each seat is called."""
    if isinstance(rejection, HostRefusal):

        def seat(index: int) -> str:
            return names[index] if 0 <= index < len(names) else str(index + 1)

        return net_refusal_text(rejection.refusal, seat, lambda move: refusal_text(move, names))
    if isinstance(rejection, ColumnFull):
        return tr("Column %1 is full.").replace("%1", format_cell(rejection.column))
    if isinstance(rejection, SessionRefusal):
        return session_refusal_text(rejection)
    return refusal_text(rejection, names)


def session_refusal_text(refusal: SessionRefusal) -> str:
    """Why the session refused a step, as a sentence that says what to do instead."""
    return tr(_SESSION_REFUSALS[refusal])


def refusal_text(refusal: Refusal, names: Sequence[str]) -> str:
    """The engine's refusal of a move, as a sentence; `names` are what each seat is called."""
    kind = RefusalKind
    cell = refusal.cell
    where = format_cell(cell) if isinstance(cell, tuple) else str(cell)
    if refusal.kind is kind.OFF_BOARD:
        text = tr("%1 is not a cell of the %2 board.").replace("%2", format_shape(refusal.shape))
    elif refusal.kind is kind.GAME_OVER:
        text = tr("%1: the game is over.")
    elif refusal.kind is kind.BLOCKED:
        text = tr("%1 is blocked.")
    elif refusal.kind is kind.TAKEN:
        player = refusal.player or 0
        owner = names[player] if player < len(names) else str(player + 1)
        text = tr("%1 is taken by %2.").replace("%2", owner)
    elif refusal.kind is kind.FLOATING:
        below = format_cell(refusal.below) if refusal.below is not None else ""
        text = tr("%1 would float: the cell under it, %2, is empty.").replace("%2", below)
    elif refusal.kind is kind.NOTHING_TO_UNDO:
        return tr("There is no move to take back.")
    else:
        return tr("There is no move to replay.")
    return text.replace("%1", where)


def storage_text(failure: StorageFailure) -> str:
    """Why games are not being kept, shown until it is fixed."""
    reason = system_error_text(failure.error_number, failure.detail)
    if failure.kind is StorageKind.DATA_FOLDER:
        text = tr(
            "Games will not be kept: the data folder %1 cannot be written (%2). "
            "File → Save As keeps a game."
        )
        return text.replace("%1", failure.path).replace("%2", reason)
    text = tr(
        "Autosave failed (%1): the moves from now on are not kept if the window closes. "
        "File → Save As keeps them elsewhere."
    )
    return text.replace("%1", reason)


def problem_text(problem: Problem) -> str:
    """A problem the player should read, with the system's detail."""
    if problem.kind is ProblemKind.NETWORK:
        text = tr("Network play: %1")
    else:
        # The words of the menu item (window.py: Game → Pause CPU), which is ticked now.
        text = tr(
            "The CPU stopped (%1), so the CPU players are paused. Untick Game → Pause CPU to "
            "let them play again."
        )
    return text.replace("%1", problem.detail)


def corner_words(part: guides.CornerPart, seats: Sequence[str]) -> str:
    """A part of the corner text in the current language; a player's lines go with the name
    `seats` gives that seat (as the status bar names it)."""
    if part.kind == guides.SLICE:
        w, count = part.values
        return tr("w = %1 of %2").replace("%1", str(w)).replace("%2", str(count))
    if part.kind == guides.ELSEWHERE:
        player, *slices = part.values
        where = tr(", ").join(str(w) for w in slices)
        return tr("%1: threat in w = %2").replace("%1", seats[player]).replace("%2", where)
    if part.kind == guides.TARGET:
        return tr("lines (target %1):").replace("%1", str(part.values[0]))
    player, lines = part.values
    return tr("%1 %2").replace("%1", seats[player]).replace("%2", str(lines))
