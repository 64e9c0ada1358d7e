"""What `hyperrow play` starts with: the rules its options describe, and the game in play they
ask for (a new one, or a file's with all it kept); the line about an unfinished terminal game a
new one would replace."""

from __future__ import annotations

import argparse
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from engine import ai, record
from engine.game import Game
from engine.in_play import GameInPlay
from engine.library.game_code import GameCodeError, decode
from engine.players import DEFAULT_PLAYERS, PlayerInfo, fit_seats, parse_players, unknown_level
from engine.record import RecordError, cannot_read
from engine.rules import AXIS_NAMES, MAX_SIZE, PRESETS, Rules, RulesError, centre
from terminal.commands.games_command import code_problem_text
from terminal.commands.terminal_data_folder import data_folder, terminal_game_path
from wording.language import _
from wording.play_words import rules_text
from wording.record_words import record_text

DEFAULT_RULES = "qubic"


def _parse_shape(text: str) -> tuple[int, ...]:
    parts = text.lower().replace("×", "x").split("x")
    if not all(p.strip().isdigit() for p in parts):
        raise ValueError(_("--shape: {text!r}, expected sizes like 4x4x4").format(text=text[:40]))
    # Refuse long numbers before int(), which cannot convert more than 4,300 digits.
    if any(len(p.strip().lstrip("0")) > len(str(MAX_SIZE)) for p in parts):
        raise ValueError(
            _("--shape: sizes go from 1 to {largest}, e.g. 4x4x4").format(largest=MAX_SIZE)
        )
    return tuple(int(p) for p in parts)


def _parse_axis(text: str, ndim: int) -> int | None:
    name = text.strip().lower()
    if name in ("none", "-", ""):
        return None
    if len(name) == 1 and name in AXIS_NAMES[:ndim]:
        return AXIS_NAMES.index(name)
    raise ValueError(
        _("--gravity: {text!r}, expected none or an axis of this board: {axes}").format(
            text=text, axes=", ".join(AXIS_NAMES[:ndim])
        )
    )


def rules_from_args(args: argparse.Namespace) -> Rules:
    """The Rules the play options describe; raises ValueError naming the bad option or field, in
    the language in use."""
    if args.rules and args.shape:
        raise ValueError(_("give either --rules or --shape, not both"))
    try:
        return _rules(args)
    except RulesError as error:
        raise ValueError(rules_text(error.problem)) from None


def _rules(args: argparse.Namespace) -> Rules:
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
        rules = replace(rules, blocked=rules.blocked | {centre(rules.shape)})
    return rules


def play_setup(args: argparse.Namespace) -> tuple[Game, tuple[PlayerInfo, ...], datetime | None]:
    """The game, seats and creation time the play options ask for; raises ValueError."""
    in_play = game_in_play(args)
    return in_play.game, tuple(in_play.players), in_play.created


def game_in_play(args: argparse.Namespace) -> GameInPlay:
    """The game in play the options ask for: a new one, a code's (`--code`), or a file's with
    all it kept (each move's level, its clock, its analysis); raises ValueError."""
    seats = parse_players(args.players, ai.LEVELS) if args.players else None
    if args.load and args.resume:
        raise ValueError(_("give either --load or --resume, not both"))
    if args.code is not None:
        return _coded_game(args, seats)
    if args.load or args.resume:
        source = "--load" if args.load else "--resume"
        custom = (args.rules, args.shape, args.k, args.gravity, args.players_count, args.target)
        if any(option is not None for option in custom) or args.blocked_centre:
            raise ValueError(
                _("{option} takes the rules from the file; leave out the rule options").format(
                    option=source
                )
            )
        path = Path(args.load) if args.load else terminal_game_path(data_folder(args))
        if args.resume and not path.exists():
            raise ValueError(
                _(
                    "--resume: there is no terminal game to go on with ({path} does not exist)"
                ).format(path=path)
            )
        try:
            saved = record.load_record(path)
        except OSError as error:
            raise ValueError(f"{path}: {record_text(cannot_read(error))}") from None
        except RecordError as error:
            problem = _("{path}: not a game hyperrow can open: {reason}")
            raise ValueError(problem.format(path=path, reason=record_text(error.problem))) from None
        chosen = seats
        if seats is None:
            seats = saved.players
        if len(seats) != saved.rules.players:
            raise ValueError(
                _("--players lists {given} players, the saved game has {saved}").format(
                    given=len(seats), saved=saved.rules.players
                )
            )
        unknown = unknown_level(seats, ai.LEVELS)
        if unknown is not None:
            raise ValueError(
                _("{problem}; choose the players with --players").format(problem=unknown)
            )
        return GameInPlay.from_record(saved, chosen)
    rules = rules_from_args(args)
    if seats is None:
        seats = fit_seats(parse_players(DEFAULT_PLAYERS, ai.LEVELS), rules.players)
    elif args.players_count is not None and args.players_count != len(seats):
        raise ValueError(
            _("--players lists {given} players but --players-count is {count}").format(
                given=len(seats), count=args.players_count
            )
        )
    if len(seats) != rules.players:
        rules = replace(rules, players=len(seats))
    return GameInPlay(Game(rules), seats)


def _coded_game(args: argparse.Namespace, seats: tuple[PlayerInfo, ...] | None) -> GameInPlay:
    """The game of `args.code`, its rules and moves, with `seats` (else the default players);
    raises ValueError for a code given with a file or with rules, or damaged (saying where)."""
    for option, given in (("--load", args.load), ("--resume", args.resume)):
        if given:
            raise ValueError(_("give either --code or {option}, not both").format(option=option))
    custom = (args.rules, args.shape, args.k, args.gravity, args.players_count, args.target)
    if any(option is not None for option in custom) or args.blocked_centre:
        raise ValueError(_("--code takes the rules from the code; leave out the rule options"))
    try:
        game = decode(args.code)
    except GameCodeError as error:
        raise ValueError(code_problem_text(error.problem)) from None
    if seats is None:
        seats = fit_seats(parse_players(DEFAULT_PLAYERS, ai.LEVELS), game.rules.players)
    elif len(seats) != game.rules.players:
        raise ValueError(
            _("--players lists {given} players, the game of the code has {count}").format(
                given=len(seats), count=game.rules.players
            )
        )
    return GameInPlay(game, seats)


def last_game_hint(path: Path) -> str | None:
    """A line about the unfinished terminal game at `path` that a new game will replace."""
    try:
        kept = record.load_record(path)
    except (OSError, RecordError):
        return None
    last = kept.game
    if last.is_over() or kept.ending is not None or last.ply == 0:
        return None
    return _(
        "Your last terminal game ({count} moves, unfinished) is kept until you move here; "
        "to go on with it instead: hyperrow play --resume"
    ).format(count=last.ply)
