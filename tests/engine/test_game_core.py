"""The compiled Game methods (engine._game_core: push, pop, play, legal moves, is_over) against
the pure-Python ones they stand in for: the same state after every move, take-back, undo and redo
of random games on every preset, with two to four players, and the same refusals."""

from __future__ import annotations

import random
import weakref
from dataclasses import replace

import pytest

from engine import PRESETS, Game, IllegalMove, Rules
from engine import game as game_module

COMPILED = ("push", "pop", "play", "legal_moves", "legal_indices", "is_over")


def state(game: Game) -> tuple[object, ...]:
    """Everything the moves change, as values."""
    return (
        tuple(game.board),
        tuple(game.line_sums),
        game.scores,
        game.moves,
        game.redo_moves,
        game.completed_lines,
        game.hash,
        game.is_over(),
        game.legal_indices(),
        game.legal_moves(),
        game.outcome(),
    )


def python_game(rules: Rules, monkeypatch: pytest.MonkeyPatch) -> Game:
    """A Game with the pure-Python methods only."""
    with monkeypatch.context() as patch:
        patch.setattr(game_module, "_game_core", None)
        game = Game(rules)
    assert not set(COMPILED) & set(vars(game))
    return game


def test_the_compiled_methods_are_present() -> None:
    assert game_module.COMPILED
    game = Game(PRESETS["qubic"])
    assert set(COMPILED) <= set(vars(game))
    assert set(COMPILED) <= set(vars(game.copy()))


def test_a_game_is_freed_without_the_cycle_collector() -> None:
    game = Game(PRESETS["qubic"])
    push = game.push
    ref = weakref.ref(game)
    del game
    assert ref() is None  # no reference cycle keeps it alive
    with pytest.raises(ReferenceError, match="the game of this core is gone"):
        push(0)


CASES = [pytest.param(rules, id=name) for name, rules in sorted(PRESETS.items())] + [
    pytest.param(replace(PRESETS["tesseract"], players=4), id="tesseract-4"),
    pytest.param(replace(PRESETS["score-four"], players=3), id="score-four-3"),
    pytest.param(Rules((4, 4), 3, gravity=0, blocked=frozenset({(1, 1)})), id="blocked-gravity"),
]


@pytest.mark.parametrize("rules", CASES)
def test_compiled_and_python_methods_keep_the_same_state(
    rules: Rules, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(3)
    for _ in range(3):
        compiled = Game(rules)
        python = python_game(rules, monkeypatch)
        while not python.is_over():
            cell = rng.choice(python.legal_moves())
            compiled.play(cell)
            python.play(cell)
            assert state(compiled) == state(python)
            copy = compiled.copy()  # a copy gets compiled methods of its own
            copy.pop()
            assert state(compiled) == state(python)
            if rng.random() < 0.2:
                assert compiled.undo() == python.undo()
                assert state(compiled) == state(python)
                assert compiled.redo() == python.redo()
        while python.ply:
            assert compiled.pop() == python.pop()
            assert state(compiled) == state(python)
        assert state(compiled) == state(Game(rules))


@pytest.mark.parametrize("cell", [(0, 5), [3, 0, 0], (9, 9), "3,1", (3,)])
def test_compiled_play_refuses_like_the_python_one(
    cell: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    rules = PRESETS["connect-four"]
    compiled = Game(rules)
    python = python_game(rules, monkeypatch)
    messages = []
    for game in (compiled, python):
        with pytest.raises(IllegalMove) as error:
            game.play(cell)  # type: ignore[arg-type]
        messages.append(str(error.value))
        assert game.ply == 0
    assert messages[0] == messages[1]
