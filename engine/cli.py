"""The terminal tools: `hyperrow play` (a game with typed coordinates) and `hyperrow match`.

`main(argv)` takes the subcommand and its options. The play loop reads lines through a callable
and writes to a stream, so tests drive whole games from a script.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import TextIO

from engine import ai, match, record
from engine.game import BLOCKED, EMPTY, Game, IllegalMove, Outcome
from engine.notation import NotationError, format_cell, format_moves, parse_move
from engine.record import PlayerInfo, RecordError
from engine.rules import AXIS_NAMES, MAX_PLAYERS, PRESETS, Cell, Rules, preset_name

SYMBOLS = "XOAB"
"""Stone per player, plain ASCII so every terminal shows it."""
EMPTY_MARK = "."
BLOCKED_MARK = "#"
ROW_WIDTH = 100
"""Layers are set side by side up to this many characters, then wrapped."""
DEFAULT_RULES = "qubic"
DEFAULT_PLAYERS = "human,cpu"

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
  q          quit
Board: {symbols} stones, {empty} empty, {blocked} blocked,
  [X] the last move, (X) a stone of a completed line."""


# -- the board as text ----------------------------------------------------------------------


def _cell_text(game: Game, cell: Cell, marked: set[Cell]) -> str:
    value = game.board[game.geometry.index[cell]]
    if value == BLOCKED:
        body = BLOCKED_MARK
    elif value == EMPTY:
        body = EMPTY_MARK
    else:
        body = SYMBOLS[value]
    if cell == game.last_move:
        return f"[{body}]"
    if cell in marked:
        return f"({body})"
    return f" {body} "


def _layer(game: Game, rest: tuple[int, ...], marked: set[Cell]) -> list[str]:
    """One 2D layer (x across, y up) with 1-based labels; `rest` fixes the axes above y."""
    shape = game.rules.shape
    columns = shape[0]
    rows = shape[1] if len(shape) > 1 else 1
    width = len(str(rows))
    lines = [" " * (width + 1) + "".join(f"{x + 1:^3}" for x in range(columns))]
    # The highest row on top, so stones falling along y (Connect Four) land at the bottom.
    for y in reversed(range(rows)):
        label = str(y + 1) if len(shape) > 1 else ""
        cells = "".join(
            _cell_text(game, (x,) if len(shape) == 1 else (x, y, *rest), marked)
            for x in range(columns)
        )
        lines.append(f"{label:>{width}} {cells}")
    return lines


def render_board(game: Game) -> str:
    """The board as text: each 2D layer a grid with 1-based row and column labels, layers
    labelled by z (and w, …), the last move in [ ], stones of completed lines in ( )."""
    shape = game.rules.shape
    marked = {cell for _, line in game.completed_lines for cell in line}
    if len(shape) <= 2:
        return "\n".join(line.rstrip() for line in _layer(game, (), marked))
    blocks_out: list[str] = []
    higher = [range(n) for n in shape[3:]]
    for group in itertools.product(*higher):
        # Each layer is titled by all its fixed axes, so the w of a group needs no line of its own.
        heading = "".join(f" {AXIS_NAMES[3 + i]}={v + 1}" for i, v in enumerate(group))
        blocks = []
        for z in range(shape[2]):
            layer = _layer(game, (z, *group), marked)
            title = f"z={z + 1}{heading}"
            width = len(layer[0])
            blocks.append([f"{title:^{width}}", *layer])
        width = len(blocks[0][0])
        per_row = max(1, (ROW_WIDTH + 4) // (width + 4))
        for start in range(0, len(blocks), per_row):
            chunk = blocks[start : start + per_row]
            for row in zip(*chunk, strict=True):
                blocks_out.append("    ".join(row).rstrip())
        blocks_out.append("")
    return "\n".join(blocks_out).rstrip("\n")


# -- players --------------------------------------------------------------------------------


def _default_level() -> str:
    return ai.LEVELS[len(ai.LEVELS) // 2]


def parse_players(text: str) -> tuple[PlayerInfo, ...]:
    """Seats from `human,cpu:LEVEL,…`; `cpu` alone takes the middle level. Raises ValueError."""
    seats = []
    entries = [e.strip() for e in text.split(",")]
    for number, entry in enumerate(entries, 1):
        kind, _, level = entry.partition(":")
        kind = kind.lower()
        if kind == "human" and not level:
            seats.append(PlayerInfo(f"Player {number}"))
        elif kind == "cpu":
            level = level or _default_level()
            if level not in ai.LEVELS:
                raise ValueError(
                    f"--players: CPU level {level!r} is unknown; levels: {', '.join(ai.LEVELS)}"
                )
            seats.append(PlayerInfo(f"Player {number}", "cpu", level))
        else:
            raise ValueError(
                f"--players: {entry!r} is not a player; use human, cpu or cpu:LEVEL "
                f"(levels: {', '.join(ai.LEVELS)})"
            )
    if not 2 <= len(seats) <= MAX_PLAYERS:
        raise ValueError(f"--players: {len(seats)} players, expected 2 to {MAX_PLAYERS}")
    return tuple(seats)


def _seat_label(seats: Sequence[PlayerInfo], player: int) -> str:
    seat = seats[player]
    who = f"{seat.name}, cpu {seat.level}" if seat.kind == "cpu" else seat.name
    return f"{SYMBOLS[player]} ({who})"


# -- rules from the options -----------------------------------------------------------------


def _parse_shape(text: str) -> tuple[int, ...]:
    parts = text.lower().replace("×", "x").split("x")
    if not all(p.strip().isdigit() for p in parts):
        raise ValueError(f"--shape: {text!r}, expected sizes like 4x4x4")
    return tuple(int(p) for p in parts)


def _parse_axis(text: str, ndim: int) -> int | None:
    name = text.strip().lower()
    if name in ("none", "-", ""):
        return None
    if len(name) == 1 and name in AXIS_NAMES[:ndim]:
        return AXIS_NAMES.index(name)
    raise ValueError(
        f"--gravity: {text!r}, expected none or an axis of this board: "
        f"{', '.join(AXIS_NAMES[:ndim])}"
    )


def rules_from_args(args: argparse.Namespace) -> Rules:
    """The Rules the play options describe; raises ValueError naming the bad option."""
    if args.rules and args.shape:
        raise ValueError("give either --rules or --shape, not both")
    if args.shape:
        shape = _parse_shape(args.shape)
        k = args.k if args.k is not None else min(max(shape), 4)
        rules = Rules(shape, k)
    else:
        rules = PRESETS[args.rules or DEFAULT_RULES]
        if args.k is not None:
            rules = replace(rules, k=args.k)
    if args.gravity is not None:
        rules = replace(rules, gravity=_parse_axis(args.gravity, rules.ndim))
    if args.players_count is not None:
        rules = replace(rules, players=args.players_count)
    if args.target is not None:
        rules = replace(rules, target=args.target)
    if args.blocked_centre:
        if any(n % 2 == 0 for n in rules.shape):
            raise ValueError("--blocked-centre: every size must be odd to have a centre cell")
        centre = tuple(n // 2 for n in rules.shape)
        rules = replace(rules, blocked=rules.blocked | {centre})
    return rules


# -- the play loop --------------------------------------------------------------------------


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
    ) -> None:
        self.game = game
        self.seats = tuple(seats)
        self.read_line = read_line
        self.out = out
        self.created = created or datetime.now(UTC).replace(microsecond=0)
        self._seeds = random.Random(seed) if seed is not None else None

    def say(self, text: str = "") -> None:
        """Write a line to the player."""
        self.out.write(text + "\n")

    def run(self) -> int:
        """Play until the game ends or the player quits; returns the exit code."""
        self._intro()
        self._show_board()
        while not self.game.is_over():
            if self.seats[self.game.to_move].kind == "cpu":
                self._cpu_turn()
                continue
            if not self._human_turn():
                return 0
        self._announce(self.game.outcome())
        return 0

    def _intro(self) -> None:
        rules = self.game.rules
        name = preset_name(rules)
        title = f"{name}: {rules.describe()}" if name else rules.describe()
        self.say(f"hyperrow - {title}")
        self.say("   ".join(_seat_label(self.seats, p) for p in range(rules.players)))
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
            empty=EMPTY_MARK,
            blocked=BLOCKED_MARK,
        )

    def _show_board(self) -> None:
        self.say()
        self.say(render_board(self.game))
        rules = self.game.rules
        if rules.target > 1:
            scores = ", ".join(f"{SYMBOLS[p]} {s}" for p, s in enumerate(self.game.scores))
            self.say(f"Lines: {scores} ({rules.target} to win)")

    def _human_turn(self) -> bool:
        """Read one line and act on it; False when the player quits."""
        game = self.game
        prompt = f"Move {game.ply + 1}, {_seat_label(self.seats, game.to_move)} to play: "
        line = self.read_line(prompt)
        if line is None:
            self.say()
            self.say("End of input: quitting.")
            return False
        text = line.strip()
        command, _, argument = text.partition(" ")
        command = command.lower()
        if not text:
            return True
        if command in ("q", "quit", "exit"):
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
        self._show_board()

    def _cpu_turn(self) -> None:
        game = self.game
        seat = self.seats[game.to_move]
        assert seat.level is not None
        seed = self._seeds.getrandbits(63) if self._seeds is not None else None
        self.say()
        # Say so before the search: a strong level may think for seconds.
        self.out.write(f"{_seat_label(self.seats, game.to_move)} is thinking... ")
        self.out.flush()
        cell = ai.choose_move(game, seat.level, seed=seed)
        game.play(cell)
        self.say(f"and plays {format_cell(cell)}")
        self._show_board()

    def _undo(self) -> None:
        game = self.game
        if not game.moves:
            self.say("  Nothing to undo.")
            return
        taken = [game.undo()]
        # Against a CPU, go back to the latest turn of a person: the CPU would replay otherwise.
        while game.ply > 0 and self.seats[game.to_move].kind == "cpu":
            taken.append(game.undo())
        self.say(f"Undid {format_moves(taken)}.")
        self._show_board()

    def _redo(self) -> None:
        game = self.game
        if not game.redo_moves:
            self.say("  Nothing to redo.")
            return
        replayed = [game.redo()]
        while game.redo_moves and self.seats[game.to_move].kind == "cpu":
            replayed.append(game.redo())
        self.say(f"Redid {format_moves(replayed)}.")
        self._show_board()

    def _save(self, path: str) -> None:
        if not path:
            self.say("  Save needs a file name: s FILE")
            return
        try:
            record.save(self.game, path, self.seats, self.created)
        except OSError as error:
            self.say(f"  Could not save to {path}: {error.strerror or error}")
            return
        self.say(f"Saved to {path}.")

    def _announce(self, outcome: Outcome | None) -> None:
        assert outcome is not None
        game = self.game
        rules = game.rules
        if not outcome.winners:
            if rules.target > 1 and max(game.scores) > 0:
                self.say(
                    f"The board is full after move {game.ply}: a draw, "
                    f"every player has {game.scores[0]} lines."
                )
            else:
                self.say(f"The board is full after move {game.ply}: a draw.")
            return
        names = " and ".join(_seat_label(self.seats, p) for p in outcome.winners)
        count = game.scores[outcome.winners[0]]
        if len(outcome.winners) > 1:
            self.say(
                f"The board is full after move {game.ply}: {names} share the win "
                f"with {count} lines each."
            )
        elif rules.target == 1 and len(outcome.lines) == 1:
            self.say(
                f"{names} wins with move {game.ply}, the line {format_moves(outcome.lines[0])}."
            )
            return
        elif game.scores[outcome.winners[0]] >= rules.target:
            self.say(f"{names} wins with move {game.ply}, completing {count} lines.")
        else:
            self.say(f"The board is full after move {game.ply}: {names} wins with {count} lines.")
        self.say("Winning lines:")
        for line in outcome.lines:
            self.say(f"  {format_moves(line)}")


# -- entry point ----------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    """The parser of `hyperrow play` and `hyperrow match`."""
    parser = argparse.ArgumentParser(
        prog="hyperrow", description="k-in-a-row on boards of any dimension, in the terminal."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    play = commands.add_parser(
        "play",
        help="play a game in the terminal",
        description="Play a game in the terminal, typing coordinates (h in the game for help).",
    )
    play.add_argument(
        "--rules",
        choices=sorted(PRESETS),
        metavar="NAME",
        help=f"a preset: {', '.join(PRESETS)} (default {DEFAULT_RULES})",
    )
    play.add_argument("--shape", help="a custom board, sizes per axis, e.g. 4x4x4")
    play.add_argument("--k", type=int, help="stones in a row that make a line")
    play.add_argument("--gravity", metavar="AXIS", help="axis the stones fall along (x, y, z, …)")
    play.add_argument("--players-count", type=int, metavar="N", help="number of players, 2 to 4")
    play.add_argument("--target", type=int, metavar="N", help="lines a player needs to win")
    play.add_argument("--blocked-centre", action="store_true", help="block the centre cell")
    play.add_argument(
        "--players",
        metavar="LIST",
        help=f"who plays, in turn: human, cpu or cpu:LEVEL, comma-separated "
        f"(default {DEFAULT_PLAYERS}); levels: {', '.join(ai.LEVELS)}",
    )
    play.add_argument("--load", metavar="FILE", help="resume a saved game")
    play.add_argument("--seed", type=int, help="seed for the CPU players' random choices")
    match.add_arguments(
        commands.add_parser("match", help="CPU against CPU", description="CPU against CPU.")
    )
    return parser


def _stream_reader(stream: TextIO, out: TextIO) -> ReadLine:
    def read_line(prompt: str) -> str | None:
        out.write(prompt)
        out.flush()
        line = stream.readline()
        return line.rstrip("\r\n") if line else None

    return read_line


def _console_reader(prompt: str) -> str | None:
    try:
        return input(prompt)
    except EOFError:
        return None


def _setup(args: argparse.Namespace) -> tuple[Game, tuple[PlayerInfo, ...], datetime | None]:
    """The game, seats and creation time the play options ask for; raises ValueError."""
    seats = parse_players(args.players) if args.players else None
    if args.load:
        custom = (args.rules, args.shape, args.k, args.gravity, args.players_count, args.target)
        if any(option is not None for option in custom) or args.blocked_centre:
            raise ValueError("--load takes the rules from the file; leave out the rule options")
        try:
            saved = record.load_record(args.load)
        except OSError as error:
            raise ValueError(f"cannot read {args.load}: {error.strerror or error}") from None
        except RecordError as error:
            raise ValueError(f"{args.load} is not a game hyperrow can open: {error}") from None
        if seats is None:
            seats = saved.players
        if len(seats) != saved.rules.players:
            raise ValueError(
                f"--players: {len(seats)} given, but the saved game has "
                f"{saved.rules.players} players"
            )
        for number, seat in enumerate(seats, 1):
            if seat.kind == "cpu" and seat.level not in ai.LEVELS:
                raise ValueError(
                    f"player {number} of the saved game is a CPU of level {seat.level!r}, "
                    f"unknown here; choose the players with --players"
                )
        return saved.game, tuple(seats), saved.created
    rules = rules_from_args(args)
    if seats is None:
        seats = parse_players(DEFAULT_PLAYERS)
        seats += tuple(PlayerInfo(f"Player {n + 1}") for n in range(len(seats), rules.players))
        seats = seats[: rules.players]
    elif args.players_count is not None and args.players_count != len(seats):
        raise ValueError(
            f"--players lists {len(seats)} players but --players-count is {args.players_count}"
        )
    if len(seats) != rules.players:
        rules = replace(rules, players=len(seats))
    return Game(rules), seats, None


def main(
    argv: Sequence[str] | None = None,
    *,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
) -> int:
    """Run `hyperrow play …` or `hyperrow match …` (`argv` starts with the subcommand) and
    return the exit code. `stdin`/`stdout` replace the console, for tests."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else 0
    if args.command == "match":
        return match.run(args)
    try:
        game, seats, created = _setup(args)
    except ValueError as error:
        sys.stderr.write(f"hyperrow play: {error}\n")
        return 2
    out = stdout if stdout is not None else sys.stdout
    if stdin is None and stdout is None:
        read_line: ReadLine = _console_reader
    else:
        read_line = _stream_reader(stdin if stdin is not None else sys.stdin, out)
    try:
        return TerminalGame(game, seats, read_line, out, seed=args.seed, created=created).run()
    except KeyboardInterrupt:
        out.write("\nInterrupted: quitting.\n")
        return 130
    except BrokenPipeError:
        # The reader went away (`hyperrow play | head`): nothing more can be shown.
        return 1
