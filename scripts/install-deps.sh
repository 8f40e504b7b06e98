#!/usr/bin/env bash
# Installs the system packages Trellis builds and tests with, only when they are missing:
# cJSON's and libxml2's development packages (found through pkg-config), pkg-config itself, and librsvg's
# rsvg-convert (the rasterizer behind `trellis-cli render --out FILE.png`).
set -euo pipefail
missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if ! pkg-config --exists libcjson 2>/dev/null; then missing+=(libcjson-dev); fi
# libxml2 reads Interface Builder's storyboards and xibs.
if ! pkg-config --exists libxml-2.0 2>/dev/null; then missing+=(libxml2-dev); fi
command -v rsvg-convert >/dev/null 2>&1 || missing+=(librsvg2-bin)
# A font for the preview's text (rsvg-convert draws text through fontconfig).
if command -v fc-list >/dev/null 2>&1; then
    fc-list | grep -qi dejavu || missing+=(fonts-dejavu-core)
else
    missing+=(fonts-dejavu-core fontconfig)
fi
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "installing ${missing[*]} (apt-get)"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
