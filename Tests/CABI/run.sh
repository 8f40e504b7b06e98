#!/bin/sh
# Compiles the C ABI tests as plain C99 against Include/trellis.h and runs them.
#   Tests/CABI/run.sh <libdir>      (libdir holds libtrellis.so, e.g. .build/release)
# Environment: CC (default cc), CFLAGS (added), BUILD_DIR (default: a temporary directory).
# Exit status: the test program's (non-zero if any check failed), 2 if it does not compile.
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
for source in "$here"/test_*.c; do
    name=$(basename "$source" .c)
    # shellcheck disable=SC2086
    if ! "$cc" -std=c99 -Wall -Wextra -Werror ${CFLAGS:-} -I"$root/Include" \
            "$source" -o "$out/$name" -L"$libdir" -ltrellis -Wl,-rpath,"$libdir" -lm; then
        echo "$0: $name does not compile" >&2
        exit 2
    fi
    echo "== $name" >&2
    LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$out/$name" || status=$?
done
exit $status
