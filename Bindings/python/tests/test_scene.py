"""trellis.Document and trellis.Scene against the real libtrellis.

Run:  TRELLIS_LIBRARY=/path/to/libtrellis.so python -m pytest Bindings/python/tests

Expected values are literal, with the arithmetic in a comment: the default text measurer
(docs/document-format.md, "Text") makes a character 0.6 * p wide and a line 1.25 * p tall.
The example documents with expected frames are the repository's Tests/Fixtures/examples
(TRELLIS_EXAMPLES names another folder).
"""

import gc
import glob
import json
import math
import os

import pytest

import trellis
from trellis import (ArgumentError, Document, Frame, NotFoundError, ParseError, Scene,
                     SchemaError, StateError, TrellisError, TrellisIOError)

approx = pytest.approx


def document(*scenes, **fields):
    """A trellis/1 document from scene dicts."""
    return Document.load(json.dumps(dict({"format": "trellis/1", "scenes": list(scenes)}, **fields)))


def views(root_id, *subviews):
    return {"id": root_id, "kind": "view", "subviews": list(subviews)}


def view(view_id, **fields):
    return dict({"id": view_id, "kind": "view"}, **fields)


def label(view_id, text, **fields):
    return dict({"id": view_id, "kind": "label", "text": text}, **fields)


def laid_out(doc, width=320, height=480, scene_id=None):
    scene = Scene(doc, scene_id)
    scene.size = (width, height)
    scene.layout()
    return scene


def assert_frame(actual, expected):
    assert tuple(actual) == approx(tuple(expected), abs=1e-6)


BOXES = {
    "id": "main",
    "root": views("root", view("box", subviews=[view("inner")])),
    "constraints": [
        "box.left == root.left + 10", "box.top == root.top + 20",
        "box.width == 100", "box.height == 50",
        "inner.left == box.left + 5", "inner.top == box.top + 5",
        "inner.width == 10", "inner.height == 10",
    ],
}

EDITS = {
    "id": "main",
    "root": views("root", view("box"), {"id": "icon", "kind": "image", "intrinsicSize": [40, 30]},
                  label("note", "abc", fontSize=10)),
    "constraints": [
        {"id": "boxLeft", "eq": "box.left == root.left + 10"},
        "box.left == root.left @1",
        "box.top == root.top + 20",
        {"id": "boxWidth", "eq": "box.width == 100"},
        {"id": "boxHeight", "eq": "box.height == 50", "priority": 750},
        "box.height == 80 @500",
        "icon.left == root.left", "icon.top == root.top + 200",
        "icon.width == 100 @200", "icon.height == 20 @300",
        "note.left == root.left", "note.top == root.top + 300",
    ],
}


# --- documents -----------------------------------------------------------------------------

def test_document_scene_ids_and_segues():
    doc = document(
        {"id": "first", "root": views("firstRoot", view("cell")),
         "segues": [{"id": "showDetail", "from": "cell", "to": "second", "kind": "push"}]},
        {"id": "second", "root": views("secondRoot")},
        initialScene="second")
    assert doc.scene_ids == ["first", "second"]
    assert len(doc) == 2 and "second" in doc and "third" not in doc
    assert doc.segues == [{"scene": "first", "id": "showDetail", "from": "cell",
                           "to": "second", "kind": "push"}]


def test_document_load_takes_str_or_bytes():
    text = json.dumps({"format": "trellis/1", "scenes": [BOXES]})
    assert Document.load(text).scene_ids == ["main"]
    assert Document.load(text.encode("utf-8")).scene_ids == ["main"]
    with pytest.raises(TypeError):
        Document.load({"format": "trellis/1"})


def test_load_file_resolves_references_relative_to_the_file(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "settings.json").write_text(json.dumps({
        "format": "trellis/1", "initialScene": "prefs",
        "scenes": [{"id": "prefs", "root": view("p", intrinsicSize=[50, 60])}]}))
    main = tmp_path / "main.json"
    main.write_text(json.dumps({
        "format": "trellis/1", "initialScene": "main",
        "references": {"settings": "sub/settings.json"},
        "scenes": [{"id": "main",
                    "root": views("root", {"id": "box", "kind": "container", "scene": "settings#prefs"}),
                    "constraints": ["box.left == root.left + 10", "box.top == root.top + 10"]}]}))
    doc = Document.load_file(main)  # a path-like object
    assert doc.scene_ids == ["main"]
    scene = laid_out(doc, 200, 200)
    assert scene.view_ids == ["root", "box", "box.p"]  # embedded ids: "<containerId>.<id>"
    assert scene.frame("box.p").width == 50 and scene.frame("box.p").height == 60
    # from memory the same references cannot be resolved: a schema error at their path
    with pytest.raises(SchemaError) as error:
        Document.load(main.read_text())
    assert str(error.value).startswith("$.references.settings")


def test_load_file_errors(tmp_path):
    with pytest.raises(TrellisIOError) as error:
        Document.load_file(tmp_path / "missing.json")
    assert isinstance(error.value, OSError)  # also an OSError, like open()
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "trellis/1", "scenes": [')
    with pytest.raises(ParseError) as error:
        Document.load_file(str(broken))
    assert str(error.value).startswith("$")


@pytest.mark.parametrize("text, path", [
    ('{"format": "trellis/1", "scenes": [', "$"),
    ('{"format": "trellis/1", "scenes": []} trailing', "$"),
    ("", "$"),
], ids=["unclosed", "trailing-text", "empty"])
def test_parse_errors_start_with_the_json_path(text, path):
    with pytest.raises(ParseError) as error:
        Document.load(text)
    assert str(error.value).startswith(path)
    assert isinstance(error.value, ValueError) and isinstance(error.value, TrellisError)
    assert error.value.status == trellis._lib.ERROR_PARSE


@pytest.mark.parametrize("scene, path", [
    # the example of docs/document-format.md "Errors", verbatim
    ({"id": "m", "root": views("r", view("a"), view("b"), {"id": "s", "kind": "stack", "axis": "diagonal"})},
     '$.scenes[0].root.subviews[2].axis: expected "horizontal" or "vertical", got "diagonal"'),
    ({"id": "m", "root": {"id": "r", "kind": "blob"}}, "$.scenes[0].root.kind"),
    ({"id": "m", "root": views("r", view("a"), view("a"))}, "$.scenes[0].root.subviews[1]"),
    ({"id": "m", "root": view("r", installed={"any": True, "wQ": False})}, "$.scenes[0].root.installed"),
    ({"id": "m", "root": view("r"), "constraints": ["r.width = 3"]}, "$.scenes[0].constraints[0]"),
    ({"id": "m", "root": view("r"), "constraints": [{"eq": "r.width == 3", "priority": 0}]},
     "$.scenes[0].constraints[0].priority"),
], ids=["contract-example", "unknown-kind", "duplicate-id", "size-class-key", "bad-equation", "priority"])
def test_schema_errors_start_with_the_json_path(scene, path):
    with pytest.raises(SchemaError) as error:
        document(scene)
    assert str(error.value).startswith(path)
    assert error.value.status == trellis._lib.ERROR_SCHEMA


# --- scenes: creation and read-out ---------------------------------------------------------

def test_scene_defaults_to_the_initial_scene():
    doc = document({"id": "first", "root": views("firstRoot")},
                   {"id": "second", "root": views("secondRoot")}, initialScene="second")
    with Scene(doc) as scene:
        assert scene.view_ids == ["secondRoot"]
        with pytest.raises(StateError):                  # no frame before the first layout()
            scene.frame("secondRoot")
        assert scene.layout().frame("secondRoot") == (0, 0, 0, 0)  # laid out at 0 x 0
    assert Scene(doc, "first").view_ids == ["firstRoot"]
    assert doc.scene("first").view_ids == ["firstRoot"]
    with pytest.raises(NotFoundError) as error:
        Scene(doc, "third")
    assert "third" in str(error.value)
    with pytest.raises(TypeError):
        Scene("not a document")


def test_frames_in_superview_and_root_coordinates():
    scene = laid_out(document(BOXES))
    assert scene.view_ids == ["root", "box", "inner"]  # document order, depth first
    assert scene.frame("box") == (10, 20, 100, 50)
    assert scene.frame("inner") == (5, 5, 10, 10)           # in box's coordinates
    assert scene.frame_in_root("inner") == (15, 25, 10, 10)  # (10, 20) + (5, 5)
    frames = scene.frames()
    assert frames == {"root": (0, 0, 320, 480), "box": (10, 20, 100, 50), "inner": (15, 25, 10, 10)}
    assert isinstance(frames["box"], Frame) and frames["box"].width == 100
    with pytest.raises(NotFoundError):
        scene.frame("nope")
    with pytest.raises(NotFoundError):
        scene.frame_in_root("nope")


def test_changed_views_after_a_resize_and_after_a_no_op_layout():
    doc = document({
        "id": "main",
        "root": views("root", view("fixed"), view("right"), view("wide"), view("bottom")),
        "constraints": [
            "fixed.left == root.left + 10", "fixed.top == root.top + 10", "fixed.width == 20", "fixed.height == 20",
            "right.right == root.right - 10", "right.top == root.top + 10", "right.width == 20", "right.height == 20",
            "wide.left == root.left", "wide.right == root.right", "wide.top == root.top + 40", "wide.height == 10",
            "bottom.left == root.left", "bottom.bottom == root.bottom", "bottom.width == 20", "bottom.height == 20",
        ]})
    scene = laid_out(doc, 280, 480)  # the first layout: every view gets its frame
    assert sorted(scene.changed_views()) == ["bottom", "fixed", "right", "root", "wide"]
    scene.size = (320, 480)  # wider: everything but the left-pinned "fixed" and "bottom"
    scene.layout()
    assert sorted(scene.changed_views()) == ["right", "root", "wide"]
    assert scene.layout().changed_views() == []
    scene.size = (320, 600)  # taller only: the root and the bottom-pinned view
    scene.layout()
    assert sorted(scene.changed_views()) == ["bottom", "root"]
    assert sorted(scene.changed_view_indices()) == [0, 4]
    scene.size = (320, 600)
    assert scene.layout().changed_views() == []


def test_size_class_installation_and_variants():
    doc = document({
        "id": "main",
        "root": views("root", view("dot"), view("wide", installed={"any": True, "wC": False})),
        "constraints": [
            {"eq": "dot.left == root.left + 10", "installed": {"any": True, "wC": False}},
            {"eq": "dot.left == root.left + 20", "installed": {"any": False, "wC": True}},
            {"eq": "dot.top == root.top", "constant": {"any": 8, "wR": 20, "wC hC": 4}},
            {"eq": "dot.width == 0", "constant": {"any": 10, "wC": 11, "hC": 12}},
            "dot.height == 10",
            "wide.left == root.left", "wide.right == root.right", "wide.top == root.top + 100", "wide.height == 10",
        ]})
    scene = laid_out(doc)
    assert scene.frame("dot") == (10, 8, 10, 10)   # "any" everywhere
    assert scene.is_installed("wide")

    scene.size_classes = ("regular", "regular")
    assert scene.layout().frame("dot") == (10, 20, 10, 10)   # "wR" beats "any"

    scene.size_classes = ("compact", "regular")
    scene.layout()
    assert scene.frame("dot") == (20, 8, 11, 10)  # the wC constraint set; width "wC"
    assert not scene.is_installed("wide")
    assert "wide" in scene.changed_views()        # uninstalling counts as a change
    with pytest.raises(StateError):
        scene.frame("wide")
    assert scene.frames()["wide"] == (0, 0, 0, 0)

    scene.size_classes = ("compact", "compact")
    # "wC hC" beats one-axis keys; between matching "wC" and "hC" the width key wins
    assert scene.layout().frame("dot") == (20, 4, 11, 10)

    scene.size_classes = (None, "compact")  # unspecified width: "any" and the h keys
    scene.layout()
    assert scene.frame("dot") == (10, 8, 12, 10)
    assert scene.is_installed("wide") and "wide" in scene.changed_views()
    with pytest.raises(NotFoundError):
        scene.is_installed("nope")


def test_set_size_classes_and_direction_reject_bad_values():
    scene = laid_out(document(BOXES))
    with pytest.raises(ArgumentError):
        scene.size_classes = ("tiny", "regular")
    with pytest.raises(ArgumentError) as error:
        scene.size_classes = (3, 0)  # passed through: the library says why
    assert "size class" in str(error.value)
    with pytest.raises(ArgumentError):
        scene.direction = "up"
    with pytest.raises(ArgumentError):
        scene.direction = 2
    with pytest.raises(ArgumentError):
        scene.content_size = "huge"


DIRECTION = {
    "id": "main",
    "root": views("root", label("title", "Hello", textStyle="body"), view("tail"), view("lead")),
    "constraints": [
        "title.leading == root.leadingMargin", "title.top == root.top + 10",
        "tail.trailing == root.trailing", "tail.width == 20", "tail.top == root.top + 40", "tail.height == 10",
        "lead.leading == root.leading + 16", "lead.width == 50", "lead.top == root.top + 60", "lead.height == 10",
    ],
}


def test_layout_direction_swaps_leading_and_trailing():
    scene = laid_out(document(DIRECTION), 320, 100)
    # "Hello" at body 17: 0.6 * 17 * 5 = 51 x 21.25, at the leading margin (8)
    assert scene.frame("title") == approx((8, 10, 51, 21.25))
    assert scene.frame("tail") == (300, 40, 20, 10)
    scene.direction = "rtl"
    scene.layout()
    assert scene.frame("title") == approx((261, 10, 51, 21.25))  # right edge at 320 - 8
    assert scene.frame("tail") == (0, 40, 20, 10)                 # trailing is left
    scene.direction = "ltr"
    scene.layout()
    assert scene.frame("title") == approx((8, 10, 51, 21.25))
    assert scene.frame("tail") == (300, 40, 20, 10)


def test_layout_direction_mirrors_leading_constants():
    scene = laid_out(document(DIRECTION), 320, 100)
    assert scene.frame("lead") == (16, 60, 50, 10)
    scene.direction = "rtl"
    assert scene.layout().frame("lead") == (254, 60, 50, 10)  # 320 - 16 - 50


def test_content_size_category_scales_text_styles_only():
    doc = document({
        "id": "main",
        "root": views("root", label("hello", "Hello, World!", textStyle="body"),
                      label("note", "abc", fontSize=10)),
        "constraints": ["hello.left == root.left", "hello.top == root.top",
                        "note.left == root.left", "note.top == root.top + 100"]})
    scene = laid_out(doc, 600, 400)
    assert scene.frame("hello") == approx((0, 0, 132.6, 21.25))  # body 17: 0.6 * 17 * 13
    scene.content_size = "accessibilityLarge"
    scene.layout()
    assert scene.frame("hello") == approx((0, 0, 257.4, 41.25))  # body 33: 0.6 * 33 * 13
    assert scene.frame("note") == approx((0, 100, 18, 12.5))     # fontSize is fixed
    assert scene.changed_views() == ["hello"]
    scene.content_size = "extraSmall"
    assert scene.layout().frame("hello") == approx((0, 0, 109.2, 17.5))  # body 14


def test_display_scale_rounds_each_edge():
    doc = document({"id": "main", "root": views("root", view("v")),
                    "constraints": ["v.left == root.left + 10.3", "v.top == root.top + 20.2",
                                    "v.width == 100", "v.height == 10.1"]})
    scene = laid_out(doc)
    assert scene.frame("v") == approx((10.3, 20.2, 100, 10.1))
    scene.display_scale = 2  # left 10.3 -> 10.5, right 110.3 -> 110.5, top 20.2 -> 20, bottom 30.3 -> 30.5
    assert scene.layout().frame("v") == approx((10.5, 20.0, 100, 10.5))
    scene.display_scale = 3  # to the nearest third: 31/3, 61/3, 331/3, 91/3
    assert scene.layout().frame("v") == approx((31 / 3, 61 / 3, 100, 10))
    scene.display_scale = 0
    assert scene.layout().frame("v") == approx((10.3, 20.2, 100, 10.1))
    with pytest.raises(ArgumentError):
        scene.display_scale = -1


# --- incremental changes -------------------------------------------------------------------

def test_set_hidden_outside_a_stack_keeps_the_layout():
    scene = laid_out(document(EDITS))
    scene.set_hidden("box")
    scene.layout()
    assert scene.frame("box") == (10, 20, 100, 50)
    assert scene.changed_views() == []
    assert scene.is_installed("box")
    with pytest.raises(NotFoundError):
        scene.set_hidden("nope", True)


def test_set_intrinsic_size_none_is_no_metric():
    scene = laid_out(document(EDITS))
    # 40 x 30 intrinsic: hugging 250 beats width 100 @200, compression 750 beats height 20 @300
    assert scene.frame("icon") == (0, 200, 40, 30)
    scene.set_intrinsic_size("icon", 60, None)
    assert scene.layout().frame("icon") == (0, 200, 60, 20)
    scene.set_intrinsic_size("icon", -1, -1)
    assert scene.layout().frame("icon") == (0, 200, 100, 20)
    with pytest.raises(ArgumentError):
        scene.set_intrinsic_size("icon", -2, 10)
    with pytest.raises(ArgumentError):
        scene.set_intrinsic_size("icon", math.nan, 10)
    with pytest.raises(NotFoundError):
        scene.set_intrinsic_size("nope", 1, 1)


def test_set_text_resizes_the_label():
    scene = laid_out(document(EDITS))
    assert scene.frame("note") == approx((0, 300, 18, 12.5))  # 0.6 * 10 * 3
    scene.set_text("note", "abcdef")
    assert scene.layout().frame("note") == approx((0, 300, 36, 12.5))
    scene.set_text("note", "日本語")  # 3 Unicode scalars
    assert scene.layout().frame("note") == approx((0, 300, 18, 12.5))
    with pytest.raises(NotFoundError):
        scene.set_text("nope", "x")


def test_set_constant_priority_and_active():
    scene = laid_out(document(EDITS))
    scene.set_constant("boxLeft", 30)
    assert scene.layout().frame("box") == (30, 20, 100, 50)
    scene.set_priority("boxHeight", 400)  # now below 'box.height == 80 @500'
    assert scene.layout().frame("box") == (30, 20, 100, 80)
    with pytest.raises(StateError):
        scene.set_priority("boxHeight", 1000)  # optional -> required, refused as in UIKit
    with pytest.raises(StateError):
        scene.set_priority("boxWidth", 999)
    with pytest.raises(ArgumentError):
        scene.set_priority("boxHeight", 0)
    scene.set_active("boxLeft", False)    # 'box.left == root.left @1' takes over
    assert scene.layout().frame("box") == (0, 20, 100, 80)
    scene.set_active("boxLeft", True)
    assert scene.layout().frame("box") == (30, 20, 100, 80)
    with pytest.raises(NotFoundError):
        scene.set_constant("nope", 1)
    with pytest.raises(ArgumentError):
        scene.set_constant("boxLeft", math.inf)


ADDS = {"id": "main", "root": views("root", view("w"), view("v")),
        "constraints": ["w.left == root.left", "w.top == root.top", "w.height == 5 @100",
                        "v.top == root.top + 100", "v.height == 10"]}


def test_add_constraint_as_equation_or_object():
    scene = laid_out(document(ADDS))
    scene.add_constraint("w.width == 10")                                       # an equation
    scene.add_constraint({"id": "wh", "eq": "w.height == 20", "priority": 750})  # an object
    scene.add_constraint('{"id": "wx", "eq": "w.width >= 1"}')                  # JSON text
    assert scene.layout().frame("w") == (0, 0, 10, 20)
    scene.set_constant("wh", 30)
    assert scene.layout().frame("w") == (0, 0, 10, 30)
    scene.remove_constraint("wh")   # back to the document's 5 @100
    assert scene.layout().frame("w") == (0, 0, 10, 5)
    with pytest.raises(NotFoundError):
        scene.remove_constraint("wh")


def test_add_constraint_errors():
    scene = laid_out(document(ADDS))
    with pytest.raises((ParseError, SchemaError)) as error:
        scene.add_constraint("w.width = 10")
    assert "==" in str(error.value)  # the message says which relation to write
    with pytest.raises(SchemaError) as error:
        scene.add_constraint({"eq": "w.width == 10", "priority": 0})
    assert str(error.value).startswith("$.priority")
    with pytest.raises(TrellisError) as error:
        scene.add_constraint("zz.width == 10")
    assert "zz" in str(error.value)
    with pytest.raises(TypeError):
        scene.add_constraint(42)


def test_add_constraint_visual_format():
    scene = laid_out(document(ADDS))
    scene.add_constraint({"visual": "H:|-20-[v(30)]", "id": "row"})
    assert scene.layout().frame("v") == (20, 100, 30, 10)


def test_insert_scene_with_prefixed_ids():
    doc = document({"id": "main", "root": views("root", view("a")),
                    "constraints": ["a.left == root.left", "a.top == root.top",
                                    "a.width == 10", "a.height == 10"],
                    "dock": [view("badge", intrinsicSize=[12, 12])]})
    cards = document({"id": "card", "root": views("card", label("text", "abcd", fontSize=10)),
                      "constraints": ["text.left == card.left + 4", "text.top == card.top + 4",
                                      "card.right == text.right + 4", "card.bottom == text.bottom + 4"]})
    scene = laid_out(doc)
    scene.insert_scene("root", 1, cards, "card", "c1")
    assert scene.view_ids == ["root", "a", "c1.card", "c1.text"]  # appended, prefixed
    scene.add_constraint("c1.card.left == root.left + 100")
    scene.add_constraint("c1.card.top == root.top + 100")
    scene.layout()
    # text 0.6 * 10 * 4 = 24 x 12.5, 4 points around it
    assert scene.frame("c1.card") == approx((100, 100, 32, 20.5))
    assert scene.frame_in_root("c1.text") == approx((104, 104, 24, 12.5))
    assert set(scene.changed_views()) == {"c1.card", "c1.text"}
    scene.insert_scene("root", 0, None, "badge", "d")  # None: this scene's document (a dock view)
    assert scene.view_ids[-1] == "d.badge"
    with pytest.raises(NotFoundError):
        scene.insert_scene("nope", 0, cards, "card", "c2")
    with pytest.raises(NotFoundError):
        scene.insert_scene("root", 0, cards, "nope", "c2")
    with pytest.raises(TrellisError):
        scene.insert_scene("root", 0, cards, "card", "c1")  # duplicate ids


def test_remove_view_renumbers_and_forgets_the_id():
    doc = document({"id": "main", "root": views("root", view("a"), view("b", subviews=[view("b1")]), view("c")),
                    "constraints": ["a.left == root.left", "a.top == root.top", "a.width == 10", "a.height == 10",
                                    "b.left == a.right", "b.top == root.top", "b.width == 10", "b.height == 10",
                                    "b1.left == b.left", "b1.top == b.top", "b1.width == 5", "b1.height == 5",
                                    {"id": "cAfterB", "eq": "c.left == b.right + 5"}, "c.left == root.left @1",
                                    "c.top == root.top", "c.width == 10", "c.height == 10"]})
    scene = laid_out(doc)
    assert scene.frame("c") == (25, 0, 10, 10)
    scene.remove_view("b")
    assert scene.view_ids == ["root", "a", "c"]
    with pytest.raises(NotFoundError):
        scene.frame("b1")
    with pytest.raises(NotFoundError):
        scene.set_constant("cAfterB", 1)  # constraints mentioning b went with it
    assert scene.layout().frame("c") == (0, 0, 10, 10)
    assert scene.changed_view_indices() == [2]
    with pytest.raises(NotFoundError):
        scene.remove_view("b")


# --- text measurement ----------------------------------------------------------------------

MEASURED = {"id": "main",
            "root": views("root", label("label", "Hello", fontSize=10),
                          label("body", "abcdefghijklmnopqrst", fontSize=10, lines=0)),
            "constraints": ["label.left == root.left", "label.top == root.top",
                            "body.leading == root.leadingMargin", "body.trailing == root.trailingMargin",
                            "body.top == root.top + 100"]}


def test_set_measure_calls_the_python_function_and_uses_its_result():
    scene = laid_out(document(MEASURED), 100, 400)
    calls = []

    def measure(view_id, text, point_size, max_width):
        calls.append((view_id, text, point_size, max_width))
        natural = 7.0 * len(text)
        lines = math.ceil(natural / max_width) if math.isfinite(max_width) and natural > max_width else 1
        width = max_width if lines > 1 else natural
        return (width, 20.0 * lines, 15.0, 15.0 + 20.0 * (lines - 1))

    scene.set_measure(measure)
    del measure
    gc.collect()  # the scene keeps the callback alive
    scene.layout()
    assert ("label", "Hello", 10.0, math.inf) in calls
    assert any(c[0] == "body" and c[3] == 84 for c in calls)  # measured at its width 100 - 2 * 8
    assert scene.frame("label") == (0, 0, 35, 20)        # 7 * 5, one 20-point line
    assert scene.frame("body") == (8, 100, 84, 40)       # 140 at 84: two lines
    scene.set_measure(None)                               # the default measurer again
    calls.clear()
    scene.set_text("label", "Hello!")
    assert scene.layout().frame("label") == approx((0, 0, 36, 12.5))
    assert calls == []


def test_a_failing_measure_function_falls_back_to_the_default_measurer():
    scene = laid_out(document(MEASURED), 100, 400)

    def broken(view_id, text, point_size, max_width):
        raise RuntimeError("no fonts here")

    scene.set_measure(broken)
    scene.layout()
    assert isinstance(scene.measure_error, RuntimeError)
    assert scene.frame("label") == approx((0, 0, 30, 12.5))  # 0.6 * 10 * 5
    scene.set_measure(lambda *args: None)                    # None: use the default
    scene.set_text("label", "Hi")
    assert scene.layout().frame("label") == approx((0, 0, 12, 12.5))
    scene.set_measure(lambda *args: (-1, 5, 1, 1))           # nonsense: the default too
    scene.set_text("label", "Hey")
    assert scene.layout().frame("label") == approx((0, 0, 18, 12.5))
    with pytest.raises(TypeError):
        scene.set_measure("not callable")


# --- self-sizing and diagnostics -----------------------------------------------------------

def test_fitting_size_with_a_wrapping_label():
    doc = document({
        "id": "main",
        "root": views("root", view("cell", subviews=[
            label("body", "abcdefghijklmnopqrst", fontSize=10, lines=0)])),
        "constraints": ["body.leading == cell.leadingMargin", "body.trailing == cell.trailingMargin",
                        "body.top == cell.topMargin", "body.bottom == cell.bottomMargin",
                        "cell.left == root.left", "cell.right == root.right", "cell.top == root.top"]})
    scene = laid_out(doc)
    assert scene.frame("cell") == approx((0, 0, 320, 28.5))
    assert scene.fitting_size("cell") == approx((136, 28.5))     # one line: 120 + 2 * 8
    assert scene.fitting_size("cell", 100) == approx((100, 41))  # 84 wide: 14 a line, 2 lines
    assert scene.fitting_size("cell", 56) == approx((56, 66))    # 40 wide: 6 a line, 4 lines
    assert scene.fitting_size("body", 60) == approx((60, 25))
    assert scene.frame("cell") == approx((0, 0, 320, 28.5))      # the layout is untouched
    with pytest.raises(ArgumentError):
        scene.fitting_size("cell", -5)
    with pytest.raises(NotFoundError):
        scene.fitting_size("nope")


def test_diagnostics_report_the_broken_constraint():
    doc = document({"id": "main", "root": views("root", view("a")),
                    "constraints": ["a.left == root.left", "a.top == root.top", "a.height == 5",
                                    "a.width == 10", "a.width == 20"]})
    scene = laid_out(doc)
    assert scene.frame("a") == (0, 0, 10, 5)  # the conflict is not an error: the last one breaks
    diagnostics = scene.diagnostics()
    assert [c["broken"] for c in diagnostics["unsatisfiable"]] == ["a.width == 20"]
    assert {"a.width == 10", "a.width == 20"} <= set(diagnostics["unsatisfiable"][0]["conflict"])
    assert diagnostics["ambiguous"] == []
    horizontal = scene.constraints_affecting("a", "horizontal")
    assert "a.width == 10" in horizontal and "a.left == root.left" in horizontal
    assert "a.height == 5" in scene.constraints_affecting("a", 1)
    with pytest.raises(ArgumentError):
        scene.constraints_affecting("a", "diagonal")
    with pytest.raises(NotFoundError):
        scene.constraints_affecting("nope", 0)


def test_diagnostics_conflict_set_is_exact():
    doc = document({"id": "main", "root": views("root", view("a")),
                    "constraints": ["a.left == root.left", "a.top == root.top", "a.height == 5",
                                    "a.width == 10", "a.width == 20"]})
    conflict = laid_out(doc).diagnostics()["unsatisfiable"][0]["conflict"]
    assert sorted(conflict) == ["a.width == 10", "a.width == 20"]


def test_diagnostics_report_ambiguous_views():
    scene = laid_out(document({"id": "main", "root": views("root", view("lost"))}))
    assert scene.diagnostics()["ambiguous"] == [{"view": "lost", "attributes": ["x", "y", "width", "height"]}]


def test_constraints_affecting_names_each_constraint_once():
    doc = document({"id": "main", "root": views("root", {"id": "icon", "kind": "image", "intrinsicSize": [40, 30]}),
                    "constraints": ["icon.left == root.left", "icon.top == root.top"]})
    names = laid_out(doc).constraints_affecting("icon", "horizontal")
    assert len(names) == len(set(names))


# --- lifetime and bad input ----------------------------------------------------------------

def test_close_and_context_managers():
    doc = document(BOXES)
    with Scene(doc) as scene:
        scene.size = (100, 100)
    assert scene.closed
    with pytest.raises(ValueError):
        scene.layout()
    scene.close()  # idempotent
    other = Scene(doc)
    doc.close()    # scenes outlive their document
    other.size = (100, 100)
    assert other.layout().frame("root") == (0, 0, 100, 100)
    with pytest.raises(ValueError):
        doc.scene_ids
    with Document.load(json.dumps({"format": "trellis/1", "scenes": [BOXES]})) as doc2:
        assert not doc2.closed
    assert doc2.closed


def test_non_finite_numbers_raise_argument_error():
    scene = laid_out(document(EDITS))
    for call in (lambda: setattr(scene, "size", (math.nan, 1)), lambda: setattr(scene, "size", (1, math.inf)),
                 lambda: setattr(scene, "display_scale", math.nan), lambda: scene.set_constant("boxLeft", math.nan),
                 lambda: scene.set_priority("boxHeight", math.nan), lambda: scene.fitting_size("box", math.inf)):
        with pytest.raises(ArgumentError):
            call()
    assert scene.layout().frame("box") == (10, 20, 100, 50)  # nothing changed
    assert scene.changed_views() == []


# --- the example documents (Tests/Fixtures/examples) ---------------------------------------

EXAMPLES = os.environ.get("TRELLIS_EXAMPLES") or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "Tests", "Fixtures", "examples")
EXPECTED = sorted(glob.glob(os.path.join(EXAMPLES, "*.expected.json")))


def test_the_example_documents_are_there():
    assert len(EXPECTED) >= 5, f"no example documents in {EXAMPLES}"


@pytest.mark.parametrize("expected_path", EXPECTED,
                         ids=[os.path.basename(p)[:-len(".expected.json")] for p in EXPECTED])
def test_example(expected_path):
    with open(expected_path, encoding="utf-8") as f:
        expected = json.load(f)
    document_path = os.path.join(os.path.dirname(expected_path), expected["document"])
    doc = Document.load_file(document_path)
    scenes = {}  # cases of one document run in order on one instance per scene id
    for case in expected["cases"]:
        scene_id = case.get("scene")
        scene = scenes.get(scene_id)
        if scene is None:
            scene = scenes[scene_id] = Scene(doc, scene_id)
        scene.size = tuple(case["size"])
        scene.size_classes = tuple(case.get("sizeClasses", ["unspecified", "unspecified"]))
        scene.direction = case.get("direction", "ltr")
        scene.content_size = case.get("contentSize", "large")
        frames = scene.layout().frames()
        for view_id, frame in case["frames"].items():
            assert frames[view_id] == approx(tuple(frame), abs=1e-3), \
                "%s, case %r, view %r" % (os.path.basename(expected_path), case.get("name"), view_id)


def test_release_cached_memory_frees_the_first_layouts_scratch_and_layouts_still_work():
    # A column of 400 plain views: its first layout's solver scratch (about 30 KB) is kept
    # for the next first layout and freed by release_cached_memory (docs/c-api.md, Memory).
    count = 400
    subviews = [view("v%d" % i) for i in range(count)]
    constraints = []
    for i in range(count):
        above = "root.top" if i == 0 else "v%d.bottom" % (i - 1)
        constraints += ["v%d.leading == root.leading + 8" % i, "v%d.width == 100" % i,
                        "v%d.top == %s + 4" % (i, above), "v%d.height == 20" % i]
    doc = document({"id": "main", "root": views("root", *subviews), "constraints": constraints})
    trellis.release_cached_memory()
    for _ in range(2):
        with laid_out(doc, 320, 10000) as scene:
            assert_frame(scene.frame("v399"), (8, 4 + 399 * 24, 100, 20))
        assert trellis.release_cached_memory() > 0
        assert trellis.release_cached_memory() == 0
