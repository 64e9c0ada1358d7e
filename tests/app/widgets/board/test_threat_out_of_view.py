"""A threat in a w-slice not on view is named where the eye is: in the 3D view's corner, in
the threatening seat's colour, whether Show threats is on or not (its stones are hidden by the
view, not by the rules). Gone once its slice is on view or the threat is blocked."""

from __future__ import annotations

from typing import Any

import engine
from app.widgets.board.painting import palette_of
from engine.in_play.seats import cpu, human
from tests.support.window_languages import speaking

# The CPU (blue) lays three stones along x in w = 4 while you play in w = 1 and 2.
MOVES = [(0, 0, 0, 0), (0, 0, 0, 3), (3, 3, 0, 0), (1, 0, 0, 3), (0, 3, 3, 1), (2, 0, 0, 3)]
THREAT = (3, 0, 0, 3)


def four_d_window(open_window: Any) -> Any:
    game = engine.Game(engine.PRESETS["four-d"])
    for move in MOVES:
        game.play(move)
    assert [(t.cell, t.player) for t in engine.threats(game)] == [(THREAT, 1)]
    window = open_window(game=game, players=(human(1), cpu(2, "easy")))
    window.session.set_paused(True)  # the position stays as it is
    window.view_state.set_w(0)  # the player looks at w = 1
    assert not window.view_state.show_threats
    return window


def corner(window: Any) -> list[str]:
    window.board.grabFramebuffer()  # a frame paints the corner
    return list(window.board.corner_texts)


def test_a_threat_in_another_w_slice_is_named_in_the_corner(open_window: Any) -> None:
    window = four_d_window(open_window)
    assert corner(window) == ["w = 1 of 4", "CPU (easy): threat in w = 4"]
    colours = palette_of(window.view_state.colour_choice)
    assert window.board.corner_colours[-1] == colours.player(1)
    window.view_state.set_w(3)  # its slice on view: the board shows it
    assert corner(window) == ["w = 4 of 4"]
    window.view_state.set_w(1)
    window.session.set_paused(False)
    window.session.person.play_at(THREAT)  # blocked
    assert corner(window) == ["w = 2 of 4"]


def test_the_corner_names_it_in_japanese(open_window: Any) -> None:
    with speaking("ja"):
        window = four_d_window(open_window)
        assert corner(window)[1] == "CPU (初級): w = 4 にリーチ"
