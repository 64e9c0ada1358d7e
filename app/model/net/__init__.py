"""Network play in the window, run by the model: hosting, joining, resuming, keeping and leaving
a game (`net_play`), the links to the host or the joiners (`network_game`, `join_link`), the
transports over TCP and the relay, the kept games, and the status and endings the menu shows."""
