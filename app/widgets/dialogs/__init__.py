"""The dialogs: New game and its rule checks, Players, About and the report, Keys and mouse,
How to play and the manual."""
