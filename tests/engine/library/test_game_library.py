"""The library of every game: a file a game in `games/`, an index that lists them and follows
each move, undo, deletion and restoration, and that the files rebuild when it is missing,
damaged, full or read-only, without a game lost or an exception escaping."""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import time
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from engine import PRESETS, Game, record
from engine.library import GameLibrary, LibraryIdError, LibraryProblemKind
from engine.library.game_library import DAMAGED_SUFFIX, GAMES_FOLDER, INDEX_NAME
from engine.players import PlayerInfo, SeatKind

ME = PlayerInfo("Me")
CPU = PlayerInfo("CPU", SeatKind.CPU, "hard")
BEGUN = datetime(2026, 11, 29, 8, 30, 5, tzinfo=UTC)


def tic_tac_toe(*cells: tuple[int, int]) -> Game:
    game = Game(PRESETS["tic-tac-toe"])
    for cell in cells:
        game.play(cell)
    return game


def text_of(game: Game, created: datetime = BEGUN) -> str:
    return record.dumps(game, (ME, CPU), created=created)


# X takes the top row: (0,0), (1,0) and (2,0), while O answers in the middle row.
X_WINS = ((0, 0), (0, 1), (1, 0), (1, 1), (2, 0))


def test_a_kept_game_is_its_own_file_and_a_row_of_the_list(tmp_path: Path) -> None:
    with GameLibrary(tmp_path) as library:
        kept = library.keep(text_of(tic_tac_toe(*X_WINS)))
        assert kept.problem is None
        assert kept.game_id.startswith("20261129-083005-")
        [entry] = library.games()
    assert entry.game_id == kept.game_id
    assert entry.file == tmp_path / GAMES_FOLDER / f"{kept.game_id}.hyperrow"
    assert record.load(entry.file).moves == X_WINS
    assert (entry.preset, entry.moves, entry.winners) == ("tic-tac-toe", 5, (0,))
    assert entry.players == (ME, CPU)
    assert entry.created == BEGUN
    assert not entry.analysed
    assert (tmp_path / INDEX_NAME).is_file()


def test_a_game_kept_after_every_move_is_one_game_that_follows_its_moves(tmp_path: Path) -> None:
    with GameLibrary(tmp_path) as library:
        game = tic_tac_toe()
        game_id = None
        for cell in X_WINS[:3]:
            game.play(cell)
            game_id = library.keep(text_of(game), game_id).game_id
        [entry] = library.games()
        assert (entry.game_id, entry.moves, entry.winners) == (game_id, 3, None)
        assert library.games(finished=False) == [entry]
        assert library.games(finished=True) == []
        # Undo the last move and play elsewhere: the explorer forgets the move taken back.
        game.undo()
        game.play((2, 2))
        library.keep(text_of(game), game_id)
        after_two = library.explore(game.rules, X_WINS[:2])
        assert [m.cell for m in after_two.moves] == [(2, 2)]
        assert len(list((tmp_path / GAMES_FOLDER).iterdir())) == 1


def test_new_games_get_new_ids_even_in_the_same_second(tmp_path: Path) -> None:
    with GameLibrary(tmp_path) as library:
        ids = {library.keep(text_of(tic_tac_toe((1, 1)))).game_id for _ in range(20)}
        assert len(ids) == 20
        assert len(library.games()) == 20


@pytest.mark.parametrize("bad", ["", "../escape", "a/b", ".hidden", "c:d", " lead"])
def test_an_id_that_cannot_name_a_file_is_refused_by_name(tmp_path: Path, bad: str) -> None:
    with GameLibrary(tmp_path) as library, pytest.raises(LibraryIdError, match="game id"):
        library.keep(text_of(tic_tac_toe()), bad)
    assert not (tmp_path / "escape.hyperrow").exists()


def test_a_deleted_game_comes_back_with_undo(tmp_path: Path) -> None:
    with GameLibrary(tmp_path) as library:
        kept = library.keep(text_of(tic_tac_toe(*X_WINS)))
        other = library.keep(text_of(tic_tac_toe((1, 1))))
        deleted = library.delete(kept.game_id)
        assert deleted.problem is None
        assert [e.game_id for e in library.games()] == [other.game_id]
        assert library.explore(PRESETS["tic-tac-toe"], []).games == 1
        assert library.restore(deleted) == kept
        assert sorted(e.game_id for e in library.games()) == sorted([kept.game_id, other.game_id])
        assert library.explore(PRESETS["tic-tac-toe"], []).games == 2
        missing = library.delete("no-such-game")
        assert missing.problem is not None
        assert missing.problem.kind is LibraryProblemKind.NO_SUCH_GAME


def test_a_missing_index_is_built_from_the_files(tmp_path: Path) -> None:
    with GameLibrary(tmp_path) as library:
        ids = {library.keep(text_of(tic_tac_toe(*X_WINS[:n]))).game_id for n in range(1, 6)}
    for name in (INDEX_NAME, INDEX_NAME + "-wal", INDEX_NAME + "-shm"):
        (tmp_path / name).unlink(missing_ok=True)
    with GameLibrary(tmp_path) as library:
        assert {e.game_id for e in library.games()} == ids
        assert library.explore(PRESETS["tic-tac-toe"], [(0, 0)]).games == 4
        assert library.take_problems() == []


def test_a_damaged_index_is_set_aside_said_once_and_rebuilt(tmp_path: Path) -> None:
    with GameLibrary(tmp_path) as library:
        kept = library.keep(text_of(tic_tac_toe(*X_WINS)))
    (tmp_path / INDEX_NAME).write_bytes(b"this is no database at all " * 200)
    with GameLibrary(tmp_path) as library:
        [problem] = library.take_problems()
        assert problem.kind is LibraryProblemKind.INDEX_DAMAGED
        assert problem.kept_as == str(tmp_path / (INDEX_NAME + DAMAGED_SUFFIX))
        assert [e.game_id for e in library.games()] == [kept.game_id]
        assert library.take_problems() == []
    assert (tmp_path / (INDEX_NAME + DAMAGED_SUFFIX)).read_bytes().startswith(b"this is no")
    with GameLibrary(tmp_path) as library:  # the new index is whole: nothing more to say
        assert [e.game_id for e in library.games()] == [kept.game_id]
        assert library.take_problems() == []


def test_the_index_follows_files_added_changed_and_removed_by_hand(tmp_path: Path) -> None:
    with GameLibrary(tmp_path) as library:
        kept = library.keep(text_of(tic_tac_toe((1, 1))))
        folder = tmp_path / GAMES_FOLDER
        shutil.copy(folder / f"{kept.game_id}.hyperrow", folder / "copied by hand.hyperrow")
        (folder / "copied by hand.hyperrow").write_text(text_of(tic_tac_toe(*X_WINS)))
        (folder / "notes.txt").write_text("not a game")
        (folder / "broken.hyperrow").write_text('{"format": "hyperrow"')
        entries = {e.game_id: e for e in library.games()}
        assert set(entries) == {kept.game_id, "copied by hand"}
        assert entries["copied by hand"].winners == (0,)
        [unreadable] = library.unreadable()
        assert unreadable.file == folder / "broken.hyperrow"
        (folder / f"{kept.game_id}.hyperrow").unlink()
        assert [e.game_id for e in library.games()] == ["copied by hand"]
        assert library.explore(PRESETS["tic-tac-toe"], []).games == 1


def test_rebuild_makes_the_index_again_from_the_files(tmp_path: Path) -> None:
    with GameLibrary(tmp_path) as library:
        kept = library.keep(text_of(tic_tac_toe(*X_WINS)))
        library.index.db.execute("DELETE FROM games")
        assert library.index.game_rows() == []
        assert library.rebuild() == []
        assert [e.game_id for e in library.games()] == [kept.game_id]
        assert library.explore(PRESETS["tic-tac-toe"], [(0, 0)]).games == 1


def test_a_game_that_cannot_be_written_is_said_as_a_value(tmp_path: Path) -> None:
    (tmp_path / GAMES_FOLDER).write_text("a file where the games folder should be")
    with GameLibrary(tmp_path) as library:
        kept = library.keep(text_of(tic_tac_toe((1, 1))))
        assert kept.problem is not None
        assert kept.problem.kind is LibraryProblemKind.GAME_NOT_KEPT
        assert kept.problem.error_number in (errno.EEXIST, errno.ENOTDIR)
        assert library.games() == []


def test_a_full_index_goes_on_in_memory_and_the_files_catch_it_up(tmp_path: Path) -> None:
    with GameLibrary(tmp_path) as library:
        first = library.keep(text_of(tic_tac_toe((1, 1))))
        # SQLite's own limit on the database's pages: the next write finds the disk full.
        pages = library.index.db.execute("PRAGMA page_count").fetchone()[0]
        library.index.db.execute(f"PRAGMA max_page_count = {pages}")
        games = [library.keep(text_of(tic_tac_toe(*X_WINS[: n % 6]))) for n in range(60)]
        assert all(kept.problem is None for kept in games)
        [problem] = library.take_problems()
        assert problem.kind is LibraryProblemKind.INDEX_NOT_SAVED
        assert problem.error_number == errno.ENOSPC
        assert len(library.games()) == 61
        assert library.explore(PRESETS["tic-tac-toe"], []).games == 51
        assert library.take_problems() == []
    with GameLibrary(tmp_path) as library:
        assert {e.game_id for e in library.games()} == {first.game_id} | {
            kept.game_id for kept in games
        }
        assert library.take_problems() == []


def test_a_read_only_index_goes_on_in_memory(tmp_path: Path) -> None:
    with GameLibrary(tmp_path) as library:
        library.index.db.execute("PRAGMA query_only = ON")
        kept = library.keep(text_of(tic_tac_toe(*X_WINS)))
        assert kept.problem is None
        [problem] = library.take_problems()
        assert problem.kind is LibraryProblemKind.INDEX_NOT_SAVED
        assert problem.error_number == errno.EROFS
        assert [e.game_id for e in library.games()] == [kept.game_id]


def test_an_index_that_cannot_be_opened_is_kept_in_memory(tmp_path: Path) -> None:
    (tmp_path / INDEX_NAME).mkdir()  # a folder where the database should be
    with GameLibrary(tmp_path) as library:
        kept = library.keep(text_of(tic_tac_toe(*X_WINS)))
        [problem] = library.take_problems()
        assert problem.kind is LibraryProblemKind.INDEX_NOT_SAVED
        assert [e.game_id for e in library.games()] == [kept.game_id]
        assert library.index.path == ":memory:"


def test_games_of_one_board_and_the_newest_first(tmp_path: Path) -> None:
    with GameLibrary(tmp_path) as library:
        later = datetime(2026, 11, 30, tzinfo=UTC)
        first = library.keep(text_of(tic_tac_toe((1, 1))))
        second = library.keep(text_of(tic_tac_toe((0, 0)), later))
        four = Game(PRESETS["connect-four"])
        four.play((3, 0))
        third = library.keep(record.dumps(four, (ME, CPU), created=BEGUN))
        assert library.games()[0].game_id == second.game_id
        tic = library.games(rules=PRESETS["tic-tac-toe"])
        assert {e.game_id for e in tic} == {first.game_id, second.game_id}
        assert [e.game_id for e in library.games(rules=PRESETS["connect-four"])] == [third.game_id]


def test_the_index_is_sqlite_in_wal_mode(tmp_path: Path) -> None:
    with GameLibrary(tmp_path) as library:
        library.keep(text_of(tic_tac_toe((1, 1))))
    db = sqlite3.connect(tmp_path / INDEX_NAME)
    try:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("SELECT count(*) FROM games").fetchone()[0] == 1
    finally:
        db.close()


def test_the_newest_first_whatever_offset_each_file_was_saved_with(tmp_path: Path) -> None:
    tokyo = timezone(timedelta(hours=9))
    with GameLibrary(tmp_path) as library:
        # 10:00 in Tokyo is 01:00 UTC, an hour before 02:00 UTC.
        earlier = library.keep(text_of(tic_tac_toe(), datetime(2026, 11, 29, 10, tzinfo=tokyo)))
        later = library.keep(text_of(tic_tac_toe(), datetime(2026, 11, 29, 2, tzinfo=UTC)))
        entries = library.games()
    assert [e.game_id for e in entries] == [later.game_id, earlier.game_id]
    assert entries[1].created == datetime(2026, 11, 29, 1, tzinfo=UTC)


def test_a_folder_unchanged_since_the_last_look_is_not_read_again(tmp_path: Path) -> None:
    with GameLibrary(tmp_path) as library:
        kept = library.keep(text_of(tic_tac_toe((1, 1))))
        folder = tmp_path / GAMES_FOLDER
        an_hour_ago = time.time_ns() - 3600 * 10**9
        os.utime(folder, ns=(an_hour_ago, an_hour_ago))
        library.games()
        assert library.index.folder_stamp() == an_hour_ago
        # A file rewritten in place, its folder's time as it was: the index does not look...
        (folder / f"{kept.game_id}.hyperrow").write_text(text_of(tic_tac_toe(*X_WINS)))
        os.utime(folder, ns=(an_hour_ago, an_hour_ago))
        assert [e.moves for e in library.games()] == [1]
        # ...until the folder changes: a game renamed into it, as every write of the library is.
        (folder / "added.tmp").write_text(text_of(tic_tac_toe((0, 0))))
        os.replace(folder / "added.tmp", folder / "added.hyperrow")
        assert {e.game_id: e.moves for e in library.games()} == {kept.game_id: 5, "added": 1}
