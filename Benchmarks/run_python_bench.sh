#!/usr/bin/env bash
# run_python_bench.sh — trellis.solver against kiwisolver through their Python APIs
# (python_solver_bench.py: the raw-solver scenarios and matplotlib's layouts). kiwisolver
# and matplotlib come from PyPI into the shared virtual environment; the trellis package is
# the wheel `make wheel` built. Not part of the test suite.
# Usage: Benchmarks/run_python_bench.sh VENV WHEEL_DIR   (make bench passes them)
# Environment: BENCH_REPS (runs per module and scenario, default 15).
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")
venv=${1:-$ROOT/.build/venv}
case "$venv" in /*) ;; *) venv="$PWD/$venv" ;; esac
wheel_dir=$(cd "${2:-$ROOT/.build/wheel}" && pwd)
"$ROOT/scripts/python-venv.sh" "$venv"
wheel=$(ls -t "$wheel_dir"/trellis_layout-*.whl | head -n 1)
"$venv/bin/python" -m pip install -q --disable-pip-version-check --force-reinstall --no-deps "$wheel"
cd "$ROOT/.build"
exec env -u TRELLIS_LIBRARY "$venv/bin/python" -W ignore "$HERE/python_solver_bench.py"
