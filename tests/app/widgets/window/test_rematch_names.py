"""A rematch against the CPU, played through the window as a person plays it: the seats swap,
and the CPU is still called the CPU and the person "You" everywhere (move list, status, banner,
the tesseract's line counts), in English and in Japanese; File → New after it offers the seats as
the player set them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog

from app.widgets.dialogs.new_game import NewGameDialog
from app.widgets.window.main_window import MainWindow
from app.widgets.words.seat_words import seat_name
from app.widgets.words.window_words import player_name
from engine import PRESETS, Cell, Game, Rules, ai, format_cell, record
from engine.in_play.seats import cpu, rotate_seats
from engine.players import SeatKind, parse_players
from tests.support.cpu_waits import CPU_MS
from tests.support.window_languages import LANGUAGES, speaking
from tests.support.windows import Dialogs, OpenWindow

pytestmark = pytest.mark.processes

# Two in a row on 3×3: whoever moves first wins with their second stone, whatever the other
# does (every cell touches the centre, and a corner's three neighbours cannot all be taken).
TWO_IN_A_ROW = Rules((3, 3), 2)
CENTRE = (1, 1)

WORDS = {
    "en": {
        "you": "You",
        "cpu": "CPU (easy)",
        "you win": "You win",
        "cpu wins": "CPU (easy) wins",
        "game over": "Game over: {}",
        "your turn first": "Your turn (red): click a cell",
        "your turn second": "Your turn (blue): click a cell",
        "lines": "Lines: CPU (easy) 0 · You 0 (9 to win)",
        "default names": ("Player", "CPU 1", "CPU 2"),
    },
    "ja": {
        "you": "あなた",
        "cpu": "CPU (初級)",
        "you win": "あなたの勝ち",
        "cpu wins": "CPU (初級) の勝ち",
        "game over": "終局: {}",
        "your turn first": "あなたの手番です (赤): マスをクリックしてください",
        "your turn second": "あなたの手番です (青): マスをクリックしてください",
        "lines": "ライン数: CPU (初級): 0 · あなた: 0 (9 ラインで勝ち)",
        "default names": ("プレイヤー", "Player", "CPU 1", "CPU 2"),
    },
}


def first_start_seats() -> Any:
    """The seats hyperrow gives a first game (`human,cpu`), at the easy level: the CPU's seat
    carries the program's name "Player 2"."""
    seats = parse_players("human,cpu:easy", ai.LEVELS)
    assert seats[1].name == "Player 2"
    return seats


def click(window: MainWindow, cell: Cell) -> None:
    """A person's click on `cell` in the slice panel."""
    point = window.slices.cell_centre(cell).toPoint()
    QTest.mouseClick(window.slices, Qt.MouseButton.LeftButton, pos=point)


def listed(window: MainWindow) -> list[str]:
    return [window.moves.item(row).text() for row in range(window.moves.count())]


def move_line(window: MainWindow, number: int, name: str) -> str:
    cell = window.session.game.moves[number - 1]
    return f"{number}. {name}: {format_cell(cell)}"


def empty_cell(window: MainWindow) -> Cell:
    return window.session.game.legal_moves()[0]


def shown_texts(window: MainWindow) -> list[str]:
    banner = window.result_banner
    return [*listed(window), window.turn_label.text(), banner.title.text(), banner.detail.text()]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_rematch_against_the_cpu_names_the_cpu_before_and_after_and_each_winner(
    qtbot: Any, open_window: OpenWindow, dialogs: Dialogs, language: str
) -> None:
    words = WORDS[language]
    with speaking(language):
        window = open_window(game=Game(TWO_IN_A_ROW), players=first_start_seats())
        session = window.session
        # The person moves first and wins with the second stone.
        click(window, CENTRE)
        qtbot.waitUntil(lambda: session.game.ply == 2, timeout=CPU_MS)
        assert listed(window) == [
            move_line(window, 1, words["you"]),
            move_line(window, 2, words["cpu"]),
        ]
        assert window.turn_label.text() == words["your turn first"]
        click(window, empty_cell(window))
        assert session.game.outcome().winners == (0,)  # type: ignore[union-attr]
        assert window.result_banner.isVisible()
        assert window.result_banner.title.text() == words["you win"]
        assert window.turn_label.text() == words["game over"].format(words["you win"])
        assert listed(window)[2] == move_line(window, 3, words["you"])

        # Rematch from the banner: the CPU moves first now, and is still the CPU.
        QTest.mouseClick(window.result_banner.rematch_button, Qt.MouseButton.LeftButton)
        assert [seat.kind for seat in session.players] == [SeatKind.CPU, SeatKind.HUMAN]
        qtbot.waitUntil(lambda: session.game.ply == 1, timeout=CPU_MS)
        assert listed(window) == [move_line(window, 1, words["cpu"])]
        assert window.turn_label.text() == words["your turn second"]
        click(window, empty_cell(window))
        qtbot.waitUntil(session.game.is_over, timeout=CPU_MS)
        assert session.game.outcome().winners == (0,)  # type: ignore[union-attr]
        assert listed(window) == [
            move_line(window, 1, words["cpu"]),
            move_line(window, 2, words["you"]),
            move_line(window, 3, words["cpu"]),
        ]
        assert window.result_banner.isVisible()
        assert window.result_banner.title.text() == words["cpu wins"]
        assert window.turn_label.text() == words["game over"].format(words["cpu wins"])
        for text in shown_texts(window):
            for name in words["default names"]:
                assert name not in text, text


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_tesseracts_line_counts_name_the_cpu_after_a_rematch(
    qtbot: Any, open_window: OpenWindow, dialogs: Dialogs, language: str
) -> None:
    with speaking(language):
        window = open_window(game=Game(PRESETS["tesseract"]), players=first_start_seats())
        session = window.session
        click(window, (0, 0, 0, 0))
        qtbot.waitUntil(lambda: session.game.ply == 2, timeout=CPU_MS)
        window.menu_actions[
            "rematch-action"
        ].trigger()  # Game → Rematch; the game in progress is let go
        qtbot.waitUntil(lambda: session.game.ply == 1, timeout=CPU_MS)
        assert window.score_label.text() == WORDS[language]["lines"]


def test_file_new_offers_the_seats_as_the_player_set_them_not_as_a_rematch_moved_them(
    open_window: OpenWindow, dialogs: Dialogs, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(game=Game(TWO_IN_A_ROW), players=first_start_seats())
    offered: list[list[tuple[SeatKind, str | None]]] = []

    def exec_dialog(dialog: QDialog) -> int:
        if isinstance(dialog, NewGameDialog):
            offered.append([(seat.kind, seat.level) for seat in dialog.players()])
        return int(QDialog.DialogCode.Rejected)

    monkeypatch.setattr(QDialog, "exec", exec_dialog)
    window.menu_actions["pause"].trigger()  # the CPU waits: only the seats matter here
    as_set = [(SeatKind.HUMAN, None), (SeatKind.CPU, "easy")]
    click(window, CENTRE)
    window.menu_actions["rematch-action"].trigger()
    assert [(seat.kind, seat.level) for seat in window.session.players] == as_set[::-1]
    window.menu_actions["new"].trigger()
    assert offered[-1] == as_set
    window.game_commands.rematch()  # and after a second rematch, and a third
    window.menu_actions["new"].trigger()
    window.game_commands.rematch()
    window.menu_actions["new"].trigger()
    assert offered[-2:] == [as_set, as_set]
    # Seats the player sets after a rematch are theirs.
    moved = rotate_seats(window.session.players)
    window.session.set_players([moved[0], cpu(2, "hard")])
    window.menu_actions["new"].trigger()
    assert offered[-1] == [(SeatKind.HUMAN, None), (SeatKind.CPU, "hard")]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_saved_game_keeps_the_cpu_under_the_name_the_window_shows(
    open_window: OpenWindow, dialogs: Dialogs, tmp_path: Path, language: str
) -> None:
    words = WORDS[language]
    with speaking(language):
        window = open_window(game=Game(TWO_IN_A_ROW), players=first_start_seats())
        window.menu_actions["pause"].trigger()  # the CPU waits: only the names matter here
        click(window, CENTRE)
        window.menu_actions["rematch-action"].trigger()  # the CPU, "CPU 1" now, moves first
        path = tmp_path / "rematch.hyperrow"
        window.session.save(path)
        saved = record.load_record(path).players
        assert [seat.name for seat in saved] == ["CPU (easy)", "Player 2"]
        # Read back, the CPU is the program's to name: in the window's words, as before.
        again = open_window(data_dir=tmp_path / "again")
        assert again.open_path(str(path))
        assert [seat_name(again.session, p) for p in (0, 1)] == [words["cpu"], words["you"]]
        assert player_name(saved[0]) == words["cpu"]  # as a network game shows a seat's name
