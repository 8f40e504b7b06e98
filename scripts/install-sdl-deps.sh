#!/usr/bin/env bash
# Installs what the SDL host (Examples/sdl, `make sdl-host`) builds and is tested with, only
# when it is missing: SDL2 and SDL_ttf's development packages (found through pkg-config),
# the DejaVu fonts it draws with, pkg-config itself, and, with --test, an X server (Xvfb) to
# open its window in. Without apt-get it says what is missing and fails.
set -euo pipefail
missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
pkg-config --exists sdl2 2>/dev/null || missing+=(libsdl2-dev)
pkg-config --exists SDL2_ttf 2>/dev/null || missing+=(libsdl2-ttf-dev)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
if [ "${1:-}" = "--test" ]; then
    command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
fi
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-sdl-deps.sh: no apt-get to install ${missing[*]}" >&2
    exit 1
fi
echo "installing ${missing[*]} (apt-get)"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
