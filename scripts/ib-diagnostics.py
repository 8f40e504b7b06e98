#!/usr/bin/env python3
"""ib-diagnostics: compares the views Trellis finds ambiguous with the views Interface Builder
flagged ambiguous="YES" in real documents, and counts scenes with broken constraints.

    scripts/ib-diagnostics.py CLI CORPUS_DIR [FILE ...] [--measured-intrinsic] [--verbose]

CLI is trellis-cli; CORPUS_DIR holds storyboards/ and tools/ib_frames.py (as for
scripts/ib-check.py, whose scene enumeration this reuses). Every scene (each view controller's
root, each top-level view of a xib, each prototype cell laid out in place) is laid out at its
design size. By default with --intrinsic-from-frames: IB computes ambiguity with the real
intrinsic sizes of text and images, and a view with an intrinsic size is never ambiguous in
IB for lack of a width or height; the placeholder sizes give every such view an intrinsic size
as IB's does, where Trellis's own text metrics might leave a view without one (an empty label,
a font it cannot measure). `--measured-intrinsic` lays out without them.

Per view of IB's tree (a cell's views are counted in the cell's scene only), one of:
both (IB flagged it and Trellis reports it ambiguous), only IB, only Trellis, neither.
Views only Trellis reports are counted apart when the report names only a scroll view's
content size (contentWidth/contentHeight), when the scene has broken constraints (another
layout than IB's, whose ambiguity follows), and when the view has no stored frame (Xcode 4-8
documents: no placeholder size to take). Prints one line per file with a disagreement, the
totals, and with --verbose every disagreeing view.
"""
import collections
import importlib.util
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load_module(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


IB_CHECK = load_module("ib_check", os.path.join(HERE, "ib-check.py"))
CONTENT_ATTRIBUTES = {"contentWidth", "contentHeight"}


def view_id(view):
    """The view's id as the importer names it (keyed views without an id: <parent id>.<key>)."""
    if view["id"] is None and view["key"] and view["parentId"]:
        return "%s.%s" % (view["parentId"], view["key"])
    return view["id"]


def scene_trees(analysis):
    """Each scene's tree and the views counted in it: a controller's tree without its cells'
    views (those are counted in the cells' own scenes), each cell's tree whole."""
    out = []
    for tree in analysis["trees"]:
        if tree["kind"] == "viewControllerRoot":
            views = [v for v in tree["views"] if v["cellId"] is None]
            out.append((tree, views))
            out.extend((cell, cell["views"]) for cell in IB_CHECK.cell_trees(tree))
        else:
            out.append((tree, tree["views"]))
    return out


def check_file(cli, ib_frames, path, intrinsic_from_frames, totals, verbose):
    """Counts of one file, added into `totals`; returns the file's counts and notes."""
    counts = collections.Counter()
    notes = []
    try:
        analysis = ib_frames.analyze(path)
    except Exception as error:  # a file ib_frames cannot read is reported, not counted
        return counts, ["ib_frames failed: %r" % (error,)]
    for tree, views in scene_trees(analysis):
        sid = IB_CHECK.scene_id(tree)
        if not sid or not views:
            continue
        command = [cli, "layout", path, "--scene", sid, "--json"]
        if intrinsic_from_frames:
            command.append("--intrinsic-from-frames")
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            counts["scenes failed"] += 1
            notes.append("  scene %s failed: %s" % (sid, result.stderr.strip()[:160]))
            continue
        layout = json.loads(result.stdout)
        counts["scenes"] += 1
        diagnostics = layout.get("diagnostics", {})
        if diagnostics.get("unsatisfiable"):
            counts["scenes with broken constraints"] += 1
            counts["broken constraints"] += len(diagnostics["unsatisfiable"])
        laid_out = {v["id"] for v in layout["views"] if v.get("installed", True)}
        reported = {}
        for entry in diagnostics.get("ambiguous", []):
            reported.setdefault(entry["view"], set()).update(entry["attributes"])
        counted = set()
        for view in views:
            vid = view_id(view)
            if vid is None or vid not in laid_out or vid in counted:
                continue
            counted.add(vid)
            counts["views"] += 1
            ib = view["ambiguous"]
            attributes = reported.get(vid, set())
            trellis = bool(attributes)
            content_only = trellis and attributes <= CONTENT_ATTRIBUTES
            if ib and trellis:
                counts["both"] += 1
            elif ib:
                counts["only IB"] += 1
            elif trellis:
                counts["only Trellis"] += 1
                if content_only:
                    counts["only Trellis, scroll content size only"] += 1
                elif diagnostics.get("unsatisfiable"):
                    counts["only Trellis, in a scene with broken constraints"] += 1
                elif view["frame"] is None:
                    counts["only Trellis, view without a stored frame (no placeholder size)"] += 1
            if ib != trellis and verbose:
                notes.append("  %s %s <%s>: %s" % (
                    sid, vid, view["element"],
                    "IB only" if ib else "Trellis only (%s)" % ", ".join(sorted(attributes))))
        for vid, attributes in reported.items():
            if vid not in counted:
                counts["Trellis reports on views IB does not list"] += 1
    totals.update(counts)
    return counts, notes


KEYS = ["scenes", "views", "both", "only IB", "only Trellis", "only Trellis, scroll content size only",
        "only Trellis, in a scene with broken constraints",
        "only Trellis, view without a stored frame (no placeholder size)",
        "Trellis reports on views IB does not list", "scenes with broken constraints",
        "broken constraints", "scenes failed"]


def main(argv):
    verbose = "--verbose" in argv
    intrinsic_from_frames = "--measured-intrinsic" not in argv
    argv = [a for a in argv if a not in ("--verbose", "--measured-intrinsic")]
    if len(argv) < 2:
        print(__doc__)
        return 2
    cli, shared = argv[0], argv[1]
    files = argv[2:]
    if not files:
        folder = os.path.join(shared, "storyboards")
        files = sorted(os.path.join(folder, f) for f in os.listdir(folder)
                       if f.endswith(".storyboard") or f.endswith(".xib"))
    ib_frames = IB_CHECK.load_ib_frames(shared)
    totals = collections.Counter()
    print("file\tboth\tonly IB\tonly Trellis\tbroken (scenes)")
    for path in files:
        counts, notes = check_file(cli, ib_frames, path, intrinsic_from_frames, totals, verbose)
        if counts["only IB"] or counts["only Trellis"] or counts["both"] or \
                counts["scenes with broken constraints"] or notes:
            print("%s\t%d\t%d\t%d\t%d" % (os.path.basename(path), counts["both"], counts["only IB"],
                                          counts["only Trellis"], counts["scenes with broken constraints"]))
            for note in notes:
                print(note)
    mode = "--intrinsic-from-frames" if intrinsic_from_frames else "measured intrinsic sizes"
    print("TOTAL (%d files, %s)" % (len(files), mode))
    for key in KEYS:
        print("  %6d  %s" % (totals[key], key))
    flagged = totals["both"] + totals["only IB"]
    found = totals["both"] + totals["only Trellis"]
    if flagged and found:
        print("  IB's flags Trellis finds: %.1f%%; Trellis's reports IB flags: %.1f%%" % (
            100.0 * totals["both"] / flagged, 100.0 * totals["both"] / found))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
