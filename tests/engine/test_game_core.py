"""The compiled Game methods (engine._game_core: push, pop, play, legal moves, is_over) against
the pure-Python ones they stand in for (kept on Game as `_python_<name>`): the same state after
every move and take-back of random games on every preset, with two to four players, and the
same refusals."""

from __future__ import annotations

import random
import weakref
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from engine import PRESETS, Game, IllegalMove, Rules, game_core
from tests.support.games import stored_state


def python(name: str) -> Callable[..., Any]:
    """The pure-Python version of a compiled Game method."""
    method: Callable[..., Any] = getattr(Game, f"_python_{name}")
    return method


def state(game: Game) -> tuple[object, ...]:
    """Everything the moves change, as values, read without the compiled methods."""
    return (
        *stored_state(game),
        game.redo_moves,
        game._empty,
        game._winner_found,
        python("is_over")(game),
        python("legal_indices")(game),
        python("legal_moves")(game),
        game.outcome(),
    )


def test_the_compiled_methods_are_in_use() -> None:
    assert game_core.COMPILED
    for name in game_core.COMPILED_METHODS:
        assert getattr(Game, name).__objclass__.__module__ == "engine._game_core"
        assert callable(python(name))


def test_a_game_is_freed_without_the_cycle_collector() -> None:
    game = Game(PRESETS["qubic"])
    game.play((1, 1, 1))
    ref = weakref.ref(game)
    del game
    assert ref() is None  # nothing but the name kept it alive
    assert Game(PRESETS["qubic"]).legal_moves()  # a temporary game answers


CASES = [pytest.param(rules, id=name) for name, rules in sorted(PRESETS.items())] + [
    pytest.param(replace(PRESETS["tesseract"], players=4), id="tesseract-4"),
    pytest.param(replace(PRESETS["score-four"], players=3), id="score-four-3"),
    pytest.param(Rules((4, 4), 3, gravity=0, blocked=frozenset({(1, 1)})), id="blocked-gravity"),
]


@pytest.mark.parametrize("rules", CASES)
def test_compiled_and_python_methods_keep_the_same_state(rules: Rules) -> None:
    rng = random.Random(3)
    for _ in range(3):
        compiled = Game(rules)
        reference = Game(rules)
        while not reference.is_over():
            assert compiled.legal_moves() == python("legal_moves")(compiled)
            assert compiled.legal_indices() == python("legal_indices")(compiled)
            move = rng.choice(reference.legal_indices())
            compiled.push(move)
            python("push")(reference, move)
            assert state(compiled) == state(reference)
            assert compiled.is_over() == python("is_over")(compiled)
            copy = compiled.copy()  # a copy works on lists (and C fields) of its own
            assert state(copy) == state(compiled)
            copy.pop()
            assert state(compiled) == state(reference)
        while reference.ply:
            assert compiled.pop() == python("pop")(reference)
            assert state(compiled) == state(reference)
        assert state(compiled) == state(Game(rules))


@pytest.mark.parametrize("rules", CASES)
def test_compiled_play_matches_python_play_with_undo_and_redo(rules: Rules) -> None:
    rng = random.Random(5)
    compiled = Game(rules)
    reference = Game(rules)
    while not reference.is_over():
        cell = rng.choice(reference.legal_moves())
        # The very tuple legal_moves() gave (found by identity) or an equal one (by look-up).
        compiled.play(cell if rng.random() < 0.5 else tuple(list(cell)))
        python("play")(reference, cell)
        if rng.random() < 0.3:
            assert compiled.undo() == reference.undo()
            assert state(compiled) == state(reference)
            assert compiled.redo() == reference.redo()
        assert state(compiled) == state(reference)


@pytest.mark.parametrize("cell", [(0, 5), [3, 0, 0], (9, 9), "3,1", (3,), (0, 0, 0)])
def test_compiled_play_refuses_like_the_python_one(cell: object) -> None:
    rules = PRESETS["connect-four"]
    messages = []
    for play in (Game.play, python("play")):
        game = Game(rules)
        with pytest.raises(IllegalMove) as error:
            play(game, cell)
        messages.append(str(error.value))
        assert game.ply == 0
    assert messages[0] == messages[1]
    finished = Game(PRESETS["tic-tac-toe"])
    for text in ((0, 0), (1, 0), (0, 1), (1, 1), (0, 2)):
        finished.play(text)
    with pytest.raises(IllegalMove, match="the game is over"):
        finished.play((2, 2))
    assert finished.legal_moves() == finished.legal_indices() == []
