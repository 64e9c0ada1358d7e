"""The window's session holds the same game in play as the terminal: a file's every field (each
move's level, the clock, the analysis, the seats, created) survives Open and Save, each field
checked; and every game played is in the library as it goes, the finished one still there after
a New or a Rematch, and after garbage was written over the library's index."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.model.session.game_session import GameSession
from engine import PRESETS, parse_cell, record
from engine.in_play.seats import human, rotate_seats
from engine.library import GameLibrary, LibraryProblemKind
from engine.library.game_library import INDEX_NAME
from tests.support.kept_fields import same_fields, write_game_with_every_field

TIC_TAC_TOE = PRESETS["tic-tac-toe"]
X_WINS = ("1,1", "2,1", "1,2", "2,2", "1,3")


@pytest.fixture
def library(tmp_path: Path) -> Iterator[GameLibrary]:
    with GameLibrary(tmp_path / "data") as made:
        yield made


@pytest.fixture
def session(qapp: Any, library: GameLibrary, tmp_path: Path) -> Iterator[GameSession]:
    made = GameSession(
        players=[human(1), human(2)],
        autosave_path=tmp_path / "data" / "a.hyperrow",
        library=library,
    )
    yield made
    made.shutdown()


def test_a_file_keeps_every_field_through_open_and_save_in_the_window(
    session: GameSession, tmp_path: Path
) -> None:
    source, copy = tmp_path / "every-field.hyperrow", tmp_path / "again.hyperrow"
    kept = write_game_with_every_field(source)
    session.open_file(source)
    assert session.move_levels == list(kept.levels)
    assert session.clock.control is not None
    assert session.analysis.kept() == kept.analysis
    session.save(copy)
    assert same_fields(kept, record.load_record(copy)) == []


def play_to_the_end(session: GameSession) -> None:
    for text in X_WINS:
        assert session.play(parse_cell(text, TIC_TAC_TOE))
    assert session.game.is_over()


def test_new_and_rematch_leave_the_finished_games_in_the_library(
    session: GameSession, library: GameLibrary, tmp_path: Path
) -> None:
    session.new_game(TIC_TAC_TOE)
    play_to_the_end(session)
    session.new_game(TIC_TAC_TOE, rotate_seats(session.players))  # Rematch
    assert session.play(parse_cell("2,2", TIC_TAC_TOE))
    play_to_the_end_again = [g.moves for g in library.games()]
    assert play_to_the_end_again == [1, 5]
    finished = library.games(finished=True)
    assert len(finished) == 1 and finished[0].winners == (0,)
    # Garbage over the index (the window closed) loses no game: it is set aside, and the
    # files rebuild it.
    library.close()
    (tmp_path / "data" / INDEX_NAME).write_bytes(b"not a database at all " * 100)
    with GameLibrary(tmp_path / "data") as reopened:
        assert [g.moves for g in reopened.games()] == [1, 5]
        kinds = [p.kind for p in reopened.take_problems()]
        assert kinds == [LibraryProblemKind.INDEX_DAMAGED]


def test_an_empty_new_game_is_not_kept_and_an_opened_game_keeps_one_entry(
    session: GameSession, library: GameLibrary, tmp_path: Path
) -> None:
    session.new_game(TIC_TAC_TOE)
    assert library.games() == []
    source = tmp_path / "every-field.hyperrow"
    write_game_with_every_field(source)
    session.open_file(source)
    session.open_file(source)  # the same game again: the same entry, not a second one
    assert [g.moves for g in library.games()] == [4]
    assert library.games()[0].analysed
