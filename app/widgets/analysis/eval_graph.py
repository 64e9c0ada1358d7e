"""The evaluation graph under the move list: one point per analysed move, the value after it
from the first player's side (two players; with more, from the mover's), proven values drawn
apart from estimates — filled squares on the win, draw and loss bands, a quicker end nearer the
edge — and estimates as hollow circles on a line between them. The move on view is marked;
clicking a point goes to that move. It follows the theme and the language."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from app.model.session.game_session import GameSession
from app.model.view.view_state import colour_choice
from app.scene import palette
from app.scene.palette import DRAW, LOSS, WIN
from app.widgets.board.move_order import MoveOrder
from app.widgets.board.painting import palette_of
from app.widgets.words import tr
from engine.record.analysis_data import PositionValue, Result

BAND = 0.12
"""Half the height of the win, draw and loss bands, where proven values lie."""
REACH = 0.1
"""How far past ±1 a proven win or loss reaches at its quickest: a win in 1 is at 1.1, a
slow one nearer 1 (distance to the end)."""


def graph_height(value: PositionValue) -> float:
    """Where a value goes on the graph, for the player it is of: an estimate its score; a
    proven win above 1 by how soon it ends, a loss as far below -1, a draw at 0."""
    if value.result is None:
        return value.score
    if value.result is Result.DRAW:
        return 0.0
    soon = 0.5 if value.distance is None else 1.0 / (1 + value.distance)
    height = 1.0 - BAND / 2 + REACH * soon
    return height if value.result is Result.WIN else -height


GRAPH_HEIGHT = 80
"""The graph's least height in pixels: the three value lines and the move numbers read."""


def move_step(moves: int) -> int:
    """The spacing of the move axis' ticks: 1, 2 or 5 times a power of ten, at most 10 ticks."""
    power = 1
    while True:
        for factor in (1, 2, 5):
            if moves <= 10 * factor * power:
                return factor * power
        power *= 10


def _qcolour(colour: palette.RGB, alpha: float = 1.0) -> QColor:
    return QColor.fromRgbF(colour[0], colour[1], colour[2], alpha)


class EvalGraph(pg.PlotWidget):  # type: ignore[misc]
    """The session's analysis as a graph; observes the session and its analyst."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("evaluation-graph")
        # Low enough that the move list over it keeps its rows while an analysis runs.
        self.setMinimumHeight(GRAPH_HEIGHT)
        self.setToolTip(tr("The value after each move. Click a point to go to that move."))
        self.plotItem.setMenuEnabled(False)
        # pyqtgraph's own right-click "Export..." (untranslated, and for a picked item only):
        # the graph is a view of the game, with nothing to export of its own.
        for action in self.scene().contextMenu:
            action.setParent(None)
        self.scene().contextMenu = []
        self.plotItem.hideButtons()
        self.plotItem.setMouseEnabled(x=False, y=False)
        self.plotItem.setYRange(-1.2, 1.2, padding=0)
        self.plotItem.getAxis("left").setTicks([[(-1, "-1"), (0, "0"), (1, "1")]])
        self.plotItem.setLabel("bottom", tr("Move"))
        self.bands = [
            pg.LinearRegionItem(
                (centre - BAND, centre + BAND),
                orientation="horizontal",
                movable=False,
            )
            for centre in (1.0, 0.0, -1.0)
        ]
        for band in self.bands:
            band.setZValue(-10)
            self.addItem(band)
        self.estimates = pg.PlotDataItem(symbol="o", symbolSize=6)
        self.proven = pg.ScatterPlotItem(symbol="s", size=8)
        self.current = pg.InfiniteLine(angle=90, movable=False)
        for item in (self.estimates, self.proven, self.current):
            self.addItem(item)
        self.points: list[tuple[int, float, bool]] = []
        """What is drawn: (move number, height, proven) per analysed move."""
        self._moves_shown = -1  # the moves the x axis spans (set again only when they change)
        self.scene().sigMouseClicked.connect(self._on_clicked)
        game_changes = (MoveOrder.of(session).words, session.undone, session.reset)
        analysis_changes = (session.analysis.changed, session.analyst.running_changed)
        for signal in (*analysis_changes, *game_changes):
            signal.connect(self.pull)
        session.review.changed.connect(self._pull_current)
        self.colour_choice = colour_choice()
        self.colour_choice.changed.connect(self.pull_colours)
        self.pull_colours()

    def pull_colours(self) -> None:
        """Draw in the colours of the theme and players now chosen."""
        colours = palette_of(self.colour_choice)
        scheme = colours.scheme
        self.setBackground(_qcolour(scheme.background))
        text = _qcolour(scheme.label)
        for name in ("left", "bottom"):
            axis = self.plotItem.getAxis(name)
            axis.setPen(pg.mkPen(_qcolour(scheme.label, 0.6)))
            axis.setTextPen(pg.mkPen(text))
        two = self.session.rules.players == 2
        top = colours.player(0) if two else WIN
        bottom = colours.player(1) if two else LOSS
        for band, colour in zip(self.bands, (top, DRAW, bottom), strict=True):
            band.setBrush(pg.mkBrush(_qcolour(colour, 0.18)))
            for line in band.lines:
                line.setPen(pg.mkPen(None))
        self.estimates.setPen(pg.mkPen(_qcolour(scheme.label, 0.7), width=1.5))
        self.estimates.setSymbolPen(pg.mkPen(text))
        self.estimates.setSymbolBrush(pg.mkBrush(_qcolour(scheme.background)))
        self.current.setPen(pg.mkPen(_qcolour(scheme.highlight), width=2))
        self.pull()

    def pull(self, *_: object) -> None:
        """Draw the analysis of the game as it stands."""
        game = self.session.game
        two = game.rules.players == 2
        self.points = []
        for ply, move in enumerate(self.session.analysis.moves(), start=1):
            if move is None:
                continue
            height = graph_height(move.after)
            if two and move.player == 1:
                height = -height
            self.points.append((ply, height, move.after.proven))
        xs = np.array([p[0] for p in self.points], dtype=float)
        ys = np.array([p[1] for p in self.points], dtype=float)
        self.estimates.setData(xs, ys)
        colours = palette_of(self.colour_choice)
        proven = [p for p in self.points if p[2]]
        self.proven.setData(
            [p[0] for p in proven],
            [p[1] for p in proven],
            brush=[pg.mkBrush(_qcolour(self._proven_colour(p[1], colours))) for p in proven],
            pen=pg.mkPen(None),
        )
        if game.ply != self._moves_shown:
            self._moves_shown = game.ply
            self.plotItem.setXRange(0, max(1, game.ply), padding=0.02)
            step = move_step(game.ply)  # moves are whole: no tick at 0.2 of a move
            self.plotItem.getAxis("bottom").setTickSpacing(step, step)
        # Nothing to draw before an analysis: the move list keeps the room.
        self.setVisible(bool(self.points) or self.session.analyst.running)
        self._pull_current()

    @staticmethod
    def _proven_colour(height: float, colours: palette.Palette) -> palette.RGB:
        if abs(height) < BAND:
            return DRAW
        return colours.player(0) if height > 0 else colours.player(1)

    def _pull_current(self) -> None:
        self.current.setValue(self.session.review.position())

    def point_position(self, ply: int) -> QPointF:
        """Where the point of move `ply` is drawn, in widget coordinates (for tests and clicks)."""
        height = next(h for p, h, _ in self.points if p == ply)
        scene = self.plotItem.vb.mapViewToScene(QPointF(ply, height))
        return QPointF(self.mapFromScene(scene))

    def _on_clicked(self, event: object) -> None:
        button = getattr(event, "button", lambda: None)()
        if button != Qt.MouseButton.LeftButton or not self.points:
            return
        place = self.plotItem.vb.mapSceneToView(event.scenePos())  # type: ignore[attr-defined]
        ply = min(self.points, key=lambda p: abs(p[0] - place.x()))[0]
        self.session.review.go(ply)
