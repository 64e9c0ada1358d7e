"""The board as text: layers titled by their fixed axes, labels 1-based, row 1 at the bottom."""

from __future__ import annotations

from engine import PRESETS, Game
from engine.players import PlayerInfo, SeatKind
from terminal.commands.board_text import render_board, seat_label


def test_tesseract_board_shows_layers_by_z_and_w_and_the_scores() -> None:
    game = Game(PRESETS["tesseract"])
    game.play((0, 0, 0, 0))
    text = render_board(game, 50)
    lines = text.split("\n")
    assert lines[0].split() == ["z=1", "w=1", "z=2", "w=1", "z=3", "w=1"]
    assert lines[1].split() == ["1", "2", "3"] * 3
    assert lines[4].startswith("1 [X] .  .")
    assert "z=3 w=3" in text
    assert text.count("#") == 1
    assert "z=2 w=2" in text.split("#")[0]


def test_a_two_dimensional_board_has_row_and_column_labels_with_row_1_at_the_bottom() -> None:
    game = Game(PRESETS["connect-four"])
    game.play((6, 0))
    assert render_board(game).split("\n") == [
        "   1  2  3  4  5  6  7",
        "6  .  .  .  .  .  .  .",
        "5  .  .  .  .  .  .  .",
        "4  .  .  .  .  .  .  .",
        "3  .  .  .  .  .  .  .",
        "2  .  .  .  .  .  .  .",
        "1  .  .  .  .  .  . [X]",
    ]


def test_seat_labels_show_the_symbol_and_the_cpu_level() -> None:
    assert seat_label(PlayerInfo("Ann"), 0) == "X (Ann)"
    assert seat_label(PlayerInfo("Player 2", SeatKind.CPU, "hard"), 1) == "O (Player 2, cpu hard)"
    # A CPU as the window's game files keep it, whatever seat it sits at.
    assert seat_label(PlayerInfo("CPU (hard)", SeatKind.CPU, "hard"), 0) == "X (Player 1, cpu hard)"


def test_whole_groups_of_layers_are_set_side_by_side_as_the_width_allows() -> None:
    game = Game(PRESETS["tesseract"])
    wide = render_board(game, 100).split("\n")
    assert wide[0].split()[::2] == ["z=1", "z=2", "z=3"] * 2
    assert wide[0].split()[1::2] == ["w=1"] * 3 + ["w=2"] * 3
    # Narrower than a group: the group is cut, layers keep their order.
    narrow = render_board(game, 30).split("\n")
    assert narrow[0].split() == ["z=1", "w=1", "z=2", "w=1"]
    for width in (30, 50, 100):
        assert max(len(line) for line in render_board(game, width).split("\n")) <= width
