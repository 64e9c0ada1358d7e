"""What is wrong with a game file, as data: every kind of problem, from a real damaged file,
carries its place and values, and its English message is the one `RecordError` gives."""

from __future__ import annotations

import errno
import json

import pytest

from engine import PRESETS, Game, RecordError, record
from engine.record import FileKind, JsonKind, JsonSyntax, RecordProblem, RecordProblemKind
from engine.refusals import Refusal, RefusalKind
from engine.rules import RulesProblemKind
from tests.support.bad_inputs import damaged_files, problem_in

Kind = RecordProblemKind


@pytest.fixture(scope="module")
def problems(tmp_path_factory: pytest.TempPathFactory) -> dict[RecordProblemKind, RecordError]:
    folder = tmp_path_factory.mktemp("damaged")
    return {kind: problem_in(path) for kind, path in damaged_files(folder).items()}


def test_every_kind_of_problem_is_met_and_said_in_english(
    problems: dict[RecordProblemKind, RecordError],
) -> None:
    assert set(problems) == set(RecordProblemKind)
    for kind, error in problems.items():
        assert isinstance(error, ValueError)
        assert error.problem.kind is kind
        assert str(error) == error.problem.describe()
        assert error.problem.place == "" or str(error).startswith(error.problem.place), kind


def test_problems_name_the_place_and_the_values(
    problems: dict[RecordProblemKind, RecordError],
) -> None:
    def problem(kind: RecordProblemKind) -> RecordProblem:
        return problems[kind].problem

    assert problem(Kind.UNREADABLE).error_number == errno.ENOENT
    assert problem(Kind.NOT_A_FILE).file_kind is FileKind.FOLDER
    assert problem(Kind.TOO_LARGE).high == record.MAX_BYTES
    assert (problem(Kind.NOT_UTF8).found, problem(Kind.NOT_UTF8).offset) == (0xE9, 159)
    assert problem(Kind.NOT_JSON).syntax is JsonSyntax.EXTRA_DATA
    assert (problem(Kind.NOT_JSON).line, problem(Kind.NOT_JSON).column) == (1, 24)
    assert problem(Kind.NUMBER_TOO_LONG).count == 5000
    assert problem(Kind.NEWER_VERSION) == RecordProblem(
        Kind.NEWER_VERSION, "version", found=2, high=1
    )
    assert problem(Kind.OUT_OF_RANGE) == RecordProblem(
        Kind.OUT_OF_RANGE, "rules.gravity", found=3, low=0, high=2
    )
    assert problem(Kind.COORDINATES) == RecordProblem(Kind.COORDINATES, "moves[1]", count=2, high=3)
    rules = problem(Kind.RULES)
    assert rules.place == "rules.shape" and rules.rules is not None
    assert rules.rules.kind is RulesProblemKind.CELLS and rules.rules.count == 130_321
    assert problem(Kind.OFF_BOARD) == RecordProblem(
        Kind.OFF_BOARD, "moves[1]", move=1, cell=(4, 0, 0), shape=(4, 4, 4)
    )
    assert problem(Kind.AFTER_THE_END) == RecordProblem(
        Kind.AFTER_THE_END, "moves[5]", move=5, cell=(2, 0), winners=(0,), ply=5
    )
    assert problem(Kind.REFUSED) == RecordProblem(
        Kind.REFUSED,
        "redo[0]",
        move=0,
        undone=True,
        refusal=Refusal(RefusalKind.TAKEN, (1, 1, 1), player=1),
    )
    assert str(problems[Kind.REFUSED]) == (
        "redo[0] (the 1st undone move): cell 2,2,2 is taken by player 2"
    )


@pytest.mark.parametrize(
    ("text", "syntax"),
    [
        ('{"format": }', JsonSyntax.VALUE),
        ("[1 2]", JsonSyntax.COMMA),
        ('{"format" 1}', JsonSyntax.COLON),
        ("{1: 2}", JsonSyntax.NAME),
        ('{"format": "hyper', JsonSyntax.STRING_END),
        ('{"format": "a\nb"}', JsonSyntax.CONTROL_CHARACTER),
        ('{"format": "\\x"}', JsonSyntax.ESCAPE),
        ('{"format": "\\u12"}', JsonSyntax.UNICODE_ESCAPE),
        ("{} x", JsonSyntax.EXTRA_DATA),
    ],
)
def test_what_the_json_parser_expected_is_data(text: str, syntax: JsonSyntax) -> None:
    with pytest.raises(RecordError) as caught:
        record.loads(text)
    assert caught.value.problem.syntax is syntax
    assert caught.value.problem.kind in (Kind.NOT_JSON, Kind.CUT_SHORT)


@pytest.mark.parametrize(
    ("value", "kind", "words"),
    [
        (None, JsonKind.NULL, "null"),
        (True, JsonKind.TRUE, "true"),
        (False, JsonKind.FALSE, "false"),
        ("4", JsonKind.STRING, "a string"),
        (4.0, JsonKind.NUMBER, "the number 4.0"),
        ([4], JsonKind.LIST, "a list"),
        ({"k": 4}, JsonKind.OBJECT, "an object"),
    ],
)
def test_the_kind_of_a_value_found_is_data(value: object, kind: JsonKind, words: str) -> None:
    assert JsonKind.of(value) is kind
    data = record.to_data(Game(PRESETS["qubic"]))
    data["rules"]["k"] = value
    with pytest.raises(RecordError) as caught:
        record.loads(json.dumps(data))
    assert caught.value.problem == RecordProblem(Kind.NOT_WHOLE_NUMBER, "rules.k", found=value)
    assert str(caught.value) == f"rules.k: expected a whole number, got {words}"


def test_a_file_that_cannot_be_read_is_said_with_its_name() -> None:
    error = RecordError(record.cannot_read(FileNotFoundError(errno.ENOENT, "No such file")), "x")
    assert str(error) == "x: cannot read it (No such file)"
    assert record.is_missing(error.problem)
    assert error.file == "x"
