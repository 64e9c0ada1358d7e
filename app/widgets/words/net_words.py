"""The window's words for network play: where a hosted or joined game stands (`NetStatus`),
why a link could not start (`LinkProblem`), what the host refused or why it closed the
connection (`NetRefusal`), and the other players' offers. Names a player never typed ("Player 2")
are shown in the player's language."""

from __future__ import annotations

from collections.abc import Sequence

from app.model.net.net_status import LinkProblem, LinkProblemKind, NetState, NetStatus
from app.model.session.notices import HostRefusal
from app.widgets.words import QT_TR_NOOP, tr
from app.widgets.words.game_words import game_name
from app.widgets.words.seat_words import names_list
from app.widgets.words.window_words import player_name, rejection_text
from engine.net import NetRefusal
from engine.net.transport.discovery import FoundHost
from engine.players import PlayerInfo
from engine.rules import PRESETS

# Where the game stands, for the states said with at most the seat's name (%1).
_PLAIN_STATUS = {
    NetState.EVERYONE_HERE: QT_TR_NOOP("Network game: everyone is here"),
    NetState.THINKING: QT_TR_NOOP("%1 is thinking"),
    NetState.RECONNECTING: QT_TR_NOOP("Connection lost — reconnecting…"),
    NetState.NOT_CONNECTED: QT_TR_NOOP("Not connected"),
    NetState.YOUR_TURN: QT_TR_NOOP("Your turn, %1"),
    NetState.SENT: QT_TR_NOOP("Your move is sent; waiting for the host"),
    NetState.WAITING_FOR: QT_TR_NOOP("Waiting for %1"),
    NetState.WATCHING: QT_TR_NOOP("Watching: %1 to move"),
    NetState.DRAW_AGREED: QT_TR_NOOP("Game over: a draw, agreed"),
    NetState.OVER: QT_TR_NOOP("Network game over"),
}
# Why a link could not start: %1 is the address (or the relay's), %2 the invite code, %3 the
# seconds waited or to wait. The host of an invite code that did not answer is worded apart.
_LINK_PROBLEMS = {
    LinkProblemKind.REFUSED: QT_TR_NOOP(
        "Nothing answers at %1: the connection was refused. Check the address and that "
        "the game is hosted there."
    ),
    LinkProblemKind.NOT_FOUND: QT_TR_NOOP("No machine called %1 was found. Check the address."),
    LinkProblemKind.UNREACHABLE: QT_TR_NOOP(
        "%1 cannot be reached from this machine. Check the address and the network."
    ),
    LinkProblemKind.NO_ANSWER: QT_TR_NOOP(
        "No game answered at %1 within %3 seconds. Check the address and that the game is "
        "hosted there."
    ),
    LinkProblemKind.RELAY_UNREACHABLE: QT_TR_NOOP(
        "Cannot reach the relay %1. Check its address and that it is running."
    ),
    LinkProblemKind.RELAY_BAD_URL: QT_TR_NOOP(
        "%1 is not a relay address. A relay address looks like ws://example.org:8765."
    ),
    LinkProblemKind.RELAY_UNKNOWN_CODE: QT_TR_NOOP(
        "No game is hosted with the invite code %2 on this relay. Check the code."
    ),
    LinkProblemKind.RELAY_FULL: QT_TR_NOOP("The relay is full. Try again later."),
    LinkProblemKind.RELAY_AWAY: QT_TR_NOOP(
        "The host of the invite code %2 is away. Try again in a moment."
    ),
    LinkProblemKind.RELAY_SLOW_DOWN: QT_TR_NOOP(
        "Too many wrong invite codes came from your address. Try again in %3 seconds."
    ),
    LinkProblemKind.RELAY_TOO_MANY_HOSTS: QT_TR_NOOP(
        "The relay already has as many games hosted from your address as it allows. Leave "
        "one of them first."
    ),
    LinkProblemKind.RELAY_BUSY: QT_TR_NOOP(
        "The relay already has as many connections from your address as it allows. Try again later."
    ),
    LinkProblemKind.RELAY_CERTIFICATE: QT_TR_NOOP(
        "The certificate of the relay %1 cannot be trusted: it is not signed by an "
        "authority this machine trusts, or it is not for this address. If the relay uses "
        "a private certificate authority, choose its certificate in CA certificate."
    ),
    LinkProblemKind.RELAY_BAD_CA: QT_TR_NOOP(
        "The CA certificate file cannot be read as a certificate (PEM)."
    ),
    LinkProblemKind.RELAY_REFUSED: QT_TR_NOOP(
        "The relay %1 did not take this hyperrow's greeting. Is it a hyperrow relay?"
    ),
}


def shown_name(name: str) -> str:
    """A seat's name as the window shows it: a default name in the player's language."""
    return player_name(PlayerInfo(name))


def status_text(status: NetStatus) -> str:
    """Where the network game stands, as the status bar says it."""
    state, name = status.state, shown_name(status.name)
    if state is NetState.CONNECTING_RELAY:
        return tr("Connecting to the relay %1…").replace("%1", status.relay)
    if state is NetState.HOSTING:
        return tr("Hosting on %1: waiting for %2").replace("%1", status.address).replace("%2", name)
    if state is NetState.INVITING:
        return (
            tr("Invite code %1 on the relay %2: waiting for %3")
            .replace("%1", status.address)
            .replace("%2", status.relay)
            .replace("%3", name)
        )
    if state is NetState.CONNECTING:
        return tr("Connecting to %1…").replace("%1", status.address)
    if state is NetState.JOINING_RELAY:
        return (
            tr("Joining the invite code %1 on the relay %2…")
            .replace("%1", status.address)
            .replace("%2", status.relay)
        )
    if state is NetState.TIME_OUT:
        winners = names_list([shown_name(n) for n in status.winners] or ["?"])
        return tr("Game over: %1's time ran out, %2 won").replace("%1", name).replace("%2", winners)
    if state is NetState.RESIGNED:
        winners = names_list([shown_name(n) for n in status.winners] or ["?"])
        return tr("Game over: %1 won by resignation").replace("%1", winners)
    return tr(_PLAIN_STATUS[state]).replace("%1", name)


def closed_text(refusal: NetRefusal, names: Sequence[str]) -> str:
    """The host closed the connection for good, and why; `names` are what each seat is called."""
    why = rejection_text(HostRefusal(refusal), names)
    return tr("The host closed the connection. %1").replace("%1", why)


def problem_text(problem: LinkProblem) -> str:
    """Why a network game could not start, as a sentence saying what to check."""
    if problem.kind is LinkProblemKind.NO_ANSWER and problem.code:
        text = tr("The host of the invite code %2 did not answer within %3 seconds.")
    else:
        text = tr(_LINK_PROBLEMS[problem.kind])
    text = text.replace("%1", problem.address).replace("%2", problem.code)
    return text.replace("%3", str(problem.seconds))


def offer_question(what: str, name: str) -> str:
    """The question put to this window's player when `name` offers `what`."""
    if what == "undo":
        text = tr("%1 asks to take back a move. Accept?")
    elif what == "draw":
        text = tr("%1 offers a draw. Accept?")
    else:
        text = tr("%1 offers a rematch. Accept?")
    return text.replace("%1", shown_name(name))


def found_game_text(host: FoundHost) -> str:
    """A game found on the local network as Join's list shows it: "Hana — Qubic —
    192.168.1.20:4000", a preset by the name players know it by in the language in use, other
    rules as the host wrote them."""
    rules = game_name(host.rules) if host.rules in PRESETS else host.rules
    return (
        tr("%1 — %2 — %3")
        .replace("%1", host.name)
        .replace("%2", rules)
        .replace("%3", f"{host.address}:{host.port}")
    )
