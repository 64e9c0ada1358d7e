"""The terminal's words for what network play refuses (`engine.net.NetRefusal`): the host's
refusals arrive as data and are worded here in the language in use, never in the host's English.
Each is a clause, like `wording.refusal_text`, to stand in "Refused: …" or "Not a move: …".
A relay's refusals (`RelayError`) are worded here too, as whole sentences."""

from __future__ import annotations

from collections.abc import Callable

from engine.net.protocol.net_refusal import NetRefusal, NetRefusalKind
from engine.net.protocol.rounds import Result
from engine.net.transport.relay_client import RelayError
from terminal.words.clock_chat_words import time_out_text
from wording.language import N_, _
from wording.play_words import joined_names, refusal_text

# Each refusal's clause but a move's and the protocol versions', from the refusal's `what`,
# `number` and the name of its `seat`.
_CLAUSES = {
    NetRefusalKind.MOVE: N_("the host refused the move"),
    NetRefusalKind.NOT_YOUR_TURN: N_("it is {seat}'s turn"),
    NetRefusalKind.REMOTE_SEAT: N_("{seat} is played on another machine"),
    NetRefusalKind.WAITING_FOR_PLAYERS: N_("the game waits for {seat} to join"),
    NetRefusalKind.GAME_OVER: N_("the game is over"),
    NetRefusalKind.NOT_JOINED: N_("the game has not started: this side has not joined yet"),
    NetRefusalKind.PENDING: N_("the last move is still waiting for the host"),
    NetRefusalKind.MOVED_ON: N_("the game moved on before your move arrived; play again"),
    NetRefusalKind.SPECTATOR: N_("a spectator can only watch"),
    NetRefusalKind.NOT_AN_OFFER: N_("'{what}' is not an offer; offers are undo, draw and rematch"),
    NetRefusalKind.OFFER_OPEN: N_("an offer is open already; wait for its answer"),
    NetRefusalKind.REMATCH_TOO_EARLY: N_("a rematch comes after the end of the game"),
    NetRefusalKind.NOTHING_TO_UNDO: N_("there is no move to take back"),
    NetRefusalKind.NO_OFFER: N_("there is no offer to answer"),
    NetRefusalKind.BAD_MESSAGE: N_("the other side sent something that is not a message"),
    NetRefusalKind.BAD_MOVE: N_("the move sent was not a cell of this board"),
    NetRefusalKind.BAD_ANSWER: N_("the answer sent was neither yes nor no"),
    NetRefusalKind.UNKNOWN_TYPE: N_("the other side sent a message this hyperrow does not know"),
    NetRefusalKind.GREETING_FIRST: N_("the connection did not start with a greeting"),
    NetRefusalKind.NO_GREETING: N_("no greeting came within {number} seconds"),
    NetRefusalKind.SILENT: N_("nothing was heard for {number} seconds"),
    NetRefusalKind.LINE_TOO_LONG: N_("a message was longer than {number} bytes"),
    NetRefusalKind.TOO_MANY_ERRORS: N_("too many messages could not be read"),
    NetRefusalKind.HOST_FULL: N_("the host has {number} connections already; try again later"),
    NetRefusalKind.NO_VERSION: N_("the greeting had no protocol version this hyperrow can read"),
    NetRefusalKind.UNKNOWN_TOKEN: N_("the seat token is not one of this game's; join without it"),
    NetRefusalKind.REPLACED: N_("the same player connected again from elsewhere"),
    NetRefusalKind.BAD_GAME: N_("the host sent a game this hyperrow cannot read"),
    NetRefusalKind.BAD_SEAT: N_("the host gave a seat that does not exist"),
    NetRefusalKind.CHAT_TOO_FAST: N_("too many chat messages: at most {number} in 10 seconds"),
    NetRefusalKind.UNKNOWN: N_("for a reason this version of hyperrow does not know"),
}


def net_refusal_text(refusal: NetRefusal, seat: Callable[[int], str]) -> str:
    """What network play refused, as a clause in the language in use; `seat` names a seat by
    its index (one the peer gave: it may be out of range)."""
    kind = refusal.kind
    if kind is NetRefusalKind.MOVE and refusal.move is not None:
        return refusal_text(refusal.move)
    who = seat(refusal.seat) if refusal.seat is not None else "?"
    if kind is NetRefusalKind.VERSION:
        host, joiner = refusal.versions
        return _(
            "the host speaks network protocol {host} and this hyperrow {joiner}: both players "
            "need a hyperrow of the same major version"
        ).format(host=host, joiner=joiner)
    return _(_CLAUSES[kind]).format(what=refusal.what, number=refusal.number, seat=who)


_RELAY = {
    "full": N_("The relay is full. Try again later."),
    "unknown code": N_("No game is hosted with that invite code on this relay. Check the code."),
    "away": N_("The host of that invite code is away. Try again in a moment."),
    "too many hosts": N_(
        "The relay already has as many games hosted from your address as it allows. Leave one "
        "of them first."
    ),
    "busy": N_(
        "The relay already has as many connections from your address as it allows. Try again later."
    ),
    "unreachable": N_("Cannot reach the relay. Check its address and that it is running."),
    "bad url": N_("That is not a relay address. A relay address looks like ws://example.org:8765."),
    "certificate": N_(
        "The relay's certificate cannot be trusted: it is not signed by an authority this "
        "machine trusts (or the one --relay-ca names), or it is not for this address."
    ),
    "bad ca": N_("The --relay-ca file cannot be read as a CA certificate (PEM)."),
}


def relay_refusal_text(error: RelayError) -> str:
    """Why a relay refused this terminal or could not be reached, as a sentence in the
    language in use (the relay's English stays in the log)."""
    if error.why == "slow down":
        return _(
            "Too many wrong invite codes came from your address. Try again in {seconds} seconds."
        ).format(seconds=error.wait)
    if error.why in _RELAY:
        return _(_RELAY[error.why])
    return _("The relay did not take this hyperrow's greeting. Is it a hyperrow relay?")


def off_board_text(result: Result | None, seat: Callable[[int], str], ply: int) -> str | None:
    """The sentence for a game ended by resignation, an agreed draw (after move `ply`) or a
    clock run out, or None; `seat` names a seat by its index."""
    if result is None:
        return None
    if result.reason == "draw agreed":
        return _("A draw, agreed after move {ply}.").format(ply=ply)
    names = [seat(p) for p in result.winners] or ["?"]
    joined = joined_names(names)
    if result.reason == "time" and result.flagged is not None:
        return time_out_text(seat(result.flagged), joined, len(names))
    if len(names) == 1:
        return _("{names} wins: the other side resigned.").format(names=joined)
    return _("{names} win: the other side resigned.").format(names=joined)
