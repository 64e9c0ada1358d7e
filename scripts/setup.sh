#!/usr/bin/env bash
# Sets up everything hyperrow needs on a Debian machine, and does nothing that is already done:
# the system libraries Qt and a virtual display need, a C compiler and the Python headers for the
# compiled kernel, a virtual environment in .venv, and the project (editable, which compiles the
# kernel in place) with its test and packaging extras (the tests build the wheel and the bundle)
# and the build and relay extras (the tests run book builds on dask and relays on Redis),
# at the versions in constraints.txt. The install compiles the translations too (Qt's .qm for
# the window, gettext's .mo for the terminal game: setup.py's build_translations); after it, the
# same compiler runs again where a compiled file is missing or older than its source.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
    xvfb xauth libgl1 libegl1 libgl1-mesa-dri libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4
    libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xkb1
    libfontconfig1 libdbus-1-3 tmux
    fonts-noto-cjk desktop-file-utils shared-mime-info
    # Native Wayland for the session tests: a headless Weston, and the client libraries Qt's
    # wayland plugin loads.
    weston libwayland-client0 libwayland-cursor0 libwayland-egl1
    # The relay's tests of several relay processes sharing one Redis (hyperrow relay --redis).
    redis-server
    # Sound (QtMultimedia's QSoundEffect): the PulseAudio client library Qt's audio backend loads,
    # and a real PulseAudio server (on a null sink) with pactl, to hear the bundle play.
    libpulse0 pulseaudio pulseaudio-utils
    # Screen-reader tests: the AT-SPI bus and the Python client a screen reader uses, run by the
    # system's python3 from outside the game's process, as Orca reads a window.
    at-spi2-core python3-pyatspi
    # The real screen reader (tests/app/access/test_orca.py): Orca, Debian 12's 43, which logs
    # what it says (SPEECH OUTPUT) even with no synthesiser, so no speech output module; a
    # window manager, for the focus and window:activate Orca follows; dbus-daemon and
    # dbus-send for the session bus and to say a screen reader is on; xdotool to press keys;
    # xprop to see the window manager up.
    orca openbox dbus-daemon dbus-bin xdotool x11-utils
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
# The compiled kernel (setup.py): a C compiler, and the headers of this very interpreter.
if ! command -v cc >/dev/null && ! command -v gcc >/dev/null; then
    missing+=(gcc libc6-dev)
fi
if ! "$PYTHON" -c "import os, sysconfig, sys
sys.exit(not os.path.exists(os.path.join(sysconfig.get_paths()['include'], 'Python.h')))"; then
    version=$("$PYTHON" -c "import sys; print(f'{sys.version_info[0]}.{sys.version_info[1]}')")
    missing+=("python$version-dev")
fi
if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing system packages: ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

stamp=.venv/.hyperrow-installed
# Reinstall when the dependencies, the build or the kernel's C sources changed, or a compiled
# module is missing (a `git clean` removes them).
needs_install() {
    [ -f "$stamp" ] || return 0
    for file in pyproject.toml constraints.txt setup.py engine/game_core.c \
        engine/ai/_kernel/*.c engine/ai/_kernel/*.h
    do
        if [ -e "$file" ] && [ "$file" -nt "$stamp" ]; then return 0; fi
    done
    # One module per Extension in setup.py (the search's is built from several sources).
    for module in engine/_game_core engine/ai/_kernel/connect engine/ai/_kernel/search; do
        compgen -G "$module.*.so" >/dev/null || return 0
    done
    return 1
}
if [ ! -x .venv/bin/python ]; then
    echo "setup: creating .venv"
    "$PYTHON" -m venv .venv
fi
if needs_install; then
    echo "setup: installing hyperrow (compiling its kernel) and its test tools into .venv"
    .venv/bin/python -m pip install --quiet --disable-pip-version-check --upgrade pip
    # Here the compiler is installed: a kernel that fails to compile is an error, not a fallback.
    HYPERROW_REQUIRE_KERNEL=1 .venv/bin/python -m pip install --quiet \
        --disable-pip-version-check -c constraints.txt -e ".[test,package,build,relay]"
    touch "$stamp"
fi

# A catalogue changed since the install (scripts/update-translations.sh, a translator's edit):
# the same compiler as the build's, on what is stale only.
.venv/bin/python scripts/compile_translations.py --stale
