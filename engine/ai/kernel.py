"""The compiled kernel's Python face: whether the C extensions built by `setup.py` loaded.

`AVAILABLE` is True when every compiled module imported; `REASON` says which are in use or why
not. Without them the engine runs its pure-Python code, which stays the reference either way.
Setting the environment variable HYPERROW_REQUIRE_KERNEL=1 turns a missing module into an
ImportError here (and a failed compile into an install error in setup.py);
HYPERROW_DISABLE_KERNEL=1 leaves the compiled modules unused (benchmarks measure the pure-Python
code that way).
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType

REQUIRE_VARIABLE = "HYPERROW_REQUIRE_KERNEL"
DISABLE_VARIABLE = "HYPERROW_DISABLE_KERNEL"

MODULES: tuple[str, ...] = ("connect", "search")
"""The compiled modules under engine.ai._kernel, one per `Extension` in setup.py."""


def required() -> bool:
    """True when HYPERROW_REQUIRE_KERNEL asks for the compiled kernel."""
    return os.environ.get(REQUIRE_VARIABLE, "") not in ("", "0")


def _load(name: str) -> tuple[ModuleType | None, str]:
    if os.environ.get(DISABLE_VARIABLE, "") not in ("", "0"):
        return None, f"engine.ai._kernel.{name} left unused ({DISABLE_VARIABLE} is set)"
    try:
        return importlib.import_module(f"engine.ai._kernel.{name}"), ""
    except ImportError as error:
        if required():
            raise ImportError(
                f"{REQUIRE_VARIABLE} is set but the compiled module engine.ai._kernel.{name} "
                f"did not load ({error}); reinstall hyperrow with a C compiler"
            ) from error
        return None, f"engine.ai._kernel.{name} did not load ({error})"


_loaded = {name: _load(name) for name in MODULES}

AVAILABLE: bool = all(module is not None for module, _ in _loaded.values())
"""True when every compiled module is in use."""

REASON: str = (
    f"compiled kernel in use: {', '.join(MODULES)}"
    if AVAILABLE
    else "pure Python: " + "; ".join(why for module, why in _loaded.values() if module is None)
)
"""In words: which compiled modules are in use, or why the engine runs pure Python."""


def has(name: str) -> bool:
    """True when the compiled module `name` (one of MODULES) loaded."""
    return _loaded[name][0] is not None
