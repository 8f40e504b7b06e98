#!/usr/bin/env python3
"""direct-share: how much of real layouts direct resolution certifies without the LP.

    scripts/direct-share.py CLI PATH [PATH ...] [--intrinsic-from-frames] [--by-file]

Each PATH is a document (trellis/1 JSON, compiled, storyboard or xib) or a folder of them.
Every scene of every document is laid out once at its default size with
`trellis-cli layout --solver-stats`, which prints the solver's `DirectResolutionReport`;
the counts are summed per group of documents (the folder, or the file's own name) and
printed: connected components certified, the share of first layouts that needed no LP at
all, and why the others fell back; and, when the CLI prints them (sealed stacks), the stacks laid
out in closed form, the closed-form layouts and why the other stacks were not sealed (summed
over the scenes, printed after the table). Storyboards and xibs are laid out with
--intrinsic-from-frames when asked (what `make ib-check` does). Not a test: a measurement
for docs/solver.md.
"""
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

DOCUMENT_SUFFIXES = (".json", ".storyboard", ".xib", ".trellisc")
STATS = re.compile(
    r"direct resolution: (\d+)/(\d+) components \((\d+)/(\d+) solves without the LP\); "
    r"fallbacks: undetermined (\d+), required row violated (\d+), preference not dominated (\d+), "
    r"numerically unsafe (\d+)")
SEALING = re.compile(
    r"sealed stacks: (\d+) sealed \((\d+) now\), (\d+) closed-form layouts; not sealed: (.*)")
FIELDS = ("resolved", "components", "resolvedSolves", "solves",
          "undetermined", "requiredRowViolated", "preferenceNotDominated", "numericallyUnsafe")


def documents(paths):
    """(group, file) for every document under the paths, in a stable order."""
    for path in paths:
        if os.path.isdir(path):
            for name in sorted(os.listdir(path)):
                if name.endswith(DOCUMENT_SUFFIXES) and "expected" not in name:
                    yield os.path.basename(os.path.normpath(path)), os.path.join(path, name)
        else:
            yield os.path.basename(path), path


def scene_ids(cli, path):
    """The scene ids of a document; storyboards and xibs through `trellis-cli import`."""
    source = path
    if not path.endswith(".json"):
        with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as handle:
            source = handle.name
        result = subprocess.run([cli, "import", path, "-o", source], capture_output=True, text=True)
        if result.returncode != 0:
            os.unlink(source)
            return None
    try:
        with open(source) as handle:
            document = json.load(handle)
        scenes = document.get("scenes", [])
        return [scene["id"] for scene in scenes] if isinstance(scenes, list) else list(scenes)
    except (OSError, ValueError, KeyError, TypeError):
        return None
    finally:
        if source != path:
            os.unlink(source)


def main(argv):
    from_frames = "--intrinsic-from-frames" in argv
    by_file = "--by-file" in argv
    argv = [a for a in argv if not a.startswith("--")]
    if len(argv) < 2:
        print(__doc__)
        return 2
    cli, paths = argv[0], argv[1:]
    totals = collections.defaultdict(collections.Counter)
    unreadable = collections.Counter()
    sealing = collections.defaultdict(collections.Counter)
    sealing_reported = False
    for group, path in documents(paths):
        is_ib = path.endswith((".storyboard", ".xib"))
        ids = scene_ids(cli, path) if path.endswith((".json", ".storyboard", ".xib")) else [None]
        if ids is None:
            unreadable[group] += 1
            continue
        for sid in ids:
            command = [cli, "layout", path, "--solver-stats"]
            if sid is not None:
                command += ["--scene", sid]
            if from_frames and is_ib:
                command.append("--intrinsic-from-frames")
            result = subprocess.run(command, capture_output=True, text=True)
            match = STATS.search(result.stderr)
            if not match:
                unreadable[group] += 1
                continue
            counts = dict(zip(FIELDS, map(int, match.groups())))
            key = os.path.basename(path) if by_file else group
            totals[key].update(counts)
            totals[key]["scenes"] += 1
            sealed = SEALING.search(result.stderr)
            if sealed:
                sealing_reported = True
                add_sealing(sealing[key], sealed)
    print("%-40s %7s %22s %18s  %s" % ("documents", "scenes", "components certified", "no LP at all",
                                      "fallbacks (undetermined / required violated / not dominated / unsafe)"))
    overall = collections.Counter()
    for key in sorted(totals):
        overall.update(totals[key])
        print(line(key, totals[key]))
    if len(totals) > 1:
        print(line("all", overall))
    if sealing_reported:
        print_sealing(sealing)
    else:
        print("(the CLI prints no sealed-stack counters)")
    for group, count in sorted(unreadable.items()):
        print("(%d documents or scenes of %s could not be laid out)" % (count, group))
    return 0


def add_sealing(counts, match):
    """Adds one scene's sealing counters (`Scene.stackSealingSummary`) into `counts`."""
    counts["sealed"] += int(match.group(1))
    counts["sealed now"] += int(match.group(2))
    counts["closed-form layouts"] += int(match.group(3))
    if match.group(4).strip() != "none":
        for part in match.group(4).split(", "):
            reason, _, count = part.rpartition(" ")
            counts["not sealed: " + reason] += int(count)


def print_sealing(sealing):
    """Per group and in all: stacks sealed (still sealed after the layout), closed-form
    layouts, and the stacks not sealed by reason. A stack sealed and then unsealed counts in
    both "sealed" and its reason."""
    overall = collections.Counter()
    print()
    print("%-40s %8s %8s %8s  %s" % ("documents", "sealed", "now", "layouts", "not sealed (reason count)"))
    rows = sorted(sealing.items()) + ([("all", None)] if len(sealing) > 1 else [])
    for key, counts in rows:
        if counts is None:
            counts = overall
        else:
            overall.update(counts)
        reasons = sorted(((name[len("not sealed: "):], n) for name, n in counts.items()
                          if name.startswith("not sealed: ")), key=lambda item: -item[1])
        print("%-40s %8d %8d %8d  %s" % (key[:40], counts["sealed"], counts["sealed now"], counts["closed-form layouts"],
                                        ", ".join("%s %d" % item for item in reasons) or "-"))


def line(name, t):
    def share(part, whole):
        return "%d/%d (%.1f%%)" % (part, whole, 100.0 * part / whole) if whole else "-"
    return "%-40s %7d %22s %18s  %d / %d / %d / %d" % (
        name[:40], t["scenes"], share(t["resolved"], t["components"]), share(t["resolvedSolves"], t["solves"]),
        t["undetermined"], t["requiredRowViolated"], t["preferenceNotDominated"], t["numericallyUnsafe"])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
