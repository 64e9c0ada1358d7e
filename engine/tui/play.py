"""The terminal game loop of `hyperrow play`: shows the board, reads moves and commands, runs
CPU turns. It reads lines through a callable and writes to a stream, so tests drive whole games
from a script."""

from __future__ import annotations

import random
import shutil
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TextIO

from engine import ai, record
from engine.game import EndReason, Game, IllegalMove, Outcome
from engine.notation import NotationError, format_cell, format_moves, parse_move
from engine.players import PlayerInfo
from engine.rules import AXIS_NAMES, preset_name
from engine.tui.board_text import BLOCKED_MARK, EMPTY_MARK, SYMBOLS, render_board, seat_label

ReadLine = Callable[[str], str | None]
"""Shows a prompt and returns the line typed (without its newline), or None at end of input."""

HELP = """\
Moves: 1-based coordinates in axis order, x first: {example}.{gravity}
  x counts columns left to right, y rows bottom to top{layers}.
Commands:
  u          undo (back to your previous turn when playing a CPU)
  r          redo
  s FILE     save the game (open it again with: hyperrow play --load FILE)
  b          show the board again
  h or ?     this help
  q          quit{autosave}
Board: {symbols} stones, {empty} empty, {blocked} blocked,
  [X] the last move, (X) a stone of a completed line."""


class TerminalGame:
    """One game at the terminal: shows the board, reads moves and commands, runs CPU turns."""

    def __init__(
        self,
        game: Game,
        seats: Sequence[PlayerInfo],
        read_line: ReadLine,
        out: TextIO,
        *,
        seed: int | None = None,
        created: datetime | None = None,
        autosave: Path | None = None,
        width: int | None = None,
    ) -> None:
        """`autosave`: the file the game is rewritten to after every change (None: not kept).
        `width`: the columns the board may take (None: the terminal's width at each turn)."""
        self.game = game
        self.seats = tuple(seats)
        self.read_line = read_line
        self.out = out
        self.created = created or datetime.now(UTC).replace(microsecond=0)
        self.autosave = autosave
        self.width = width
        self._seeds = random.Random(seed) if seed is not None else None
        self._saved = self._state()
        """The moves and redo stack last written to a file: what quitting would not lose."""
        self._autosave_failed = False

    def _state(self) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
        return self.game.moves, self.game.redo_moves

    def unsaved(self) -> bool:
        """True when the game has changed since it was last written to a file."""
        return self._state() != self._saved

    def _seat(self, player: int) -> str:
        return seat_label(self.seats[player], player)

    def say(self, text: str = "") -> None:
        """Write a line to the player."""
        self.out.write(text + "\n")

    def run(self) -> int:
        """Play until the game ends or the player quits; returns the exit code."""
        self._intro()
        self._show_board()
        while not self.game.is_over():
            if self.seats[self.game.to_move].is_cpu:
                self._cpu_turn()
                continue
            if not self._human_turn():
                return 0
        self._announce(self.game.outcome())
        if self.autosave is not None and self._autosave_failed and self.unsaved():
            self._offer_to_save()
        return 0

    def _intro(self) -> None:
        rules = self.game.rules
        name = preset_name(rules)
        title = f"{name}: {rules.describe()}" if name else rules.describe()
        self.say(f"hyperrow - {title}")
        self.say("   ".join(self._seat(p) for p in range(rules.players)))
        self.say(f"Enter a move as {self._axes_hint()}. Type h for help, q to quit.")

    def _axes_hint(self) -> str:
        rules = self.game.rules
        axes = ",".join(AXIS_NAMES[: rules.ndim])
        if rules.gravity is None:
            return axes
        short = ",".join(a for i, a in enumerate(AXIS_NAMES[: rules.ndim]) if i != rules.gravity)
        return f"{axes}, or just {short}: stones fall along {AXIS_NAMES[rules.gravity]}"

    def _help(self) -> str:
        rules = self.game.rules
        example = format_cell(tuple(min(1, n - 1) for n in rules.shape))
        gravity = ""
        if rules.gravity is not None:
            short = tuple(c for i, c in enumerate(example.split(",")) if i != rules.gravity)
            gravity = (
                f" Stones fall along {AXIS_NAMES[rules.gravity]}, so you may leave that"
                f" coordinate out: {','.join(short) or example}."
            )
        layers = ""
        if rules.ndim >= 3:
            layers = ", z picks the layer"
        if rules.ndim >= 4:
            layers += ", " + ", ".join(AXIS_NAMES[3 : rules.ndim]) + " the group of layers"
        return HELP.format(
            example=example,
            gravity=gravity,
            layers=layers,
            symbols=" ".join(SYMBOLS[: rules.players]),
            autosave=(
                f"\n  (every change is kept in {self.autosave}: hyperrow play --resume goes on)"
                if self.autosave is not None
                else ""
            ),
            empty=EMPTY_MARK,
            blocked=BLOCKED_MARK,
        )

    def _show_board(self) -> None:
        self.say()
        width = self.width if self.width is not None else shutil.get_terminal_size().columns
        self.say(render_board(self.game, width))
        rules = self.game.rules
        if rules.target > 1:
            scores = ", ".join(f"{SYMBOLS[p]} {s}" for p, s in enumerate(self.game.scores))
            self.say(f"Lines: {scores} ({rules.target} to win)")

    def _human_turn(self) -> bool:
        """Read one line and act on it; False when the player quits."""
        game = self.game
        prompt = f"Move {game.ply + 1}, {self._seat(game.to_move)} to play: "
        line = self.read_line(prompt)
        if line is None:
            self.say()
            if self.unsaved():
                return not self._offer_to_save()
            self.say("End of input: quitting.")
            return False
        text = line.strip()
        command, _, argument = text.partition(" ")
        command = command.lower()
        if not text:
            return True
        if command in ("q", "quit", "exit"):
            if self.unsaved():
                return not self._offer_to_save()
            self.say("Quitting.")
            return False
        if command in ("h", "?", "help"):
            self.say(self._help())
        elif command in ("u", "undo"):
            self._undo()
        elif command in ("r", "redo"):
            self._redo()
        elif command in ("s", "save"):
            self._save(argument.strip())
        elif command in ("b", "board"):
            self._show_board()
        else:
            self._move(text)
        return True

    def _move(self, text: str) -> None:
        try:
            cell = parse_move(text, self.game)
            self.game.play(cell)
        except (NotationError, IllegalMove) as error:
            self.say(f"  Not a move: {error}. Try again (h for help).")
            return
        self._changed()
        # Against a CPU the board is shown after its reply: once a turn, not twice.
        if self.game.is_over() or not self.seats[self.game.to_move].is_cpu:
            self._show_board()

    def _cpu_turn(self) -> None:
        game = self.game
        seat = self.seats[game.to_move]
        assert seat.level is not None
        seed = self._seeds.getrandbits(63) if self._seeds is not None else None
        self.say()
        # Say so before the search: a strong level may think for seconds.
        self.out.write(f"{self._seat(game.to_move)} is thinking... ")
        self.out.flush()
        cell = ai.choose_move(game, seat.level, seed=seed)
        game.play(cell)
        self.say(f"and plays {format_cell(cell)}")
        self._changed()
        self._show_board()

    def _undo(self) -> None:
        self._step_back_or_forth(back=True)

    def _redo(self) -> None:
        self._step_back_or_forth(back=False)

    def _step_back_or_forth(self, *, back: bool) -> None:
        game = self.game
        if not (game.moves if back else game.redo_moves):
            self.say(f"  Nothing to {'undo' if back else 'redo'}.")
            return
        step = game.undo if back else game.redo
        cells = [step()]
        # Against a CPU, walk on to a turn of a person: the CPU would replay otherwise.
        while (game.ply > 0 if back else game.redo_moves) and self.seats[game.to_move].is_cpu:
            cells.append(step())
        self.say(f"{'Undid' if back else 'Redid'} {format_moves(cells)}.")
        self._changed()
        self._show_board()

    def _save(self, path: str) -> bool:
        if not path:
            self.say("  Save needs a file name: s FILE")
            return False
        try:
            record.save(self.game, path, self.seats, self.created)
        except OSError as error:
            self.say(f"  Could not save to {path}: {error.strerror or error}")
            return False
        self._saved = self._state()
        self.say(f"Saved to {path}.")
        return True

    def _changed(self) -> None:
        """Rewrite the autosave after a change; say when it fails, and when it works again."""
        if self.autosave is None:
            return
        try:
            self.autosave.parent.mkdir(parents=True, exist_ok=True)
            record.save(self.game, self.autosave, self.seats, self.created)
        except OSError as error:
            if not self._autosave_failed:
                self.say(
                    f"  Autosave failed: cannot write {self.autosave} "
                    f"({error.strerror or error}). Your moves are not kept until it works "
                    "again; s FILE saves them elsewhere."
                )
            self._autosave_failed = True
            return
        self._saved = self._state()
        if self._autosave_failed:
            self.say(f"  Autosave works again: every move is kept in {self.autosave}.")
        self._autosave_failed = False

    def _offer_to_save(self) -> bool:
        """Ask what to do with moves not written to any file; True when the player leaves."""
        while True:
            answer = self.read_line(
                "Your latest moves are not saved. Type a file name to save them, "
                "n to quit without saving, or c to go on playing: "
            )
            if answer is None:
                self.say()
                self.say("End of input: quitting without saving.")
                return True
            choice = answer.strip()
            if choice.lower() in ("n", "no"):
                self.say("Quitting without saving.")
                return True
            if choice.lower() in ("c", ""):
                return False
            if self._save(choice):
                self.say("Quitting.")
                return True

    def _announce(self, outcome: Outcome | None) -> None:
        assert outcome is not None
        game = self.game
        if outcome.reason is EndReason.DRAW:
            if max(game.scores) > 0:
                self.say(
                    f"The board is full after move {game.ply}: a draw, "
                    f"every player has {game.scores[0]} lines."
                )
            else:
                self.say(f"The board is full after move {game.ply}: a draw.")
            return
        names = " and ".join(self._seat(p) for p in outcome.winners)
        count = game.scores[outcome.winners[0]]
        if outcome.reason is EndReason.MOST_LINES and len(outcome.winners) > 1:
            self.say(
                f"The board is full after move {game.ply}: {names} share the win "
                f"with {count} lines each."
            )
        elif outcome.reason is EndReason.MOST_LINES:
            self.say(f"The board is full after move {game.ply}: {names} wins with {count} lines.")
        elif outcome.reason is EndReason.LINE and len(outcome.lines) == 1:
            self.say(
                f"{names} wins with move {game.ply}, the line {format_moves(outcome.lines[0])}."
            )
            return
        else:
            self.say(f"{names} wins with move {game.ply}, completing {count} lines.")
        self.say("Winning lines:")
        for line in outcome.lines:
            self.say(f"  {format_moves(line)}")


def stream_reader(stream: TextIO, out: TextIO) -> ReadLine:
    """A ReadLine that writes its prompt to `out` and reads from `stream` (a script, a pipe)."""

    def read_line(prompt: str) -> str | None:
        out.write(prompt)
        out.flush()
        line = stream.readline()
        return line.rstrip("\r\n") if line else None

    return read_line


def console_reader(prompt: str) -> str | None:
    """The ReadLine of an interactive console (line editing by `input`)."""
    try:
        return input(prompt)
    except EOFError:
        return None
