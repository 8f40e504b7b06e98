#!/usr/bin/env python3
"""Runs kiwisolver's own test suite against trellis.solver, with only its import lines
changed.

kiwisolver's tests (py/tests/*.py of its source distribution) are fetched from PyPI at test
time (`pip download --no-binary`, cached in --cache) and never committed. Each
`from kiwisolver import ...` becomes `from trellis.solver import ...` and each
`import kiwisolver` becomes `import trellis.solver as kiwisolver`; every other line is
left exactly as kiwisolver ships it (checked: the script counts what it changed). pytest
then runs them with this interpreter, which must have trellis installed.

Usage: kiwi-suite.py [--version 1.5.1] [--cache DIR]
Prints "kiwisolver <version> test suite against trellis.solver: <passed>/<total> passed"
and exits with pytest's status.
"""

import argparse
import os
import re
import subprocess
import sys
import tarfile
import tempfile

IMPORT_FROM = re.compile(r"^(\s*)from kiwisolver import ")
IMPORT_MODULE = re.compile(r"^(\s*)import kiwisolver\s*$")


def fetch_sdist(version, cache):
    path = os.path.join(cache, "kiwisolver-%s.tar.gz" % version)
    if not os.path.isfile(path):
        os.makedirs(cache, exist_ok=True)
        print("fetching the kiwisolver %s source distribution from PyPI" % version, flush=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet",
                        "--disable-pip-version-check", "--no-binary", ":all:", "--no-deps",
                        "kiwisolver==%s" % version, "-d", cache], check=True)
    return path


def extract_tests(sdist, version, directory):
    """Writes kiwisolver's py/tests/*.py into `directory` with the import lines changed.
    Returns (files, lines changed)."""
    prefix = "kiwisolver-%s/py/tests/" % version
    changed = files = 0
    with tarfile.open(sdist) as archive:
        for member in archive.getmembers():
            name = member.name
            if not (name.startswith(prefix) and name.endswith(".py")) or "/" in name[len(prefix):]:
                continue
            text = archive.extractfile(member).read().decode("utf-8")
            lines = text.splitlines(keepends=True)
            for i, line in enumerate(lines):
                new = IMPORT_FROM.sub(r"\1from trellis.solver import ", line)
                new = IMPORT_MODULE.sub(r"\1import trellis.solver as kiwisolver", new)
                if new != line:
                    lines[i] = new
                    changed += 1
            with open(os.path.join(directory, os.path.basename(name)), "w", encoding="utf-8") as f:
                f.write("".join(lines))
            files += 1
    if files == 0:
        raise SystemExit("kiwi-suite.py: no tests under %s in %s" % (prefix, sdist))
    return files, changed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--version", default="1.5.1")
    parser.add_argument("--cache", default=os.path.join(tempfile.gettempdir(), "trellis-kiwi"))
    args = parser.parse_args()
    sdist = fetch_sdist(args.version, args.cache)
    with tempfile.TemporaryDirectory(prefix="kiwi-suite-") as directory:
        files, changed = extract_tests(sdist, args.version, directory)
        result = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                                 "--rootdir", directory, directory],
                                cwd=directory, capture_output=True, text=True)
    output = result.stdout + result.stderr
    counts = {kind: int(n) for n, kind in re.findall(r"(\d+) (passed|failed|error|errors)", output)}
    passed = counts.get("passed", 0)
    total = passed + counts.get("failed", 0) + counts.get("error", 0) + counts.get("errors", 0)
    if result.returncode != 0:
        print(output)
    print("kiwisolver %s test suite against trellis.solver: %d/%d passed (%d files, %d import "
          "lines changed, nothing else)" % (args.version, passed, total, files, changed))
    print("%d passed, %d failed" % (passed, total - passed))  # the line `make test`'s table reads
    if total == 0:
        return 1
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
