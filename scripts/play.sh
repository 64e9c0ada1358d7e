#!/usr/bin/env bash
# Sets up (once) and starts hyperrow. Any arguments go to the game: `bash scripts/play.sh --help`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/hyperrow "$@"
