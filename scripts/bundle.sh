#!/usr/bin/env bash
# Builds what a player or a packager downloads, into dist/ (or $HYPERROW_DIST):
#   - the sdist and a platform wheel with the compiled core (python -m build; a failed compile
#     fails the build: HYPERROW_REQUIRE_KERNEL=1);
#   - a one-folder PyInstaller bundle, dist/hyperrow/ (packaging/hyperrow.spec), made from a
#     fresh virtual environment that has only the wheel and its dependencies, with install.sh and
#     uninstall.sh, packed as dist/hyperrow-VERSION-linux-ARCH.tar.gz.
# Then prints the sizes, and the start-up time to the first drawn frame of the bundle next to the
# source install's, measured in the same run (benchmarks/startup.py); --no-timing leaves that out
# (the tests start the results themselves).
set -euo pipefail
timing=1
[ "${1:-}" = "--no-timing" ] && timing=0
cd "$(dirname "$0")/.."
bash scripts/setup.sh
dist=${HYPERROW_DIST:-$PWD/dist}
work=${HYPERROW_BUILD:-$PWD/build}
PYTHON=${PYTHON:-python3}
# For the build steps only: the C core must compile (setup.py), and must load when PyInstaller
# collects the engine (engine.ai.kernel), or the build stops here.
require=(env HYPERROW_REQUIRE_KERNEL=1)

rm -rf "$dist" "$work"
mkdir -p "$dist" "$work"
echo "== wheel and sdist"
"${require[@]}" .venv/bin/python -m build --outdir "$dist" . > "$work/build.log" 2>&1 \
    || { tail -n 40 "$work/build.log"; echo "bundle.sh: python -m build failed" >&2; exit 1; }
wheel=$(ls "$dist"/hyperrow-*.whl)
sdist=$(ls "$dist"/hyperrow-*.tar.gz)
version=$(basename "$wheel" | cut -d- -f2)

echo "== bundle"
venv=$work/venv
"$PYTHON" -m venv "$venv"
# --only-binary: the wheel must install with no compiler, like on a player's machine.
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --only-binary=:all: \
    -c constraints.txt "$wheel" pyinstaller > "$work/pip.log" 2>&1 \
    || { tail -n 40 "$work/pip.log"; echo "bundle.sh: installing the wheel failed" >&2; exit 1; }
(cd "$work" && "${require[@]}" "$venv/bin/pyinstaller" --noconfirm --log-level WARN \
    --distpath "$dist" --workpath "$work/pyinstaller" "$OLDPWD/packaging/hyperrow.spec")
cp packaging/install.sh packaging/uninstall.sh "$dist/hyperrow/"
archive=$dist/hyperrow-$version-linux-$(uname -m).tar.gz
tar -C "$dist" -czf "$archive" hyperrow

size() { du -sh "$1" | cut -f1; }
echo "== sizes"
echo "wheel:  $(size "$wheel")  $wheel"
echo "sdist:  $(size "$sdist")  $sdist"
echo "bundle: $(size "$dist/hyperrow") unpacked, $(size "$archive") packed  $archive"
[ "$timing" = 1 ] || exit 0
echo "== start-up"
commands=("source install=.venv/bin/python -m app" "wheel in a fresh venv=$venv/bin/hyperrow"
    "bundle=$dist/hyperrow/hyperrow")
if [ -n "${DISPLAY:-}" ]; then
    .venv/bin/python benchmarks/startup.py --runs 5 "${commands[@]}"
else
    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python benchmarks/startup.py --runs 5 \
        "${commands[@]}"
fi
