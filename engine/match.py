"""`hyperrow match`: CPU against CPU. (Placeholder until the CPU issue.)"""

from __future__ import annotations

import argparse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the `match` options to `parser`."""
    parser.add_argument("--rules", default="qubic")


def run(args: argparse.Namespace) -> int:
    """Play the match `args` describes and print the table; returns the exit code."""
    raise SystemExit("hyperrow match: not built yet")
