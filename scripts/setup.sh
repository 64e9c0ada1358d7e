#!/usr/bin/env bash
# Sets up everything hyperrow needs on a Debian machine, and does nothing that is already done:
# the system libraries Qt and a virtual display need, a virtual environment in .venv, and the
# project (editable) with its test extras, at the versions in constraints.txt; then the
# translations compiled from their sources (Qt's .qm for the window, gettext's .mo for the
# terminal game) where the compiled file is missing or older.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
    xvfb xauth libgl1 libegl1 libgl1-mesa-dri libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4
    libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xkb1
    libfontconfig1 libdbus-1-3 tmux
    fonts-noto-cjk desktop-file-utils shared-mime-info
)
PYTHON=${PYTHON:-python3}

missing=()
for package in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
        || missing+=("$package")
done
if ! "$PYTHON" -c "import ensurepip, venv" 2>/dev/null; then
    missing+=(python3-venv)
fi
if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing system packages: ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

stamp=.venv/.hyperrow-installed
if [ ! -x .venv/bin/python ]; then
    echo "setup: creating .venv"
    "$PYTHON" -m venv .venv
fi
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ] || [ constraints.txt -nt "$stamp" ]; then
    echo "setup: installing hyperrow and its test tools into .venv"
    .venv/bin/python -m pip install --quiet --disable-pip-version-check --upgrade pip
    .venv/bin/python -m pip install --quiet --disable-pip-version-check \
        -c constraints.txt -e ".[test]"
    touch "$stamp"
fi

for ts in resources/translations/hyperrow_*.ts; do
    qm="app/translations/$(basename "${ts%.ts}").qm"
    if [ ! -f "$qm" ] || [ "$ts" -nt "$qm" ]; then
        mkdir -p app/translations
        .venv/bin/pyside6-lrelease -silent "$ts" -qm "$qm"
    fi
done
for po in resources/translations/terminal/*.po; do
    mo="engine/tui/locale/$(basename "${po%.po}")/LC_MESSAGES/hyperrow.mo"
    if [ ! -f "$mo" ] || [ "$po" -nt "$mo" ]; then
        .venv/bin/python scripts/msgfmt.py "$po" "$mo"
    fi
done
