"""Review as the session keeps it: the shown position, its limits, and that the game never moves."""

from __future__ import annotations

from typing import Any

from app.model.session.game_session import GameSession
from engine import PRESETS, Game, parse_cell

MOVES = ("1,1,1", "2,2,2", "3,3,3", "4,4,1")


def session_after_moves() -> GameSession:
    game = Game(PRESETS["qubic"])
    for text in MOVES:
        game.play(parse_cell(text, game.rules))
    return GameSession(game)


def test_the_shown_position_follows_the_review_and_the_game_stays(qtbot: Any) -> None:
    session = session_after_moves()
    game, moves = session.game, session.game.moves
    review = session.review
    assert session.shown_game is game and not review.active
    with qtbot.waitSignal(review.changed):
        review.back()
    assert session.shown_game.moves == moves[:3]
    assert session.shown_game is not game
    review.start()
    assert session.shown_game.ply == 0 and review.position() == 0
    review.back()  # already at the start
    assert review.ply == 0
    review.go(-5)
    assert review.ply == 0
    review.go(99)  # past the end: the game itself
    assert review.ply is None and session.shown_game is game
    review.go(2)
    review.forward()
    review.forward()
    assert review.ply is None
    assert (session.game, session.game.moves) == (game, moves)


def test_changes_to_the_game_keep_a_review_that_still_exists(qtbot: Any) -> None:
    session = session_after_moves()
    session.review.go(3)
    session.undo()  # undo ends the review: it changes the game
    assert session.review.ply is None
    session.review.go(1)
    session.review.game_changed()
    assert session.review.ply == 1
    session.game.undo()
    session.game.undo()
    session.review.game_changed()  # the reviewed move is now the last one: the review ends
    assert session.review.ply is None


def test_a_move_while_reviewing_is_not_played_but_asked_about(qtbot: Any) -> None:
    session = session_after_moves()
    session.review.go(2)
    with qtbot.waitSignal(session.review.play_asked) as asked:
        assert not session.play((1, 0, 0))
    assert asked.args == [(1, 0, 0)]
    assert session.game.ply == 4
    # Under review a click lands on the reviewed board: 4,4,1 is empty there.
    assert session.person.landing((3, 3, 0)) == (3, 3, 0)
    session.continue_from_review()
    assert session.game.ply == 2
    assert len(session.game.redo_moves) == 2
    assert session.play((1, 0, 0))
    assert session.game.redo_moves == ()
