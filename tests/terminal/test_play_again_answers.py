"""The terminal's "play again?" after a game: an answer it does not take is told what it takes
(y or n) before the question comes again, in English and in Japanese, and full-width letters
from a Japanese input method count."""

from __future__ import annotations

import pytest

from tests.support.terminal_games import play

WON_ON_THE_DIAGONAL = ["1,1", "1,2", "2,2", "1,3", "3,3"]  # player 1 wins on the diagonal
ASKED_AND_TOLD = {
    "en": ("Play again, with the seats swapped? (y/n): ", "  Type y to play again or n to stop.\n"),
    "ja": (
        "席を入れ替えて、もう一局打ちますか? (y/n): ",
        "  もう一度遊ぶなら y、やめるなら n を入力してください。\n",
    ),
}


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("unknown", ["maybe", "はい", ""])
def test_an_answer_not_taken_is_told_what_is(language: str, unknown: str) -> None:
    asked, told = ASKED_AND_TOLD[language]
    code, output = play(
        ["play", "--lang", language, "--rules", "tic-tac-toe", "--players", "human,human"],
        [*WON_ON_THE_DIAGONAL, unknown, "ｎ"],  # a full-width n stops
    )
    assert code == 0
    assert output.endswith(f"{asked}{told}{asked}")
    assert output.count(asked) == 2
