#!/usr/bin/env bash
# Sets up (once) and runs every check: lint, format, types, import contracts, the whole test suite
# (the GL tests under a virtual X display that pytest-xvfb starts). Arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$PWD/.venv/bin:$PATH"
# One command a line: under `set -e` a failure on the left of && would not stop the script.
echo "== ruff"; ruff check .
ruff format --check .
echo "== mypy --strict (all the code)"; mypy
echo "== import contracts"; lint-imports
# The 25 slowest tests after every run, to keep the quick loop (-m "not slow") quick.
echo "== pytest"; pytest --durations=25 "$@"
