#!/usr/bin/env bash
# Builds the Python package as a platform wheel that carries libtrellis (make wheel).
#   scripts/build-wheel.sh VENV LIBTRELLIS WHEEL_DIR
# The wheel (trellis-<version>-<python>-<platform>.whl) lands in WHEEL_DIR, replacing older
# ones; Bindings/python/setup.py compiles the C extension and copies LIBTRELLIS (and the
# libcjson it needs) into the package. VENV (created when missing) is the build environment.
set -euo pipefail
case "$1" in /*) venv="$1" ;; *) venv="$PWD/$1" ;; esac
lib="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
wheel_dir="$3"
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/python-venv.sh" "$venv"
# The C extension needs Python's headers: a system Python has them in python3-dev.
include=$("$venv/bin/python" -c "import sysconfig; print(sysconfig.get_paths()['include'])")
if [ ! -f "$include/Python.h" ]; then
    if [ "$("$venv/bin/python" -c 'import sys; print(sys.base_prefix)')" = /usr ] && command -v apt-get >/dev/null; then
        echo "installing python3-dev (apt-get): the C extension needs Python.h"
        SUDO=""
        if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
        DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-dev >/dev/null
    else
        echo "build-wheel.sh: no Python.h in $include: install this Python's headers" >&2
        exit 1
    fi
fi
mkdir -p "$wheel_dir"
rm -f "$wheel_dir"/trellis_layout-*.whl
TRELLIS_LIBRARY="$lib" "$venv/bin/python" -m pip wheel -q --disable-pip-version-check \
    --no-deps --no-build-isolation -w "$wheel_dir" "$root/Bindings/python"
ls "$wheel_dir"/trellis_layout-*.whl
