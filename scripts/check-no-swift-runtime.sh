#!/usr/bin/env bash
# Checks that a built libtrellis.so carries the Swift runtime inside it (built with
# -static-stdlib): hosts must not need a Swift toolchain. Fails if any libswift* is NEEDED.
set -euo pipefail
lib="$1"
needed=$(readelf -d "$lib" | awk '/NEEDED/ {print $NF}' | tr -d '[]')
if echo "$needed" | grep -q '^libswift\|^libFoundation\|^libdispatch'; then
    echo "FAIL: $lib depends on the Swift runtime:"; echo "$needed" | sed 's/^/  /'
    exit 1
fi
echo "ok: $lib needs only: $(echo $needed | tr '\n' ' ')"
