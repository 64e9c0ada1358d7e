"""The shape of the code itself: no import cycle among the project's modules (lazy imports in
functions and imports only for type checking count too), and module names that say which module
a traceback line means. The tests' own shape: helpers in tests/support, and no test importing a
test module or a conftest (ruff bans each conftest by name too)."""

from __future__ import annotations

import ast
import tomllib
from collections import Counter
from pathlib import Path

from tests.support.paths import ROOT

PACKAGES = ("engine", "app", "terminal", "wording", "pictures")


def project_modules() -> dict[str, Path]:
    """Every module of the project's packages by dotted name (a package by its own name; a
    compiled module by its stub)."""
    modules = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py*")):
            if path.suffix not in (".py", ".pyi"):
                continue
            parts = path.relative_to(ROOT).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            modules[".".join(parts)] = path
    return modules


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The project modules `name` imports anywhere in its text: at the top, inside functions and
    under `if TYPE_CHECKING:` alike. `from package import module` names the module."""
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    if path.suffix == ".pyi":
        return found
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = name.split(".")
                anchor = anchor if is_package else anchor[:-1]
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                found.add(submodule if submodule in modules else base)
    return {module for module in found if module in modules and module != name}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_module_imports_itself_through_others() -> None:
    modules = project_modules()
    graph = {name: imports_of(name, path, modules) for name, path in modules.items()}
    assert cycles(graph) == []


def test_the_cycle_finder_sees_a_lazy_circle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_module_name_repeats() -> None:
    names = Counter(
        name.rsplit(".", 1)[-1]
        for name, path in project_modules().items()
        if path.name != "__init__.py" and path.suffix == ".py"
    )
    repeated = sorted(name for name, count in names.items() if count > 1)
    assert repeated == []


def modules_under_tests(root: Path = ROOT / "tests") -> dict[str, Path]:
    """Every module under `root` by dotted name (a package by its own name)."""
    modules = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root.parent).with_suffix("").parts
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return modules


def imported_modules(name: str, path: Path) -> set[str]:
    """The dotted names `name` imports, relative imports resolved: `from package import x` gives
    both the package and package.x (which may be a module)."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package[: len(package) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def is_test_module_or_conftest(module: str) -> bool:
    return any(part.startswith("test_") or part == "conftest" for part in module.split("."))


def test_no_test_imports_a_test_module_or_a_conftest() -> None:
    """What tests share lives in tests/support and fixtures in conftest files: a test module
    imported by another runs its tests twice over and drags its fixtures along."""
    wrong = sorted(
        f"{name} imports {module}"
        for name, path in modules_under_tests().items()
        for module in imported_modules(name, path)
        if is_test_module_or_conftest(module)
    )
    assert not wrong, "move what they share to tests/support:\n" + "\n".join(wrong)


def test_the_import_check_sees_every_way_of_importing_a_test_module(tmp_path: Path) -> None:
    package = tmp_path / "tests" / "engine"
    package.mkdir(parents=True)
    (package / "test_a.py").write_text(
        "import tests.engine.test_b\n"
        "from tests.engine import conftest\n"
        "from .test_c import helper\n"
        "from . import test_d\n"
        "from tests.support.games import random_game\n"
    )
    modules = modules_under_tests(tmp_path / "tests")
    imported = imported_modules("tests.engine.test_a", modules["tests.engine.test_a"])
    flagged = {module for module in imported if is_test_module_or_conftest(module)}
    assert {"tests.engine.conftest", "tests.engine.test_b", "tests.engine.test_c"} <= flagged
    assert "tests.engine.test_d" in flagged
    assert not any(module.startswith("tests.support") for module in flagged)


def test_ruff_bans_importing_every_conftest() -> None:
    """ruff's banned-api says it in the editor, as the import is typed; a new conftest gets its
    line in pyproject.toml."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    banned = config["tool"]["ruff"]["lint"]["flake8-tidy-imports"]["banned-api"]
    conftests = {name for name in modules_under_tests() if name.rsplit(".", 1)[-1] == "conftest"}
    assert conftests <= set(banned)


def test_helpers_live_in_the_support_package() -> None:
    """Besides test modules and conftests, a module under tests/ is a helper in tests/support."""
    stray = sorted(
        name
        for name, path in modules_under_tests().items()
        if not path.name.startswith("test_")
        and path.name not in ("conftest.py", "__init__.py")
        and not name.startswith("tests.support.")
    )
    assert stray == []
