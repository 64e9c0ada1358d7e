"""The exact solver: Connect Four positions with known scores, small games solved outright, and
a plain minimax by the definition of the score as the referee on small boards."""

from __future__ import annotations

import random
import threading
from dataclasses import replace

import pytest

from engine import PRESETS, Game, Rules, parse_cell
from engine.ai.solver import UnsupportedGame, perfect_move, solve
from tests.support.connect_four_positions import connect_four, positions
from tests.support.games import random_position


def play(game: Game, moves: str) -> Game:
    for text in moves.split():
        game.play(parse_cell(text, game.rules))
    return game


def snapshot(game: Game) -> tuple[object, ...]:
    return (
        game.moves,
        game.redo_moves,
        game.board.copy(),
        game.line_sums.copy(),
        game.hash,
        game.scores,
        game.outcome(),
    )


def reference_score(game: Game) -> int:
    """The score straight from its definition: plain minimax over every legal move, a win worth
    (C + 1 - n) // 2 with n the stones before the winning one. Memoised, nothing pruned."""
    game = game.copy()
    cells = game.rules.cell_count - len(game.rules.blocked)
    memo: dict[int, int] = {}

    def value() -> int:
        if game.hash in memo:
            return memo[game.hash]
        best = None
        for cell in game.legal_moves():
            before = game.ply
            game.play(cell)
            outcome = game.outcome()
            if outcome is None:
                score = -value()
            else:
                score = (cells + 1 - before) // 2 if outcome.winners else 0
            game.undo()
            best = score if best is None else max(best, score)
        assert best is not None
        memo[game.hash] = best
        return best

    return value()


# -- Connect Four data ----------------------------------------------------------------------------


def test_exact_on_every_end_position() -> None:
    wrong = [(m, s, solve(connect_four(m))) for m, s in positions("end.txt")]
    wrong = [w for w in wrong if w[1] != w[2]]
    assert wrong == []


def test_exact_on_the_first_forty_middle_positions() -> None:
    sample = positions("middle.txt")[:40]
    wrong = [(m, s, solve(connect_four(m))) for m, s in sample]
    wrong = [w for w in wrong if w[1] != w[2]]
    assert wrong == []


# The first eight but lines 2 and 5, which take ten seconds or more: the beginnings are the
# hard part, measured by benchmarks/solve_connect4.py.
@pytest.mark.parametrize("line", [0, 1, 3, 4, 6, 7])
def test_exact_on_begin_positions(line: int) -> None:
    moves, score = positions("begin.txt")[line]
    assert solve(connect_four(moves)) == score


def test_a_win_with_the_next_stone_scores_by_the_stones_before_it() -> None:
    # 1 2 1 2 1 2: the side to move drops a fourth stone in column 1 as the 7th stone.
    game = connect_four("121212")
    assert solve(game) == (42 + 1 - 6) // 2
    assert perfect_move(game) == (0, 3)


def test_a_finished_game_has_its_final_value() -> None:
    game = connect_four("1212121")
    assert game.is_over()
    assert solve(game) == -((42 + 1 - 6) // 2)
    draw = play(Game(PRESETS["tic-tac-toe"]), "2,2 1,1 1,2 3,2 2,1 2,3 1,3 3,1 3,3")
    assert draw.is_over()
    assert solve(draw) == 0


# -- small games solved outright ------------------------------------------------------------------


def test_tic_tac_toe_is_a_draw() -> None:
    assert solve(Game(PRESETS["tic-tac-toe"])) == 0


def test_tic_tac_toe_after_an_edge_reply_is_a_first_player_win() -> None:
    # X in the centre, O on an edge: X wins, with its fourth stone at the latest.
    game = play(Game(PRESETS["tic-tac-toe"]), "2,2 1,2")
    assert solve(game) == reference_score(game)
    assert solve(game) == (9 + 1 - 6) // 2


def test_cube_3_is_a_first_player_win() -> None:
    score = solve(Game(PRESETS["cube-3"]), seconds=60)
    assert score is not None
    assert score > 0


SMALL_RULES = [
    pytest.param(Rules((5, 4), 4, gravity=1), id="5x4-four-gravity"),
    pytest.param(Rules((4, 4), 3, gravity=1), id="4x4-three-gravity"),
    pytest.param(Rules((4, 5), 3, gravity=0), id="4x5-three-gravity-on-x"),
    pytest.param(Rules((3, 3), 3), id="tic-tac-toe"),
    pytest.param(Rules((4, 4), 3), id="4x4-three"),
    pytest.param(Rules((4, 4), 3, gravity=0, blocked=frozenset({(1, 1)})), id="blocked-gravity"),
    pytest.param(Rules((3, 3, 2), 3, blocked=frozenset({(1, 1, 0)})), id="3x3x2-blocked"),
]


def small_positions(rules: Rules, seed: int, count: int) -> list[Game]:
    """`count` random positions of `rules`, up to half full, with enough stones on the larger
    boards that the memoised reference stays quick."""
    rng = random.Random(seed)
    low = 0 if rules.cell_count <= 9 else rules.cell_count // 3
    return [random_position(rules, rng, low, rules.cell_count // 2) for _ in range(count)]


@pytest.mark.parametrize("rules", SMALL_RULES)
def test_agrees_with_plain_minimax_on_small_boards(rules: Rules) -> None:
    for game in small_positions(rules, 20261121, 12):
        assert solve(game) == reference_score(game), game


@pytest.mark.parametrize("rules", SMALL_RULES)
def test_perfect_move_keeps_the_score_on_small_boards(rules: Rules) -> None:
    for game in small_positions(rules, 7, 6):
        score = solve(game)
        assert score is not None
        move = perfect_move(game)
        assert move is not None
        game.play(move)
        # Whoever moves next (or a finished game) is worth exactly the opposite.
        assert solve(game) == -score


def test_perfect_move_keeps_the_score_in_connect_four() -> None:
    for moves, score in positions("middle.txt")[:12]:
        game = connect_four(moves)
        move = perfect_move(game)
        assert move is not None
        assert move in game.legal_moves()
        game.play(move)
        assert solve(game) == -score, moves


def test_perfect_move_prefers_the_centre_among_equal_moves() -> None:
    # Every first move in tic-tac-toe draws: the centre is the one to pick.
    assert perfect_move(Game(PRESETS["tic-tac-toe"])) == (1, 1)


def test_perfect_move_takes_the_quickest_win() -> None:
    # X (1,1 1,2) wins at once on 1,3; the centre 2,2 also wins, by a double threat, but later.
    game = play(Game(PRESETS["tic-tac-toe"]), "1,1 2,1 1,2 3,2")
    assert perfect_move(game) == (0, 2)


def test_perfect_move_delays_a_loss_it_cannot_avoid() -> None:
    # X (2,2 1,1) threatens 3,3. O is lost either way, but only blocking there makes X wait a
    # move, so it is the one move to pick, although the centre-first order would try edges first.
    game = play(Game(PRESETS["tic-tac-toe"]), "2,2 1,2 1,1")
    assert solve(game) == -((9 + 1 - 6) // 2)
    assert perfect_move(game) == (2, 2)


# -- time, stop and the game passed in ------------------------------------------------------------


# Connect Four after 4 4 4 4 4 7 3 2 2: beyond the opening book (8 stones), 2·10^7 nodes for the
# compiled solver.
BEYOND_THE_BOOK = "444447322"


def test_running_out_of_time_gives_none() -> None:
    # Neither that position nor qubic is solved in a fraction of a second, with or without the
    # compiled kernel.
    assert solve(connect_four(BEYOND_THE_BOOK), seconds=0.2) is None
    assert solve(connect_four(BEYOND_THE_BOOK), seconds=0.2, kernel=False) is None
    assert perfect_move(connect_four(BEYOND_THE_BOOK), seconds=0.2) is None
    assert perfect_move(Game(PRESETS["qubic"]), seconds=0.2) is None


def test_a_set_stop_flag_gives_none_at_once() -> None:
    stop = threading.Event()
    stop.set()
    assert solve(connect_four(BEYOND_THE_BOOK), stop=stop) is None
    assert perfect_move(Game(PRESETS["tic-tac-toe"]), stop=stop) is None


class StopAfter:
    """A stop flag set after `after` looks at it, counting the looks: no clock involved."""

    def __init__(self, after: int) -> None:
        self.after = after
        self.looks = 0

    def is_set(self) -> bool:
        self.looks += 1
        return self.looks > self.after


@pytest.mark.parametrize(
    ("preset", "kernel"), [("connect-four", True), ("connect-four", False), ("score-four", True)]
)
def test_stop_set_during_the_search_ends_it(preset: str, kernel: bool) -> None:
    stop = StopAfter(20)
    game = connect_four(BEYOND_THE_BOOK) if preset == "connect-four" else Game(PRESETS[preset])
    assert solve(game, stop=stop, kernel=kernel) is None
    # The first look after the flag is set ends the search.
    assert stop.looks == 21


def test_the_game_is_not_changed() -> None:
    game = connect_four(positions("middle.txt")[0][0])
    game.undo()  # a redo stack too
    before = snapshot(game)
    assert solve(game) is not None
    assert perfect_move(game) is not None
    assert solve(game, seconds=0.0) is None
    assert snapshot(game) == before
    cube = play(Game(PRESETS["cube-3"]), "2,2,2 1,1,1")
    before = snapshot(cube)
    assert perfect_move(cube) is not None
    assert snapshot(cube) == before


# -- games it does not handle ---------------------------------------------------------------------


def test_more_than_two_players_is_refused_with_a_clear_message() -> None:
    game = Game(replace(PRESETS["qubic"], players=3))
    with pytest.raises(UnsupportedGame, match=r"3 players .*two-player games only"):
        solve(game)
    with pytest.raises(UnsupportedGame, match="two-player games only"):
        perfect_move(game)


def test_a_target_above_one_line_is_refused_with_a_clear_message() -> None:
    with pytest.raises(UnsupportedGame, match=r"target is 9 lines .*first completed line only"):
        solve(Game(PRESETS["tesseract"]))


def test_boards_too_large_to_solve_are_refused() -> None:
    with pytest.raises(UnsupportedGame, match=r"512 empty cells .*at most 400"):
        solve(Game(Rules((8, 8, 8), 4)))


def test_perfect_move_on_a_finished_game_is_refused() -> None:
    with pytest.raises(ValueError, match="the game is over"):
        perfect_move(connect_four("1212121"))
