#!/usr/bin/env bash
# Runs the Python binding's tests in a virtual environment (created on first use), against
# the freshly built library.
set -euo pipefail
venv="$1"
lib="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
root="$(cd "$(dirname "$0")/.." && pwd)"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check pytest "$root/Bindings/python"
TRELLIS_LIBRARY="$lib" "$venv/bin/python" -m pytest -q "$root/Bindings/python/tests"
