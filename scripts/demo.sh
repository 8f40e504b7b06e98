#!/usr/bin/env bash
# The demo: lays out the bundled example on several devices, prints the frames, and draws
# the preview sheet (PNG through rsvg-convert when it is installed, else SVG).
set -euo pipefail
cli="$1"
root="$(cd "$(dirname "$0")/.." && pwd)"
example="$root/Examples/profile.json"
for device in iphone-16-pro iphone-16-pro-landscape ipad-split ipad-pro-13; do
    echo "== $device"
    "$cli" layout "$example" --device "$device"
done
if command -v rsvg-convert >/dev/null 2>&1; then
    "$cli" render "$example" --out "$root/demo-preview.png"
else
    "$cli" render "$example" --out "$root/demo-preview.svg"
fi
