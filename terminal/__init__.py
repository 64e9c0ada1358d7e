"""The terminal tools: `hyperrow play`, `hyperrow match` and `hyperrow book`.

Modules: `cli` (arguments and the entry point), `play` (the terminal game loop), `board_text`
(the board as text), `match` (CPU against CPU), `book` (building an opening book).
"""
