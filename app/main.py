"""Entry point: `hyperrow play|match …` runs the terminal tools, anything else the window."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Run hyperrow with `argv` (default: the process's arguments); returns the exit code."""
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in ("play", "match"):
        # The terminal tools never load Qt.
        from engine.cli import main as cli_main

        return cli_main(args)
    raise SystemExit("hyperrow: the window is not built yet; try `hyperrow play`")
