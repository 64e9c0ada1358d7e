"""Network play without sockets or Qt: the messages (`messages`), the host's session (`host`)
and a joiner's (`join`). Each takes bytes and the time and gives back bytes to send, events to
show and log lines (`events.Outbox`); the transports around them stay thin. What they refuse is
data (`NetRefusal`), worded by each front end in its own language."""

from engine.net.protocol.events import Event, Outbox
from engine.net.protocol.host import HostSession
from engine.net.protocol.join import HOST, JoinSession
from engine.net.protocol.messages import PROTOCOL, LineReader, ProtocolError, decode, encode
from engine.net.protocol.net_refusal import NetRefusal, NetRefusalKind

__all__ = [
    "HOST",
    "PROTOCOL",
    "Event",
    "HostSession",
    "JoinSession",
    "LineReader",
    "NetRefusal",
    "NetRefusalKind",
    "Outbox",
    "ProtocolError",
    "decode",
    "encode",
]
