"""The window's session: its adapter of the game in play (`game_session`, over
engine.in_play.GameInPlay), the moves of the people at this computer (`person_input`), where the
game is kept (`game_file`, `watched_autosave`), its clock (`local_clock`), analysis
(`kept_analysis`), review, hints, the referee's door (`referee`) and what it tells the window in
passing (`notices`)."""
