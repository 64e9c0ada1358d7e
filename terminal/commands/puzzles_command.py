"""`hyperrow puzzles`: `--list --json` prints every shipped puzzle; `build BOARD` makes a pack
from CPU games (engine.puzzles.pack_builder); `play` plays one at the terminal, typed moves
checked by proof and answered by the engine's best defence, in the language in use."""

from __future__ import annotations

import argparse
import datetime
import json
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from engine.notation import NotationError, format_cell, parse_move
from engine.puzzles import pack
from engine.puzzles.attempt import PuzzleRun, Step, Verdict
from engine.puzzles.daily import daily_puzzle
from engine.puzzles.pack_builder import OPENING_PLIES, BuildProgress, build_pack, recheck
from engine.puzzles.progress import load_record, save_record
from engine.puzzles.puzzle import DIFFICULTIES, Difficulty, Kind, Puzzle
from engine.puzzles.symmetry import symmetries
from engine.rules import Cell
from terminal.commands.board_text import SYMBOLS, preset_title, render_board
from terminal.commands.play import ReadLine, console_reader, stream_reader
from terminal.commands.terminal_data_folder import add_data_dir_option, data_folder
from wording.language import N_, _, add_language_option, use_language
from wording.play_words import notation_text, os_error_text, refusal_text

_DIFFICULTY_WORDS = {
    Difficulty.EASY: N_("Easy"),
    Difficulty.MEDIUM: N_("Medium"),
    Difficulty.HARD: N_("Hard"),
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the `puzzles` options and its `build` and `play` commands to `parser`."""
    parser.add_argument("--list", action="store_true", help=_("list every shipped puzzle"))
    parser.add_argument("--json", action="store_true", help=_("as JSON, one puzzle a line"))
    commands = parser.add_subparsers(dest="puzzles_command", metavar="COMMAND")
    build = commands.add_parser(
        "build",
        help=_("make a puzzle pack from CPU games"),
        description=_("Make a pack of engine-proven puzzles on a board from CPU games."),
    )
    build.add_argument("board", choices=pack.BOARDS, metavar="BOARD", help=", ".join(pack.BOARDS))
    build.add_argument("--count", type=int, default=210, metavar="N", help=_("puzzles to make"))
    build.add_argument("--seed", type=int, default=0, help=_("seed of the CPU games"))
    build.add_argument(
        "--output", metavar="FILE", help=_("where to write the pack (default: the shipped one)")
    )
    build.add_argument(
        "--opening",
        type=int,
        default=OPENING_PLIES,
        metavar="N",
        help=_("random moves that open each CPU game (default: {n})").format(n=OPENING_PLIES),
    )
    build.add_argument(
        "--recheck",
        action="store_true",
        help=_("keep the shipped puzzles that are proven again, and add new ones to them"),
    )
    check = commands.add_parser(
        "check",
        help=_("prove every puzzle of the shipped packs again"),
        description=_(
            "Prove every shipped puzzle again under its proof: its answer the only one, the "
            "replies in its solution the longest defence."
        ),
    )
    check.add_argument(
        "boards",
        nargs="*",
        type=_board,
        metavar="BOARD",
        help=", ".join(pack.BOARDS),
    )
    play = commands.add_parser(
        "play",
        help=_("solve a puzzle in the terminal"),
        description=_("Solve a puzzle in the terminal, typing moves (h for help)."),
    )
    play.add_argument("--board", choices=pack.BOARDS, metavar="NAME", help=", ".join(pack.BOARDS))
    play.add_argument(
        "--difficulty", choices=[str(d) for d in DIFFICULTIES], help="easy, medium, hard"
    )
    play.add_argument("--daily", action="store_true", help=_("today's puzzle"))
    play.add_argument("--seed", type=int, help=_("seed of the puzzle's choice"))
    add_data_dir_option(play)
    add_language_option(play)


def _board(text: str) -> str:
    """A board with a pack (argparse's choices would refuse an empty list of them)."""
    if text not in pack.BOARDS:
        raise argparse.ArgumentTypeError(
            _("{board!r} has no puzzles: {boards}").format(
                board=text, boards=", ".join(pack.BOARDS)
            )
        )
    return text


def run(args: argparse.Namespace, stdin: TextIO | None, out: TextIO) -> int:
    """Run the `puzzles` command `args` asks for; returns the exit code."""
    if args.puzzles_command == "build":
        return _build(args)
    if args.puzzles_command == "check":
        return _check(args.boards or pack.BOARDS, out)
    if args.puzzles_command == "play":
        use_language(args.lang)
        read_line = console_reader if stdin is None else stream_reader(stdin, out)
        return _play(args, read_line, out)
    if args.list:
        return _list(out, as_json=args.json)
    sys.stderr.write(_("hyperrow puzzles: give --list, build, check or play") + "\n")
    return 2


def _list(out: TextIO, *, as_json: bool) -> int:
    try:
        puzzles = pack.all_shipped()
    except pack.PackError as error:
        sys.stderr.write(f"hyperrow puzzles: {error}\n")
        return 1
    for puzzle in puzzles:
        if as_json:
            out.write(json.dumps(puzzle.to_data()) + "\n")
        else:
            out.write(f"{puzzle.ident} {_task(puzzle)} [{puzzle.proof}]\n")
    return 0


def _check(boards: Sequence[str], out: TextIO) -> int:
    failed = False
    for board in boards:
        try:
            puzzles = pack.check_pack(pack.pack_path(board))
        except pack.PackError as error:
            sys.stderr.write(f"hyperrow puzzles check: {error}\n")
            failed = True
            continue
        line = _("{board}: {count} puzzles, each proven again")
        out.write(line.format(board=board, count=len(puzzles)) + "\n")
    return 1 if failed else 0


def _build(args: argparse.Namespace) -> int:
    if args.count < 1:
        sys.stderr.write(_("hyperrow puzzles build: --count must be at least 1") + "\n")
        return 2

    def report(progress: BuildProgress) -> None:
        line = _("{games} games, {found} of {count} puzzles").format(
            games=progress.games, found=progress.found, count=progress.count
        )
        sys.stderr.write(line + "\n")

    path = Path(args.output) if args.output else pack.SOURCE_FOLDER / f"{args.board}.json"
    kept: list[Puzzle] = []
    if args.recheck:
        try:
            old = pack.load_pack(pack.SOURCE_FOLDER / f"{args.board}.json", check=False)
        except pack.PackError as error:
            sys.stderr.write(f"hyperrow puzzles build: {error}\n")
            return 1
        kept = [proven for puzzle in old if (proven := recheck(puzzle)) is not None]
        line = _("{kept} of {count} shipped puzzles proven again")
        sys.stderr.write(line.format(kept=len(kept), count=len(old)) + "\n")
    puzzles = build_pack(
        args.board,
        args.count,
        seed=args.seed,
        progress=report,
        start=kept,
        opening_plies=args.opening,
    )
    try:
        pack.save_pack(path, args.board, puzzles)
    except OSError as error:
        sys.stderr.write(f"hyperrow puzzles build: {path}: {os_error_text(error)}\n")
        return 1
    sys.stderr.write(_("{count} puzzles written to {path}").format(count=len(puzzles), path=path))
    sys.stderr.write("\n")
    return 0


def _choose(args: argparse.Namespace) -> Puzzle:
    """The puzzle `play` asks for; raises PackError."""
    if args.daily:
        return daily_puzzle(datetime.date.today())
    rng = random.Random(args.seed)
    board = args.board or rng.choice(pack.BOARDS)
    puzzles = [
        p
        for p in pack.shipped(board)
        if args.difficulty is None or p.difficulty == Difficulty(args.difficulty)
    ]
    if not puzzles:
        raise pack.PackError(
            _("{board} has no {level} puzzles").format(board=board, level=args.difficulty)
        )
    puzzle = rng.choice(puzzles)
    return puzzle.transformed(rng.choice(symmetries(puzzle.rules)))


def help_text() -> str:
    """The help of puzzle play."""
    return _(
        "Moves: 1-based coordinates in axis order, x first, as in hyperrow play.\n"
        "Commands:\n"
        "  r          retry from the puzzle's position\n"
        "  s          show the solution, move by move\n"
        "  b          show the board again\n"
        "  h or ?     this help\n"
        "  q          quit"
    )


def _task(puzzle: Puzzle) -> str:
    board = preset_title(puzzle.board)
    level = _(_DIFFICULTY_WORDS[puzzle.difficulty])
    symbol = SYMBOLS[len(puzzle.moves) % 2]
    if puzzle.kind is Kind.WIN:
        return _("{board} ({level}): {symbol} to move wins in {count}").format(
            board=board, level=level, symbol=symbol, count=puzzle.win_in
        )
    return _(
        "{board} ({level}): {symbol} to move has one move that saves the game "
        "(any other loses within {count})"
    ).format(board=board, level=level, symbol=symbol, count=puzzle.win_in)


def _play(args: argparse.Namespace, read_line: ReadLine, out: TextIO) -> int:
    try:
        puzzle = _choose(args)
    except pack.PackError as error:
        sys.stderr.write(f"hyperrow puzzles: {error}\n")
        return 1
    folder = data_folder(args)
    run = PuzzleRun(puzzle)

    def say(text: str) -> None:
        out.write(text + "\n")

    say(_task(puzzle))
    say(proof_text(puzzle))
    say(render_board(run.game))
    while True:
        line = read_line(_("Your move (h for help): "))
        if line is None or line.strip().lower() == "q":
            return 0
        text = line.strip().lower()
        if text in ("h", "?"):
            say(help_text())
        elif text == "b":
            say(render_board(run.game))
        elif text == "r":
            run.retry()
            say(_("Back to the puzzle's position."))
            say(render_board(run.game))
        elif text == "s":
            _show_solution(run, say)
        elif run.finished:
            say(_("The puzzle is over: r to retry, s for the solution, q to quit."))
        elif text:
            verdict = _move(run, text, say)
            if verdict is Verdict.WRONG and run.failed:
                _keep(folder, run, solved=False)
            if verdict is Verdict.SOLVED:
                if not run.failed:
                    _keep(folder, run, solved=True)
                return 0


def _keep(folder: Path, run: PuzzleRun, *, solved: bool) -> None:
    """Count the first try at the puzzle in the record in `folder` (quietly skipped when the
    folder cannot be written: the puzzle itself is not lost)."""
    record = load_record(folder)
    # Under the pack's name, as the window counts it, whatever image of the board was shown.
    try:
        puzzle = pack.pack_puzzle_of(run.puzzle)
    except pack.PackError:
        puzzle = run.puzzle
    try:
        save_record(folder, record.after(puzzle.ident, puzzle.difficulty, solved=solved))
    except OSError:
        return


def _show_solution(run: PuzzleRun, say: Callable[[str], None]) -> None:
    """The solution from the puzzle's position, a board after each move."""
    game = run.solution_position()
    say(_("The solution:"))
    for cell in run.puzzle.solution:
        game.play(cell)
        mover = SYMBOLS[(game.ply - 1) % 2]
        say(_("{symbol} plays {cell}").format(symbol=mover, cell=format_cell(cell)))
        say(render_board(game))


def _move(run: PuzzleRun, text: str, say: Callable[[str], None]) -> Verdict | None:
    """Play the typed move and say what it did; None when it is not a move."""
    game = run.game
    try:
        cell = parse_move(text, game)
    except NotationError as error:
        say(notation_text(error, game.rules))
        return None
    refusal = game.why_not(cell)
    if refusal is not None:
        say(refusal_text(refusal))
        return None
    step = run.play(cell)
    if step.verdict is Verdict.SOLVED:
        say(render_board(run.game))
        say(_("Solved!"))
        return step.verdict
    if step.verdict is Verdict.SLOWER:
        say(
            _("{cell} wins too, in {count}; find the win in {left}.").format(
                cell=format_cell(cell), count=step.wins_in, left=run.left
            )
        )
        return step.verdict
    if step.verdict is Verdict.WRONG:
        say(_wrong_text(run, cell, step))
    elif step.reply is not None:
        say(_("The engine answers {cell}.").format(cell=format_cell(step.reply)))
    say(render_board(run.game))
    if step.verdict is Verdict.WRONG:
        say(_("r to retry, s for the solution, q to quit."))
    return step.verdict


def _wrong_text(run: PuzzleRun, cell: Cell, step: Step) -> str:
    """What a wrong move did, as far as the puzzle's proof says, and the engine's answer."""
    move = format_cell(cell)
    reply = "" if step.reply is None else format_cell(step.reply)
    if step.engine_won:
        return _("{cell} loses: the engine answers {reply} and wins.").format(
            cell=move, reply=reply
        )
    if run.puzzle.kind is Kind.DEFEND:
        text = (
            _("{cell} does not save the game.")
            if step.reply is None
            else _("{cell} does not save the game: the engine answers {reply}.")
        )
        return text.format(cell=move, reply=reply)
    if run.puzzle.proof.exact:
        text = (
            _("{cell} does not win.")
            if step.reply is None
            else _("{cell} does not win: the engine answers {reply}.")
        )
        return text.format(cell=move, reply=reply)
    text = (
        _("{cell} does not win within {count} of your moves.")
        if step.reply is None
        else _("{cell} does not win within {count} of your moves: the engine answers {reply}.")
    )
    return text.format(cell=move, reply=reply, count=run.left)


def proof_text(puzzle: Puzzle) -> str:
    """What proves the puzzle's answer, and how far."""
    depth = puzzle.proof.depth
    if depth is None:
        if puzzle.kind is Kind.WIN:
            return _("Proof: hyperrow's exact solver. No other move wins at all.")
        return _("Proof: hyperrow's exact solver. Every other move loses; this one does not.")
    if puzzle.kind is Kind.WIN:
        return _(
            "Proof: a search {depth} of your moves deep. No other first move wins within {depth} "
            "moves; a slower win may exist."
        ).format(depth=depth)
    return _(
        "Proof: a search {depth} of the other side's moves deep. After the saving move it has "
        "no forced win within {depth} moves; every other move loses."
    ).format(depth=depth)
