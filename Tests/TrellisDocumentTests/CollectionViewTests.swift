import XCTest
@testable import TrellisDocument
@testable import TrellisCore

/// Collection views whose items are cells placed by a flow layout (docs/uikit-behaviours.md
/// §9, "Collection views", F1–F9). Sources, named per test: Apple, Collection View
/// Programming Guide for iOS, "Using the Flow Layout" [FL]; Apple's documentation of
/// `UICollectionViewFlowLayout` (`itemSize` "(50.0, 50.0)", `minimumInteritemSpacing` "the
/// actual spacing may possibly be adjusted upward") and of
/// `UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection` [DOC]; Interface
/// Builder's stored frames in the storyboards of the issue-20 survey [IB]; openradar
/// 20825965 (steipete, 2015: "UICollectionViewFlowLayout's last row is left-aligned by
/// default if items have a non-uniform height") [RDAR]; Apple's documentation of
/// `UICollectionViewFlowLayout.headerReferenceSize` [HDR].
final class CollectionViewTests: XCTestCase {
    /// A scene whose root holds one collection view filling it (`COLLECTION`), and cell
    /// scenes: `Photo` (an image view filling it), `Box` of a size set per test
    /// (`BOXWIDTH` × `BOXHEIGHT`), `Wide` (300 × 30) and `Tag` (a label inside 8-point
    /// margins).
    static func document(_ collection: String, box: (Double, Double) = (100, 40)) -> String {
        template.replacingOccurrences(of: "COLLECTION", with: collection)
            .replacingOccurrences(of: "BOXWIDTH", with: "\(box.0)").replacingOccurrences(of: "BOXHEIGHT", with: "\(box.1)")
    }

    private static let template = #"""
        {"format": "trellis/1", "initialScene": "main", "scenes": [
          {"id": "main", "root": {"id": "root", "subviews": [COLLECTION, {"id": "note", "kind": "label", "text": "x"}]},
           "constraints": ["grid.leading == root.leading", "grid.trailing == root.trailing",
                           "grid.top == root.top", "grid.bottom == root.bottom",
                           "note.top == root.top", "note.leading == root.leading"]},
          {"id": "Photo", "root": {"id": "photoContent", "subviews": [{"id": "photo", "kind": "image"}]},
           "constraints": [{"visual": "H:|[photo]|"}, {"visual": "V:|[photo]|"}]},
          {"id": "Box", "root": {"id": "boxContent", "subviews": [{"id": "box"}]},
           "constraints": [{"visual": "H:|[box(BOXWIDTH)]|"}, {"visual": "V:|[box(BOXHEIGHT)]|"}]},
          {"id": "Wide", "root": {"id": "wideContent", "subviews": [{"id": "bar"}]},
           "constraints": [{"visual": "H:|[bar(300)]|"}, {"visual": "V:|[bar(30)]|"}]},
          {"id": "Tag", "root": {"id": "tagContent", "subviews": [{"id": "name", "kind": "label", "text": "tag"}]},
           "constraints": ["name.leading == tagContent.leadingMargin", "name.trailing == tagContent.trailingMargin",
                           "name.top == tagContent.topMargin", "name.bottom == tagContent.bottomMargin"]}]}
        """#

    private func scene(_ collection: String, width: Double, height: Double = 736, box: (Double, Double) = (100, 40),
                       rightToLeft: Bool = false) throws -> Scene {
        let scene = try Scene(document: try XCTUnwrap(load(Self.document(collection, box: box))))
        try scene.setSize(width: width, height: height)
        if rightToLeft {
            var traits = scene.traits
            traits.layoutDirection = .rightToLeft
            scene.applyTraits(traits)
        }
        try scene.layout()
        return scene
    }

    func testALoneItemIsCentredOnItsLine() throws {
        // [IB] Kingfisher's demo (onevcat/Kingfisher, Demo/Kingfisher-Demo Main.storyboard): a
        // 414-wide collection view, itemSize 250 × 250, sectionInset 10 at the top and bottom:
        // the cell is stored at x = 82 = (414 − 250) / 2, y = 10. Two such items do not fit on
        // a line (250 + 10 + 250 > 414), so each line holds one, centred (F3), 10 apart.
        let scene = try scene(#"""
            {"id": "grid", "kind": "collectionView", "itemSize": [250, 250], "sectionInset": [10, 0, 10, 0],
             "items": [{"cell": "Photo", "count": 3}]}
            """#, width: 414)
        XCTAssertEqual(try scene.collectionItemCount("grid"), 3)
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 0), Rect(x: 82, y: 10, width: 250, height: 250))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 1), Rect(x: 82, y: 270, width: 250, height: 250))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 2), Rect(x: 82, y: 530, width: 250, height: 250))
        // Content: 10 + 3 × 250 + 2 × 10 + 10.
        XCTAssertEqual(try scene.contentSize(ofView: "grid"), Size(width: 414, height: 790))
        // The cell's content view fills the cell.
        XCTAssertEqual(try scene.collectionCellFrame("grid", item: 1, view: "photo"), Rect(x: 0, y: 0, width: 250, height: 250))
    }

    func testUniformItemsKeepToAJustifiedGrid() throws {
        // [IB] Aalshathry/MemeMeApp: itemSize 115 × 94 in a 414-wide collection view, the cell
        // stored at x = 0. Three fit on a line (3 × 115 + 2 × 10 = 365 ≤ 414); [FL] "the layout
        // object increases the interitem spacing until the items fit evenly within the line
        // boundaries": (414 − 345) / 2 = 34.5. Seven items: the seventh starts a third line
        // under the first column (F4).
        let scene = try scene(#"""
            {"id": "grid", "kind": "collectionView", "itemSize": [115, 94], "items": [{"cell": "Photo", "count": 7}]}
            """#, width: 414)
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 0), Rect(x: 0, y: 0, width: 115, height: 94))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 1), Rect(x: 149.5, y: 0, width: 115, height: 94))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 2), Rect(x: 299, y: 0, width: 115, height: 94))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 3), Rect(x: 0, y: 104, width: 115, height: 94))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 6), Rect(x: 0, y: 208, width: 115, height: 94))
        XCTAssertEqual(try scene.contentSize(ofView: "grid"), Size(width: 414, height: 302))
        // A single item where three fit sits in the first column, as IB stores it.
        let one = try self.scene(#"""
            {"id": "grid", "kind": "collectionView", "itemSize": [115, 94], "items": [{"cell": "Photo"}]}
            """#, width: 414)
        XCTAssertEqual(try one.collectionItemFrame("grid", item: 0), Rect(x: 0, y: 0, width: 115, height: 94))
    }

    func testTheDefaultsAreUIKits() throws {
        // [DOC] itemSize (50, 50), spacings 10, no insets: 320 wide holds 5 (5 × 50 + 4 × 10 =
        // 290), justified to 17.5 apart.
        let scene = try scene(#"{"id": "grid", "kind": "collectionView", "items": [{"cell": "Photo", "count": 6}]}"#,
                              width: 320)
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 1), Rect(x: 67.5, y: 0, width: 50, height: 50))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 4), Rect(x: 270, y: 0, width: 50, height: 50))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 5), Rect(x: 0, y: 60, width: 50, height: 50))
    }

    func testSelfSizingItemsOfDifferentSizesAreJustifiedExceptTheLastLine() throws {
        // Self-sizing (F7): Box cells 100 × 40, Wide cells 300 × 30, in 320 points.
        // [FL] items fill a line until the next does not fit, a line is as tall as its tallest
        // item and "the flow layout object centers items vertically on the same line";
        // [RDAR] the last line of items of different sizes is left-aligned.
        let scene = try scene(#"""
            {"id": "grid", "kind": "collectionView", "estimatedItemSize": "automatic",
             "items": [{"cell": "Box"}, {"cell": "Wide"}, {"cell": "Box", "count": 2}, {"cell": "Wide"},
                       {"cell": "Box", "count": 2}]}
            """#, width: 320)
        // Line 1: a Box alone (the Wide does not fit after it), not the last line: centred (F3).
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 0), Rect(x: 110, y: 0, width: 100, height: 40))
        // Line 2: the Wide alone, centred: (320 − 300) / 2.
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 1), Rect(x: 10, y: 50, width: 300, height: 30))
        // Line 3: two Boxes justified to the line's ends (F2): 120 apart.
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 2), Rect(x: 0, y: 90, width: 100, height: 40))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 3), Rect(x: 220, y: 90, width: 100, height: 40))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 4), Rect(x: 10, y: 140, width: 300, height: 30))
        // The last line: left-aligned at the minimum spacing (F5).
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 5), Rect(x: 0, y: 180, width: 100, height: 40))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 6), Rect(x: 110, y: 180, width: 100, height: 40))
        XCTAssertEqual(try scene.contentSize(ofView: "grid"), Size(width: 320, height: 220))
    }

    func testItemsAreCentredAcrossTheirLine() throws {
        // [FL] "centers items vertically on the same line": empty Photo items beside a 60-high
        // Box; an estimated size of 1 × 1 makes the items self-sizing (F7) like "automatic".
        let scene = try scene(#"""
            {"id": "grid", "kind": "collectionView", "itemSize": [100, 40],
             "items": [{"cell": "Photo"}, {"cell": "Box"}, {"cell": "Photo"}], "estimatedItemSize": [1, 1]}
            """#, width: 320, box: (150, 60))
        // Photo cells have no size of their own: self-sizing gives them 0 × 0 (an image view
        // without an image), Box 150 × 60. Line 1 holds all three (0 + 10 + 150 + 10 + 0 ≤ 320)
        // and is the last: left-aligned; the empty items sit at the line's middle, y = 30.
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 0), Rect(x: 0, y: 30, width: 0, height: 0))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 1), Rect(x: 10, y: 0, width: 150, height: 60))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 2), Rect(x: 170, y: 30, width: 0, height: 0))
    }

    func testSelfSizingCellIsCentredAsInterfaceBuilderStoresIt() throws {
        // [IB] Clima (felipebweber/Clima): a 335-wide collection view, automatic estimated size,
        // its cell 320 × 128 stored at x = 7.5 = (335 − 320) / 2.
        let scene = try scene(#"""
            {"id": "grid", "kind": "collectionView", "estimatedItemSize": "automatic", "items": [{"cell": "Box"}]}
            """#, width: 335, box: (320, 128))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 0), Rect(x: 7.5, y: 0, width: 320, height: 128))
    }

    func testHorizontalCollectionsFillColumns() throws {
        // [IB] 26th-SOPT-iOS/RyuSeHwa: a horizontal collection view 187 high, itemSize
        // 111 × 160: the cell at y = 13.5 = (187 − 160) / 2, each column holding one item.
        let scene = try scene(#"""
            {"id": "grid", "kind": "collectionView", "scrollDirection": "horizontal", "itemSize": [111, 160],
             "items": [{"cell": "Photo", "count": 4}]}
            """#, width: 414, height: 187)
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 0), Rect(x: 0, y: 13.5, width: 111, height: 160))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 3), Rect(x: 363, y: 13.5, width: 111, height: 160))
        // Content: 4 × 111 + 3 × 10 wide, the collection's height.
        XCTAssertEqual(try scene.contentSize(ofView: "grid"), Size(width: 474, height: 187))
        // An item taller than the collection is centred too: [IB] Clima's horizontal strip,
        // a 128-high cell in 100 points at y = −14.
        let tall = try self.scene(#"""
            {"id": "grid", "kind": "collectionView", "scrollDirection": "horizontal", "itemSize": [128, 128],
             "items": [{"cell": "Photo"}]}
            """#, width: 335, height: 100)
        XCTAssertEqual(try tall.collectionItemFrame("grid", item: 0), Rect(x: 0, y: -14, width: 128, height: 128))
    }

    func testACollectionSqueezedBelowZeroHasNoNegativeContent() throws {
        // A scene-fuzzer finding (round 9): a horizontal collection whose constraints make it
        // −1 high reported a content height of −1. Its items are laid into no room, and the
        // content across the scroll direction is the collection's breadth clamped at zero.
        let document = #"""
            {"format": "trellis/1", "scenes": [
              {"id": "main", "root": {"id": "root", "subviews": [
                 {"id": "grid", "kind": "collectionView", "scrollDirection": "horizontal", "itemSize": [40, 30],
                  "items": [{"cell": "Box", "count": 2}]}]},
               "constraints": ["grid.leading == root.leading", "grid.trailing == root.trailing",
                               "grid.top == root.top", "grid.height == -1"]},
              {"id": "Box", "root": {"id": "boxContent", "subviews": [{"id": "box"}]},
               "constraints": [{"visual": "H:|[box(40)]|"}, {"visual": "V:|[box(30)]|"}]}]}
            """#
        let scene = try Scene(document: try XCTUnwrap(load(document)))
        try scene.setSize(width: 200, height: 400)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "grid").height, -1)
        // Two 40-wide items 10 apart along the scroll direction; nothing across it.
        XCTAssertEqual(try scene.contentSize(ofView: "grid"), Size(width: 90, height: 0))
    }

    func testRightToLeftMirrorsTheFlow() throws {
        // [DOC] flipsHorizontallyInOppositeLayoutDirection: "When this property is true, the
        // collection view automatically flips the horizontal coordinate system"; a flow layout
        // returns true. The grid of testUniformItemsKeepToAJustifiedGrid, mirrored (F8).
        let scene = try scene(#"""
            {"id": "grid", "kind": "collectionView", "itemSize": [115, 94], "sectionInset": [0, 20, 0, 0],
             "items": [{"cell": "Photo", "count": 4}]}
            """#, width: 414, rightToLeft: true)
        // The inset's left (the layout's start) is on the right: a line is 394 long, three
        // items 24.5 apart from x = 414 − 20 − 115 leftwards.
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 0), Rect(x: 279, y: 0, width: 115, height: 94))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 2), Rect(x: 0, y: 0, width: 115, height: 94))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 3), Rect(x: 279, y: 104, width: 115, height: 94))
    }

    func testSectionHeadersAndFootersSpanTheCollectionAroundTheInsets() throws {
        // [HDR] Apple's documentation of headerReferenceSize: "only the size that corresponds to
        // the appropriate scrolling direction is used ... for the vertical scrolling direction,
        // the layout object uses the height value ... the width of the header would be set to
        // the width of the collection view ... If the size in the appropriate scrolling
        // dimension is 0, no header is added" (footerReferenceSize the same). [IBC] RxSwift's
        // example: a 25-point header (collectionReusableView stored 125 × 25 in a 125-wide
        // collection), its cell stored at y = 25; 26th-SOPT: a 34-point header, the cell at y = 34.
        // F9: header, top inset, lines, bottom inset, footer.
        let scene = try scene(#"""
            {"id": "grid", "kind": "collectionView", "itemSize": [100, 50], "sectionInset": [10, 0, 10, 0],
             "headerReferenceSize": [999, 40], "footerReferenceSize": [0, 30], "items": [{"cell": "Photo", "count": 4}]}
            """#, width: 320)
        XCTAssertEqual(try scene.collectionHeaderFrame("grid"), Rect(x: 0, y: 0, width: 320, height: 40))
        // Three 100-point columns, justified 10 apart (F2, F4), from y = 40 + 10.
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 0), Rect(x: 0, y: 50, width: 100, height: 50))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 2), Rect(x: 220, y: 50, width: 100, height: 50))
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 3), Rect(x: 0, y: 110, width: 100, height: 50))
        // The footer after the last line and the bottom inset: 110 + 50 + 10.
        XCTAssertEqual(try scene.collectionFooterFrame("grid"), Rect(x: 0, y: 170, width: 320, height: 30))
        XCTAssertEqual(try scene.contentSize(ofView: "grid"), Size(width: 320, height: 200))

        // Horizontal: the widths count, the height is the collection's; a footer 0 wide is none.
        let strip = try self.scene(#"""
            {"id": "grid", "kind": "collectionView", "scrollDirection": "horizontal", "itemSize": [50, 50],
             "headerReferenceSize": [30, 999], "footerReferenceSize": [0, 80], "items": [{"cell": "Photo", "count": 2}]}
            """#, width: 320, height: 100)
        XCTAssertEqual(try strip.collectionHeaderFrame("grid"), Rect(x: 0, y: 0, width: 30, height: 100))
        XCTAssertNil(try strip.collectionFooterFrame("grid"))
        // One item a column (50 + 10 + 50 > 100), centred across it (F3): y = 25.
        XCTAssertEqual(try strip.collectionItemFrame("grid", item: 0), Rect(x: 30, y: 25, width: 50, height: 50))
        XCTAssertEqual(try strip.collectionItemFrame("grid", item: 1), Rect(x: 90, y: 25, width: 50, height: 50))
        XCTAssertEqual(try strip.contentSize(ofView: "grid"), Size(width: 140, height: 100))
        // Right to left the header is at the content's right end (F8).
        let mirrored = try self.scene(#"""
            {"id": "grid", "kind": "collectionView", "scrollDirection": "horizontal", "itemSize": [50, 50],
             "headerReferenceSize": [30, 0], "items": [{"cell": "Photo", "count": 2}]}
            """#, width: 320, height: 100, rightToLeft: true)
        XCTAssertEqual(try mirrored.collectionHeaderFrame("grid"), Rect(x: 110, y: 0, width: 30, height: 100))
        XCTAssertEqual(try mirrored.collectionItemFrame("grid", item: 0), Rect(x: 60, y: 25, width: 50, height: 50))
        // Without reference sizes there is neither.
        let plain = try self.scene(#"{"id": "grid", "kind": "collectionView", "items": [{"cell": "Photo"}]}"#, width: 320)
        XCTAssertNil(try plain.collectionHeaderFrame("grid"))
        XCTAssertNil(try plain.collectionFooterFrame("grid"))
    }

    func testHostCallsChangeItemsAndBadOnesChangeNothing() throws {
        let scene = try scene(#"""
            {"id": "grid", "kind": "collectionView", "estimatedItemSize": "automatic", "items": [{"cell": "Tag", "count": 2}]}
            """#, width: 320)
        try scene.setDisplayScale(2)
        // A Tag cell: its label ("tag": 3 × 0.6 × 17 = 30.6 wide, 17 × 1.25 = 21.25 high with
        // the default measurer) inside 8-point margins, 46.6 × 37.25 rounded up to a pixel at 2x.
        let tag = try scene.collectionItemFrame("grid", item: 0)
        XCTAssertEqual(tag, Rect(x: 0, y: 0, width: 47, height: 37.5))
        try scene.insertCollectionItems("grid", at: 0, cell: "Photo", count: 1)
        try scene.setCollectionItemText("grid", item: 1, view: "name", text: "a much longer tag")
        XCTAssertEqual(try scene.collectionItemCount("grid"), 3)
        let long = try scene.collectionItemFrame("grid", item: 1)
        XCTAssertEqual(long.width, 189.5)  // 17 characters: 173.4 + 16, rounded up to a pixel
        // The cell is laid out at its item's size: the label takes what the margins leave.
        XCTAssertEqual(try scene.collectionCellFrame("grid", item: 1, view: "name"), Rect(x: 8, y: 8, width: 173.5, height: 21.5))
        try scene.deleteCollectionItems("grid", at: 0, count: 2)
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 0), tag)

        func message(_ call: () throws -> Void) -> String {
            do { try call(); return "no error" } catch let error as SceneError { return error.message } catch { return "\(error)" }
        }
        XCTAssertEqual(message { try scene.insertCollectionItems("grid", at: 0, cell: "Tga", count: 1) },
                       "no scene \"Tga\" in the document for a collection cell (did you mean \"Tag\"?)")
        XCTAssertEqual(message { try scene.insertCollectionItems("grid", at: 2, cell: "Tag", count: 1) },
                       "item 2 is out of range: collection \"grid\" has 1 items (insert at 0...1)")
        XCTAssertEqual(message { try scene.insertCollectionItems("note", at: 0, cell: "Tag", count: 1) },
                       "view \"note\" is a label, not a collection view")
        XCTAssertEqual(message { try scene.deleteCollectionItems("grid", at: 0, count: 2) },
                       "items 0 to 2 are out of range: collection \"grid\" has 1 items")
        XCTAssertEqual(message { try scene.setCollectionItemText("grid", item: 0, view: "nme", text: "x") },
                       "cell \"Tag\" has no view \"nme\" (did you mean \"name\"?)")
        XCTAssertEqual(message { _ = try scene.collectionItemFrame("grid", item: 1) },
                       "item 1 is out of range: collection \"grid\" has 1 items")
        XCTAssertEqual(try scene.collectionItemFrame("grid", item: 0), tag)
    }

    func testACollectionWithoutAFlowLayoutKeepsItsScrollContent() throws {
        // No flow layout declared and no items added: the content's constraints size the
        // content (M9), as for any scroll view; once the host adds items, the flow does.
        let json = #"""
            {"format": "trellis/1", "scenes": [
              {"id": "main", "root": {"id": "root", "subviews": [
                 {"id": "grid", "kind": "collectionView", "subviews": [{"id": "inner"}]}]},
               "constraints": [{"visual": "H:|[grid]|"}, {"visual": "V:|[grid]|"}, {"visual": "H:|[inner(500)]|"}, {"visual": "V:|[inner(40)]|"}]},
              {"id": "Photo", "root": {"id": "photoContent"}}]}
            """#
        let scene = try Scene(document: try XCTUnwrap(load(json)))
        try scene.setSize(width: 320, height: 480)
        try scene.layout()
        XCTAssertEqual(try scene.collectionItemCount("grid"), 0)
        XCTAssertEqual(try scene.contentSize(ofView: "grid"), Size(width: 500, height: 40))
        try scene.insertCollectionItems("grid", at: 0, cell: "Photo", count: 1)
        XCTAssertEqual(try scene.contentSize(ofView: "grid"), Size(width: 320, height: 50))
    }

    func testDocumentsAreCheckedWithPaths() throws {
        func with(_ collection: String) -> String { Self.document(collection) }
        assertSchemaError(with(#"{"id": "grid", "kind": "collectionView", "items": [{"cell": "Phto"}]}"#),
                          "$.scenes[0].root.subviews[0].items[0].cell: unknown scene \"Phto\" (did you mean \"Photo\"?)")
        assertSchemaError(with(#"{"id": "grid", "kind": "collectionView", "items": [{"cell": "Tag", "text": {"nam": "x"}}]}"#),
                          "$.scenes[0].root.subviews[0].items[0].text.nam: cell \"Tag\" has no view \"nam\" (did you mean \"name\"?)")
        assertSchemaError(with(#"{"id": "grid", "kind": "collectionView", "estimatedItemSize": "auto"}"#),
                          "$.scenes[0].root.subviews[0].estimatedItemSize: expected \"automatic\" or [width, height], got \"auto\"")
        assertSchemaError(with(#"{"id": "grid", "kind": "collectionView", "scrollDirection": "sideways"}"#),
                          "$.scenes[0].root.subviews[0].scrollDirection: expected \"vertical\" or \"horizontal\", got \"sideways\"")
        assertSchemaError(with(#"{"id": "grid", "kind": "collectionView", "itemSize": [50, -1]}"#),
                          "$.scenes[0].root.subviews[0].itemSize[1]: expected a number ≥ 0, got -1")
        assertSchemaError(with(#"{"id": "grid", "kind": "collectionView", "sectionInset": [0, -4, 0, 0]}"#),
                          "$.scenes[0].root.subviews[0].sectionInset[1]: expected an inset in 0...1000000 points, got -4")
        assertSchemaError(with(#"{"id": "grid", "kind": "collectionView", "headerReferenceSize": [-1, 20]}"#),
                          "$.scenes[0].root.subviews[0].headerReferenceSize[0]: expected a number ≥ 0, got -1")
        assertSchemaError(with(#"{"id": "grid", "kind": "collectionView", "footerReferenceSize": 20}"#),
                          "$.scenes[0].root.subviews[0].footerReferenceSize: expected [width, height], got a number")
        assertSchemaError(with(#"{"id": "grid", "kind": "collectionView", "itemSzie": [50, 50]}"#),
                          "$.scenes[0].root.subviews[0].itemSzie: unknown field \"itemSzie\" (did you mean \"itemSize\"?)")
        assertSchemaError(with(#"{"id": "grid", "kind": "tableView", "itemSize": [50, 50]}"#),
                          "$.scenes[0].root.subviews[0].itemSize: \"itemSize\" is only for kind \"collectionView\" (this view is a \"tableView\")")
        assertSchemaError(with(#"{"id": "grid", "kind": "collectionView", "items": [{"count": 2}]}"#),
                          "$.scenes[0].root.subviews[0].items[0]: missing field \"cell\" (the id of the scene that is the item's cell)")
    }

    func testCompiledDocumentsKeepTheFlowLayout() throws {
        let document = try XCTUnwrap(load(Self.document(#"""
            {"id": "grid", "kind": "collectionView", "scrollDirection": "horizontal", "itemSize": [80, 60],
             "estimatedItemSize": [70, 50], "minimumInteritemSpacing": 4, "minimumLineSpacing": 6,
             "sectionInset": [1, 2, 3, 4], "headerReferenceSize": [5, 6], "footerReferenceSize": [7, 8],
             "items": [{"cell": "Tag", "count": 3, "text": {"name": "hi"}}]}
            """#)))
        let bytes = CompiledFormat.compile(document)
        guard case .success(let decoded) = loadBytes(bytes) else { return XCTFail("the compiled document does not load") }
        XCTAssertEqual(decoded.scenes[0].root, document.scenes[0].root)
        let collection = try XCTUnwrap(decoded.scenes[0].root.subviews[0].collection)
        XCTAssertEqual(collection.sectionInset, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(collection.estimatedItemSize, .size(Size(width: 70, height: 50)))
        XCTAssertEqual(collection.headerReferenceSize, Size(width: 5, height: 6))
        XCTAssertEqual(collection.footerReferenceSize, Size(width: 7, height: 8))
    }

    func testThePhotoAlbumExample() throws {
        // Examples/photos.json: 104 × 128 items, 4 apart, inside 8-point section sides: on a
        // 375-point phone a line is 359 long and holds three (3 × 104 + 2 × 4 = 320), justified
        // to (359 − 312) / 2 = 23.5 apart (F2, F4); 24 items make 8 lines 8 apart, plus the
        // 16-point bottom inset.
        let path = repositoryDirectory + "/Examples/photos.json"
        let scene = try Scene(document: try DocumentLoader.loadFile(path: path))
        try scene.setSize(width: 375, height: 667)
        try scene.layout()
        XCTAssertEqual(try scene.collectionItemCount("photos"), 24)
        XCTAssertEqual(try scene.collectionItemFrame("photos", item: 0), Rect(x: 8, y: 0, width: 104, height: 128))
        XCTAssertEqual(try scene.collectionItemFrame("photos", item: 1), Rect(x: 135.5, y: 0, width: 104, height: 128))
        XCTAssertEqual(try scene.collectionItemFrame("photos", item: 5), Rect(x: 263, y: 136, width: 104, height: 128))
        XCTAssertEqual(try scene.contentSize(ofView: "photos"), Size(width: 375, height: 8 * 128 + 7 * 8 + 16))
        // The cell: a square photo filling the width, the caption 4 below it in the margins.
        XCTAssertEqual(try scene.collectionCellFrame("photos", item: 1, view: "photo"), Rect(x: 0, y: 0, width: 104, height: 104))
        let caption = try scene.collectionCellFrame("photos", item: 1, view: "caption")
        XCTAssertEqual([caption.x, caption.y], [8, 108])
    }
}
