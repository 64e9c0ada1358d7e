"""What the session tells the window in passing, as data the window words in its own language:
why a step was refused and what went wrong."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine import Refusal


class SessionRefusal(Enum):
    """A step the session refuses for a reason outside the rules of the game."""

    CPU_TURN = "it is a CPU player's turn"
    HINT_NOT_NOW = "a hint is for a person's turn in a game that goes on"


Rejection = Refusal | SessionRefusal
"""What `GameSession.rejected` carries: the engine's refusal of a move or the session's own."""


class ProblemKind(Enum):
    """Something that went wrong which the player should read."""

    AUTOSAVE_FAILED = "autosave failed"
    CPU_STOPPED = "the CPU stopped"


@dataclass(frozen=True)
class Problem:
    """A problem and its detail (the system's own message, shown as it is)."""

    kind: ProblemKind
    detail: str
