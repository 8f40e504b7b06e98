#!/usr/bin/env bash
# Runs the Python binding's tests against the wheel `make wheel` built, installed into the
# shared virtual environment (created on first use, see python-venv.sh):
#   1. Bindings/python/tests (pytest): the package, the kiwisolver-compatible solver, the
#      wheel in a fresh venv, matplotlib's layouts on trellis.solver, the Tk host under Xvfb
#      (installed when missing; screenshots in .build/screenshots/);
#   2. with `kiwi` as third argument instead: kiwisolver's own test suite against
#      trellis.solver (kiwi-suite.py) — a suite of its own in the `make test` table.
# TRELLIS_LIBRARY is unset: the tests use the library inside the wheel.
#   scripts/python-tests.sh VENV WHEEL_DIR [kiwi]
set -euo pipefail
case "$1" in /*) venv="$1" ;; *) venv="$PWD/$1" ;; esac
wheel_dir="$(cd "$2" && pwd)"
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/python-venv.sh" "$venv"
wheel=$(ls -t "$wheel_dir"/trellis_layout-*.whl | head -n 1)
"$venv/bin/python" -m pip install -q --disable-pip-version-check --force-reinstall --no-deps "$wheel"
"$root/scripts/install-xvfb.sh" || echo "python-tests.sh: could not install Xvfb; the Tk host test will skip"
mkdir -p "$root/.build/screenshots" "$root/.build/cache"
cd "$root/.build"   # not the source folder: `import trellis` must find the installed wheel
if [ "${3:-}" = kiwi ]; then
    exec env -u TRELLIS_LIBRARY "$venv/bin/python" "$root/scripts/kiwi-suite.py" --cache "$root/.build/cache"
fi
env -u TRELLIS_LIBRARY TRELLIS_WHEEL="$wheel" TRELLIS_SCREENSHOT_DIR="$root/.build/screenshots" \
    "$venv/bin/python" -m pytest -q -p no:cacheprovider "$root/Bindings/python/tests"
