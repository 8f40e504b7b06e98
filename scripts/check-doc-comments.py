#!/usr/bin/env python3
"""Fails when a public declaration in Sources/ has no `///` doc comment.

usage: scripts/check-doc-comments.py [SOURCES_DIR]      (default: the repository's Sources/)

A declaration is public when its modifiers (before the keyword that introduces it) include
`public` or `open`; `public extension` is left out (an extension is documented by its
members). Its doc comment is the `///` line (or the end of a `/** ... */` block) directly
above it, attributes such as `@inlinable` or `@_cdecl("...")` in between allowed. Prints
every undocumented declaration as FILE:LINE: TEXT and closes with "N passed, M failed",
N being the documented public declarations.
"""
import os
import re
import sys

MODIFIER = r"(?:public|open|private\(set\)|internal\(set\)|fileprivate\(set\)|static|class|final|override|" \
           r"mutating|nonmutating|nonisolated|convenience|required|indirect|lazy|weak|unowned|dynamic|" \
           r"prefix|postfix|infix)"
DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*((?:" + MODIFIER + r"\s+)+)"
                         r"(func|var|let|init|subscript|struct|class|enum|protocol|typealias|actor|"
                         r"extension|case|associatedtype|deinit|macro|operator)\b")
ATTRIBUTE_LINE = re.compile(r"^\s*@\w+(?:\([^)]*\))?\s*$")


def undocumented(path):
    """(line number, text) of each public declaration in `path` without a doc comment, and
    the number of documented ones."""
    lines = open(path, encoding="utf-8").read().splitlines()
    missing, documented = [], 0
    for index, line in enumerate(lines):
        match = DECLARATION.match(line)
        if not match:
            continue
        modifiers = match.group(1).split()
        if not ({"public", "open"} & set(modifiers)) or match.group(2) == "extension":
            continue
        above = index - 1
        while above >= 0 and ATTRIBUTE_LINE.match(lines[above]):
            above -= 1
        previous = lines[above].strip() if above >= 0 else ""
        if previous.startswith("///") or previous.endswith("*/"):
            documented += 1
        else:
            missing.append((index + 1, line.strip()))
    return missing, documented


def main(argv):
    root = argv[0] if argv else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources")
    total_missing = total_documented = 0
    for directory, _, names in sorted(os.walk(root)):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            missing, documented = undocumented(path)
            total_documented += documented
            total_missing += len(missing)
            for number, text in missing:
                print(f"{os.path.relpath(path)}:{number}: no /// comment: {text}")
    print(f"{total_documented} passed, {total_missing} failed")
    return 1 if total_missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
