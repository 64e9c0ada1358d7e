"""Which sound effect each event of the game asks for, as data (`Effect`): the window's sound
player (app/widgets/sound/sound_player.py) plays them, or nothing when sound is off.

A stone placed, or in a game with gravity a stone landing; a move refused; a win, a loss or a
draw when a move ends the game (opening or restoring a finished game plays nothing); an
opponent joining or leaving a network game (`watch_presence`).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QObject, Signal

from app.model.net.join_link import JoinLink
from app.model.net.network_game import HostLink, NetworkGame
from app.model.session.game_session import GameSession
from app.model.session.notices import Rejection, SessionRefusal
from engine import Outcome
from engine.players import SeatKind


class Effect(Enum):
    """A sound effect; the value is its file's name in resources/sounds/ (without .wav)."""

    PLACED = "placed"
    LANDED = "landed"
    ILLEGAL = "illegal"
    WIN = "win"
    LOSS = "loss"
    DRAW = "draw"
    JOINED = "joined"
    LEFT = "left"


# Refusals of a hint are answers to a menu command, not a move refused: no sound.
_QUIET_REFUSALS = frozenset(
    {
        SessionRefusal.HINT_ON_CPU_TURN,
        SessionRefusal.HINT_ON_REMOTE_TURN,
        SessionRefusal.HINT_AFTER_THE_END,
        SessionRefusal.HINT_WHILE_REVIEWING,
    }
)

Presence = Callable[[], frozenset[int] | None]
"""The seats of other machines' players connected now; None outside network games."""


class SoundCues(QObject):
    """Emits `cue(Effect)` for each event of `session` that has a sound."""

    cue = Signal(object)  # an Effect

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._moved_ply: int | None = None
        self._presence: Presence | None = None
        self._present: frozenset[int] = frozenset()
        session.moved.connect(self._on_moved)
        session.reset.connect(self._on_reset)
        session.finished.connect(self._on_finished)
        session.rejected.connect(self._on_rejected)

    def watch_presence(self, presence: Presence) -> None:
        """Play JOINED or LEFT when the seats `presence` reports connected change; it is read
        each time the session's seats change (a network game reports connections so)."""
        self._presence = presence
        self._present = presence() or frozenset()
        self.session.players_changed.connect(self._on_players_changed)

    def _on_moved(self, _cell: object, _player: int) -> None:
        self._moved_ply = self.session.game.ply
        self.cue.emit(Effect.PLACED if self.session.rules.gravity is None else Effect.LANDED)

    def _on_reset(self) -> None:
        self._moved_ply = None

    def _on_finished(self, outcome: Outcome) -> None:
        if self._moved_ply == self.session.game.ply:
            self.ended(outcome.winners)

    def ended(self, winners: tuple[int, ...]) -> None:
        """The game ended, won by `winners` (none: a draw): a draw, or a win when a person of
        this window won (any winner when nobody here plays: watching the CPU), else a loss."""
        here = [s for s, p in enumerate(self.session.players) if p.kind is SeatKind.HUMAN]
        if not winners:
            self.cue.emit(Effect.DRAW)
        elif not here or any(s in here for s in winners):
            self.cue.emit(Effect.WIN)
        else:
            self.cue.emit(Effect.LOSS)

    def _on_rejected(self, why: Rejection) -> None:
        if not (isinstance(why, SessionRefusal) and why in _QUIET_REFUSALS):
            self.cue.emit(Effect.ILLEGAL)

    def _on_players_changed(self) -> None:
        assert self._presence is not None
        present = self._presence()
        if present is None:  # no network game (any more): nobody came or went
            self._present = frozenset()
            return
        if present - self._present:
            self.cue.emit(Effect.JOINED)
        elif self._present - present:
            self.cue.emit(Effect.LEFT)
        self._present = present


def present_opponents(link: NetworkGame | None) -> frozenset[int] | None:
    """The seats of `link`'s game played on other machines whose player is connected now: for
    a host its joiners, for a joiner every other seat the host reports connected; None without
    a network game."""
    if isinstance(link, HostLink):
        return frozenset(link.host.connected_seats())
    if isinstance(link, JoinLink):
        join = link.join
        return frozenset(s for s, on in enumerate(join.connected_seats) if on and s != join.seat)
    return None
