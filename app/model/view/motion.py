"""The animation clock the board views share: which cues are running (a stone arriving, a line
growing or pulsing, a draw, the camera gliding), how far each has got, and a frame signal while
any runs. It holds no game state: a cue names what it moves (a cell, lines) as plain data, and
the views draw the game as it stands, only placing the moving thing part of the way.

Motion never holds up play: `finish_all` (a new move, undo, a review step, a new game) ends
every cue at once, and with `reduce` on no cue starts at all. The clock (`now`, milliseconds) is
injectable, and `tick` can be called by hand, so a test steps through the frames it chooses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from app.model.real_time import monotonic_ms

FRAME_MS = 16
"""How often a frame is asked for while a cue runs (about 60 a second)."""


@dataclass(frozen=True)
class Cue:
    """One running animation: its kind, when it started, how long it lasts and what it moves."""

    kind: str
    started: float
    duration: float
    subject: object = None


@dataclass(frozen=True)
class LineCue:
    """The lines a cue draws (each a tuple of cells, as the game's completed lines), and how
    long they pulse once grown (0: they do not; a winning line does)."""

    lines: frozenset[tuple[tuple[int, ...], ...]]
    pulse_ms: float = 0.0


class Motion(QObject):
    """The running cues, by kind (a new cue of a kind replaces the old one)."""

    frame = Signal()  # a frame of the running cues is due: draw them where they are now
    changed = Signal()  # a cue started or ended: rebuild what is drawn without it / with it
    reduce_changed = Signal(bool)

    def __init__(
        self, parent: QObject | None = None, *, now: Callable[[], float] = monotonic_ms
    ) -> None:
        super().__init__(parent)
        self.now = now
        self.reduce = False
        self.frames = 0
        """Frames asked for since the start (tests count them)."""
        self._cues: dict[str, Cue] = {}
        self._unseen: set[str] = set()
        self._asked_at = 0.0
        self._timer = QTimer(self, interval=FRAME_MS)
        self._timer.timeout.connect(self.tick)
        self._by_hand = False

    def set_reduce(self, reduce: bool) -> None:
        """Reduce motion: end every cue and start none until it is turned off again."""
        if reduce == self.reduce:
            return
        self.reduce = reduce
        if reduce:
            self.finish_all()
        self.reduce_changed.emit(reduce)

    @property
    def running(self) -> bool:
        return bool(self._cues)

    def start(
        self, kind: str, duration: float, subject: object = None, *, delay: float = 0.0
    ) -> None:
        """Run a cue of `kind` for `duration` ms moving `subject`, from `delay` ms on (its
        progress stays 0 until then); nothing with Reduce motion."""
        if self.reduce:
            return
        now = self.now()
        if not self._unseen:
            self._asked_at = now
        self._unseen.add(kind)
        self._cues[kind] = Cue(kind, now + delay, duration, subject)
        if not self._timer.isActive() and not self._by_hand:
            self._timer.start()
        self.changed.emit()

    def cue(self, kind: str) -> Cue | None:
        """The running cue of `kind`, if any."""
        return self._cues.get(kind)

    def progress(self, kind: str) -> float | None:
        """How far the cue of `kind` has got, 0 to 1; None when none runs."""
        cue = self._cues.get(kind)
        if cue is None:
            return None
        if cue.duration <= 0:
            return 1.0
        return min(max((self.now() - cue.started) / cue.duration, 0.0), 1.0)

    def finish_all(self) -> None:
        """End every cue now: play, undo and review never wait for an animation."""
        self._unseen.clear()
        if self._cues:
            self._cues.clear()
            self._after_end()

    def tick_by_hand(self) -> None:
        """From now on only calls of `tick` move the cues on, never the motion's own 60 Hz
        timer: for a caller that draws frame by frame (the frame benchmark), where the timer
        would tick again while a frame is awaited."""
        self._by_hand = True
        self._timer.stop()

    def tick(self) -> None:
        """One frame: the cues that have run their time end (`changed`), then `frame`. A cue's
        time runs from its first frame: whatever the window did after the move before it could
        draw again (a slow machine's first repaint) does not eat into the animation."""
        if self._unseen:
            late = self.now() - self._asked_at
            for kind in self._unseen & self._cues.keys():
                cue = self._cues[kind]
                self._cues[kind] = Cue(kind, cue.started + late, cue.duration, cue.subject)
            self._unseen.clear()
        ended = [kind for kind in self._cues if self.progress(kind) == 1.0]
        for kind in ended:
            follow = self._cues.pop(kind)
            self._on_ended(follow)
        if ended:
            self._after_end()
        if self._cues:
            self.frames += 1
            self.frame.emit()

    def _on_ended(self, cue: Cue) -> None:
        """A grown winning line goes on to pulse."""
        subject = cue.subject
        if cue.kind == "grow" and isinstance(subject, LineCue) and subject.pulse_ms > 0:
            self._cues["pulse"] = Cue("pulse", self.now(), subject.pulse_ms, subject)

    def _after_end(self) -> None:
        if not self._cues:
            self._timer.stop()
        self.changed.emit()
