"""The clocks in the window: a local game's clocks, the network game's clocks and chat, and the
time control chooser."""
