#!/usr/bin/env bash
# The demo: lays out the bundled example for several devices and size classes, prints the
# frames, and writes a preview sheet (SVG; also PNG when rsvg-convert is available).
set -euo pipefail
cli="$1"
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/demo-preview.svg"
"$cli" demo "$root/Examples/profile.json" --out "$out"
if command -v rsvg-convert >/dev/null 2>&1; then
    rsvg-convert "$out" -o "${out%.svg}.png" && echo "wrote ${out%.svg}.png"
fi
