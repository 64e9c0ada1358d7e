"""The terminal's words for a network game's clocks and chat: the seats' times beside the
prompt, a loss on time, and the chat lines of the other players (plain text, as typed)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.clocks import clock_text
from wording.language import _


def clocks_text(names: Sequence[str], seconds: Sequence[float], running: int | None) -> str:
    """Each seat's time left, the running one marked: "[X 4:59* · O 5:00]"."""
    parts = [
        f"{name} {clock_text(left)}{'*' if seat == running else ''}"
        for seat, (name, left) in enumerate(zip(names, seconds, strict=True))
    ]
    return "[" + " · ".join(parts) + "]"


def time_out_text(flagged: str, names: str, count: int) -> str:
    """The end of a game whose seat `flagged` ran out of time; `names` the `count` winners."""
    if count == 1:
        return _("{flagged}'s time ran out: {names} wins.").format(flagged=flagged, names=names)
    return _("{flagged}'s time ran out: {names} win.").format(flagged=flagged, names=names)


def chat_text(name: str, text: str) -> str:
    """Another player's chat line as printed: "<name>: text"."""
    return _("<{name}>: {text}").format(name=name, text=text)


def mute_text(muted: bool) -> str:
    """What `mute` says after switching the chat off or on."""
    return (
        _("Chat muted: others' messages are not shown. Type mute again to show them.")
        if muted
        else _("Chat shown again.")
    )
