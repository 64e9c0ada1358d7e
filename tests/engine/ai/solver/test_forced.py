"""Positions the solver answers without a search (engine.ai.solver.forced): a win at once, a
loss at once to two wins, forced blocks. On every position of many random games of boards of
each kind, the quick answer is the full search's, the pure-Python one's and (for Connect Four)
the compiled one's with its book, and it comes wherever the position is decided that way."""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass

import pytest

from engine import PRESETS, Game, Rules
from engine.ai._kernel import connect
from engine.ai.budget import Budget
from engine.ai.solver import score_within, solve
from engine.ai.solver.compiled import bitboards
from engine.ai.solver.forced import forced_score
from tests.support.connect_four_positions import connect_four
from tests.support.games import stored_state


@dataclass(frozen=True)
class Seen:
    """The side to move's wins at once and the opponent's in a position: the cells, playable
    now, that complete a line."""

    wins: int
    threats: int

    @property
    def kind(self) -> str:
        if self.wins:
            return "win at once"
        if self.threats >= 2:
            return "loss at once"
        return "forced block" if self.threats else "quiet"


def seen(game: Game) -> Seen:
    """The wins at once of each side of `game`, found from the rules' lines, the stones and the
    legal moves (with gravity a cell is playable for either side alike)."""
    playable = set(game.legal_moves())
    k = game.rules.k

    def wins(player: int) -> int:
        cells = set()
        for line in game.rules.lines:
            stones = [game.stone_at(cell) for cell in line]
            if stones.count(player) == k - 1 and stones.count(None) == 1:
                cells.add(line[stones.index(None)])
        return len(cells & playable)

    return Seen(wins(game.to_move), wins(1 - game.to_move))


def positions_of_random_games(rules: Rules, seed: int, games: int) -> list[Game]:
    """Every unfinished position of `games` random games of `rules`."""
    rng = random.Random(seed)
    found = []
    for _ in range(games):
        game = Game(rules)
        while not game.is_over():
            found.append(game.copy())
            game.play(rng.choice(game.legal_moves()))
    return found


def full_search(game: Game, *, kernel: bool) -> int | None:
    """The solver without the quick answers: the book and compiled kernel where they apply
    (kernel=True), else the pure-Python search."""
    return score_within(game, Budget(None), kernel=kernel)


BOARDS = [
    pytest.param(PRESETS["connect-four"], 60, id="connect-four"),
    pytest.param(PRESETS["tic-tac-toe"], 40, id="tic-tac-toe"),
    pytest.param(Rules((4, 4), 3), 30, id="4x4-three"),
    pytest.param(Rules((5, 4), 4, gravity=1), 40, id="5x4-four-gravity"),
    pytest.param(Rules((4, 5), 3, gravity=0), 40, id="4x5-three-gravity-on-x"),
    pytest.param(
        Rules((4, 4), 3, gravity=0, blocked=frozenset({(1, 1)})), 30, id="blocked-gravity"
    ),
    pytest.param(Rules((3, 3, 2), 3, blocked=frozenset({(1, 1, 0)})), 30, id="3x3x2-blocked"),
    pytest.param(Rules((3, 3, 3), 3, gravity=2), 30, id="3x3x3-gravity"),
    pytest.param(PRESETS["qubic"], 20, id="qubic"),
    pytest.param(PRESETS["score-four"], 20, id="score-four"),
]


@pytest.mark.parametrize(("rules", "games"), BOARDS)
def test_the_quick_answer_is_the_full_searchs_and_comes_wherever_the_position_is_decided(
    rules: Rules, games: int
) -> None:
    kinds: dict[str, int] = {}
    for game in positions_of_random_games(rules, 20261129, games):
        look = seen(game)
        before = stored_state(game)
        quick = forced_score(game)
        assert stored_state(game) == before
        if look.kind == "quiet":
            assert quick is None, game
            continue
        if look.kind != "forced block":
            assert quick is not None, (look, game)
        if quick is None:
            continue
        kinds[look.kind] = kinds.get(look.kind, 0) + 1
        assert quick == full_search(game, kernel=False), (look, game)
        assert solve(game) == quick
        if rules == PRESETS["connect-four"]:
            assert quick == full_search(game, kernel=True), (look, game)
    # The random games (the same each run) come to each kind of decided position: every game
    # but a draw ends with a win at once, a loss at once comes now and then, and so do forced
    # blocks that decide the position (rarely on the larger boards: Connect Four's many are
    # the next test's).
    assert kinds.get("win at once", 0) >= games, kinds
    assert kinds.get("loss at once", 0) >= 3, kinds
    assert kinds.get("forced block", 0) >= 1, kinds


def test_connect_four_quick_answers_of_many_games_are_the_compiled_and_pure_searchs() -> None:
    answered = {"win at once": 0, "loss at once": 0, "after blocks": 0}
    for game in positions_of_random_games(PRESETS["connect-four"], 50, 300):
        quick = forced_score(game)
        if quick is None:
            continue
        assert quick == full_search(game, kernel=True) == full_search(game, kernel=False), game
        # The kernel answers a position decided at once before any thread starts, weak or not.
        for threads in (1, 2):
            weak, _ = connect.solve(*bitboards(game), weak=True, threads=threads)
            assert weak == (quick > 0) - (quick < 0), game
        look = seen(game)
        answered["after blocks" if look.kind == "forced block" else look.kind] += 1
    assert answered["win at once"] >= 300
    assert answered["loss at once"] >= 100
    assert answered["after blocks"] >= 30


def test_connect_four_a_block_that_makes_two_wins_is_a_win_two_stones_later() -> None:
    # . . . . . . .
    # O X X . X . .     X to move must block O's row at the floor's column 4; that stone makes
    # O O O . X X .     two wins of X's (the floor's column 7, and column 4 one up), O stops one.
    game = connect_four("6152233351")
    assert seen(game) == Seen(wins=0, threats=1)
    assert forced_score(game) == (42 + 1 - 12) // 2  # X's winning stone is the 13th
    assert full_search(game, kernel=False) == full_search(game, kernel=True) == 15


def test_connect_four_a_block_that_lets_the_other_in_above_it_is_a_loss() -> None:
    # . . X . . . .
    # . . O X . . .     O to move must block X's floor at column 5, and the stone lets X
    # . X O O . . .     onto column 5 one up, which ends X's diagonal from column 2.
    # O O X X . X .
    game = connect_four("42332164433")
    assert seen(game) == Seen(wins=0, threats=1)
    assert forced_score(game) == -((42 + 1 - 12) // 2)  # X's winning stone is the 13th
    assert full_search(game, kernel=False) == full_search(game, kernel=True) == -15


def test_a_chain_of_forced_blocks_that_fills_the_board_is_a_draw() -> None:
    # Tic-tac-toe, X on two corners of a diagonal, O on an edge: O must take the centre, and
    # from there on every stone blocks the other's one win until the board is full.
    game = Game(PRESETS["tic-tac-toe"])
    for cell in [(2, 2), (1, 0), (0, 0)]:
        game.play(cell)
    assert seen(game) == Seen(wins=0, threats=1)
    assert forced_score(game) == 0
    assert full_search(game, kernel=False) == 0


def test_with_no_time_left_or_a_stop_set_a_quick_answer_is_none_as_a_search_would_be() -> None:
    game = connect_four("727262151")  # beyond the book (8 stones), a win at once in column 2
    assert seen(game).wins == 1
    stop = threading.Event()
    stop.set()
    for kernel in (True, False):
        assert solve(game, seconds=0.0, kernel=kernel) is None
        assert solve(game, stop=stop, kernel=kernel) is None
        assert solve(game, seconds=60.0, kernel=kernel) == (42 + 1 - 9) // 2
