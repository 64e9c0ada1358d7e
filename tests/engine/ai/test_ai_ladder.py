"""The level ladder: over a short fixed-seed match, each level beats the one below it (more wins
than losses, seats alternating). The searching levels get a node cap instead of a time, so the
games are the same on a fast or a busy machine."""

from __future__ import annotations

import pytest

from engine import PRESETS
from engine.ai import LEVELS
from terminal.commands.match import match_tasks, play_match


@pytest.mark.parametrize(
    ("weaker", "stronger", "preset", "games", "nodes"),
    [
        ("random", "easy", "qubic", 6, None),
        ("easy", "medium", "qubic", 6, None),
        ("medium", "hard", "qubic", 4, 4000),
        ("hard", "expert", "qubic", 2, 4000),
    ],
)
def test_each_level_beats_the_one_below(
    weaker: str, stronger: str, preset: str, games: int, nodes: int | None
) -> None:
    assert LEVELS.index(stronger) == LEVELS.index(weaker) + 1
    tasks = match_tasks(PRESETS[preset], [weaker, stronger], games, None, seed=2024, nodes=nodes)
    results = play_match(tasks)
    wins = sum(r.winners == (1,) for r in results)
    losses = sum(r.winners == (0,) for r in results)
    assert wins > losses, f"{stronger} {wins}, {weaker} {losses} of {games}"
