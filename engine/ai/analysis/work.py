"""The analysis's budgets: work, not time. A position's seconds become a number of search nodes
(as many as this machine's searches visit in that time, measured once: `NODES_PER_SECOND`), with
no deadline, so that the same game gets the same results, marks, better moves and estimates
however fast or loaded the machine is; the stop flag still ends the work at once.

On the compiled solver's boards the proof is counted at the solver's own rate, node by node as
it reports them, and what a position's proof leaves (the book answered, or a late position was
solved in a few hundred nodes) goes to the position before it (`Work.left`, `Work.more`): a
game's proofs get the work of all its positions, no more, and the hard ones, just past the book,
get most of it.

Every search the analysis runs counts its nodes against the cap (the compiled ones take it as
`max_nodes`, run on one thread under a cap, and the solver's table is emptied when an analysis
starts, so a table filled by earlier work proves no more than a fresh one); the pure-Python
exact solver, which only looks at its budget every few hundred nodes, is counted by its looks
(`Work.expired`). Searches are seeded and break ties in a fixed order, so work alone decides
what they find.
"""

from __future__ import annotations

import math

from engine.ai import compiled_search
from engine.ai.budget import CHECK_EVERY, Budget, StopFlag
from engine.ai.solver import compiled
from engine.rules import Rules

NODES_PER_SECOND = 1_000_000
"""The nodes a second buys where the compiled searches run (they visit 1.7 million a second
on the machine this was measured on, the exact solver some 3.5 million; a round figure below
both, as an analysis shares the machine with the window)."""
SOLVER_NODES_PER_SECOND = 5_000_000
"""The nodes a second of proof buys where the compiled exact solver alone proves (Connect Four
and its relatives): it visits some 10 million a second on positions of 8 to 13 stones, those
that need it (1.2 million on quick ones, where a call costs more than its nodes); half that, as
a slower machine's."""
PYTHON_NODES_PER_SECOND = 20_000
"""And where only the pure-Python searches run (more than two players, a target of lines)."""
PYTHON_SHARE = PYTHON_NODES_PER_SECOND / NODES_PER_SECOND
"""The share of a compiled board's nodes a pure-Python search is given there (the exact solver
late in a Qubic game), so that it takes about the same time."""


class Work(Budget):
    """A budget of `nodes` without a deadline (None: no cap), ended early by `stop`. A search
    that looks at the budget without saying how many nodes it visited is counted `CHECK_EVERY`
    nodes a look. `counted`: every search under it reports its nodes (`spend`), so that what it
    leaves (`left`) is known."""

    def __init__(
        self, nodes: int | None, stop: StopFlag | None = None, counted: bool = False
    ) -> None:
        super().__init__(None, stop, nodes)
        self.looks = 0
        self.spent = 0
        self.counted = counted

    def expired(self, nodes: int = 0) -> bool:
        """True once `nodes` (or, without them, the looks so far) reached the cap, or the stop
        flag is set."""
        if nodes == 0:
            self.looks += 1
            nodes = self.looks * CHECK_EVERY
        return super().expired(nodes)

    def part(self, fraction: float, used: int = 0) -> Work:
        """A budget for a sub-task: `fraction` of the nodes left after `used`."""
        if self.max_nodes is None:
            return Work(None, self.stop)
        return Work(used + int(max(0, self.max_nodes - used) * fraction), self.stop)

    def spend(self, nodes: int) -> None:
        """Counts `nodes` a compiled search reported visiting under this budget."""
        self.spent += nodes

    def left(self) -> int:
        """The nodes of the cap not spent where every one is counted, else 0."""
        if not self.counted or self.max_nodes is None:
            return 0
        return max(0, self.max_nodes - self.spent)

    def more(self, nodes: int) -> Work:
        """This budget with `nodes` more (the same without a cap)."""
        more = None if self.max_nodes is None else self.max_nodes + nodes
        return Work(more, self.stop, self.counted)


def position_work(seconds: float, rules: Rules, stop: StopFlag | None) -> Work:
    """A position's budget for `seconds` (infinite: no cap) on a board of `rules`."""
    if math.isinf(seconds):
        return Work(None, stop)
    fast = compiled_search.supports(rules) or compiled.fits(rules)
    rate = NODES_PER_SECOND if fast else PYTHON_NODES_PER_SECOND
    return Work(max(1, round(seconds * rate)), stop)


def proof_work(seconds: float, share: float, rules: Rules, stop: StopFlag | None) -> Work:
    """The proof's `share` of a position's budget for `seconds` on a board of `rules`. On the
    compiled solver's boards it is counted at the solver's rate, and only the solver spends it,
    reporting every node: there what a position leaves is known (`Work.left`), and an analysis
    may give it to another position."""
    if compiled.fits(rules) and not math.isinf(seconds):
        nodes = max(1, round(seconds * share * SOLVER_NODES_PER_SECOND))
        return Work(nodes, stop, counted=True)
    return position_work(seconds, rules, stop).part(share)


def spend(budget: Budget, nodes: int) -> None:
    """Counts `nodes` against `budget` when it is a `Work` (other budgets keep no count)."""
    if isinstance(budget, Work):
        budget.spend(nodes)


def for_python(budget: Budget) -> Budget:
    """`budget` as a pure-Python search on a compiled board takes it: `PYTHON_SHARE` of a
    `Work`'s nodes; any other budget as it is."""
    if isinstance(budget, Work) and budget.max_nodes is not None:
        return Work(max(1, int(budget.max_nodes * PYTHON_SHARE)), budget.stop)
    return budget
