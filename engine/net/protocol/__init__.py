"""The network protocol core, without sockets, event loop or clock: bytes and the time in, events
and bytes out."""
