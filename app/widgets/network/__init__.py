"""Network play in the window: the Host and Join dialogs and the network menu."""
