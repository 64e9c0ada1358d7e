"""The terminal game loop of `hyperrow play`: shows the board, reads moves and commands, runs
CPU turns. It reads lines through a callable and writes to a stream, so tests drive whole games
from a script."""

from __future__ import annotations

import random
import re
import shutil
import unicodedata
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TextIO

from engine import ai, record
from engine.game import EndReason, Game, Outcome
from engine.notation import NotationError, format_cell, format_moves, parse_move
from engine.players import PlayerInfo
from engine.refusals import IllegalMove
from engine.rules import AXIS_NAMES
from terminal.commands.board_text import (
    BLOCKED_MARK,
    EMPTY_MARK,
    SYMBOLS,
    game_title,
    is_you_against_cpu,
    render_board,
    seat_among,
    seat_label,
)
from wording.language import _
from wording.play_words import joined_names, notation_text, os_error_text, refusal_text

ReadLine = Callable[[str], str | None]
"""Shows a prompt and returns the line typed (without its newline), or None at end of input."""


def help_text() -> str:
    """The help of the terminal game, with {placeholders} for the board's own values."""
    return _(
        "Moves: 1-based coordinates in axis order, x first: {example}.{gravity}\n"
        "  x counts columns left to right, y rows bottom to top{layers}.\n"
        "Commands:\n"
        "  u          undo (back to your previous turn when playing a CPU)\n"
        "  r          redo\n"
        "  s FILE     save the game (open it again with: hyperrow play --load FILE)\n"
        "  b          show the board again\n"
        "  h or ?     this help\n"
        "  q          quit\n"
        "Board: {symbols} stones, {empty} empty, {blocked} blocked,\n"
        "  [X] the last move, (X) a stone of a completed line."
    )


class TerminalGame:
    """One game at the terminal: shows the board, reads moves and commands, runs CPU turns."""

    at_one_board = True
    """The seats all sit at this terminal, so one person against the CPU is "You" (a network
    game's seats are named by the network's terms)."""

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
        self.ended = False
        """True once the game has ended on the board (not when the player quit)."""

    def _state(self) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
        return self.game.moves, self.game.redo_moves

    def unsaved(self) -> bool:
        """True when the game has changed since it was last written to a file."""
        return self._state() != self._saved

    def _seat(self, player: int) -> str:
        if self.at_one_board:
            return seat_among(self.seats, player)
        return seat_label(self.seats[player], player)

    def _is_you(self, player: int) -> bool:
        """True when seat `player` is the one person playing the CPU, "You"."""
        return (
            self.at_one_board and is_you_against_cpu(self.seats) and not self.seats[player].is_cpu
        )

    def say(self, text: str = "") -> None:
        """Write a line to the player."""
        self.out.write(text + "\n")

    def run(self) -> int:
        """Play until the game ends or the player quits; returns the exit code."""
        self._intro()
        self._show_board()
        while not self._finished():
            if self.seats[self.game.to_move].is_cpu:
                self._cpu_turn()
                continue
            if not self._human_turn():
                return 0
        self._announce_end()
        self.ended = True
        if self.autosave is not None and self._autosave_failed and self.unsaved():
            self._offer_to_save()
        return 0

    def ask_again(self) -> bool:
        """After the end: ask whether to play the same game again with the seats swapped, as
        the window's Rematch does; True for yes."""
        while True:
            answer = self.read_line(_("Play again, with the seats swapped? (y/n): "))
            if answer is None:
                self.say()
                return False
            # Full-width letters from a Japanese input method answer too.
            choice = unicodedata.normalize("NFKC", answer).strip().lower()
            if choice in ("y", "yes"):
                return True
            if choice in ("n", "no", "q", "quit"):
                return False

    def _finished(self) -> bool:
        """True once the game is over (a clocked game also when a flag fell)."""
        return self.game.is_over()

    def _announce_end(self) -> None:
        """Say how the game ended."""
        self._announce(self.game.outcome())

    def _clocks_before_prompt(self) -> str:
        """The seats' clocks to show before the prompt ("" without a clock)."""
        return ""

    def _cpu_seconds(self, level: str) -> float | None:
        """The longest a CPU seat of `level` may think now (None: its level's own time)."""
        return None

    def _intro(self) -> None:
        rules = self.game.rules
        self.say(_("hyperrow - {title}").format(title=game_title(rules)))
        self.say("   ".join(self._seat(p) for p in range(rules.players)))
        self.say(
            _("Enter a move as {axes}. Type h for help, q to quit.").format(axes=self._axes_hint())
        )

    def _axes_hint(self) -> str:
        rules = self.game.rules
        axes = ",".join(AXIS_NAMES[: rules.ndim])
        if rules.gravity is None:
            return axes
        short = ",".join(a for i, a in enumerate(AXIS_NAMES[: rules.ndim]) if i != rules.gravity)
        return _("{axes}, or just {short}: stones fall along {gravity}").format(
            axes=axes, short=short, gravity=AXIS_NAMES[rules.gravity]
        )

    def _help(self) -> str:
        rules = self.game.rules
        example = format_cell(tuple(min(1, n - 1) for n in rules.shape))
        gravity = ""
        if rules.gravity is not None:
            short = tuple(c for i, c in enumerate(example.split(",")) if i != rules.gravity)
            gravity = _(
                " Stones fall along {axis}, so you may leave that coordinate out: {short}."
            ).format(axis=AXIS_NAMES[rules.gravity], short=",".join(short) or example)
        layers = ""
        if rules.ndim >= 3:
            layers = _(", z picks the layer")
        if rules.ndim >= 4:
            layers += _(", {axes} the group of layers").format(
                axes=", ".join(AXIS_NAMES[3 : rules.ndim])
            )
        text = help_text().format(
            example=example,
            gravity=gravity,
            layers=layers,
            symbols=" ".join(SYMBOLS[: rules.players]),
            empty=EMPTY_MARK,
            blocked=BLOCKED_MARK,
        )
        if self.autosave is not None:
            text += "\n" + _(
                "Every change is kept in {path}: hyperrow play --resume goes on with it."
            ).format(path=self.autosave)
        return text

    def _show_board(self) -> None:
        self.say()
        width = self.width if self.width is not None else shutil.get_terminal_size().columns
        self.say(render_board(self.game, width))
        rules = self.game.rules
        if rules.target > 1:
            scores = ", ".join(f"{SYMBOLS[p]} {s}" for p, s in enumerate(self.game.scores))
            self.say(
                _("Lines: {scores} ({target} to win)").format(scores=scores, target=rules.target)
            )

    def _human_turn(self) -> bool:
        """Read one line and act on it; False when the player quits."""
        game = self.game
        prompt = self._clocks_before_prompt() + _("Move {number}, {seat} to play: ").format(
            number=game.ply + 1, seat=self._seat(game.to_move)
        )
        line = self.read_line(prompt)
        if line is None:
            self.say()
            if self.unsaved():
                return not self._offer_to_save()
            self.say(_("End of input: quitting."))
            return False
        text = line.strip()
        command, _space, argument = text.partition(" ")
        # Full-width letters from a Japanese input method ("ｑ") are the commands too.
        command = unicodedata.normalize("NFKC", command).lower()
        if not text:
            return True
        if command in ("q", "quit", "exit"):
            if self.unsaved():
                return not self._offer_to_save()
            self.say(_("Quitting."))
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
        except IllegalMove as error:
            self.say(
                _("  Not a move: {why}. Try again (h for help).").format(
                    why=refusal_text(error.refusal)
                )
            )
            return
        except NotationError as error:
            why = notation_text(error, self.game.rules)
            self.say(_("  Not a move: {why}. Try again (h for help).").format(why=why))
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
        self.out.write(_("{seat} is thinking... ").format(seat=self._seat(game.to_move)))
        self.out.flush()
        cell = ai.choose_move(game, seat.level, seed=seed, seconds=self._cpu_seconds(seat.level))
        game.play(cell)
        self.say(_("and plays {cell}").format(cell=format_cell(cell)))
        self._changed()
        self._show_board()

    def _undo(self) -> None:
        self._step_back_or_forth(back=True)

    def _redo(self) -> None:
        self._step_back_or_forth(back=False)

    def _step_back_or_forth(self, *, back: bool) -> None:
        game = self.game
        if not (game.moves if back else game.redo_moves):
            self.say(_("  Nothing to undo.") if back else _("  Nothing to redo."))
            return
        step = game.undo if back else game.redo
        cells = [step()]
        # Against a CPU, walk on to a turn of a person: the CPU would replay otherwise.
        while (game.ply > 0 if back else game.redo_moves) and self.seats[game.to_move].is_cpu:
            cells.append(step())
        done = _("Undid {moves}.") if back else _("Redid {moves}.")
        self.say(done.format(moves=format_moves(cells)))
        self._changed()
        self._show_board()

    def _save(self, path: str) -> bool:
        if not path:
            self.say(_("  Save needs a file name: s FILE"))
            return False
        try:
            record.save(self.game, path, self.seats, self.created)
        except OSError as error:
            self.say(
                _("  Could not save to {path}: {error}").format(
                    path=path, error=os_error_text(error)
                )
            )
            return False
        self._saved = self._state()
        self.say(_("Saved to {path}.").format(path=path))
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
                    _(
                        "  Autosave failed: cannot write {path} ({error}). Your moves are not "
                        "kept until it works again; s FILE saves them elsewhere."
                    ).format(path=self.autosave, error=os_error_text(error))
                )
            self._autosave_failed = True
            return
        self._saved = self._state()
        if self._autosave_failed:
            self.say(
                _("  Autosave works again: every move is kept in {path}.").format(
                    path=self.autosave
                )
            )
        self._autosave_failed = False

    def _offer_to_save(self) -> bool:
        """Ask what to do with moves not written to any file; True when the player leaves."""
        while True:
            answer = self.read_line(
                _(
                    "Your latest moves are not saved. Type a file name to save them, "
                    "n to quit without saving, or c to go on playing: "
                )
            )
            if answer is None:
                self.say()
                self.say(_("End of input: quitting without saving."))
                return True
            choice = answer.strip()
            if choice.lower() in ("n", "no"):
                self.say(_("Quitting without saving."))
                return True
            if choice.lower() in ("c", ""):
                return False
            if self._save(choice):
                self.say(_("Quitting."))
                return True

    def _announce(self, outcome: Outcome | None) -> None:
        assert outcome is not None
        game = self.game
        ply = game.ply
        if outcome.reason is EndReason.DRAW:
            if max(game.scores) > 0:
                self.say(
                    _(
                        "The board is full after move {ply}: a draw, every player has "
                        "{count} lines."
                    ).format(ply=ply, count=game.scores[0])
                )
            else:
                self.say(_("The board is full after move {ply}: a draw.").format(ply=ply))
            return
        names = joined_names([self._seat(p) for p in outcome.winners])
        count = game.scores[outcome.winners[0]]
        if len(outcome.winners) == 1 and self._is_you(outcome.winners[0]):
            self._announce_your_win(outcome)
            return
        if outcome.reason is EndReason.MOST_LINES and len(outcome.winners) > 1:
            text = _(
                "The board is full after move {ply}: {names} share the win with {count} lines each."
            )
        elif outcome.reason is EndReason.MOST_LINES:
            text = _("The board is full after move {ply}: {names} wins with {count} lines.")
        elif outcome.reason is EndReason.LINE and len(outcome.lines) == 1:
            self.say(
                _("{names} wins with move {ply}, the line {line}.").format(
                    names=names, ply=ply, line=format_moves(outcome.lines[0])
                )
            )
            return
        else:
            text = _("{names} wins with move {ply}, completing {count} lines.")
        self.say(text.format(ply=ply, names=names, count=count))
        self._say_lines(outcome)

    def _announce_your_win(self, outcome: Outcome) -> None:
        """The win of the one person playing the CPU, said to them."""
        ply = self.game.ply
        count = self.game.scores[outcome.winners[0]]
        if outcome.reason is EndReason.LINE and len(outcome.lines) == 1:
            self.say(
                _("You win with move {ply}, the line {line}.").format(
                    ply=ply, line=format_moves(outcome.lines[0])
                )
            )
            return
        if outcome.reason is EndReason.MOST_LINES:
            text = _("The board is full after move {ply}: you win with {count} lines.")
        else:
            text = _("You win with move {ply}, completing {count} lines.")
        self.say(text.format(ply=ply, count=count))
        self._say_lines(outcome)

    def _say_lines(self, outcome: Outcome) -> None:
        self.say(_("Winning lines:"))
        for line in outcome.lines:
            self.say(f"  {format_moves(line)}")


def rematch_seats(seats: Sequence[PlayerInfo]) -> tuple[PlayerInfo, ...]:
    """The seats of the next game, as the window's Rematch makes them: each player moves on
    one place (the second moves first) with the kind and level they had; a name the program
    gave ("Player 2") follows the seat's new number."""
    moved = [*seats[1:], *seats[:1]]
    return tuple(
        PlayerInfo(f"Player {number}", seat.kind, seat.level)
        if re.fullmatch(r"Player \d+", seat.name)
        else seat
        for number, seat in enumerate(moved, 1)
    )


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
