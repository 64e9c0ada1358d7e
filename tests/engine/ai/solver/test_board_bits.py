"""The bitboards the exact solver takes (`compiled.bitboards`): the kernel's `board_bits` gives
the same as the pure-Python loop it replaced, on boards falling along either axis; a board
beyond 64 bits (which the pure-Python search takes) keeps the loop; the kernel refuses a board
that does not fit or does not match its shape, saying so."""

from __future__ import annotations

import random

import pytest

from engine import Game, Rules
from engine.ai._kernel import connect
from engine.ai.solver import compiled
from engine.rules import PRESETS

BOARDS = (
    PRESETS["connect-four"],
    Rules((6, 7), 4, gravity=0),  # stones fall along the first axis
    Rules((4, 4), 3, gravity=1),
    Rules((1, 5), 2, gravity=1),
    Rules((9, 9), 5, gravity=1),  # 90 bits: beyond the kernel, Python's long integers
)


def by_stones(game: Game) -> tuple[int, int]:
    """(current, mask) worked out from the moves, stone by stone: the bit of each played cell
    by `compiled.cell_bit`, the side to move's own."""
    current = mask = 0
    for number, cell in enumerate(game.moves):
        bit = compiled.cell_bit(game.rules, cell)
        mask |= bit
        if number % 2 == game.ply % 2:
            current |= bit
    return current, mask


@pytest.mark.parametrize("rules", BOARDS, ids=lambda r: "x".join(map(str, r.shape)))
def test_the_kernels_bitboards_are_the_stones_played(
    rules: Rules, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(50)
    for _ in range(200):
        game = Game(rules)
        for _ in range(rng.randrange(rules.cell_count)):
            if game.is_over():
                break
            game.play(rng.choice(game.legal_moves()))
        gravity = rules.gravity
        assert gravity is not None
        expected = (rules.shape[1 - gravity], rules.shape[gravity], rules.k, *by_stones(game))
        assert compiled.bitboards(game) == expected, game.moves
        with monkeypatch.context() as python_only:
            python_only.setattr(compiled, "_board_bits", None)
            assert compiled.bitboards(game) == expected, game.moves


def test_a_board_that_does_not_fit_or_match_is_refused() -> None:
    with pytest.raises(ValueError, match="does not fit 64 bits"):
        connect.board_bits([-1] * 81, 9, 9, 1, 0)
    with pytest.raises(ValueError, match="falling along axis 2"):
        connect.board_bits([-1] * 42, 7, 6, 2, 0)
    with pytest.raises(ValueError, match="41 cells on a 7 x 6 board"):
        connect.board_bits([-1] * 41, 7, 6, 1, 0)
    with pytest.raises(TypeError):
        connect.board_bits([-1, "x"], 1, 2, 1, 0)
