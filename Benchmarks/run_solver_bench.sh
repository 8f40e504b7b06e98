#!/usr/bin/env bash
# run_solver_bench.sh — the raw-solver benchmark: Trellis (Include/trellis.h) against kiwi.
#
# What it measures and why: the same four scenarios (chain, grid-edit, add/remove FIFO and
# LIFO, an enaml-like GUI grid) run once through Trellis's C API (solver_bench_trellis.c)
# and once through kiwi (solver_bench_kiwi.cpp), kiwi being the solver Trellis must beat.
# It prints a table  scenario | trellis µs | kiwi µs | trellis/kiwi | target  and checks
# that both solvers computed the expected layouts. It is not part of the test suite.
#
# Usage:  Benchmarks/run_solver_bench.sh [PATH/TO/libtrellis.so | --kiwi-only]
#   default library: <repo>/.build/release/libtrellis.so  (`make bench` passes it as $1)
# Environment:
#   BENCH_REPS             repetitions of every scenario inside one process (default 3)
#   BENCH_RUNS             processes per solver; the table shows the median (default 3)
#   KIWI_VERSION           kiwisolver sdist to benchmark against (default 1.5.1)
#   BENCH_ENFORCE_TARGETS  1: exit 3 when a ratio misses its target
#   CC, CXX                compilers (default cc, g++)
#
# kiwi is fetched at benchmark time and never committed: `pip download` of the kiwisolver
# sdist into Benchmarks/.cache (gitignored), then its header-only C++ core (kiwi/kiwi.h) is
# compiled in. Binaries and raw outputs go to Benchmarks/.cache/build. Runs are sequential.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")
CACHE="$HERE/.cache"
BUILD="$CACHE/build"
REPS=${BENCH_REPS:-3}
RUNS=${BENCH_RUNS:-3}
KIWI_VERSION=${KIWI_VERSION:-1.5.1}
CC=${CC:-cc}
CXX=${CXX:-g++}
PYTHON=${PYTHON:-python3}

KIWI_ONLY=0
LIB="$ROOT/.build/release/libtrellis.so"
if [ "${1:-}" = "--kiwi-only" ]; then
    KIWI_ONLY=1
elif [ -n "${1:-}" ]; then
    LIB=$1
fi
if [ "$KIWI_ONLY" = 0 ] && [ ! -f "$LIB" ]; then
    echo "run_solver_bench.sh: $LIB not found; build it (swift build -c release) or pass" \
         "its path, or use --kiwi-only" >&2
    exit 1
fi

mkdir -p "$BUILD"

# ---- kiwi: download the sdist once, unpack it once
KIWI_SRC="$CACHE/kiwisolver-$KIWI_VERSION"
if [ ! -f "$KIWI_SRC/kiwi/kiwi.h" ]; then
    SDIST="$CACHE/kiwisolver-$KIWI_VERSION.tar.gz"
    if [ ! -f "$SDIST" ]; then
        echo "== fetching kiwisolver $KIWI_VERSION (sdist) into $CACHE" >&2
        "$PYTHON" -m pip download --quiet --no-binary :all: --no-deps \
            "kiwisolver==$KIWI_VERSION" -d "$CACHE" >&2
    fi
    tar -xzf "$SDIST" -C "$CACHE"
fi
[ -f "$KIWI_SRC/kiwi/kiwi.h" ] || { echo "run_solver_bench.sh: no kiwi/kiwi.h in $KIWI_SRC" >&2; exit 1; }

# ---- compile (kiwi only when its source changed; the Trellis side is cheap to relink)
KIWI_BIN="$BUILD/solver_bench_kiwi-$KIWI_VERSION"
if [ ! -x "$KIWI_BIN" ] || [ "$HERE/solver_bench_kiwi.cpp" -nt "$KIWI_BIN" ]; then
    echo "== compiling solver_bench_kiwi.cpp against kiwi $KIWI_VERSION" >&2
    "$CXX" -O2 -std=c++17 -I"$KIWI_SRC" "$HERE/solver_bench_kiwi.cpp" -o "$KIWI_BIN"
fi
if [ "$KIWI_ONLY" = 0 ]; then
    LIB_DIR=$(cd "$(dirname "$LIB")" && pwd)
    LIB_FILE="$LIB_DIR/$(basename "$LIB")"
    if [ "$(basename "$LIB")" = "libtrellis.so" ]; then
        LINK=(-L"$LIB_DIR" -ltrellis)
    else
        LINK=("$LIB_FILE")
    fi
    TRELLIS_BIN="$BUILD/solver_bench_trellis"
    echo "== compiling solver_bench_trellis.c against $LIB_FILE" >&2
    "$CC" -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -I"$ROOT/Include" \
        "$HERE/solver_bench_trellis.c" -o "$TRELLIS_BIN" "${LINK[@]}" -Wl,-rpath,"$LIB_DIR" -lm
fi

# ---- run, one process at a time, alternating the two solvers
OUT="$BUILD/out"
rm -rf "$OUT"
mkdir -p "$OUT"
T_FILES=()
K_FILES=()
for run in $(seq 1 "$RUNS"); do
    if [ "$KIWI_ONLY" = 0 ]; then
        echo "== run $run/$RUNS: trellis ($REPS reps)" >&2
        "$TRELLIS_BIN" "$REPS" > "$OUT/trellis.$run.txt" || {
            echo "run_solver_bench.sh: solver_bench_trellis failed (run $run)" >&2
            cat "$OUT/trellis.$run.txt" >&2
            exit 1
        }
        T_FILES+=("$OUT/trellis.$run.txt")
    fi
    echo "== run $run/$RUNS: kiwi ($REPS reps)" >&2
    "$KIWI_BIN" "$REPS" > "$OUT/kiwi.$run.txt" || {
        echo "run_solver_bench.sh: solver_bench_kiwi failed (run $run)" >&2
        exit 1
    }
    K_FILES+=("$OUT/kiwi.$run.txt")
done

ARGS=(--kiwi "${K_FILES[@]}")
if [ "$KIWI_ONLY" = 0 ]; then
    ARGS+=(--trellis "${T_FILES[@]}")
fi
exec "$PYTHON" "$HERE/compare_solver_bench.py" "${ARGS[@]}"
