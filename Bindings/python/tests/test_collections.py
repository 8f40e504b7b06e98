"""Collection views through the binding (docs/uikit-behaviours.md §9, F1–F9): items whose
cells are scenes of the document, placed by a flow layout. Sources: Apple's "Using the Flow
Layout" (lines filled until the next item does not fit; "the layout object increases the
interitem spacing until the items fit evenly within the line boundaries"); Interface
Builder's stored frames (MemeMe: 115 x 94 items in 414 points, the first at x = 0). The
default measurer makes a character 0.6 * p wide and a line 1.25 * p tall.
"""

import json

import pytest

from trellis import ArgumentError, Document, Frame, NotFoundError, Scene


def grid():
    return Document.load(json.dumps({"format": "trellis/1", "initialScene": "main", "scenes": [
        {"id": "main", "root": {"id": "root", "subviews": [
            {"id": "grid", "kind": "collectionView", "itemSize": [115, 94],
             "items": [{"cell": "Photo", "count": 7}]}]},
         "constraints": ["grid.leading == root.leading", "grid.trailing == root.trailing",
                         "grid.top == root.top", "grid.bottom == root.bottom"]},
        {"id": "Photo", "root": {"id": "content", "subviews": [
            {"id": "caption", "kind": "label", "text": "a", "fontSize": 20}]},
         "constraints": ["caption.leading == content.leadingMargin", "caption.bottom == content.bottomMargin"]}]}))


def test_a_justified_grid_and_its_content_size():
    with Scene(grid()) as scene:
        scene.size = (414, 736)
        scene.layout()
        assert scene.collection_item_count("grid") == 7
        # Three a line, (414 - 3 * 115) / 2 = 34.5 apart; the seventh under the first column.
        assert scene.collection_item_frame("grid", 0) == Frame(0, 0, 115, 94)
        assert scene.collection_item_frame("grid", 1) == Frame(149.5, 0, 115, 94)
        assert scene.collection_item_frame("grid", 6) == Frame(0, 208, 115, 94)
        assert scene.scroll_content_size("grid") == (414, 302)
        # The cell is its item's size; the caption sits in its 8-point margins: 94 - 8 - 25.
        assert scene.collection_cell_frame("grid", 6, "caption") == Frame(8, 61, 12, 25)


def test_host_items_and_errors():
    with Scene(grid()) as scene:
        scene.size = (414, 736)
        scene.layout()
        scene.delete_collection_items("grid", 0, count=5)
        scene.insert_collection_items("grid", 2, "Photo")
        scene.set_collection_item_text("grid", 2, "caption", "abc")
        assert scene.collection_item_count("grid") == 3
        assert scene.collection_cell_frame("grid", 2, "caption") == Frame(8, 61, 36, 25)
        scene.set_collection_item_text("grid", 2, "caption", None)
        assert scene.collection_cell_frame("grid", 2, "caption").width == 12
        with pytest.raises(NotFoundError, match='did you mean "Photo"'):
            scene.insert_collection_items("grid", 0, "Phot")
        with pytest.raises(ArgumentError, match="item 3 is out of range"):
            scene.collection_item_frame("grid", 3)
        with pytest.raises(ArgumentError, match="not a collection view"):
            scene.collection_item_count("root")
        assert scene.collection_item_count("grid") == 3


def test_section_header_and_footer():
    # F9, Apple's headerReferenceSize documentation: in a vertical collection only the height
    # counts and the header spans the collection's width; it comes before the top inset, the
    # footer after the bottom inset. 414 - 3 x 115 = 69 spread over two gaps: 34.5 (F2).
    document = Document.load(json.dumps({"format": "trellis/1", "scenes": [
        {"id": "main", "root": {"id": "root", "subviews": [
            {"id": "grid", "kind": "collectionView", "itemSize": [115, 94], "sectionInset": [10, 0, 10, 0],
             "headerReferenceSize": [1, 40], "items": [{"cell": "Photo", "count": 4}]}]},
         "constraints": ["grid.leading == root.leading", "grid.trailing == root.trailing",
                         "grid.top == root.top", "grid.bottom == root.bottom"]},
        {"id": "Photo", "root": {"id": "content"}, "constraints": []}]}))
    with Scene(document) as scene:
        scene.size = (414, 736)
        scene.layout()
        assert scene.collection_header_frame("grid") == Frame(0, 0, 414, 40)
        assert scene.collection_footer_frame("grid") is None
        assert scene.collection_item_frame("grid", 0) == Frame(0, 50, 115, 94)
        assert scene.collection_item_frame("grid", 3) == Frame(0, 154, 115, 94)
        # 40 + 10 + 94 + 10 + 94 + 10.
        assert scene.scroll_content_size("grid") == (414, 258)
        with pytest.raises(ArgumentError, match="not a collection view"):
            scene.collection_header_frame("root")
