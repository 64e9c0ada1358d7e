"""The CPU interface: levels and defaults, errors, the stop flag, seeds, progress reports, games
left untouched, and every level on the 3- and 4-player tesseract."""

from __future__ import annotations

import multiprocessing
import pickle
from typing import Any

import pytest

from engine import PRESETS, Game
from engine.ai import DEFAULT_SECONDS, LEVELS, SearchInfo, choose_move
from engine.ai.budget import Budget
from engine.ai.levels import think
from tests.support.cpu_positions import WIN_IN_TWO, position, snapshot, winning_cells

# The search looks at the stop flag every CHECK_EVERY nodes; once it is set, every search still
# running (the threat search, then alpha-beta, each iteration) returns at its next look.
STOP_AFTER_LOOKS = 40
MAX_LOOKS_AFTER_STOP = 8


class StopAfter:
    """A stop flag that counts how often the search looks at it: set after `after` looks, or
    whenever `inner` (a multiprocessing Event, say) is set. No clock involved."""

    def __init__(self, after: int, inner: Any = None) -> None:
        self.after = after
        self.inner = inner
        self.looks = 0
        self.looks_after_set = 0

    def is_set(self) -> bool:
        self.looks += 1
        stopped = self.looks > self.after or (self.inner is not None and self.inner.is_set())
        self.looks_after_set += stopped
        return stopped


def test_levels_are_ordered_and_have_default_times() -> None:
    assert LEVELS == ("random", "easy", "medium", "hard", "expert")
    assert set(DEFAULT_SECONDS) == set(LEVELS)
    assert DEFAULT_SECONDS["random"] == 0
    assert DEFAULT_SECONDS["easy"] <= 0.2 and DEFAULT_SECONDS["medium"] <= 0.2
    assert DEFAULT_SECONDS["hard"] == 1 and DEFAULT_SECONDS["expert"] == 3


def test_bad_requests_are_refused_with_a_message() -> None:
    game = Game(PRESETS["qubic"])
    with pytest.raises(ValueError, match="'grandmaster'"):
        choose_move(game, "grandmaster")
    with pytest.raises(ValueError, match="seconds"):
        choose_move(game, "hard", seconds=-1)
    over = position("tic-tac-toe", "1,1 1,2 2,2 1,3 3,3")
    assert over.is_over()
    for level in LEVELS:
        with pytest.raises(ValueError, match="over"):
            choose_move(over, level)


@pytest.mark.parametrize(
    ("level", "preset", "players"),
    [
        ("hard", "four-d", 2),
        ("expert", "four-d", 2),
        ("expert", "qubic", 2),
        ("expert", "connect-four", 2),
        ("hard", "tesseract", 3),
        ("expert", "tesseract", 4),
    ],
)
def test_stop_ends_the_search_at_once_with_a_legal_move(
    level: str, preset: str, players: int
) -> None:
    game = Game(PRESETS[preset]) if players == 2 else position(preset, "", players)
    # Four stones; nine in Connect Four: beyond its opening book (8 stones), whose moves need
    # no search.
    beyond_the_book = (0, 6, 1, 3, 5) if preset == "connect-four" else ()
    for index in (5, 1, 4, 2, *beyond_the_book):
        game.play(game.legal_moves()[index])
    before = snapshot(game)
    stop = StopAfter(STOP_AFTER_LOOKS)
    move = choose_move(game, level, seconds=30, stop=stop, seed=1)
    assert stop.looks > STOP_AFTER_LOOKS, "the search returned before the stop flag was set"
    assert stop.looks_after_set <= MAX_LOOKS_AFTER_STOP
    assert move in game.legal_moves()
    assert snapshot(game) == before


def test_a_multiprocessing_event_stops_it_too() -> None:
    game = Game(PRESETS["qubic"])
    game.play((0, 0, 1))  # the second player searches (the first plays the strategy book)
    event = multiprocessing.get_context("spawn").Event()
    event.set()
    stop = StopAfter(0, event)
    move = choose_move(game, "expert", seconds=30, stop=stop)
    assert 0 < stop.looks_after_set <= MAX_LOOKS_AFTER_STOP
    assert move in game.legal_moves()


@pytest.mark.parametrize("level", ["random", "easy", "medium"])
@pytest.mark.parametrize("preset", ["tic-tac-toe", "qubic", "score-four", "four-d", "tesseract"])
def test_the_same_seed_gives_the_same_move(preset: str, level: str) -> None:
    game = Game(PRESETS[preset])
    for cell in game.legal_moves()[3:9:2]:
        game.play(cell)
    moves = {seed: choose_move(game, level, seed=seed) for seed in range(12)}
    assert all(choose_move(game, level, seed=seed) == moves[seed] for seed in moves)
    if level != "medium":  # medium may well be sure of one best cell
        assert len(set(moves.values())) > 1, "the seed should matter"


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_search_levels_repeat_themselves_when_they_finish(level: str) -> None:
    # Tic-tac-toe is searched to the end well within the time: the seed alone picks the move.
    game = position("tic-tac-toe", "2,2")
    first = choose_move(game, level, seconds=5, seed=3)
    assert choose_move(game, level, seconds=5, seed=3) == first


@pytest.mark.parametrize("level", ["hard", "expert"])
@pytest.mark.parametrize("preset", ["qubic", "score-four", "tesseract"])
def test_a_node_cap_makes_search_levels_repeatable(preset: str, level: str) -> None:
    game = Game(PRESETS[preset])
    for cell in game.legal_moves()[1:12:4]:
        game.play(cell)
    moves = [think(game, level, Budget(None, max_nodes=3000), seed=5) for _ in range(2)]
    assert moves[0] == moves[1]
    assert moves[0] in game.legal_moves()


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("preset", ["qubic", "connect-four", "tesseract"])
def test_choose_move_never_changes_the_game(preset: str, level: str) -> None:
    game = Game(PRESETS[preset])
    for cell in game.legal_moves()[2:12:3]:
        game.play(cell)
    game.undo()  # leave something to redo as well
    before = snapshot(game)
    choose_move(game, level, seconds=0.1, seed=2)
    assert snapshot(game) == before


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_the_tesseract_with_more_players(level: str, players: int) -> None:
    game = position("tesseract", "", players)
    for _ in range(players + 1):
        move = choose_move(game, level, seconds=0.05, seed=game.ply)
        assert move in game.legal_moves()
        game.play(move)
    assert game.ply == players + 1


@pytest.mark.parametrize("players", [3, 4])
def test_a_whole_multiplayer_tesseract_game_ends_properly(players: int) -> None:
    game = position("tesseract", "", players)
    levels = ("medium", "easy", "random", "medium")
    while not game.is_over():
        game.play(choose_move(game, levels[game.to_move], seed=game.ply))
    outcome = game.outcome()
    assert outcome is not None
    if outcome.winners:
        assert max(game.scores) == min(game.scores[p] for p in outcome.winners)


def test_hard_blocks_the_next_player_in_a_three_player_game() -> None:
    # Three players on the 3×3×3 cube, the first line wins. Player 3 is to move; player 2
    # has 3,1,1 and 3,2,1 and wins at 3,3,1 unless player 3 takes it now.
    game = position("cube-3", "1,1,3 3,1,1 3,3,3 1,3,2 3,2,1", players=3)
    assert game.to_move == 2
    assert winning_cells(game, 1) == {(2, 2, 0)} and not winning_cells(game, 0)
    for level in ("medium", "hard", "expert"):
        assert think(game, level, Budget(None, max_nodes=5_000), seed=0) == (2, 2, 0)


def test_progress_reports_each_deeper_iteration() -> None:
    game = position("qubic", WIN_IN_TWO["qubic"].rsplit(" ", 2)[0])
    infos: list[SearchInfo] = []
    move = think(game, "hard", Budget(None, max_nodes=20_000), seed=0, progress=infos.append)
    assert len(infos) >= 2
    depths = [info.depth for info in infos]
    assert depths == sorted(set(depths))
    assert [i.nodes for i in infos] == sorted(i.nodes for i in infos)
    assert all(info.best in game.legal_moves() for info in infos)
    assert infos[-1].best == move
    elapsed = [info.elapsed for info in infos]
    assert elapsed == sorted(elapsed) and elapsed[0] >= 0
    assert pickle.loads(pickle.dumps(infos[-1])) == infos[-1]
