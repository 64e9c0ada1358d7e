"""The game in play: the one live game the window and the terminal both hold (GameInPlay), with
its seats (`seats`), its clock (`play_clock`), its analysis (`analysed_moves`) and whether it is
kept (`autosave`). The saved game file is its record (engine.record): GameInPlay writes it and
reads it back whole."""

from engine.in_play.autosave import Autosave, KeepChange, WriteFailure
from engine.in_play.game_in_play import GameInPlay

__all__ = ["Autosave", "GameInPlay", "KeepChange", "WriteFailure"]
