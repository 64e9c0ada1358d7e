"""The analysis of a game in play, kept with the game it belongs to (and saved with it): the
analysed moves as an analysis run finds them, or as a file kept them.

The analysis is of the moves it was made for; whatever the game does since (a move, an undo, a
move played after an undo), `move(ply)` gives a move's analysis only while the game's moves up
to it are the ones analysed, so no mark is ever shown for a move that is not the game's."""

from __future__ import annotations

from collections.abc import Callable

from engine.game import Game
from engine.record.analysis_data import GameAnalysis, MoveAnalysis
from engine.rules import Cell


class AnalysedMoves:
    """The analysed moves of the game read through `game`."""

    def __init__(self, game: Callable[[], Game]) -> None:
        self._game = game
        self._entries: dict[int, MoveAnalysis] = {}
        self._moves: tuple[Cell, ...] = ()
        """The moves the entries are of (the game's when they were found)."""

    def move(self, ply: int) -> MoveAnalysis | None:
        """The analysis of move `ply` (from 1), if it is known and still the game's."""
        entry = self._entries.get(ply)
        if entry is None or ply > self._common(self._game().moves):
            return None
        return entry

    def moves(self) -> list[MoveAnalysis | None]:
        """Every move of the game's analysis (None where not known), in order."""
        return [self.move(ply) for ply in range(1, self._game().ply + 1)]

    def kept(self) -> GameAnalysis | None:
        """What a file keeps of the analysis: its moves from the first, as far as every one is
        known and the game's (None when not even the first is)."""
        found = []
        for ply in range(1, self._game().ply + 1):
            entry = self.move(ply)
            if entry is None:
                break
            found.append(entry)
        return GameAnalysis(tuple(found)) if found else None

    def replace(self, analysis: GameAnalysis | None) -> None:
        """A new or opened game, with the analysis its file kept (None: none)."""
        self._entries = {} if analysis is None else {m.ply: m for m in analysis.moves}
        self._moves = self._game().moves[: len(self._entries)]

    def begin(self, moves: tuple[Cell, ...]) -> None:
        """An analysis of `moves` starts: what was found of the moves that stay is kept (and
        shown until the new run gets there)."""
        self._prune(moves)
        self._moves = moves

    def add(self, move: MoveAnalysis) -> None:
        """One more move analysed."""
        self._entries[move.ply] = move

    def complete(self, analysis: GameAnalysis | None) -> None:
        """The run finished with the whole game's `analysis` (None: with what came move by
        move)."""
        if analysis is not None:
            self._entries = {m.ply: m for m in analysis.moves}

    def game_changed(self) -> bool:
        """The game gained or lost moves: marks of moves that are no longer the game's go; True
        if any went."""
        return self._prune(self._game().moves)

    def _common(self, moves: tuple[Cell, ...]) -> int:
        """How many first moves `moves` share with the analysed ones."""
        count = 0
        for ours, theirs in zip(self._moves, moves, strict=False):
            if ours != theirs:
                break
            count += 1
        return count

    def _prune(self, moves: tuple[Cell, ...]) -> bool:
        """Forget the entries of moves that are not the first moves of `moves`; True if any
        went."""
        common = self._common(moves)
        gone = [ply for ply in self._entries if ply > common]
        for ply in gone:
            del self._entries[ply]
        self._moves = self._moves[:common]
        return bool(gone)
