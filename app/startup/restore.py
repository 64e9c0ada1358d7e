"""The game the window opens with: a FILE from the command line, a new game, or the last game
from the autosave (or a first game against the CPU)."""

from __future__ import annotations

import contextlib
import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.model.data.data_folder import DataFolder
    from app.model.session.game_session import GameSession
    from engine import Game
    from engine.players import PlayerInfo

log = logging.getLogger("hyperrow")


@dataclass
class Start:
    """What the command line asks the window to start with."""

    data_dir: Path | None
    screenshot: Path | None
    software_gl: bool = False
    info: bool = False
    game: Game | None = None  # a new game (--rules/--players) or an opened FILE
    players: tuple[PlayerInfo, ...] | None = None
    file: Path | None = None
    unopened: Path | None = None
    """A FILE from the command line that is no game the window can open: the window starts
    with the last game and then says why, as File → Open would (open_unopened_file)."""
    lang: str | None = None  # --lang: the language to speak instead of the system's
    desktop: str | None = None  # "install" or "uninstall" the desktop entry, then quit
    mute: bool = False  # --mute: no sound in this run
    reduce_motion: bool = False  # --reduce-motion: no animation in this run


def restore_game(session: GameSession, data: DataFolder, start: Start) -> None:
    """Put the game the start asks for into `session`: an opened FILE, a new game, or else the
    last game from the autosave (or a first game against the CPU)."""
    from engine import PRESETS
    from engine.record import RecordError, rules_from_data

    if start.file is not None:
        session.open_file(start.file)
        if start.players is not None:
            session.set_players(start.players)
        data.add_recent_file(str(start.file.resolve()))
        return
    if start.game is not None:
        session.new_game(start.game, start.players or last_players(data) or first_players())
        return
    if data.autosave_path.exists():
        file = data.text("game/file")
        dirty = data.value("game/dirty") in (True, "true")
        try:
            session.restore(data.autosave_path, Path(file) if file else None, dirty)
            if file and not dirty:
                restore_from_file(session, Path(file))
        except RecordError as error:
            # Keep the unreadable autosave for inspection (if the folder can be written); start
            # afresh.
            log.warning("could not restore the last game: %s", error)
            with contextlib.suppress(OSError):
                data.autosave_path.replace(data.autosave_path.with_suffix(".unreadable"))
        else:
            return
    rules = PRESETS["qubic"]
    saved = data.text("last/rules")
    if saved:
        try:
            rules = rules_from_data(json.loads(saved), "last/rules")
        except ValueError as error:
            # RecordError names the bad field; a JSONDecodeError says where the text breaks.
            log.warning("ignored bad last rules in the settings: %s", error)
    session.new_game(rules, last_players(data) or first_players())


def restore_from_file(session: GameSession, file: Path) -> None:
    """A game saved to its file after the autosave failed: the file has moves the autosave
    missed, so bring back the file's game instead."""
    from engine import record

    try:
        kept = record.load_record(file).game
    except (OSError, record.RecordError):
        return
    game = session.game
    if (kept.moves, kept.redo_moves) != (game.moves, game.redo_moves):
        session.restore(file, file, dirty=False)


def first_players() -> tuple[PlayerInfo, ...]:
    """Who plays when nothing says otherwise: a person against the CPU, as in `hyperrow play`."""
    from engine import ai
    from engine.players import DEFAULT_PLAYERS, parse_players

    return parse_players(DEFAULT_PLAYERS, ai.LEVELS)


def last_players(data: DataFolder) -> tuple[PlayerInfo, ...] | None:
    """The seats of the last new game, from the settings."""
    from engine.players import PlayerInfo

    try:
        seats = json.loads(data.text("last/players"))
        return tuple(PlayerInfo(s["name"], s["kind"], s["level"]) for s in seats)
    except (ValueError, TypeError, KeyError):
        return None
