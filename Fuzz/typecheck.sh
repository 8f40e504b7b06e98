#!/usr/bin/env bash
# Type-checks the three fuzz harnesses against the modules of the debug build, so that
# `make test` notices when a change to the library stops them compiling (the fuzzers are
# built outside SwiftPM, with sanitizers, and take minutes; this takes seconds).
#   Fuzz/typecheck.sh [swift]    (builds the debug modules first when they are missing)
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${1:-swift}
MODULES=.build/debug/Modules
# `--build-tests` makes the debug modules testable, which the scene harness needs
# (`@testable import`); after test-swift this is a no-op.
"$SWIFT" build --build-tests >/dev/null || { echo "fuzz-harnesses: 0 passed, 1 failed (debug build)"; exit 1; }

generated=$(mktemp -d)
trap 'rm -rf "$generated"' EXIT
Fuzz/scene-documents.sh >"$generated/SceneDocuments.swift" || exit 1

read -r -a XML_CFLAGS <<<"$(pkg-config --cflags libcjson) $(pkg-config --cflags libxml-2.0)"
XCC=()
for flag in "${XML_CFLAGS[@]}"; do XCC+=(-Xcc "$flag"); done

passed=0 failed=0
check() {  # name, swift files...
    local name=$1; shift
    if swiftc -typecheck -parse-as-library -I "$MODULES" -I Sources/CCJSON -I Sources/CLibXML2 \
            "${XCC[@]}" -module-name "$name" "$@"; then
        echo "ok   $name"; passed=$((passed + 1))
    else
        echo "FAIL $name does not compile against the library"; failed=$((failed + 1))
    fi
}
check fuzzdocument Fuzz/FuzzDocument.swift
check fuzzscene Fuzz/FuzzScene.swift Fuzz/SceneOperations.swift "$generated/SceneDocuments.swift"
check fuzzcompiled Fuzz/FuzzCompiled.swift Fuzz/SceneOperations.swift
echo "fuzz-harnesses: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
