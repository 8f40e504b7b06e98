import XCTest
@testable import TrellisDocument
import TrellisCore

/// With intrinsic sizes from frames, a titled button that constraints stretch to a height it
/// shares with siblings takes no placeholder height from its stretched frame
/// (docs/uikit-behaviours.md IB8). Documents written for these tests in IB's XML format.
final class IBStretchedButtonTests: XCTestCase {
    private func importDocument(_ text: String) throws -> InterfaceBuilderImporter.Result {
        var copy = text
        return try copy.withUTF8 { bytes in
            try InterfaceBuilderImporter.importDocument(UnsafeRawBufferPointer(bytes),
                                                        options: .init(intrinsicFromFrames: true))
        }
    }

    private func layOut(_ result: InterfaceBuilderImporter.Result) throws -> Scene {
        let scene = try Scene(document: result.document, sceneID: nil)
        let info = try XCTUnwrap(result.scene(named: scene.sceneID))
        try scene.setSize(width: info.designWidth, height: info.designHeight)
        try scene.layout()
        return scene
    }

    private func intrinsicSize(_ id: String, in result: InterfaceBuilderImporter.Result) -> Variant<IntrinsicSize>? {
        result.document.scenes.first?.root.descendant(withID: id)?.intrinsicSize
    }

    /// Two calculator keys of 15-point titles between a display label and the root's
    /// bottom, of equal heights, stored 112 high (the true 111.5 rounded at 1×): a system
    /// button with a 15-point title is 30 high of itself (Erica Sadun, "Intrinsic Content
    /// Size", InformIT: `{78, 30}`), so 112 is a stretched height and the keys take none.
    /// UIKit stretches them (hugging 250) below the label that hugs at 251: 300 − 20 − 21
    /// − 8 − 8 − 20 = 223 for two keys, 111.5 each, the label at its 21. Without the
    /// equal-height constraint the stored 112 stays the placeholder.
    func testKeysOfEqualHeightsTakeNoPlaceholderHeight() throws {
        func xib(_ heightConstraint: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="0" textAlignment="right" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="dsp-la-aaa">
                                <rect key="frame" x="20" y="20" width="280" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="key-7a-aaa">
                                <rect key="frame" x="20" y="49" width="280" height="112"/>
                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                <state key="normal" title="7"/>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="key-4a-aaa">
                                <rect key="frame" x="20" y="169" width="280" height="112"/>
                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                <state key="normal" title="4"/>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="dsp-la-aaa" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="20" id="c01-aa-aaa"/>
                            <constraint firstItem="dsp-la-aaa" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="20" id="c02-aa-aaa"/>
                            <constraint firstAttribute="trailing" secondItem="dsp-la-aaa" secondAttribute="trailing" constant="20" id="c03-aa-aaa"/>
                            <constraint firstItem="key-7a-aaa" firstAttribute="top" secondItem="dsp-la-aaa" secondAttribute="bottom" constant="8" id="c04-aa-aaa"/>
                            <constraint firstItem="key-7a-aaa" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="20" id="c05-aa-aaa"/>
                            <constraint firstAttribute="trailing" secondItem="key-7a-aaa" secondAttribute="trailing" constant="20" id="c06-aa-aaa"/>
                            <constraint firstItem="key-4a-aaa" firstAttribute="top" secondItem="key-7a-aaa" secondAttribute="bottom" constant="8" id="c07-aa-aaa"/>
                            <constraint firstItem="key-4a-aaa" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="20" id="c08-aa-aaa"/>
                            <constraint firstAttribute="trailing" secondItem="key-4a-aaa" secondAttribute="trailing" constant="20" id="c09-aa-aaa"/>
                            <constraint firstAttribute="bottom" secondItem="key-4a-aaa" secondAttribute="bottom" constant="20" id="c10-aa-aaa"/>
                            \(heightConstraint)
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        }
        let shared = try importDocument(xib(#"<constraint firstItem="key-4a-aaa" firstAttribute="height" secondItem="key-7a-aaa" secondAttribute="height" id="c11-aa-aaa"/>"#))
        XCTAssertEqual(intrinsicSize("key-7a-aaa", in: shared), .plain(IntrinsicSize(width: 280, height: nil)))
        XCTAssertEqual(intrinsicSize("key-4a-aaa", in: shared), .plain(IntrinsicSize(width: 280, height: nil)))
        XCTAssertEqual(intrinsicSize("dsp-la-aaa", in: shared), .plain(IntrinsicSize(width: 280, height: 21)))
        let scene = try layOut(shared)
        XCTAssertEqual(try scene.frameInRoot(of: "dsp-la-aaa"), Rect(x: 20, y: 20, width: 280, height: 21))
        XCTAssertEqual(try scene.frameInRoot(of: "key-7a-aaa"), Rect(x: 20, y: 49, width: 280, height: 111.5))
        XCTAssertEqual(try scene.frameInRoot(of: "key-4a-aaa"), Rect(x: 20, y: 168.5, width: 280, height: 111.5))

        let alone = try importDocument(xib(""))
        XCTAssertEqual(intrinsicSize("key-7a-aaa", in: alone), .plain(IntrinsicSize(width: 280, height: 112)))

        // Custom buttons (no `buttonType`) without a font have UIButton's 18-point title: 34
        // high (21.5 + 12, rounded) is their own height, not a stretched one, equal heights
        // or not. A system button without a font (15 points) stored 34 high is stretched.
        let noFonts = xib(#"<constraint firstItem="key-4a-aaa" firstAttribute="height" secondItem="key-7a-aaa" secondAttribute="height" id="c11-aa-aaa"/>"#)
            .replacing(#"height="112"/>"#, with: #"height="34"/>"#)
            .replacing(#"<fontDescription key="fontDescription" type="system" pointSize="15"/>"#, with: "")
        let system = try importDocument(noFonts)
        XCTAssertEqual(intrinsicSize("key-7a-aaa", in: system), .plain(IntrinsicSize(width: 280, height: nil)))
        let custom = try importDocument(noFonts.replacing(#" buttonType="roundedRect""#, with: ""))
        XCTAssertEqual(intrinsicSize("key-7a-aaa", in: custom), .plain(IntrinsicSize(width: 280, height: 34)))

        // Content insets add to the padding the bound counts: such keys keep their stored 112.
        let inset = try importDocument(xib(#"<constraint firstItem="key-4a-aaa" firstAttribute="height" secondItem="key-7a-aaa" secondAttribute="height" id="c11-aa-aaa"/>"#)
            .replacing(#"<state key="normal" title="7"/>"#,
                       with: #"<inset key="contentEdgeInsets" minX="10" minY="10" maxX="10" maxY="10"/><state key="normal" title="7"/>"#))
        XCTAssertEqual(intrinsicSize("key-7a-aaa", in: inset), .plain(IntrinsicSize(width: 280, height: 112)))
        XCTAssertEqual(intrinsicSize("key-4a-aaa", in: inset), .plain(IntrinsicSize(width: 280, height: nil)))
    }

    /// Keys in `fill`-aligned rows of a vertical `fillEqually` stack share their height as
    /// equal-height keys do: stored 108 (the true 107.5, (223 − 8) / 2, rounded), they take
    /// none. A key stored 32 high with a 15-point title (within a point of 30 + the line's
    /// 17.9) keeps its stored height: nothing says it is stretched.
    func testKeysInRowsOfAFillEquallyStackTakeNoPlaceholderHeight() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="340"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="0" textAlignment="right" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="dsp-la-aaa">
                            <rect key="frame" x="20" y="20" width="280" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="col-sv-aaa">
                            <rect key="frame" x="20" y="49" width="280" height="224"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row-1a-aaa">
                                    <rect key="frame" x="0.0" y="0.0" width="280" height="108"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="key-1a-aaa">
                                            <rect key="frame" x="0.0" y="0.0" width="136" height="108"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                            <state key="normal" title="1"/>
                                        </button>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="key-2a-aaa">
                                            <rect key="frame" x="144" y="0.0" width="136" height="108"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                            <state key="normal" title="2"/>
                                        </button>
                                    </subviews>
                                </stackView>
                                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row-2a-aaa">
                                    <rect key="frame" x="0.0" y="116" width="280" height="108"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="key-3a-aaa">
                                            <rect key="frame" x="0.0" y="0.0" width="136" height="108"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                            <state key="normal" title="3"/>
                                        </button>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="key-4a-aaa">
                                            <rect key="frame" x="144" y="0.0" width="136" height="108"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                            <state key="normal" title="4"/>
                                        </button>
                                    </subviews>
                                </stackView>
                            </subviews>
                        </stackView>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="key-sm-aaa">
                            <rect key="frame" x="20" y="288" width="60" height="32"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                            <state key="normal" title="C"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="dsp-la-aaa" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="20" id="c01-aa-aaa"/>
                        <constraint firstItem="dsp-la-aaa" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="20" id="c02-aa-aaa"/>
                        <constraint firstAttribute="trailing" secondItem="dsp-la-aaa" secondAttribute="trailing" constant="20" id="c03-aa-aaa"/>
                        <constraint firstItem="col-sv-aaa" firstAttribute="top" secondItem="dsp-la-aaa" secondAttribute="bottom" constant="8" id="c04-aa-aaa"/>
                        <constraint firstItem="col-sv-aaa" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="20" id="c05-aa-aaa"/>
                        <constraint firstAttribute="trailing" secondItem="col-sv-aaa" secondAttribute="trailing" constant="20" id="c06-aa-aaa"/>
                        <constraint firstAttribute="bottom" secondItem="col-sv-aaa" secondAttribute="bottom" constant="68" id="c07-aa-aaa"/>
                        <constraint firstItem="key-sm-aaa" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="20" id="c08-aa-aaa"/>
                        <constraint firstItem="key-sm-aaa" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="288" id="c09-aa-aaa"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let result = try importDocument(xib)
        XCTAssertEqual(intrinsicSize("key-1a-aaa", in: result), .plain(IntrinsicSize(width: 136, height: nil)))
        XCTAssertEqual(intrinsicSize("key-2a-aaa", in: result), .plain(IntrinsicSize(width: 136, height: nil)))
        XCTAssertEqual(intrinsicSize("key-3a-aaa", in: result), .plain(IntrinsicSize(width: 136, height: nil)))
        XCTAssertEqual(intrinsicSize("key-sm-aaa", in: result), .plain(IntrinsicSize(width: 60, height: 32)))
        let scene = try layOut(result)
        XCTAssertEqual(try scene.frameInRoot(of: "dsp-la-aaa"), Rect(x: 20, y: 20, width: 280, height: 21))
        XCTAssertEqual(try scene.frameInRoot(of: "key-1a-aaa"), Rect(x: 20, y: 49, width: 136, height: 107.5))
        XCTAssertEqual(try scene.frameInRoot(of: "key-2a-aaa"), Rect(x: 164, y: 49, width: 136, height: 107.5))
        XCTAssertEqual(try scene.frameInRoot(of: "key-3a-aaa"), Rect(x: 20, y: 164.5, width: 136, height: 107.5))
    }
}
