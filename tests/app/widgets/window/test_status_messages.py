"""A passing message in the status bar (a refusal, a problem, "Saved …") stands alone: what the
status bar says of the game waits behind it, and a new message takes the old one's place at once."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from app.widgets.window.main_window import MainWindow
from engine import PRESETS, Game
from engine.in_play.seats import human
from tests.support.windows import OpenWindow


def shown_labels(window: MainWindow) -> list[str]:
    """The texts of the status bar's own labels that are on screen now."""
    standing = window.status.standing
    return [label.text() for label in standing.findChildren(QLabel) if label.isVisible()]


def test_a_message_hides_the_game_standing_and_a_new_one_replaces_it(
    open_window: OpenWindow,
) -> None:
    game = Game(PRESETS["qubic"])
    game.play((0, 0, 0))
    window = open_window(game=game, players=(human(1), human(2)))
    status = window.status
    assert "click a cell" in " ".join(shown_labels(window))

    window.session.person.play_at((0, 0, 0))  # taken: refused, in a passing message
    refusal = status.currentMessage()
    assert refusal
    assert shown_labels(window) == []
    # The review mark comes up while the refusal is shown: it waits, not drawn over it.
    window.session.review.start()
    assert status.review_label.text()
    assert shown_labels(window) == []

    window.session.review.end()
    window.session.person.play_at((0, 0, 0))
    status.showMessage("Saved game.hyperrow.", 4000)
    assert status.currentMessage() == "Saved game.hyperrow."
    assert shown_labels(window) == []

    status.clearMessage()
    assert "click a cell" in " ".join(shown_labels(window))


def test_the_game_moving_on_takes_a_passing_message_away(open_window: OpenWindow) -> None:
    game = Game(PRESETS["qubic"])
    game.play((0, 0, 0))
    window = open_window(game=game, players=(human(1), human(2)))
    window.session.person.play_at((0, 0, 0))  # taken: refused
    assert window.status.currentMessage()
    window.session.person.play_at(
        (1, 1, 1)
    )  # the game moved on: the refusal is of the last position
    assert window.status.currentMessage() == ""
    assert "Red to move: click a cell" in shown_labels(window)
