"""The words of the command line itself: what each terminal tool is for (`hyperrow --help` and
the tools' own help list them from here) and the help of the --players option, which both the
window's command line and the terminal's take."""

from __future__ import annotations

from engine.ai.levels import LEVELS
from wording.language import N_, _


def players_help() -> str:
    """The help of a `--players` option, in the language in use."""
    return _(
        "who plays, in turn: human, cpu or cpu:LEVEL (remote: a player joining over the "
        "network), comma-separated; levels: {levels}"
    ).format(levels=", ".join(LEVELS))


COMMANDS: dict[str, str] = {
    "play": N_("play a game in the terminal"),
    "match": N_("CPU against CPU"),
    "relay": N_("run a relay for network games"),
    "book": N_("build an opening book"),
    "analyse": N_("analyse a saved game"),
    "stats": N_("show the record of your games"),
    "games": N_("list the games kept in the data folder"),
    "export": N_("write a saved game as a GIF, a PNG or a code to share"),
    "puzzles": N_("engine-proven puzzles: list, build or play them"),
}
"""The terminal tools by the word that starts them (`hyperrow play`), each with its line of help
(translated where shown): the tools' own --help and the window's list them from here."""
