"""The puzzle window's model: the puzzle on the board (a GameSession of its own, both seats the
player's, whose moves this model decides first as the session's Referee), the engine's
answers (engine.puzzles.attempt), hints (puzzle_hint), the solution played move by move, and
the player's record in the data folder (engine.puzzles.progress) with how each puzzle went
(puzzle_outcomes). A puzzle is recorded under its pack's name (`ident`) whatever image of the
board it is shown in. It words nothing: the window does."""

from __future__ import annotations

import datetime
import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from app.model.puzzles.puzzle_hint import Hint, hint_for
from app.model.puzzles.puzzle_outcomes import Outcome, OutcomeBook
from app.model.puzzles.your_puzzles import YourPuzzles
from app.model.session.game_session import GameSession
from engine import Cell
from engine.library import GameLibrary
from engine.net.protocol.net_refusal import NetRefusal
from engine.players import PlayerInfo, SeatKind
from engine.puzzles import pack
from engine.puzzles.attempt import PuzzleRun, Step, Verdict
from engine.puzzles.daily import daily_puzzle
from engine.puzzles.progress import PuzzleRecord, load_record, save_record
from engine.puzzles.puzzle import Difficulty, Puzzle
from engine.puzzles.symmetry import symmetries

SOLUTION_STEP_MS = 700
"""The pause between the solution's moves as they are shown."""

_SEATS = (PlayerInfo("Player 1", SeatKind.HUMAN), PlayerInfo("Player 2", SeatKind.HUMAN))


class PuzzleModel(QObject):
    """One puzzle at a time, its board and the player's record."""

    stepped = Signal(object, object)  # the player's cell, its engine.puzzles.attempt.Step
    puzzle_changed = Signal()  # a new puzzle, or back to its start (Retry)
    record_changed = Signal()
    solution_started = Signal()
    solution_done = Signal()
    hinted = Signal(object)  # the puzzle_hint.Hint shown, or None: the hint is gone
    pack_failed = Signal(str)  # why a pack cannot be loaded (engine.puzzles.pack.PackError)
    record_failed = Signal(str)  # why the record cannot be kept (the system's words)

    def __init__(
        self,
        folder: Path,
        parent: QObject | None = None,
        *,
        today: Callable[[], datetime.date] = datetime.date.today,
        rng: random.Random | None = None,
        library: Callable[[], GameLibrary | None] = lambda: None,
    ) -> None:
        """`library`: the library of the player's games, whose analysed games' slips are
        puzzles too (None: there is none)."""
        super().__init__(parent)
        self.folder = folder
        self.today = today
        self.rng = rng or random.Random()
        self.record: PuzzleRecord = load_record(folder)
        self.outcomes = OutcomeBook(folder)
        self.source: Puzzle | None = None
        """The pack's puzzle on the board (the board shows it in an image of its own)."""
        self.outcome: Outcome | None = None
        """How the puzzle on the board went, once it is solved or failed."""
        self.hint_used = False
        """A hint was shown for the puzzle on the board: solving it is not solving it clean."""
        self.hint: Hint | None = None
        self.session = GameSession(players=_SEATS, parent=self)
        self.session.refer_to(self)
        self.run: PuzzleRun | None = None
        self.daily = False
        self.yours = False
        """True when the puzzle on the board is from the player's own games."""
        self.library = library
        self._your_puzzles = YourPuzzles()
        self._solution: list[Cell] = []
        self._timer = QTimer(self, interval=SOLUTION_STEP_MS)
        self._timer.timeout.connect(self._next_solution_move)

    @property
    def puzzle(self) -> Puzzle | None:
        """The puzzle on the board."""
        return None if self.run is None else self.run.puzzle

    @property
    def showing_solution(self) -> bool:
        """True while the solution is being played."""
        return self._timer.isActive()

    def pick(self, board: str, difficulty: Difficulty | None) -> bool:
        """A puzzle of `board` at `difficulty` (None: any), one not solved yet where there is
        one, in a random image of the board; False (and `pack_failed`) when the pack cannot be
        loaded, False alone when it has no puzzle of that difficulty."""
        try:
            puzzles = [
                p for p in pack.shipped(board) if difficulty is None or p.difficulty is difficulty
            ]
        except pack.PackError as error:
            self.pack_failed.emit(str(error))
            return False
        if not puzzles:
            return False
        fresh = [p for p in puzzles if p.ident not in self.record.solved] or puzzles
        puzzle = self.rng.choice(fresh)
        image = puzzle.transformed(self.rng.choice(symmetries(puzzle.rules)))
        self._start(image, daily=False, source=puzzle)
        return True

    def open(self, puzzle: Puzzle, *, yours: bool = False) -> None:
        """Puzzle `puzzle` of a pack (or of the player's games), as the pack has it: to try it
        again from the list."""
        self._start(puzzle, daily=False, yours=yours)

    def your_puzzles(self) -> list[Puzzle]:
        """The puzzles from the analysed games of the player's library: each a win the
        player missed (app/model/puzzles/your_puzzles.py)."""
        library = self.library()
        return [] if library is None else self._your_puzzles.of(library)

    def pick_yours(self, difficulty: Difficulty | None) -> bool:
        """A puzzle from the player's own games at `difficulty` (None: any), one not solved
        yet where there is one, as it stood in the game; False when there is none."""
        puzzles = [
            p for p in self.your_puzzles() if difficulty is None or p.difficulty is difficulty
        ]
        if not puzzles:
            return False
        fresh = [p for p in puzzles if p.ident not in self.record.solved] or puzzles
        self._start(self.rng.choice(fresh), daily=False, yours=True)
        return True

    def pick_daily(self) -> bool:
        """Today's puzzle, the same for everyone on the date; False (and `pack_failed`) when the
        packs cannot be loaded."""
        try:
            puzzle = daily_puzzle(self.today())
        except pack.PackError as error:
            self.pack_failed.emit(str(error))
            return False
        self._start(puzzle, daily=True, source=pack.pack_puzzle_of(puzzle))
        return True

    def _start(
        self, puzzle: Puzzle, *, daily: bool, yours: bool = False, source: Puzzle | None = None
    ) -> None:
        self._timer.stop()
        self.run = PuzzleRun(puzzle)
        self.source = source or puzzle
        self.daily = daily
        self.yours = yours
        self.outcome = None
        self.hint_used = False
        self._set_hint(None)
        self.session.new_game(puzzle.game(), _SEATS)
        self.puzzle_changed.emit()

    def outcome_of(self, puzzle: Puzzle) -> Outcome:
        """How the pack's `puzzle` went (kept across launches)."""
        return self.outcomes.of(puzzle.ident, self.record)

    def give_hint(self) -> bool:
        """Show where the move to play goes: on a board of three axes or more its slice first,
        the cell at the next ask. The first try no longer counts as solved: the record takes
        it as not solved (as Show solution does), solving it after is solving it with a hint.
        False when there is no move to hint at (no puzzle, finished, the solution showing)."""
        run = self.run
        if run is None or run.finished or self.showing_solution:
            return False
        level = 1 if self.hint is None else 2
        if not self.hint_used:
            self.hint_used = True
            if not run.failed:
                run.failed = True
                self._keep(solved=False)
        self._set_hint(hint_for(run, level))
        return True

    def _set_hint(self, hint: Hint | None) -> None:
        if hint != self.hint:
            self.hint = hint
            self.hinted.emit(hint)

    def retry(self) -> None:
        """Back to the puzzle's position (the first try is what the record counted)."""
        if self.run is None:
            return
        self._timer.stop()
        self.run.retry()
        self._set_hint(None)
        self.session.new_game(self.run.puzzle.game(), _SEATS)
        self.puzzle_changed.emit()

    def show_solution(self) -> None:
        """Play the solution from the puzzle's position, a move every SOLUTION_STEP_MS. A puzzle
        not yet solved or failed counts as failed."""
        if self.run is None:
            return
        if not self.run.finished and not self.run.failed:
            self.run.failed = True
            self._keep(solved=False)
        if not self.run.finished:
            self._note(Outcome.FAILED)
        self.run.finished = True
        self._set_hint(None)
        self.session.new_game(self.run.puzzle.game(), _SEATS)
        self._solution = list(self.run.puzzle.solution)
        self._timer.start()
        self.solution_started.emit()

    def _next_solution_move(self) -> None:
        if not self._solution:
            self._timer.stop()
            self.solution_done.emit()
            return
        self.session.mirror(self._solution.pop(0))

    def ask_undo(self) -> bool:
        """The session's Referee: a take-back in a puzzle is the board's own."""
        return False

    def submit(self, _seat: int, cell: Cell) -> NetRefusal | None:
        """The session's Referee: the player's click, checked and answered here, then shown on
        the board."""
        run = self.run
        if run is None or run.finished or self.showing_solution:
            return None
        if not run.game.is_legal(cell):
            self.session.mirror(cell)  # refused there, with the reason the window shows
            return None
        step = run.play(cell)
        if step.verdict is Verdict.SLOWER:  # taken back: the board stays as it was
            self.stepped.emit(cell, step)
            return None
        self._set_hint(None)  # the next move has a hint of its own
        self.session.mirror(cell)
        if step.reply is not None:
            self.session.mirror(step.reply)
        if step.verdict is Verdict.SOLVED:
            if not run.failed:
                self._keep(solved=True)
            self._note(
                Outcome.HINTED
                if self.hint_used
                else Outcome.RETRIED
                if run.failed
                else Outcome.SOLVED
            )
        elif step.verdict is Verdict.WRONG:
            self._keep(solved=False)
            self._note(Outcome.FAILED)
        self.stepped.emit(cell, step)
        return None

    def _note(self, outcome: Outcome) -> None:
        """The puzzle on the board went as `outcome`: kept for the list."""
        self.outcome = outcome
        if self.source is None or not self.outcomes.note(self.source.ident, outcome):
            self.record_changed.emit()
            return
        try:
            self.outcomes.save()
        except OSError as error:
            self.record_failed.emit(f"{self.folder}: {error.strerror or error}")
        self.record_changed.emit()

    def _keep(self, *, solved: bool) -> None:
        puzzle = self.source
        if puzzle is None:
            return
        before = self.record
        self.record = before.after(puzzle.ident, puzzle.difficulty, solved=solved)
        if self.record == before:
            return
        try:
            save_record(self.folder, self.record)
        except OSError as error:
            self.record_failed.emit(f"{self.folder}: {error.strerror or error}")
        self.record_changed.emit()


__all__ = ["Hint", "Outcome", "PuzzleModel", "Step", "Verdict"]
