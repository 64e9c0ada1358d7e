"""The terminal tools: `hyperrow play` and `hyperrow match`.

Modules: `cli` (arguments and the entry point), `play` (the terminal game loop), `board_text`
(the board as text), `match` (CPU against CPU).
"""
