import XCTest
@testable import TrellisDocument
import TrellisCore

/// Arranged views Interface Builder marks `fixedFrame="YES"` and constrains with nothing
/// (docs/uikit-behaviours.md IB10). A document written for this test in IB's XML format;
/// expected frames worked out by hand from the rule the test names.
final class IBFixedFrameArrangedViewTests: XCTestCase {
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

    /// A vertical fill stack 300 high holds three plain views stored 100 high each, marked
    /// `fixedFrame="YES"` and named by no constraint: nothing sizes them along the axis
    /// (no content, no constraint), so the fill distribution alone leaves their heights
    /// free. Interface Builder gives such views prototyping constraints that fix "the view's
    /// current size and position" (Apple, Auto Layout Guide, "Working with Constraints in
    /// Interface Builder"), and stores them at those sizes without flagging them ambiguous
    /// (the survey's JosephSouthern DesignLayouts, Xcode 7: three views stored 128 high in a
    /// 384-point stack). Trellis holds the stored size at priority 1, so the stack still
    /// places them: 0, 100 and 200, each 100 high and 320 wide. Without the hold the
    /// heights were free: reported ambiguous, and laid out 0, 0 and 300 high.
    func testFixedFrameArrangedViewsKeepTheirStoredSizes() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="9531" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                            <subviews>
                                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="v01-aa-aaa">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                </view>
                                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="v02-aa-aaa">
                                    <rect key="frame" x="0.0" y="100" width="320" height="100"/>
                                </view>
                                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="v03-aa-aaa">
                                    <rect key="frame" x="0.0" y="200" width="320" height="100"/>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stk-aa-aaa" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" id="c01-aa-aaa"/>
                        <constraint firstItem="stk-aa-aaa" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" id="c02-aa-aaa"/>
                        <constraint firstAttribute="trailing" secondItem="stk-aa-aaa" secondAttribute="trailing" id="c03-aa-aaa"/>
                        <constraint firstItem="stk-aa-aaa" firstAttribute="height" constant="300" id="c04-aa-aaa"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let scene = try layOut(xib)
        XCTAssertEqual(try scene.frameInRoot(of: "v01-aa-aaa"), Rect(x: 0, y: 0, width: 320, height: 100))
        XCTAssertEqual(try scene.frameInRoot(of: "v02-aa-aaa"), Rect(x: 0, y: 100, width: 320, height: 100))
        XCTAssertEqual(try scene.frameInRoot(of: "v03-aa-aaa"), Rect(x: 0, y: 200, width: 320, height: 100))
    }
}
