"""The terminal's transports around the protocol core: TCP sockets, a relay client, LAN
discovery."""
