"""The clocks and the chat of a network game at the terminal: the seats' times before the move
prompt, the `say TEXT` and `mute` commands and the other players' chat lines. The host and the
joiner each say how they send a chat line and read the clocks; the words are in
clock_chat_words."""

from __future__ import annotations

from typing import TextIO

from engine.game import Game
from engine.players import PlayerInfo
from terminal.commands.play import TerminalGame
from terminal.words.clock_chat_words import chat_text, clocks_text, mute_text

CHAT_COMMANDS = ("say", "mute")


class ClockChatTerminal(TerminalGame):
    """A terminal game with the clocks and the chat of network play. Its lines come from the
    network loop, never from a `read_line` of its own."""

    at_one_board = False

    def __init__(self, game: Game, seats: tuple[PlayerInfo, ...], out: TextIO) -> None:
        super().__init__(game, seats, lambda prompt: None, out)
        self.muted = False  # others' chat lines are not shown

    def chat(self, text: str) -> str | None:
        """Say `text` to everyone; returns why not (worded), or None."""
        raise NotImplementedError

    def clocks(self) -> tuple[list[float], int | None] | None:
        """Each seat's time left now and the running seat, or None without a clock."""
        return None

    def _report(self, reason: str | None) -> None:
        """Print why an action was refused, if it was, and send at once what it said."""
        raise NotImplementedError

    def clocks_before_prompt(self) -> str:
        """The seats' times as written before the move prompt; "" without a clock."""
        times = self.clocks()
        if times is None:
            return ""
        names = [self._seat(s) for s in range(len(self.seats))]
        return clocks_text(names, *times) + " "

    def hear(self, name: str, text: str) -> None:
        """Print another player's chat line, unless the chat is muted."""
        if not self.muted:
            self.say(chat_text(name, text))

    def chat_command(self, command: str, text: str) -> None:
        """Carry out the line `text`, whose command is one of CHAT_COMMANDS."""
        if command == "say":
            self._report(self.chat(text.partition(" ")[2]))
        else:
            self.muted = not self.muted
            self.say(mute_text(self.muted))
