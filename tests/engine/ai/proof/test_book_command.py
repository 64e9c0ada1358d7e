"""`hyperrow book cube-3|qubic` in the terminal: a build in this process written and verified;
the verifier refusing a book with its move changed and a damaged file, each said in a line;
bad options refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.ai.proof import strategy_book
from terminal.cli import main as cli_main
from tests.support.command_line import refusal


def test_a_build_is_written_and_verified(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    output = tmp_path / "cube-3.book"
    assert cli_main(["book", "cube-3", "--jobs", "0", "--output", str(output)]) == 0
    said = capsys.readouterr().out
    assert "1 book moves" in said
    assert "the first player's win is proven" in said
    assert strategy_book.loads(output.read_bytes()).moves == {0: 13}
    assert cli_main(["book", "cube-3", "--verify", "--output", str(output)]) == 0
    assert "verified: the first player wins against every reply" in capsys.readouterr().out


def test_the_verifier_refuses_a_changed_or_damaged_book(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book = strategy_book.strategy_book("cube-3")
    assert book is not None
    changed = tmp_path / "changed.book"
    strategy_book.save(strategy_book.StrategyBook(3, 3, 3, {0: 0}, True, book.seconds), changed)
    assert cli_main(["book", "cube-3", "--verify", "--output", str(changed)]) == 1
    assert "the verifier refutes the book: position" in capsys.readouterr().err
    damaged = tmp_path / "damaged.book"
    damaged.write_bytes(changed.read_bytes()[:-2])
    assert cli_main(["book", "cube-3", "--verify", "--output", str(damaged)]) == 1
    assert "damaged book" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("option", "problem"),
    [
        ("--expansions 0", "--expansions 0, expected 1 or more"),
        ("--seconds 0", "--seconds 0.0, expected more than 0"),
        ("--jobs -1", "--jobs -1, expected 0 or more"),
        ("--output /no/such/folder/q.book", "no folder /no/such/folder"),
    ],
)
def test_bad_options_are_refused(
    option: str, problem: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert problem in refusal(cli_main, ["book", "qubic", *option.split()], capsys)
