"""Property tests over random games on every preset and on random custom rules."""

from __future__ import annotations

from typing import Any

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engine import PRESETS, EndReason, Game, Rules, record
from engine.rules import count_lines
from tests.support.games import stored_state

PROPERTY = settings(max_examples=150, deadline=None)


@st.composite
def custom_rules(draw: st.DrawFn) -> Rules:
    ndim = draw(st.integers(1, 4))
    shape = tuple(draw(st.lists(st.integers(1, 5), min_size=ndim, max_size=ndim)))
    assume(max(shape) >= 2)
    k = draw(st.integers(2, max(shape)))
    assume(count_lines(shape, k) <= 2000)
    gravity = draw(st.none() | st.integers(0, ndim - 1))
    players = draw(st.integers(2, 4))
    target = draw(st.integers(1, 3))
    cells = st.tuples(*(st.integers(0, n - 1) for n in shape))
    blocked = draw(st.frozensets(cells, max_size=3))
    try:
        return Rules(shape, k, gravity, players, blocked, target)
    except ValueError:
        assume(False)
        raise


ANY_RULES = st.sampled_from(list(PRESETS.values())) | custom_rules()
ACTIONS = st.lists(
    st.tuples(st.sampled_from(["play", "play", "play", "undo", "redo"]), st.integers(0, 10**6)),
    max_size=120,
)


def state(game: Game) -> tuple[object, ...]:
    """Everything observable about a game, including its internals."""
    return (*stored_state(game), game.to_move, game.outcome(), tuple(game.legal_moves()))


def run(rules: Rules, actions: list[tuple[str, int]], check: Any = None) -> Game:
    """A game of `rules` after `actions` (a random legal move, undo or redo), with `check`
    called on it after each."""
    game = Game(rules)
    for action, pick in actions:
        if action == "play":
            legal = game.legal_moves()
            if not legal:
                continue
            game.play(legal[pick % len(legal)])
        elif action == "undo" and game.moves:
            game.undo()
        elif action == "redo" and game.redo_moves:
            game.redo()
        if check is not None:
            check(game)
    return game


PLAYED = st.builds(run, ANY_RULES, ACTIONS)
"""A game of any rules after random plays, undos and redos."""


def replay(rules: Rules, moves: tuple[Any, ...], redo: tuple[Any, ...] = ()) -> Game:
    game = Game(rules)
    for cell in (*moves, *redo):
        game.play(cell)
    for _ in redo:
        game.undo()
    return game


def full_scan(game: Game) -> tuple[tuple[int, ...], Any]:
    """Scores and (winners, set of winning lines) found by looking at every line of the board."""
    rules = game.rules
    counts = [0] * rules.players
    owned = []
    for line in rules.lines:
        owners = {game.board[game.geometry.index[cell]] for cell in line}
        if len(owners) == 1 and (owner := owners.pop()) >= 0:
            counts[owner] += 1
            owned.append((owner, frozenset(line)))
    full = all(value != -1 for value in game.board)
    reached = tuple(p for p, n in enumerate(counts) if n >= rules.target)
    if reached:
        winners = reached
    elif full:
        best = max(counts)
        leaders = tuple(p for p, n in enumerate(counts) if n == best)
        winners = () if best == 0 or len(leaders) == rules.players else leaders
    else:
        return tuple(counts), None
    return tuple(counts), (winners, {line for p, line in owned if p in winners})


@PROPERTY
@given(ANY_RULES, ACTIONS)
def test_undo_restores_the_exact_state(rules: Rules, actions: list[tuple[str, int]]) -> None:
    def check(game: Game) -> None:
        legal = game.legal_moves()
        if not legal:
            return
        before = state(game)
        game.play(legal[len(legal) // 2])
        game.undo()
        assert state(game) == before
        assert game.redo_moves[0] == legal[len(legal) // 2]
        assert game.redo_moves[1:] == (), "play cleared the old redo stack"

    run(rules, actions, check)


@PROPERTY
@given(PLAYED)
def test_play_undo_redo_agree_with_a_replay_from_scratch(game: Game) -> None:
    rules = game.rules
    fresh = replay(rules, game.moves, game.redo_moves)
    assert state(fresh) == state(game)
    assert fresh.redo_moves == game.redo_moves
    other = game.copy()
    while other.redo_moves:
        other.redo()
    assert state(other) == state(replay(rules, game.moves + game.redo_moves))


@PROPERTY
@given(PLAYED)
def test_dumps_then_loads_gives_an_identical_game(game: Game) -> None:
    loaded = record.loads(record.dumps(game))
    assert state(loaded) == state(game)
    assert loaded.redo_moves == game.redo_moves


@PROPERTY
@given(ANY_RULES, ACTIONS)
def test_the_incremental_result_equals_a_full_scan(
    rules: Rules, actions: list[tuple[str, int]]
) -> None:
    def check(game: Game) -> None:
        scores, result = full_scan(game)
        assert game.scores == scores
        outcome = game.outcome()
        if result is None:
            assert outcome is None
            assert not game.is_over()
            return
        assert outcome is not None
        assert outcome.winners == result[0]
        assert {frozenset(line) for line in outcome.lines} == result[1]
        assert (outcome.reason is EndReason.DRAW) == (not outcome.winners)
        assert game.legal_moves() == []

    check(Game(rules))
    run(rules, actions, check)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(list(PRESETS.values())), st.randoms(use_true_random=False))
def test_random_games_to_the_end_on_every_preset(rules: Rules, rng: Any) -> None:
    game = Game(rules)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    scores, result = full_scan(game)
    assert game.scores == scores
    outcome = game.outcome()
    assert outcome is not None and result is not None
    assert outcome.winners == result[0]
    assert state(record.loads(record.dumps(game))) == state(game)
    while game.moves:
        game.undo()
    assert state(game) == state(Game(rules))
