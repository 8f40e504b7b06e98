#!/usr/bin/env bash
# Runs the libFuzzer targets for SECONDS each (default 60), after building them:
#   Fuzz/run.sh [seconds] [target ...]      (targets: document scene compiled; default all)
# Each target keeps its growing corpus in .build-fuzz/corpus-<target> (seeded from
# Fuzz/corpus-<target>, which is never written to; the compiled target's seeds are the
# JSON seeds and example documents compiled by this build, in .build-fuzz/seeds-compiled)
# and writes crash, timeout and leak inputs to .build-fuzz/artifacts-<target>/. Exits
# non-zero when a target failed. FUZZ_JOBS=N runs N workers per target (libFuzzer -fork);
# default 1.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(document scene compiled)
OUT=.build-fuzz
Fuzz/build.sh || exit 1

# The Swift runtime's own crash backtracer fights ASan (it reads the stack in ways ASan
# flags); libFuzzer and ASan print the stack of a crash instead.
export SWIFT_BACKTRACE=enable=no

# Compiled seeds are made by the compiled target itself, so they have this build's format.
mkdir -p "$OUT/seeds-compiled"
TRELLIS_FUZZ_WRITE_SEEDS="$OUT/seeds-compiled" "$OUT/fuzz-compiled" Fuzz/corpus-document/*.json \
    $(ls Tests/Fixtures/examples/*.json | grep -v expected) Examples/*.json

status=0
for target in "${targets[@]}"; do
    corpus=$OUT/corpus-$target
    artifacts=$OUT/artifacts-$target
    log=$OUT/fuzz-$target.log
    mkdir -p "$corpus" "$artifacts"
    seeds=()
    [ -d "Fuzz/corpus-$target" ] && seeds+=("Fuzz/corpus-$target")
    [ "$target" = compiled ] && seeds+=("$OUT/seeds-compiled")
    dict=()
    [ -f "Fuzz/$target.dict" ] && dict+=("-dict=Fuzz/$target.dict")
    # Documents grow to a few KB; a scene input is a document choice and operations.
    max_len=16384
    [ "$target" = scene ] && max_len=4096
    fork=()
    [ "${FUZZ_JOBS:-1}" -gt 1 ] && fork+=("-fork=${FUZZ_JOBS}")
    echo "fuzz-$target: ${seconds}s, log $log"
    # -detect_leaks=1: LeakSanitizer (part of ASan) checks every input that allocated more
    # than it freed; it works with Swift (retain cycles are reported with their stacks).
    nice -n 10 "$OUT/fuzz-$target" "$corpus" "${seeds[@]}" "${dict[@]}" "${fork[@]}" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -detect_leaks=1 \
        -max_len="$max_len" -print_final_stats=1 -artifact_prefix="$artifacts/" >"$log" 2>&1
    code=$?
    grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb|^Done [0-9]+ runs" "$log" | sed "s/^/  /"
    if [ $code -ne 0 ]; then
        status=1
        echo "fuzz-$target FAILED (exit $code); the end of $log:"
        grep -E "ERROR|SUMMARY|Fatal error|Test unit written|==[0-9]+==" "$log" | tail -8 | sed "s/^/  /"
    fi
done
exit $status
