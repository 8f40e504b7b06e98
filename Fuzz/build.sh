#!/usr/bin/env bash
# Builds the libFuzzer targets outside SwiftPM (so `swift build` never sees them):
# Cassowary, TrellisCore and TrellisDocument are compiled with swiftc directly, with
# coverage instrumentation and AddressSanitizer, into .build-fuzz/, then linked into
#   .build-fuzz/fuzz-document   bytes -> DocumentLoader.load -> every scene laid out
#   .build-fuzz/fuzz-scene      a fixed document + bytes decoded as scene mutations
#   .build-fuzz/fuzz-compiled   bytes -> CompiledFormat.load -> round trip, every scene laid out
# Usage: Fuzz/build.sh   (FUZZ_OPT=-Onone for a debug build, default -O; modules are rebuilt
# only when their sources or this script changed, so remove .build-fuzz/ after changing it)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=${FUZZ_OUT:-$ROOT/.build-fuzz}
OPT=${FUZZ_OPT:--O}
SWIFTC=${SWIFTC:-swiftc}

scripts/install-deps.sh

# libFuzzer and ASan come with the Swift toolchain's clang resource directory
# (<toolchain>/usr/lib/clang/<version>/lib/linux/libclang_rt.fuzzer-x86_64.a).
resource=$("$SWIFTC" -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p' | head -1)
if ! ls "$resource"/../clang/*/lib/linux/libclang_rt.fuzzer-*.a >/dev/null 2>&1; then
    echo "error: this Swift toolchain has no libFuzzer runtime (looked in $resource/../clang/*/lib/linux)" >&2
    exit 1
fi

read -r -a CJSON_CFLAGS <<<"$(pkg-config --cflags libcjson) $(pkg-config --cflags libxml-2.0)"
XCC=()
for flag in "${CJSON_CFLAGS[@]}"; do XCC+=(-Xcc "$flag"); done

mkdir -p "$OUT"
# -enable-testing: the scene target checks solver invariants through @testable import.
COMMON=(-parse-as-library -sanitize=fuzzer,address -enable-testing -g "$OPT" -wmo -use-ld=lld -I "$OUT" -I "$ROOT/Sources/CCJSON" -I "$ROOT/Sources/CLibXML2" "${XCC[@]}")

rebuilt=""
module() {  # name, extra flags...
    local name=$1; shift
    # Up to date when the object is newer than its sources and this script, and no module
    # it may import was rebuilt just before it.
    if [ -z "$rebuilt" ] && [ -f "$OUT/$name.o" ] && [ -z "$(find "$ROOT/Sources/$name" "$ROOT/Fuzz/build.sh" \
            -newer "$OUT/$name.o" | head -1)" ]; then
        echo "swiftc $name (up to date)"
        return
    fi
    rebuilt=1
    echo "swiftc $name"
    "$SWIFTC" "${COMMON[@]}" -suppress-warnings "$@" -module-name "$name" -c \
        -emit-module -emit-module-path "$OUT/$name.swiftmodule" \
        -o "$OUT/$name.o" $(find "$ROOT/Sources/$name" -name '*.swift' | sort)
}

# The same per-target flags as Package.swift.
module Cassowary -enforce-exclusivity=unchecked
module TrellisCore -enforce-exclusivity=unchecked
module TrellisDocument

target() {  # executable name, swift files...
    local name=$1; shift
    echo "swiftc $name"
    # Run inside $OUT: the debug module swiftc writes for an executable lands in the cwd.
    (cd "$OUT" && "$SWIFTC" "${COMMON[@]}" -module-name "$(echo "$name" | tr -d -)" "$@" \
        "$OUT/Cassowary.o" "$OUT/TrellisCore.o" "$OUT/TrellisDocument.o" \
        -lcjson -lxml2 -lm -o "$OUT/$name")
}

Fuzz/scene-documents.sh >"$OUT/SceneDocuments.swift"

target fuzz-document "$ROOT/Fuzz/FuzzDocument.swift"
target fuzz-scene "$ROOT/Fuzz/FuzzScene.swift" "$ROOT/Fuzz/SceneOperations.swift" "$OUT/SceneDocuments.swift"
target fuzz-compiled "$ROOT/Fuzz/FuzzCompiled.swift" "$ROOT/Fuzz/SceneOperations.swift"
echo "built $OUT/fuzz-document, $OUT/fuzz-scene and $OUT/fuzz-compiled"
