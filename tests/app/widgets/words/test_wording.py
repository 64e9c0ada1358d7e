"""Dialogs and wording: the New game dialog's names, size and inline messages, refusals in the
status bar, the title's unsaved mark, Open recent and Export image."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from app.widgets.dialogs.how_to_play import how_to_play
from app.widgets.dialogs.new_game import NewGameDialog
from app.widgets.words.game_words import game_name, game_summary
from app.widgets.words.rules_words import rules_problem_text
from engine import PRESETS, Game, RulesProblemKind, record
from engine.in_play.seats import cpu, human
from tests.support.bad_inputs import problem_of
from tests.support.cpu_waits import CPU_MS
from tests.support.notation_games import play
from tests.support.window_languages import speaking
from tests.support.windows import Dialogs, OpenWindow

QUBIC = PRESETS["qubic"]


def test_presets_are_offered_by_their_names_with_one_line_each(qtbot: Any) -> None:
    dialog = NewGameDialog(QUBIC, [human(1), human(2)])
    qtbot.addWidget(dialog)
    texts = [dialog.preset.itemText(i) for i in range(dialog.preset.count())]
    assert texts == [*(game_name(n) for n in PRESETS), "Custom rules…"]
    assert "Score Four" in texts and "score-four" not in texts
    for index, name in enumerate(PRESETS):
        dialog.preset.setCurrentIndex(index)
        assert dialog.summary.text() == game_summary(name)
        assert dialog.summary.text()[0].isupper() and dialog.summary.text().endswith(".")
        if "-" in name:  # an engine id, not a word
            assert name not in how_to_play(name)


def test_the_new_game_dialog_keeps_its_size_while_options_change(qtbot: Any) -> None:
    dialog = NewGameDialog(QUBIC, [human(1), human(2)])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    size = dialog.size()
    for name in (*PRESETS, "custom"):
        dialog.preset.setCurrentIndex(dialog.preset.findData(name))
        assert dialog.size() == size, name
    dialog.axes.setValue(1)
    dialog.player_count.setValue(4)
    dialog.k.setValue(1)
    assert dialog.message.text()
    assert dialog.size() == size


def custom_dialog(qtbot: Any) -> NewGameDialog:
    """The New game dialog on custom rules, starting from Qubic's (4×4×4, 4 in a row)."""
    dialog = NewGameDialog(QUBIC, [human(1), human(2)])
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("custom"))
    assert dialog.rules() == QUBIC
    return dialog


def set_board(dialog: NewGameDialog, *sizes: int) -> None:
    dialog.axes.setValue(len(sizes))
    for spin, size in zip(dialog.sizes, sizes, strict=False):
        spin.setValue(size)


@dataclass(frozen=True)
class FormProblem:
    """Something set in the form, the kind of problem it is, what the dialog says under the
    form, and the boxes it marks."""

    name: str
    kind: RulesProblemKind
    change: Callable[[NewGameDialog], object]
    message: str
    at_fault: Callable[[NewGameDialog], list[Any]]


def a_side_out_of_range(name: str, side: int, cells: int) -> FormProblem:
    """Side `side` of the board set to `cells`, outside 1 to 19: only its box is marked."""
    return FormProblem(
        name,
        RulesProblemKind.SIZE,
        lambda d: d.sizes[side].setValue(cells),
        "Each side of the board is 1 to 19 cells long.",
        lambda d: [d.sizes[side]],
    )


FORM_PROBLEMS = [
    FormProblem(
        "too many axes",
        RulesProblemKind.AXES,
        lambda d: d.axes.setValue(7),
        "A board has 1 to 6 axes, not 7.",
        lambda d: [d.axes],
    ),
    FormProblem(
        "no axis",
        RulesProblemKind.AXES,
        lambda d: d.axes.setValue(0),
        "A board has 1 to 6 axes, not 0.",
        lambda d: [d.axes],
    ),
    a_side_out_of_range("a side too long", 1, 25),
    a_side_out_of_range("a side of nothing", 2, 0),
    FormProblem(
        "too many cells",
        RulesProblemKind.CELLS,
        lambda d: set_board(d, 19, 19, 19, 19),
        "This board has 130,321 cells; at most 20,000 fit.",
        lambda d: d.sizes,
    ),
    FormProblem(
        "a line longer than the board",
        RulesProblemKind.K,
        lambda d: d.k.setValue(9),
        "In a row must be from 2 to 4, the longest side of the board, not 9.",
        lambda d: [d.k],
    ),
    FormProblem(
        "a line of one",
        RulesProblemKind.K,
        lambda d: d.k.setValue(1),
        "In a row must be from 2 to 4, the longest side of the board, not 1.",
        lambda d: [d.k],
    ),
    FormProblem(
        "a board of twos",
        RulesProblemKind.K,
        lambda d: set_board(d, 2, 2, 2),
        "In a row must be 2 on a board this small, not 4.",
        lambda d: [d.k],
    ),
    FormProblem(
        "a board of ones",
        RulesProblemKind.K,
        lambda d: set_board(d, 1, 1, 1),
        "A board this small has no room for a line: make a side 2 cells or longer.",
        lambda d: [d.k],
    ),
    FormProblem(
        "too many players",
        RulesProblemKind.PLAYERS,
        lambda d: d.player_count.setValue(5),
        "From 2 to 4 players can play, not 5.",
        lambda d: [d.player_count],
    ),
    FormProblem(
        "one player",
        RulesProblemKind.PLAYERS,
        lambda d: d.player_count.setValue(1),
        "From 2 to 4 players can play, not 1.",
        lambda d: [d.player_count],
    ),
    FormProblem(
        "no line to win",
        RulesProblemKind.TARGET,
        lambda d: d.target.setValue(0),
        "Lines to win must be at least 1.",
        lambda d: [d.target],
    ),
    FormProblem(
        "too many lines",
        RulesProblemKind.LINES,
        lambda d: (set_board(d, 4, 8, 13, 18), d.k.setValue(2)),
        "With 2 in a row, this 4×8×13×18 board has 207,896 lines; at most 200,000 fit.",
        lambda d: [d.k],
    ),
    FormProblem(
        "no centre",
        RulesProblemKind.NO_CENTRE,
        lambda d: d.blocked_centre.setChecked(True),
        "Only a board with an odd number of cells along every axis has a centre to block.",
        lambda d: [d.blocked_centre],
    ),
]


@pytest.mark.parametrize("problem", FORM_PROBLEMS, ids=[p.name for p in FORM_PROBLEMS])
def test_every_problem_of_custom_rules_is_said_under_the_form_and_marked(
    qtbot: Any, problem: FormProblem
) -> None:
    dialog = custom_dialog(qtbot)
    problem.change(dialog)
    assert dialog.message.text() == problem.message
    assert dialog.rules() is None
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    marked = [
        w
        for w in (
            dialog.axes,
            *dialog.sizes,
            dialog.k,
            dialog.gravity,
            dialog.player_count,
            dialog.target,
            dialog.blocked_centre,
        )
        if "border" in w.styleSheet()
    ]
    assert marked == list(problem.at_fault(dialog))
    # What was typed stays, with what is wrong said under it; undone, all is well again.
    dialog.preset.setCurrentIndex(dialog.preset.findData("qubic"))
    assert dialog.message.text() == ""
    assert dialog.rules() == QUBIC
    assert not any("border" in w.styleSheet() for w in marked)


NOT_FROM_THE_FORM = [
    (RulesProblemKind.SHAPE_TYPE, "The size of each side of the board must be a whole number."),
    (RulesProblemKind.GRAVITY, "Stones can only fall along an axis of the board."),
    (RulesProblemKind.BLOCKED_TYPE, "The blocked cells must be cells of the board."),
    (
        RulesProblemKind.BLOCKED_CELL,
        "5,1 is not a cell of the 4×4 board, so it cannot be blocked.",
    ),
    (RulesProblemKind.ALL_BLOCKED, "Every cell is blocked: there would be nowhere to play."),
]


@pytest.mark.parametrize(("kind", "message"), NOT_FROM_THE_FORM)
def test_problems_the_form_cannot_make_are_worded_too(
    qtbot: Any, kind: RulesProblemKind, message: str
) -> None:
    assert rules_problem_text(problem_of(kind)) == message


def test_every_kind_of_rules_problem_is_worded_here() -> None:
    kinds = [p.kind for p in FORM_PROBLEMS] + [kind for kind, _ in NOT_FROM_THE_FORM]
    assert set(kinds) == set(RulesProblemKind)


def test_a_full_column_in_score_four_is_called_a_column(
    qtbot: Any, open_window: OpenWindow
) -> None:
    window = open_window(game=Game(PRESETS["score-four"]), players=(human(1), human(2)))
    play(window, "1,1,1", "1,1,2", "1,1,3", "1,1,4")
    with qtbot.waitSignal(window.session.rejected) as rejected:
        assert not window.session.person.play_at((0, 0, 2))
    assert window.status.currentMessage() == "Column 1,1 is full."
    assert rejected.args[0].column == (0, 0)


def test_a_cpu_turn_refusal_is_a_sentence(qtbot: Any, open_window: OpenWindow) -> None:
    window = open_window(game=Game(QUBIC), players=(cpu(1, "easy"), human(2)))
    window.session.set_paused(True)
    with qtbot.waitSignal(window.session.rejected):
        assert not window.session.play((0, 0, 0))
    assert window.status.currentMessage() == "It is a CPU player's turn: wait for its move."


def test_an_untitled_game_is_named_in_japanese_without_a_stray_space(
    open_window: OpenWindow,
) -> None:
    with speaking("ja"):
        window = open_window(game=Game(QUBIC), players=(human(1), human(2)))
        assert window.windowTitle() == "無題の立体四目並べ — hyperrow"


def test_the_unsaved_mark_is_only_for_a_named_file_behind_its_moves(
    open_window: OpenWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    window = open_window(game=Game(QUBIC), players=(human(1), human(2)))
    assert window.windowTitle() == "Untitled Qubic — hyperrow"
    play(window, "1,1,1")
    assert window.session.file.dirty
    assert not window.title.modified  # autosaved: closing loses nothing
    dialogs.save_path = str(tmp_path / "mine.hyperrow")
    assert window.files.save_as()
    assert window.windowTitle() == "mine.hyperrow — hyperrow"
    assert not window.title.modified
    play(window, "2,2,2")
    assert window.title.modified and window.windowTitle() == "mine.hyperrow* — hyperrow"


def test_open_recent_is_up_to_date_at_once(open_window: OpenWindow, tmp_path: Path) -> None:
    window = open_window()
    assert not window.files.recent_menu.isEnabled()
    path = tmp_path / "first.hyperrow"
    record.save(Game(QUBIC), path)
    assert window.open_path(str(path))
    assert window.files.recent_menu.isEnabled()
    window.files.recent_menu.aboutToShow.emit()
    [recent] = window.files.recent_menu.actions()
    assert (recent.text(), recent.data()) == (f"&1 {path.resolve()}", str(path.resolve()))


def test_export_image_says_where_it_wrote(
    open_window: OpenWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    window = open_window()
    dialogs.save_path = str(tmp_path / "board")
    assert window.files.export_image()
    written = tmp_path / "board.png"
    assert written.stat().st_size > 1000
    assert window.status.currentMessage() == f"Image saved to {written}"


@pytest.mark.processes
def test_the_whole_status_fits_a_window_of_800_by_600(qtbot: Any, open_window: OpenWindow) -> None:
    window = open_window(game=Game(PRESETS["tesseract"]), players=(human(1), cpu(2, "expert")))
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    # A long think: the answer cannot come before the checks however busy the machine.
    window.session.cpu_seconds = 60.0
    with qtbot.waitSignal(window.session.cpu_progress, timeout=CPU_MS):
        play(window, "1,1,1,1")
    labels = [window.turn_label, window.score_label, window.cpu_label]

    def status_fits() -> None:
        for label in labels:
            assert label.isVisible() and label.text()
            needed = label.fontMetrics().horizontalAdvance(label.text())
            assert label.width() >= needed, (label.text(), label.width(), needed)
            right = label.mapTo(window, label.rect().topRight()).x()
            assert right <= window.width(), label.text()

    # Once the status bar is laid out for the texts the search brought.
    qtbot.waitUntil(status_fits)
