#!/usr/bin/env bash
# run_scene_bench.sh — the scene benchmarks of issue 7: stacks of every distribution at
# N = 100…4000 and a 30-label small scene against Yoga, the 1000-view list document, and
# trait changes; one table with the targets at the end (scene_bench.py says what each
# case measures). Not part of the test suite.
#
# Usage: Benchmarks/run_scene_bench.sh [PATH/TO/libtrellis.so]   (`make bench` passes it)
# Environment:
#   BENCH_SIZES            stack sizes (default 100,250,1000,4000)
#   BENCH_REPS             repetitions per case; medians are shown (default 5)
#   BENCH_BUDGET           seconds per case before larger sizes are skipped (default 20)
#   BENCH_ONLY             a subset of stacks,list,traits,small
#   BENCH_PYTHON           the Python for Yoga's venv (default: a Python 3.12 found on this
#                          machine — python3.12 on PATH, then pyenv's — else python3, said so)
#   YOGA_PYTHON_VERSION    yoga-python from PyPI (default 0.1.5)
#   BENCH_ENFORCE_TARGETS  1: exit 3 when a target is missed
#   BENCH_INSTRUCTIONS     1: instead, count instructions per build against native Yoga under
#                          callgrind (instruction_counts.py; sizes default 100,1000,4000,10000)
#
# Yoga comes from PyPI at benchmark time (timed through yoga-python and, natively, through
# the C functions its extension module exports: native_yoga.c), into a venv in Benchmarks/.cache (gitignored);
# the C driver (scene_bench.c) is compiled against the library into Benchmarks/.cache/build.
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")
CACHE="$HERE/.cache"
LIB=${1:-$ROOT/.build/release/libtrellis.so}
[ -f "$LIB" ] || { echo "run_scene_bench.sh: $LIB not found (make lib)" >&2; exit 1; }
LIBDIR=$(cd "$(dirname "$LIB")" && pwd)
YOGA_PYTHON_VERSION=${YOGA_PYTHON_VERSION:-0.1.5}

mkdir -p "$CACHE/build"
${CC:-cc} -O2 -std=gnu11 -I"$ROOT/Include" "$HERE/scene_bench.c" -L"$LIBDIR" -ltrellis \
    -Wl,-rpath,"$LIBDIR" -o "$CACHE/build/scene_bench"
${CC:-cc} -O2 -std=gnu11 "$HERE/native_yoga.c" -ldl -o "$CACHE/build/native_yoga"

# A Python 3.12 for Yoga's venv: on PATH (a pyenv shim only counts if it runs), else any
# pyenv-installed 3.12; failing both, python3 (yoga-python also has wheels for other versions).
find_python() {
    if [ -n "${BENCH_PYTHON:-}" ]; then echo "$BENCH_PYTHON"; return; fi
    if python3.12 -c 'import sys' >/dev/null 2>&1; then command -v python3.12; return; fi
    local root
    root=${PYENV_ROOT:-$(pyenv root 2>/dev/null || echo "$HOME/.pyenv")}
    for candidate in "$root"/versions/3.12*/bin/python3.12; do
        if [ -x "$candidate" ]; then echo "$candidate"; return; fi
    done
    echo "run_scene_bench.sh: no Python 3.12 found (PATH, pyenv); using python3" >&2
    command -v python3
}
PYTHON=$(find_python)
VERSION=$("$PYTHON" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
VENV="$CACHE/venv-yoga-py$VERSION"
if ! "$VENV/bin/python" -c "import yoga" >/dev/null 2>&1 \
        || [ "$("$VENV/bin/python" -m pip show yoga-python 2>/dev/null | sed -n 's/^Version: //p')" != "$YOGA_PYTHON_VERSION" ]; then
    echo "== creating $VENV with $PYTHON (Python $VERSION) and yoga-python $YOGA_PYTHON_VERSION" >&2
    rm -rf "$VENV"
    "$PYTHON" -m venv "$VENV"
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "yoga-python==$YOGA_PYTHON_VERSION" >&2
fi

# Native Yoga (native_yoga.c): the wheel's extension module exports Yoga's C functions; it
# needs libpython's symbols, which the driver loads first.
LIBPYTHON=$("$VENV/bin/python" -c 'import os, sysconfig; print(os.path.join(sysconfig.get_config_var("LIBDIR"), sysconfig.get_config_var("LDLIBRARY")))')
YOGA_MODULE=$("$VENV/bin/python" -c 'import yoga.yoga; print(yoga.yoga.__file__)')
if [ "${BENCH_INSTRUCTIONS:-}" = 1 ]; then
    exec "$VENV/bin/python" "$HERE/instruction_counts.py" --driver "$CACHE/build/scene_bench" \
        --native-yoga "$CACHE/build/native_yoga" --libpython "$LIBPYTHON" --yoga-module "$YOGA_MODULE"
fi
exec "$VENV/bin/python" "$HERE/scene_bench.py" --driver "$CACHE/build/scene_bench" \
    --native-yoga "$CACHE/build/native_yoga" --libpython "$LIBPYTHON" --yoga-module "$YOGA_MODULE"
