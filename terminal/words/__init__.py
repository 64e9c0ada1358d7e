"""The words of the terminal tools that are not the engine's: an analysis report, the clocks and
the chat, network play, the help of the terminal game, how a game ended."""
