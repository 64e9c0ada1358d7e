"""Where a session's game is kept: the file it belongs to (and whether it has changes that file
lacks) and the autosave rewritten after every change (the game in play's, watched). It writes
what the session hands it, the game file's text written in one place
(`engine.in_play.GameInPlay.record_text`), and reads a file back as an
`engine.record.GameRecord` for the session to take over."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.model.session.watched_autosave import Autosave
from engine import Rules, preset_name, record
from engine.atomic_files import write_text_atomic
from engine.in_play.autosave import Autosave as KeptState
from engine.in_play.autosave import KeepChange
from engine.record import GameRecord, RecordError


def read_game_file(path: Path) -> GameRecord:
    """Everything the file at `path` holds; a bad or unreadable file raises RecordError naming
    it (`path.name`), so nothing is half-loaded."""
    try:
        return record.load_record(path)
    except RecordError as error:
        raise RecordError(error.problem, path.name) from None
    except OSError as error:
        raise RecordError(record.cannot_read(error), path.name) from None


class GameFile(QObject):
    """The file a session's game belongs to, and the autosave that keeps it."""

    file_changed = Signal()  # the file the game belongs to (and so the title) changed
    dirty_changed = Signal(bool)
    autosaved = Signal()  # the current position is on disk

    def __init__(self, autosave: KeptState, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.autosave = Autosave(autosave, self)
        self.path: Path | None = None
        self.dirty = False

    def title(self, rules: Rules) -> str:
        """The file name, or what is played for a game never saved."""
        if self.path is not None:
            return self.path.name
        name = preset_name(rules)
        return f"Untitled {name}" if name else f"Untitled ({rules.describe()})"

    def suggested_name(self, rules: Rules) -> str:
        """The name Save As offers: the game's own file name, else the preset's name, else the
        board's shape (`custom-5x5x3.hyperrow`)."""
        if self.path is not None:
            return self.path.name
        name = preset_name(rules) or "custom-" + "x".join(map(str, rules.shape))
        return name + record.EXTENSION

    def belong_to(self, path: Path | None, *, dirty: bool) -> None:
        """A new or opened game: it belongs to `path` (None: no file yet)."""
        self.path = path
        self.file_changed.emit()
        self.set_dirty(dirty)

    def save(self, text: str, path: str | os.PathLike[str] | None = None) -> None:
        """Write `text` to `path` (default: the game's file) atomically; raises OSError."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise OSError("the game has no file yet: choose one with Save As")
        write_text_atomic(target, text)
        new_path = target.resolve()
        moved = new_path != self.path
        self.path = new_path
        # Clean first, then the new name: the window's title then changes once, which a
        # screen reader says once (the other order said it three times).
        self.set_dirty(False)
        if moved:
            self.file_changed.emit()

    def kept(self, change: KeepChange) -> None:
        """The game in play rewrote its autosave: say what changed, and that the position is
        on disk when it is."""
        self.autosave.told(change)
        if self.autosave.path is not None and not self.autosave.failing:
            self.autosaved.emit()

    def set_dirty(self, dirty: bool) -> None:
        if dirty != self.dirty:
            self.dirty = dirty
            self.dirty_changed.emit(dirty)

    def unkept(self, ply: int) -> bool:
        """True when moves would be lost on closing: the autosave failed and no file holds
        the game as it is (`ply` moves in)."""
        return self.autosave.failing and ply > 0 and (self.dirty or self.path is None)
