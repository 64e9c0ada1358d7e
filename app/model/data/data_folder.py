"""The data folder: settings (an INI file), the autosaved current game.

Everything the app remembers lives in one folder, engine.installation's default (the folder
QStandardPaths' AppDataLocation names) unless `--data-dir` names another, so tests and second
installs never share state.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings

from app.model.session.notices import StorageFailure, StorageKind, storage_failure
from engine import installation

AUTOSAVE_NAME = "current.hyperrow"
SETTINGS_NAME = "settings.ini"
LOG_NAME = "hyperrow.log"
MAX_RECENT = 8


def name_application() -> None:
    """Give Qt the names and version hyperrow is known by (QSettings and QStandardPaths read
    them); every start-up path calls this before it touches the data folder."""
    QCoreApplication.setApplicationName(installation.NAME)
    QCoreApplication.setOrganizationName(installation.NAME)
    QCoreApplication.setApplicationVersion(installation.version())


class DataFolder:
    """One data folder: its settings and the paths of the files the app keeps there."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.problem = self._check_writable()
        """Why nothing can be kept here; None if it can."""
        self.settings = QSettings(str(path / SETTINGS_NAME), QSettings.Format.IniFormat)

    def _check_writable(self) -> StorageFailure | None:
        """Make the folder and write a file in it; a read-only or missing disk is not an error
        at start-up: the window runs without keeping games and says so."""
        try:
            self.path.mkdir(parents=True, exist_ok=True)
            fd, probe = tempfile.mkstemp(prefix=".probe-", dir=self.path)
            os.close(fd)
            os.unlink(probe)
        except OSError as error:
            return storage_failure(StorageKind.DATA_FOLDER, self.path, error)
        return None

    @property
    def writable(self) -> bool:
        """True when settings and the autosave can be written here."""
        return self.problem is None

    @property
    def autosave_path(self) -> Path:
        """Where the current game is rewritten after every change."""
        return self.path / AUTOSAVE_NAME

    @property
    def log_path(self) -> Path:
        """Where unexpected errors are logged."""
        return self.path / LOG_NAME

    def value(self, key: str, default: object = None) -> object:
        """A stored setting, or `default` when missing."""
        return self.settings.value(key, default)

    def text(self, key: str, default: str = "") -> str:
        """A stored setting as a string."""
        value = self.settings.value(key, default)
        return value if isinstance(value, str) else default

    def set_value(self, key: str, value: object) -> None:
        """Store a setting (written to the INI file at once)."""
        self.settings.setValue(key, value)
        self.settings.sync()

    def recent_files(self) -> list[str]:
        """Recently opened or saved game files, newest first."""
        value = self.settings.value("recent/files", [])
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list):
            return []
        return [v for v in value if isinstance(v, str) and v][:MAX_RECENT]

    def add_recent_file(self, path: str) -> None:
        """Put `path` first in the recent files."""
        files = [path, *(f for f in self.recent_files() if f != path)]
        self.set_value("recent/files", files[:MAX_RECENT])

    def remove_recent_file(self, path: str) -> None:
        """Forget `path` (it could not be opened any more)."""
        self.set_value("recent/files", [f for f in self.recent_files() if f != path])


LOG_HANDLER = "hyperrow-log"


class LogFile(logging.FileHandler):
    """The log file; when it cannot be written (a full disk) the message goes to stderr in one
    line instead of logging's `--- Logging error ---` traceback."""

    def close(self) -> None:
        # The last buffered line may not fit on a full disk either; it went to stderr already.
        with contextlib.suppress(OSError):
            super().close()

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 (logging's name)
        error = sys.exc_info()[1]
        with contextlib.suppress(OSError, ValueError):
            sys.stderr.write(
                f"hyperrow: cannot write the log ({error}); {record.levelname}: "
                f"{record.getMessage()}\n"
            )


def set_up_logging(data: DataFolder) -> None:
    """Log to the data folder's log file, or to stderr when the folder cannot be written."""
    handler: logging.Handler
    if data.writable:
        handler = LogFile(data.log_path, encoding="utf-8", delay=True)
    else:
        handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    # One window's log at a time (tests open many windows in one process).
    for old in [h for h in root.handlers if h.get_name() == LOG_HANDLER]:
        root.removeHandler(old)
        old.close()
    handler.set_name(LOG_HANDLER)
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    # The last guard: a handler that fails anyway (stderr closed) stays silent.
    logging.raiseExceptions = False
