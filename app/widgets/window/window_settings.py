"""The window's place, size, docks and view options, kept in the data folder's settings from one
run to the next."""

from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QMainWindow

from app.model.data.data_folder import DataFolder
from app.widgets.board.board3d import Board3D
from app.widgets.window.view_options import ViewOptions
from engine import Rules

DEFAULT_SIZE = (1180, 760)


def restore_settings(
    window: QMainWindow, data: DataFolder, options: ViewOptions, board: Board3D | None, rules: Rules
) -> None:
    """Put `window` back as it was when it last closed (a first run: DEFAULT_SIZE), its view
    options for a game under `rules`."""
    geometry = data.value("window/geometry")
    if isinstance(geometry, QByteArray):
        window.restoreGeometry(geometry)
    else:
        window.resize(*DEFAULT_SIZE)
    state = data.value("window/state")
    if isinstance(state, QByteArray):
        window.restoreState(state)
    options.restore(board, rules)


def save_settings(
    window: QMainWindow, data: DataFolder, options: ViewOptions, board: Board3D | None
) -> None:
    """Keep `window`'s place, size and docks, and the view options, for the next run."""
    data.set_value("window/geometry", window.saveGeometry())
    if board is not None:  # without it the docks are not as the player arranged them
        data.set_value("window/state", window.saveState())
    options.save(board)
    data.set_value("view/threats", options.view_state.show_threats)
