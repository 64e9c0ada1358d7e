"""What building hyperrow compiles: the C extensions for the engine's hot loops, and the
translations.

Everything else about the distribution is in pyproject.toml. Each compiled module is one
`Extension` in KERNEL below. Without a working C compiler the install goes on without them and
the engine runs its pure-Python code (engine.ai.kernel says so), unless the environment variable
HYPERROW_REQUIRE_KERNEL=1 asks for the kernel, which then makes a failed compile an error.

The translations' sources (resources/translations) are compiled by `build_translations`, a step
of the build, with scripts/compile_translations.py: into the wheel, or into the source tree for
an editable install.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType
from typing import ClassVar

from setuptools import Command, Extension, setup
from setuptools.command.build import build
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


TRANSLATIONS_COMPILER = "scripts/compile_translations.py"


def translations() -> ModuleType:
    """scripts/compile_translations.py, loaded by its path: scripts/ is not a package."""
    spec = importlib.util.spec_from_file_location("compile_translations", TRANSLATIONS_COMPILER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildTranslations(Command):
    """The build's step that compiles resources/translations: each hyperrow_LANG.ts to
    app/translations/hyperrow_LANG.qm, each terminal/LANG.po to
    wording/locale/LANG/LC_MESSAGES/hyperrow.mo, under build_lib, or in the source tree for an
    editable install (setuptools' SubCommand protocol)."""

    description = "compile the translations (.ts to Qt's .qm, .po to gettext's .mo)"
    user_options: ClassVar[list[tuple[str, str | None, str]]] = []

    def initialize_options(self) -> None:
        self.build_lib: str | None = None
        self.editable_mode = False

    def finalize_options(self) -> None:
        self.set_undefined_options("build_py", ("build_lib", "build_lib"))

    def run(self) -> None:
        translations().compile_all(Path(), self._into())

    def _into(self) -> Path:
        return Path() if self.editable_mode else Path(str(self.build_lib))

    def get_source_files(self) -> list[str]:
        # The compiler goes into the sdist with the sources, so a wheel built from it compiles.
        sources = [source.as_posix() for source, _ in translations().catalogues(Path())]
        return [*sources, TRANSLATIONS_COMPILER]

    def get_outputs(self) -> list[str]:
        return [
            (self._into() / target).as_posix() for _, target in translations().catalogues(Path())
        ]

    def get_output_mapping(self) -> dict[str, str]:
        return {}  # every output is made, none copied from a source


class TranslatingBuild(build):
    """setuptools' build with the translations as one more step."""

    sub_commands: ClassVar = [*build.sub_commands, ("build_translations", None)]


setup(
    ext_modules=KERNEL,
    cmdclass={
        "build": TranslatingBuild,
        "build_ext": KernelBuild,
        "build_translations": BuildTranslations,
    },
    data_files=resource_files(),
)
