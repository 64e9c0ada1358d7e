"""Games for tests that want a game in some state: of random moves (the same for the same seed),
every position up to a depth, and what a game stores, as values to compare two games by."""

from __future__ import annotations

import random

from engine import Game, Rules


def random_game(rules: Rules, seed: int, moves: int | None = None, undo: int = 0) -> Game:
    """A random game of `rules`: up to `moves` moves (or to the end), then `undo` undone."""
    rng = random.Random(seed)
    game = Game(rules)
    while not game.is_over() and (moves is None or game.ply < moves):
        game.play(rng.choice(game.legal_moves()))
    for _ in range(min(undo, game.ply)):
        game.undo()
    return game


def stored_state(game: Game) -> tuple[object, ...]:
    """The board, line sums, hash, scores, completed lines and moves (not the redo stack, which
    a play clears and an undo fills)."""
    return (
        tuple(game.board),
        tuple(game.line_sums),
        game.hash,
        game.scores,
        game.completed_lines,
        game.moves,
    )


def every_position(rules: Rules, plies: int) -> list[Game]:
    """Every unfinished position of `rules` with up to `plies` stones, once each."""
    found = []
    frontier = [Game(rules)]
    for _ in range(plies + 1):
        found.extend(frontier)
        following: dict[tuple[int, ...], Game] = {}
        for game in frontier:
            for cell in game.legal_moves():
                child = game.copy()
                child.play(cell)
                if not child.is_over():
                    following.setdefault(tuple(child.board), child)
        frontier = list(following.values())
    return found


def random_position(rules: Rules, rng: random.Random, low: int, high: int) -> Game:
    """A game of `rules` after low..high random moves, retried until it is still going."""
    while True:
        game = Game(rules)
        for _ in range(rng.randint(low, high)):
            game.play(rng.choice(game.legal_moves()))
            if game.is_over():
                break
        if not game.is_over():
            return game


def same_game(a: Game, b: Game) -> bool:
    """True when `a` and `b` are the same game: rules, moves, redo list and every derived table."""
    return (
        a.rules == b.rules
        and a.moves == b.moves
        and a.redo_moves == b.redo_moves
        and a.board == b.board
        and a.line_sums == b.line_sums
        and a.hash == b.hash
        and a.scores == b.scores
        and a.outcome() == b.outcome()
    )
