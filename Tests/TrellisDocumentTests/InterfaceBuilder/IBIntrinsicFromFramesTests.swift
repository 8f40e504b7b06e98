import XCTest
@testable import TrellisDocument
import TrellisCore

/// `--intrinsic-from-frames` (docs/interface-builder.md): which views take their stored
/// frame's size as a placeholder intrinsic size. Documents written for these tests in IB's
/// XML format.
final class IBIntrinsicFromFramesTests: XCTestCase {
    private func layOut(_ text: String, intrinsicFromFrames: Bool) throws -> Scene {
        var copy = text
        let result = try copy.withUTF8 { bytes in
            try InterfaceBuilderImporter.importDocument(UnsafeRawBufferPointer(bytes),
                                                        options: .init(intrinsicFromFrames: intrinsicFromFrames))
        }
        let scene = try Scene(document: result.document, sceneID: nil)
        let info = try XCTUnwrap(result.scene(named: scene.sceneID))
        try scene.setSize(width: info.designWidth, height: info.designHeight)
        try scene.layout()
        return scene
    }

    /// A custom-class view (an `@IBDesignable` rating control, whose intrinsic size IB gets
    /// by running its code) placed only by its centre and top: with intrinsic sizes from
    /// frames it keeps its stored 120 × 20, centred in 320 at x = 100 — as IB stores the
    /// survey's three Cosmos rating views, placed the same way.
    func testCustomClassViewTakesItsStoredSize() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rtg-ee-aaa" customClass="RatingView" customModule="Demo">
                            <rect key="frame" x="100" y="40" width="120" height="20"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="rtg-ee-aaa" firstAttribute="centerX" secondItem="iN0-l3-epB" secondAttribute="centerX" id="c41-aa-aaa"/>
                        <constraint firstItem="rtg-ee-aaa" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="40" id="c42-aa-aaa"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        XCTAssertEqual(try layOut(xib, intrinsicFromFrames: true).frameInRoot(of: "rtg-ee-aaa"),
                       Rect(x: 100, y: 40, width: 120, height: 20))
        // Without: no intrinsic size, nothing sizes it (ambiguous, laid out 0 × 0).
        XCTAssertEqual(try layOut(xib, intrinsicFromFrames: false).frameInRoot(of: "rtg-ee-aaa").width, 0)
    }

    /// iAd's ADBannerView sizes itself to its banner (320 × 50 on an iPhone in portrait,
    /// ADBannerContentSizeIdentifierPortrait): placed only by its centre and bottom, it keeps
    /// its stored 320 × 50 with intrinsic sizes from frames — as IB stores the survey's one
    /// banner (BestLapTimeApp, Xcode 6), at the bottom centre of a 600-point canvas.
    func testAdBannerViewTakesItsStoredSize() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6751" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <adBannerView opaque="NO" contentMode="center" translatesAutoresizingMaskIntoConstraints="NO" id="ilf-h1-aaa">
                            <rect key="frame" x="140" y="550" width="320" height="50"/>
                        </adBannerView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="ilf-h1-aaa" firstAttribute="centerX" secondItem="iN0-l3-epB" secondAttribute="centerX" id="c51-aa-aaa"/>
                        <constraint firstAttribute="bottom" secondItem="ilf-h1-aaa" secondAttribute="bottom" id="c52-aa-aaa"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        XCTAssertEqual(try layOut(xib, intrinsicFromFrames: true).frameInRoot(of: "ilf-h1-aaa"),
                       Rect(x: 140, y: 550, width: 320, height: 50))
    }

    /// A text view that does not scroll is sized by its text, as a label (UITextView with
    /// `isScrollEnabled == false`; ViewKind.textView): placed only by its centre and top,
    /// it keeps its stored 350 × 33 with intrinsic sizes from frames — as IB stores the
    /// survey's simplenote verification text view (`scrollEnabled="NO"`). A text view that
    /// scrolls has no intrinsic size: nothing sizes it.
    func testNonScrollingTextViewTakesItsStoredSize() throws {
        func xib(scrollEnabled: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="\(scrollEnabled)" editable="NO" text="Check your email" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="X92-k4-aaa">
                                <rect key="frame" x="32" y="40" width="350" height="33"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            </textView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="X92-k4-aaa" firstAttribute="centerX" secondItem="iN0-l3-epB" secondAttribute="centerX" id="c61-aa-aaa"/>
                            <constraint firstItem="X92-k4-aaa" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="40" id="c62-aa-aaa"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        }
        XCTAssertEqual(try layOut(xib(scrollEnabled: "NO"), intrinsicFromFrames: true).frameInRoot(of: "X92-k4-aaa"),
                       Rect(x: 32, y: 40, width: 350, height: 33))
        XCTAssertEqual(try layOut(xib(scrollEnabled: "YES"), intrinsicFromFrames: true).frameInRoot(of: "X92-k4-aaa").width, 0)
    }
}
