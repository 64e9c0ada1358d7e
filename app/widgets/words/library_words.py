"""The words of the library of games (Game → Games, the opening explorer, the puzzles from your
games, File → Open code): a game's result and opponents, the explorer's tallies, a damaged game
code with its place, and what went wrong with the library."""

from __future__ import annotations

from collections.abc import Sequence

from app.widgets.words import QT_TR_NOOP, tr
from app.widgets.words.file_words import system_error_text
from app.widgets.words.rules_words import rules_problem_text
from app.widgets.words.seat_words import name_among, names_list
from app.widgets.words.window_words import level_name, player_name, refusal_text
from engine.library import CodeProblem, CodeProblemKind, LibraryProblem, LibraryProblemKind
from engine.players import PlayerInfo, SeatKind
from engine.record.analysis_data import Result

_CODE_PROBLEMS = {
    CodeProblemKind.EMPTY: QT_TR_NOOP("the code is empty"),
    CodeProblemKind.BAD_CHARACTER: QT_TR_NOOP("this character is not one a code has"),
    CodeProblemKind.MISTYPED: QT_TR_NOOP("a character among these is mistyped"),
    CodeProblemKind.CUT_SHORT: QT_TR_NOOP("the code ends too soon"),
    CodeProblemKind.CHECKSUM: QT_TR_NOOP("the code does not check out: a character is wrong"),
    CodeProblemKind.NEWER_VERSION: QT_TR_NOOP("the code is of a newer hyperrow"),
    CodeProblemKind.RULES: QT_TR_NOOP("the rules in it cannot be played"),
    CodeProblemKind.OFF_BOARD: QT_TR_NOOP("the move is not on the board"),
    CodeProblemKind.ILLEGAL_MOVE: QT_TR_NOOP("the move is not legal there"),
    CodeProblemKind.TRAILING: QT_TR_NOOP("the code goes on after its last move"),
}


def code_problem_text(problem: CodeProblem) -> str:
    """What is wrong with a game code and where in it (engine.library's GameCodeError)."""
    if problem.end == problem.position:
        place = tr("character %1").replace("%1", str(problem.position))
    else:
        place = (
            tr("characters %1 to %2")
            .replace("%1", str(problem.position))
            .replace("%2", str(problem.end))
        )
    what = tr(_CODE_PROBLEMS[problem.kind])
    if problem.found:
        what = tr("%1 (%2)").replace("%1", what).replace("%2", repr(problem.found))
    if problem.move is not None:
        what = tr("move %1: %2").replace("%1", str(problem.move + 1)).replace("%2", what)
    if problem.rules_problem is not None:
        why = rules_problem_text(problem.rules_problem)
        what = tr("%1: %2").replace("%1", what).replace("%2", why)
    if problem.refusal is not None:
        why = refusal_text(problem.refusal, [])
        what = tr("%1: %2").replace("%1", what).replace("%2", why)
    return tr("At %1 of the code, %2.").replace("%1", place).replace("%2", what)


def game_result_text(players: Sequence[PlayerInfo], winners: Sequence[int] | None) -> str:
    """How a kept game ended: going on, a draw, or who won."""
    if winners is None:
        return tr("Going on")
    if not winners:
        return tr("Draw")
    names = [name_among(players, w) for w in winners]
    if len(names) == 1:
        return tr("%1 won").replace("%1", names[0])
    return tr("Shared by %1").replace("%1", names_list(names))


def seats_text(players: Sequence[PlayerInfo]) -> str:
    """The seats of a game in order: "You against CPU (hard)"."""
    others = names_list([name_among(players, p) for p in range(1, len(players))])
    return tr("%1 against %2").replace("%1", name_among(players, 0)).replace("%2", others)


def opponent_key(seat: PlayerInfo) -> str:
    """What a seat is as an opponent, for the filter: a CPU level, a person here by name or one
    over the network by name."""
    if seat.kind is SeatKind.CPU:
        return "cpu:" + (seat.level or "")
    if seat.kind is SeatKind.REMOTE:
        return "network:" + seat.name
    return "person:" + seat.name


def opponent_key_text(key: str) -> str:
    """An opponent of the filter (`opponent_key`) in words."""
    kind, _, name = key.partition(":")
    if kind == "cpu":
        return tr("CPU, %1").replace("%1", level_name(name))
    if kind == "network":
        return tr("%1 (over the network)").replace("%1", name)
    return player_name(PlayerInfo(name, SeatKind.HUMAN))


def analysed_text(analysed: bool) -> str:
    """The Games window's analysis column: "Analysed", or a dash."""
    return tr("Analysed") if analysed else "—"


def tally_text(wins: int, draws: int, losses: int) -> str:
    """How the finished games after a move ended for the side to move."""
    return (
        tr("%1 won, %2 drawn, %3 lost")
        .replace("%1", str(wins))
        .replace("%2", str(draws))
        .replace("%3", str(losses))
    )


_RESULTS = {
    Result.WIN: QT_TR_NOOP("wins"),
    Result.DRAW: QT_TR_NOOP("draws"),
    Result.LOSS: QT_TR_NOOP("loses"),
}


def proven_text(result: Result | None, distance: int | None) -> str:
    """What is proven of a move for the side to move: "wins in 3", "draws", "loses"; an
    estimate is no proof ("not proven")."""
    if result is None:
        return tr("not proven")
    if result is Result.WIN and distance is not None:
        return tr("wins in %n", "", distance)
    return tr(_RESULTS[result])


def library_problem_text(problem: LibraryProblem) -> str:
    """What went wrong with the library of games, in a sentence."""
    reason = system_error_text(problem.error_number, problem.detail or "")
    kind = problem.kind
    if kind is LibraryProblemKind.INDEX_DAMAGED:
        return tr("The index of your games was damaged: it was kept as %1 and made again.").replace(
            "%1", problem.kept_as or ""
        )
    if kind is LibraryProblemKind.INDEX_NOT_SAVED:
        return (
            tr("The index of your games cannot be saved in %1 (%2).")
            .replace("%1", problem.path)
            .replace("%2", reason)
        )
    if kind is LibraryProblemKind.GAME_NOT_KEPT:
        return (
            tr("The game could not be kept in %1 (%2).")
            .replace("%1", problem.path)
            .replace("%2", reason)
        )
    if kind is LibraryProblemKind.GAME_NOT_DELETED:
        return (
            tr("The game %1 could not be deleted (%2).")
            .replace("%1", problem.path)
            .replace("%2", reason)
        )
    return tr("There is no game %1 in the library.").replace("%1", problem.path)
