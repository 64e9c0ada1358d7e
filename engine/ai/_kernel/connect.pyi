"""Types of the compiled module built from connect.c (Pons' bitboard negamax)."""

from typing import Protocol

TABLE_BYTES: int
MAX_BITS: int

class _StopFlag(Protocol):
    def is_set(self) -> bool: ...

def solve(
    width: int,
    height: int,
    k: int,
    current: int,
    mask: int,
    *,
    seconds: float | None = None,
    max_nodes: int | None = None,
    stop: _StopFlag | None = None,
    weak: bool = False,
) -> tuple[int | None, int]: ...
def best_move(
    width: int,
    height: int,
    k: int,
    current: int,
    mask: int,
    score: int | None = None,
    *,
    seconds: float | None = None,
    max_nodes: int | None = None,
    stop: _StopFlag | None = None,
    weak: bool = False,
) -> tuple[tuple[int, int] | None, int]: ...
def clear_table() -> None: ...
