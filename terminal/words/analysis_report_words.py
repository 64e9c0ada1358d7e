"""An analysis of a game (engine.record.analysis_data) in words, in the language in use: the
annotated move list `hyperrow analyse` prints, each move's values and marks in columns."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from engine.notation import format_cell
from engine.players import PlayerInfo
from engine.record import GameRecord, analysis_data
from engine.record.analysis_data import Mark, Result, Source
from terminal.commands.board_text import SYMBOLS, game_title, seat_among
from wording.language import N_, _

_MARKS = {
    Mark.BLUNDER: N_("Blunder"),
    Mark.MISTAKE: N_("Mistake"),
    Mark.INACCURACY: N_("Inaccuracy"),
}


def annotated(saved: GameRecord, analysis: analysis_data.GameAnalysis, kept: bool) -> str:
    """The annotated move list of `analysis` (of the game in `saved`), with a title, what the
    values mean and each player's marks, in the language in use."""
    rules = saved.rules
    lines = [
        _("Analysis of {title}: {count} moves.").format(
            title=game_title(rules), count=len(analysis.moves)
        ),
        _(
            "Each move shows the mover's result before → after it, proven by the opening book, "
            "the solver or threats (win in N: N of the winner's moves), or ~ a search estimate "
            "from -1 (a loss) to +1 (a win)."
        ),
    ]
    if rules.players != 2 or rules.target != 1:
        lines.append(
            _(
                "With more than two players or more than one line to win, the values are the "
                "search's estimates for the mover."
            )
        )
    if kept:
        lines.append(_("This is the analysis kept in the file; --again analyses the game anew."))
    lines.append("")
    lines.extend(move_lines(analysis.moves))
    lines.append("")
    lines.extend(mark_counts(analysis.moves, saved.players))
    return "\n".join(lines)


def move_lines(moves: Sequence[analysis_data.MoveAnalysis]) -> list[str]:
    """One line per analysed move, its cell and values in columns."""
    if not moves:
        return [_("No moves to analyse.")]
    cells = [format_cell(move.cell) for move in moves]
    befores = [value_text(move.before) for move in moves]
    cell_width = max(map(len, cells))
    before_width = max(map(columns, befores))
    ply_width = len(str(moves[-1].ply))
    lines = []
    for move, cell, before in zip(moves, cells, befores, strict=True):
        fields = {
            "ply": str(move.ply).rjust(ply_width),
            "player": SYMBOLS[move.player],
            "cell": cell.ljust(cell_width),
            "before": before + " " * (before_width - columns(before)),
            "after": after_text(move.before, move.after),
        }
        if move.mark is None or move.better is None:
            lines.append(_("{ply}. {player} {cell}  {before} → {after}").format(**fields))
            continue
        fields["mark"] = _(_MARKS[move.mark])
        fields["better"] = format_cell(move.better)
        lines.append(_mark_text(move).format(**fields))
    return lines


def _mark_text(move: analysis_data.MoveAnalysis) -> str:
    """The line of a marked move, saying what its mark rests on: a line handed to the
    opponent at once, proven results, or an estimate (of the position before it, or after)."""
    if move.at_once:
        opponent = SYMBOLS[1 - move.player]
        if move.better is not None and _wins_at_once(move):
            text = _(
                "{ply}. {player} {cell}  {before} → {after}  {mark}: lets {opponent} win at "
                "once; {better} wins at once"
            )
        else:
            text = _(
                "{ply}. {player} {cell}  {before} → {after}  {mark}: lets {opponent} win at "
                "once; {better} blocks"
            )
        return text.replace("{opponent}", opponent)
    if move.proven:
        return _("{ply}. {player} {cell}  {before} → {after}  {mark}: {better} was better")
    if move.after.proven:
        return _(
            "{ply}. {player} {cell}  {before} → {after}  {mark} (the position before it by "
            "estimate): {better} was better"
        )
    return _(
        "{ply}. {player} {cell}  {before} → {after}  {mark} (by estimate): {better} was better"
    )


def _wins_at_once(move: analysis_data.MoveAnalysis) -> bool:
    """True when the move named instead of one that handed a line over wins itself: the mover
    had a win in one before the move."""
    return move.before.result is Result.WIN and move.before.distance == 1


def after_text(before: analysis_data.PositionValue, after: analysis_data.PositionValue) -> str:
    """The value after a move beside the one before it: "still a win" (or loss) where both are
    the same proven result and only the one before says how far it is, so that two forms of
    one fact do not stand side by side; else `value_text`."""
    same = before.result is after.result and before.result in (Result.WIN, Result.LOSS)
    if same and after.distance is None and before.distance is not None:
        return _("still a win") if after.result is Result.WIN else _("still a loss")
    return value_text(after)


def columns(text: str) -> int:
    """The terminal columns `text` takes: two for each wide (East Asian) character."""
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


def value_text(value: analysis_data.PositionValue) -> str:
    """A value for the mover in a few words: "win in 5", "draw", "loss", "~+0.25"."""
    if value.result is None:
        return _("~{score}").format(score=f"{value.score:+.2f}")
    distance = value.distance
    if value.result is Result.DRAW:
        return _("draw")
    win = value.result is Result.WIN
    if distance == 0:
        return _("won") if win else _("lost")
    if distance is None:
        return _("win") if win else _("loss")
    if value.source is Source.THREATS:
        text = _("win in at most {n}") if win else _("loss in at most {n}")
    else:
        text = _("win in {n}") if win else _("loss in {n}")
    return text.format(n=distance)


def mark_counts(
    moves: Sequence[analysis_data.MoveAnalysis], seats: Sequence[PlayerInfo]
) -> list[str]:
    """Each player's marks, counted."""
    lines = []
    for player in range(len(seats)):
        marks = [move.mark for move in moves if move.player == player and move.mark is not None]
        lines.append(
            _(
                "{seat}: blunders {blunders}, mistakes {mistakes}, inaccuracies {inaccuracies}"
            ).format(
                seat=seat_among(tuple(seats), player),
                blunders=marks.count(Mark.BLUNDER),
                mistakes=marks.count(Mark.MISTAKE),
                inaccuracies=marks.count(Mark.INACCURACY),
            )
        )
    return lines
