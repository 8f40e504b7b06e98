#!/bin/sh
# Compiles the C ABI tests as plain C99 against Include/trellis.h and runs them.
#   Tests/CABI/run.sh <libdir>      (libdir holds libtrellis.so, e.g. .build/release)
# Environment: CC (default cc), CFLAGS (added), BUILD_DIR (default: a temporary directory).
# Compiles and runs every Tests/CABI/test_*.c. Prints each program's "N passed, M failed"
# line, then the total as a last line "N passed, M failed" (a program that crashes before
# its summary counts as one failure).
# Exit status: 0 if every check passed; else the first failing program's status (1 for
# failed checks, or its crash status); 2 if a program does not compile.
set -eu

if [ $# -ne 1 ]; then
    echo "usage: $0 <libdir>" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
libdir=$(cd "$1" && pwd)
if [ ! -f "$libdir/libtrellis.so" ] && [ ! -f "$libdir/libtrellis.dylib" ]; then
    echo "$0: no libtrellis in $libdir" >&2
    exit 2
fi

cc=${CC:-cc}
if [ -n "${BUILD_DIR:-}" ]; then
    out=$BUILD_DIR
    mkdir -p "$out"
else
    out=$(mktemp -d "${TMPDIR:-/tmp}/trellis-cabi.XXXXXX")
    trap 'rm -rf "$out"' EXIT
fi

status=0
total_passed=0
total_failed=0
for source in "$here"/test_*.c; do
    name=$(basename "$source" .c)
    # shellcheck disable=SC2086
    if ! "$cc" -std=c99 -Wall -Wextra -Werror ${CFLAGS:-} -I"$root/Include" \
            "$source" -o "$out/$name" -L"$libdir" -ltrellis -Wl,-rpath,"$libdir" -lm; then
        echo "$0: $name does not compile" >&2
        exit 2
    fi
    echo "== $name" >&2
    # Each program prints its failures on stderr and "N passed, M failed" last on stdout.
    rc=0
    LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$out/$name" >"$out/$name.out" || rc=$?
    summary=$(tail -n 1 "$out/$name.out")
    program_passed=$(printf '%s\n' "$summary" | sed -n 's/^\([0-9][0-9]*\) passed, \([0-9][0-9]*\) failed$/\1/p')
    program_failed=$(printf '%s\n' "$summary" | sed -n 's/^\([0-9][0-9]*\) passed, \([0-9][0-9]*\) failed$/\2/p')
    if [ -z "$program_passed" ]; then
        # crashed or stopped before its summary: count the program as one failure
        echo "$0: $name ended without a summary line (exit status $rc)" >&2
        program_passed=0
        program_failed=1
        [ "$rc" -ne 0 ] || rc=1
    fi
    echo "$program_passed passed, $program_failed failed"
    total_passed=$((total_passed + program_passed))
    total_failed=$((total_failed + program_failed))
    if [ "$rc" -ne 0 ] && [ "$status" -eq 0 ]; then
        status=$rc
    fi
done
echo "== total" >&2
echo "$total_passed passed, $total_failed failed"
if [ "$status" -eq 0 ] && [ "$total_failed" -ne 0 ]; then
    status=1
fi
exit $status
