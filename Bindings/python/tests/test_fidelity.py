"""The UIKit-fidelity additions through the binding: Scene.set_safe_area_insets,
Scene.previous_frames, Scene.view_info, and custom views measured by a Python callback
(text None). Literal expected frames; the default measurer makes a character 0.6 * p wide
and a line 1.25 * p tall.
"""

import json

import pytest

from trellis import ArgumentError, Document, Frame, NotFoundError, Scene

approx = pytest.approx


def document(root, constraints):
    return Document.load(json.dumps({"format": "trellis/1", "scenes": [
        {"id": "main", "root": root, "constraints": constraints}]}))


def test_safe_area_insets_inset_root_safe_area():
    doc = document({"id": "root", "subviews": [{"id": "content"}]},
                   ["content.top == root.safeArea.top", "content.bottom == root.safeArea.bottom",
                    "content.leading == root.safeArea.leading + 16",
                    "content.trailing == root.safeArea.trailing - 16"])
    with Scene(doc) as scene:
        scene.set_size(390, 844)
        scene.set_safe_area_insets(top=47, bottom=34)   # an iPhone 14 in portrait
        scene.layout()
        assert scene.frame("content") == Frame(16, 47, 358, 763)
        with pytest.raises(ArgumentError):
            scene.set_safe_area_insets(top=-1)
        with pytest.raises(TypeError):
            scene.set_safe_area_insets(top="47")


def test_previous_frames_animate_a_constant_change():
    doc = document({"id": "root", "subviews": [{"id": "drawer"}, {"id": "badge"}]},
                   [{"id": "slide", "eq": "drawer.leading == root.leading + 300"}, "drawer.top == root.top",
                    "drawer.width == 200", "drawer.height == 400", "badge.leading == root.leading",
                    "badge.top == root.top", "badge.width == 10", "badge.height == 10"])
    with Scene(doc) as scene:
        scene.set_size(320, 480)
        scene.layout()
        scene.set_constant("slide", 120)
        scene.layout()
        before, after = scene.previous_frames(), scene.frames()
        assert before["drawer"] == Frame(300, 0, 200, 400)
        assert after["drawer"] == Frame(120, 0, 200, 400)
        assert before["badge"] == after["badge"] == Frame(0, 0, 10, 10)


RATING = {"id": "root", "subviews": [
    {"id": "stars", "kind": "custom:Rating", "properties": {"value": {"any": 3.5, "wR": 4}, "tint": [0.2, 0.4, 1, 1]}},
    {"id": "caption", "kind": "label", "text": "Stars", "fontSize": 10}]}
RATING_CONSTRAINTS = ["stars.leading == root.leading", "stars.top == root.top",
                      "caption.leading == stars.trailing + 8", "caption.top == root.top"]


def test_view_info_gives_kind_and_resolved_properties():
    with Scene(document(RATING, RATING_CONSTRAINTS)) as scene:
        assert scene.view_info("stars") == {
            "id": "stars", "kind": "custom:Rating", "properties": {"value": 3.5, "tint": [0.2, 0.4, 1, 1]},
            "text": None, "textStyle": None, "pointSize": None, "hidden": False, "installed": True}
        scene.set_size_classes("regular", "regular")
        assert scene.view_info("stars")["properties"]["value"] == 4
        assert scene.view_info("caption")["text"] == "Stars"
        assert scene.view_info("caption")["pointSize"] == 10   # its fontSize
        with pytest.raises(NotFoundError):
            scene.view_info("nope")


def test_custom_views_are_measured_with_text_none():
    calls = []

    def measure(view_id, text, point_size, max_width):
        calls.append((view_id, text))
        if text is None:
            return (120, 24, 20, 20)     # five 24-point stars
        return None                      # labels: the default measurer

    with Scene(document(RATING, RATING_CONSTRAINTS)) as scene:
        scene.set_size(320, 480)
        scene.set_measure(measure)
        scene.layout()
        assert ("stars", None) in calls
        assert scene.frame("stars") == Frame(0, 0, 120, 24)
        assert scene.frame("caption") == Frame(128, 0, approx(30), 12.5)   # 5 x 6, 1.25 x 10
