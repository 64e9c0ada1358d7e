"""The words of the statistics: boards, opponents and what went wrong with the file."""

from __future__ import annotations

from app.model.data.statistics_keeper import StatisticsProblem, StatisticsProblemKind
from app.widgets.words import tr
from app.widgets.words.file_words import system_error_text
from app.widgets.words.game_words import game_name
from app.widgets.words.window_words import level_name
from engine import PRESETS
from engine.scoreboard import MIXED_LEVELS, NETWORK, Opponent


def board_text(board: str) -> str:
    """A board of the statistics: the preset's name, or "Custom board"."""
    return game_name(board) if board in PRESETS else tr("Custom board")


def opponent_text(opponent: Opponent) -> str:
    """Who the games of a row were against."""
    if opponent.level == MIXED_LEVELS:
        return tr("CPUs of different levels")
    if opponent.level is not None:
        return tr("CPU, %1").replace("%1", level_name(opponent.level))
    if opponent.people == NETWORK:
        return tr("People over the network")
    return tr("People at this computer")


def statistics_problem_text(problem: StatisticsProblem) -> str:
    """What went wrong with the statistics file, in a sentence."""
    if problem.kind is StatisticsProblemKind.DAMAGED:
        if problem.kept_as == problem.path:
            return tr(
                "The statistics file %1 is damaged and was left as it is; "
                "the statistics of this session are not kept."
            ).replace("%1", problem.path)
        return (
            tr(
                "The statistics file %1 is damaged: it was kept as %2 and the statistics "
                "start afresh."
            )
            .replace("%1", problem.path)
            .replace("%2", problem.kept_as)
        )
    return (
        tr("The statistics could not be saved in %1: %2")
        .replace("%1", problem.path)
        .replace("%2", system_error_text(problem.error_number, problem.detail))
    )
