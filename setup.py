"""The compiled kernel: C extensions for the engine's hot loops, built when hyperrow is installed.

Everything else about the distribution is in pyproject.toml. Each compiled module is one
`Extension` in KERNEL below. Without a working C compiler the install goes on without them and
the engine runs its pure-Python code (engine.ai.kernel says so), unless the environment variable
HYPERROW_REQUIRE_KERNEL=1 asks for the kernel, which then makes a failed compile an error.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

KERNEL = [
    Extension(
        "engine.ai._kernel.connect",
        [
            "engine/ai/_kernel/connect.c",
            "engine/ai/_kernel/connect_threads.c",
            "engine/ai/_kernel/connect_module.c",
        ],
        depends=[
            "engine/ai/_kernel/connect.h",
            "engine/ai/_kernel/connect_board.h",
            "engine/ai/_kernel/kernel_common.h",
        ],
        # -pthread: the solver runs a helper thread on a second core (connect_threads.c).
        extra_compile_args=["-pthread"],
        extra_link_args=["-pthread"],
    ),
    Extension(
        "engine.ai._kernel.search",
        [
            "engine/ai/_kernel/search.c",
            "engine/ai/_kernel/threat_space.c",
            "engine/ai/_kernel/pairing.c",
            "engine/ai/_kernel/search_module.c",
            "engine/ai/_kernel/proof.c",
            "engine/ai/_kernel/proof_module.c",
        ],
        depends=[
            "engine/ai/_kernel/kernel_common.h",
            "engine/ai/_kernel/pairing.h",
            "engine/ai/_kernel/position.h",
            "engine/ai/_kernel/proof.h",
            "engine/ai/_kernel/search.h",
            "engine/ai/_kernel/search_module.h",
            "engine/c_module.h",
        ],
        # -pthread: the searches' shared tables are held by a mutex (search_module.c).
        extra_compile_args=["-pthread"],
        extra_link_args=["-pthread"],
    ),
    # Game.push / Game.pop in C; outside engine.ai so that engine.game can import it.
    Extension("engine._game_core", ["engine/game_core.c"], depends=["engine/c_module.h"]),
]

# Optimised C11 with warnings on (gcc and clang spell them alike).
UNIX_FLAGS = ["-std=c11", "-O3", "-Wall", "-Wextra", "-Wno-missing-field-initializers"]


def kernel_required() -> bool:
    """True when HYPERROW_REQUIRE_KERNEL asks for a failed compile to fail the install."""
    return os.environ.get("HYPERROW_REQUIRE_KERNEL", "") not in ("", "0")


class KernelBuild(build_ext):
    """build_ext with the flags above, and optional unless HYPERROW_REQUIRE_KERNEL is set."""

    def build_extensions(self) -> None:
        if self.compiler.compiler_type == "unix":
            for extension in self.extensions:
                extension.extra_compile_args = [*UNIX_FLAGS, *extension.extra_compile_args]
        super().build_extensions()

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:
            self._give_up(error)

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as error:
            self._give_up(error, ext.name)

    @staticmethod
    def _give_up(error: Exception, name: str = "the compiled kernel") -> None:
        if kernel_required():
            raise error
        sys.stderr.write(
            f"hyperrow: could not build {name} ({error}); the engine will use its pure-Python "
            "code. Install a C compiler and the Python headers (scripts/setup.sh does) and "
            "reinstall for the compiled kernel.\n"
        )


def resource_files() -> list[tuple[str, list[str]]]:
    """resources/ for a wheel, which has no place for it beside the packages: the books, the
    desktop files, the example games, the sound effects and the puzzle packs go to
    <prefix>/share/hyperrow/ (engine.resources finds them there)."""
    folders: dict[str, list[str]] = {}
    for pattern in ("*.book", "desktop/*", "examples/*", "sounds/*.wav", "puzzles/*"):
        for path in sorted(Path("resources").glob(pattern)):
            target = Path("share", "hyperrow", path.parent.relative_to("resources"))
            folders.setdefault(target.as_posix(), []).append(path.as_posix())
    return sorted(folders.items())


setup(ext_modules=KERNEL, cmdclass={"build_ext": KernelBuild}, data_files=resource_files())
