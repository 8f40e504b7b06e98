#!/usr/bin/env bash
# Runs one test suite, passing its output through, and records its counts for the summary
# table that `make test` prints at the end (scripts/test-summary.py).
#   scripts/run-suite.sh NAME COMMAND [ARGS...]
# The counts come from the suite's own closing line: XCTest's "Executed N tests, with M
# failures", pytest's "N passed, M failed", or the plain "N passed, M failed" of the other
# runners. Exits with the suite's status.
set -uo pipefail
name="$1"; shift
root="$(cd "$(dirname "$0")/.." && pwd)"
log="$(mktemp "${TMPDIR:-/tmp}/trellis-suite.XXXXXX")"
trap 'rm -f "$log"' EXIT
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
python3 "$root/scripts/test-summary.py" record "$name" "$status" "$log"
exit "$status"
