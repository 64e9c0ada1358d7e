"""Game → Players, answered as a person answers it: each seat shows its stone colour; a CPU's
moves keep the level that played them when its level changes, in the move list, in review and
after the game is saved and opened again; a name nobody typed stays the program's in any
language."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QLineEdit

from app.model.view.view_state import colour_choice
from app.scene import palette
from app.widgets.dialogs.players_dialog import PlayersDialog
from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Cell, Game, format_cell, record
from engine.in_play.seats import cpu, human
from engine.players import SeatKind
from tests.support.cpu_waits import CPU_MS
from tests.support.players_dialog import answer_players_dialog, choose_level
from tests.support.views import close_to
from tests.support.window_languages import LANGUAGES, speaking
from tests.support.windows import Dialogs, OpenWindow, click_move

pytestmark = pytest.mark.processes

QUBIC = PRESETS["qubic"]

WORDS = {
    "en": {
        "you": "You",
        "easy": "CPU (easy)",
        "hard": "CPU (hard)",
        "easy to move here": "In this position CPU (easy) is to move (blue)",
        "seats": ("Player 1 (red)", "Player 2 (blue)", "Player 3 (green)", "Player 4 (purple)"),
        "seats colour-blind": (
            "Player 1 (orange)",
            "Player 2 (blue)",
            "Player 3 (green)",
            "Player 4 (purple)",
        ),
        "winner": "You win",
    },
    "ja": {
        "you": "あなた",
        "easy": "CPU (初級)",
        "hard": "CPU (上級)",
        "easy to move here": "この局面は CPU (初級) の手番です (青)",
        "seats": ("プレイヤー1 (赤)", "プレイヤー2 (青)", "プレイヤー3 (緑)", "プレイヤー4 (紫)"),
        "seats colour-blind": (
            "プレイヤー1 (オレンジ)",
            "プレイヤー2 (青)",
            "プレイヤー3 (緑)",
            "プレイヤー4 (紫)",
        ),
        "winner": "あなたの勝ち",
    },
}


def click(window: MainWindow, cell: Cell) -> None:
    point = window.slices.cell_centre(cell).toPoint()
    QTest.mouseClick(window.slices, Qt.MouseButton.LeftButton, pos=point)


def listed(window: MainWindow) -> list[str]:
    return [window.moves.item(row).text() for row in range(window.moves.count())]


def names_in_list(window: MainWindow) -> list[str]:
    game = window.session.game
    return [
        text.removeprefix(f"{n + 1}. ").removesuffix(f": {format_cell(cell)}")
        for n, (text, cell) in enumerate(zip(listed(window), game.moves, strict=True))
    ]


def free_cell_on_the_floor(window: MainWindow) -> Cell:
    """An empty cell of the bottom layer (z = 1), where the slice panel shows it."""
    game = window.session.game
    return next(cell for cell in game.legal_moves() if cell[2] == 0)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_cpus_moves_keep_their_level_when_it_changes_and_after_save_and_open(
    qtbot: Any,
    open_window: OpenWindow,
    dialogs: Dialogs,
    monkeypatch: pytest.MonkeyPatch,
    language: str,
) -> None:
    words = WORDS[language]
    with speaking(language):
        window = open_window(game=Game(QUBIC), players=(human(1), cpu(2, "easy")))
        session = window.session
        session.cpu_seconds = 0.5
        for ply in (2, 4):
            click(window, free_cell_on_the_floor(window))
            qtbot.waitUntil(lambda ply=ply: session.game.ply == ply, timeout=CPU_MS)
        you, easy, hard = words["you"], words["easy"], words["hard"]
        assert names_in_list(window) == [you, easy, you, easy]

        answer_players_dialog(monkeypatch, lambda dialog: choose_level(dialog, 1, "hard"))
        window.menu_actions["players"].trigger()  # Game → Players and CPU levels…
        assert session.players[1].level == "hard"
        assert names_in_list(window) == [you, easy, you, easy]  # played by easy, still
        click(window, free_cell_on_the_floor(window))
        qtbot.waitUntil(lambda: session.game.ply == 6, timeout=CPU_MS)
        assert names_in_list(window) == [you, easy, you, easy, you, hard]
        click_move(window, 2)  # after three moves: easy was to move, and moved
        assert window.turn_label.text() == words["easy to move here"]
        window.review_controls.end_action.trigger()

        beside = window.data.path.parent  # the test's own folder
        dialogs.save_path = str(beside / "levels.hyperrow")
        window.menu_actions["save-as"].trigger()  # File → Save As…
        saved = json.loads(Path(dialogs.save_path).read_text(encoding="utf-8"))
        assert saved["levels"] == [None, "easy", None, "easy", None, "hard"]
        assert saved["players"][1]["level"] == "hard"

        # Another window opens the file: the seat is hard, its first two moves easy.
        other = open_window(data_dir=beside / "other")
        other.session.set_paused(True)
        dialogs.open_path = dialogs.save_path
        other.menu_actions["open"].trigger()  # File → Open…
        assert other.session.game.moves == session.game.moves
        assert other.session.players[1].level == "hard"
        assert names_in_list(other) == [you, easy, you, easy, you, hard]


def test_a_file_without_levels_lists_each_move_at_its_seats_level(
    open_window: OpenWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    game = Game(QUBIC)
    for cell in ((0, 0, 0), (1, 1, 1), (2, 0, 0)):
        game.play(cell)
    path = tmp_path / "older.hyperrow"
    record.save(game, path, players=(human(1), cpu(2, "medium")))
    assert '"levels"' not in path.read_text(encoding="utf-8")
    window = open_window(data_dir=tmp_path / "data")
    window.session.set_paused(True)
    dialogs.open_path = str(path)
    window.menu_actions["open"].trigger()
    assert names_in_list(window) == ["You", "CPU (medium)", "You"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_players_dialog_shows_each_seats_colour_as_the_board_draws_it(
    open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    words = WORDS[language]
    with speaking(language):
        window = open_window(game=Game(QUBIC), players=(human(1), cpu(2, "easy")))
        window.session.set_paused(True)
        swatches: list[QColor] = []

        def look(dialog: PlayersDialog) -> None:
            for seat in range(2):
                swatch = dialog.findChild(QLabel, f"seat-colour-{seat + 1}")
                assert isinstance(swatch, QLabel) and swatch.isVisible()
                image = swatch.pixmap().toImage()
                swatches.append(image.pixelColor(image.width() // 2, image.height() // 2))

        seen = answer_players_dialog(monkeypatch, look)
        window.menu_actions["players"].trigger()
        assert seen == list(words["seats"][:2])
        choice = colour_choice()
        drawn = palette.palette_for(choice.theme, choice.players)
        for seat, colour in enumerate(swatches):
            assert close_to(colour, drawn.player(seat), tolerance=6), (seat, colour.name())
        window.view_options.palette_action.trigger()  # View → Colour-blind-safe colours
        seen.clear()
        window.menu_actions["players"].trigger()
        assert seen == list(words["seats colour-blind"][:2])
        window.view_options.palette_action.trigger()

        # Four seats: every colour named.
        four = replace(PRESETS["tesseract"], players=4)
        window.session.new_game(four, [human(1), cpu(2), cpu(3), human(4)])
        window.session.set_paused(True)
        seen.clear()
        window.menu_actions["players"].trigger()
        assert seen == list(words["seats"])


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_name_nobody_typed_stays_the_programs_through_the_dialog(
    open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    with speaking(language):
        window = open_window(game=Game(QUBIC), players=(human(1), cpu(2, "easy")))
        session = window.session
        session.set_paused(True)
        fields: list[str] = []
        answer_players_dialog(
            monkeypatch,
            lambda dialog: fields.extend(f.text() for f in dialog.findChildren(QLineEdit)[:2]),
        )
        window.menu_actions["players"].trigger()  # OK without typing anything
        assert fields == ["", ""]
        assert [p.name for p in session.players] == ["Player 1", "CPU 2"]
        assert [p.kind for p in session.players] == [SeatKind.HUMAN, SeatKind.CPU]

        def type_a_name(dialog: PlayersDialog) -> None:
            field = dialog.findChildren(QLineEdit)[0]
            QTest.keyClicks(field, "Ann")

        answer_players_dialog(monkeypatch, type_a_name)
        window.menu_actions["players"].trigger()
        assert session.players[0].name == "Ann"
        assert window.turn_label.text().startswith("Ann")
