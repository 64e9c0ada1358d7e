"""GameInPlay: the one live game that the window and the terminal both hold, the counterpart of a
saved game file. It owns the game, its seats, the CPU level that chose each move (of the game and
of its redo list), the clock, the analysis, when it was created, the rule that an undo against a
CPU goes back to a person's turn, the record it saves and reads back, and the autosave's state.

Every move, whoever makes it (a person's click or typed cell, a CPU's answer, a network host's
confirmation), goes through `play`; every take-back through `undo` and `redo`. The front ends add
only what they show and when: signals and timers in the window (app/model/session/game_session),
prompts in the terminal (terminal/commands/play)."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path

from engine import ai, record
from engine.atomic_files import write_text_atomic
from engine.clocks import TimeControl
from engine.game import Game
from engine.in_play.analysed_moves import AnalysedMoves
from engine.in_play.autosave import Autosave, KeepChange
from engine.in_play.draw_offer import DRAW_SECONDS, DrawAnswer, cpu_answer
from engine.in_play.play_clock import PlayClock
from engine.in_play.seats import fit_players, levels_of, mover_level, saved_seats
from engine.library import GameLibrary, LibraryProblem
from engine.players import PlayerInfo, SeatKind
from engine.record import GameRecord
from engine.record.analysis_data import GameAnalysis
from engine.record.ending import Ending
from engine.record.move_times import MoveTimes
from engine.rules import Cell, Rules

SavedState = tuple[tuple[Cell, ...], tuple[Cell, ...], int, Ending | None]
"""What a file written of the game holds, to compare with the game as it stands: its moves, its
redo list, how many of its moves were analysed and how it ended off the board."""


class GameInPlay:
    """One game being played: the game and everything a file keeps of it."""

    def __init__(
        self,
        game: Game,
        players: Sequence[PlayerInfo] = (),
        *,
        levels: Sequence[str | None] | None = None,
        created: datetime | None = None,
        analysis: GameAnalysis | None = None,
        times: MoveTimes | None = None,
        control: TimeControl | None = None,
        ending: Ending | None = None,
        autosave: Path | None = None,
        library: GameLibrary | None = None,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        """`library`: where every game played is kept as it goes (None: nowhere). `times`: the
        clock a file kept (its control and each move's seconds); `control`: a
        time control for a game without one kept (ignored when `times` is given)."""
        self.clock = PlayClock(now)
        self.analysis = AnalysedMoves(lambda: self.game)
        self.autosave = Autosave(autosave)
        self.library = library
        self.library_problem: LibraryProblem | None = None
        """Why the game's latest change could not be kept in the library (None: it was)."""
        self.game = game
        self.players: list[PlayerInfo] = []
        self._levels: list[str | None] = []
        self.created: datetime | None = None
        self.ending: Ending | None = None
        """How the game ended off the board (a seat resigned, a draw agreed), if it did."""
        self._saved: SavedState | None = None
        self.take_over(
            game,
            players,
            levels=levels,
            created=created,
            analysis=analysis,
            times=times,
            control=control,
            ending=ending,
        )

    @classmethod
    def from_record(
        cls,
        saved: GameRecord,
        players: Sequence[PlayerInfo] | None = None,
        *,
        control: TimeControl | None = None,
        autosave: Path | None = None,
        now: Callable[[], float] = time.monotonic,
    ) -> GameInPlay:
        """The game a file kept, with all it kept: seats (or `players` instead), each move's
        level, created, the analysis and the clock (`control` only if it kept none)."""
        return cls(
            saved.game,
            saved.players if players is None else players,
            levels=saved.levels,
            created=saved.created,
            analysis=saved.analysis,
            times=saved.clock,
            control=control,
            ending=saved.ending,
            autosave=autosave,
            now=now,
        )

    def take_over(
        self,
        game: Game,
        players: Sequence[PlayerInfo],
        *,
        levels: Sequence[str | None] | None = None,
        created: datetime | None = None,
        analysis: GameAnalysis | None = None,
        times: MoveTimes | None = None,
        control: TimeControl | None = None,
        ending: Ending | None = None,
    ) -> None:
        """Play `game` from now on (a new, opened or restored one), with what its file kept."""
        self.game = game
        self.players = fit_players(players, game.rules.players)
        count = game.ply + len(game.redo_moves)
        if levels is None or len(levels) != count:
            levels = levels_of(game, self.players)
        self._levels = list(levels)
        self.created = created
        self.analysis.replace(analysis)
        if times is not None:
            self.clock.begin(times.control, game, times.used)
        else:
            self.clock.begin(control, game)
        self.ending = ending
        if ending is not None:
            self.clock.stop()
        self._saved = self._state()  # what it came with is what its source holds

    def take_over_record(self, saved: GameRecord) -> None:
        """Play the game a file kept from now on, with all it kept."""
        self.take_over(
            saved.game,
            saved.players,
            levels=saved.levels,
            created=saved.created,
            analysis=saved.analysis,
            times=saved.clock,
            ending=saved.ending,
        )

    # -- questions ----------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self.game.rules

    @property
    def levels(self) -> tuple[str | None, ...]:
        """The CPU level that chose each move of the game and then of its redo list (None for a
        person's move): a seat's level may change during the game, its moves keep theirs."""
        return tuple(self._levels)

    def seat_to_move(self) -> PlayerInfo:
        return self.players[self.game.to_move]

    @property
    def time_up(self) -> bool:
        """True when a seat's time ran out: the game is over on time."""
        return self.clock.flagged is not None

    def is_over(self) -> bool:
        """True when the game ended on the board, on time or off the board."""
        return self.game.is_over() or self.time_up or self.ending is not None

    def end_off_board(self, ending: Ending) -> bool:
        """End the game as `ending` says (a seat resigned, a draw agreed); False when it is
        already over. Taking back a move takes the ending back too."""
        if self.is_over():
            return False
        self.ending = ending
        self.clock.stop()
        return True

    def offer_draw(self, seconds: float = DRAW_SECONDS) -> DrawAnswer:
        """A person offers the CPU a draw: accepted (the game then ends drawn) only when the
        solver sees a draw or worse for every CPU seat (engine.in_play.draw_offer)."""
        if self.is_over():
            return DrawAnswer.UNKNOWN
        answer = cpu_answer(self.game, self.players, seconds)
        if answer == DrawAnswer.ACCEPTED:
            self.end_off_board(Ending.draw_agreed())
        return answer

    def ending_winners(self) -> tuple[int, ...]:
        """Who won a game ended off the board (none for a draw, or while it goes on)."""
        return () if self.ending is None else self.ending.winners(self.rules.players)

    def time_winners(self) -> tuple[int, ...]:
        """Who won when a seat's time ran out: the others, as if it had resigned."""
        return self.clock.winners(self.game)

    def cpu_seconds(self, level: str, chosen: float | None = None) -> float | None:
        """How long a CPU seat of `level` thinks now: the `chosen` time (None: the level's
        own), within a sensible share of its clock in a game under a time control."""
        budget = self.clock.budget(self.game.to_move)
        if budget is None:
            return chosen
        seconds = chosen if chosen is not None else ai.DEFAULT_SECONDS[level]
        return max(min(seconds, budget), 0.05)

    def has_person(self) -> bool:
        """True when a person plays a seat (at this computer or over the network)."""
        return any(p.kind != SeatKind.CPU for p in self.players)

    def has_human(self) -> bool:
        """True when a person at this computer plays a seat."""
        return any(p.kind == SeatKind.HUMAN for p in self.players)

    # -- moves --------------------------------------------------------------------------

    def play(self, cell: Cell) -> int:
        """Play `cell` for the side to move and return that seat: the one way a move enters
        the game, whoever made it. Raises engine.IllegalMove (nothing changed) if the engine
        refuses it."""
        player = self.game.to_move
        self.game.play(cell)
        del self._levels[self.game.ply - 1 :]  # the redo list went with the new move
        self._levels.append(mover_level(self.players[player]))
        self.clock.pressed(player, self.game)
        return player

    def undo(self) -> list[Cell]:
        """Take back the last move and, while a person at this computer plays, every CPU move
        before it, back to a person's turn (a CPU would replay at once otherwise). Returns the
        cells taken back, latest first (none when there is nothing to undo)."""
        game = self.game
        if game.ply == 0:
            return []
        cells = [game.undo()]
        if self.has_human():
            while game.ply and self.seat_to_move().kind == SeatKind.CPU:
                cells.append(game.undo())
        self._after_steps()
        return cells

    def redo(self) -> list[tuple[Cell, int]]:
        """Replay the last undone move and, while a person at this computer plays, every CPU
        move after it, up to a person's turn. Returns each cell replayed with its seat."""
        game = self.game
        replayed: list[tuple[Cell, int]] = []
        while game.redo_moves and not game.is_over():
            player = game.to_move
            replayed.append((game.redo(), player))
            if not self.has_human() or self.seat_to_move().kind != SeatKind.CPU:
                break
        if replayed:
            self._after_steps()
        return replayed

    def back_to(self, ply: int) -> list[Cell]:
        """Take moves back one by one until `ply` moves are left (they become the redo list);
        the cells taken back, latest first."""
        cells = []
        while self.game.ply > ply:
            cells.append(self.game.undo())
        if cells:
            self._after_steps()
        return cells

    def _after_steps(self) -> None:
        self.ending = None
        self.clock.rewound(self.game)

    def seat(self, players: Sequence[PlayerInfo]) -> bool:
        """Change who plays each seat; the moves keep the levels that played them. False when
        nothing changed."""
        seats = fit_players(players, self.rules.players)
        if seats == self.players:
            return False
        self.players = seats
        return True

    # -- the record ---------------------------------------------------------------------

    def stamp_created(self) -> None:
        """Give the game its creation time the first time it is kept."""
        if self.created is None:
            # To the microsecond: the creation time is the game's identity (engine.scoreboard).
            self.created = datetime.now().astimezone()

    def record_text(self) -> str:
        """The game file's text of the game as it stands: the one place a saved record is
        written, from the game, its seats, each move's level, its analysis and its clock."""
        self.stamp_created()
        return record.dumps(
            self.game,
            saved_seats(self.players),
            created=self.created,
            levels=self._levels,
            analysis=self.analysis.kept(),
            clock=self.clock.times(self.game),
            ending=self.ending,
        )

    def save(self, path: str | Path) -> None:
        """Write the game to `path` atomically; raises OSError (then nothing changed)."""
        write_text_atomic(path, self.record_text())
        self.mark_saved()

    def keep(self) -> KeepChange:
        """Rewrite the autosave (if any) with the game as it stands, and keep it in the library
        (if any) once it has a move; raises nothing."""
        if self.autosave.path is None and self.library is None:
            return KeepChange.SAME
        text = self.record_text()
        self._keep_in_library(text)
        if self.autosave.path is None:
            return KeepChange.SAME
        change = self.autosave.write(text)
        if not self.autosave.failing:
            self.mark_saved()
        return change

    @property
    def library_id(self) -> str:
        """The game's id in the library: its creation time to the microsecond (UTC), so the
        same game keeps its entry when it is restored, reopened or saved under another name."""
        self.stamp_created()
        assert self.created is not None
        return self.created.astimezone(UTC).strftime("%Y%m%d-%H%M%S-%f")

    def _keep_in_library(self, text: str) -> None:
        """The game into the library (a game without a move is not worth keeping)."""
        if self.library is None or self.game.ply + len(self.game.redo_moves) == 0:
            return
        self.library_problem = self.library.keep(text, self.library_id).problem

    def _state(self) -> SavedState:
        analysed = self.analysis.kept()
        count = 0 if analysed is None else len(analysed.moves)
        return self.game.moves, self.game.redo_moves, count, self.ending

    def mark_saved(self) -> None:
        """A file now holds the game as it stands."""
        self._saved = self._state()

    def unsaved(self) -> bool:
        """True when no file written holds the game as it stands (moves, redo, analysis)."""
        return self._saved != self._state()
