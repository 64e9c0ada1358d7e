"""Threats told as stories, and checked against a slow oracle on random games of every preset."""

from __future__ import annotations

import math
import random

import pytest

from engine import EMPTY, PRESETS, Game, Threat, format_cell, parse_move, threats


def play(game: Game, moves: str) -> Game:
    for text in moves.split():
        game.play(parse_move(text, game))
    return game


def shown(game: Game) -> set[tuple[str, int, int, bool]]:
    """Threats as (cell in notation, player, lines, now)."""
    return {(format_cell(t.cell), t.player, t.lines, t.now) for t in threats(game)}


def test_an_open_two_in_tic_tac_toe_threatens_its_third_cell_until_blocked() -> None:
    game = play(Game(PRESETS["tic-tac-toe"]), "1,1 1,2 2,2")
    assert shown(game) == {("3,3", 0, 1, True)}
    play(game, "3,3")
    assert shown(game) == set()


def test_two_lines_meeting_on_one_empty_cell_make_a_double_threat() -> None:
    # X: a row 1,1,1-3,1,1 and a column 4,2,1-4,4,1 both end on 4,1,1; O plays far away.
    game = play(
        Game(PRESETS["qubic"]),
        "1,1,1 1,1,4 2,1,1 3,3,4 3,1,1 2,4,3 4,2,1 1,4,2 4,3,1 3,2,3 4,4,1",
    )
    double = [t for t in threats(game) if t.cell == (3, 0, 0)]
    assert double == [Threat((3, 0, 0), 0, 2, True)]
    assert double[0].double
    assert all(not t.double for t in threats(game) if t.cell != (3, 0, 0))


def test_gravity_threats_are_playable_now_or_one_stone_away_and_no_higher() -> None:
    # X has 1,1 2,1 3,1 (wins at 4,1, playable now); O has 1,2 2,2 3,2 (wins at 4,2, which
    # needs one stone under it first).
    game = play(Game(PRESETS["connect-four"]), "1 1 2 2 3 3")
    assert shown(game) == {("4,1", 0, 1, True), ("4,2", 1, 1, False)}
    # Two stones missing below: the threat is not shown at all.
    game = play(Game(PRESETS["connect-four"]), "1 1 2 2 3 3 7 1 7 2 7 3")
    # O: 1,3 2,3 3,3 with 4,1 and 4,2 empty under 4,3.
    assert ("4,3", 1, 1, False) not in shown(game)
    assert all(format_cell(t.cell) != "4,3" for t in threats(game))


def test_a_finished_game_has_no_threats() -> None:
    game = play(Game(PRESETS["tic-tac-toe"]), "1,1 1,2 2,2 1,3 3,3")
    assert game.is_over()
    assert threats(game) == ()


def oracle(game: Game) -> set[tuple[tuple[int, ...], int, int, bool]]:
    """Every empty cell and player, by trying the lines of the rules one by one."""
    if game.is_over():
        return set()
    board = game.board_array()
    gravity = game.rules.gravity
    found: dict[tuple[tuple[int, ...], int], int] = {}
    for line in game.rules.lines:
        values = [int(board[c]) for c in line]
        empty = [c for c, v in zip(line, values, strict=True) if v == EMPTY]
        owners = {v for v in values if v >= 0}
        if len(empty) == 1 and len(owners) == 1:
            key = (empty[0], owners.pop())
            found[key] = found.get(key, 0) + 1
    result = set()
    for (cell, player), lines in found.items():
        missing = 0
        if gravity is not None:
            below = list(cell)
            for height in range(cell[gravity] - 1, -1, -1):
                below[gravity] = height
                if board[tuple(below)] != EMPTY:
                    break
                missing += 1
        if missing <= 1:
            result.add((cell, player, lines, missing == 0))
    return result


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_threats_agree_with_the_oracle_along_random_games(name: str) -> None:
    rules = PRESETS[name]
    rng = random.Random(name)
    for _ in range(3 if math.prod(rules.shape) > 200 else 8):
        game = Game(rules)
        while not game.is_over() and game.ply < 60:
            got = {(t.cell, t.player, t.lines, t.now) for t in threats(game)}
            assert got == oracle(game), (name, game.moves)
            game.play(rng.choice(game.legal_moves()))
