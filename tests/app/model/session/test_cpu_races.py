"""The CPU's work raced as a hurried player races it, against the real CPU process: a hint and
then a move 0–250 ms later, a hint asked twice and then a move, a hint and then an undo or a New,
a New during an analysis, a move while the CPU seat is being replaced, a game pasted while the
CPU thinks. Each many times with random delays; after each, the CPU answers the position on the
board (before the fix a hint answered after the person's move kept the CPU's turn from ever
starting)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from app.model.session.game_session import GameSession
from app.widgets.editor.clipboard_commands import read_pasted
from engine import PRESETS, Game
from engine.in_play.seats import cpu, human
from engine.record.move_text import write_moves
from tests.support.cpu_waits import CPU_MS

QUBIC = PRESETS["qubic"]
SCORE_FOUR = PRESETS["score-four"]
ROUNDS = 12
RNG = random.Random(20261129)


@pytest.fixture
def session(qtbot: Any) -> Iterator[GameSession]:
    made = GameSession(Game(QUBIC), players=[human(1), cpu(2, "hard")])
    made.cpu_seconds = 0.3  # the CPU's own moves: quick, so many rounds fit
    made.watch_delay_ms = 0
    made.warm_up()
    yield made
    made.shutdown()


def person_move(session: GameSession) -> tuple[int, ...]:
    """A legal move for the person, chosen at random (not always the hint's)."""
    return RNG.choice(session.game.legal_moves())


def wait_for_cpu_reply(qtbot: Any, session: GameSession, ply: int) -> None:
    """The CPU seat has played its move after the person's `ply`th: the CPU answered."""
    qtbot.waitUntil(lambda: session.game.ply == ply + 1, timeout=CPU_MS)
    assert session.is_human_turn() or session.is_over()
    assert not session.thinking


def race(qtbot: Any, session: GameSession, before: Callable[[], None]) -> None:
    """`before` (a hint, two hints…), a random pause of 0–250 ms, the person's move; then
    the CPU must answer the new position."""
    before()
    qtbot.wait(RNG.randint(0, 250))
    ply = session.game.ply
    assert session.play(person_move(session))
    if not session.is_over():
        wait_for_cpu_reply(qtbot, session, ply + 1)


def test_a_hint_then_a_move_at_once_leaves_the_cpu_answering(
    qtbot: Any, session: GameSession
) -> None:
    for _ in range(ROUNDS):
        race(qtbot, session, session.request_hint)
        if session.game.is_over():
            session.new_game(QUBIC)


def test_a_hint_asked_twice_then_a_move_leaves_the_cpu_answering(
    qtbot: Any, session: GameSession
) -> None:
    def twice() -> None:
        session.request_hint()
        qtbot.wait(RNG.randint(0, 60))
        session.request_hint()

    for _ in range(ROUNDS):
        race(qtbot, session, twice)
        if session.game.is_over():
            session.new_game(QUBIC)


def test_a_hint_then_undo_then_a_move_leaves_the_cpu_answering(
    qtbot: Any, session: GameSession
) -> None:
    assert session.play(person_move(session))
    wait_for_cpu_reply(qtbot, session, 1)
    for _ in range(ROUNDS):
        if session.is_over():
            session.new_game(QUBIC)
            race(qtbot, session, lambda: None)
        session.request_hint()
        qtbot.wait(RNG.randint(0, 250))
        assert session.undo()
        assert session.is_human_turn() and not session.thinking
        race(qtbot, session, lambda: None)


def test_a_hint_then_new_then_the_cpu_opens_the_new_game(qtbot: Any, session: GameSession) -> None:
    for round_ in range(ROUNDS):
        session.request_hint()
        qtbot.wait(RNG.randint(0, 250))
        # Every other new game the CPU moves first: it must open it.
        seats = [cpu(1, "hard"), human(2)] if round_ % 2 else [human(1), cpu(2, "hard")]
        session.new_game(SCORE_FOUR if round_ % 3 == 0 else QUBIC, seats)
        if round_ % 2:
            wait_for_cpu_reply(qtbot, session, 0)
        else:
            assert session.is_human_turn() and not session.thinking
            race(qtbot, session, lambda: None)


def test_a_new_game_during_an_analysis_drops_it_and_the_cpu_plays_on(
    qtbot: Any, session: GameSession
) -> None:
    for _ in range(4):
        assert session.play(person_move(session))
        wait_for_cpu_reply(qtbot, session, 1)
        assert session.play(person_move(session))
        wait_for_cpu_reply(qtbot, session, 3)
        session.analyst.start()
        qtbot.wait(RNG.randint(0, 250))
        session.new_game(QUBIC, [cpu(1, "hard"), human(2)])
        assert not session.analyst.running
        wait_for_cpu_reply(qtbot, session, 0)
        assert session.analysis.kept() is None  # nothing of the old game's analysis stays
        session.new_game(QUBIC, [human(1), cpu(2, "hard")])


def test_a_move_while_the_cpu_seat_is_replaced_gets_the_new_seats_reply(
    qtbot: Any, session: GameSession
) -> None:
    for round_ in range(ROUNDS):
        if session.is_over():
            session.new_game(QUBIC)
        ply = session.game.ply
        assert session.play(person_move(session))
        # The CPU thinks on its reply: the seat goes to another level at a random moment.
        qtbot.wait(RNG.randint(0, 250))
        level = "medium" if round_ % 2 else "hard"
        before = session.players[1].level
        replied = session.game.ply == ply + 2  # the reply came before the change
        session.set_players([human(1), cpu(2, level)])
        if session.is_over():
            continue  # the person's move (or the reply) ended it
        wait_for_cpu_reply(qtbot, session, ply + 1)
        # The reply is the seat's that played it: the old one's if it came first.
        assert session.move_levels[ply + 1] == (before if replied else level)


def test_a_game_pasted_while_the_cpu_thinks_gets_the_cpus_reply_to_it(
    qtbot: Any, session: GameSession
) -> None:
    """Edit → Paste opens the pasted game as Paste does (a new game, then the CPU warmed up)
    while the CPU thinks on its reply to the old one: its late answer never lands on the
    pasted board, and the CPU answers the pasted position when it is the CPU's turn there."""
    for round_ in range(ROUNDS):
        if session.is_over():
            session.new_game(QUBIC)
        assert session.play(person_move(session))
        qtbot.wait(RNG.randint(0, 250))  # the CPU's reply takes 0.3 s: paste before or during
        # A game of 3 or 4 moves, as a line of moves on the clipboard: the CPU's turn (player
        # 2 to move) after 3 moves, the person's after 4.
        source = Game(QUBIC)
        for _ in range(3 + round_ % 2):
            source.play(RNG.choice(source.legal_moves()))
        pasted = read_pasted(write_moves(source), session.game)
        session.new_game(pasted)
        session.warm_up()
        assert session.game.moves == source.moves
        if round_ % 2 == 0:
            wait_for_cpu_reply(qtbot, session, 3)
        else:
            qtbot.wait(RNG.randint(0, 250))
            assert session.game.moves == source.moves and session.is_human_turn()
        assert session.game.moves[: len(source.moves)] == source.moves
