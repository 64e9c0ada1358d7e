"""The blind player's board (after lichess's blind mode): the query keys on both board views
(a summary of the position, the threats, the last move, whose turn with the clocks, a line read
cell by cell, jumps to stones, threats and the hint) and the typed entry (`/`), where a move, a
cell for the cursor or a query is typed by name."""
