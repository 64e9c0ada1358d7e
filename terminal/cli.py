"""The terminal tools' entry: `hyperrow play` (a game with typed coordinates, see `play`),
`hyperrow match` (CPU against CPU, see `match`), `hyperrow book` (an opening book, see
`book`), `hyperrow analyse` (what each move of a saved game did, see `analyse_command`) and
`hyperrow puzzles` (engine-proven puzzles, see `puzzles_command`).
`main(argv)` takes the subcommand and its options."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TextIO

from engine.game import Game
from engine.in_play import GameInPlay
from engine.installation import MissingExtra
from engine.library import GameLibrary
from engine.players import (
    DEFAULT_PLAYERS,
)
from engine.rules import PRESETS
from terminal.commands import (
    analyse_command,
    book_command,
    export_command,
    games_command,
    match,
    puzzles_command,
    relay_command,
    stats_command,
)
from terminal.commands.play import (
    ReadLine,
    TerminalGame,
    console_reader,
    rematch_seats,
    stream_reader,
)
from terminal.commands.play_setup import DEFAULT_RULES, game_in_play, last_game_hint, play_setup
from terminal.commands.terminal_data_folder import (
    TERMINAL_GAME,
    add_data_dir_option,
    data_folder,
    terminal_game_path,
)
from terminal.network import net_options, rejoin
from wording.command_words import COMMANDS, players_help
from wording.language import _, add_language_option, options_language, use_language

# -- entry point ----------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    """The parser of the terminal tools, `hyperrow play` and the other COMMANDS."""
    parser = argparse.ArgumentParser(
        prog="hyperrow", description=_("k-in-a-row on boards of any dimension, in the terminal.")
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    play = commands.add_parser(
        "play",
        help=_(COMMANDS["play"]),
        description=_("Play a game in the terminal, typing coordinates (h in the game for help)."),
    )
    play.add_argument(
        "--rules",
        choices=sorted(PRESETS),
        metavar="NAME",
        help=_("a preset: {names} (default {default})").format(
            names=", ".join(PRESETS), default=DEFAULT_RULES
        ),
    )
    play.add_argument("--shape", help=_("a custom board, sizes per axis, e.g. 4x4x4"))
    play.add_argument("--k", type=int, help=_("stones in a row that make a line"))
    play.add_argument(
        "--gravity", metavar="AXIS", help=_("axis the stones fall along (x, y, z, …)")
    )
    play.add_argument("--players-count", type=int, metavar="N", help=_("number of players, 2 to 4"))
    play.add_argument("--target", type=int, metavar="N", help=_("lines a player needs to win"))
    play.add_argument("--blocked-centre", action="store_true", help=_("block the centre cell"))
    play.add_argument(
        "--players",
        metavar="LIST",
        help=_("{players} (default {default})").format(
            players=players_help(), default=DEFAULT_PLAYERS
        ),
    )
    play.add_argument("--load", metavar="FILE", help=_("resume a saved game"))
    play.add_argument(
        "--code",
        metavar="CODE",
        help=_("go on from a game's code (hyperrow export FILE --code prints one)"),
    )
    play.add_argument(
        "--resume",
        action="store_true",
        help=_(
            "go on with the last game kept in the data folder: the terminal game, the hosted "
            "network game (on its old address) or the joined one (in the same seat), whichever "
            "was played last"
        ),
    )
    add_data_dir_option(play)
    play.add_argument(
        "--no-autosave",
        action="store_true",
        help=_("do not keep the game in the data folder after every move"),
    )
    play.add_argument("--seed", type=int, help=_("seed for the CPU players' random choices"))
    play.add_argument(
        "--clock",
        metavar="MIN+SEC",
        help=_("a time control: minutes per side plus seconds added per move, e.g. 5+3"),
    )
    online = play.add_argument_group(_("network play"))
    online.add_argument(
        "--host",
        metavar="[ADDRESS:]PORT",
        help=_("host a network game (port 0 picks a free one); seats of kind remote are joined"),
    )
    online.add_argument(
        "--join", metavar="HOST:PORT", help=_("join a network game (with --relay: its invite code)")
    )
    online.add_argument(
        "--relay",
        metavar="URL",
        help=_("host or join through a relay, e.g. ws://relay.example:8765"),
    )
    online.add_argument(
        "--relay-ca",
        metavar="FILE",
        default="",
        help=_("trust only this CA certificate (PEM) for a wss:// relay, not the system's"),
    )
    online.add_argument("--watch", action="store_true", help=_("with --join: only watch"))
    online.add_argument(
        "--rejoin-wait",
        type=float,
        default=rejoin.REJOIN_SECONDS,
        metavar="SECONDS",
        help=_(
            "with --resume of a joined game: how long to try to reach its host before playing "
            "on alone (default {seconds:.0f})"
        ).format(seconds=rejoin.REJOIN_SECONDS),
    )
    online.add_argument(
        "--find",
        nargs="?",
        const="",
        metavar="INTERFACE",
        help=_("list the games hosted on the local network (on one interface's address, or all)"),
    )
    online.add_argument("--name", help=_("your name as the other players see it"))
    add_language_option(play)
    match.add_arguments(
        commands.add_parser("match", help=_(COMMANDS["match"]), description=_("CPU against CPU."))
    )
    relay_command.add_arguments(
        commands.add_parser(
            "relay",
            help=_(COMMANDS["relay"]),
            description=_("Pair hosts and joiners by invite code and forward their messages."),
        )
    )
    book_command.add_arguments(
        commands.add_parser(
            "book",
            help=_(COMMANDS["book"]),
            description=_("Build a game's opening book with the exact solver."),
        )
    )
    analyse_command.add_arguments(
        commands.add_parser(
            "analyse",
            help=_(COMMANDS["analyse"]),
            description=_(
                "Show what every move of a saved game did: the mover's result before and after "
                "it, proven where the engine can, the mistakes and better moves."
            ),
        )
    )
    stats_command.add_arguments(
        commands.add_parser(
            "stats",
            help=_(COMMANDS["stats"]),
            description=_(
                "Show your wins, draws and losses in the games finished in the window, "
                "against each CPU level on each board and against people."
            ),
        )
    )
    games_command.add_arguments(
        commands.add_parser(
            "games",
            help=_("list the games kept in the data folder"),
            description=_(
                "List every game kept in the data folder's library, newest first: its board, "
                "players, moves, result and when it began."
            ),
        )
    )
    export_command.add_arguments(
        commands.add_parser(
            "export",
            help=_(COMMANDS["export"]),
            description=_(
                "Write a saved game to share: as an animated GIF, a frame a move; its final "
                "position as a PNG; or its short code, which hyperrow play --code starts from."
            ),
        )
    )
    puzzles_command.add_arguments(
        commands.add_parser(
            "puzzles",
            help=_(COMMANDS["puzzles"]),
            description=_(
                "Puzzles from real play, proven by the engine: win in N, or find the one move "
                "that saves the game."
            ),
        )
    )
    return parser


def _resumes_network_game(args: argparse.Namespace) -> bool:
    """Whether `--resume` means a network game, hosted or joined: one is kept in the data
    folder and it was played more lately than the terminal game kept beside it (if any)."""
    if not args.resume:
        return False
    folder = data_folder(args)
    kept = net_options.newest_network_game(folder)
    if kept is None:
        return False
    network, terminal = folder / kept, folder / TERMINAL_GAME
    return not terminal.exists() or network.stat().st_mtime >= terminal.stat().st_mtime


def main(
    argv: Sequence[str] | None = None,
    *,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
) -> int:
    """Run `hyperrow play …`, `match …`, `relay …`, `book …` or `analyse …` (`argv` starts with
    the subcommand) and return the exit code. `stdin`/`stdout` replace the console, for
    tests."""
    arguments = sys.argv[1:] if argv is None else list(argv)
    # Only `hyperrow play` and `hyperrow puzzles play` have --lang.
    playing = arguments[:1] == ["play"] or arguments[:2] == ["puzzles", "play"]
    try:
        with options_language(arguments if playing else []):
            args = build_parser().parse_args(arguments)
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else 0
    try:
        return _run(args, stdin, stdout)
    except MissingExtra as missing:
        sys.stderr.write(
            _(
                "hyperrow {command}: this needs {module}, which this installation leaves out; "
                "install it with: pip install 'hyperrow[{extra}]'"
            ).format(command=args.command, module=missing.module, extra=missing.extra)
            + "\n"
        )
        return 1


def _run(args: argparse.Namespace, stdin: TextIO | None, stdout: TextIO | None) -> int:
    if args.command == "match":
        return match.run(args)
    if args.command == "book":
        return book_command.run(args)
    out = stdout if stdout is not None else sys.stdout
    if args.command == "analyse":
        return analyse_command.run(args, out)
    if args.command == "relay":
        return relay_command.run(args)
    if args.command == "stats":
        return stats_command.run(args, out)
    if args.command == "games":
        return games_command.run(args, out)
    if args.command == "export":
        return export_command.run(args, out)
    if args.command == "puzzles":
        return puzzles_command.run(args, stdin, out)
    use_language(args.lang)
    resumes_network = _resumes_network_game(args)
    network_options = (args.join, args.host is not None, resumes_network, args.relay, args.watch)
    if any(network_options) or args.find is not None:
        try:
            return net_options.run(args, stdin or sys.stdin, out, play_setup)
        except ValueError as error:
            sys.stderr.write(f"hyperrow play: {error}\n")
            return 2
        except KeyboardInterrupt:
            out.write("\n" + _("Interrupted: quitting.") + "\n")
            return 130
    try:
        in_play = game_in_play(args)
        if any(seat.is_remote for seat in in_play.players):
            raise ValueError(_("--players: a remote seat needs a network game: add --host PORT"))
    except ValueError as error:
        sys.stderr.write(f"hyperrow play: {error}\n")
        return 2
    if stdin is None and stdout is None:
        read_line: ReadLine = console_reader
    else:
        read_line = stream_reader(stdin if stdin is not None else sys.stdin, out)
    autosave = None if args.no_autosave else terminal_game_path(data_folder(args))
    if autosave is not None and not (args.resume or args.load):
        hint = last_game_hint(autosave)
        if hint is not None:
            out.write(hint + "\n")
    try:
        control = net_options.time_control(args.clock)
    except ValueError as error:
        sys.stderr.write(f"hyperrow play: {error}\n")
        return 2

    # Every game played at the terminal is kept in the data folder's library as it goes (not
    # with --no-autosave, which keeps nothing).
    library = None if args.no_autosave else GameLibrary(data_folder(args))

    def terminal_game(game: GameInPlay) -> TerminalGame:
        game.library = library
        return TerminalGame(
            game, game.players, read_line, out, seed=args.seed, autosave=autosave, control=control
        )

    terminal = terminal_game(in_play)
    try:
        # After the end, the same game again with the seats swapped, for as long as asked,
        # under the same time control as the game before.
        while (code := terminal.run()) == 0 and terminal.ended and terminal.ask_again():
            control = control or terminal.in_play.clock.control
            rules = terminal.game.rules
            terminal = terminal_game(GameInPlay(Game(rules), rematch_seats(terminal.seats)))
        return code
    except KeyboardInterrupt:
        out.write("\n" + _("Interrupted: quitting.") + "\n")
        return 130
    except BrokenPipeError:
        # The reader went away (`hyperrow play | head`): nothing more can be shown.
        return 1
