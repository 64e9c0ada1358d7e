"""A player's install leaves out the book builds' cluster and the relay's Redis (the `build`
and `relay` extras): the commands that need them say what is missing and how to install it,
instead of a traceback. The missing package is made unimportable in a fresh process."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

WITHOUT = """
import sys
sys.modules[{module!r}] = None  # `import {module}` now raises ImportError, as when not installed
from terminal.cli import main
sys.exit(main({argv!r}))
"""


def run_without(module: str, argv: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", WITHOUT.format(module=module, argv=argv)],
        capture_output=True,
        check=False,
        text=True,
        timeout=120,
        env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"},
    )


@pytest.mark.parametrize(
    ("module", "argv", "extra"),
    [
        ("distributed", ["book", "cube-3", "--jobs", "1", "--output", "/nonexistent-dir/x"], ""),
        ("distributed", ["book", "cube-3", "--jobs", "1"], "build"),
        ("distributed", ["book", "connect-four", "--plies", "2", "--jobs", "2"], "build"),
        ("redis", ["relay", "--port", "0", "--redis", "redis://127.0.0.1:1"], "relay"),
    ],
)
def test_a_command_without_its_extra_says_how_to_install_it(
    module: str, argv: list[str], extra: str
) -> None:
    result = run_without(module, argv)
    assert "Traceback" not in result.stderr
    if not extra:  # a bad option is still reported first, with no cluster started
        assert result.returncode == 2
        return
    assert result.returncode == 1
    assert f"needs {module}" in result.stderr
    assert f"pip install 'hyperrow[{extra}]'" in result.stderr


def test_the_build_in_this_process_needs_no_cluster(tmp_path: Path) -> None:
    result = run_without(
        "distributed", ["book", "cube-3", "--jobs", "0", "--output", f"{tmp_path}/cube-3.book"]
    )
    assert result.returncode == 0, result.stderr
    assert "proven" in result.stdout + result.stderr
