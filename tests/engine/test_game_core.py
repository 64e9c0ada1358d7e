"""The compiled Game.push / Game.pop (engine._game_core) against the pure-Python ones they
replace: the same state after every move and every take-back of random games on every preset,
with two to four players."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine import PRESETS, Game, Rules
from engine import game as game_module


def state(game: Game) -> tuple[object, ...]:
    """Everything push and pop change, as values."""
    return (
        tuple(game.board),
        tuple(game.line_sums),
        game.scores,
        game.moves,
        game.completed_lines,
        game.hash,
        game.is_over(),
        game.legal_indices(),
        game.legal_moves(),
        game.outcome(),
    )


def test_the_compiled_game_core_is_present() -> None:
    assert game_module.COMPILED
    game = Game(PRESETS["qubic"])
    assert game.push is not Game.push.__get__(game)  # the instance has the compiled one


CASES = [pytest.param(rules, id=name) for name, rules in sorted(PRESETS.items())] + [
    pytest.param(replace(PRESETS["tesseract"], players=4), id="tesseract-4"),
    pytest.param(replace(PRESETS["score-four"], players=3), id="score-four-3"),
    pytest.param(Rules((4, 4), 3, gravity=0, blocked=frozenset({(1, 1)})), id="blocked-gravity"),
]


@pytest.mark.parametrize("rules", CASES)
def test_compiled_push_and_pop_match_the_python_ones(rules: Rules) -> None:
    rng = random.Random(3)
    for _ in range(4):
        compiled = Game(rules)
        python = Game(rules)
        while not python.is_over():
            move = rng.choice(python.legal_indices())
            compiled.push(move)
            Game.push(python, move)  # the class's own, pure-Python push
            assert state(compiled) == state(python)
            copy = compiled.copy()  # a copy gets its own compiled core
            copy.pop()
            assert state(compiled) == state(python)
        while python.ply:
            assert compiled.pop() == Game.pop(python)
            assert state(compiled) == state(python)
        assert state(compiled) == state(Game(rules))
