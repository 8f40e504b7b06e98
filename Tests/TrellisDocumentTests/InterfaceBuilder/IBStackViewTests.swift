import XCTest
@testable import TrellisDocument
import TrellisCore

/// Stack views in Interface Builder's documents. Documents written for these tests in IB's
/// XML format; expected frames from the rule each test names (docs/uikit-behaviours.md §1).
final class IBStackViewTests: XCTestCase {
    private func layOut(_ text: String) throws -> Scene {
        var copy = text
        let result = try copy.withUTF8 { bytes in
            try InterfaceBuilderImporter.importDocument(UnsafeRawBufferPointer(bytes), options: .init(intrinsicFromFrames: true))
        }
        let scene = try Scene(document: result.document, sceneID: nil)
        let info = try XCTUnwrap(result.scene(named: scene.sceneID))
        try scene.setSize(width: info.designWidth, height: info.designHeight)
        scene.setSizeClasses(horizontal: info.horizontal, vertical: info.vertical)
        try scene.layout()
        return scene
    }

    /// A vertical fillProportionally stack stored 100 high with a plain view (60), a label
    /// (20) and a nested stack (20), then constrained to 200: UIKit counts a view without
    /// intrinsic size with its bounds, which are its stored frame when the nib is loaded
    /// (S4; the issue-20 survey's nine documents with such stacks), so the stack shares its
    /// 200 points 120 : 40 : 40 — where a zero basis collapsed the plain view and the
    /// nested stack.
    func testFillProportionallyCountsStoredLengthsOfViewsWithoutIntrinsicSize() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="250"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="pln-aa-aaa">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                                </view>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-aaa">
                                    <rect key="frame" x="0.0" y="60" width="320" height="20"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nst-aa-aaa">
                                    <rect key="frame" x="0.0" y="80" width="320" height="20"/>
                                </stackView>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stk-aa-aaa" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" id="c01-aa-aaa"/>
                        <constraint firstItem="stk-aa-aaa" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" id="c02-aa-aaa"/>
                        <constraint firstAttribute="trailing" secondItem="stk-aa-aaa" secondAttribute="trailing" id="c03-aa-aaa"/>
                        <constraint firstItem="stk-aa-aaa" firstAttribute="height" constant="200" id="c04-aa-aaa"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let scene = try layOut(xib)
        XCTAssertEqual(try scene.frameInRoot(of: "pln-aa-aaa"), Rect(x: 0, y: 0, width: 320, height: 120))
        XCTAssertEqual(try scene.frameInRoot(of: "lbl-aa-aaa"), Rect(x: 0, y: 120, width: 320, height: 40))
        XCTAssertEqual(try scene.frameInRoot(of: "nst-aa-aaa"), Rect(x: 0, y: 160, width: 320, height: 40))
    }

    /// `spacingType="standard"` is UIStackView.spacingUseSystem: 8 points between two views
    /// (S9; the survey's five documents with it store 8-point gaps, AdrianBinDC's
    /// 183.5 + 8 + 183.5 = 375). A 320-point horizontal fillEqually stack of two plain views:
    /// (320 − 8) / 2 = 156 each, the second at 164 — with the attribute ignored, 160 and 160.
    func testStandardSpacingTypeIsTheSystemSpacing() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stk-bb-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="one-bb-aaa">
                                    <rect key="frame" x="0.0" y="0.0" width="156" height="50"/>
                                </view>
                                <view contentMode="scaleToFill" id="two-bb-aaa">
                                    <rect key="frame" x="164" y="0.0" width="156" height="50"/>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stk-bb-aaa" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" id="c11-aa-aaa"/>
                        <constraint firstItem="stk-bb-aaa" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" id="c12-aa-aaa"/>
                        <constraint firstAttribute="trailing" secondItem="stk-bb-aaa" secondAttribute="trailing" id="c13-aa-aaa"/>
                        <constraint firstItem="stk-bb-aaa" firstAttribute="height" constant="50" id="c14-aa-aaa"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let scene = try layOut(xib)
        XCTAssertEqual(try scene.frameInRoot(of: "one-bb-aaa"), Rect(x: 0, y: 0, width: 156, height: 50))
        XCTAssertEqual(try scene.frameInRoot(of: "two-bb-aaa"), Rect(x: 164, y: 0, width: 156, height: 50))
    }

    /// An empty spacer view in a trailing-aligned vertical stack, constrained by nothing
    /// across the axis, stored 240 wide in a 320-wide stack: IB keeps that breadth (IB6;
    /// the Clima course's storyboards store 240 in a 374-wide stack), so the ambiguity
    /// suppression holds it at 240 and its trailing edge at the stack's: x = 80. The label
    /// (intrinsic 100 × 20 from its frame) sits at the trailing edge too.
    func testAmbiguitySuppressionKeepsAStoredBreadth() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="bottom" translatesAutoresizingMaskIntoConstraints="NO" id="stk-cc-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="220"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-cc-aaa">
                                    <rect key="frame" x="220" y="0.0" width="100" height="20"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spc-cc-aaa">
                                    <rect key="frame" x="80" y="20" width="240" height="200"/>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stk-cc-aaa" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" id="c21-aa-aaa"/>
                        <constraint firstItem="stk-cc-aaa" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" id="c22-aa-aaa"/>
                        <constraint firstAttribute="trailing" secondItem="stk-cc-aaa" secondAttribute="trailing" id="c23-aa-aaa"/>
                        <constraint firstItem="stk-cc-aaa" firstAttribute="height" constant="220" id="c24-aa-aaa"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let scene = try layOut(xib)
        XCTAssertEqual(try scene.frameInRoot(of: "lbl-cc-aaa"), Rect(x: 220, y: 0, width: 100, height: 20))
        XCTAssertEqual(try scene.frameInRoot(of: "spc-cc-aaa"), Rect(x: 80, y: 20, width: 240, height: 200))
    }

    /// A slider pinned 20 points from the sides and a label pinned 16 below it: UISlider's
    /// frame is its alignment rectangle grown by 2 points at the sides and 1 below (every
    /// slider of the survey), so the frame is at x = 18, 284 wide, 31 high, and the label's
    /// top is 16 below the alignment rectangle: 30 + 30 + 16 = 76.
    func testSliderFrameAroundItsAlignmentRectangle() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sld-dd-aaa">
                            <rect key="frame" x="18" y="30" width="284" height="31"/>
                        </slider>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-dd-aaa">
                            <rect key="frame" x="20" y="76" width="42" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sld-dd-aaa" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="30" id="c31-aa-aaa"/>
                        <constraint firstItem="sld-dd-aaa" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="20" id="c32-aa-aaa"/>
                        <constraint firstAttribute="trailing" secondItem="sld-dd-aaa" secondAttribute="trailing" constant="20" id="c33-aa-aaa"/>
                        <constraint firstItem="lbl-dd-aaa" firstAttribute="top" secondItem="sld-dd-aaa" secondAttribute="bottom" constant="16" id="c34-aa-aaa"/>
                        <constraint firstItem="lbl-dd-aaa" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="20" id="c35-aa-aaa"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let scene = try layOut(xib)
        XCTAssertEqual(try scene.frameInRoot(of: "sld-dd-aaa"), Rect(x: 18, y: 30, width: 284, height: 31))
        XCTAssertEqual(try scene.frameInRoot(of: "lbl-dd-aaa"), Rect(x: 20, y: 76, width: 42, height: 21))
    }

    /// A segmented control pinned 30 points from the top and 20 from the sides, 30 high by
    /// a height constraint, over a label pinned 16 below it: UISegmentedControl's frame is
    /// its alignment rectangle grown by 1 point below (IB: the issue-20 survey's two
    /// segmented controls with a 30-point height constraint, Xcode 7 and Xcode 14, are
    /// stored 31 high; docs/uikit-behaviours.md IB7), so the frame is 31 high while the
    /// label's top stays 16 below the alignment rectangle: 30 + 30 + 16 = 76. Its stored
    /// frame, 31 high, gives the alignment rectangle's 30 as placeholder height.
    func testSegmentedControlFrameOnePointBelowItsAlignmentRectangle() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg-ee-aaa">
                            <rect key="frame" x="20" y="30" width="280" height="31"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="c40-aa-aaa"/>
                            </constraints>
                            <segments>
                                <segment title="First"/>
                                <segment title="Second"/>
                            </segments>
                        </segmentedControl>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-ee-aaa">
                            <rect key="frame" x="20" y="76" width="42" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="seg-ee-aaa" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="30" id="c41-aa-aaa"/>
                        <constraint firstItem="seg-ee-aaa" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="20" id="c42-aa-aaa"/>
                        <constraint firstAttribute="trailing" secondItem="seg-ee-aaa" secondAttribute="trailing" constant="20" id="c43-aa-aaa"/>
                        <constraint firstItem="lbl-ee-aaa" firstAttribute="top" secondItem="seg-ee-aaa" secondAttribute="bottom" constant="16" id="c44-aa-aaa"/>
                        <constraint firstItem="lbl-ee-aaa" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="20" id="c45-aa-aaa"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let scene = try layOut(xib)
        XCTAssertEqual(try scene.frameInRoot(of: "seg-ee-aaa"), Rect(x: 20, y: 30, width: 280, height: 31))
        XCTAssertEqual(try scene.frameInRoot(of: "lbl-ee-aaa"), Rect(x: 20, y: 76, width: 42, height: 21))
    }
}
