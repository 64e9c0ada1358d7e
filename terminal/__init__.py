"""The terminal: `hyperrow play` and the other tools that never load Qt.

Rooms: `cli` (arguments and the entry point), `commands` (one module a tool, the terminal game
in `commands/play`), `network` (the terminal game over the network), `words` (what the tools
say beyond the shared wording/ package).
"""
