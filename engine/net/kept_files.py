"""Reading back a network game's two kept files, the host's (`kept_host_game`) and the joiner's
(`kept_join_game`): the game file and the JSON network facts beside it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine import record
from engine.record import GameRecord, RecordError


def read_save(game_path: Path, facts_path: Path, side: str) -> tuple[GameRecord, Any]:
    """The game and the (unchecked) JSON facts kept at `game_path` and `facts_path` by the
    `side` ("hosted" or "joined"); raises ValueError saying which file is missing or wrong."""
    try:
        saved = record.load_record(game_path)
        facts = json.loads(facts_path.read_text(encoding="utf-8"))
    except FileNotFoundError as error:
        raise ValueError(
            f"no {side} game to resume in {game_path.parent} ({error.filename} is missing)"
        ) from None
    except OSError as error:
        raise ValueError(f"cannot read {error.filename}: {error.strerror}") from None
    except RecordError as error:
        raise ValueError(f"{game_path} is not a game hyperrow can open: {error}") from None
    except ValueError as error:
        raise ValueError(f"{facts_path} is not readable JSON: {error}") from None
    return saved, facts
