"""Helpers for a host window and a joiner window playing one network game."""

from __future__ import annotations

from typing import Any

from app.widgets.window.main_window import MainWindow
from engine import Cell, parse_cell


def cell(window: MainWindow, text: str) -> Cell:
    """The cell `text` (in notation) names on `window`'s board."""
    return parse_cell(text, window.session.rules)


def play_in_turn(
    qtbot: Any, host: MainWindow, joiner: MainWindow, moves: list[str], *, timeout: int
) -> None:
    """Each of `moves` played in the window whose seat is to move, then waited for (up to
    `timeout` ms) until both windows have it."""
    for text in moves:
        window = host if host.session.game.to_move == 0 else joiner
        ply = window.session.game.ply
        assert window.session.play(cell(window, text)), text
        qtbot.waitUntil(
            lambda p=ply: host.session.game.ply == joiner.session.game.ply == p + 1,
            timeout=timeout,
        )
