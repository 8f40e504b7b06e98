#!/usr/bin/env bash
# Creates (once) the virtual environment the Python build, tests and benchmarks share, with
# what they need from PyPI: setuptools and wheel (the package build), pytest, matplotlib
# (which brings kiwisolver, numpy and Pillow) and mypy. Cached in VENV: a second run only
# checks the list.
#   scripts/python-venv.sh VENV
set -euo pipefail
venv="$1"
python="${PYTHON:-python3}"
requirements="setuptools wheel pytest matplotlib mypy"
stamp="$venv/.trellis-requirements"
if [ ! -x "$venv/bin/python" ]; then
    "$python" -m venv "$venv"
fi
if [ "$(cat "$stamp" 2>/dev/null)" != "$requirements" ]; then
    echo "installing into $venv: $requirements"
    # shellcheck disable=SC2086
    "$venv/bin/python" -m pip install -q --disable-pip-version-check $requirements
    echo "$requirements" > "$stamp"
fi
