"""A game as a short code: every preset and odd rules read back move for move, and a damaged
code is refused with the place of the damage, never read as another game."""

from __future__ import annotations

import random

import pytest

from engine import PRESETS, Game, Rules
from engine.library import CodeProblemKind, GameCodeError, decode, encode
from engine.library.game_code import ALPHABET, frame, game_bytes
from engine.refusals import RefusalKind
from engine.rules import RulesProblemKind


def random_game(rules: Rules, seed: int, longest: int = 40) -> Game:
    chooser = random.Random(seed)
    game = Game(rules)
    while game.ply < longest and not game.is_over():
        game.play(chooser.choice(game.legal_moves()))
    return game


ODD_RULES = [
    Rules((5, 4, 3), 3, gravity=2, players=3),
    Rules((19, 19), 5, players=4),
    Rules((3, 3, 3, 3), 3, blocked=frozenset({(1, 1, 1, 1), (0, 0, 0, 0)}), target=2),
    Rules((7,), 3),
]


@pytest.mark.parametrize("rules", [*PRESETS.values(), *ODD_RULES], ids=str)
def test_a_code_reads_back_the_same_rules_and_moves(rules: Rules) -> None:
    for seed in range(3):
        game = random_game(rules, seed)
        code = encode(game)
        assert set(code) <= set(ALPHABET)
        again = decode(code)
        assert (again.rules, again.moves) == (game.rules, game.moves)
    assert decode(encode(Game(rules))).moves == ()


def test_a_code_is_short_and_copes_with_spaces_around_it() -> None:
    game = random_game(PRESETS["qubic"], 1, longest=20)
    code = encode(game)
    assert len(code) <= 60
    assert decode(f"  {code}\n").moves == game.moves


def test_every_mistyped_character_is_found_in_its_group_of_eight() -> None:
    code = encode(random_game(PRESETS["four-d"], 3, longest=30))
    for at in range(len(code)):
        for typed in "Aa0_":
            if typed == code[at]:
                continue
            with pytest.raises(GameCodeError) as caught:
                decode(code[:at] + typed + code[at + 1 :])
            problem = caught.value.problem
            assert problem.kind is CodeProblemKind.MISTYPED
            assert problem.position <= at + 1 <= problem.end
            assert problem.end - problem.position <= 7
            assert f"characters {problem.position}–{problem.end}" in str(caught.value)


def test_two_neighbours_swapped_are_found() -> None:
    code = encode(random_game(PRESETS["gomoku"], 5, longest=30))
    for at in range(len(code) - 1):
        if code[at] == code[at + 1]:
            continue
        swapped = code[:at] + code[at + 1] + code[at] + code[at + 2 :]
        with pytest.raises(GameCodeError) as caught:
            decode(swapped)
        assert caught.value.problem.position <= at + 2


def test_a_code_cut_short_or_lengthened_is_refused() -> None:
    code = encode(random_game(PRESETS["connect-four"], 2, longest=20))
    for length in range(len(code)):
        with pytest.raises(GameCodeError):
            decode(code[:length])
    with pytest.raises(GameCodeError) as caught:
        decode(code + "AAAAAAAA")
    assert caught.value.position >= len(code) - 7  # the last group, or what was added


@pytest.mark.parametrize(
    ("text", "kind", "position"),
    [
        ("", CodeProblemKind.EMPTY, 1),
        ("AQMEBA!Q", CodeProblemKind.BAD_CHARACTER, 7),
        ("AQMEB AQ", CodeProblemKind.BAD_CHARACTER, 6),
        ("AQMEBAQc" + "A", CodeProblemKind.CUT_SHORT, 9),
    ],
)
def test_what_is_wrong_and_where(text: str, kind: CodeProblemKind, position: int) -> None:
    with pytest.raises(GameCodeError) as caught:
        decode(text)
    assert (caught.value.problem.kind, caught.value.position) == (kind, position)
    assert str(caught.value).startswith(f"game code, character {position}: ")


def test_codes_that_check_out_but_hold_no_game_say_which_part_is_wrong() -> None:
    qubic = Game(PRESETS["qubic"])
    qubic.play((0, 0, 0))
    data = game_bytes(qubic)  # version, 3 axes, 4 4 4, k 4, no gravity, 2 players, target 1, …
    newer = frame(bytes([2]) + data[1:])
    with pytest.raises(GameCodeError) as caught:
        decode(newer)
    assert (caught.value.problem.kind, caught.value.position) == (CodeProblemKind.NEWER_VERSION, 1)

    k_too_long = frame(data[:5] + bytes([9]) + data[6:])
    with pytest.raises(GameCodeError) as caught:
        decode(k_too_long)
    problem = caught.value.problem
    assert problem.kind is CodeProblemKind.RULES
    assert problem.rules_problem is not None
    assert problem.rules_problem.kind is RulesProblemKind.K
    assert problem.position == 2  # the rules begin with the second byte, in the 2nd character

    twice = frame(data[:-2] + bytes([2, 0, 0]))  # two moves, both in the corner
    with pytest.raises(GameCodeError) as caught:
        decode(twice)
    problem = caught.value.problem
    assert (problem.kind, problem.move) == (CodeProblemKind.ILLEGAL_MOVE, 1)
    assert problem.refusal is not None and problem.refusal.kind is RefusalKind.TAKEN
    assert "move 2: a move in the code is not legal there" in str(caught.value)

    off = frame(data[:-2] + bytes([1, 64]))
    with pytest.raises(GameCodeError) as caught:
        decode(off)
    assert (caught.value.problem.kind, caught.value.problem.move) == (CodeProblemKind.OFF_BOARD, 0)

    trailing = frame(data + bytes([5]))
    with pytest.raises(GameCodeError) as caught:
        decode(trailing)
    assert caught.value.problem.kind is CodeProblemKind.TRAILING
    assert caught.value.position > len(encode(qubic)) - 8  # at the end, where the byte was added


def test_a_game_code_error_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="game code"):
        decode("????")
