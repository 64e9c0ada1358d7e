"""Game → Statistics through the real window: a finished game counts once (not again when it is
undone and finished again, reviewed, reopened or restored) and survives a restart, each kind of
opponent has its row, Clear asks first, a damaged file is said and set aside with the game on
the board untouched, and every text is in Japanese in a Japanese window."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel, QMenu, QMessageBox

from app.model.data.statistics_keeper import StatisticsProblem, StatisticsProblemKind
from app.widgets.dialogs.preferences_dialog import PreferencesDialog
from app.widgets.dialogs.statistics_dialog import StatisticsDialog
from app.widgets.window.main_window import MainWindow
from app.widgets.words.statistics_words import (
    board_text,
    opponent_text,
    statistics_problem_text,
)
from engine import PRESETS, Game, Rules, parse_cell
from engine.in_play.seats import cpu, human
from engine.players import PlayerInfo, SeatKind
from engine.scoreboard import MIXED_LEVELS, NETWORK, PEOPLE_HERE, Opponent, statistics_path
from tests.support.notation_games import click, game_after
from tests.support.programs.language_walk import is_japanese_or_neutral
from tests.support.window_languages import speaking
from tests.support.windows import Dialogs, OpenWindow

TTT = PRESETS["tic-tac-toe"]
RED_NEARLY_WINS = ("1,1", "2,1", "1,2", "2,2")  # red (seat 1) completes 1,3
BLUE_NEARLY_WINS = ("1,1", "2,1", "1,2", "2,2", "3,3")  # blue (seat 2) completes 2,3
NEARLY_DRAWN = ("1,1", "2,1", "3,1", "2,2", "1,2", "3,2", "2,3", "1,3")  # 3,3 draws
# Three players, counted lines on a 3×3 board: red and green end with two lines each.
SHARED_RULES = Rules((3, 3), 2, players=3, target=5)
NEARLY_SHARED = ("2,1", "1,3", "2,2", "3,2", "3,1", "1,1", "3,3", "1,2")  # 2,3 ends it
ANN = PlayerInfo("Ann", SeatKind.REMOTE)


def red_beats_easy(open_window: OpenWindow) -> MainWindow:
    """A window where red, a person, has just beaten the easy CPU."""
    window = open_window(game=game_after(RED_NEARLY_WINS), players=(human(1), cpu(2, "easy")))
    click(window, "1,3")
    return window


def red_beats_easy_again(window: MainWindow) -> None:
    """In `window`, a new game where red, a person, beats the easy CPU."""
    window.session.new_game(game_after(RED_NEARLY_WINS), [human(1), cpu(2, "easy")])
    click(window, "1,3")


def table(window: MainWindow) -> list[list[str]]:
    """The rows of the statistics window, opened from the Game menu, as their texts."""
    window.statistics_commands.statistics_action.trigger()
    dialog = window.statistics_commands.statistics_dialog
    assert isinstance(dialog, StatisticsDialog) and dialog.isVisible()
    if not dialog.table.isVisible():
        assert dialog.empty.isVisible()
        return []
    grid = dialog.table
    return [
        [grid.item(row, column).text() for column in range(grid.columnCount())]
        for row in range(grid.rowCount())
    ]


def test_statistics_is_in_the_game_menu(open_window: OpenWindow) -> None:
    window = open_window(game=Game(TTT), players=(human(1), human(2)))
    game = next(a.menu() for a in window.menuBar().actions() if a.menu() and a.text() == "&Game")
    assert isinstance(game, QMenu)
    assert window.statistics_commands.statistics_action in game.actions()
    assert window.statistics_commands.statistics_action.objectName() == "show-statistics"
    assert table(window) == []


def test_a_finished_game_counts_once_and_survives_a_restart(
    open_window: OpenWindow, data_dir: Path, tmp_path: Path
) -> None:
    window = red_beats_easy(open_window)
    assert window.session.game.is_over()
    won = [["Tic-tac-toe", "CPU, easy", "1", "0", "0"]]
    assert table(window) == won
    window.session.undo()  # back to the person's turn, the win taken back
    assert not window.session.game.is_over()
    click(window, "1,3")  # and won again: the same game
    window.session.review.start()
    window.session.review.end()
    window.session.save(tmp_path / "won.hyperrow")
    window.session.open_file(tmp_path / "won.hyperrow")
    assert table(window) == won
    window.close_now()

    again = open_window()  # the finished game is restored from the autosave
    assert again.session.game.is_over()
    assert table(again) == won
    saved = json.loads(statistics_path(data_dir).read_text(encoding="utf-8"))
    assert saved["rows"] == [
        {"board": "tic-tac-toe", "opponent": "cpu:easy", "wins": 1, "draws": 0, "losses": 0}
    ]
    # A new game is another game: it counts.
    red_beats_easy_again(again)
    assert table(again) == [["Tic-tac-toe", "CPU, easy", "2", "0", "0"]]


@pytest.mark.parametrize(
    ("game", "players", "last", "row"),
    [
        (game_after(BLUE_NEARLY_WINS), (human(1), cpu(2, "hard")), "2,3",
         ["Tic-tac-toe", "CPU, hard", "0", "0", "1"]),
        (game_after(RED_NEARLY_WINS), (cpu(1, "medium"), human(2)), "1,3",
         ["Tic-tac-toe", "CPU, medium", "0", "0", "1"]),
        (game_after(BLUE_NEARLY_WINS), (cpu(1, "random"), human(2)), "2,3",
         ["Tic-tac-toe", "CPU, random", "1", "0", "0"]),
        # Among people here, the first to move is "you".
        (game_after(BLUE_NEARLY_WINS), (human(1), human(2)), "2,3",
         ["Tic-tac-toe", "People at this computer", "0", "0", "1"]),
        (game_after(NEARLY_DRAWN), (human(1), ANN), "3,3",
         ["Tic-tac-toe", "People over the network", "0", "1", "0"]),
        # A win shared with a CPU is a draw; two CPU levels; rules of no preset.
        (game_after(NEARLY_SHARED, SHARED_RULES), (human(1), cpu(2, "easy"), cpu(3, "expert")),
         "2,3", ["Custom board", "CPUs of different levels", "0", "1", "0"]),
    ],
)  # fmt: skip
def test_each_kind_of_opponent_has_its_row(
    open_window: OpenWindow,
    game: Game,
    players: tuple[PlayerInfo, ...],
    last: str,
    row: list[str],
) -> None:
    window = open_window(game=game, players=players)
    window.session.set_paused(True)
    # The last move arrives as every move does, mirrored into the session.
    assert window.session.mirror(parse_cell(last, window.session.rules))
    assert window.session.game.is_over()
    assert table(window) == [row]


def test_cpu_against_cpu_counts_for_nobody(open_window: OpenWindow) -> None:
    window = open_window(game=game_after(RED_NEARLY_WINS), players=(cpu(1), cpu(2)))
    window.session.set_paused(True)
    assert window.session.mirror(parse_cell("1,3", TTT))
    assert table(window) == []


def test_clear_asks_first_and_then_clears_for_good(
    open_window: OpenWindow, dialogs: Dialogs, data_dir: Path
) -> None:
    window = red_beats_easy(open_window)
    assert len(table(window)) == 1
    dialog = window.statistics_commands.statistics_dialog
    assert isinstance(dialog, StatisticsDialog) and dialog.clear_button.isEnabled()
    dialogs.answer = QMessageBox.StandardButton.No
    dialog.clear_button.click()
    assert dialogs.messages == [
        (
            "question",
            "Clear the statistics?",
            "Forget every win, draw and loss counted so far? This cannot be undone.",
        )
    ]
    assert len(table(window)) == 1
    dialogs.answer = QMessageBox.StandardButton.Yes
    dialog.clear_button.click()
    assert table(window) == []
    assert not dialog.clear_button.isEnabled()
    assert json.loads(statistics_path(data_dir).read_text(encoding="utf-8"))["rows"] == []
    window.close_now()
    # The finished game, restored, was counted before clearing: it does not come back.
    assert table(open_window()) == []


def test_a_damaged_statistics_file_is_said_set_aside_and_the_game_stays(
    open_window: OpenWindow, data_dir: Path
) -> None:
    window = open_window(game=Game(TTT), players=(human(1), cpu(2, "easy")))
    window.session.set_paused(True)
    click(window, "2,2")
    window.close_now()
    damaged = b'{"format": "hyperrow-statistics", "rows": [tru'
    path = statistics_path(data_dir)
    path.write_bytes(damaged)

    again = open_window()
    assert again.session.game.moves == ((1, 1),)  # the game on the board is untouched
    kept = path.with_name("statistics.json.unreadable")
    message = (
        f"The statistics file {path} is damaged: it was kept as {kept} and the statistics "
        "start afresh."
    )
    assert again.statusBar().currentMessage() == message
    assert kept.read_bytes() == damaged and not path.exists()
    assert table(again) == []
    dialog = again.statistics_commands.statistics_dialog
    assert isinstance(dialog, StatisticsDialog)
    assert dialog.problem.isVisible() and dialog.problem.text() == message
    red_beats_easy_again(again)
    assert table(again) == [["Tic-tac-toe", "CPU, easy", "1", "0", "0"]]
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "hyperrow-statistics"


def test_every_statistics_text_is_in_japanese(
    open_window: OpenWindow, dialogs: Dialogs, monkeypatch: Any
) -> None:
    with speaking("ja"):
        window = red_beats_easy(open_window)
        texts = [cell for row in table(window) for cell in row]
        dialog = window.statistics_commands.statistics_dialog
        assert isinstance(dialog, StatisticsDialog)
        texts += [dialog.windowTitle(), dialog.note.text(), dialog.clear_button.text()]
        grid = dialog.table
        texts += [grid.horizontalHeaderItem(c).text() for c in range(grid.columnCount())]
        dialog.clear_button.click()  # answered No by the dialogs fixture's default
        texts += [text for _, title, text in dialogs.messages for text in (title, text)]
        texts += [dialog.empty.text()]
        texts += [board_text(name) for name in (*PRESETS, "custom")]
        for opponent in (
            Opponent(level="hard"),
            Opponent(level=MIXED_LEVELS),
            Opponent(people=PEOPLE_HERE),
            Opponent(people=NETWORK),
        ):
            texts.append(opponent_text(opponent))
        for problem in (
            StatisticsProblem(StatisticsProblemKind.DAMAGED, "/d/s.json", "/d/s.json.unreadable"),
            StatisticsProblem(StatisticsProblemKind.DAMAGED, "/d/s.json", "/d/s.json"),
            StatisticsProblem(
                StatisticsProblemKind.NOT_SAVED,
                "/d/s.json",
                error_number=errno.ENOSPC,
                detail=os.strerror(errno.ENOSPC),
            ),
        ):
            texts.append(statistics_problem_text(problem))
        statistics, sound = window.statistics_commands, window.sound_commands
        for action in (window.sound.action, statistics.statistics_action, sound.preferences_action):
            texts.append(action.text())
        preferences = PreferencesDialog(80, lambda _volume: None, window)
        texts += [preferences.windowTitle(), preferences.volume_label.text()]
        texts += [label.text() for label in preferences.findChildren(QLabel)]
        english = [text for text in texts if not is_japanese_or_neutral(text)]
        assert english == []
        assert "勝ち" in texts and "効果音の音量(&V):" in texts
