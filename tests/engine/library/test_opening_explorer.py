"""The opening explorer of the library's games: the moves played from a position, matched under
the board's symmetries, with the results for the side to move, held to a plain search through
every game and every symmetry."""

from __future__ import annotations

import random
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from engine import PRESETS, Game, Rules, record
from engine.library import GameLibrary
from engine.library.library_positions import board_symmetries
from engine.puzzles.symmetry import symmetries
from engine.rules import Cell
from engine.scoreboard import result_for

BEGUN = datetime(2026, 11, 29, 9, 0, tzinfo=UTC)


def keep_games(library: GameLibrary, rules: Rules, games: list[tuple[Cell, ...]]) -> None:
    for number, moves in enumerate(games):
        game = Game(rules)
        for cell in moves:
            game.play(cell)
        library.keep(record.dumps(game, created=BEGUN + timedelta(seconds=number)))


def random_games(rules: Rules, count: int, seed: int, longest: int) -> list[tuple[Cell, ...]]:
    chooser = random.Random(seed)
    games = []
    for _ in range(count):
        game = Game(rules)
        length = chooser.randint(0, longest)
        while game.ply < length and not game.is_over():
            game.play(chooser.choice(game.legal_moves()))
        games.append(game.moves)
    return games


def test_a_corner_opening_counts_for_every_corner(tmp_path: Path) -> None:
    rules = PRESETS["tic-tac-toe"]
    with GameLibrary(tmp_path) as library:
        # X wins down the left column in one game, O along a diagonal in the other.
        keep_games(
            library,
            rules,
            [
                ((0, 0), (1, 1), (0, 1), (2, 2), (0, 2)),
                ((2, 2), (1, 1), (2, 1), (2, 0), (1, 2), (0, 2)),
            ],
        )
        opening = library.explore(rules, [])
        assert opening.games == 2
        [corner] = opening.moves
        assert corner.cell == (0, 0)
        assert set(corner.cells) == {(0, 0), (0, 2), (2, 0), (2, 2)}
        assert (corner.games, corner.wins, corner.draws, corner.losses) == (2, 1, 0, 1)
        # After X in the far corner, O took the centre in both games: a loss and a win for O.
        [centre] = library.explore(rules, [(2, 0)]).moves
        assert (centre.cell, centre.cells) == ((1, 1), ((1, 1),))
        assert (centre.games, centre.wins, centre.losses) == (2, 1, 1)
        assert library.explore(rules, [(1, 1)]).moves == ()


def test_gravity_matches_mirror_images_only(tmp_path: Path) -> None:
    rules = PRESETS["connect-four"]
    with GameLibrary(tmp_path) as library:
        keep_games(library, rules, [((0, 0), (1, 0)), ((6, 0), (5, 0)), ((1, 0), (0, 0))])
        moves = library.explore(rules, []).moves
        assert [(m.cells, m.games) for m in moves] == [
            (((0, 0), (6, 0)), 2),
            (((1, 0), (5, 0)), 1),
        ]
        [reply] = library.explore(rules, [(6, 0)]).moves
        assert (reply.cell, reply.games) == ((5, 0), 2)


def test_a_board_of_no_game_and_a_move_off_the_board(tmp_path: Path) -> None:
    with GameLibrary(tmp_path) as library:
        assert library.explore(PRESETS["qubic"], []).moves == ()
        with pytest.raises(ValueError, match=r"moves\[0\]: \(4, 0, 0\) is not a cell"):
            library.explore(PRESETS["qubic"], [(4, 0, 0)])


def test_the_symmetries_keep_blocked_cells_and_stay_within_bounds() -> None:
    assert len(board_symmetries(PRESETS["qubic"]).maps) == 48
    assert len(board_symmetries(PRESETS["four-d"]).maps) == 384
    assert len(board_symmetries(PRESETS["tesseract"]).maps) == 384
    assert len(board_symmetries(PRESETS["connect-four"]).maps) == 2
    # A blocked cell off the centre leaves only the images that keep it in place.
    assert len(board_symmetries(Rules((3, 3), 3, blocked=frozenset({(0, 1)}))).maps) == 2
    # 46,080 images of 4,096 cells would be too many to keep: the reversals alone stay.
    assert len(board_symmetries(Rules((4,) * 6, 4)).maps) == 64


def brute_force(
    rules: Rules, games: list[tuple[Cell, ...]], position: tuple[Cell, ...]
) -> Counter[tuple[frozenset[Cell], str]]:
    """Every (class of moves, result) from `position`, by trying every symmetry on every
    position of every game."""
    images = symmetries(rules)
    shape = rules.shape
    mover = len(position) % rules.players

    def stones(moves: tuple[Cell, ...]) -> frozenset[tuple[Cell, int]]:
        return frozenset((cell, ply % rules.players) for ply, cell in enumerate(moves))

    wanted = stones(position)
    found: Counter[tuple[frozenset[Cell], str]] = Counter()
    for moves in games:
        game = Game(rules)
        for cell in moves:
            game.play(cell)
        outcome = game.outcome()
        result = "-" if outcome is None else result_for(outcome.winners, mover).value
        if len(moves) <= len(position):
            continue
        before, move = moves[: len(position)], moves[len(position)]
        answers = set()
        for symmetry in images:
            seen = frozenset((symmetry.apply(c, shape), p) for c, p in stones(before))
            if seen == wanted:
                answers.add(symmetry.apply(move, shape))
        if answers:
            # The move, and every image of it under the position's own symmetries.
            same = {
                symmetry.apply(answer, shape)
                for symmetry in images
                for answer in answers
                if frozenset((symmetry.apply(c, shape), p) for c, p in wanted) == wanted
            }
            found[(frozenset(same), result)] += 1
    return found


@pytest.mark.parametrize(("preset", "longest"), [("qubic", 6), ("cube-3", 5), ("score-four", 6)])
def test_the_explorer_agrees_with_a_search_through_every_game(
    tmp_path: Path, preset: str, longest: int
) -> None:
    rules = PRESETS[preset]
    games = random_games(rules, 120, seed=7, longest=longest)
    # Short games meet again after a few moves; ask after each move of some games.
    asked = {moves[:length] for moves in games[:12] for length in range(min(len(moves), 3))}
    with GameLibrary(tmp_path) as library:
        keep_games(library, rules, games)
        for position in sorted(asked):
            expected = brute_force(rules, games, position)
            found: Counter[tuple[frozenset[Cell], str]] = Counter()
            for move in library.explore(rules, position).moves:
                same = frozenset(move.cells)
                found[(same, "win")] += move.wins
                found[(same, "draw")] += move.draws
                found[(same, "loss")] += move.losses
                found[(same, "-")] += move.games - move.wins - move.draws - move.losses
            assert +found == expected, position
