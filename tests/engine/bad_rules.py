"""One set of rules for every reason rules cannot be played, for the tests of each wording."""

from __future__ import annotations

from engine.rules import Rules, RulesError, RulesProblem, RulesProblemKind, centre

BAD_RULES: dict[RulesProblemKind, dict[str, object]] = {
    RulesProblemKind.SHAPE_TYPE: {"shape": (4, "4"), "k": 2},
    RulesProblemKind.AXES: {"shape": (2,) * 7, "k": 2},
    RulesProblemKind.SIZE: {"shape": (4, 20), "k": 2},
    RulesProblemKind.CELLS: {"shape": (19, 19, 19, 19), "k": 4},
    RulesProblemKind.K: {"shape": (4, 4), "k": 5},
    RulesProblemKind.GRAVITY: {"shape": (4, 4), "k": 3, "gravity": 2},
    RulesProblemKind.PLAYERS: {"shape": (4, 4), "k": 3, "players": 5},
    RulesProblemKind.TARGET: {"shape": (4, 4), "k": 3, "target": 0},
    RulesProblemKind.BLOCKED_TYPE: {"shape": (4, 4), "k": 3, "blocked": 7},
    RulesProblemKind.BLOCKED_CELL: {"shape": (4, 4), "k": 3, "blocked": {(4, 0)}},
    RulesProblemKind.ALL_BLOCKED: {"shape": (2,), "k": 2, "blocked": {(0,), (1,)}},
    # 7,488 cells, within the limit, but 207,896 lines of two.
    RulesProblemKind.LINES: {"shape": (4, 8, 13, 18), "k": 2},
}


def problem_of(kind: RulesProblemKind) -> RulesProblem:
    """The problem the bad rules of `kind` raise (NO_CENTRE: the centre of a 4×4 board)."""
    try:
        if kind is RulesProblemKind.NO_CENTRE:
            centre((4, 4))
        else:
            Rules(**BAD_RULES[kind])  # type: ignore[arg-type]
    except RulesError as error:
        assert error.problem.kind is kind, error
        return error.problem
    raise AssertionError(f"no problem: {kind}")


def every_rules_problem() -> list[RulesProblem]:
    """One problem of every kind."""
    return [problem_of(kind) for kind in RulesProblemKind]
