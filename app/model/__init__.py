"""The app's model: the game session, what the views show, the CPU process and saved state.
No widgets here (QtCore only), so all of it runs and is tested without a display."""
