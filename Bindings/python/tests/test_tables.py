"""Table views through the binding (docs/uikit-behaviours.md §9, T1–T7): rows whose cells
are scenes of the document, self-sizing heights plus the separator's pixel, host rows and
text. The default measurer makes a character 0.6 * p wide and a line 1.25 * p tall, so a
20-point label line is 25 points and holds 24 characters in 288 points.
"""

import json

import pytest

from trellis import ArgumentError, Document, Frame, NotFoundError, Scene

WORD = "aaaaaaaaaa"   # 10 characters: two fit on a 288-point line, three do not


def inbox():
    return Document.load(json.dumps({"format": "trellis/1", "initialScene": "main", "scenes": [
        {"id": "main", "root": {"id": "root", "subviews": [
            {"id": "list", "kind": "tableView",
             "rows": [{"cell": "Note", "count": 2}, {"cell": "Note", "text": {"body": " ".join([WORD] * 3)}}]}]},
         "constraints": ["list.leading == root.leading", "list.trailing == root.trailing",
                         "list.top == root.top", "list.bottom == root.bottom"]},
        {"id": "Note", "root": {"id": "content", "subviews": [
            {"id": "body", "kind": "label", "text": WORD, "fontSize": 20, "lines": 0}]},
         "constraints": ["body.leading == content.leadingMargin", "body.trailing == content.trailingMargin",
                         "body.top == content.topMargin", "body.bottom == content.bottomMargin"]}]}))


def test_self_sizing_rows_and_cell_frames():
    with Scene(inbox()) as scene:
        scene.size = (320, 568)
        scene.display_scale = 2
        scene.layout()
        assert scene.table_row_count("list") == 3
        # One line: 11 + 25 + 11, plus half a point of separator at 2x.
        assert scene.table_row_frame("list", 0) == Frame(0, 0, 320, 47.5)
        # Two lines: 11 + 50 + 11 + 0.5.
        assert scene.table_row_frame("list", 2) == Frame(0, 95, 320, 72.5)
        assert scene.scroll_content_size("list") == (320, 167.5)
        # 320 points wide: 16-point side margins.
        assert scene.table_cell_frame("list", 2, "body") == Frame(16, 11, 288, 50)


def test_host_rows_text_and_row_height():
    with Scene(inbox()) as scene:
        scene.size = (320, 568)
        scene.display_scale = 2
        scene.layout()  # frames are read after a first layout (docs/python.md)
        scene.insert_table_rows("list", 0, "Note", count=2)
        scene.set_table_row_text("list", 0, "body", " ".join([WORD] * 3))
        assert scene.table_row_frame("list", 1) == Frame(0, 72.5, 320, 47.5)
        scene.set_table_row_text("list", 0, "body", None)
        assert scene.table_row_frame("list", 0).height == 47.5
        scene.delete_table_rows("list", 0, count=4)
        assert scene.table_row_count("list") == 1
        scene.set_table_row_height("list", 60)
        assert scene.table_row_frame("list", 0) == Frame(0, 0, 320, 60)
        assert scene.table_cell_frame("list", 0, "content") == Frame(0, 0, 320, 59.5)
        scene.set_table_row_height("list", None)
        assert scene.table_row_frame("list", 0) == Frame(0, 0, 320, 72.5)


def test_bad_calls_raise_and_change_nothing():
    with Scene(inbox()) as scene:
        scene.size = (320, 568)
        with pytest.raises(NotFoundError, match='did you mean "Note"'):
            scene.insert_table_rows("list", 0, "Nte")
        with pytest.raises(ArgumentError, match="out of range"):
            scene.delete_table_rows("list", 2, count=5)
        with pytest.raises(NotFoundError, match='did you mean "body"'):
            scene.set_table_row_text("list", 0, "bdy", "x")
        with pytest.raises(ArgumentError, match="not a table view"):
            scene.table_row_count("root")
        with pytest.raises(ValueError):
            scene.set_table_row_height("list", -5)
        with pytest.raises(ValueError):
            scene.insert_table_rows("list", -1, "Note")
        with pytest.raises(TypeError):
            scene.table_row_frame("list", 1.5)
        assert scene.table_row_count("list") == 3
