import XCTest
@testable import TrellisDocument
import TrellisCore

/// Storyboard collection views imported as Trellis collections: the flow layout's fields, one
/// item per prototype cell, each cell a scene. The document is
/// Tests/Fixtures/interface-builder/collection.storyboard, written for these tests in IB's
/// format; expected frames follow UICollectionViewFlowLayout's rules as
/// docs/uikit-behaviours.md F1–F7 give them (Apple, Collection View Programming Guide for
/// iOS, "Using the Flow Layout" [FL]; Apple's UICollectionViewFlowLayout documentation
/// [CVD]; the survey's stored cell frames [IBC]), and are the cells' stored frames in the
/// document, as IB's canvas places one item per prototype.
final class IBCollectionViewTests: XCTestCase {
    private static let fixture: String = {
        let path = "\(#filePath)"
        let tests = path[..<(path.range(of: "/TrellisDocumentTests/")?.lowerBound ?? path.endIndex)]
        return tests + "/Fixtures/interface-builder/collection.storyboard"
    }()

    private func importText(_ text: String) throws -> InterfaceBuilderImporter.Result {
        var copy = text
        return try copy.withUTF8 { bytes in try InterfaceBuilderImporter.importDocument(UnsafeRawBufferPointer(bytes)) }
    }

    /// The fixture's gallery scene laid out at its design size.
    private func gallery() throws -> (InterfaceBuilderImporter.Result, Scene) {
        let result = try InterfaceBuilderImporter.importFile(path: Self.fixture)
        let scene = try Scene(document: result.document, sceneID: "Gallery")
        let info = try XCTUnwrap(result.scene(named: "Gallery"))
        try scene.setSize(width: info.designWidth, height: info.designHeight)
        try scene.setSafeAreaInsets(info.safeArea)
        try scene.layout()
        return (result, scene)
    }

    private func assertRect(_ frame: Rect, _ expected: Rect, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(frame.x, expected.x, accuracy: 1e-6, "x of \(what)", file: file, line: line)
        XCTAssertEqual(frame.y, expected.y, accuracy: 1e-6, "y of \(what)", file: file, line: line)
        XCTAssertEqual(frame.width, expected.width, accuracy: 1e-6, "width of \(what)", file: file, line: line)
        XCTAssertEqual(frame.height, expected.height, accuracy: 1e-6, "height of \(what)", file: file, line: line)
    }

    func testTheFlowLayoutsAttributesBecomeTheCollectionsFields() throws {
        let (result, _) = try gallery()
        XCTAssertEqual(result.warnings.messages, [])
        let root = try XCTUnwrap(result.document.scene(named: "Gallery")?.root)
        let grid = try XCTUnwrap(root.descendant(withID: "Grd-CV-001")?.collection)
        // <size key="itemSize" 100 × 60>, minimumLineSpacing 15, minimumInteritemSpacing 10,
        // <inset key="sectionInset" minX=20 minY=5 maxX=20 maxY=5> (left, top, right, bottom).
        XCTAssertEqual(grid, CollectionDescription(
            scrollDirection: .vertical, itemSize: Size(width: 100, height: 60), estimatedItemSize: nil,
            minimumInteritemSpacing: 10, minimumLineSpacing: 15,
            sectionInset: EdgeInsets(top: 5, left: 20, bottom: 5, right: 20),
            items: [CollectionItemDescription(cell: "Ttl-CL-001"), CollectionItemDescription(cell: "Pho-CL-001")]))
        let row = try XCTUnwrap(root.descendant(withID: "Row-CV-001")?.collection)
        // scrollDirection="horizontal", automaticEstimatedItemSize="YES" (Xcode 11's "Estimate
        // Size: Automatic", UICollectionViewFlowLayout.automaticSize).
        XCTAssertEqual(row.scrollDirection, .horizontal)
        XCTAssertEqual(row.estimatedItemSize, .automatic)
        XCTAssertEqual(row.items.map(\.cell), ["Chp-CL-001", "Big-CL-001"])
    }

    func testEachPrototypeCellIsASceneFoundByItsReuseIdentifier() throws {
        let (result, _) = try gallery()
        XCTAssertEqual(result.document.scenes.map(\.id), ["Gal-VC-001", "Ttl-CL-001", "Pho-CL-001", "Chp-CL-001", "Big-CL-001"])
        XCTAssertEqual(result.document.scene(named: "TitleCell")?.id, "Ttl-CL-001")
        XCTAssertEqual(result.document.scene(named: "BigCell")?.id, "Big-CL-001")
        XCTAssertEqual(result.document.sceneAliases["Gallery"], "Gal-VC-001")
    }

    func testItemsLandWhereInterfaceBuilderStoredTheCells() throws {
        let (_, scene) = try gallery()
        // Grid: 335 points between the 20-point insets hold three 100-point columns (F1, F4);
        // justified, they are (335 − 300) / 2 = 17.5 apart (F2): x = 20 and 137.5, y = the top
        // inset 5. Stored: Ttl-CL-001 (20, 5, 100, 60), Pho-CL-001 (137.5, 5, 100, 60).
        assertRect(try scene.collectionItemFrame("Grd-CV-001", item: 0), Rect(x: 20, y: 5, width: 100, height: 60), "item 0")
        assertRect(try scene.collectionItemFrame("Grd-CV-001", item: 1), Rect(x: 137.5, y: 5, width: 100, height: 60), "item 1")
        // F6: the content is the collection's width by the line and the insets (5 + 60 + 5).
        let content = try scene.contentSize(ofView: "Grd-CV-001")
        XCTAssertEqual(content.width, 375)
        XCTAssertEqual(content.height, 70)
        // Row: horizontal and self-sizing (F7: each item its cell's fitting size, 80 × 40 and
        // 120 × 60). A column is 100 high: 40 + 10 + 60 does not fit (F1), so each item has its
        // own column, 10 apart (minimumLineSpacing); the first, not the last, is centred on
        // its column, y = (100 − 40) / 2 = 30 (F3); the last of items of different sizes
        // starts at the line's start, y = 0 (F5). Stored: Chp-CL-001 (0, 30, 80, 40),
        // Big-CL-001 (90, 0, 120, 60).
        assertRect(try scene.collectionItemFrame("Row-CV-001", item: 0), Rect(x: 0, y: 30, width: 80, height: 40), "chip")
        assertRect(try scene.collectionItemFrame("Row-CV-001", item: 1), Rect(x: 90, y: 0, width: 120, height: 60), "big")
    }

    func testACellsContentViewFillsItsItem() throws {
        // UICollectionViewCell keeps its contentView at its bounds (F7); the title box is
        // inside the cell's 8-point margins (a plain view's) and centred: (8, 20, 84, 20) in a
        // 100 × 60 item; at 160 × 100 (a host's itemSize) (8, 40, 144, 20).
        let (result, scene) = try gallery()
        assertRect(try scene.collectionCellFrame("Grd-CV-001", item: 0, view: "Ttl-BX-001"),
                   Rect(x: 8, y: 20, width: 84, height: 20), "title box")
        let cell = try Scene(document: result.document, sceneID: "TitleCell")
        try cell.setSize(width: 160, height: 100)
        try cell.layout()
        assertRect(try cell.frameInRoot(of: "Ttl-CL-001.contentView"), Rect(x: 0, y: 0, width: 160, height: 100), "content view")
        assertRect(try cell.frameInRoot(of: "Ttl-BX-001"), Rect(x: 8, y: 40, width: 144, height: 20), "title box at 160 × 100")
    }

    func testTheImportWritesTheCollectionsAsTrellisDocumentFields() throws {
        let (result, _) = try gallery()
        let text = DocumentJSONWriter.json(result.document).prettyText
        XCTAssertTrue(text.contains(#""itemSize": [100, 60]"#), text)
        XCTAssertTrue(text.contains(#""estimatedItemSize": "automatic""#), text)
        let reloaded = try XCTUnwrap(load(text))
        for id in ["Grd-CV-001", "Row-CV-001"] {
            XCTAssertEqual(reloaded.scenes[0].root.descendant(withID: id)?.collection,
                           result.document.scenes[0].root.descendant(withID: id)?.collection, id)
        }
    }

    func testASectionHeaderTakesItsReferenceHeightBeforeTheItems() throws {
        // [IBC] 26th-SOPT-iOS/RyuSeHwa (6th seminar): headerReferenceSize 50 × 34 in a vertical
        // collection, the <collectionReusableView key="sectionHeaderView"> stored across the
        // collection, 34 high, and the cell below it at y = 34. Only the height counts in a
        // vertical collection, the width is the collection's (Apple's headerReferenceSize
        // documentation; F9). The header view is a scene of its own, found by its
        // reuseIdentifier, laid out in place as a cell is.
        let result = try importText(storyboard(layout: """
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="Hdr-FL-001">
                                                <size key="itemSize" width="375" height="100"/>
                                                <size key="headerReferenceSize" width="50" height="34"/>
                                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                                <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                            </collectionViewFlowLayout>
                                            <collectionReusableView key="sectionHeaderView" reuseIdentifier="Header" id="Hdr-RV-001">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="34"/>
                                            </collectionReusableView>
            """, cells: """
            <collectionViewCell reuseIdentifier="Row" id="Row-CL-001">
                                                <rect key="frame" x="0.0" y="34" width="375" height="100"/>
                                            </collectionViewCell>
            """))
        XCTAssertEqual(result.warnings.messages, [])
        XCTAssertEqual(result.document.scene(named: "Header")?.id, "Hdr-RV-001")
        let scene = try Scene(document: result.document, sceneID: "Bad-VC-001")
        try scene.setSize(width: 375, height: 667)
        try scene.layout()
        XCTAssertEqual(try scene.collectionHeaderFrame("Bad-CV-001"), Rect(x: 0, y: 0, width: 375, height: 34))
        XCTAssertEqual(try scene.collectionItemFrame("Bad-CV-001", item: 0), Rect(x: 0, y: 34, width: 375, height: 100))
        XCTAssertNil(try scene.collectionFooterFrame("Bad-CV-001"))
    }

    // MARK: Bad input

    /// A storyboard whose one controller holds a collection with `layout` and `cells`.
    private func storyboard(layout: String, cells: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Bad-SC-001">
                    <objects>
                        <viewController id="Bad-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Bad-RT-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <collectionView clipsSubviews="YES" dataMode="prototypes" id="Bad-CV-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                                        \(layout)
                                        <cells>
                                            \(cells)
                                        </cells>
                                    </collectionView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private let goodCell = """
        <collectionViewCell reuseIdentifier="Good" id="Gd-CL-001">
                                                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                            </collectionViewCell>
        """

    func testUnknownFlowLayoutAttributesAndElementsAreNamedWithTheirLine() throws {
        let result = try importText(storyboard(layout: """
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="x" bogusSpacing="3" id="Bad-FL-001">
                                                <size key="itemSize" width="-4" height="50"/>
                                                <size key="bogusSize" width="1" height="1"/>
                                            </collectionViewFlowLayout>
            """, cells: goodCell))
        XCTAssertEqual(result.warnings.messages, [
            "line 13: <collectionViewFlowLayout>: unknown attribute bogusSpacing=\"3\" ignored",
            "line 13: <collectionViewFlowLayout>: invalid minimumLineSpacing \"x\": 10 used",
            "line 14: <size>: invalid itemSize width \"-4\": the size is ignored",
            "line 15: <size>: unknown flow layout element ignored",
        ])
        // What could be read is kept: UIKit's defaults for the rest, the cell an item.
        let collection = try XCTUnwrap(result.document.scenes[0].root.descendant(withID: "Bad-CV-001")?.collection)
        XCTAssertEqual(collection, CollectionDescription(items: [CollectionItemDescription(cell: "Gd-CL-001")]))
    }

    func testAPrototypeCellThatIsNoSceneIsNoItemAndSaysWhy() throws {
        let layout = #"<collectionViewFlowLayout key="collectionViewLayout" id="Bad-FL-001"/>"#
        let result = try importText(storyboard(layout: layout, cells: """
            <collectionViewCell reuseIdentifier="NoFrame" id="Nf-CL-001"/>
                                            <collectionViewCell reuseIdentifier="NoID"><rect key="frame" x="0" y="0" width="50" height="50"/></collectionViewCell>
                                            \(goodCell)
            """))
        XCTAssertEqual(result.warnings.messages, [
            "line 15: <collectionViewCell>: prototype cell \"Nf-CL-001\" has no stored frame: it is not a scene, nor an item of the collection",
            "line 16: <collectionViewCell>: a prototype cell without an id is not an item of the collection",
        ])
        let collection = try XCTUnwrap(result.document.scenes[0].root.descendant(withID: "Bad-CV-001")?.collection)
        XCTAssertEqual(collection.items.map(\.cell), ["Gd-CL-001"])
        // The items name scenes, so the scene loads and lays its item out.
        let scene = try Scene(document: result.document, sceneID: "Bad-VC-001")
        try scene.setSize(width: 375, height: 667)
        try scene.layout()
        // One item of the default 50 × 50 (F7, [CVD]): items all of one size keep to a grid of
        // as many columns as fit, six here ((375 + 10) / 60), and a lone item takes the first column (F4; [IBC]
        // MemeMe's 115-point item stored at x = 0), not the line's centre.
        XCTAssertEqual(try scene.collectionItemFrame("Bad-CV-001", item: 0), Rect(x: 0, y: 0, width: 50, height: 50))
    }

    func testACustomLayoutLeavesAPlainScrollViewWithAWarning() throws {
        let result = try importText(storyboard(
            layout: #"<collectionViewLayout key="collectionViewLayout" id="Cus-LY-001" customClass="MosaicLayout"/>"#,
            cells: goodCell))
        XCTAssertEqual(result.warnings.messages, [
            "line 13: <collectionViewLayout>: a collectionViewLayout (MosaicLayout) is not modelled: the collection's cells are not placed (a plain scroll view)",
        ])
        XCTAssertNil(result.document.scenes[0].root.descendant(withID: "Bad-CV-001")?.collection)
    }

    func testAXibsCollectionPrototypesAreNoItems() throws {
        // A xib's cells are its top-level objects (a collection in a xib registers cells from
        // other nibs; IB writes no prototypes there): a prototype inside one is not a scene.
        let result = try importText("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="Xib-RT-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <collectionView id="Xib-CV-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                                <collectionViewFlowLayout key="collectionViewLayout" id="Xib-FL-001"/>
                                <cells>
                                    <collectionViewCell id="Xib-CL-001"><rect key="frame" x="0" y="0" width="50" height="50"/></collectionViewCell>
                                </cells>
                            </collectionView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """)
        XCTAssertEqual(result.warnings.messages, [
            "line 11: <collectionViewCell>: prototype cell \"Xib-CL-001\" is not a scene of the document: not an item of its collection",
        ])
        XCTAssertEqual(result.document.scenes.map(\.id), ["Xib-RT-001"])
        XCTAssertEqual(result.document.scenes[0].root.descendant(withID: "Xib-CV-001")?.collection?.items, [])
    }

    func testACellLaidOutInsideItselfIsNoItem() throws {
        // Only duplicate ids can do this: a prototype whose collection holds a cell with the
        // prototype's own id. The inner one is no item, so that no cell contains itself.
        let inner = """
            <collectionViewCell id="Gd-CL-001">
                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                <view key="contentView">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    <subviews>
                        <collectionView id="Inr-CV-001">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                            <collectionViewFlowLayout key="collectionViewLayout" id="Inr-FL-001"/>
                            <cells>
                                <collectionViewCell id="Gd-CL-001"><rect key="frame" x="0" y="0" width="10" height="10"/></collectionViewCell>
                            </cells>
                        </collectionView>
                    </subviews>
                </view>
            </collectionViewCell>
            """
        let result = try importText(storyboard(layout: #"<collectionViewFlowLayout key="collectionViewLayout" id="Bad-FL-001"/>"#,
                                               cells: inner))
        XCTAssertEqual(result.warnings.messages.filter { $0.contains("inside itself") }.count, 1, "\(result.warnings.messages)")
        let cell = try XCTUnwrap(result.document.scene(named: "Gd-CL-001"))
        XCTAssertEqual(cell.root.descendant(withID: "Inr-CV-001")?.collection?.items, [])
        // The controller's collection keeps its item.
        XCTAssertEqual(result.document.scenes[0].root.descendant(withID: "Bad-CV-001")?.collection?.items.map(\.cell), ["Gd-CL-001"])
    }
}
