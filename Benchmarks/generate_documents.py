#!/usr/bin/env python3
"""Generates the `trellis/1` documents the load benchmark reads (issue 8).

usage: generate_documents.py OUTPUT_DIR [VIEWS ...]     (default views: 100 1000 10000)

Four shapes, each at about VIEWS views (the root counts as one), written as
OUTPUT_DIR/<shape>-<views>.json:

- list      rows of a label and a button, each row chained below the previous one with
            equation strings (the document of the scene benchmark and of issue 8)
- stacks    nested stack views: sections (vertical) of cards (horizontal stacks) holding
            an image and a vertical stack of two labels, with custom spacing
- variants  the list, with size-class variant maps on margins, intrinsic sizes, hidden,
            installed, text styles and on constraint constants and priorities
- vfl       the list, with its rows laid out by visual-format constraints

The output is deterministic: the same arguments always give the same bytes.
"""
import json
import os
import sys

SHAPES = ("list", "stacks", "variants", "vfl")


def rows_for(views):
    """Rows of three views (row, label, button) that with the root make about `views`."""
    return max(1, (views - 1) // 3)


def list_document(views):
    rows = rows_for(views)
    subviews = []
    constraints = []
    for i in range(rows):
        subviews.append({"id": f"row{i}", "subviews": [
            {"id": f"title{i}", "kind": "label", "text": f"Row number {i}", "textStyle": "body"},
            {"id": f"action{i}", "kind": "button", "intrinsicSize": [64, 32]}]})
        top = "root.top + 4" if i == 0 else f"row{i - 1}.bottom + 4"
        constraints += [
            f"row{i}.leading == root.leading", f"row{i}.trailing == root.trailing",
            f"row{i}.top == {top}", f"row{i}.height == 44",
            f"title{i}.leading == row{i}.leadingMargin", f"title{i}.centerY == row{i}.centerY",
            f"action{i}.trailing == row{i}.trailingMargin", f"action{i}.centerY == row{i}.centerY",
            f"title{i}.trailing <= action{i}.leading - 8",
        ]
    return {"format": "trellis/1", "initialScene": "list", "scenes": [
        {"id": "list", "root": {"id": "root", "subviews": subviews}, "constraints": constraints}]}


def stacks_document(views):
    # A card is 5 views (card stack, image, texts stack, two labels); a section adds its
    # own stack. Ten cards a section.
    cards_per_section = 10
    per_section = 1 + 5 * cards_per_section
    sections = max(1, round((views - 2) / per_section))
    section_views = []
    for s in range(sections):
        cards = []
        for c in range(cards_per_section):
            n = f"{s}_{c}"
            cards.append({
                "id": f"card{n}", "kind": "stack", "axis": "horizontal", "alignment": "center",
                "spacing": 12, "customSpacing": {f"photo{n}": 16},
                "arranged": [
                    {"id": f"photo{n}", "kind": "image", "intrinsicSize": [56, 56]},
                    {"id": f"texts{n}", "kind": "stack", "axis": "vertical", "alignment": "leading",
                     "spacing": 2, "arranged": [
                         {"id": f"name{n}", "kind": "label", "text": f"Friend {n}", "textStyle": "headline"},
                         {"id": f"trip{n}", "kind": "label", "text": "Road trip to Yosemite",
                          "textStyle": "subheadline", "lines": 0}]}]})
        section_views.append({"id": f"section{s}", "kind": "stack", "axis": "vertical",
                              "distribution": "fill", "spacing": 8, "arranged": cards})
    column = {"id": "column", "kind": "stack", "axis": "vertical", "spacing": 24,
              "marginsRelative": True, "arranged": section_views}
    constraints = ["column.leading == root.leadingMargin", "column.trailing == root.trailingMargin",
                   "column.top == root.topMargin"]
    return {"format": "trellis/1", "initialScene": "feed", "scenes": [
        {"id": "feed", "root": {"id": "root", "subviews": [column]}, "constraints": constraints}]}


def variants_document(views):
    rows = rows_for(views)
    subviews = []
    constraints = []
    for i in range(rows):
        subviews.append({
            "id": f"row{i}",
            "layoutMargins": {"any": [8, 16, 8, 16], "wR": [8, 40, 8, 40], "wC hC": [4, 8, 4, 8]},
            "installed": {"any": True, "wC hC": i % 2 == 0},
            "subviews": [
                {"id": f"title{i}", "kind": "label", "text": f"Row number {i}",
                 "textStyle": {"any": "body", "wR": "title3", "hC": "footnote"}},
                {"id": f"action{i}", "kind": "button",
                 "intrinsicSize": {"any": [64, 32], "wR": [96, 44]},
                 "hidden": {"any": False, "wC hC": True}}]})
        top = "root.top" if i == 0 else f"row{i - 1}.bottom"
        constraints += [
            f"row{i}.leading == root.leading", f"row{i}.trailing == root.trailing",
            {"id": f"rowTop{i}", "eq": f"row{i}.top == {top} + 4", "constant": {"any": 4, "wR": 8, "hC": 2}},
            {"id": f"rowHeight{i}", "eq": f"row{i}.height == 44", "constant": {"any": 44, "wR": 60}},
            f"title{i}.leading == row{i}.leadingMargin", f"title{i}.centerY == row{i}.centerY",
            f"action{i}.trailing == row{i}.trailingMargin", f"action{i}.centerY == row{i}.centerY",
            {"id": f"gap{i}", "eq": f"title{i}.trailing <= action{i}.leading - 8",
             "priority": {"any": 1000, "wC": 750}, "installed": {"any": True, "wC hC": False}},
        ]
    return {"format": "trellis/1", "initialScene": "list", "scenes": [
        {"id": "list", "root": {"id": "root", "subviews": subviews}, "constraints": constraints}]}


def vfl_document(views):
    rows = rows_for(views)
    subviews = []
    constraints = []
    for i in range(rows):
        subviews.append({"id": f"row{i}", "subviews": [
            {"id": f"title{i}", "kind": "label", "text": f"Row number {i}", "textStyle": "body"},
            {"id": f"action{i}", "kind": "button", "intrinsicSize": [64, 32]}]})
        constraints += [
            {"visual": f"H:|[row{i}]|", "id": f"rowH{i}"},
            {"visual": f"H:|-[title{i}]-(>=8)-[action{i}(>=44@750)]-|", "options": ["alignAllCenterY"],
             "id": f"content{i}"},
            f"title{i}.centerY == row{i}.centerY",
        ]
        if i == 0:
            constraints.append({"visual": "V:|-(gap)-[row0(44)]", "metrics": {"gap": 4}})
        else:
            constraints.append({"visual": f"V:[row{i - 1}]-(gap)-[row{i}(==row{i - 1})]", "metrics": {"gap": 4}})
    return {"format": "trellis/1", "initialScene": "list", "scenes": [
        {"id": "list", "root": {"id": "root", "subviews": subviews}, "constraints": constraints}]}


GENERATORS = {"list": list_document, "stacks": stacks_document,
              "variants": variants_document, "vfl": vfl_document}


def count_views(document):
    total = 0
    for scene in document["scenes"]:
        pending = [scene["root"]] + scene.get("dock", [])
        while pending:
            view = pending.pop()
            total += 1
            pending += view.get("subviews", []) + view.get("arranged", [])
    return total


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    output = sys.argv[1]
    sizes = [int(arg) for arg in sys.argv[2:]] or [100, 1000, 10000]
    os.makedirs(output, exist_ok=True)
    for shape in SHAPES:
        for views in sizes:
            document = GENERATORS[shape](views)
            path = os.path.join(output, f"{shape}-{views}.json")
            with open(path, "w") as file:
                json.dump(document, file, separators=(",", ":"))
            print(f"{path}: {count_views(document)} views, {os.path.getsize(path)} bytes")


if __name__ == "__main__":
    main()
