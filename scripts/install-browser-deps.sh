#!/usr/bin/env bash
# Installs what the browser test of `trellis-cli preview` (Tests/Preview) needs, only when
# missing: Debian's headless Chromium and its WebDriver (chromium, chromium-driver), and
# selenium from PyPI into the project's virtual environment.
#   scripts/install-browser-deps.sh VENV
set -euo pipefail
venv="$1"
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
# The page's text is drawn with DejaVu, like `render`'s pictures.
fc-list 2>/dev/null | grep -i dejavu >/dev/null || missing+=(fonts-dejavu-core)
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing ${missing[*]} (apt-get)"
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import selenium" 2>/dev/null; then
    echo "installing selenium (pip)"
    "$venv/bin/python" -m pip install --quiet "selenium>=4.10"
fi
