"""`hyperrow book cube-3|qubic|score-four|score-three`: prove that the first player wins and write
the strategy book
(engine.ai.proof): tasks of a capped proof-number search run on a dask cluster — a local one of
`--jobs` worker processes by default, or the one whose scheduler `--scheduler` names — while
this process keeps the tree of positions, re-checks every worker's proof with the independent
verifier and keeps each finding in the checkpoint at once (`--checkpoint`, default `--output` +
".progress"); the same command goes on from there after a stop. `--guided` builds the guided
weak proof instead (engine.ai.proof.guided_build: the first player's move chosen by expert), with
a checkpoint of its own (`--output` + ".guided.progress"). `--verify` checks the book at
`--output` with the verifier instead of building; `--status` prints what a checkpoint has proven
and its frontier over the last hours of worker time.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any

from engine.ai.proof import strategy_book
from engine.ai.proof.build import GAME_EXPANSIONS, StrategyBuild
from engine.ai.proof.build_status import BuildStatus, Frontier
from engine.ai.proof.checkpoint import CheckpointError, read_checkpoint
from engine.ai.proof.cube_symmetry import split_key
from engine.ai.proof.frontier_trend import FrontierPoint, last_hours, replayed_with_trend
from engine.ai.proof.guided_build import DEFAULT_GUIDE, GuidedBuild
from engine.ai.proof.runners import BuildError, task_runner
from engine.ai.proof.verifier import verify_from
from engine.resources import SOURCE_FOLDER
from wording.language import _

GAMES = strategy_book.GAMES
REPORT_EVERY = 2.0
"""Seconds between two progress lines."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the strategy builds' options to the `book` command's `parser`, under a heading of
    their own: Connect Four's opening book takes none of them."""
    proof = parser.add_argument_group(
        _("the strategy books (cube-3, qubic, score-four, score-three)"),
        _(
            "The proof runs as tasks on a local dask cluster of --jobs workers, or on the "
            "cluster whose scheduler --scheduler names (tcp://HOST:8786); a task that expands "
            "--expansions nodes without a proof is split at its most promising move. Every "
            "finding is kept in the checkpoint (--checkpoint, by default the book's path + "
            ".progress) at once, and the same command goes on from there after a stop."
        ),
    )
    proof.add_argument(
        "--expansions",
        type=int,
        metavar="N",
        help=_(
            "nodes per task (default {cube} for cube-3 and score-three, {qubic} for qubic, "
            "{score} for score-four)"
        ).format(
            cube=GAME_EXPANSIONS["cube-3"],
            qubic=GAME_EXPANSIONS["qubic"],
            score=GAME_EXPANSIONS["score-four"],
        ),
    )
    proof.add_argument("--seconds", type=float, metavar="S", help=_("stop after S seconds"))
    proof.add_argument("--checkpoint", type=Path, metavar="FILE", help=_("the checkpoint file"))
    proof.add_argument(
        "--guided",
        action="store_true",
        help=_(
            "the guided weak proof: the first player's move at each of its positions chosen by "
            "expert at --guide-nodes nodes, tried until refuted (its checkpoint is the book's "
            "path + .guided.progress)"
        ),
    )
    proof.add_argument(
        "--guide-nodes",
        type=int,
        default=DEFAULT_GUIDE,
        metavar="N",
        help=_("nodes of expert's search for each guided move (default {default})").format(
            default=DEFAULT_GUIDE
        ),
    )
    proof.add_argument(
        "--status",
        action="store_true",
        help=_(
            "say what the checkpoint has proven (positions per ply, the shallowest ply from "
            "which every position is settled, the work left) instead of building"
        ),
    )
    proof.add_argument(
        "--verify",
        action="store_true",
        help=_("check the book with the independent verifier instead of building"),
    )


def run(args: argparse.Namespace, report: Any, fail: Any) -> int:
    """Build (or verify) the strategy book `args` describe; returns the exit code. `report` and
    `fail` print a line of progress and a problem."""
    output: Path = args.output or SOURCE_FOLDER / f"{args.game}.book"
    if args.verify:
        return _verify(output, report, fail)
    suffix = ".guided.progress" if args.guided else ".progress"
    if args.status:
        return _status(args.checkpoint or output.with_name(output.name + suffix), report, fail)
    if args.expansions is None:
        args.expansions = GAME_EXPANSIONS[args.game]
    if args.expansions < 1:
        fail(_("--expansions {n}, expected 1 or more").format(n=args.expansions))
        return 2
    if args.guide_nodes < 1:
        fail(_("--guide-nodes {n}, expected 1 or more").format(n=args.guide_nodes))
        return 2
    if args.seconds is not None and not args.seconds > 0:
        fail(_("--seconds {s}, expected more than 0").format(s=args.seconds))
        return 2
    if not output.parent.is_dir():
        fail(_("--output {path}: no folder {folder}").format(path=output, folder=output.parent))
        return 2
    checkpoint = args.checkpoint or output.with_name(output.name + suffix)
    started = time.monotonic()
    last = [0.0]

    def heard(status: BuildStatus) -> None:
        now = time.monotonic()
        if now - last[0] >= REPORT_EVERY or not status.waiting:
            last[0] = now
            report(word_status(status))

    try:
        # The cluster (and a local one's worker processes) ends with the build, come what may.
        with task_runner(args.jobs, args.scheduler) as runner:
            options: dict[str, Any] = {
                "expansions": args.expansions,
                "checkpoint": checkpoint,
                "progress": heard,
            }
            build = (
                GuidedBuild(args.game, runner, guide=args.guide_nodes, **options)
                if args.guided
                else StrategyBuild(args.game, runner, **options)
            )
            book = build.run(args.seconds)
        strategy_book.save(book, output)
    except KeyboardInterrupt:
        fail(
            _(
                "interrupted; the positions proven so far are kept in {path} and the same "
                "command goes on from there"
            ).format(path=checkpoint)
        )
        return 130
    except CheckpointError as error:
        fail(str(error))
        return 2
    except BuildError as error:
        fail(str(error))
        return 1
    except OSError as error:
        fail(_("cannot build the book: {reason}").format(reason=error))
        return 1
    if book.complete:
        checkpoint.unlink(missing_ok=True)
        said = _("the first player's win is proven")
    else:
        said = _("the proof is not complete yet; the same command goes on from {path}").format(
            path=checkpoint
        )
    report(
        _(
            "{entries} book moves, {size} bytes written to {path}; {said}; {seconds} s of "
            "worker time in all runs, {now} s this run"
        ).format(
            entries=len(book.moves),
            size=output.stat().st_size,
            path=output,
            said=said,
            seconds=f"{book.seconds:.0f}",
            now=f"{time.monotonic() - started:.0f}",
        )
    )
    return 0


def _verify(output: Path, report: Any, fail: Any) -> int:
    try:
        book = strategy_book.loads(output.read_bytes(), str(output))
    except (OSError, strategy_book.StrategyBookError) as error:
        fail(str(error))
        return 1
    # A build's book before its root is proven claims only its own positions: each is checked.
    partial = book.proven and not book.complete
    cells = book.side**book.dimensions
    starts = [split_key(key, cells) for key in book.moves] if partial else []
    verdict = verify_from(
        book.side, book.dimensions, book.k, book.moves, starts or [(0, 0)], gravity=book.gravity
    )
    if not verdict.ok:
        fail(
            _("{path}: the verifier refutes the book: {problem}").format(
                path=output, problem=verdict.problem
            )
        )
        return 1
    if partial:
        report(
            _(
                "{path}: verified: the first player wins from each of the book's {count} "
                "positions against every reply ({positions} positions, {leaves} won by "
                "threats); the empty board is not proven yet"
            ).format(
                path=output,
                count=len(book.moves),
                positions=verdict.positions,
                leaves=verdict.leaves,
            )
        )
        return 0
    report(
        _(
            "{path}: verified: the first player wins against every reply "
            "({positions} positions, {leaves} won by threats)"
        ).format(path=output, positions=verdict.positions, leaves=verdict.leaves)
    )
    return 0


def _status(checkpoint: Path, report: Any, fail: Any) -> int:
    try:
        header, records = read_checkpoint(checkpoint)
        build, trend = replayed_with_trend(header, records)
        frontier = build.frontier()
    except OSError as error:
        fail(_("cannot read the checkpoint: {reason}").format(reason=error))
        return 1
    except (CheckpointError, KeyError, TypeError) as error:
        fail(
            _("{path}: not a checkpoint of a strategy build ({problem})").format(
                path=checkpoint, problem=error
            )
        )
        return 1
    for line in word_frontier(checkpoint, header, frontier):
        report(line)
    for line in word_trend(last_hours(trend)):
        report(line)
    return 0


def word_trend(points: list[FrontierPoint]) -> list[str]:
    """The lines of `--status` on the frontier: the open positions of the tree (its leaves with
    a task still to run) at each mark of the last hours of worker time, beside the positions
    proven, and whether it shrank over them."""
    if not points:
        return []
    lines = [
        _(
            "frontier: {open} positions of the tree to prove, {settled} settled, {proven} "
            "positions proven by the tasks in all"
        ).format(open=points[-1].open, settled=points[-1].settled, proven=points[-1].proven)
    ]
    for point in points:
        lines.append(
            _(
                "  after {seconds} s of worker time ({tasks} tasks): {open} to prove, {settled} "
                "settled, {proven} proven and {disproven} disproven in all"
            ).format(
                seconds=f"{point.seconds:.0f}",
                tasks=point.tasks,
                open=point.open,
                settled=point.settled,
                proven=point.proven,
                disproven=point.disproven,
            )
        )
    first, last = points[0], points[-1]
    hours = (last.seconds - first.seconds) / 3600
    change = last.open - first.open
    if change < 0:
        said = _("the frontier shrank by {n} positions over the last {hours} hours of worker time")
    elif change > 0:
        said = _("the frontier grew by {n} positions over the last {hours} hours of worker time")
    else:
        said = _("the frontier stayed the same over the last {hours} hours of worker time")
    lines.append(said.format(n=abs(change), hours=f"{hours:.2f}"))
    return lines


def word_frontier(checkpoint: Path, header: dict[str, Any], frontier: Frontier) -> list[str]:
    """The lines of `--status`: the build, a line per ply, the settled plies, the work left."""
    lines = [
        _(
            "{path}: {game} from the position {root:#x}, tasks of {expansions} nodes; {tasks} "
            "tasks run, {seconds} s of worker time in all ({each} s a task)"
        ).format(
            path=checkpoint,
            game=header["game"],
            root=header["root"],
            expansions=header["expansions"],
            tasks=frontier.tasks,
            seconds=f"{frontier.seconds:.0f}",
            each=f"{frontier.task_seconds:.0f}",
        ),
        _(
            "{proven} positions proven and {disproven} disproven by the tasks in all (a "
            "disproven position is no win for the first player: the move that led to it is set "
            "aside, and its part of the tree with it)"
        ).format(proven=frontier.proven, disproven=frontier.disproven),
    ]
    plies = sorted(set(frontier.settled) | set(frontier.split) | set(frontier.open))
    for ply in plies:
        settled = frontier.settled.get(ply, 0)
        split = frontier.split.get(ply, 0)
        waiting = frontier.open.get(ply, 0)
        lines.append(
            _(
                "ply {ply}: {settled} of {total} positions settled, {split} split and not "
                "settled yet, {open} to prove"
            ).format(
                ply=ply, settled=settled, total=settled + split + waiting, split=split, open=waiting
            )
        )
    if frontier.settled_from == 0:
        lines.append(_("the root is settled: the first player's win is proven"))
    elif frontier.settled_from is None:
        lines.append(_("no ply is settled yet: the deepest positions are still to prove"))
    else:
        lines.append(
            _("every position of the tree is settled from ply {ply} on").format(
                ply=frontier.settled_from
            )
        )
    left = sum(frontier.open.values())
    expected = frontier.expected
    if expected is None:
        lines.append(
            _(
                "work left: {open} positions to prove, at least {hours} hours of one worker "
                "({each} s a task); the tree still grows ({growth} new positions a task so far)"
            ).format(
                open=left,
                hours=f"{frontier.left / 3600:.1f}",
                each=f"{frontier.task_seconds:.0f}",
                growth=f"{frontier.growth:.2f}",
            )
        )
    else:
        lines.append(
            _(
                "work left: {open} positions to prove, at least {hours} hours of one worker "
                "({each} s a task), about {expected} hours if they split as the tasks so far did"
            ).format(
                open=left,
                hours=f"{frontier.left / 3600:.1f}",
                each=f"{frontier.task_seconds:.0f}",
                expected=f"{expected / 3600:.1f}",
            )
        )
    return lines


def word_status(status: BuildStatus) -> str:
    """A progress line of a strategy build in the language in use."""
    eta = status.eta
    return _(
        "{done} tasks done ({rate}/s), {waiting} in hand (about {eta} s at this rate), "
        "{proven} positions proven, {split} split, {rejected} results rejected"
    ).format(
        done=status.done,
        rate=f"{status.rate:.1f}",
        waiting=status.waiting,
        eta="?" if eta is None else f"{eta:.0f}",
        proven=status.proven,
        split=status.split,
        rejected=status.rejected,
    )
