#!/usr/bin/env bash
# The demo: lays out the bundled example on several devices, prints the frames, and draws
# the preview sheet (PNG through rsvg-convert when it is installed, else SVG). Then the same
# screen as Interface Builder writes it (Examples/profile.storyboard, IB's ids for the
# JSON's): its frames on the same devices and its own preview sheet.
set -euo pipefail
cli="$1"
root="$(cd "$(dirname "$0")/.." && pwd)"
example="$root/Examples/profile.json"
storyboard="$root/Examples/profile.storyboard"
devices="iphone-16-pro iphone-16-pro-landscape ipad-split ipad-pro-13"
for device in $devices; do
    echo "== $device"
    "$cli" layout "$example" --device "$device"
done
echo "== the storyboard at its design device (iPhone 15/16: the frames it stores)"
"$cli" layout "$storyboard"
for device in $devices; do
    echo "== storyboard, $device"
    "$cli" layout "$storyboard" --device "$device"
done
if command -v rsvg-convert >/dev/null 2>&1; then
    extension=png
else
    extension=svg
fi
"$cli" render "$example" --out "$root/demo-preview.$extension"
"$cli" render "$storyboard" --out "$root/demo-preview-storyboard.$extension"
