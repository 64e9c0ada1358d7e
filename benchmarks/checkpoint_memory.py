"""What resuming a strategy build costs the client, this tree against an older one in the same run:

    .venv/bin/python benchmarks/checkpoint_memory.py --against dbf98ef --checkpoint FILE \
        [--keep DIR]

A build that goes on (`hyperrow book score-four` with the same checkpoint) first replays every
record of its checkpoint, and then holds the tree for as long as it runs; a build on a cluster
runs for days and its checkpoint grows with every proven task's strategy. Each tree, in a
process of its own, the older first, resumes a copy of FILE (a running build may be appending to
FILE itself) and writes its book: printed per tree, the seconds to resume and to make the book,
the book's moves and the process's peak resident memory. REF's tree is built as
benchmarks/gui_compare.py does (`--keep DIR` keeps it for the next run).
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

from gui_compare import ROOT, Tree, build_older, load, run_in


def resume(path: Path) -> dict[str, float]:
    """In the tree on the interpreter's path: resume the build of checkpoint `path` and make its
    book."""
    from engine.ai.proof.build import StrategyBuild
    from engine.ai.proof.runners import InProcess

    with path.open("rb") as handle:
        header = json.loads(handle.readline())
    began = time.perf_counter()
    build = StrategyBuild(
        header["game"],
        InProcess(),
        root=header["root"],
        expansions=header["expansions"],
        checkpoint=path,
    )
    resumed = time.perf_counter()
    book = build.book()
    made = time.perf_counter()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    return {
        "resume": resumed - began,
        "book": made - resumed,
        "moves": len(book.moves),
        "peak": peak,
    }


def run(tree: Tree, path: Path) -> dict[str, float]:
    """`tree`'s figures, measured by this script in its interpreter."""
    print(f"  {tree.label}: resuming", flush=True)
    figures: dict[str, float] = json.loads(run_in(tree, __file__, ["--resume", str(path)]))
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", metavar="REF", help="the older commit")
    parser.add_argument("--checkpoint", type=Path, help="a strategy build's checkpoint")
    parser.add_argument("--keep", metavar="DIR", help="build the older tree here and keep it")
    parser.add_argument("--resume", type=Path, help=argparse.SUPPRESS)  # a tree's own run
    args = parser.parse_args()
    if args.resume:
        print(json.dumps(resume(args.resume)))
        return
    if not args.against or not args.checkpoint:
        parser.error("--against REF and --checkpoint FILE are needed")
    folder = Path(args.keep or tempfile.mkdtemp(prefix="checkpoint-memory-"))
    older = build_older(args.against, folder)
    newer = Tree("this tree", ROOT, Path(sys.executable))
    size = args.checkpoint.stat().st_size
    print(f"started {time.strftime('%Y-%m-%d %H:%M:%S %Z')}, {load()}", flush=True)
    found = {}
    with tempfile.TemporaryDirectory(prefix="checkpoint-") as scratch:
        for tree in (older, newer):
            copy = Path(scratch) / args.checkpoint.name
            shutil.copyfile(args.checkpoint, copy)
            found[tree.label] = run(tree, copy)
    print(f"ended {time.strftime('%H:%M:%S %Z')}, {load()}")
    print(f"{args.checkpoint} ({size / 2**20:,.0f} MiB):")
    for label, figures in found.items():
        print(
            f"  {label}: resumed in {figures['resume']:.1f} s, book in {figures['book']:.1f} s "
            f"({figures['moves']:,.0f} moves), peak memory {figures['peak'] / 2**20:,.0f} MiB"
        )


if __name__ == "__main__":
    main()
