"""puzzles."""
