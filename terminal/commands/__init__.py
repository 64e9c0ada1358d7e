"""The terminal tools, one module each: `play` (the terminal game over engine.in_play), `match`,
`book`, `analyse`, `stats`, `games`, `puzzles`, `relay`, `strategy`; the board as text
(`board_text`) and the data folder the tools share."""
