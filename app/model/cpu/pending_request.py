"""The CPU request the session waits for."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PendingRequest:
    """The CPU request the session waits for, the ply it was asked at, and if it is a hint."""

    request_id: int
    ply: int
    hint: bool
