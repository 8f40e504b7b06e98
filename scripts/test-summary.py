#!/usr/bin/env python3
"""The summary table of `make test`: one row per suite (passed, failed), then the total.

    test-summary.py reset                      forget earlier results
    test-summary.py record NAME STATUS LOG     read a suite's counts from its output
    test-summary.py table                      print the table; exit 1 if any suite failed

Results live in $TRELLIS_TEST_RESULTS (default .build/test-results), one file per suite,
written by scripts/run-suite.sh. A suite that exits non-zero counts at least one failure,
even when its output has no count (a build that failed, a crash).
"""
import os
import re
import shutil
import sys

RESULTS = os.environ.get("TRELLIS_TEST_RESULTS",
                         os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "test-results"))

# XCTest's closing line; with skips it reads "Executed 560 tests, with 7 tests skipped and
# 0 failures".
XCTEST = re.compile(r"Executed (\d+) tests?, with (?:(\d+) tests? skipped and )?(\d+) failures?")
# pytest's last line: "== 3 failed, 80 passed in 1.2s ==", or "83 passed in 1.34s" with -q.
PYTEST = re.compile(r"^=*\s*((?:\d+ \w+(?:, )?)+) in [\d.]+s\b.*$")
PLAIN = re.compile(r"^(?:[\w-]+: )?(\d+) passed, (\d+) failed(?:, \d+ skipped)?$")


def counts(text):
    """(passed, failed) from a suite's output, or None when it has no count."""
    found = None
    for line in text.splitlines():
        line = line.strip()
        match = XCTEST.search(line)
        if match:
            total, skipped, failures = int(match.group(1)), int(match.group(2) or 0), int(match.group(3))
            found = (total - skipped - failures, failures)
            continue
        match = PYTEST.match(line)
        if match and ("passed" in line or "failed" in line or "error" in line):
            summary = match.group(1)
            def number(word):
                hit = re.search(r"(\d+) " + word, summary)
                return int(hit.group(1)) if hit else 0
            found = (number("passed"), number("failed") + number("error"))
            continue
        match = PLAIN.match(line)
        if match:
            found = (int(match.group(1)), int(match.group(2)))
    return found


def record(name, status, log_path):
    with open(log_path, encoding="utf-8", errors="replace") as log:
        found = counts(log.read())
    passed, failed = found if found else (0, 0)
    if int(status) != 0 and failed == 0:
        failed = 1
    os.makedirs(RESULTS, exist_ok=True)
    with open(os.path.join(RESULTS, name), "w") as out:
        out.write(f"{name}\t{passed}\t{failed}\t{status}\t{'' if found else 'no count'}\n")


def table():
    rows = []
    if os.path.isdir(RESULTS):
        for entry in sorted(os.listdir(RESULTS), key=lambda n: os.path.getmtime(os.path.join(RESULTS, n))):
            with open(os.path.join(RESULTS, entry)) as f:
                name, passed, failed, status, note = f.read().rstrip("\n").split("\t")
                rows.append((name, int(passed), int(failed), note))
    width = max([len("suite")] + [len(r[0]) for r in rows] + [len("total")])
    print()
    print(f"{'suite':<{width}}  {'passed':>7}  {'failed':>7}")
    print(f"{'-' * width}  {'-' * 7}  {'-' * 7}")
    for name, passed, failed, note in rows:
        print(f"{name:<{width}}  {passed:>7}  {failed:>7}" + (f"  ({note})" if note else ""))
    total_passed = sum(r[1] for r in rows)
    total_failed = sum(r[2] for r in rows)
    print(f"{'-' * width}  {'-' * 7}  {'-' * 7}")
    print(f"{'total':<{width}}  {total_passed:>7}  {total_failed:>7}")
    print(f"{total_passed} passed, {total_failed} failed")
    return 1 if total_failed or not rows else 0


def main(argv):
    if argv[1:2] == ["reset"]:
        shutil.rmtree(RESULTS, ignore_errors=True)
        return 0
    if argv[1:2] == ["record"] and len(argv) == 5:
        record(argv[2], argv[3], argv[4])
        return 0
    if argv[1:2] == ["table"]:
        return table()
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
