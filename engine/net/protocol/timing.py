"""The timing constants of the protocol. The sessions never read a clock: every call takes the
time `now` (seconds, any monotonic origin) from the transport, so tests step time by hand."""

PING_SECONDS = 3.0
"""How often each side sends a ping when it has nothing else to say."""
SILENCE_SECONDS = 10.0
"""Silence after which the other side counts as gone ("connection lost")."""
HANDSHAKE_SECONDS = 10.0
"""How long a new connection may stay without a greeting before it is closed."""
