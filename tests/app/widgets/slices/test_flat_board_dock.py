"""A flat board (tic-tac-toe, Connect Four, gomoku) has one slice, which the 3D view already
shows whole: the Slices dock is put away for it (View → Slices off with it) and comes back for
a board with layers, as the player left it; games switched through Game → New game, and the
choice kept across a restart."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog

from app.widgets.dialogs.new_game import NewGameDialog
from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game
from engine.in_play.seats import human
from tests.support.windows import OpenWindow


def new_game(window: MainWindow, monkeypatch: pytest.MonkeyPatch, preset: str) -> None:
    """Game → New game, `preset` picked in the dialog and OK pressed."""

    def pick(dialog: QDialog) -> int:
        assert isinstance(dialog, NewGameDialog)
        dialog.preset.setCurrentIndex(dialog.preset.findData(preset))
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(QDialog, "exec", pick)
    action = window.findChild(QAction, "new")
    assert action is not None
    action.trigger()
    assert window.session.rules == PRESETS[preset]


def shows_slices(window: MainWindow) -> bool:
    toggle = window.slice_dock.toggleViewAction()
    assert toggle.isChecked() == window.slice_dock.isVisible()
    assert toggle.isEnabled() == window.slice_dock.isVisible()
    return window.slice_dock.isVisible()


def test_the_slices_dock_is_put_away_for_a_flat_board_and_comes_back(
    open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    assert shows_slices(window)
    for flat in ("tic-tac-toe", "connect-four", "gomoku"):
        new_game(window, monkeypatch, flat)
        assert not shows_slices(window), flat
        new_game(window, monkeypatch, "four-d")
        assert shows_slices(window)


def test_a_dock_the_player_closed_stays_closed_and_the_choice_is_kept(
    open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch, data_dir: Path
) -> None:
    window = open_window(game=Game(PRESETS["qubic"]), players=(human(1), human(2)))
    window.slice_dock.toggleViewAction().trigger()  # View → Slices: the player closes it
    assert not window.slice_dock.isVisible()
    new_game(window, monkeypatch, "tic-tac-toe")
    new_game(window, monkeypatch, "score-four")
    assert not window.slice_dock.isVisible() and window.slice_dock.toggleViewAction().isEnabled()
    window.slice_dock.toggleViewAction().trigger()  # and opens it again
    new_game(window, monkeypatch, "connect-four")
    assert not shows_slices(window)
    window.close()  # closed on a flat board: the dock is hidden only for it

    again = open_window(game=Game(PRESETS["tesseract"]), players=(human(1), human(2)))
    assert shows_slices(again)
