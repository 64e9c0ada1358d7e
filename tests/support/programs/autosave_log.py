"""Run the app with a log of every autosave:
`python -m tests.support.programs.autosave_log LOG ARGS…`.

Each line is written right after the autosave of that position (ply, then the moves), so a test
that kills the app knows which positions must be on disk. The log hangs on the session's
`autosaved` signal: production code knows nothing of it.
"""

from __future__ import annotations

import sys
from typing import Any

import engine
from app.model.session.game_session import GameSession
from app.startup.main import main


def log_autosaves(path: str) -> None:
    """Make every GameSession append its autosaved positions to the file at `path`."""
    original = GameSession.__init__

    def init(session: GameSession, *args: Any, **kwargs: Any) -> None:
        original(session, *args, **kwargs)

        def write() -> None:
            with open(path, "a", encoding="utf-8") as handle:
                handle.write(f"{session.game.ply} {engine.format_moves(session.game.moves)}\n")

        session.autosaved.connect(write)

    GameSession.__init__ = init  # type: ignore[method-assign]


if __name__ == "__main__":
    log_autosaves(sys.argv[1])
    sys.exit(main(sys.argv[2:]))
