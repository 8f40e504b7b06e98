"""Interface Builder storyboards and xibs load through ``Document.load`` like trellis/1
documents: the library recognises their XML by content (docs/interface-builder.md).

Run:  TRELLIS_LIBRARY=/path/to/libtrellis.so python -m pytest Bindings/python/tests
"""

import pathlib

import pytest

from trellis import Document, ParseError, Scene

SEEDS = pathlib.Path(__file__).resolve().parents[3] / "Fuzz" / "corpus-document"

# A xib with one top-level view 200 x 100 and a subview a quarter of its width whose centre
# is at half the view's centre, as IB stores it (frame 25, 25, 50, 50).
XIB = b"""<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="iN0-l3-epB">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="7Qa-aa-aaa">
                    <rect key="frame" x="25" y="25" width="50" height="50"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="7Qa-aa-aaa" firstAttribute="centerX" secondItem="iN0-l3-epB" secondAttribute="centerX" multiplier="1:2" id="y1a-aa-aaa"/>
                <constraint firstItem="7Qa-aa-aaa" firstAttribute="centerY" secondItem="iN0-l3-epB" secondAttribute="centerY" id="y2a-aa-aaa"/>
                <constraint firstItem="7Qa-aa-aaa" firstAttribute="width" secondItem="iN0-l3-epB" secondAttribute="width" multiplier="25%" id="y3a-aa-aaa"/>
                <constraint firstItem="7Qa-aa-aaa" firstAttribute="height" secondItem="7Qa-aa-aaa" secondAttribute="width" id="y4a-aa-aaa"/>
            </constraints>
        </view>
    </objects>
</document>
"""


def test_a_xib_loads_from_bytes_and_lays_out_with_its_ib_ids():
    # width 25% of 200 = 50, centre 0.5 * 100 = 50 (the root's centre, measured from the
    # root's origin): x 25; centred vertically: y 25 (UIKit's constraint equation).
    scene = Scene(Document.load(XIB))
    scene.size = (200, 100)
    scene.layout()
    assert tuple(scene.frames()["7Qa-aa-aaa"]) == (25, 25, 50, 50)


def test_a_storyboard_file_loads_and_its_storyboard_identifier_finds_the_scene():
    doc = Document.load(SEEDS / "ib-stack.storyboard")
    scene = Scene(doc, "Main")
    scene.size = (393, 852)
    scene.layout()
    assert "s1a-aa-aaa" in scene.frames()


def test_a_cocoa_document_is_refused():
    with pytest.raises(Exception) as error:
        Document.load(b'<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects/></document>')
    assert "macOS (Cocoa)" in str(error.value)


def test_malformed_xml_is_a_parse_error_with_its_line():
    with pytest.raises(ParseError) as error:
        Document.load(b'<?xml version="1.0"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">\n<objects>\n</document>')
    assert "line 4" in str(error.value)
