"""GameSession: the signals the views rely on, undo against the CPU, files and the autosave."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import engine
from app.model.session.game_session import GameSession
from app.model.session.notices import SessionRefusal
from engine import PRESETS, Game, Refusal, RefusalKind, parse_cell, record
from engine.in_play.seats import cpu, human
from engine.record import RecordError
from tests.support.cpu_waits import CPU_MS

QUBIC = PRESETS["qubic"]


def cells(*texts: str, rules: engine.Rules = QUBIC) -> list[engine.Cell]:
    return [parse_cell(text, rules) for text in texts]


class Recorder:
    """Every signal of a session, in order, as (name, args)."""

    NAMES = ("moved", "undone", "reset", "finished", "rejected", "changed", "hint")

    def __init__(self, session: GameSession) -> None:
        self.events: list[tuple[str, tuple[Any, ...]]] = []
        for name in self.NAMES:
            getattr(session, name).connect(
                lambda *args, name=name: self.events.append((name, args))
            )

    def names(self) -> list[str]:
        return [name for name, _ in self.events]


@pytest.fixture
def session(qtbot: Any) -> Any:
    made = GameSession(Game(QUBIC))
    yield made
    made.shutdown()


def test_play_emits_moved_then_changed_and_the_game_has_the_stone(session: GameSession) -> None:
    seen = Recorder(session)
    (a,) = cells("1,1,1")
    assert session.play(a)
    assert seen.events == [("moved", (a, 0)), ("changed", ())]
    assert session.game.moves == (a,)
    assert session.file.dirty


def test_an_illegal_move_is_rejected_with_the_engines_reason_and_nothing_changes(
    session: GameSession,
) -> None:
    (a,) = cells("2,2,2")
    session.play(a)
    seen = Recorder(session)
    assert not session.play(a)
    assert seen.names() == ["rejected"]
    assert seen.events[0][1][0] == Refusal(RefusalKind.TAKEN, a, player=0)
    assert not session.play((9, 9, 9))
    assert session.game.moves == (a,)


def test_undo_and_redo_emit_undone_and_moved_for_each_stone(session: GameSession) -> None:
    a, b = cells("1,1,1", "4,4,4")
    session.play(a)
    session.play(b)
    seen = Recorder(session)
    assert session.undo()
    assert seen.events == [("undone", (b,)), ("changed", ())]
    assert session.redo()
    assert seen.events[2:] == [("moved", (b, 1)), ("changed", ())]
    assert session.game.moves == (a, b)
    assert not session.redo()


def test_the_winning_move_emits_finished_with_the_winning_line(session: GameSession) -> None:
    # Player 1 fills the x-row of y=1, z=1 while player 2 plays on the top layer.
    moves = cells("1,1,1", "1,1,4", "2,1,1", "2,1,4", "3,1,1", "3,1,4")
    for cell in moves:
        session.play(cell)
    seen = Recorder(session)
    (last,) = cells("4,1,1")
    assert session.play(last)
    assert seen.names() == ["moved", "finished", "changed"]
    outcome = seen.events[1][1][0]
    assert outcome.winners == (0,)
    assert outcome.lines == (tuple(cells("1,1,1", "2,1,1", "3,1,1", "4,1,1")),)
    assert not session.is_human_turn()
    assert not session.play(cells("4,4,4")[0])


def test_new_game_resets_and_takes_the_players(session: GameSession) -> None:
    session.play(cells("1,1,1")[0])
    seen = Recorder(session)
    seats = [human(1), human(2), human(3)]
    session.new_game(PRESETS["tesseract"], seats)
    assert seen.names() == ["reset", "changed"]
    assert session.game.ply == 0
    assert session.rules.players == 2  # the tesseract preset is for two: seats are cut to fit
    assert session.players == seats[:2]
    assert not session.file.dirty


def test_a_cpus_turn_refuses_clicks(qtbot: Any) -> None:
    session = GameSession(Game(QUBIC), players=[cpu(1, "random"), human(2)])
    session.set_paused(True)  # keep the CPU from moving: only the refusal is under test
    try:
        seen = Recorder(session)
        assert not session.is_human_turn()
        assert not session.play(cells("1,1,1")[0])
        assert seen.names() == ["rejected"]
        assert seen.events[0][1][0] is SessionRefusal.CPU_TURN
        assert session.game.ply == 0
    finally:
        session.shutdown()


@pytest.mark.processes
def test_undo_against_the_cpu_goes_back_to_the_humans_previous_turn(qtbot: Any) -> None:
    session = GameSession(Game(QUBIC), players=[human(1), cpu(2, "random")])
    try:
        with qtbot.waitSignal(session.moved, check_params_cb=lambda _c, p: p == 1, timeout=CPU_MS):
            session.play(cells("2,2,2")[0])
        assert session.game.ply == 2 and session.is_human_turn()
        with qtbot.waitSignal(session.moved, check_params_cb=lambda _c, p: p == 1, timeout=CPU_MS):
            session.play(cells("3,3,3")[0])
        seen = Recorder(session)
        session.undo()
        assert session.game.ply == 2
        assert seen.names() == ["undone", "undone", "changed"]
        assert session.is_human_turn()
        session.redo()
        assert session.game.ply == 4  # both the human's and the CPU's move come back
    finally:
        session.shutdown()


def test_open_file_replaces_the_game_and_a_bad_file_leaves_it(
    session: GameSession, tmp_path: Path
) -> None:
    other = Game(PRESETS["score-four"])
    for cell in cells("1,1,1", "1,1,2", rules=PRESETS["score-four"]):
        other.play(cell)
    good = tmp_path / "good.hyperrow"
    record.save(other, good, [human(1), cpu(2, "easy")])
    session.play(cells("4,4,4")[0])
    seen = Recorder(session)
    session.open_file(good)
    assert seen.names() == ["reset", "changed"]
    assert session.game.moves == other.moves
    assert session.players[1].level == "easy"
    assert session.file.path == good.resolve()
    assert session.file.title(session.rules) == "good.hyperrow"

    bad = tmp_path / "bad.hyperrow"
    bad.write_text(good.read_text().replace('"version": 1', '"version": 99'))
    before = session.game
    with pytest.raises(RecordError, match=r"bad\.hyperrow"):
        session.open_file(bad)
    with pytest.raises(RecordError, match="cannot read"):
        session.open_file(tmp_path / "missing.hyperrow")
    assert session.game is before and session.game.moves == other.moves
    assert seen.names() == ["reset", "changed"]


def test_every_change_is_autosaved(qtbot: Any, tmp_path: Path) -> None:
    autosave = tmp_path / "current.hyperrow"
    session = GameSession(Game(QUBIC), autosave_path=autosave)
    moves = cells("1,1,1", "2,2,2", "3,3,3")
    for n, cell in enumerate(moves, 1):
        session.play(cell)
        assert record.load(autosave).moves == tuple(moves[:n])
    session.undo()
    assert record.load(autosave).moves == tuple(moves[:2])
    assert record.load(autosave).redo_moves == (moves[2],)
    session.new_game(PRESETS["four-d"])
    assert record.load(autosave).rules == PRESETS["four-d"]
    session.shutdown()


def test_save_writes_a_file_the_engine_reads_and_clears_dirty(
    session: GameSession, tmp_path: Path
) -> None:
    session.play(cells("1,2,3")[0])
    assert session.file.dirty
    with pytest.raises(OSError, match="Save As"):
        session.save()
    path = tmp_path / "game.hyperrow"
    session.save(path)
    assert not session.file.dirty
    assert record.load(path).moves == session.game.moves
    with pytest.raises(OSError):
        session.save(tmp_path / "no-such-folder" / "x.hyperrow")


def test_save_as_suggests_the_file_name_then_the_preset_then_the_shape(
    session: GameSession, tmp_path: Path
) -> None:
    assert session.file.suggested_name(session.rules) == "qubic.hyperrow"
    session.new_game(engine.Rules((5, 5, 3), 3))
    # The title that once became "row).hyperrow":
    assert session.file.title(session.rules).endswith("row)")
    assert session.file.suggested_name(session.rules) == "custom-5x5x3.hyperrow"
    session.save(tmp_path / "mine.hyperrow")
    assert session.file.suggested_name(session.rules) == "mine.hyperrow"


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_save_as_suggests_every_presets_name(session: GameSession, name: str) -> None:
    session.new_game(PRESETS[name])
    assert session.file.suggested_name(session.rules) == f"{name}.hyperrow"


def test_each_move_keeps_the_level_that_played_it_through_undo_redo_and_the_autosave(
    qtbot: Any, tmp_path: Path
) -> None:
    autosave = tmp_path / "current.hyperrow"
    session = GameSession(Game(QUBIC), players=(human(1), cpu(2, "easy")), autosave_path=autosave)
    session.set_paused(True)  # the CPU's moves come as the host's would: through mirror
    a, b, c, d, e, f = cells("1,1,1", "2,2,2", "3,3,3", "4,4,4", "1,2,1", "2,1,1")
    for cell in (a, b, c):
        assert session.mirror(cell)
    session.set_players((human(1), cpu(2, "hard")))
    assert session.mirror(d)
    assert session.move_levels == [None, "easy", None, "hard"]
    session.set_players((human(1), human(2)))  # the CPU leaves; its moves stay its own
    assert session.move_levels == [None, "easy", None, "hard"]
    assert session.undo() and session.undo()
    assert session.move_levels == [None, "easy", None, "hard"]  # two on the redo list
    assert session.redo()
    assert session.move_levels == [None, "easy", None, "hard"]
    assert session.play(e)  # a new move drops the redo list, and its level
    assert session.move_levels == [None, "easy", None, None]
    assert session.play(f)
    assert record.load_record(autosave).levels == (None, "easy", None, None, None)

    again = GameSession(Game(QUBIC))
    again.restore(autosave, None, dirty=True)
    assert again.move_levels == [None, "easy", None, None, None]
    again.new_game(PRESETS["qubic"], [cpu(1, "medium"), human(2)])
    assert again.move_levels == []
    session.shutdown()
    again.shutdown()
