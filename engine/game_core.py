"""Game's compiled base class: engine._game_core (built from game_core.c by setup.py) runs
`push`, `pop`, `play`, the legal moves and `is_over` in C on the lists a Game keeps; the Python
methods of the same names in engine/game.py stay as the reference (`Game._python_<name>`).

The same switches as engine.ai.kernel: HYPERROW_DISABLE_KERNEL=1 leaves the compiled methods
unused (benchmarks measure the pure-Python ones that way), HYPERROW_REQUIRE_KERNEL=1 makes a
missing build an ImportError.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from engine.geometry import Geometry, geometry
from engine.rules import Rules


def _flag(name: str) -> bool:
    return os.environ.get(name, "") not in ("", "0")


try:
    from engine import _game_core

    if _flag("HYPERROW_DISABLE_KERNEL"):
        _game_core = None  # type: ignore[assignment]
except ImportError:  # not built: the pure-Python methods do the same
    if _flag("HYPERROW_REQUIRE_KERNEL"):
        raise
    _game_core = None  # type: ignore[assignment]

COMPILED: bool = _game_core is not None
"""True when Game's hot methods run in C."""

COMPILED_METHODS = ("push", "pop", "play", "legal_moves", "legal_indices", "is_over")
"""The Game methods that run in C when the module is built."""

# An if-block, not a conditional expression: mypy takes a base class from a plain assignment.
if TYPE_CHECKING or _game_core is None:  # noqa: SIM108
    GameBase = object
else:
    GameBase = _game_core.GameBase


# Plans by geometry (compared by identity, so finding one costs no hashing of its contents); as
# many as geometry() caches.
_plans: dict[Geometry, Any] = {}
_PLANS = 16


def bind(game: Any, geo: Geometry, above: tuple[int, ...]) -> None:
    """Point the compiled methods of `game` at its lists (`above`: per cell, the playable cell
    resting on it, else -1). Nothing to do without the build."""
    if _game_core is None:
        return
    plan = _plans.get(geo)
    if plan is None:
        if len(_plans) >= _PLANS:
            _plans.clear()
        rules = geo.rules
        plan = _plans[geo] = _game_core.Plan(
            geo.cells,
            geo.index,
            geo.cell_lines,
            above,
            geo.zobrist,
            rules.players,
            rules.k,
            rules.target,
        )
    game._bind_core(plan)


_last: tuple[Rules, Geometry] | None = None


def last_geometry(rules: Rules) -> Geometry:
    """geometry(rules), answering a repeat of the last rules without hashing them again (new
    games of one kind come in runs)."""
    global _last  # noqa: PLW0603
    if _last is None or _last[0] is not rules:
        _last = (rules, geometry(rules))
    return _last[1]


def keep_python_versions(cls: type) -> None:
    """Let the compiled base class's methods take over in `cls`, keeping its Python ones as
    `_python_<name>` (the reference the tests compare them with)."""
    if _game_core is not None:
        for name in COMPILED_METHODS:
            setattr(cls, f"_python_{name}", cls.__dict__[name])
            delattr(cls, name)
