"""The window's speed against an older tree's, in the same run on the same display:

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python benchmarks/gui_compare.py \
        --against e552fd7

Checks REF's tree out into a temporary folder (`git archive`, so the repository is left as it
is), builds it in a virtual environment of its own (its constraints.txt, its compiled kernel,
wheels from pip's cache), then runs each tree's own benchmarks/gui_speed.py in its own
interpreter, interleaved: older, newer, older, so that whatever else the machine does weighs on
both (each tree's modules compiled first and read as bytecode, as an install has them, whatever
PYTHONDONTWRITEBYTECODE says). benchmarks/motion_speed.py follows the same way when REF has it,
else only the newer's runs. Prints each figure side by side with the ratio of the newer to the
better of the older's two runs (every figure is a time: below 1 is faster), the time of day and
the machine's load.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIGURE = re.compile(r"^\s*(?P<name>[^:]+?):\s*(?:median\s+)?(?P<value>[0-9.]+)\s*(?P<unit>ms|s)\b")
"""A figure as both trees' benchmarks print it: `name: median 15.3 ms ...` or `name: 1.32 s`."""
KERNEL_MODULES = ("engine/_game_core", "engine/ai/_kernel/search")


@dataclass(frozen=True)
class Tree:
    """A tree of hyperrow and the interpreter that runs it."""

    label: str
    root: Path
    python: Path

    def has(self, script: str) -> bool:
        return (self.root / "benchmarks" / script).exists()


def figures(output: str) -> dict[str, tuple[float, str]]:
    """The figures a benchmark printed, by name: (value, unit)."""
    found = {}
    for line in output.splitlines():
        match = FIGURE.match(line)
        if match:
            found[match["name"].strip()] = (float(match["value"]), match["unit"])
    return found


def build_older(ref: str, folder: Path) -> Tree:
    """REF's tree in `folder`/tree, installed (editable: the kernel compiles in place) into
    `folder`/venv with REF's own constraints; an existing build of the same commit is reused."""
    commit = subprocess.run(
        ["git", "rev-parse", "--verify", f"{ref}^{{commit}}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    tree, venv = folder / "tree", folder / "venv"
    stamp = folder / "built"
    python = venv / "bin" / "python"
    if stamp.exists() and stamp.read_text() == commit:
        return Tree(f"{ref} ({commit[:7]})", tree, python)
    shutil.rmtree(tree, ignore_errors=True)
    tree.mkdir(parents=True)
    archive = subprocess.run(
        ["git", "archive", "--format=tar", commit], cwd=ROOT, capture_output=True, check=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    print(f"building {ref} ({commit[:7]}) in {folder} ...", flush=True)
    subprocess.run([sys.executable, "-m", "venv", "--clear", str(venv)], check=True)
    constraints = ["-c", "constraints.txt"] if (tree / "constraints.txt").exists() else []
    installed = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", *constraints, "-e", "."],
        cwd=tree,
        env={**os.environ, "HYPERROW_REQUIRE_KERNEL": "1"},
        capture_output=True,
        text=True,
        check=False,
    )
    if installed.returncode:
        raise RuntimeError(f"{ref} did not install:\n{installed.stderr[-3000:]}")
    for module in KERNEL_MODULES:
        if not list(tree.glob(f"{module}.*.so")):
            raise RuntimeError(f"{ref}'s kernel did not compile: no {module}.*.so")
    stamp.write_text(commit)
    return Tree(f"{ref} ({commit[:7]})", tree, python)


def compile_modules(tree: Tree) -> None:
    """Compile `tree`'s modules to bytecode, as installing them does."""
    skipped = r"/(\.venv|\.git|build|dist)/"
    subprocess.run(
        [str(tree.python), "-m", "compileall", "-q", "-x", skipped, str(tree.root)],
        check=False,  # a file that does not compile is the tree's own test's business
        capture_output=True,
    )


def run(tree: Tree, script: str, arguments: list[str], env: dict[str, str]) -> str:
    """One run of `tree`'s own benchmark `script`, in its own interpreter; its output."""
    print(f"  {tree.label}: {script} {' '.join(arguments)}", flush=True)
    return run_in(tree, tree.root / "benchmarks" / script, arguments, env)


def run_in(
    tree: Tree, script: Path | str, arguments: list[str], env: dict[str, str] | None = None
) -> str:
    """`script` (the tree's own, or one of this tree that an older tree lacks) run by `tree`'s
    interpreter on `tree`'s packages; its output. RuntimeError with the end of its errors if it
    fails."""
    result = subprocess.run(
        [str(tree.python), str(script), *arguments],
        cwd=tree.root,
        # The tree's own packages first, whatever the interpreter has installed.
        env={**(os.environ if env is None else env), "PYTHONPATH": str(tree.root)},
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode:
        name = Path(script).name
        raise RuntimeError(f"{tree.label}'s {name} failed:\n{result.stderr[-3000:]}")
    return result.stdout


def table(
    older_runs: list[dict[str, tuple[float, str]]], newer: dict[str, tuple[float, str]]
) -> list[str]:
    """Rows: each figure of the older's runs, the newer's and newer / the better older."""
    names = list(newer)
    for run_figures in older_runs:
        names += [name for name in run_figures if name not in names]
    width = max(len(name) for name in names) if names else 10
    header = ["older 1", "newer", "older 2"] if len(older_runs) == 2 else ["newer"]
    rows = [f"{'figure':<{width}}  " + "".join(f"{h:>10}" for h in header) + "     ratio"]
    for name in names:
        cells = []
        olds = [run_figures.get(name) for run_figures in older_runs]
        unit = next((f[1] for f in [newer.get(name), *olds] if f is not None), "")
        shown = [olds[0], newer.get(name), olds[1]] if len(older_runs) == 2 else [newer.get(name)]
        for value in shown:
            cells.append(f"{value[0]:>7.2f} {unit:<2}" if value is not None else f"{'-':>10}")
        best = min((f[0] for f in olds if f is not None), default=None)
        ratio = ""
        if best and newer.get(name) is not None:
            ratio = f"{newer[name][0] / best:8.2f}×"
        rows.append(f"{name:<{width}}  " + "".join(cells) + f"  {ratio}")
    return rows


def load() -> str:
    one, five, _fifteen = os.getloadavg()
    return f"load average {one:.1f} (1 min), {five:.1f} (5 min) on {os.cpu_count()} cores"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", required=True, metavar="REF", help="the older commit")
    parser.add_argument("--frames", type=int, default=300, help="frames per measurement")
    parser.add_argument("--clicks", type=int, default=20)
    parser.add_argument(
        "--keep", metavar="DIR", help="build the older tree here and keep it for the next run"
    )
    parser.add_argument(
        "--software-gl", action="store_true", help="LIBGL_ALWAYS_SOFTWARE=1 for both trees"
    )
    parser.add_argument("--no-motion", action="store_true", help="leave motion_speed.py out")
    args = parser.parse_args()

    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "xcb")
    if args.software_gl:
        env["LIBGL_ALWAYS_SOFTWARE"] = "1"
    if "DISPLAY" not in env and env["QT_QPA_PLATFORM"] == "xcb":
        raise SystemExit("no DISPLAY: run under xvfb-run (see the docstring)")
    scratch = None if args.keep else tempfile.mkdtemp(prefix="gui-compare-")
    folder = Path(args.keep) if args.keep else Path(scratch or "")
    try:
        older = build_older(args.against, folder)
        newer = Tree("this tree", ROOT, Path(sys.executable))
        # A player's install has its modules compiled (pip compiles them when it installs): so
        # do both trees here, and let their launches read them.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        for tree in (older, newer):
            compile_modules(tree)
        began = time.strftime("%Y-%m-%d %H:%M:%S %Z")
        print(f"started {began}, {load()}", flush=True)
        speed_args = ["--frames", str(args.frames), "--clicks", str(args.clicks)]
        outputs = {"gui": [run(t, "gui_speed.py", speed_args, env) for t in (older, newer, older)]}
        motion_args = ["--frames", str(args.frames)]
        if not args.no_motion:
            runs = (older, newer, older) if older.has("motion_speed.py") else (newer,)
            outputs["motion"] = [run(t, "motion_speed.py", motion_args, env) for t in runs]
        print(f"\nolder: {older.label}; newer: {newer.label} ({git_head()})")
        print(f"started {began}, ended {time.strftime('%H:%M:%S %Z')}, {load()} at the end")
        for kind, texts in outputs.items():
            parsed = [figures(text) for text in texts]
            if len(parsed) == 3:
                print(f"\n{kind}_speed.py")
                print("\n".join(table([parsed[0], parsed[2]], parsed[1])))
            else:
                print(f"\n{kind}_speed.py (the older tree has none: the newer's figures only)")
                print("\n".join(table([], parsed[0])))
        renderer = [line for line in outputs["gui"][1].splitlines() if line.startswith("renderer")]
        print("\n" + (renderer[0] if renderer else "renderer: ?"))
    finally:
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)


def git_head() -> str:
    described = subprocess.run(
        ["git", "describe", "--always", "--dirty"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    return described.stdout.strip() or "?"


if __name__ == "__main__":
    main()
