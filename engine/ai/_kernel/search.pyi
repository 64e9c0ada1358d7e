"""Types of the compiled module built from search.c, threat_space.c, pairing.c, search_module.c,
proof.c and proof_module.c (alpha-beta, threat-space and proof-number search on bitboards, and
the claimeven / baseinverse test of the proofs on boards with gravity)."""

from collections.abc import Callable, Sequence
from typing import Protocol

MAX_CELLS: int
WIN: int
TABLE_ENTRIES: int
TABLE_BYTES: int

class _StopFlag(Protocol):
    def is_set(self) -> bool: ...

class Board:
    turn: int
    ply: int
    over: bool
    gravity: bool
    def __init__(
        self,
        size: int,
        k: int,
        lines: Sequence[Sequence[int]],
        below: Sequence[int],
        blocked: Sequence[int],
    ) -> None: ...
    def push(self, cell: int, /) -> None: ...
    def pop(self) -> int: ...
    def legal(self) -> list[int]: ...
    def wins(self, player: int, /) -> list[int]: ...
    def makers(self, player: int, /) -> list[int]: ...
    def gain(self, cell: int, /) -> int: ...
    def evaluate(self) -> int: ...
    def search(
        self,
        moves: Sequence[int],
        max_depth: int = ...,
        seconds: float | None = None,
        max_nodes: int | None = None,
        stop: _StopFlag | None = None,
        progress: Callable[[int, int, int, int], None] | None = None,
        use_all_time: bool = False,
        exact_depth: bool = False,
        base_nodes: int = 0,
    ) -> tuple[int, int, int, int, bool]: ...
    def pairing_refutes(self) -> bool: ...
    def threat_win(
        self,
        max_threats: int,
        seconds: float | None = None,
        max_nodes: int | None = None,
        stop: _StopFlag | None = None,
        base_nodes: int = 0,
    ) -> tuple[int, int, bool]: ...

class Prover:
    def __init__(self, cells: int, maps: Sequence[Sequence[int]], table_bits: int) -> None: ...
    def prove(
        self,
        board: Board,
        excluded: Sequence[int],
        max_expansions: int,
        leaf_threats: int,
        pairing: bool = True,
    ) -> tuple[int, int, int, list[tuple[int, int, int]], list[int]]: ...
    def canonical(self, first: int, second: int, /) -> tuple[int, int, int]: ...
