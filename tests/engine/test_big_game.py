"""The fast paths that open the largest game quickly give exactly what the plain ways give: the
line tables zipped from numpy columns, the replay of a file's moves, the kept outcome and the
file text."""

from __future__ import annotations

import json
import random

import pytest

from engine import PRESETS, Game, Rules, record
from engine.geometry import _enumerate_lines, geometry
from engine.record import RecordError

ODD_RULES = [
    Rules((7, 6), 4),
    Rules((5, 4, 3), 3),
    Rules((3, 4, 2, 3), 2),
    Rules((6,), 3),
    Rules((1, 5, 5), 4),
    Rules((2, 2, 2, 2, 2), 2),
    Rules((5, 5), 3, blocked=frozenset({(0, 0), (2, 2), (4, 1)})),
    Rules((4, 4, 4), 4, gravity=2, blocked=frozenset({(0, 0, 0), (3, 3, 3)})),
    Rules((9, 9, 9), 2, target=10**9),
]
ALL_RULES = [PRESETS[name] for name in sorted(PRESETS)] + ODD_RULES
BIG = Rules((19, 19, 19), 2, target=10**9)


@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: r.describe())
def test_line_tables_equal_the_plain_construction(rules: Rules) -> None:
    geo = geometry(rules)
    rows = _enumerate_lines(rules.shape, rules.k)
    blocked = {geo.index[c] for c in rules.blocked}
    plain = tuple(
        tuple(int(i) for i in row) for row in rows if not blocked.intersection(row.tolist())
    )
    assert geo.lines == plain
    assert all(type(i) is int for line in geo.lines for i in line)
    assert geo.line_cells == tuple(tuple(geo.cells[i] for i in line) for line in plain)
    through: list[list[int]] = [[] for _ in geo.cells]
    for line_id, line in enumerate(plain):
        for i in line:
            through[i].append(line_id)
    assert geo.cell_lines == tuple(map(tuple, through))


def full_game(rules: Rules, seed: int) -> Game:
    """Every cell played in a shuffled order (the target is out of reach)."""
    game = Game(rules)
    cells = list(game.geometry.cells)
    random.Random(seed).shuffle(cells)
    for cell in cells:
        game.play(cell)
    return game


def plain_replay(rules: Rules, moves: tuple[tuple[int, ...], ...]) -> Game:
    game = Game(rules)
    for move in moves:
        assert game.refusal(move) is None
        game.play(move)
    return game


def test_the_largest_game_opens_with_every_move_on_the_board_and_the_same_outcome(
    tmp_path,
) -> None:
    saved = full_game(BIG, seed=1)
    path = tmp_path / "big.hyperrow"
    record.save(saved, path)
    loaded = record.load(path)
    plain = plain_replay(BIG, saved.moves)
    assert loaded.moves == saved.moves == plain.moves
    assert loaded.board == plain.board
    assert all(value >= 0 for value in loaded.board), "every cell holds a stone"
    assert loaded.scores == plain.scores
    assert loaded.line_sums == plain.line_sums
    assert loaded.hash == plain.hash
    assert loaded.outcome() == plain.outcome() == saved.outcome()
    assert loaded.completed_lines == plain.completed_lines


def test_a_refused_move_deep_in_a_big_file_is_named_as_before(tmp_path) -> None:
    saved = full_game(Rules((9, 9, 9), 2, target=10**9), seed=2)
    data = json.loads(record.dumps(saved))
    data["moves"][700] = data["moves"][15]  # taken already
    path = tmp_path / "bad.hyperrow"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError) as error:
        record.load(path)
    cell = ",".join(str(c + 1) for c in data["moves"][15])
    assert str(error.value) == (
        f"moves[700] (the 701st move): cell {cell} is taken by player {15 % 2 + 1}"
    )


@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: r.describe())
def test_the_kept_outcome_is_always_the_one_worked_out_afresh(rules: Rules) -> None:
    rng = random.Random(rules.describe())
    game = Game(rules)
    for _ in range(300):
        legal = game.legal_moves()
        if legal and rng.random() < 0.7:
            game.play(rng.choice(legal))
        elif game.ply:
            game.undo()
        fresh = game._work_out_outcome() if game.is_over() else None
        assert game.outcome() == fresh
        assert game.outcome() == fresh  # asked twice: the kept one
        assert game.copy().outcome() == fresh


def plain_dumps_moves(cells: list[list[int]]) -> str:
    """The move list as the file has always written it: json.dumps per cell."""
    if not cells:
        return "[]"
    return "[\n" + ",\n".join(f"    {json.dumps(c)}" for c in cells) + "\n  ]"


@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: r.describe())
def test_the_file_text_is_the_plain_json_one(rules: Rules) -> None:
    rng = random.Random(7)
    game = Game(rules)
    for _ in range(min(40, rules.cell_count)):
        if game.is_over():
            break
        game.play(rng.choice(game.legal_moves()))
    if game.ply:
        game.undo()
    text = record.dumps(game)
    assert f'"moves": {plain_dumps_moves([list(c) for c in game.moves])}' in text
    assert f'"redo": {plain_dumps_moves([list(c) for c in game.redo_moves])}' in text
    assert record.loads(text).moves == game.moves


def test_zipped_columns_keep_an_empty_line_table_empty() -> None:
    # Blocking the middle of a 3-row takes away its only line.
    geo = geometry(Rules((3,), 3, blocked=frozenset({(1,)})))
    assert geo.lines == () and geo.line_cells == ()
    assert geo.cell_lines == ((), (), ())
