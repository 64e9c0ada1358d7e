"""The New game dialog's custom rules, set wrong as a person might set them: each problem reads as
one whole sentence in English and in Japanese, never wrapped in a second one ("。。")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from app.widgets.dialogs.new_game import CUSTOM, NewGameDialog
from engine import Rules
from engine.in_play.seats import human
from tests.support.window_languages import LANGUAGES, speaking

Change = Callable[[NewGameDialog], None]


def set_sizes(*sizes: int) -> Change:
    def change(dialog: NewGameDialog) -> None:
        dialog.axes.setValue(len(sizes))
        for box, size in zip(dialog.sizes, sizes, strict=False):
            box.setValue(size)

    return change


MISTAKES: dict[str, Change] = {
    "axes": lambda dialog: dialog.axes.setValue(7),
    "sizes": set_sizes(3, 0),
    "cells": set_sizes(19, 19, 19, 19),
    "blocked": lambda dialog: (set_sizes(4, 4)(dialog), dialog.blocked_centre.setChecked(True)),
    "k on a small board": lambda dialog: (set_sizes(2, 2)(dialog), dialog.k.setValue(3)),
    "k": lambda dialog: dialog.k.setValue(9),
    "players": lambda dialog: dialog.player_count.setValue(5),
    "target": lambda dialog: dialog.target.setValue(0),
}
ENDS = {"en": ".", "ja": "。"}
WRAPPED = {"en": "These rules cannot be played", "ja": "このルールでは遊べません"}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("mistake", list(MISTAKES))
def test_each_custom_rules_problem_reads_as_one_sentence(
    qtbot: Any, language: str, mistake: str
) -> None:
    with speaking(language):
        dialog = NewGameDialog(Rules((3, 3), 3), [human(1), human(2)])
        qtbot.addWidget(dialog)
        dialog.preset.setCurrentIndex(dialog.preset.findData(CUSTOM))
        assert dialog.message.text() == ""
        MISTAKES[mistake](dialog)
        text = dialog.message.text()
        assert text, mistake
        assert text.endswith(ENDS[language]), text
        for doubled in ("。。", "..", ".。", "。."):
            assert doubled not in text, text
        assert not text.startswith(WRAPPED[language]), text
        if language == "ja":
            assert not any("a" <= c.lower() <= "z" for c in text), text
