"""The end of a 4D game in view: the winning line's slice comes on view when the line lies in
one w-slice the player was not looking at, every w-slice when the line runs across them; a game
on three axes and a five-axis board's v-slice each as they should."""

from __future__ import annotations

from typing import Any

from app.model.session.game_session import GameSession
from app.model.view.end_view import EndView
from app.model.view.view_state import ViewState
from engine import PRESETS, Game, Rules
from engine.in_play.seats import human


def session_and_view(rules: Rules, qapp: Any) -> tuple[GameSession, ViewState, EndView]:
    session = GameSession(Game(rules), players=[human(1), human(2)])
    view = ViewState()
    return session, view, EndView(session, view)


def play(session: GameSession, xs: list[tuple[int, ...]], os: list[tuple[int, ...]]) -> None:
    """X's moves, each answered by O's next one while there is one and the game goes on."""
    for number, x in enumerate(xs):
        assert session.play(x)
        if number < len(os) and not session.is_over():
            assert session.play(os[number])


def test_a_line_in_another_w_slice_comes_on_view(qapp: Any) -> None:
    session, view, _ = session_and_view(PRESETS["four-d"], qapp)
    assert view.w == 0
    play(
        session,
        [(0, 0, 0, 2), (1, 0, 0, 2), (2, 0, 0, 2), (3, 0, 0, 2)],
        [(0, 3, 0, 0), (1, 3, 0, 0), (2, 3, 0, 0)],
    )
    assert session.game.is_over()
    assert view.w == 2 and not view.all_slices


def test_a_line_across_the_w_slices_shows_them_all(qapp: Any) -> None:
    session, view, _ = session_and_view(PRESETS["four-d"], qapp)
    play(
        session,
        [(1, 1, 1, 0), (1, 1, 1, 1), (1, 1, 1, 2), (1, 1, 1, 3)],
        [(0, 3, 0, 0), (1, 3, 0, 0), (2, 3, 0, 0)],
    )
    assert session.game.is_over() and view.all_slices


def test_a_five_axis_line_brings_its_v_slice(qapp: Any) -> None:
    session, view, _ = session_and_view(Rules((3, 3, 3, 3, 3), 3), qapp)
    play(
        session,
        [(0, 0, 0, 1, 2), (1, 0, 0, 1, 2), (2, 0, 0, 1, 2)],
        [(0, 2, 0, 0, 0), (1, 2, 0, 0, 0)],
    )
    assert session.game.is_over()
    assert view.slices[:2] == (1, 2) and not view.all_slices


def test_a_game_on_three_axes_moves_nothing(qapp: Any) -> None:
    session, view, _ = session_and_view(PRESETS["qubic"], qapp)
    play(session, [(0, 0, 0), (1, 0, 0), (2, 0, 0), (3, 0, 0)], [(0, 3, 0), (1, 3, 0), (2, 3, 0)])
    assert session.game.is_over() and view.slices[0] == 0 and not view.all_slices


def test_a_game_over_before_the_view_existed_is_put_in_view(qapp: Any) -> None:
    """The window opened on a finished game (a file, the autosave): its line is in view."""
    session = GameSession(Game(PRESETS["four-d"]), players=[human(1), human(2)])
    play(
        session,
        [(0, 0, 0, 2), (1, 0, 0, 2), (2, 0, 0, 2), (3, 0, 0, 2)],
        [(0, 3, 0, 0), (1, 3, 0, 0), (2, 3, 0, 0)],
    )
    view = ViewState()
    EndView(session, view).show_current()
    assert view.w == 2


def test_a_line_across_w_and_v_is_shown_where_the_last_move_is(qapp: Any) -> None:
    """Every w-slice side by side would still show only one v-slice of it: the view goes to
    the last move's slices instead."""
    session, view, _ = session_and_view(Rules((3, 3, 3, 3, 3), 3), qapp)
    play(
        session,
        [(0, 0, 0, 0, 0), (2, 0, 0, 2, 2), (1, 0, 0, 1, 1)],
        [(0, 2, 0, 0, 0), (1, 2, 0, 0, 0)],
    )
    assert session.game.is_over()
    assert view.slices[:2] == (1, 1) and not view.all_slices
