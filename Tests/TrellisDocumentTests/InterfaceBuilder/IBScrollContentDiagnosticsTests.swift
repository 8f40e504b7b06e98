import XCTest
@testable import TrellisDocument
import TrellisCore

/// Scrollable-content ambiguity of imported table views (docs/uikit-behaviours.md T8):
/// a table whose rows make its content size reports none, whatever its header or footer
/// view's autoresizing constraints leave open; a plain scroll view with the same subview
/// still does (Interface Builder's "Scrollable Content Size Ambiguity"). Documents written
/// for these tests in IB's XML format, after the survey's twelve tables with a header or
/// footer view (`scripts/ib-diagnostics.py`), none of which IB flags ambiguous.
final class IBScrollContentDiagnosticsTests: XCTestCase {
    private func layOut(_ text: String) throws -> Scene {
        var copy = text
        let result = try copy.withUTF8 { bytes in
            try InterfaceBuilderImporter.importDocument(UnsafeRawBufferPointer(bytes))
        }
        let scene = try Scene(document: result.document, sceneID: nil)
        let info = try XCTUnwrap(result.scene(named: scene.sceneID))
        try scene.setSize(width: info.designWidth, height: info.designHeight)
        try scene.layout()
        return scene
    }

    /// A footer view `scroll` holds at its stored 375 × 60, placed by flexibleMaxX and
    /// flexibleMaxY: its translated constraints fix its left, top, width and height against
    /// the content's origin and nothing else, so the content's size is open unless something
    /// else sets it.
    private func document(_ scroll: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="Lst-VC-001">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="Lst-SC-001">
                    <objects>
                        \(scroll)
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private let footer = """
        <view key="tableFooterView" contentMode="scaleToFill" id="Lst-FT-001">
            <rect key="frame" x="0.0" y="88" width="375" height="60"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </view>
        """

    func testATableWhoseRowsMakeItsContentHasNoContentAmbiguity() throws {
        // UITableView sets its own contentSize from its rows (T5, T8): one 44-point row, 375
        // wide, and no ambiguity; the footer keeps its translated frame.
        let scene = try layOut(document("""
            <tableViewController id="Lst-VC-001" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="Lst-TV-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    \(footer)
                    <prototypes>
                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" id="Lst-CL-001">
                            <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Lst-CL-001" id="Lst-CV-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </tableViewController>
            """))
        let diagnostics = scene.diagnostics()
        XCTAssertEqual(diagnostics.ambiguous.map(\.view), [])
        XCTAssertEqual(diagnostics.unsatisfiable.map(\.broken), [])
        XCTAssertEqual(try scene.contentSize(ofView: "Lst-TV-001"), Size(width: 375, height: 44))
        XCTAssertEqual(try scene.frameInRoot(of: "Lst-FT-001"), Rect(x: 0, y: 88, width: 375, height: 60))
    }

    func testAScrollViewWithTheSameSubviewStillHasAmbiguousContent() throws {
        // A plain scroll view's content size is its content's constraints' (Apple, Auto Layout
        // Guide, "Working with Scroll Views"): the same subview leaves it open.
        let scene = try layOut(document("""
            <viewController id="Lst-VC-001" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="Lst-RT-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="Lst-TV-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="Lst-FT-001">
                                    <rect key="frame" x="0.0" y="88" width="375" height="60"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </view>
                            </subviews>
                        </scrollView>
                    </subviews>
                </view>
            </viewController>
            """))
        let diagnostics = scene.diagnostics()
        XCTAssertEqual(diagnostics.ambiguous.map(\.view), ["Lst-TV-001"])
        XCTAssertEqual(diagnostics.ambiguous.first?.attributes, ["contentWidth", "contentHeight"])
    }
}
