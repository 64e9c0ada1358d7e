"""The game in play (engine.in_play.GameInPlay), which the window and the terminal both hold:
each move keeps the level that played it through undo, redo and a new move; an undo against a
CPU goes back to a person's turn; the clock charges, gives back and flags; the record it writes
reads back whole at every move of random games; what it kept and what not; the autosave's state
said once; the library's entry."""

from __future__ import annotations

import errno
import random
from pathlib import Path

import pytest

from engine import PRESETS, Game, parse_cell
from engine.clocks import TimeControl
from engine.in_play import GameInPlay, KeepChange
from engine.in_play.seats import cpu, human
from engine.library import GameLibrary
from engine.players import PlayerInfo, SeatKind
from engine.record import loads_record

TIC_TAC_TOE = PRESETS["tic-tac-toe"]


class Ticking:
    def __init__(self) -> None:
        self.now = 10.0

    def __call__(self) -> float:
        return self.now


def cells(*texts: str) -> list[tuple[int, ...]]:
    return [parse_cell(text, TIC_TAC_TOE) for text in texts]


def test_each_move_keeps_the_level_that_played_it_through_undo_redo_and_a_new_move() -> None:
    in_play = GameInPlay(Game(TIC_TAC_TOE), [human(1), cpu(2, "easy")])
    a, b, c, d = cells("1,1", "2,2", "3,3", "1,3")
    in_play.play(a)
    in_play.play(b)
    in_play.seat([human(1), cpu(2, "hard")])
    in_play.play(c)
    in_play.play(d)
    assert in_play.levels == (None, "easy", None, "hard")
    assert in_play.undo() == [d, c]  # back to the person's turn
    assert in_play.levels == (None, "easy", None, "hard")  # the redo list keeps its levels
    assert in_play.redo() == [(c, 0), (d, 1)]
    assert in_play.undo() == [d, c]
    in_play.play(d)  # another move: the redo list goes, with its levels
    assert in_play.levels == (None, "easy", None)
    assert in_play.game.redo_moves == ()


def test_undo_between_cpus_takes_one_move_and_between_people_one_move() -> None:
    for seats in ([cpu(1, "easy"), cpu(2, "easy")], [human(1), human(2)]):
        in_play = GameInPlay(Game(TIC_TAC_TOE), seats)
        for cell in cells("1,1", "2,2", "3,3"):
            in_play.play(cell)
        assert len(in_play.undo()) == 1 and in_play.game.ply == 2
    assert GameInPlay(Game(TIC_TAC_TOE), seats).undo() == []


def test_the_clock_charges_gives_back_undone_time_and_flags() -> None:
    time = Ticking()
    in_play = GameInPlay(
        Game(TIC_TAC_TOE), [human(1), human(2)], control=TimeControl(1, 2), now=time
    )
    a, b = cells("1,1", "2,2")
    time.now += 5
    in_play.play(a)
    time.now += 7
    in_play.play(b)
    times = in_play.clock.times(in_play.game)
    assert times is not None and times.used == (5.0, 7.0)
    assert in_play.clock.snapshot() == ([57.0, 55.0], 0)
    in_play.undo()
    assert in_play.clock.snapshot() == ([57.0, 60.0], 1)  # O's seven seconds given back
    time.now += 61
    assert not in_play.time_up
    assert in_play.clock.newly_flagged() and not in_play.clock.newly_flagged()
    assert in_play.time_up and in_play.is_over() and in_play.time_winners() == (0,)


def test_a_cpu_thinks_within_its_share_of_the_clock_and_never_under_a_twentieth() -> None:
    time = Ticking()
    seats = [cpu(1, "expert"), human(2)]
    in_play = GameInPlay(Game(TIC_TAC_TOE), seats, control=TimeControl(1, 0), now=time)
    assert in_play.cpu_seconds("expert") == pytest.approx(2.0)  # 60 s over 30 moves
    assert in_play.cpu_seconds("expert", 0.5) == 0.5
    time.now += 59.9
    assert in_play.cpu_seconds("expert") == 0.05
    assert GameInPlay(Game(TIC_TAC_TOE), seats).cpu_seconds("expert", 0.3) == 0.3


def test_the_record_reads_back_whole_at_every_move_of_random_games() -> None:
    rng = random.Random(7)
    for name in ("tic-tac-toe", "connect-four", "qubic", "score-four", "tesseract"):
        rules = PRESETS[name]
        seats = [cpu(n + 1, "easy") if n % 2 else human(n + 1) for n in range(rules.players)]
        in_play = GameInPlay(Game(rules), seats, control=TimeControl(5, 1), now=Ticking())
        for _ in range(40):
            if in_play.game.is_over():
                break
            if in_play.game.ply and rng.random() < 0.15:
                in_play.undo()
            else:
                in_play.play(rng.choice(in_play.game.legal_moves()))
            text = in_play.record_text()
            again = GameInPlay.from_record(loads_record(text))
            assert again.game.moves == in_play.game.moves, name
            assert again.game.redo_moves == in_play.game.redo_moves, name
            assert again.levels == in_play.levels, name
            assert again.created == in_play.created, name
            assert again.clock.times(again.game) == in_play.clock.times(in_play.game), name
            assert again.record_text().split('"saved"')[0] == text.split('"saved"')[0], name


def test_unsaved_until_a_file_holds_the_game_as_it_stands(tmp_path: Path) -> None:
    in_play = GameInPlay(Game(TIC_TAC_TOE), [human(1), human(2)])
    assert not in_play.unsaved()  # nothing to lose yet
    in_play.play(cells("2,2")[0])
    assert in_play.unsaved()
    in_play.save(tmp_path / "game.hyperrow")
    assert not in_play.unsaved()
    in_play.undo()
    assert in_play.unsaved()


def test_the_autosave_says_once_that_it_broke_and_once_that_it_mended(tmp_path: Path) -> None:
    blocker = tmp_path / "in-the-way"
    blocker.write_text("a file where the data folder should be")
    in_play = GameInPlay(Game(TIC_TAC_TOE), [human(1), human(2)])
    in_play.autosave.path = blocker / "game.hyperrow"
    a, b, c = cells("1,1", "2,2", "3,3")
    in_play.play(a)
    assert in_play.keep() is KeepChange.BROKE
    failure = in_play.autosave.failure
    assert failure is not None and failure.errno in (errno.ENOTDIR, errno.EEXIST)
    in_play.play(b)
    assert in_play.keep() is KeepChange.SAME and in_play.unsaved()
    blocker.unlink()
    in_play.play(c)
    assert in_play.keep() is KeepChange.MENDED and not in_play.unsaved()
    assert loads_record((blocker / "game.hyperrow").read_text()).game.ply == 3


def test_the_library_keeps_a_game_once_it_has_a_move_under_one_entry(tmp_path: Path) -> None:
    with GameLibrary(tmp_path) as library:
        in_play = GameInPlay(Game(TIC_TAC_TOE), [human(1), PlayerInfo("Ann", SeatKind.REMOTE)])
        in_play.library = library
        in_play.keep()
        assert library.games() == []
        for cell in cells("1,1", "2,2"):
            in_play.play(cell)
            in_play.keep()
        (entry,) = library.games()
        assert entry.game_id == in_play.library_id and entry.moves == 2
        assert in_play.library_problem is None
        # A new game takes over: a second entry, the first kept as it was.
        in_play.take_over(Game(TIC_TAC_TOE), in_play.players)
        in_play.play(cells("3,3")[0])
        in_play.keep()
        assert sorted(g.moves for g in library.games()) == [1, 2]
