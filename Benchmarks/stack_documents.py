"""stack_documents.py — the layouts of the stack and small-scene benchmarks, written once:
as Trellis documents (JSON for scene_bench.c) and as the parameters yoga_layouts.py builds
the closest Yoga flex layouts from.

A stack case is a horizontal stack of N arranged views spanning the root's width, 44 high,
for one UIStackView distribution (docs/uikit-behaviours.md S4):
  fill                views at intrinsic widths 20…40; the last one hugs at 249, so it takes
                      the slack (Yoga: fixed widths, the last one flex-grow 1)
  fillEqually         intrinsic widths, equal widths wider than every intrinsic one (Yoga:
                      flex-grow 1, basis 0); the workload of issue 7's 67 s at N = 1000
  fillProportionally  widths proportional to the intrinsic widths (Yoga: flex-grow = width,
                      basis 0); spacing 0, since with spacing UIKit's proportions
                      (len = S.len × ics / (Σics + spacing)) cannot all hold and Yoga's can
  equalSpacing        intrinsic widths, equal gaps (Yoga: justify space-between)
  equalCentering      intrinsic widths, equal distances between centres (Yoga: space-between,
                      the closest one-level layout; the frames differ, so they are not compared)
The root is wider than the content (by 100 points, or 1.5× for the fill distributions without
slack), so no view is compressed; the relayout width is 50 points more.
"""

import json
from dataclasses import dataclass, field

DISTRIBUTIONS = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
STACK_HEIGHT = 44.0
INTRINSIC_HEIGHT = 30.0


@dataclass
class StackCase:
    distribution: str
    count: int
    widths: list = field(init=False)
    spacing: float = field(init=False)
    width: float = field(init=False)
    relayout_width: float = field(init=False)
    height: float = STACK_HEIGHT

    def __post_init__(self):
        # Deterministic intrinsic widths 20…40.
        self.widths = [20.0 + (7 * i) % 21 for i in range(self.count)]
        self.spacing = 0.0 if self.distribution == "fillProportionally" else 2.0
        content = sum(self.widths) + self.spacing * (self.count - 1)
        if self.distribution in ("fillEqually", "fillProportionally"):
            self.width = round(content * 1.5)
        else:
            self.width = content + 100.0
        self.relayout_width = self.width + 50.0

    @property
    def compares_frames(self) -> bool:
        return self.distribution != "equalCentering"

    def document(self) -> str:
        arranged = []
        last = self.count - 1
        for index, width in enumerate(self.widths):
            view = {"id": f"v{index}", "kind": "view", "intrinsicSize": [width, INTRINSIC_HEIGHT]}
            if self.distribution == "fill" and index == last:
                view["hugging"] = [249, 250]
            arranged.append(view)
        stack = {"id": "stack", "kind": "stack", "axis": "horizontal",
                 "distribution": self.distribution, "spacing": self.spacing, "arranged": arranged}
        scene = {"id": "stack", "root": {"id": "root", "subviews": [stack]},
                 "constraints": ["stack.leading == root.leading", "stack.trailing == root.trailing",
                                 "stack.top == root.top", f"stack.height == {STACK_HEIGHT:g}"]}
        return json.dumps({"format": "trellis/1", "scenes": [scene]}, separators=(",", ":"))

    def item_ids(self):
        return [f"v{index}" for index in range(self.count)]


@dataclass
class SmallColumn:
    """The small scene: a vertical stack of `count` labels (Dynamic Type body, 17 pt at the
    default category) pinned to the root's margins, laid out at three widths. A label's
    height is the default measurer's line height, 1.25 × 17 (docs/document-format.md, "Text"); Yoga gets
    nodes of that height."""
    count: int = 30
    margin: float = 8.0   # the root's default layout margins (docs/document-format.md)
    spacing: float = 8.0
    label_height: float = 1.25 * 17
    widths: tuple = (320.0, 375.0, 414.0)
    height: float = 844.0

    def document(self) -> str:
        labels = [{"id": f"label{index}", "kind": "label", "text": f"Label number {index}",
                   "textStyle": "body"} for index in range(self.count)]
        column = {"id": "column", "kind": "stack", "axis": "vertical", "alignment": "fill",
                  "spacing": self.spacing, "arranged": labels}
        scene = {"id": "small", "root": {"id": "root", "subviews": [column]},
                 "constraints": ["column.leading == root.leadingMargin",
                                 "column.trailing == root.trailingMargin",
                                 "column.top == root.topMargin"]}
        return json.dumps({"format": "trellis/1", "scenes": [scene]}, separators=(",", ":"))

    def item_ids(self):
        return [f"label{index}" for index in range(self.count)]


@dataclass
class NestedRows:
    """A list screen of nested stacks (issue 18, round 10: sealed nests): a vertical fill
    column (spacing 8) pinned to the root's margins at the leading, trailing and top edges,
    of `rows` horizontal fill rows (spacing 8, centre-aligned), each an image placeholder
    40 × 40 (hugging 251), a title label (body) and a detail label (hugging 249, which takes
    the row's slack). The column's width is fixed, its height free: the shape most storyboard
    nests have (a column of rows of labels and images). `sized` (round 11): the image is an
    image view with a 100 × 80 picture, sized 40 × 40 by its own required constraints
    (`image.width == 40`), as storyboards size them (docs/solver.md, "Own rows of an arranged
    view")."""
    rows: int = 100
    width: float = 375.0
    height: float = 844.0
    sized: bool = False

    def document(self) -> str:
        arranged = []
        constraints = []
        for index in range(self.rows):
            image = {"id": f"image{index}", "kind": "view", "intrinsicSize": [40, 40], "hugging": [251, 251]}
            if self.sized:
                image = {"id": f"image{index}", "kind": "image", "intrinsicSize": [100, 80], "hugging": [251, 251]}
                constraints += [f"image{index}.width == 40", f"image{index}.height == 40"]
            row = {"id": f"row{index}", "kind": "stack", "axis": "horizontal", "alignment": "center",
                   "spacing": 8, "arranged": [
                       image,
                       {"id": f"title{index}", "kind": "label", "text": f"Row {index}", "textStyle": "body"},
                       {"id": f"detail{index}", "kind": "label", "text": "detail", "hugging": [249, 250]}]}
            arranged.append(row)
        column = {"id": "column", "kind": "stack", "axis": "vertical", "alignment": "fill",
                  "spacing": 8, "arranged": arranged}
        scene = {"id": "nested", "root": {"id": "root", "subviews": [column]},
                 "constraints": ["column.leading == root.leadingMargin",
                                 "column.trailing == root.trailingMargin",
                                 "column.top == root.topMargin"] + constraints}
        return json.dumps({"format": "trellis/1", "scenes": [scene]}, separators=(",", ":"))
