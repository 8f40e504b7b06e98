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
        scene.size = (390, 844)
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
        scene.size = (320, 480)
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
        scene.size_classes = ("regular", "regular")
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
        scene.size = (320, 480)
        scene.set_measure(measure)
        scene.layout()
        assert ("stars", None) in calls
        assert scene.frame("stars") == Frame(0, 0, 120, 24)
        assert scene.frame("caption") == Frame(128, 0, approx(30), 12.5)   # 5 x 6, 1.25 x 10


def test_view_controller_roots_per_view_safe_areas_and_the_keyboard():
    # A view controller's root: 16-point side margins from the safe area (Apple,
    # systemMinimumLayoutMargins); a panel 20 points down gets 39 of the 59 (csl.cool,
    # "iOS Layout Adaptation"); the keyboard guide follows keyboard_height.
    doc = Document.load(json.dumps({"format": "trellis/1", "scenes": [
        {"id": "main", "viewController": True,
         "root": {"id": "root", "subviews": [{"id": "panel"}, {"id": "field"}]},
         "constraints": ["panel.top == root.top + 20", "panel.leading == root.leadingMargin",
                         "panel.trailing == root.trailingMargin", "panel.height == 100",
                         "field.bottom == root.keyboardLayoutGuide.top - 8", "field.leading == root.leading",
                         "field.width == 100", "field.height == 40"]}]}))
    with Scene(doc) as scene:
        scene.size = (393, 852)
        scene.set_safe_area_insets(top=59, bottom=34)
        scene.layout()
        assert scene.safe_area_insets("panel") == (39, 0, 0, 0)
        assert scene.frame("panel") == Frame(16, 20, 361, 100)
        assert scene.frame("field") == Frame(0, 852 - 34 - 8 - 40, 100, 40)
        scene.keyboard_height = 336
        scene.layout()
        assert scene.keyboard_height == 336
        assert scene.frame("field") == Frame(0, 852 - 336 - 8 - 40, 100, 40)
        with pytest.raises(ArgumentError):
            scene.keyboard_height = -1
        with pytest.raises(NotFoundError):
            scene.safe_area_insets("nobody")


def test_scroll_view_content_size_and_offset():
    # Apple, Auto Layout Guide, "Working with Scroll Views": content pinned to the scroll
    # view's edges sets the content size, not the frame.
    doc = document({"id": "root", "subviews": [{"id": "scroll", "kind": "scrollView", "subviews": [{"id": "tall"}]}]},
                   ["scroll.leading == root.leading", "scroll.top == root.top", "scroll.width == 300",
                    "scroll.height == 400", "tall.top == scroll.top", "tall.bottom == scroll.bottom",
                    "tall.leading == scroll.leading", "tall.trailing == scroll.trailing",
                    "tall.width == scroll.width", "tall.height == 1000"])
    with Scene(doc) as scene:
        scene.size = (320, 480)
        scene.layout()
        assert scene.scroll_content_size("scroll") == (300, 1000)
        scene.set_content_offset("scroll", 0, 600)
        scene.layout()
        assert scene.frame("tall") == Frame(0, -600, 300, 1000)
        with pytest.raises(ArgumentError):
            scene.set_content_offset("tall", 0, 1)
