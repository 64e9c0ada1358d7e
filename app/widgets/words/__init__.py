"""The window's words: translation, the tables of game, seat and level names, and the wording of
the engine's data."""
