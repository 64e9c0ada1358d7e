"""The terminal game loop of `hyperrow play`: shows the board, reads moves and commands, runs
CPU turns. The game itself is a GameInPlay (engine.in_play), the same the window holds: its
seats, each move's level, its clock, its analysis and its created time go through a load and a
save whole. It reads lines through a callable and writes to a stream, so tests drive whole games
from a script."""

from __future__ import annotations

import random
import re
import shutil
import time
import unicodedata
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import TextIO

from engine import ai
from engine.clocks import GameClock, TimeControl
from engine.game import Game, Outcome
from engine.in_play import GameInPlay, KeepChange
from engine.net.protocol.rounds import time_result
from engine.notation import NotationError, format_cell, format_moves, parse_move
from engine.players import PlayerInfo
from engine.refusals import IllegalMove
from terminal.commands.board_text import (
    SYMBOLS,
    game_title,
    is_you_against_cpu,
    render_board,
    seat_among,
    seat_label,
)
from terminal.commands.games_command import problem_text
from terminal.words.clock_chat_words import clocks_text, time_out_text
from terminal.words.end_words import end_lines, ending_lines
from terminal.words.play_help_words import axes_hint, play_help
from wording.language import _
from wording.play_words import (
    joined_names,
    notation_text,
    os_error_text,
    refusal_text,
    system_error_text,
)

ReadLine = Callable[[str], str | None]
"""Shows a prompt and returns the line typed (without its newline), or None at end of input."""


class TerminalGame:
    """One game at the terminal: shows the board, reads moves and commands, runs CPU turns."""

    at_one_board = True
    """The seats all sit at this terminal, so one person against the CPU is "You" (a network
    game's seats are named by the network's terms)."""

    def __init__(
        self,
        game: Game | GameInPlay,
        seats: Sequence[PlayerInfo],
        read_line: ReadLine,
        out: TextIO,
        *,
        seed: int | None = None,
        created: datetime | None = None,
        autosave: Path | None = None,
        width: int | None = None,
        control: TimeControl | None = None,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        """`game`: a new game, or a GameInPlay (a file's, with all it kept: then `seats` are
        its seats and `created` is its own). `autosave`: the file the game is rewritten to
        after every change (None: not kept). `width`: the columns the board may take (None: the
        terminal's width at each turn). `control`: a time control for a game that has no clock
        of its own; `now` the clock's monotonic time."""
        if isinstance(game, GameInPlay):
            self.in_play = game
            if control is not None and game.clock.control is None:
                game.clock.now = now
                game.clock.begin(control, game.game)
        else:
            self.in_play = GameInPlay(game, seats, created=created, control=control, now=now)
        self.in_play.autosave.path = autosave
        self.read_line = read_line
        self.out = out
        self.width = width
        self._seeds = random.Random(seed) if seed is not None else None
        self._library_told = False  # the library's problem was said (once, until it mends)
        self.ended = False
        """True once the game has ended on the board or on time (not when the player quit)."""

    @property
    def game(self) -> Game:
        return self.in_play.game

    @game.setter
    def game(self, game: Game) -> None:
        self.in_play.game = game

    @property
    def seats(self) -> tuple[PlayerInfo, ...]:
        return tuple(self.in_play.players)

    @seats.setter
    def seats(self, seats: Sequence[PlayerInfo]) -> None:
        self.in_play.players = list(seats)

    @property
    def created(self) -> datetime | None:
        return self.in_play.created

    @created.setter
    def created(self, created: datetime | None) -> None:
        self.in_play.created = created

    @property
    def autosave(self) -> Path | None:
        return self.in_play.autosave.path

    @property
    def game_clock(self) -> GameClock | None:
        """The seats' clock in a game under a time control, else None."""
        return self.in_play.clock.clock

    def unsaved(self) -> bool:
        """True when the game has changed since it was last written to a file."""
        return self.in_play.unsaved()

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
        if self.autosave is not None and self.in_play.autosave.failing and self.unsaved():
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
            self.say(_("  Type y to play again or n to stop."))

    def _finished(self) -> bool:
        """True once the game is over (a clocked game also when a flag fell)."""
        return self.in_play.is_over()

    def _announce_end(self) -> None:
        """Say how the game ended."""
        ending = self.in_play.ending
        if ending is not None:  # resigned or drawn in the window, and kept so
            for line in ending_lines(ending, self.game.rules.players, self._seat):
                self.say(line)
            return
        flagged = self.in_play.clock.flagged
        if flagged is None:
            self._announce(self.game.outcome())
            return
        result = time_result(self.game, flagged)
        names = [self._seat(p) for p in result.winners] or ["?"]
        self.say(time_out_text(self._seat(flagged), joined_names(names), len(names)))

    def _clocks_before_prompt(self) -> str:
        """The seats' clocks to show before the prompt ("" without a clock)."""
        times = self.in_play.clock.snapshot()
        if times is None:
            return ""
        names = [self._seat(s) for s in range(len(self.seats))]
        return clocks_text(names, *times) + " "

    def _cpu_seconds(self, level: str) -> float | None:
        """The longest a CPU seat of `level` may think now (None: its level's own time)."""
        return self.in_play.cpu_seconds(level)

    def _intro(self) -> None:
        rules = self.game.rules
        self.say(_("hyperrow - {title}").format(title=game_title(rules)))
        self.say("   ".join(self._seat(p) for p in range(rules.players)))
        self.say(
            _("Enter a move as {axes}. Type h for help, q to quit.").format(axes=self._axes_hint())
        )

    def _axes_hint(self) -> str:
        return axes_hint(self.game.rules)

    def _help(self) -> str:
        return play_help(self.game.rules, self.autosave)

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
        if self.in_play.clock.check():
            return  # typed after the seat's time ran out: the game is over on time
        try:
            cell = parse_move(text, self.game)
            self.in_play.play(cell)
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
        if self.in_play.clock.check():
            self.say()
            return  # its time ran out while it thought
        self.in_play.play(cell)
        self.say(_("and plays {cell}").format(cell=format_cell(cell)))
        self._changed()
        self._show_board()

    def _undo(self) -> None:
        self._step_back_or_forth(back=True)

    def _redo(self) -> None:
        self._step_back_or_forth(back=False)

    def _step_back_or_forth(self, *, back: bool) -> None:
        # Against a CPU, the game in play walks on to a turn of a person: the CPU would
        # replay otherwise.
        cells = self.in_play.undo() if back else [cell for cell, _seat in self.in_play.redo()]
        if not cells:
            self.say(_("  Nothing to undo.") if back else _("  Nothing to redo."))
            return
        done = _("Undid {moves}.") if back else _("Redid {moves}.")
        self.say(done.format(moves=format_moves(cells)))
        self._changed()
        self._show_board()

    def _save(self, path: str) -> bool:
        if not path:
            self.say(_("  Save needs a file name: s FILE"))
            return False
        try:
            self.in_play.save(path)
        except OSError as error:
            self.say(
                _("  Could not save to {path}: {error}").format(
                    path=path, error=os_error_text(error)
                )
            )
            return False
        self.say(_("Saved to {path}.").format(path=path))
        return True

    def _changed(self) -> None:
        """Rewrite the autosave after a change; say when it fails, and when it works again."""
        change = self.in_play.keep()
        failure = self.in_play.autosave.failure
        if change is KeepChange.BROKE and failure is not None:
            error = system_error_text(failure.errno, failure.reason)
            self.say(
                _(
                    "  Autosave failed: cannot write {path} ({error}). Your moves are not "
                    "kept until it works again; s FILE saves them elsewhere."
                ).format(path=self.autosave, error=error)
            )
        elif change is KeepChange.MENDED:
            self.say(
                _("  Autosave works again: every move is kept in {path}.").format(
                    path=self.autosave
                )
            )
        problem = self.in_play.library_problem
        if problem is None or self.in_play.autosave.failing:
            self._library_told = False  # (a failing autosave already says why, once)
        elif not self._library_told:
            self._library_told = True
            self.say("  " + problem_text(problem))

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
        for line in end_lines(self.game, outcome, self._seat, self._is_you):
            self.say(line)


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
