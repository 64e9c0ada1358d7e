"""The window's words for what network play refuses (`engine.net.NetRefusal`): the host's
refusals arrive as data and are worded here in the player's language, never in the host's
English. Seats and refused moves are named by the caller, which knows the game's players."""

from __future__ import annotations

from collections.abc import Callable

from app.widgets.words import QT_TR_NOOP, tr
from engine import Refusal
from engine.net import NetRefusal, NetRefusalKind

_PLAIN = {
    NetRefusalKind.MOVE: QT_TR_NOOP("The host refused the move."),
    NetRefusalKind.GAME_OVER: QT_TR_NOOP("The game is over."),
    NetRefusalKind.NOT_JOINED: QT_TR_NOOP(
        "The game has not started: this window has not joined the host yet."
    ),
    NetRefusalKind.PENDING: QT_TR_NOOP("Your last move is still waiting for the host."),
    NetRefusalKind.MOVED_ON: QT_TR_NOOP("The game moved on before your move arrived. Play again."),
    NetRefusalKind.SPECTATOR: QT_TR_NOOP("A spectator can only watch."),
    NetRefusalKind.NOT_AN_OFFER: QT_TR_NOOP(
        "'%1' is not an offer. Offers are undo, draw and rematch."
    ),
    NetRefusalKind.OFFER_OPEN: QT_TR_NOOP("An offer is open already: wait for its answer."),
    NetRefusalKind.REMATCH_TOO_EARLY: QT_TR_NOOP("A rematch comes after the end of the game."),
    NetRefusalKind.NOTHING_TO_UNDO: QT_TR_NOOP("There is no move to take back."),
    NetRefusalKind.NO_OFFER: QT_TR_NOOP("There is no offer to answer."),
    NetRefusalKind.BAD_MESSAGE: QT_TR_NOOP("The host could not read a message from this window."),
    NetRefusalKind.BAD_MOVE: QT_TR_NOOP("The host could not read the move this window sent."),
    NetRefusalKind.BAD_ANSWER: QT_TR_NOOP("The host could not read the answer this window sent."),
    NetRefusalKind.UNKNOWN_TYPE: QT_TR_NOOP(
        "The host does not know a message this window sent: it may run an older hyperrow."
    ),
    NetRefusalKind.GREETING_FIRST: QT_TR_NOOP("The connection did not start with a greeting."),
    NetRefusalKind.NO_GREETING: QT_TR_NOOP("No greeting came within %1 seconds."),
    NetRefusalKind.SILENT: QT_TR_NOOP("Nothing was heard for %1 seconds."),
    NetRefusalKind.LINE_TOO_LONG: QT_TR_NOOP("A message was longer than %1 bytes."),
    NetRefusalKind.TOO_MANY_ERRORS: QT_TR_NOOP("Too many messages could not be read."),
    NetRefusalKind.HOST_FULL: QT_TR_NOOP("The host has %1 connections already. Try again later."),
    NetRefusalKind.NO_VERSION: QT_TR_NOOP(
        "The greeting had no protocol version this hyperrow can read."
    ),
    NetRefusalKind.UNKNOWN_TOKEN: QT_TR_NOOP(
        "The seat token is not one of this game's. Join again without it."
    ),
    NetRefusalKind.REPLACED: QT_TR_NOOP("The same player connected again from elsewhere."),
    NetRefusalKind.BAD_GAME: QT_TR_NOOP("The host sent a game this hyperrow cannot read."),
    NetRefusalKind.BAD_SEAT: QT_TR_NOOP("The host gave a seat that does not exist."),
    NetRefusalKind.CHAT_TOO_FAST: QT_TR_NOOP("Too many chat messages: at most %1 in 10 seconds."),
    NetRefusalKind.UNKNOWN: QT_TR_NOOP(
        "The host refused for a reason this version of hyperrow does not know."
    ),
}


def net_refusal_text(
    refusal: NetRefusal, seat: Callable[[int], str], move: Callable[[Refusal], str]
) -> str:
    """What network play refused, as a sentence: `seat` names a seat by its index (one the
    host gave, which may be out of range), `move` words the engine's refusal of a move."""
    kind = refusal.kind
    if kind is NetRefusalKind.MOVE and refusal.move is not None:
        return move(refusal.move)
    who = seat(refusal.seat) if refusal.seat is not None else "?"
    if kind is NetRefusalKind.NOT_YOUR_TURN:
        return tr("It is %1's turn.").replace("%1", who)
    if kind is NetRefusalKind.REMOTE_SEAT:
        return tr("%1 is played on another machine.").replace("%1", who)
    if kind is NetRefusalKind.WAITING_FOR_PLAYERS:
        return tr("The game waits for %1 to join.").replace("%1", who)
    if kind is NetRefusalKind.VERSION:
        host, joiner = refusal.versions
        return (
            tr(
                "The host speaks network protocol %1 and this hyperrow %2: both players need a "
                "hyperrow of the same major version."
            )
            .replace("%1", host)
            .replace("%2", joiner)
        )
    value = refusal.what if kind is NetRefusalKind.NOT_AN_OFFER else str(refusal.number)
    return tr(_PLAIN[kind]).replace("%1", value)
