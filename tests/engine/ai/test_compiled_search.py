"""The compiled search (engine.ai._kernel.search) against the pure-Python search it mirrors: the
same bookkeeping at every ply, the same scores at a fixed depth, the same threat-space answers,
on random positions of every two-player preset; plus its stop flag, bounded memory, determinism
and refusals."""

from __future__ import annotations

import random
import threading
from pathlib import Path

import pytest

from engine import PRESETS, Game, Rules, parse_cell
from engine.ai import compiled_search, kernel
from engine.ai.alphabeta import AlphaBeta
from engine.ai.budget import Budget
from engine.ai.levels import think
from engine.ai.position import Position
from engine.ai.thinking import SearchInfo
from engine.ai.threat_search import ThreatSearch
from tests.support.cpu_positions import FORK_COMING, WIN_IN_TWO, position
from tests.support.stopping import StopAt

# Depth per preset at which the Python search answers a random position in well under a second.
DEPTHS = {
    "tic-tac-toe": 9,
    "connect-four": 6,
    "cube-3": 5,
    "qubic": 3,
    "score-four": 4,
    "four-d": 2,
    "gomoku": 2,
}
POSITIONS = 12


def random_positions(preset: str, count: int, seed: int) -> list[Game]:
    """`count` positions of `preset` reached by random moves, none of them over."""
    rng = random.Random(seed)
    result: list[Game] = []
    while len(result) < count:
        game = Game(PRESETS[preset])
        for _ in range(rng.randrange(0, 14)):
            if game.is_over():
                break
            game.play(rng.choice(game.legal_moves()))
        if not game.is_over():
            result.append(game)
    return result


def test_the_compiled_module_is_present() -> None:
    assert kernel.AVAILABLE, kernel.REASON
    assert compiled_search.AVAILABLE
    for preset in DEPTHS:
        assert compiled_search.supports(PRESETS[preset])
    assert not compiled_search.supports(PRESETS["tesseract"])  # nine lines to win
    assert not compiled_search.supports(Rules((4, 4, 4), 4, players=3))


def test_the_table_is_a_fixed_array_of_at_most_128_mb() -> None:
    assert compiled_search.TABLE_ENTRIES == 1 << 20
    assert compiled_search.TABLE_BYTES == compiled_search.TABLE_ENTRIES * 24
    assert compiled_search.TABLE_BYTES <= 128 * 2**20


# Every two-player preset, and gravity over a blocked cell (the cell on it is playable at once).
BOOKKEEPING_RULES = [pytest.param(PRESETS[name], id=name) for name in sorted(DEPTHS)] + [
    pytest.param(Rules((4, 4), 3, gravity=0, blocked=frozenset({(1, 1)})), id="blocked-gravity"),
    pytest.param(Rules((3, 3, 2), 3, blocked=frozenset({(1, 1, 0)})), id="3x3x2-blocked"),
]


@pytest.mark.parametrize("rules", BOOKKEEPING_RULES)
def test_the_kernel_keeps_legal_moves_and_threats_like_the_engine(rules: Rules) -> None:
    rng = random.Random(11)
    for _ in range(3):
        game = Game(rules)
        board = compiled_search.board(game)
        pos = Position(game)
        while not game.is_over():
            assert board.legal() == game.legal_indices()
            for player in (0, 1):
                assert board.wins(player) == sorted(pos.win_cells(player))
            me = game.to_move
            for m in board.legal():
                assert board.gain(m) == pos.gain(m, me)
            assert board.evaluate() == pos.evaluate(me)
            move = rng.choice(game.legal_indices())
            game.push(move)
            pos.make(move)
            board.push(move)
        assert board.over
        assert board.legal() == []
        while game.ply:
            assert board.pop() == game.pop()
        assert board.legal() == game.legal_indices()
        assert board.wins(0) == board.wins(1) == []


@pytest.mark.parametrize("preset", sorted(DEPTHS))
def test_compiled_and_python_search_agree_at_a_fixed_depth(preset: str) -> None:
    depth = DEPTHS[preset]
    for game in random_positions(preset, POSITIONS, seed=len(preset)):
        python = AlphaBeta(Position(game), Budget(None), random.Random(3), exact_depth=True)
        expected = python.run(max_depth=depth)
        board = compiled_search.board(game)
        result = compiled_search.search(
            game, board, Budget(None), random.Random(3), max_depth=depth, exact_depth=True
        )
        assert (result.score, result.depth) == (expected.score, expected.depth), game
        # The compiled move is worth that score in the Python search too.
        alone = AlphaBeta(Position(game), Budget(None), random.Random(3), exact_depth=True)
        check = alone.run([result.move], max_depth=result.depth, use_all_time=True)
        assert check.score == result.score, game


def forces_a_win(pos: Position, move: int, threats: int) -> bool:
    """True if `move` starts a forced win by at most `threats` threats, checked by the Python
    search one step on: it wins at once, or leaves a double threat, or a single threat whose
    only block leaves the attacker a forced win with one threat fewer."""
    me = pos.turn
    pos.make(move)
    if pos.game.is_over():
        return True
    if pos.win_cells(1 - me):
        return False
    mine = pos.win_cells(me)
    if len(mine) != 1:
        return len(mine) > 1
    pos.make(mine[0])
    return ThreatSearch(pos, Budget(None)).winning_move(threats - 1) >= 0


@pytest.mark.parametrize("preset", sorted(DEPTHS))
def test_compiled_and_python_threat_search_agree(preset: str) -> None:
    games = random_positions(preset, POSITIONS, seed=97)
    games += [position(preset, WIN_IN_TWO[preset]), position(preset, FORK_COMING[preset])]
    found = 0
    for game in games:
        for threats in (2, 4):
            pos = Position(game)
            expected = ThreatSearch(pos, Budget(None)).winning_move(threats)
            board = compiled_search.board(game)
            move, _ = compiled_search.threat_win(board, Budget(None), threats)
            assert (move >= 0) == (expected >= 0), game
            if move >= 0:
                found += 1
                assert forces_a_win(Position(game), move, threats), game
    assert found, "the positions should include some forced wins by threats"


def test_a_stop_flag_set_during_the_search_ends_it_with_the_best_move_so_far() -> None:
    game = Game(PRESETS["four-d"])
    board = compiled_search.board(game)
    at = StopAt(2)
    budget = Budget(None, at.stop)
    result = compiled_search.search(
        game, board, budget, random.Random(1), progress=lambda info: at(info.depth)
    )
    assert at.heard == [1, 2]
    assert result.depth == 2
    assert result.move in game.legal_indices()
    assert board.ply == 0  # the board is back where it started


def test_a_stop_flag_set_by_another_thread_is_seen() -> None:
    game = Game(PRESETS["four-d"])
    board = compiled_search.board(game)
    stop = threading.Event()
    started = threading.Event()

    def progress(info: SearchInfo) -> None:
        started.set()

    def stopper() -> None:
        started.wait()
        stop.set()

    # No deadline and no node cap: only the other thread's flag can end this search.
    thread = threading.Thread(target=stopper)
    thread.start()
    result = compiled_search.search(
        game, board, Budget(None, stop), random.Random(1), progress=progress
    )
    thread.join()
    assert result.depth >= 1
    assert result.move in game.legal_indices()


SIDE_BEATS = 500
"""Short sleeps another thread of the process takes while a search runs (half a second or so on an
idle machine); the search ends when they are done. A search that kept the GIL between its polls
let such a thread through a few times in 200 million nodes (5 to 134 beats in three runs)."""
SEARCH_CAP = 200_000_000  # about 16 seconds of the search on this machine, far beyond the beats


def test_other_threads_run_while_the_search_does() -> None:
    """The CPU worker's heartbeat is such a thread: starved, the app took the worker for hung."""
    game = Game(PRESETS["qubic"])
    game.play(parse_cell("2,2,2", game.rules))
    board = compiled_search.board(game)
    beats = 0
    done = threading.Event()

    def beat() -> None:
        nonlocal beats
        while not done.wait(0.001):
            beats += 1

    class Beaten:
        def is_set(self) -> bool:
            return beats >= SIDE_BEATS

    thread = threading.Thread(target=beat)
    thread.start()
    try:
        _, _, _, nodes, _ = board.search(
            board.legal(), max_nodes=SEARCH_CAP, stop=Beaten(), use_all_time=True
        )
    finally:
        done.set()
        thread.join()
    assert beats >= SIDE_BEATS and nodes < SEARCH_CAP, (beats, nodes)


def test_a_board_being_searched_takes_no_move_meanwhile() -> None:
    game = Game(PRESETS["qubic"])
    board = compiled_search.board(game)
    refused: list[str] = []

    class Meddling:
        """A stop flag that tries to play on the board under the search, as another thread
        could while the search runs without the GIL."""

        def is_set(self) -> bool:
            for play in (lambda: board.push(0), board.pop, lambda: board.threat_win(2)):
                try:
                    play()
                except RuntimeError as error:
                    refused.append(str(error))
            return True

    board.search(board.legal(), stop=Meddling())
    assert refused == ["the board is being searched in another thread"] * 3
    assert board.ply == 0
    board.push(0)  # after the search the board plays again
    assert board.ply == 1


def _resident_bytes() -> int:
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    import resource

    return pages * resource.getpagesize()


def test_memory_stays_bounded_by_the_fixed_tables() -> None:
    game = Game(PRESETS["qubic"])
    board = compiled_search.board(game)
    compiled_search.search(game, board, Budget(None, max_nodes=1000), random.Random(1))
    before = _resident_bytes()
    for seed in range(3):
        compiled_search.search(game, board, Budget(None, max_nodes=2_000_000), random.Random(seed))
        compiled_search.threat_win(board, Budget(None, max_nodes=500_000), 16)
    # Two million nodes a search in a growing table would take hundreds of megabytes.
    assert _resident_bytes() - before < 16 * 2**20


@pytest.mark.parametrize("preset", ["qubic", "four-d", "connect-four"])
def test_a_node_budget_makes_the_search_repeatable(preset: str) -> None:
    game = random_positions(preset, 1, seed=5)[0]
    results = set()
    for _ in range(2):
        board = compiled_search.board(game)
        budget = Budget(None, max_nodes=300_000)
        result = compiled_search.search(game, board, budget, random.Random(9), use_all_time=True)
        results.add((result.move, result.score, result.depth, result.nodes))
    assert len(results) == 1
    ((_, _, _, nodes),) = results
    assert nodes >= 300_000
    moves = {think(game, "expert", Budget(None, max_nodes=200_000), seed=4) for _ in range(2)}
    assert len(moves) == 1


def test_the_kernel_refuses_what_it_cannot_hold() -> None:
    with pytest.raises(ValueError, match="size: 300, expected 1 to 256"):
        compiled_search._kernel.Board(300, 4, [], [-1] * 300, [])
    with pytest.raises(ValueError, match="k: 20, expected 2 to 19"):
        compiled_search._kernel.Board(64, 20, [], [-1] * 64, [])
    with pytest.raises(ValueError, match=r"lines\[0\]\[3\]: 64 is outside 0..63"):
        compiled_search._kernel.Board(64, 4, [[0, 1, 2, 64]], [-1] * 64, [])
    with pytest.raises(ValueError, match="does not play"):
        compiled_search.board(Game(PRESETS["tesseract"]))
    game = Game(PRESETS["connect-four"])
    board = compiled_search.board(game)
    with pytest.raises(ValueError, match="cell 1 is not playable"):
        board.push(1)  # floating: the cell under it is empty
    with pytest.raises(ValueError, match="nothing to take back"):
        board.pop()


@pytest.mark.parametrize("preset", ["qubic", "score-four", "four-d"])
def test_expert_plays_a_long_forced_win_by_threats(preset: str) -> None:
    # Random positions until one holds a win by threats that needs at least three of them.
    rng = random.Random(2024)
    for _ in range(2000):
        game = random_positions(preset, 1, seed=rng.randrange(10**9))[0]
        board = compiled_search.board(game)
        short, _ = compiled_search.threat_win(board, Budget(None), 2)
        long, _ = compiled_search.threat_win(board, Budget(None), 8)
        if short < 0 and long >= 0 and not board.wins(1 - board.turn):
            break
    else:
        pytest.fail("no position with a long forced win by threats")
    move = think(game, "expert", Budget(None, max_nodes=200_000), seed=1)
    index = game.geometry.index[move]
    assert forces_a_win(Position(game), index, 8), game


# Game 6 of expert against OpenSpiel's MCTS at 100,000 simulations (benchmarks/vs_openspiel.py),
# expert second, to its ninth stone: MCTS's quiet (1,3,2) after expert's (1,2,3) left every reply
# lost to a sequence of threats; expert's other move (1,3,2) holds. (Cells 1-based here.)
LOST_TO_A_QUIET_MOVE = "3,2,3 1,4,1 3,3,2 3,4,1 4,4,1 1,1,4 2,3,3 1,3,4 1,4,4"


def test_expert_sees_a_quiet_move_that_leads_to_a_win_by_threats() -> None:
    game = Game(PRESETS["qubic"])
    for text in LOST_TO_A_QUIET_MOVE.split():
        game.play(parse_cell(text, game.rules))
    board = compiled_search.board(game)
    index = game.geometry.index
    losing, holding = index[(0, 1, 2)], index[(0, 2, 1)]
    # Neither lets MCTS win by threats at once: only the quiet move tells them apart.
    safe, _ = compiled_search._safe_moves(board, board.legal(), Budget(None), 0, 10)
    assert sorted(safe) == sorted([losing, holding])
    board.push(losing)
    assert compiled_search._quiet_killer(board, Budget(None), 10, 0)[0]
    board.pop()
    board.push(holding)
    assert not compiled_search._quiet_killer(board, Budget(None), 10, 0)[0]
    board.pop()
    kept, _ = compiled_search._quiet_safe_moves(board, [losing, holding], Budget(None), 0, 10)
    assert kept == [holding]
    assert think(game, "expert", Budget(None, max_nodes=300_000), seed=1) == (0, 2, 1)
