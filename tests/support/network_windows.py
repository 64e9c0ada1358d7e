"""Helpers for a host window and a joiner window playing one network game."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from app.model.net.join_link import JoinLink
from app.model.net.network_game import HostLink
from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Cell, Rules, parse_cell
from engine.clocks import TimeControl
from engine.players import PlayerInfo, SeatKind
from tests.support.windows import OpenWindow

WAIT_MS = 10_000
HANA_AND_A_GUEST = (PlayerInfo("Hana", SeatKind.HUMAN), PlayerInfo("Player 2", SeatKind.REMOTE))
"""The host's seats: Hana at the host's window, the second seat for whoever joins."""


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


def host_here(
    host: MainWindow,
    rules: Rules = PRESETS["tic-tac-toe"],
    seats: Sequence[PlayerInfo] = HANA_AND_A_GUEST,
    control: TimeControl | None = None,
) -> HostLink:
    """`host` hosting a game of `rules` on a free port of this machine."""
    assert host.network.play.host(rules, list(seats), "127.0.0.1", 0, control=control) is None
    link = host.network.link
    assert isinstance(link, HostLink)
    return link


def join_as_joe(qtbot: Any, joiner: MainWindow, port: int) -> JoinLink:
    """`joiner` joining the game hosted here on `port` as Joe, once it has its seat."""
    joiner.network.play.join("127.0.0.1", port, "Joe")
    link = joiner.network.link
    assert isinstance(link, JoinLink)
    qtbot.waitUntil(lambda: link.join.seat == 1, timeout=WAIT_MS)
    return link


def host_and_joiner(open_window: OpenWindow, data_dir: Path) -> tuple[MainWindow, MainWindow]:
    """A window to host a network game and one to join it, each on a data folder of its own."""
    return open_window(data_dir=data_dir / "host"), open_window(data_dir=data_dir / "joiner")
