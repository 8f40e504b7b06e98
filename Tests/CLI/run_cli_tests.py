#!/usr/bin/env python3
"""Tests of trellis-cli as people and scripts use it, with literal expected output.

usage: run_cli_tests.py PATH/TO/trellis-cli

Documents live in Tests/CLI/documents: conflict.json (a required constraint that cannot
hold with two others), ambiguous.json (a view whose x and width nothing determines),
render.json (a label, a view installed only for regular width, three views on one spot),
safe-area.json (a view controller's scene pinned to its safe area and margins).
`compile` writes conflict.json's compiled form to a temporary folder, which layout and
explain then read like the JSON.
Prints "N passed, M failed" last.
"""
import json
import os
import re
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
DOCS = os.path.join(HERE, "documents")
CLI = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "release", "trellis-cli")

results = {"passed": 0, "failed": 0}


def check(name, expected, actual):
    if expected == actual:
        results["passed"] += 1
    else:
        results["failed"] += 1
        print(f"FAIL {name}\n--- expected\n{expected}\n--- actual\n{actual}\n---", file=sys.stderr)


def cli(*arguments):
    """(exit status, stdout, stderr) of one run, from the repository root."""
    done = subprocess.run([CLI, *arguments], cwd=ROOT, capture_output=True, text=True)
    return done.returncode, done.stdout, done.stderr


def doc(name):
    return os.path.relpath(os.path.join(DOCS, name), ROOT)


def version():
    source = open(os.path.join(ROOT, "Sources", "TrellisCore", "TrellisVersion.swift")).read()
    return re.search(r'staticString: StaticString = "([^"]+)"', source).group(1)


# --- help and version -----------------------------------------------------------------

def test_help_and_version():
    status, out, _ = cli("--help")
    check("--help exits 0", 0, status)
    check("--help names the subcommands",
          ["layout", "explain", "render", "devices", "compile"],
          [word for word in ["layout", "explain", "render", "devices", "compile"]
           if re.search(r"^\s+" + word + r"\s", out, re.M)])
    status, out, _ = cli("layout", "--help")
    check("layout --help exits 0", 0, status)
    check("layout --help documents its defaults",
          ["(default: iphone-portrait)", "default: large)", "(default: 0.0)"],
          [text for text in ["(default: iphone-portrait)", "default: large)", "(default: 0.0)"] if text in out])
    status, out, _ = cli("render", "--help")
    check("render --help documents the device default", True,
          "(default: iphone-16-pro,iphone-16-pro-landscape,ipad-split,ipad-pro-13)" in " ".join(out.split()))
    status, out, _ = cli("--version")
    check("--version", (0, version() + "\n"), (status, out))


# --- layout ---------------------------------------------------------------------------

CONFLICT_LAYOUT = """\
# 320x200 pt, wC hR, left-to-right, large
# frames in root-view coordinates: id: (x, y, width, height), points, origin top-left, y down
root: (0, 0, 320, 200)
  badge: (20, 10, 200, 40)
  note: (20, 58, 30, 12.5)
broken: badgeWidth  (conflicts with: badgeLeft; badgeRight)
# run `trellis-cli explain` for the conflicting sets and the constraints behind each view
"""

AMBIGUOUS_LAYOUT = """\
# 200x300 pt, wC hR, left-to-right, large
# frames in root-view coordinates: id: (x, y, width, height), points, origin top-left, y down
root: (0, 0, 200, 300)
  title: (8, 8, 60, 25)
  floating: (0, 45, 0, 50)  [ambiguous: x, width]
# run `trellis-cli explain` for the conflicting sets and the constraints behind each view
"""


def test_layout_text():
    # badge.left == 20 and badge.right == 220 leave width 200; badgeWidth (300, added last)
    # is broken, as UIKit breaks one constraint of a conflicting set.
    check("layout: conflict", (0, CONFLICT_LAYOUT), cli("layout", doc("conflict.json"), "--size", "320x200")[:2])
    # title: "Title" at 20 pt is 5 x 12 = 60 wide, 25 tall, at the margins (8, 8);
    # floating.top == title.bottom + 12 = 45, height 50; nothing fixes x or width.
    check("layout: ambiguous", (0, AMBIGUOUS_LAYOUT), cli("layout", doc("ambiguous.json"), "--size", "200x300")[:2])


def test_layout_applies_the_devices_safe_area():
    # The device's safe area is the root's, not just a shaded strip (iPhone 16 Pro: 62 at the
    # top; landscape 62 at each side, and 20-point view-controller margins from 874 wide).
    def frames(*arguments):
        status, out, _ = cli("layout", doc("safe-area.json"), "--json", *arguments)
        views = {view["id"]: view["frame"] for view in json.loads(out)["views"]} if status == 0 else {}
        return status, {key: (v["x"], v["y"], v["width"], v["height"]) for key, v in views.items()}
    check("layout: device safe area", (0, {"root": (0, 0, 402, 874), "title": (0, 62, 100, 20),
                                           "caption": (16, 82, 370, 10)}), frames("--device", "iphone-16-pro"))
    check("layout: landscape safe area", (0, {"root": (0, 0, 874, 402), "title": (62, 0, 100, 20),
                                              "caption": (82, 20, 710, 10)}),
          frames("--device", "iphone-16-pro-landscape"))
    check("layout: --size has no safe area", (0, {"root": (0, 0, 300, 500), "title": (0, 0, 100, 20),
                                                 "caption": (16, 20, 268, 10)}), frames("--size", "300x500"))
    check("layout: --safe-area", (0, {"root": (0, 0, 300, 500), "title": (5, 40, 100, 20),
                                      "caption": (21, 60, 248, 10)}),
          frames("--size", "300x500", "--safe-area", "40,5,0,15"))
    status, _, err = cli("layout", doc("safe-area.json"), "--safe-area", "1,2,3")
    check("bad --safe-area is a usage error", (64, True), (status, "--safe-area" in err))


def test_layout_lists_visible_table_cells():
    # A table's visible cells, as UIKit shows them (docs/uikit-behaviours.md §9, T1-T5): rows of
    # 11 + 20 + 11 points plus a one-point separator (no pixel rounding) in a 100-point table:
    # rows 0 and 1 whole, row 2 cut off at 100, rows 3 and 4 not shown. 300 points wide: 16-point
    # side margins in each cell's content view.
    status, out, _ = cli("layout", doc("table.json"), "--size", "300x100", "--json")
    views = {view["id"]: view["frame"] for view in json.loads(out)["views"]} if status == 0 else {}
    check("layout: visible table cells", (0, ["root", "list", "list[0].content", "list[0].box", "list[1].content",
                                              "list[1].box", "list[2].content", "list[2].box"]),
          (status, list(views)))
    check("layout: a cell's views in root coordinates", {"x": 16, "y": 43 + 11, "width": 268, "height": 20},
          views.get("list[1].box"))
    check("layout: a cell's content view", {"x": 0, "y": 86, "width": 300, "height": 42}, views.get("list[2].content"))


def test_layout_lists_visible_collection_items():
    # A collection's visible cells (docs/uikit-behaviours.md §9, F1-F4): 100 x 50 items in a
    # 300-point line: two fit (100 + 10 + 100), justified to x = 0 and 200 (Apple, "Using the
    # Flow Layout": spacing "increases ... until the items fit evenly within the line
    # boundaries"); lines at y = 0, 60, 120: in a 120-point collection, items 0-3 show.
    status, out, _ = cli("layout", doc("collection.json"), "--size", "300x120", "--json")
    views = {view["id"]: view["frame"] for view in json.loads(out)["views"]} if status == 0 else {}
    check("layout: visible collection items", (0, ["root", "grid", "grid[0].tile", "grid[0].box", "grid[1].tile",
                                                   "grid[1].box", "grid[2].tile", "grid[2].box", "grid[3].tile",
                                                   "grid[3].box"]),
          (status, list(views)))
    check("layout: an item's cell in root coordinates", {"x": 200, "y": 60, "width": 100, "height": 50},
          views.get("grid[3].tile"))
    check("layout: a view of an item's cell", {"x": 208, "y": 68, "width": 30, "height": 20}, views.get("grid[3].box"))
    # Scenes a collection shows are checked as cells, at their fitting size.
    status, out, _ = cli("check", doc("collection.json"), "--devices", "iphone-se", "--categories", "large")
    check("check: collection cell scenes as cells", (0, "checked 2 scene(s) in 4 layouts (1 devices × 1 text sizes × 2 directions): no problems\n"),
          (status, out))


def test_layout_json():
    status, out, _ = cli("layout", doc("conflict.json"), "--size", "320x200", "--json")
    check("layout --json exits 0", 0, status)
    def frame(x, y, w, h):
        return {"x": x, "y": y, "width": w, "height": h}
    expected = {
        "scene": "card",
        "size": {"width": 320, "height": 200},
        "traits": {"horizontalSizeClass": "compact", "verticalSizeClass": "regular",
                   "layoutDirection": "leftToRight", "contentSizeCategory": "large", "displayScale": 0},
        "coordinates": "frame: root view; frameInSuperview: superview; points, origin top-left, y down",
        "views": [
            {"id": "root", "kind": "view", "installed": True, "hidden": False,
             "frame": frame(0, 0, 320, 200), "frameInSuperview": frame(0, 0, 320, 200)},
            {"id": "badge", "kind": "view", "installed": True, "hidden": False,
             "frame": frame(20, 10, 200, 40), "frameInSuperview": frame(20, 10, 200, 40)},
            {"id": "note", "kind": "label", "installed": True, "hidden": False,
             "frame": frame(20, 58, 30, 12.5), "frameInSuperview": frame(20, 58, 30, 12.5),
             "text": "Hello", "pointSize": 10},
        ],
        "diagnostics": {"unsatisfiable": [{"broken": "badgeWidth", "conflict": ["badgeWidth", "badgeLeft", "badgeRight"]}],
                        "ambiguous": []},
    }
    try:
        check("layout --json: conflict", expected, json.loads(out))
    except ValueError as error:
        check("layout --json is JSON", "JSON", f"{error}: {out}")
    status, out, _ = cli("layout", doc("ambiguous.json"), "--size", "200x300", "--json")
    check("layout --json: ambiguous diagnostics",
          {"unsatisfiable": [], "ambiguous": [{"view": "floating", "attributes": ["x", "width"]}]},
          json.loads(out)["diagnostics"])
    # Size classes decide what is installed: "side" exists for regular width only.
    status, out, _ = cli("layout", doc("render.json"), "--device", "iphone-portrait", "--json")
    side = [v for v in json.loads(out)["views"] if v["id"] == "side"][0]
    check("layout --json: uninstalled view", {"installed": False, "frame": None},
          {"installed": side["installed"], "frame": side["frame"]})
    status, out, _ = cli("layout", doc("render.json"), "--device", "ipad", "--rtl", "--json")
    views = {v["id"]: v for v in json.loads(out)["views"]}
    # ipad is 1024 wide; in right-to-left, trailing is the left edge (side at x 0) and
    # hello.leading == root.leadingMargin puts hello's right edge at 1024 - 8.
    check("layout --json: --device ipad --rtl", ({"x": 0, "y": 0, "width": 100, "height": 50}, 1016),
          (views["side"]["frame"], views["hello"]["frame"]["x"] + views["hello"]["frame"]["width"]))


# --- explain --------------------------------------------------------------------------

CONFLICT_EXPLAIN = """\
scene "card" at 320x200 pt, wC hR, left-to-right, large

Conflicts (1): the constraints of each set cannot all hold; the first one was broken (left out of the layout).
  1. broken: badgeWidth
     minimal conflicting set (without any one of them the rest can hold):
       badgeWidth
       badgeLeft
       badgeRight

No ambiguous views: the constraints determine every frame.

View "badge" at (20, 10, 200, 40) in root coordinates:
  horizontal (x, width):
    badgeLeft
    badgeRight
  vertical (y, height):
    badgeTop
    badgeHeight
"""

AMBIGUOUS_EXPLAIN = """\
scene "loose" at 200x300 pt, wC hR, left-to-right, large

No conflicts: every required constraint holds.

Ambiguous views (1): the constraints leave these open; the frame shown is one of many solutions.
  floating: x, width not determined (laid out at (0, 45, 0, 50))
"""


def test_explain():
    check("explain: conflict --view badge", (0, CONFLICT_EXPLAIN),
          cli("explain", doc("conflict.json"), "--size", "320x200", "--view", "badge")[:2])
    check("explain: ambiguous", (0, AMBIGUOUS_EXPLAIN),
          cli("explain", doc("ambiguous.json"), "--size", "200x300")[:2])
    status, out, _ = cli("explain", doc("render.json"), "--view", "side")
    check("explain: uninstalled view", (0, True), (status, out.endswith('View "side" is not installed for wC hR.\n')))
    # A misspelt id gets a "did you mean" (issue 17); one like no view of the scene does not.
    status, out, err = cli("explain", doc("conflict.json"), "--view", "nope")
    check("explain: unknown view, close to one", (1, 'Error: unknown view "nope" in scene "card" (did you mean "note"?)\n'),
          (status, err))
    status, out, err = cli("explain", doc("conflict.json"), "--view", "headline")
    check("explain: unknown view", (1, 'Error: unknown view "headline" in scene "card"\n'), (status, err))


# --- errors ---------------------------------------------------------------------------

def test_explain_strict():
    # --strict: conflicts or ambiguity exit 2 after the report (for a host's CI); a clean
    # layout exits 0.
    status, out, err = cli("explain", doc("conflict.json"), "--size", "320x200", "--strict")
    check("explain --strict with a conflict", (2, True, "explain --strict: 1 conflict(s), 0 ambiguous view(s)\n"),
          (status, out.startswith('scene "card"'), err))
    status, _, err = cli("explain", doc("ambiguous.json"), "--size", "200x300", "--strict")
    check("explain --strict with an ambiguous view", (2, "explain --strict: 0 conflict(s), 1 ambiguous view(s)\n"),
          (status, err))
    check("explain --strict on a clean layout", 0, cli("explain", doc("safe-area.json"), "--strict")[0])
    check("explain without --strict", 0, cli("explain", doc("conflict.json"), "--size", "320x200")[0])


def test_check():
    # check: every device x text size x direction; a clean document exits 0, problems exit 2,
    # each printed once with the configurations it occurs in.
    status, out, _ = cli("check", doc("safe-area.json"))
    check("check: a clean document", (0, "checked 1 scene(s) in 384 layouts (16 devices × 12 text sizes × 2 directions): no problems\n"),
          (status, out))
    status, out, _ = cli("check", doc("conflict.json"), "--devices", "iphone-se,ipad", "--categories", "large")
    check("check: a conflict", (2, 'scene "card": 1 problem(s)\n'
                                   "  conflict: broke badgeWidth (with badgeLeft, badgeRight)\n"
                                   "    in iphone-se large ltr; iphone-se large rtl; ipad large ltr; … 4 configurations in all\n"
                                   "checked 1 scene(s) in 4 layouts (2 devices × 1 text sizes × 2 directions): 1 problem(s)\n"),
          (status, out))
    # Text pushed under the home indicator and off the screen at accessibility sizes.
    status, out, _ = cli("check", doc("../../../Examples/profile.json"), "--devices", "iphone-se", "--categories", "accessibilityExtraExtraExtraLarge")
    check("check: content off the screen", (2, True, True),
          (status, "outside its superview root: bio" in out, "outside its superview root: follow" in out))
    check("check: unknown device", 64, cli("check", doc("safe-area.json"), "--devices", "phone")[0])
    # A scene a table shows as cells is checked as a cell (its fitting height at the device's
    # width): table.json's Row pins a 20-point box to its margins, which a full screen would
    # break and a self-sized cell does not.
    status, out, _ = cli("check", doc("table.json"), "--devices", "iphone-se", "--categories", "large")
    check("check: cell scenes as cells", (0, "checked 2 scene(s) in 4 layouts (1 devices × 1 text sizes × 2 directions): no problems\n"),
          (status, out))


def test_errors():
    status, _, err = cli("layout", doc("conflict.json"), "--device", "phone")
    check("unknown device is a usage error", (64, True),
          (status, 'unknown device "phone"; devices: iphone-portrait, iphone-landscape, iphone-se, iphone-16,' in err))
    status, _, err = cli("layout", doc("conflict.json"), "--size", "3x")
    check("bad --size is a usage error", (64, True), (status, "The value '3x' is invalid for '--size <WxH>'" in err))
    # A value starting with "-" is the option's value, not another option (issue 17: it
    # said "Missing value"), and the message says what is wrong with it.
    for command in ["layout", "explain", "render"]:
        out = ["--out", os.path.join(tempfile.gettempdir(), "never.svg")] if command == "render" else []
        status, _, err = cli(command, doc("conflict.json"), *out, "--size", "-5x10")
        check(f"{command}: negative --size is an invalid size", (64, True),
              (status, "The value '-5x10' is invalid for '--size <WxH>': the width and height must be finite, "
                       "at least 0 and at most 1e9 points" in err))
    status, _, err = cli("layout", doc("conflict.json"), "--size", "wide")
    check("--size that is not WxH", (64, True),
          (status, "The value 'wide' is invalid for '--size <WxH>': expected WIDTHxHEIGHT in points, e.g. 390x844" in err))
    status, _, err = cli("layout", doc("conflict.json"), "--classes", "wide,tall")
    check("bad --classes is a usage error", 64, status)
    status, _, err = cli("layout", "Tests/CLI/documents/missing.json")
    check("missing document", (1, True), (status, err.startswith("Error: Tests/CLI/documents/missing.json: ")))
    status, _, err = cli("render", doc("conflict.json"), "--out", "picture.gif")
    check("render wants .svg or .png", (64, True), (status, '--out must name an .svg or .png file, got "picture.gif"' in err))


def test_full_disk():
    """Output that cannot be written (/dev/full: "No space left on device") is an error,
    not exit status 0 with the output lost (issue 17)."""
    for arguments in [("layout", doc("conflict.json")), ("layout", doc("conflict.json"), "--json"), ("devices",),
                      ("explain", doc("conflict.json"))]:
        with open("/dev/full", "w") as full:
            done = subprocess.run([CLI, *arguments], cwd=ROOT, stdout=full, stderr=subprocess.PIPE, text=True)
        check(f"{' '.join(arguments[:1] + arguments[2:])} to a full disk",
              (1, "Error: cannot write to standard output: No space left on device\n"), (done.returncode, done.stderr))


# --- render ---------------------------------------------------------------------------

TAG_RECT = re.compile(r'<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)" rx="2" fill="#ffffff"')
TEXT = re.compile(r'<text x="([-\d.]+)" y="([-\d.]+)" font-size="([\d.]+)" textLength="([\d.]+)" lengthAdjust="spacing" fill="#212121">([^<]*)</text>')
SCREEN = re.compile(r'<rect x="0" y="0" width="([\d.]+)" height="([\d.]+)" rx="6"')


def render(*arguments):
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "sheet.svg")
        status, out, err = cli("render", *arguments, "--out", path)
        if status != 0:
            return status, err
        return status, open(path, encoding="utf-8").read()


def overlaps(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_render_options():
    # --size and --classes: one panel at 300 x 200, wR hC, so "side" (regular width) is drawn.
    status, svg = render(doc("render.json"), "--size", "300x200", "--classes", "regular,compact")
    check("render --size: one screen of that size", [("300", "200")], SCREEN.findall(svg))
    check("render --classes: traits in the subtitle", True, "300×200 pt · wR hC · LTR · large" in svg)
    check("render --classes: the regular-width view is drawn", True, ">side · view</text>" in svg)
    # --category: body text at accessibilityLarge is 33 pt (Dynamic Type table), "Hello"
    # 5 x 0.6 x 33 = 99 wide; its baseline 33 below the label's top (8).
    status, svg = render(doc("render.json"), "--size", "300x200", "--category", "accessibilityLarge")
    check("render --category: text at its point size", [("8", "41", "33", "99", "Hello")], TEXT.findall(svg))
    # --rtl: the label hugs the right margin, its text starts at 300 - 8 - 99.
    status, svg = render(doc("render.json"), "--size", "300x200", "--category", "accessibilityLarge", "--rtl")
    check("render --rtl: text from the trailing edge", [("193", "41", "33", "99", "Hello")], TEXT.findall(svg))
    check("render --rtl: subtitle", True, "· RTL ·" in svg)
    # --devices: one panel per device, all at one scale (the tallest, 1024, drawn at 900 px).
    status, svg = render(doc("render.json"), "--devices", "iphone-portrait,ipad-split")
    zoom = 900 / 1024
    check("render --devices: consistent scale",
          [(f"{393 * zoom:.3f}".rstrip("0").rstrip("."), f"{852 * zoom:.3f}".rstrip("0").rstrip(".")), ("281.25", "900")],
          SCREEN.findall(svg))
    check("render --devices: safe-area insets of the iPhone", [True, True],
          ["status bar 59</text>" in svg, "home indicator 34</text>" in svg])
    check("render --devices: titles", ["iPhone 14 Pro portrait", "iPad 9.7″ split, narrow side"],
          re.findall(r'font-weight="bold" fill="#222">([^<]*)</text>', svg))
    # Default: the four preview devices.
    status, svg = render(doc("render.json"))
    check("render: default devices", 4, len(SCREEN.findall(svg)))


def test_render_draws_the_measured_lines():
    # A lines: 0 label 200 wide at 10 pt (6 a character, 33 a line) wraps at word boundaries
    # as UILabel does, and the preview draws exactly those lines, without "…":
    # "the quick brown fox jumps over" (180) / "the lazy dog" (72), baselines 10 and 22.5.
    status, svg = render(doc("wrap.json"), "--size", "200x200")
    texts = TEXT.findall(svg)
    check("render: wrapped label lines", [("0", "10", "10", "180", "the quick brown fox jumps over"),
                                          ("0", "22.5", "10", "72", "the lazy dog")], texts[:2])
    check("render: no ellipsis on a lines: 0 label", False, "…" in svg)
    # A text field shows its placeholder 7 in from its leading edge, centred in its 34-pt
    # height: (34 - 12.5) / 2 + 10 = 20.75 below its top at 100.
    check("render: text field placeholder inside its border", [("27", "120.75", "10", "30", "Email")], texts[2:3])
    # A segmented control's titles (13 pt, 7.8 a character) centred in equal segments of
    # 23.4 + 20: "One" at 20 + 10, "Two" at 63.4 + 10; baseline (32 - 16.25) / 2 + 13 below 150.
    check("render: segment titles centred in their segments",
          [("30", "170.875", "13", "23.4", "One"), ("73.4", "170.875", "13", "23.4", "Two")], texts[3:])


def test_render_tags_never_overlap():
    # Three 4 x 4 views on one spot next to a label in a 120 x 60 scene: every tag finds a
    # free place or becomes a numbered badge listed under the panel.
    status, svg = render(doc("render.json"), "--size", "120x60")
    tags = [tuple(float(v) for v in m) for m in TAG_RECT.findall(svg)]
    texts = [(float(x), float(y) - float(p), float(w), 1.25 * float(p)) for x, y, p, w, _ in TEXT.findall(svg)]
    check("render: one tag per installed view", 5, len(tags))
    check("render: tags do not overlap each other", [],
          [(a, b) for i, a in enumerate(tags) for b in tags[i + 1:] if overlaps(a, b)])
    check("render: tags do not cover text", [], [(t, x) for t in tags for x in texts if overlaps(t, x)])
    # The 4 x 4 views have no room for a tag beside the label; the root's corners are taken.
    check("render: badges explained under the panel",
          ["1: dot1 · view", "2: dot2 · view", "3: dot3 · view", "4: root · view"],
          re.findall(r'fill="#444">([^<]*)</text>', svg))


def test_render_png():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "sheet.png")
        status, out, err = cli("render", doc("render.json"), "--size", "300x200", "--out", path)
        check("render --out .png", (0, f"wrote {path} (1 panel)\n"), (status, out))
        with open(path, "rb") as picture:
            header = picture.read(24)
        # The PNG signature, then IHDR: the sheet is 300 + 2 x 24 = 348 pixels wide.
        check("render: a real PNG of the sheet's size", (b"\x89PNG\r\n\x1a\n", 348),
              (header[:8], struct.unpack(">I", header[16:20])[0]))


# --- compile --------------------------------------------------------------------------

# The first bytes of every compiled document (docs/document-format.md, "The compiled form").
COMPILED_SIGNATURE = b"\x89TRELLIS\r\n\x1a\n"


def test_compile():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "conflict.trellisc")
        status, out, err = cli("compile", doc("conflict.json"), "-o", path)
        size = os.path.getsize(path) if os.path.exists(path) else -1
        check("compile: writes the file and says so", (0, f"wrote {path} ({size} bytes)\n", ""), (status, out, err))
        with open(path, "rb") as compiled:
            header = compiled.read(16)
        # Signature, then format version 8, little-endian.
        check("compile: signature and version", (COMPILED_SIGNATURE, 8),
              (header[:12], struct.unpack("<I", header[12:16])[0]))
        # Every subcommand reads the compiled file like the JSON: the same text layout.
        check("compile: layout of the compiled document", (0, CONFLICT_LAYOUT), cli("layout", path, "--size", "320x200")[:2])
        check("compile: explain of the compiled document", (0, CONFLICT_EXPLAIN),
              cli("explain", path, "--size", "320x200", "--view", "badge")[:2])
        # A truncated file is refused with a message, never a crash.
        truncated = os.path.join(folder, "truncated.trellisc")
        with open(path, "rb") as source, open(truncated, "wb") as target:
            target.write(source.read()[:size - 1])
        status, _, err = cli("layout", truncated)
        check("compile: a truncated compiled document", (1, True),
              (status, "the compiled document is truncated" in err))
        missing = os.path.join(folder, "never.trellisc")
        status, _, err = cli("compile", "Tests/CLI/documents/missing.json", "-o", missing)
        check("compile: a document that does not load", (1, True, False),
              (status, err.startswith("Error: Tests/CLI/documents/missing.json: "), os.path.exists(missing)))
    status, _, err = cli("compile", doc("conflict.json"))
    check("compile: -o is required", (64, True), (status, "Missing expected argument '--out <file>'" in err))


# --- the demo as a storyboard ------------------------------------------------------------

# Examples/profile.storyboard is Examples/profile.json written as Interface Builder writes it
# (issue 20): its IB object ids against the JSON's view ids.
PROFILE_IDS = {"Rt0-Vw-pf1": "root", "Av7-tR-img": "avatar", "Nm2-Lb-ttl": "name",
               "Bi0-Lb-txt": "bio", "Fl3-Bt-ow1": "follow", "Pf1-Vc-Ctl": "profile"}


def both_orientations(devices_text):
    """Every device of `trellis-cli devices` and its other orientation, as (name, --size,
    --safe-area, --classes) with duplicates left out. The other orientation follows the CLI's
    own pairs (iphone-portrait/-landscape, iphone-16-pro/-landscape, iphone-16-pro-max/
    -landscape): a notched iPhone's top inset moves to both sides with 21 at the bottom, a
    notchless iPhone hides its status bar in landscape, and iPhones at least 414 wide are
    regular width in landscape (Apple, HIG "Layout", device size classes:
    https://developer.apple.com/design/human-interface-guidelines/layout#Device-size-classes).
    An iPad keeps its status bar and its regular classes; the narrow side of a split iPad
    9.7" is 320 x 768 in landscape (HIG "Layout", multitasking sizes)."""
    rows = []
    for line in devices_text.splitlines()[1:]:
        match = re.match(r"(\S+)\s+(\d+)x(\d+)\s+w(\w) h(\w)\s+([\d.]+), ([\d.]+), ([\d.]+), ([\d.]+)", line)
        if not match:
            continue
        name, w, h, wc, hc = match.group(1), int(match.group(2)), int(match.group(3)), match.group(4), match.group(5)
        top, left, bottom, right = (float(match.group(i)) for i in range(6, 10))
        rows.append((name, (w, h), (top, left, bottom, right), (wc, hc)))
        if name == "ipad-split":
            rows.append((name + "/rotated", (320, 768), (top, left, bottom, right), (wc, hc)))
        elif name.startswith("ipad"):
            rows.append((name + "/rotated", (h, w), (top, left, bottom, right), (wc, hc)))
        elif h > w:  # an iPhone in portrait
            notch = top if top > 20 else 0
            rows.append((name + "/rotated", (h, w), (0, notch, 21 if notch else 0, notch), ("R" if w >= 414 else "C", "C")))
        else:  # an iPhone in landscape
            rows.append((name + "/rotated", (h, w), (left, 0, 34, 0) if left else (20, 0, 0, 0), ("C", "R")))
    unique, seen = [], set()
    for name, size, safe, classes in rows:
        if (size, safe, classes) not in seen:
            seen.add((size, safe, classes))
            unique.append((name, f"{size[0]}x{size[1]}", ",".join(f"{v:g}" for v in safe), ",".join(classes)))
    return unique


def profile_frames(document, *arguments):
    """The frames of one layout, keyed by the JSON's view ids."""
    status, out, err = cli("layout", document, "--json", *arguments)
    if status != 0:
        return {"status": status, "error": err}
    return {PROFILE_IDS.get(view["id"], view["id"]): (view["frame"]["x"], view["frame"]["y"],
                                                      view["frame"]["width"], view["frame"]["height"])
            for view in json.loads(out)["views"]}


def test_profile_storyboard_is_the_json():
    storyboard, document = "Examples/profile.storyboard", "Examples/profile.json"
    # The frames stored in the storyboard are what Trellis computes at its design device
    # (retina6_12: 393 x 852, safe area 59 / 34, frames on the @3x pixel grid), as IB stores
    # what it computed: avatar 16 + 59 from the top, the title1 line 35 high, the body text
    # four lines.
    import xml.etree.ElementTree as ElementTree
    stored = {PROFILE_IDS[element.get("id")]: tuple(float(rect.get(key)) for key in ("x", "y", "width", "height"))
              for element in ElementTree.parse(os.path.join(ROOT, storyboard)).iter()
              if element.get("id") in PROFILE_IDS
              for rect in element.findall("rect") if rect.get("key") == "frame"}
    check("profile.storyboard: stored frames", {"root": (0, 0, 393, 852), "avatar": (16, 75, 96, 96),
                                                "name": (16, 183, 201.66666666666666, 35),
                                                "bio": (16, 226, 361, 106.33333333333334),
                                                "follow": (16, 348.33333333333331, 120, 44)}, stored)
    design = profile_frames(storyboard)
    # Every element is one the importer reads: no warning on standard error.
    check("profile.storyboard: loads without warnings", (0, ""), cli("layout", storyboard)[::2])
    check("profile.storyboard: its design layout is its stored frames", sorted(stored),
          sorted(key for key, frame in design.items()
                 if key in stored and all(abs(a - b) < 1e-3 for a, b in zip(frame, stored[key]))))
    # What `make ib-check` compares: stored frames as placeholder intrinsic sizes give the same.
    placeholders = profile_frames(storyboard, "--intrinsic-from-frames")
    check("profile.storyboard: --intrinsic-from-frames gives its stored frames", sorted(stored),
          sorted(key for key, frame in placeholders.items()
                 if key in stored and all(abs(a - b) < 1e-3 for a, b in zip(frame, stored[key]))))
    # Regular width (iPad 9.7" landscape, status bar 20): margins of 32 at the top and 40 at
    # the sides, the name beside the avatar, the button at the trailing margin.
    check("profile.storyboard: regular width", {"root": (0, 0, 1024, 768), "avatar": (40, 52, 96, 96),
                                                "name": (160, 52, 201.6, 35), "bio": (160, 95, 824, 42.5),
                                                "follow": (864, 153.5, 120, 44)},
          {key: tuple(round(value, 3) for value in frame)
           for key, frame in profile_frames(storyboard, "--device", "ipad").items()})
    # Every device in both orientations, at the default and the largest text size: the same
    # frames within half a point as the JSON's.
    devices = both_orientations(cli("devices")[1])
    # 16 devices, 3 of them the other orientation of another, iphone-16 and iphone-17-pro(-max)
    # the same screens as iphone-portrait and iphone-16-pro(-max): 10 screens, 20 layouts.
    check("profile.storyboard: devices in both orientations", 20, len(devices))
    differing = []
    for name, size, safe, classes in devices:
        for category in ["large", "accessibilityExtraExtraExtraLarge"]:
            arguments = ["--size", size, "--safe-area", safe, "--classes", classes, "--category", category]
            expected, actual = profile_frames(document, *arguments), profile_frames(storyboard, *arguments)
            if sorted(expected) != sorted(actual) or len(expected) != 5 or any(
                    abs(a - b) > 0.5 for key in expected for a, b in zip(expected[key], actual[key])):
                differing.append((name, category, expected, actual))
    check("profile.storyboard: frames equal to the JSON's on every device", [], differing)
    # check: the same problems, each in the same configurations, named by the IB ids.
    status, out, _ = cli("check", storyboard)
    for ib_id, json_id in PROFILE_IDS.items():
        out = out.replace(ib_id, json_id)
    check("profile.storyboard: check finds what it finds in the JSON", cli("check", document)[:2], (status, out))


def main():
    if not os.access(CLI, os.X_OK):
        print(f"{CLI}: not built (make cli)", file=sys.stderr)
        print("0 passed, 1 failed")
        return 1
    for test in [test_help_and_version, test_layout_text, test_layout_applies_the_devices_safe_area,
                 test_layout_lists_visible_table_cells, test_layout_lists_visible_collection_items, test_layout_json, test_explain,
                 test_explain_strict, test_check, test_errors, test_full_disk, test_render_options, test_render_draws_the_measured_lines,
                 test_render_tags_never_overlap, test_render_png, test_compile,
                 test_profile_storyboard_is_the_json]:
        try:
            test()
        except Exception as error:  # a crash in one test is one failure, the others still run
            check(test.__name__, "no exception", repr(error))
    print(f"{results['passed']} passed, {results['failed']} failed")
    return 1 if results["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
