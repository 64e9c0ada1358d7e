"""Resigning and offering the CPU a draw, through the real window: Game → Resign ends the game
(asked first), its result worded, announced, kept in the game file and counted; the CPU takes a
draw only when the solver sees a draw or worse for it, and says so either way; a move taken back
takes the ending back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

import engine
from app.widgets.window.main_window import MainWindow
from engine import Game, record
from engine.in_play.draw_offer import DrawAnswer
from engine.in_play.seats import cpu, human
from engine.record.ending import Ending
from engine.scoreboard import Tally
from tests.support.window_languages import speaking
from tests.support.windows import Dialogs, OpenWindow

# X holds 1,1 and 1,2; O holds 1,3 and 2,3 and wins whatever X does next.
CPU_WINS = ((0, 0), (0, 2), (0, 1), (1, 2))


def against_cpu(window: MainWindow, moves: tuple[engine.Cell, ...] = ()) -> list[str]:
    """You against CPU (easy) at tic-tac-toe after `moves`, the CPU paused; what is said."""
    game = Game(engine.PRESETS["tic-tac-toe"])
    for cell in moves:
        game.play(cell)
    window.session.new_game(game, [human(1), cpu(2, "easy")])
    window.session.set_paused(True)
    said: list[str] = []
    window.announcer.spoken.connect(said.append)
    return said


def tallies(window: MainWindow) -> list[Tally]:
    return list(window.statistics_commands.keeper.board.tallies.values())


OVER = {"en": "The game is already over.", "ja": "この対局はもう終わっています。"}
RESIGNED = {
    "en": "You resigned, CPU (easy) won",
    "ja": "あなたが投了し、CPU (初級) の勝ち",
}


@pytest.mark.parametrize("language", sorted(RESIGNED))
def test_resigning_ends_the_game_counted_kept_and_said(
    open_window: OpenWindow, dialogs: Dialogs, tmp_path: Path, language: str
) -> None:
    with speaking(language):
        window = open_window()
        said = against_cpu(window)
        window.session.play((1, 1))
        resign = window.menu_actions["resign"]
        assert resign.isEnabled()
        dialogs.answer = QMessageBox.StandardButton.No
        resign.trigger()
        assert not window.session.is_over(), "answered No: the game goes on"
        dialogs.answer = QMessageBox.StandardButton.Yes
        resign.trigger()
        assert [kind for kind, _, _ in dialogs.messages] == ["question", "question"]
        text = RESIGNED[language]
        assert window.session.is_over()
        assert window.result_banner.isVisible()
        assert window.result_banner.title.text() == text
        assert said[-1] == text
        resign.trigger()
        assert window.status.currentMessage() == OVER[language], "said why, not asked"
        assert len(dialogs.messages) == 2
        assert [(t.wins, t.draws, t.losses) for t in tallies(window)] == [(0, 0, 1)]
        window.session.save(tmp_path / "resigned.hyperrow")
        kept = record.load_record(tmp_path / "resigned.hyperrow")
        assert kept.ending == Ending.resigned(0)
        reopened = open_window(data_dir=tmp_path / "other")
        reopened.open_path(str(tmp_path / "resigned.hyperrow"))
        assert reopened.session.is_over()
        assert reopened.result_banner.title.text() == text
        assert [(t.wins, t.draws, t.losses) for t in tallies(reopened)] == []


def test_the_cpu_takes_a_draw_the_solver_sees_as_drawn(open_window: OpenWindow) -> None:
    window = open_window()
    said = against_cpu(window, ((1, 1), (0, 0)))
    window.menu_actions["offer-draw"].trigger()
    assert window.session.is_over()
    assert said[-2:] == ["CPU (easy) accepts the draw", "Draw agreed"]
    assert window.result_banner.title.text() == "Draw agreed"
    assert window.status.turn_label.text() == "Game over: Draw agreed"
    assert [(t.wins, t.draws, t.losses) for t in tallies(window)] == [(0, 1, 0)]


def test_the_cpu_declines_a_draw_when_it_sees_a_win(open_window: OpenWindow) -> None:
    window = open_window()
    said = against_cpu(window, CPU_WINS)
    assert window.session.offer_draw() == DrawAnswer.WINNING
    assert not window.session.is_over()
    assert said[-1] == "CPU (easy) declines the draw: it sees a win for itself"
    assert window.status.currentMessage() == said[-1]
    assert tallies(window) == []


def test_no_draw_is_offered_among_people_and_undo_takes_a_resignation_back(
    open_window: OpenWindow, dialogs: Dialogs, qtbot: Any
) -> None:
    window = open_window()
    window.session.new_game(engine.PRESETS["tic-tac-toe"], [human(1), human(2)])
    window.menu_actions["offer-draw"].trigger()
    assert window.status.currentMessage() == (
        "Only a CPU player can be offered a draw here: people agree one among themselves."
    )
    window.session.play((1, 1))
    window.session.play((0, 0))
    assert window.session.resign()
    assert window.result_banner.title.text() == "Red resigned, Blue won"
    assert window.session.undo()
    assert not window.session.is_over() and window.session.in_play.ending is None
    assert window.session.resigning_seat() == 1, "blue to move again"
