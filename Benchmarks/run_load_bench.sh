#!/usr/bin/env bash
# run_load_bench.sh — the document load benchmark (issue 8): trellis_document_load on
# generated documents of 100, 1000 and 10,000 views (lists of label and button rows,
# nested stacks, size-class variants, visual formats), as JSON and compiled with
# `trellis-cli compile`, with the heap a loaded document holds per view, and cJSON parsing
# the same text as a peer in the same run. Targets: the 1000-view list in <= 1.5 ms, time
# linear in the views, the compiled form >= 5x faster than JSON. Not part of the tests.
# Usage: Benchmarks/run_load_bench.sh [PATH/TO/libtrellis.so [PATH/TO/trellis-cli]]
# Environment: LOAD_BENCH_VIEWS (default "100 1000 10000"), CC, PYTHON; LOAD_BENCH_STORYBOARDS
# (space-separated .storyboard/.xib paths): each is also loaded beside the trellis/1 JSON
# `trellis-cli import` writes for it (issue 20's target: a storyboard loads in <= 2x its JSON).
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")
LIB=${1:-$ROOT/.build/release/libtrellis.so}
CLI=${2:-$(dirname "$LIB")/trellis-cli}
LIBDIR=$(cd "$(dirname "$LIB")" && pwd)
DOCS="$HERE/.cache/load-documents"
BUILD="$HERE/.cache/build"
mkdir -p "$DOCS" "$BUILD"

read -r -a views <<<"${LOAD_BENCH_VIEWS:-100 1000 10000}"
"${PYTHON:-python3}" "$HERE/generate_documents.py" "$DOCS" "${views[@]}" >/dev/null
documents=()
for shape in list stacks variants vfl; do
    for count in "${views[@]}"; do
        json="$DOCS/$shape-$count.json"
        "$CLI" compile "$json" -o "${json%.json}.trellisc" >/dev/null
        documents+=("$json")
    done
done

${CC:-cc} -O2 -std=gnu11 -rdynamic -I"$ROOT/Include" "$HERE/load_bench.c" -L"$LIBDIR" -ltrellis -lcjson \
    -Wl,-rpath,"$LIBDIR" -o "$BUILD/load_bench"
echo "== document load (median us; us/view = JSON us per view; json/cj = JSON load / cJSON parse+free of the same text;"
echo "   speedup = JSON / compiled; B/view = heap held by a loaded document per view)"
"$BUILD/load_bench" "${documents[@]}"

if [[ -n "${LOAD_BENCH_STORYBOARDS:-}" ]]; then
    read -r -a storyboards <<<"$LOAD_BENCH_STORYBOARDS"
    pairs=()
    for source in "${storyboards[@]}"; do
        name=$(basename "$source")
        name=${name%.*}
        name=${name:0:24}
        extension=${source##*.}
        cp "$source" "$DOCS/$name.$extension"
        "$CLI" import "$DOCS/$name.$extension" -o "$DOCS/$name.json" >/dev/null 2>&1
        pairs+=("$DOCS/$name.json" "$DOCS/$name.$extension")
    done
    echo "== Interface Builder documents and the trellis/1 JSON import writes for each (json us: each one's load)"
    "$BUILD/load_bench" "${pairs[@]}"
fi
