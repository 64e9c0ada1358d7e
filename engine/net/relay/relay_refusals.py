"""How the relay refuses a connection: an English `reason` for logs and a `why`, one of
REFUSALS, that each client words in its own language (and `wait`, seconds, for "slow down").

On the wire: {"relay": "error", "reason": TEXT, "why": KIND} (with "wait": SECONDS for "slow
down"), then the connection closes.
"""

from __future__ import annotations

import json

REFUSALS = (
    "hello",  # the first message was not a relay's greeting
    "full",  # the relay has as many hosts, or pairs, as it takes
    "unknown code",  # no game has that invite code
    "away",  # the host of the code is away for now
    "slow down",  # too many wrong codes from this address: wait `wait` seconds
    "too many hosts",  # this address hosts as many games as the relay lets one address host
    "busy",  # this address has as many connections open as the relay lets one address have
)


def refusal(why: str, reason: str, wait: int = 0) -> str:
    """The relay's refusal message of kind `why` (one of REFUSALS)."""
    message: dict[str, object] = {"relay": "error", "reason": reason, "why": why}
    if wait:
        message["wait"] = wait
    return json.dumps(message)
