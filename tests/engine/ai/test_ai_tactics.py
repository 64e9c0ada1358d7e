"""CPU tactics on hand-made positions of every preset: wins in one are taken, single threats
blocked, double threats made and seen coming, and gravity respected."""

from __future__ import annotations

import random

import pytest

from engine import PRESETS, Game
from engine.ai import choose_move
from engine.ai.budget import Budget
from engine.ai.levels import think
from engine.rules import Cell
from tests.support.cpu_positions import (
    BLOCK_ONE,
    FORK_COMING,
    WIN_IN_ONE,
    WIN_IN_TWO,
    position,
    snapshot,
    winning_cells,
)

# A node cap instead of a deadline: the same search, so the same move, on any machine at any load.
SEARCH_NODES = 20_000


def cpu_move(game: Game, level: str, seed: int) -> Cell:
    """The move `level` chooses within SEARCH_NODES search nodes."""
    return think(game, level, Budget(None, max_nodes=SEARCH_NODES), seed=seed)


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
@pytest.mark.parametrize("preset", sorted(WIN_IN_ONE))
def test_a_win_in_one_is_never_missed(preset: str, level: str) -> None:
    game = position(preset, WIN_IN_ONE[preset])
    me = game.to_move
    wins = winning_cells(game, me)
    assert wins, "the position must offer a win"
    for seed in range(3):
        move = cpu_move(game, level, seed)
        assert move in wins
        game.play(move)
        outcome = game.outcome()
        assert outcome is not None
        assert outcome.winners == (me,)
        game.undo()


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
@pytest.mark.parametrize("preset", sorted(BLOCK_ONE))
def test_a_single_threat_is_always_blocked(preset: str, level: str) -> None:
    game = position(preset, BLOCK_ONE[preset])
    me = game.to_move
    assert not winning_cells(game, me), "the side to move must not be able to win first"
    threats = winning_cells(game, 1 - me)
    assert len(threats) == 1
    for seed in range(3):
        assert cpu_move(game, level, seed) in threats


def wins_in_two(game: Game, move: tuple[int, ...]) -> bool:
    """True if `move` leaves the opponent no reply that stops the mover winning next move."""
    me = game.to_move
    game.play(move)
    try:
        if winning_cells(game, 1 - me):
            return False
        for reply in game.legal_moves():
            game.play(reply)
            lost = not winning_cells(game, me)
            game.undo()
            if lost:
                return False
        return True
    finally:
        game.undo()


def allows_double_threat(game: Game, move: tuple[int, ...]) -> bool:
    """True if after `move` the opponent can answer with two winning cells while the mover has
    no win in one of its own."""
    me = game.to_move
    game.play(move)
    try:
        for reply in game.legal_moves():
            game.play(reply)
            bad = len(winning_cells(game, 1 - me)) >= 2 and not winning_cells(game, me)
            game.undo()
            if bad:
                return True
        return False
    finally:
        game.undo()


def quiet_position(table: dict[str, str], preset: str) -> Game:
    """The position `table[preset]`, checked to offer no win in one to either side."""
    game = position(preset, table[preset])
    me = game.to_move
    assert not winning_cells(game, me) and not winning_cells(game, 1 - me)
    return game


@pytest.mark.parametrize("level", ["hard", "expert"])
@pytest.mark.parametrize("preset", sorted(WIN_IN_TWO))
def test_hard_and_expert_find_a_double_threat(preset: str, level: str) -> None:
    game = quiet_position(WIN_IN_TWO, preset)
    move = cpu_move(game, level, seed=1)
    assert wins_in_two(game, move), f"{move} does not win in two"


@pytest.mark.parametrize("level", ["hard", "expert"])
@pytest.mark.parametrize("preset", sorted(FORK_COMING))
def test_hard_and_expert_see_a_double_threat_coming(preset: str, level: str) -> None:
    game = quiet_position(FORK_COMING, preset)
    assert any(allows_double_threat(game, m) for m in game.legal_moves()), "no danger here"
    move = cpu_move(game, level, seed=1)
    assert not allows_double_threat(game, move), f"{move} lets the opponent fork"


def test_medium_stops_a_fork() -> None:
    game = position("qubic", FORK_COMING["qubic"])
    for seed in range(3):
        assert not allows_double_threat(game, choose_move(game, "medium", seed=seed))


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard", "expert"])
@pytest.mark.parametrize("preset", ["connect-four", "score-four"])
def test_gravity_games_never_get_a_floating_cell(preset: str, level: str) -> None:
    rng = random.Random(7)
    game = Game(PRESETS[preset])
    while game.ply < 14 and not game.is_over():
        before = snapshot(game)
        move = think(game, level, Budget(None, max_nodes=2_000), seed=rng.randrange(1000))
        assert snapshot(game) == before
        assert move in game.legal_moves()
        # Mix in random stones so the columns grow unevenly.
        game.play(move if rng.random() < 0.5 else rng.choice(game.legal_moves()))
