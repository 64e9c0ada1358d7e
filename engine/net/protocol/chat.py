"""Chat in network games: short lines of plain text that the host passes to everyone.

A line is cleaned before anyone shows it: control and formatting characters (line breaks, escape
sequences, bidirectional overrides) become spaces or go, runs of spaces shrink to one, and it is
cut to `MAX_CHAT` characters. It stays plain text: a front end shows "<b>" as typed, never as
markup. The host lets each connection say at most `RATE_LINES` lines in `RATE_SECONDS` and
refuses the rest (`NetRefusalKind.CHAT_TOO_FAST`), so nobody floods the others.
"""

from __future__ import annotations

import unicodedata
from collections import deque

MAX_CHAT = 200
"""The longest chat line, in characters; longer lines are cut."""
RATE_LINES = 5
RATE_SECONDS = 10.0
"""At most RATE_LINES chat lines from one connection in any RATE_SECONDS."""
CHAT_HISTORY = 100
"""The chat lines a host keeps and sends, marked `earlier`, to a player who joins or comes
back after a welcome; a joiner that has heard chat already drops them, so nothing shows twice."""

_DROPPED = frozenset(("Cf", "Cs", "Co", "Cn"))
_SPACES = frozenset(("Cc", "Zl", "Zp", "Zs"))


def clean_chat(text: object) -> str | None:
    """`text` as a chat line fit to show, or None when it is not text or nothing is left."""
    if not isinstance(text, str):
        return None
    kept: list[str] = []
    for char in text[: MAX_CHAT * 4]:
        category = unicodedata.category(char)
        if category in _SPACES:
            if kept and kept[-1] != " ":
                kept.append(" ")
        elif category not in _DROPPED:
            kept.append(char)
    line = "".join(kept).strip()[:MAX_CHAT].rstrip()
    return line or None


class ChatLimiter:
    """How fast each speaker (a connection id) may chat: `allow` says whether one more line
    fits in the window of the last RATE_SECONDS."""

    def __init__(self, lines: int = RATE_LINES, seconds: float = RATE_SECONDS) -> None:
        self.lines = lines
        self.seconds = seconds
        self._said: dict[int, deque[float]] = {}

    def allow(self, speaker: int, now: float) -> bool:
        """True (and the line counted) when `speaker` may say one more line at `now`."""
        if len(self._said) > 256:  # a stream of short-lived connections leaves nothing behind
            self._said = {s: d for s, d in self._said.items() if d and now - d[-1] < self.seconds}
        said = self._said.setdefault(speaker, deque())
        while said and now - said[0] >= self.seconds:
            said.popleft()
        if len(said) >= self.lines:
            return False
        said.append(now)
        return True
