"""Types of the compiled module built from connect.c, connect_threads.c and connect_module.c
(Pons' bitboard negamax; connect.h says what each holds)."""

from typing import Protocol, TypedDict, Unpack

TABLE_BYTES: int
MAX_BITS: int

class _StopFlag(Protocol):
    def is_set(self) -> bool: ...

class _Limits(TypedDict, total=False):
    """The limits both searches take as keywords: time, nodes and a stop flag (None: none), and
    how many threads."""

    seconds: float | None
    max_nodes: int | None
    stop: _StopFlag | None
    threads: int
    """2 (the default): a helper thread shares the search where one pays; 1: the calling
    thread alone, for callers that run searches side by side."""

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
def board_bits(
    board: list[int], size0: int, size1: int, gravity: int, mover: int, /
) -> tuple[int, int]: ...
