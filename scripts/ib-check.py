#!/usr/bin/env python3
"""ib-check: lays out every scene of real Interface Builder documents with Trellis and counts
how many views land where Interface Builder stored them.

    scripts/ib-check.py CLI CORPUS_DIR [FILE ...] [--verbose] [--causes N]

CLI is trellis-cli; CORPUS_DIR, outside the repository (`make ib-check IB_CORPUS=DIR`), holds
storyboards/ (other people's documents, read where they lie, never committed) and
tools/ib_frames.py (IB's stored frames in root coordinates, with its flags). Every scene is
laid out at its design size with --intrinsic-from-frames. A view matches when each edge of
its frame is within 0.5 pt of IB's. Left out of the comparison, as ib_frames.py flags them:
the scene's root, views IB marked misplaced or ambiguous, hidden views (and views inside
hidden ones), scroll content, and views with no stored frame. A view inside one IB flagged
misplaced or ambiguous is compared relative to that view: the flag says its stored frame is
stale or one of many, and every root frame below it carries that position. Prints one line per file, a
total, and the most frequent causes of mismatch.
"""
import collections
import importlib.util
import json
import os
import subprocess
import sys

TOLERANCE = 0.5


def load_ib_frames(shared):
    path = os.path.join(shared, "tools", "ib_frames.py")
    spec = importlib.util.spec_from_file_location("ib_frames", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def scene_id(tree):
    if tree["kind"] == "viewControllerRoot":
        return tree.get("viewControllerId")
    if tree["kind"] in ("xibTopLevel", "cell"):
        return tree["rootId"]
    return None


LEFT_OUT = collections.Counter()
RELATIVE = collections.Counter()


def compared_views(tree, left_out=None):
    """The views of a tree that take part, with their expected root frames. Views left out
    are counted by reason in `left_out` (the document's own flags first)."""
    left_out = LEFT_OUT if left_out is None else left_out
    hidden = set()
    # The nearest ancestor IB flagged misplaced or ambiguous, per view: such a view's
    # stored frame is stale or one of many, so its subviews' root frames carry that
    # position; they are compared relative to it (their frames inside it are IB's layout).
    anchors = {}
    by_id = {view["id"]: view for view in tree["views"] if view["id"] is not None}
    out = []
    for view in tree["views"]:
        parent = by_id.get(view["parentId"])
        if parent is not None:
            anchor = parent if parent["misplaced"] or parent["ambiguous"] else anchors.get(parent["id"])
            if anchor is not None and view["id"] is not None:
                anchors[view["id"]] = anchor
        if view["parentId"] in hidden or view["hidden"]:
            hidden.add(view["id"])
            if view["depth"] > 0:
                left_out["hidden (or inside a hidden view)"] += 1
            continue
        if view["depth"] == 0:
            continue
        if view["misplaced"]:
            left_out["flagged misplaced=\"YES\" by the document (stored frame not the layout's)"] += 1
            continue
        if view["ambiguous"]:
            left_out["flagged ambiguous=\"YES\" by the document"] += 1
            continue
        if view["inScrollContent"]:
            left_out["scroll content in a controller's tree (stored frames assume a content offset; cells are compared in their own cell scenes)"] += 1
            continue
        if view["rootFrame"] is None or None in view["rootFrame"]:
            continue
        if view["id"] is None and view["key"] and view["parentId"]:
            # IB writes some keyed views (a collection cell's contentView) without an id;
            # the importer names them <parent id>.<key>.
            view = dict(view, id="%s.%s" % (view["parentId"], view["key"]))
        anchor = anchors.get(view["id"])
        if anchor is not None and anchor["rootFrame"] is not None and None not in anchor["rootFrame"]:
            view = dict(view, anchor=anchor)
        out.append(view)
    return out


def classify(view, got, expected, layout):
    """A short cause for one mismatch."""
    diagnostics = layout.get("diagnostics", {})
    if got is None:
        return "not laid out (view missing or not installed)"
    dx = abs(got[0] - expected[0]) > TOLERANCE
    dy = abs(got[1] - expected[1]) > TOLERANCE
    dw = abs(got[2] - expected[2]) > TOLERANCE
    dh = abs(got[3] - expected[3]) > TOLERANCE
    if all(abs(a - b) <= 1.0 for a, b in zip(got, expected)):
        return "within 1 pt (pixel rounding: IB rounds each frame to the screen's pixels)"
    parts = []
    if view["underStackView"]:
        parts.append("in stack")
    if diagnostics.get("unsatisfiable"):
        parts.append("scene has conflicts")
    elif diagnostics.get("ambiguous"):
        parts.append("scene ambiguous")
    if view["element"] not in ("view", "stackView"):
        parts.append(view["element"])
    if not (dw or dh):
        parts.append("position only" + (" (y)" if dy and not dx else " (x)" if dx and not dy else ""))
    else:
        parts.append("size")
    return ", ".join(parts)


# The classes docs/interface-builder.md explains, in the order a mismatch is put in the
# first that fits (the detailed causes above stay printed below them).
BROAD_CLASSES = [
    "within 1 pt, on a device-less (Xcode 6-7) canvas: the Mac's scale (1x or 2x) is not recorded",
    "within 1 pt: pixel rounding, IB frames a point off their own constraints",
    "scene with conflicting required constraints: another constraint broken than in IB",
    "scene Trellis finds ambiguous: IB resolved the freedom otherwise",
    "on a device-less (Xcode 6-7) canvas: placeholder sizes from frames rounded at an unknown scale",
    "position only: bars, status bars and canvases not modelled, stale frames",
    "size, inside a stack view",
    "size, elsewhere",
]
BROAD = collections.Counter()


def broad_class(cause, device_less):
    """The class of docs/interface-builder.md's table a mismatch belongs to."""
    if cause.startswith("within 1 pt"):
        return BROAD_CLASSES[0] if device_less else BROAD_CLASSES[1]
    if "scene has conflicts" in cause:
        return BROAD_CLASSES[2]
    if "scene ambiguous" in cause:
        return BROAD_CLASSES[3]
    if device_less:
        return BROAD_CLASSES[4]
    if "position only" in cause:
        return BROAD_CLASSES[5]
    return BROAD_CLASSES[6] if cause.startswith("in stack") else BROAD_CLASSES[7]


def cell_trees(tree):
    """The cells of a view controller's tree as trees of their own: each cell's views with
    their frames in the cell (prototype cells are laid out in place as scenes)."""
    cells = {}
    for view in tree["views"]:
        if view["cellId"] is None or view["frameInCell"] is None or None in view["frameInCell"]:
            continue
        cell = cells.setdefault(view["cellId"], [])
        depth = 0 if view["id"] == view["cellId"] else 1
        cells[view["cellId"]].append(dict(view, rootFrame=view["frameInCell"], depth=depth,
                                          inScrollContent=False,
                                          parentId=None if depth == 0 else view["parentId"]))
    return [{"kind": "cell", "rootId": cell_id, "views": views} for cell_id, views in cells.items()
            if views and views[0]["id"] == cell_id]


def check_file(cli, ib_frames, path, causes, verbose):
    try:
        analysis = ib_frames.analyze(path)
    except Exception as error:  # a file ib_frames cannot read is reported, not counted
        return 0, 0, "ib_frames failed: %r" % (error,)
    matched = compared = 0
    notes = []
    device_less = not analysis.get("device")
    trees = list(analysis["trees"])
    for tree in analysis["trees"]:
        if tree["kind"] == "viewControllerRoot":
            trees.extend(cell_trees(tree))
    for tree in trees:
        sid = scene_id(tree)
        views = compared_views(tree)
        if not sid or not views:
            continue
        result = subprocess.run([cli, "layout", path, "--scene", sid, "--json", "--intrinsic-from-frames"],
                                capture_output=True, text=True)
        if result.returncode != 0:
            compared += len(views)
            causes["scene failed: " + result.stderr.strip().split(": ")[-1][:80]] += len(views)
            notes.append("scene %s failed: %s" % (sid, result.stderr.strip()[:200]))
            continue
        layout = json.loads(result.stdout)
        frames = {v["id"]: v["frame"] for v in layout["views"]}
        uninstalled = {v["id"] for v in layout["views"] if not v["installed"]}
        for view in views:
            if view["id"] in uninstalled:
                # Not installed for the design size classes (a size-class mask): IB's
                # stored frame is from another class.
                causes["(skipped) not installed at the design size classes"] += 1
                continue
            compared += 1
            expected = view["rootFrame"]
            got = frames.get(view["id"])
            if got is not None:
                got = [got["x"], got["y"], got["width"], got["height"]] if isinstance(got, dict) else got
            anchor = view.get("anchor")
            if anchor is not None and got is not None:
                # Inside a view IB flagged misplaced or ambiguous: positions relative to it.
                anchor_got = frames.get(anchor["id"])
                if anchor_got is not None:
                    anchor_got = [anchor_got["x"], anchor_got["y"]] if isinstance(anchor_got, dict) else anchor_got[:2]
                    expected = [expected[0] - anchor["rootFrame"][0], expected[1] - anchor["rootFrame"][1]] + list(expected[2:])
                    got = [got[0] - anchor_got[0], got[1] - anchor_got[1]] + list(got[2:])
                    RELATIVE["inside a view flagged misplaced or ambiguous: compared relative to it"] += 1
            if got is not None and all(abs(a - b) <= TOLERANCE for a, b in zip(got, expected)):
                matched += 1
                continue
            cause = classify(view, got, expected, layout)
            causes[cause] += 1
            BROAD[broad_class(cause, device_less)] += 1
            if verbose:
                notes.append("  %s %s <%s>: got %s expected %s (%s)" % (sid, view["id"], view["element"], got, expected, cause))
    return matched, compared, "\n".join(notes)


def main(argv):
    verbose = "--verbose" in argv
    argv = [a for a in argv if a != "--verbose"]
    top = 12
    if "--causes" in argv:
        index = argv.index("--causes")
        top = int(argv[index + 1])
        del argv[index:index + 2]
    if len(argv) < 2:
        print(__doc__)
        return 2
    cli, shared = argv[0], argv[1]
    files = argv[2:]
    if not files:
        folder = os.path.join(shared, "storyboards")
        files = sorted(os.path.join(folder, f) for f in os.listdir(folder)
                       if f.endswith(".storyboard") or f.endswith(".xib"))
    ib_frames = load_ib_frames(shared)
    causes = collections.Counter()
    total_matched = total_compared = 0
    for path in files:
        matched, compared, notes = check_file(cli, ib_frames, path, causes, verbose)
        total_matched += matched
        total_compared += compared
        rate = "%.1f%%" % (100.0 * matched / compared) if compared else "-"
        print("%s\t%d/%d\t%s" % (os.path.basename(path), matched, compared, rate))
        if notes and verbose:
            print(notes)
    rate = 100.0 * total_matched / total_compared if total_compared else 0.0
    print("TOTAL\t%d/%d\t%.1f%% of compared views within %.1f pt of IB's stored frames" % (
        total_matched, total_compared, rate, TOLERANCE))
    print("Left out of the comparison (views):")
    for reason, count in LEFT_OUT.most_common():
        print("  %6d  %s" % (count, reason))
    for reason, count in RELATIVE.most_common():
        print("Compared relative to an ancestor (views): %d %s" % (count, reason))
    print("Mismatches by class (views; docs/interface-builder.md explains each):")
    for name in BROAD_CLASSES:
        print("  %6d  %s" % (BROAD[name], name))
    print("Top causes of mismatch (views):")
    for cause, count in causes.most_common(top):
        print("  %6d  %s" % (count, cause))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
