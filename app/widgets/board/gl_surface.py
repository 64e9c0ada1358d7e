"""The 3D view's GL surface: pyqtgraph's view (camera, items, drawing) in a QOpenGLWindow of its
own, shown through a window container that fills a plain widget, which takes the input.

A QOpenGLWidget draws into a framebuffer object that Qt then composes into the window's
backing store, and on a software rasteriser that composing costs about as much as drawing the
board: a glClear-only QOpenGLWidget of 1000×700 took 13 ms a frame under llvmpipe, the same
QOpenGLWindow in a container 7.5 ms. The surface lets input through (WindowTransparentForInput)
to the widget under it, so clicks, keys, focus, tooltips, cursors and the screen reader's
interface stay on one QWidget, as they were; that widget (GlHost) hands the rest of the app the
surface's camera, items and frames through typed methods."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from OpenGL import GL
from pyqtgraph.opengl.GLViewWidget import GLViewMixin
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QImage,
    QMatrix4x4,
    QMouseEvent,
    QOpenGLContext,
    QResizeEvent,
    QSurfaceFormat,
    QVector3D,
    QWheelEvent,
    QWindow,
)
from PySide6.QtOpenGL import QOpenGLFramebufferObject, QOpenGLWindow
from PySide6.QtWidgets import QWidget

from app.scene import camera
from app.widgets.board.draw_guard import DrawGuard

DEPTH_BITS, STENCIL_BITS = 24, 8
# Qt hands a window the frames asked of it (QWindow.requestUpdate) no sooner than 5 ms after
# the asking, unless QT_QPA_UPDATE_IDLE_TIME says otherwise: on llvmpipe a third of the
# frame (benchmarks/motion_speed.py), spent waiting. Widgets repaint through posted events and
# never wait on it. Qt reads it at the first frame asked of any window: set on import, before
# the application's first window shows.
os.environ.setdefault("QT_QPA_UPDATE_IDLE_TIME", "0")


class GlSurface(GLViewMixin, QOpenGLWindow):  # type: ignore[misc]
    """pyqtgraph's GL view as a window: a parallel projection (see app.scene.camera), each
    frame drawn by `draw` (which calls `draw_scene`) through `guard`."""

    opts: dict[str, Any]
    items: list[Any]

    def __init__(
        self, draw: Callable[[], None], guard: DrawGuard, samples: int, parent: QWindow
    ) -> None:
        # Every view shares the application's context group: pyqtgraph caches its compiled
        # shader programs across views (see board3d's AA_ShareOpenGLContexts).
        share = QOpenGLContext.globalShareContext()
        whole = QOpenGLWindow.UpdateBehavior.NoPartialUpdate
        if share is None:
            super().__init__(whole, parent)
        else:
            super().__init__(share, whole, parent)
        surface = QSurfaceFormat.defaultFormat()
        surface.setSamples(samples)
        # A window's framebuffer has what is asked of it (a QOpenGLWidget's had both): depth
        # for the stones, stencil for QPainter's clipping over the scene.
        surface.setDepthBufferSize(DEPTH_BITS)
        surface.setStencilBufferSize(STENCIL_BITS)
        self.setFormat(surface)
        self.setFlag(Qt.WindowType.WindowTransparentForInput)
        self._draw, self._guard = draw, guard

    def projectionMatrix(self, region: Any, viewport: Any) -> QMatrix4x4:  # noqa: N802
        """A parallel projection: the cells stay a regular lattice on the screen, so none hides
        another from the default camera."""
        matrix = camera.orthographic(
            float(self.opts["distance"]), float(self.opts["fov"]), tuple(region), tuple(viewport)
        )
        return QMatrix4x4(*matrix.ravel().tolist())

    def rect(self) -> QRect:
        """The surface in its own coordinates (pyqtgraph's text items place their text in it)."""
        return QRect(0, 0, self.width(), self.height())

    def initializeGL(self) -> None:  # noqa: N802 (Qt override)
        self._guard.run(super().initializeGL)

    def paintGL(self) -> None:  # noqa: N802 (Qt override)
        self._guard.run(self._draw)

    def draw_scene(self) -> None:
        """Clear the frame and draw every item (pyqtgraph's own frame)."""
        super().paintGL()

    def grabFramebuffer(self) -> QImage:  # noqa: N802 (Qt override)
        """A frame drawn now, read back unshown: QOpenGLWindow's own reads the back buffer as
        the last swap left it, which may hold anything. Null while the surface cannot draw
        (its window not yet made)."""
        if not self.isValid():
            # Not drawn yet (shown, its first expose not handled): a first frame now sets the
            # context up, as QOpenGLWidget's grab does.
            self.update()
            QCoreApplication.sendEvent(self, QEvent(QEvent.Type.UpdateRequest))
        if not self.isValid():
            return QImage()
        self.makeCurrent()
        ratio = self.devicePixelRatio()
        size = QSize(round(self.width() * ratio), round(self.height() * ratio))
        QOpenGLFramebufferObject.bindDefault()
        GL.glViewport(0, 0, size.width(), size.height())
        self.paintGL()
        # Through a plain framebuffer object: reading a multisampled window's pixels gives
        # its first samples, where the blit resolves them as the screen shows them.
        resolved = QOpenGLFramebufferObject(size)
        whole = QRect(QPoint(0, 0), size)
        # None: the window's own framebuffer (Qt takes it; its stubs say otherwise).
        QOpenGLFramebufferObject.blitFramebuffer(resolved, whole, None, whole)  # type: ignore[call-overload]
        image = resolved.toImage()
        QOpenGLFramebufferObject.bindDefault()
        image.setDevicePixelRatio(ratio)
        return image


class GlHost(QWidget):
    """A widget showing a GlSurface over its whole area; the surface's camera, items and frames
    are reached through it, its input turns the camera as pyqtgraph's own view does."""

    failed = Signal(str)  # OpenGL raised while drawing (DrawGuard): why, once
    frameSwapped = Signal()  # noqa: N815 (QOpenGLWidget's name): a frame is on the screen

    def __init__(self, parent: QWidget | None, samples: int) -> None:
        super().__init__(parent)
        self.guard = DrawGuard(self.failed.emit)
        # Made with a parent, so that Qt owns the surface, not its Python reference: the
        # container deletes it with itself. Owned by Python, it could be deleted first (PySide
        # deletes what Python owns at exit, before the windows), leaving the container a deleted
        # window, on which Qt crashes when the window round the container is destroyed.
        self._first_parent = QWindow()
        self.surface = GlSurface(self._paint_frame, self.guard, samples, self._first_parent)
        self.surface.frameSwapped.connect(self.frameSwapped)
        self.surface_box = QWidget.createWindowContainer(self.surface, self)
        self.surface_box.setObjectName("gl-surface")
        # The container and the surface never take input: it all goes to this widget.
        self.surface_box.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.surface_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def _paint_frame(self) -> None:
        """Draw a frame of the surface (its context current); overridden to paint more."""
        self.surface.draw_scene()

    def resizeEvent(self, ev: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        self.surface_box.setGeometry(self.rect())
        super().resizeEvent(ev)

    def update(self, *_area: Any) -> None:
        """Draw a new frame of the surface, whole. The widget under it shows nothing of its
        own, and repainting it would cost each frame a fill and a flush of its backing store."""
        self.surface.update()

    # -- the surface's camera, items and frames ---------------------------------------------

    @property
    def opts(self) -> dict[str, Any]:
        """pyqtgraph's camera and background settings of the surface (changed in place)."""
        return self.surface.opts

    @property
    def items(self) -> list[Any]:
        """The surface's GL items."""
        return self.surface.items

    def addItem(self, item: Any) -> None:  # noqa: N802 (pyqtgraph's name)
        self.surface.addItem(item)

    def removeItem(self, item: Any) -> None:  # noqa: N802 (pyqtgraph's name)
        self.surface.removeItem(item)

    def setBackgroundColor(self, colour: QColor) -> None:  # noqa: N802 (pyqtgraph's name)
        self.surface.setBackgroundColor(colour)

    def setCameraPosition(  # noqa: N802 (pyqtgraph's name)
        self,
        pos: QVector3D | None = None,
        distance: float | None = None,
        elevation: float | None = None,
        azimuth: float | None = None,
    ) -> None:
        """Move the camera (pyqtgraph's GLViewMixin.setCameraPosition; None keeps a value)."""
        self.surface.setCameraPosition(
            pos=pos, distance=distance, elevation=elevation, azimuth=azimuth
        )

    def orbit(self, azimuth: float, elevation: float) -> None:
        """Turn the camera round its centre by these degrees."""
        self.surface.orbit(azimuth, elevation)

    def viewMatrix(self) -> QMatrix4x4:  # noqa: N802 (pyqtgraph's name)
        return self.surface.viewMatrix()  # type: ignore[no-any-return]

    def projectionMatrix(self, region: Any, viewport: Any) -> QMatrix4x4:  # noqa: N802
        return self.surface.projectionMatrix(region, viewport)

    def getViewport(self) -> tuple[int, int, int, int]:  # noqa: N802 (pyqtgraph's name)
        """The viewport (x, y, width, height) in the widget's (the surface's) pixels."""
        return (0, 0, self.surface.width(), self.surface.height())

    def grabFramebuffer(self) -> QImage:  # noqa: N802 (QOpenGLWidget's name)
        """The view drawn afresh, as an image (null before it first showed)."""
        return self.surface.grabFramebuffer()

    def makeCurrent(self) -> None:  # noqa: N802 (QOpenGLWidget's name)
        self.surface.makeCurrent()

    def doneCurrent(self) -> None:  # noqa: N802 (QOpenGLWidget's name)
        self.surface.doneCurrent()

    def format(self) -> QSurfaceFormat:
        """The surface's format: as asked before it shows, as given after."""
        return self.surface.format()

    # -- input: the camera turns as in pyqtgraph's view ---------------------------------------

    def mousePressEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        self.surface.mousePressEvent(ev)

    def mouseMoveEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        self.surface.mouseMoveEvent(ev)

    def wheelEvent(self, ev: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        self.surface.wheelEvent(ev)
