#!/usr/bin/env bash
# run_scene_bench.sh — the scene benchmark (issue 3): load + first layout of a generated
# 1000-view document and a resize relayout of it, with bytes per view. Targets: < 5 ms and
# < 100 us. Not part of the test suite.
# Usage: Benchmarks/run_scene_bench.sh [PATH/TO/libtrellis.so]
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")
LIB=${1:-$ROOT/.build/release/libtrellis.so}
LIBDIR=$(cd "$(dirname "$LIB")" && pwd)
mkdir -p "$HERE/.cache/build"
${CC:-cc} -O2 -std=gnu11 -I"$ROOT/Include" "$HERE/scene_bench.c" -L"$LIBDIR" -ltrellis \
    -Wl,-rpath,"$LIBDIR" -o "$HERE/.cache/build/scene_bench"
"$HERE/.cache/build/scene_bench" 333 7
