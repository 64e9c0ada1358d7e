"""The window's words for network play: where a hosted or joined game stands (`NetStatus`),
why a link could not start (`LinkProblem`), what the host refused or why it closed the
connection (`NetRefusal`), and the other players' offers. Names a player never typed ("Player 2")
are shown in the player's language."""

from __future__ import annotations

from collections.abc import Sequence

from app.model.net_status import LinkProblem, LinkProblemKind, NetState, NetStatus
from app.model.notices import HostRefusal
from app.widgets.words.seat_names import names_list
from app.widgets.words.translate import tr
from app.widgets.words.window_words import player_name, rejection_text
from engine.net import NetRefusal
from engine.players import PlayerInfo


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
    if state is NetState.RESIGNED:
        winners = names_list([shown_name(n) for n in status.winners] or ["?"])
        return tr("Game over: %1 won by resignation").replace("%1", winners)
    return _plain_status(state).replace("%1", name)


def _plain_status(state: NetState) -> str:
    if state is NetState.EVERYONE_HERE:
        return tr("Network game: everyone is here")
    if state is NetState.THINKING:
        return tr("%1 is thinking")
    if state is NetState.RECONNECTING:
        return tr("Connection lost — reconnecting…")
    if state is NetState.NOT_CONNECTED:
        return tr("Not connected")
    if state is NetState.YOUR_TURN:
        return tr("Your turn, %1")
    if state is NetState.SENT:
        return tr("Your move is sent; waiting for the host")
    if state is NetState.WAITING_FOR:
        return tr("Waiting for %1")
    if state is NetState.WATCHING:
        return tr("Watching: %1 to move")
    if state is NetState.DRAW_AGREED:
        return tr("Game over: a draw, agreed")
    return tr("Network game over")


def closed_text(refusal: NetRefusal, names: Sequence[str]) -> str:
    """The host closed the connection for good, and why; `names` are what each seat is called."""
    why = rejection_text(HostRefusal(refusal), names)
    return tr("The host closed the connection. %1").replace("%1", why)


def problem_text(problem: LinkProblem) -> str:
    """Why a network game could not start, as a sentence saying what to check."""
    kind, where, code = problem.kind, problem.address, problem.code
    if kind is LinkProblemKind.REFUSED:
        text = tr(
            "Nothing answers at %1: the connection was refused. Check the address and that "
            "the game is hosted there."
        )
    elif kind is LinkProblemKind.NOT_FOUND:
        text = tr("No machine called %1 was found. Check the address.")
    elif kind is LinkProblemKind.UNREACHABLE:
        text = tr("%1 cannot be reached from this machine. Check the address and the network.")
    elif kind is LinkProblemKind.NO_ANSWER and code:
        text = tr("The host of the invite code %2 did not answer within %3 seconds.")
    elif kind is LinkProblemKind.NO_ANSWER:
        text = tr(
            "No game answered at %1 within %3 seconds. Check the address and that the game is "
            "hosted there."
        )
    elif kind is LinkProblemKind.RELAY_UNREACHABLE:
        text = tr("Cannot reach the relay %1. Check its address and that it is running.")
    elif kind is LinkProblemKind.RELAY_BAD_URL:
        text = tr("%1 is not a relay address. A relay address looks like ws://example.org:8765.")
    elif kind is LinkProblemKind.RELAY_UNKNOWN_CODE:
        text = tr("No game is hosted with the invite code %2 on this relay. Check the code.")
    elif kind is LinkProblemKind.RELAY_FULL:
        text = tr("The relay is full. Try again later.")
    elif kind is LinkProblemKind.RELAY_AWAY:
        text = tr("The host of the invite code %2 is away. Try again in a moment.")
    else:
        text = _relay_limit_text(kind)
    return text.replace("%1", where).replace("%2", code).replace("%3", str(problem.seconds))


def _relay_limit_text(kind: LinkProblemKind) -> str:
    """A relay's refusal for a limit of its own, or of its certificate: %1 the relay, %3 the
    seconds to wait."""
    if kind is LinkProblemKind.RELAY_SLOW_DOWN:
        text = tr("Too many wrong invite codes came from your address. Try again in %3 seconds.")
    elif kind is LinkProblemKind.RELAY_TOO_MANY_HOSTS:
        text = tr(
            "The relay already has as many games hosted from your address as it allows. Leave "
            "one of them first."
        )
    elif kind is LinkProblemKind.RELAY_BUSY:
        text = tr(
            "The relay already has as many connections from your address as it allows. Try "
            "again later."
        )
    elif kind is LinkProblemKind.RELAY_CERTIFICATE:
        text = tr(
            "The certificate of the relay %1 cannot be trusted: it is not signed by an "
            "authority this machine trusts, or it is not for this address. If the relay uses "
            "a private certificate authority, choose its certificate in CA certificate."
        )
    elif kind is LinkProblemKind.RELAY_BAD_CA:
        text = tr("The CA certificate file cannot be read as a certificate (PEM).")
    else:
        text = tr("The relay %1 did not take this hyperrow's greeting. Is it a hyperrow relay?")
    return text


def offer_question(what: str, name: str) -> str:
    """The question put to this window's player when `name` offers `what`."""
    if what == "undo":
        text = tr("%1 asks to take back a move. Accept?")
    elif what == "draw":
        text = tr("%1 offers a draw. Accept?")
    else:
        text = tr("%1 offers a rematch. Accept?")
    return text.replace("%1", shown_name(name))
