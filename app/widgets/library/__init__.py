"""The library of your games in the window: Game → Games (games_dialog), the opening explorer's
panel (explorer_panel), a game exported as a picture or read from a code (game_exports), and
the commands the window holds over them (library_commands)."""
