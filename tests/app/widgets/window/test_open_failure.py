"""Opening a file that is not a game the window can open: the player reads why in a sentence,
finds the exact problem (its place in the file) behind Details, and the game in progress is
untouched. Every kind of problem, through File → Open and through Open recent."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from app.widgets.window.main_window import MainWindow
from app.widgets.words.file_words import open_failure_text, record_detail_text
from engine import PRESETS, Game, record
from engine.in_play.seats import human
from engine.record import RecordProblemKind
from tests.support.bad_inputs import damaged_files, problem_in
from tests.support.notation_games import play
from tests.support.windows import OpenWindow, Seen, open_and_read, read_and_close_the_box

QUBIC = PRESETS["qubic"]


PLAYER_SENTENCES = {
    RecordProblemKind.UNREADABLE: "This file is not there any more.",
    RecordProblemKind.NOT_A_FILE: "Only a game file can be opened, not a folder or a device.",
    RecordProblemKind.TOO_LARGE: "This file is far too large to be a hyperrow game.",
    RecordProblemKind.EMPTY: "This file is empty: it holds no game.",
    RecordProblemKind.CUT_SHORT: "This game file is cut short: it was not saved to its end.",
    RecordProblemKind.NEWER_VERSION: (
        "This game file was made by a newer hyperrow. Update hyperrow to open it."
    ),
    **dict.fromkeys(
        (
            RecordProblemKind.NOT_UTF8,
            RecordProblemKind.NOT_JSON,
            RecordProblemKind.TOO_DEEP,
            RecordProblemKind.NUMBER_TOO_LONG,
            RecordProblemKind.CONSTANT,
            RecordProblemKind.DUPLICATE_KEY,
            RecordProblemKind.NOT_AN_OBJECT,
            RecordProblemKind.NO_FORMAT,
            RecordProblemKind.WRONG_FORMAT,
        ),
        "This file is not a hyperrow game, or it is damaged.",
    ),
}
DAMAGED = "This game file is damaged: it holds something no game can have."


def what_the_window_holds(window: MainWindow) -> tuple[object, ...]:
    """The game, its moves and undone moves, its file and the window's title: what a file that
    cannot be opened leaves as they were."""
    game = window.session.game
    return (game, game.moves, game.redo_moves, window.session.file.path, window.windowTitle())


def test_every_damaged_file_is_explained_and_the_game_goes_on(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    window = open_window(game=Game(QUBIC), players=(human(1), human(2)))
    play(window, "2,3,4", "1,1,1")
    window.session.undo()
    before = what_the_window_holds(window)
    for kind, path in damaged_files(tmp_path / "files").items():
        seen = open_and_read(qtbot, window, path)
        problem = problem_in(path).problem
        assert seen.title == "Cannot open this game", kind
        assert seen.text == f"The game {path.name} cannot be opened.", kind
        assert seen.sentence == PLAYER_SENTENCES.get(kind, DAMAGED), kind
        assert seen.sentence == open_failure_text(problem)
        assert seen.hidden_before, kind
        assert seen.details == record_detail_text(problem), kind
        if kind is not RecordProblemKind.RULES:  # rules are said as the New game dialog does
            assert seen.details == problem.describe(), kind
        assert what_the_window_holds(window) == before, kind


def test_the_detail_names_the_place_and_the_values(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    window = open_window()
    game = Game(QUBIC)
    data = record.to_data(game)
    data["moves"] = [[0, 0, 0]] * 12 + [[4, 0, 0]]
    path = tmp_path / "far.hyperrow"
    path.write_text(json.dumps(data))
    seen = open_and_read(qtbot, window, path)
    assert seen.details == (
        "moves[12] (the 13th move): cell 5,1,1 is outside the 4×4×4 board (cells count from 1)"
    )
    data = record.to_data(game)
    data["rules"]["shape"] = [4, 8, 13, 18]
    data["rules"]["k"] = 2
    path.write_text(json.dumps(data))
    seen = open_and_read(qtbot, window, path)
    assert seen.details == (
        "rules.k: With 2 in a row, this 4×8×13×18 board has 207,896 lines; at most 200,000 fit."
    )


def test_a_recent_file_that_is_gone_is_explained_and_forgotten(
    qtbot: Any, open_window: OpenWindow, tmp_path: Path
) -> None:
    window = open_window()
    path = tmp_path / "gone.hyperrow"
    record.save(Game(QUBIC), path)
    window.data.add_recent_file(str(path))
    path.unlink()
    seen = Seen()
    timer = read_and_close_the_box(qtbot, seen)
    window.files.open_recent(str(path))
    timer.stop()
    assert seen.sentence == "This file is not there any more."
    assert seen.details == "cannot read it (No such file or directory)"
    assert window.data.recent_files() == []
