"""The compiled form of documents (``trellis-cli compile``, ``Document.compile``):
``Document.load`` reads it as it reads JSON, and refuses damaged bytes with ParseError.

Run:  TRELLIS_LIBRARY=/path/to/libtrellis.so python -m pytest Bindings/python/tests
"""

import json

import pytest

from trellis import Document, ParseError, Scene

LIST = {
    "format": "trellis/1",
    "initialScene": "list",
    "scenes": [{
        "id": "list",
        "root": {"id": "root", "subviews": [
            {"id": "row", "subviews": [
                {"id": "title", "kind": "label", "text": "Hello", "textStyle": {"any": "body", "wR": "title1"}},
                {"id": "go", "kind": "button", "intrinsicSize": [64, 32]}]}]},
        "constraints": [
            "row.leading == root.leading", "row.trailing == root.trailing", "row.top == root.top + 4",
            "row.height == 44", "title.leading == row.leadingMargin", "title.centerY == row.centerY",
            {"visual": "H:[title]-(>=8)-[go]-|", "options": ["alignAllCenterY"], "id": "line"}],
        "segues": [{"id": "open", "from": "go", "to": "list", "kind": "push"}]}],
}

SIGNATURE = b"\x89TRELLIS\r\n\x1a\n"


def frames(doc, width, height):
    scene = Scene(doc)
    scene.size = (width, height)
    scene.layout()
    return {view_id: tuple(frame) for view_id, frame in scene.frames().items()}


def test_compiled_bytes_start_with_the_signature_and_the_format_version():
    compiled = Document.load(json.dumps(LIST)).compile()
    assert compiled[:12] == SIGNATURE
    assert compiled[12:16] == b"\x08\x00\x00\x00"  # version 8: a sorted string table, view ids told apart by number


def test_load_reads_compiled_bytes_like_the_json():
    from_json = Document.load(json.dumps(LIST))
    from_compiled = Document.load(from_json.compile())
    assert from_compiled.scene_ids == ["list"]
    assert from_compiled.segues == from_json.segues
    for width, height in [(390, 844), (1024, 768), (0, 0)]:
        assert frames(from_compiled, width, height) == frames(from_json, width, height)


def test_load_takes_bytearray_and_memoryview_of_compiled_bytes():
    compiled = Document.load(json.dumps(LIST)).compile()
    assert Document.load(bytearray(compiled)).scene_ids == ["list"]
    assert Document.load(memoryview(compiled)).scene_ids == ["list"]


def test_damaged_compiled_bytes_raise_parse_error():
    compiled = Document.load(json.dumps(LIST)).compile()
    with pytest.raises(ParseError, match=r"^\$: the compiled document is truncated"):
        Document.load(compiled[:-1])
    damaged = bytearray(compiled)
    damaged[-2] ^= 0x20
    with pytest.raises(ParseError, match="checksum does not match"):
        Document.load(bytes(damaged))
    other_version = bytearray(compiled)
    other_version[12] = 9
    with pytest.raises(ParseError, match="format version 9; this Trellis reads version 8"):
        Document.load(bytes(other_version))
