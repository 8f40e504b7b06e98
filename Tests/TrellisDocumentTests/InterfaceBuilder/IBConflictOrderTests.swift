import XCTest
@testable import TrellisDocument
import TrellisCore

/// Which constraint gives way when an Interface Builder document's required constraints
/// conflict. Trellis breaks the user constraint installed last among a conflicting set
/// (docs/uikit-behaviours.md A6); the importer's order decides which one that is
/// (IB9). Documents written for these tests in IB's XML format; expected frames worked out
/// by hand from the rule each test names.
final class IBConflictOrderTests: XCTestCase {
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

    /// A box that translates its fixed autoresizing mask (stored 100 × 50 at the origin)
    /// holds `inner`, pinned 10 points inside both its sides and 50 wide: 10 + 50 + 10 is
    /// not 100. UIKit keeps the translated mask and breaks a user constraint (published
    /// logs: apptentive-ios issue 178, an `NSAutoresizingMaskLayoutConstraint` height of 0
    /// kept and the developer's `V:[UIView]-(8)-|` broken; IB's stored frames of the
    /// survey's table cells, HomeSH and ALTextFieldCell, keep the content view's
    /// translated height). So the box stays 100 wide and the pin entered last, the trailing
    /// one, gives way: `inner` at 10, 50 wide. With the mask's constraints entered last,
    /// the box shrank to 70.
    func testTranslatedAutoresizingMaskOutlastsTheDocumentsConstraints() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="box-aa-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inr-aa-aaa">
                                    <rect key="frame" x="10" y="10" width="50" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="50" id="c01-aa-aaa"/>
                                        <constraint firstAttribute="height" constant="30" id="c02-aa-aaa"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="inr-aa-aaa" firstAttribute="top" secondItem="box-aa-aaa" secondAttribute="top" constant="10" id="c03-aa-aaa"/>
                                <constraint firstItem="inr-aa-aaa" firstAttribute="leading" secondItem="box-aa-aaa" secondAttribute="leading" constant="10" id="c04-aa-aaa"/>
                                <constraint firstAttribute="trailing" secondItem="inr-aa-aaa" secondAttribute="trailing" constant="10" id="c05-aa-aaa"/>
                            </constraints>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let scene = try layOut(xib)
        XCTAssertEqual(try scene.frameInRoot(of: "box-aa-aaa"), Rect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(try scene.frameInRoot(of: "inr-aa-aaa"), Rect(x: 10, y: 10, width: 50, height: 30))
    }

    /// A vertical fill-aligned stack pinned to both sides of a 320-point root holds a view
    /// with its own `width == 50`: the stack's alignment makes the view 320 wide. IB's
    /// stored frames give up the arranged view's own constraint and keep the pins (the
    /// survey's AppChat login, 6 views: a 50-wide view stored 374 wide; the StackViewExercise,
    /// 8 views: three `width == 101` images stored 153 and 154 wide in a fillEqually row; a launch
    /// screen's `height == 150` image stored 647 high in its stack). So the view is 320 wide
    /// at 0. With the document's order (a view's subviews' constraints before its own) the
    /// root's trailing pin gave way and the stack shrank to 50.
    func testArrangedViewsOwnConstraintGivesWayToTheStack() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="arr-aa-aaa">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="50" id="c01-aa-aaa"/>
                                        <constraint firstAttribute="height" constant="40" id="c02-aa-aaa"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stk-aa-aaa" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" id="c03-aa-aaa"/>
                        <constraint firstItem="stk-aa-aaa" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" id="c04-aa-aaa"/>
                        <constraint firstAttribute="trailing" secondItem="stk-aa-aaa" secondAttribute="trailing" id="c05-aa-aaa"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let scene = try layOut(xib)
        XCTAssertEqual(try scene.frameInRoot(of: "stk-aa-aaa"), Rect(x: 0, y: 0, width: 320, height: 40))
        XCTAssertEqual(try scene.frameInRoot(of: "arr-aa-aaa"), Rect(x: 0, y: 0, width: 320, height: 40))
    }
}
