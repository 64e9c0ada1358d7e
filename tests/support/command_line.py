"""A command line refusing its arguments, as a person sees it: the same check for the window's
`python -m app` and the terminal tools' `hyperrow`."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

Main = Callable[[list[str]], int]


def refusal(main: Main, args: Sequence[str], capsys: pytest.CaptureFixture[str]) -> str:
    """What `main` says on stderr when it refuses `args`: it must exit with 2 (returned, or
    argparse's own usage error) and show no traceback."""
    try:
        code = main(list(args))
    except SystemExit as stop:  # argparse's own usage errors
        code = int(stop.code or 0)
    said = capsys.readouterr().err
    assert code == 2, said
    assert "Traceback" not in said
    return said
