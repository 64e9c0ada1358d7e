"""When a person here may end a game off the board: resign, or offer the CPU a draw. A game
over, a network game (whose ends are the Network menu's), several people here of whom none is
to move, or (a draw) a game with no CPU say no, as a SessionRefusal the window words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import SignalInstance

from app.model.cpu.cpu_work import CpuWork
from app.model.session.notices import SessionRefusal
from engine.in_play import GameInPlay
from engine.in_play.draw_offer import DrawAnswer
from engine.players import PlayerInfo, SeatKind
from engine.record.ending import Ending


class EndingTable(Protocol):
    """What ending a game off the board needs of the session (GameSession)."""

    @property
    def in_play(self) -> GameInPlay: ...
    @property
    def cpu(self) -> CpuWork: ...
    @property
    def rejected(self) -> SignalInstance: ...
    @property
    def draw_answered(self) -> SignalInstance: ...
    def ending_refusal(self, *, draw: bool) -> SessionRefusal | None: ...
    def resigning_seat(self) -> int | None: ...
    def after_ending(self) -> None: ...


def resign(session: EndingTable) -> bool:
    """The person here resigns (GameSession.resign); False, and `rejected` says why, when
    they may not."""
    seat = session.resigning_seat()
    if seat is None:
        session.rejected.emit(session.ending_refusal(draw=False))
        return False
    session.cpu.stop_turns()
    if session.in_play.end_off_board(Ending.resigned(seat)):
        session.after_ending()
    return True


def offer_draw(session: EndingTable) -> DrawAnswer | None:
    """Offer the CPU a draw (GameSession.offer_draw): its answer, and the game's end if it
    takes it; None, and `rejected` says why, when no draw can be offered now."""
    refusal = session.ending_refusal(draw=True)
    if refusal is not None:
        session.rejected.emit(refusal)
        return None
    session.cpu.stop_turns()  # its search is of a game that may end now
    answer = session.in_play.offer_draw()
    session.draw_answered.emit(answer)
    if session.in_play.ending is not None:
        session.after_ending()
    else:
        session.cpu.position_changed()  # declined: the CPU's turn goes on
    return answer


def ending_refusal(
    players: Sequence[PlayerInfo], to_move: int, *, over: bool, refereed: bool, draw: bool
) -> SessionRefusal | None:
    """Why a person here may not resign now (or, with `draw`, offer the CPU a draw) in a game
    of `players` with `to_move` to move; None when they may."""
    if over:
        return SessionRefusal.ENDING_AFTER_THE_END
    if refereed:
        return SessionRefusal.ENDING_IN_NETWORK_GAME
    if draw and not any(seat.kind == SeatKind.CPU for seat in players):
        return SessionRefusal.DRAW_WITHOUT_CPU
    people = [p for p, seat in enumerate(players) if seat.kind == SeatKind.HUMAN]
    if players[to_move].kind != SeatKind.HUMAN and len(people) != 1:
        return SessionRefusal.RESIGN_NOT_YOUR_TURN
    return None


def resigning_seat(
    players: Sequence[PlayerInfo], to_move: int, refusal: SessionRefusal | None
) -> int | None:
    """The seat Game → Resign resigns: the person here to move, else the one person here; None
    when there is a `refusal`."""
    if refusal is not None:
        return None
    if players[to_move].kind == SeatKind.HUMAN:
        return to_move
    return next(p for p, seat in enumerate(players) if seat.kind == SeatKind.HUMAN)
