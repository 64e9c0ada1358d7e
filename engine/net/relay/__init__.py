"""`hyperrow relay`: the WebSocket relay that pairs hosts and joiners by invite code."""
