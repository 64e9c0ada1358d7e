"""`hyperrow export FILE`: a saved game to share. `--gif OUT` writes it as an animated GIF (a
frame for the start and each move, the winning line marked on the last, which is held longer),
`--png OUT` its final position, `--code` prints its short text code, which `hyperrow play --code`
starts from (engine.library.game_code). The pictures are drawn by `pictures`, which the window
uses too."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from engine import record
from engine.library.game_code import encode
from engine.record import RecordError, cannot_read
from wording.language import _, add_language_option, use_language
from wording.play_words import os_error_text
from wording.record_words import record_text


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the `export` options to `parser`."""
    parser.add_argument("file", metavar="FILE", help=_("the saved game to share"))
    parser.add_argument(
        "--gif",
        metavar="OUT",
        help=_(
            "write the game to OUT as an animated GIF, a frame a move, the last (the winning "
            "line marked) held longer"
        ),
    )
    parser.add_argument(
        "--png",
        metavar="OUT",
        help=_("write the final position to OUT as a PNG, the winning line marked"),
    )
    parser.add_argument(
        "--code",
        action="store_true",
        help=_("print the game's short code, which hyperrow play --code starts from"),
    )
    add_language_option(parser)


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Write or print what `args` ask for of the game they name; returns the exit code (2 for a
    bad file or option, 1 when a picture cannot be written)."""
    # The pictures and Pillow load only when `export` runs: the other tools start without them.
    from pictures.game_pictures import write_gif, write_png
    from pictures.picture_layout import PictureTooLarge

    use_language(args.lang)
    if args.gif is None and args.png is None and not args.code:
        return _fail(_("say what to make of FILE: --gif OUT, --png OUT or --code"))
    path = Path(args.file)
    try:
        game = record.load_record(path).game
    except OSError as error:
        return _fail(f"{path}: {record_text(cannot_read(error))}")
    except RecordError as error:
        problem = _("{path}: not a game hyperrow can open: {reason}")
        return _fail(problem.format(path=path, reason=record_text(error.problem)))
    if args.gif is not None:
        gif = Path(args.gif)
        try:
            frames = write_gif(game, gif)
        except PictureTooLarge as large:
            return _fail(
                _(
                    "--gif: {moves} moves are too many for an animation of this board (at most "
                    "{most}); --png draws the final position"
                ).format(moves=large.moves, most=large.most)
            )
        except OSError as error:
            return _cannot_write(gif, error)
        out.write(
            _("The game is drawn in {path}: {frames} frames, the start and each move.").format(
                path=gif, frames=frames
            )
            + "\n"
        )
    if args.png is not None:
        png = Path(args.png)
        try:
            write_png(game, png)
        except OSError as error:
            return _cannot_write(png, error)
        out.write(_("The final position is drawn in {path}.").format(path=png) + "\n")
    if args.code:
        out.write(encode(game) + "\n")
    return 0


def _fail(problem: str) -> int:
    sys.stderr.write(f"hyperrow export: {problem}\n")
    return 2


def _cannot_write(path: Path, error: OSError) -> int:
    reason = os_error_text(error)
    sys.stderr.write(
        "hyperrow export: " + _("cannot write {path}: {reason}").format(path=path, reason=reason)
    )
    sys.stderr.write("\n")
    return 1
