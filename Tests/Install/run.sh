#!/usr/bin/env bash
# The installed library as a C host meets it: `make install PREFIX=<temporary folder>`,
# then, from folders outside the repository,
#   - the README's "Thirty seconds in C" program, built with `pkg-config --cflags --libs trellis`;
#   - Bindings/c (the example host), built by its own Makefile through pkg-config;
#   - Tests/Install/initial_scene.c (a document with initialScene and a segue);
# each run with a literal expected output, and under valgrind (no errors, no definite
# leaks) when valgrind is installed. Prints "N passed, M failed" last.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/trellis-install.XXXXXX")"
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"
passed=0
failed=0

check() {  # check NAME EXPECTED ACTUAL
    if [ "$2" = "$3" ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        printf 'FAIL %s\n  expected: %s\n  actual:   %s\n' "$1" "$2" "$3" >&2
    fi
}

run_checked() {  # run_checked NAME EXPECTED-OUTPUT PROGRAM: output, then valgrind when present
    local name="$1" expected="$2" program="$3" output
    output="$("$program" 2>&1)"
    check "$name: output" "$expected" "$output"
    if command -v valgrind >/dev/null 2>&1; then
        # definite leaks and memory errors fail; the Swift runtime's one-time allocations
        # stay reachable until exit and are not leaks.
        if valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
                --show-leak-kinds=definite "$program" >"$work/valgrind.out" 2>&1; then
            check "$name: valgrind" "clean" "clean"
        else
            check "$name: valgrind" "clean" "errors (see below)"
            cat "$work/valgrind.out" >&2
        fi
    else
        echo "valgrind not installed: $name not checked for memory errors"
    fi
}

# 1. Install.
if make -C "$root" --no-print-directory install PREFIX="$prefix" >"$work/install.log" 2>&1; then
    check "make install" "ok" "ok"
else
    check "make install" "ok" "failed"
    cat "$work/install.log" >&2
    echo "$passed passed, $failed failed"
    exit 1
fi
check "installed files" "bin/trellis-cli include/trellis.h lib/libtrellis.so lib/pkgconfig/trellis.pc" \
    "$(cd "$prefix" && find . -type f | sed 's|^\./||' | sort | tr '\n' ' ' | sed 's/ $//')"
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
check "pkg-config --modversion" "$(sed -n 's/.*staticString: StaticString = "\(.*\)"/\1/p' "$root/Sources/TrellisCore/TrellisVersion.swift")" \
    "$(pkg-config --modversion trellis)"
check "pkg-config --cflags" "-I$prefix/include" "$(pkg-config --cflags trellis | sed 's/ *$//')"

# 2. The README's C example, from another folder.
mkdir -p "$work/readme"
awk '/^## Thirty seconds in C/{section=1} section && /^```c$/{code=1; next} code && /^```$/{exit} code' \
    "$root/README.md" >"$work/readme/example.c"
check "README has a C example" "yes" "$([ -s "$work/readme/example.c" ] && echo yes || echo no)"
if (cd "$work/readme" && cc -std=c99 -Wall -Wextra -Werror example.c $(pkg-config --cflags --libs trellis) -o example) 2>"$work/cc.log"; then
    check "README example builds with pkg-config" "ok" "ok"
    # hello: "Hello" in body (17 pt) is 5 x 0.6 x 17 = 51 wide, 1.25 x 17 = 21.25 tall,
    # centred in 390 (x = 195 - 25.5), at the root's top margin (8).
    run_checked "README example" "title at (169.5, 8) size 51 x 21.25" "$work/readme/example"
else
    check "README example builds with pkg-config" "ok" "failed: $(cat "$work/cc.log")"
fi

# 3. Bindings/c through its Makefile, from a copy outside the repository.
cp -r "$root/Bindings/c" "$work/host"
rm -f "$work/host/example"
if make -C "$work/host" --no-print-directory example >"$work/make.log" 2>&1; then
    check "Bindings/c builds with pkg-config" "yes" "$(grep -q -- "-I$prefix/include" "$work/make.log" && echo yes || echo no)"
    # Three equal boxes 8 apart filling the width: w = (width - 16) / 3.
    run_checked "Bindings/c example" "Trellis $(pkg-config --modversion trellis)
width 320:  box0 x=0 w=101.333  box1 x=109.333 w=101.333  box2 x=218.667 w=101.333
width 500:  box0 x=0 w=161.333  box1 x=169.333 w=161.333  box2 x=338.667 w=161.333
width 20:  box0 x=0 w=1.33333  box1 x=9.33333 w=1.33333  box2 x=18.6667 w=1.33333" "$work/host/example"
else
    check "Bindings/c builds with pkg-config" "ok" "failed"
    cat "$work/make.log" >&2
fi

# 4. A document with initialScene and a segue (valgrind once found an uninitialised read
#    in resolving their scene names, issue 17).
mkdir -p "$work/initial"
if cc -std=c99 -Wall -Wextra -Werror "$root/Tests/Install/initial_scene.c" $(pkg-config --cflags --libs trellis) \
        -o "$work/initial/initial_scene" 2>"$work/cc.log"; then
    run_checked "initialScene and segues" "initial scene root page: 320 x 480" "$work/initial/initial_scene"
else
    check "initial_scene.c builds with pkg-config" "ok" "failed: $(cat "$work/cc.log")"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
