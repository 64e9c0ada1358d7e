"""Types of the compiled module built from connect.c (Pons' bitboard negamax)."""

from typing import Protocol, TypedDict, Unpack

TABLE_BYTES: int
MAX_BITS: int

class _StopFlag(Protocol):
    def is_set(self) -> bool: ...

class _Limits(TypedDict, total=False):
    """The limits both searches take as keywords: time, nodes and a stop flag (None: none)."""

    seconds: float | None
    max_nodes: int | None
    stop: _StopFlag | None

def solve(
    width: int,
    height: int,
    k: int,
    current: int,
    mask: int,
    *,
    weak: bool = False,
    **limits: Unpack[_Limits],
) -> tuple[int | None, int]: ...
def best_move(
    width: int,
    height: int,
    k: int,
    current: int,
    mask: int,
    score: int | None = None,
    *,
    weak: bool = False,
    **limits: Unpack[_Limits],
) -> tuple[tuple[int, int] | None, int]: ...
def clear_table() -> None: ...
