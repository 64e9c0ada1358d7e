"""Join's "Find games on this network" names a hosted game by the name players know it by, in
the joiner's language ("Hana — Qubic — 127.0.0.1:PORT"), as the terminal's --find does, not by
its board's shape in the host's language."""

from __future__ import annotations

from typing import Any

import pytest

from app.widgets.network.net_dialogs import JoinDialog
from engine import PRESETS
from tests.support.network_windows import host_here
from tests.support.window_languages import speaking
from tests.support.windows import OpenWindow

NAMES = {"en": "Qubic", "ja": "立体四目並べ"}


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_hosted_game_is_found_by_its_name(
    qtbot: Any, open_window: OpenWindow, language: str
) -> None:
    host = open_window()
    port = host_here(host, PRESETS["qubic"]).port
    with speaking(language):
        join = JoinDialog("Joe")
        qtbot.addWidget(join)
        join.find_games(interface="127.0.0.1")
    found = [join.found.item(i).text() for i in range(join.found.count())]
    assert f"Hana — {NAMES[language]} — 127.0.0.1:{port}" in found
