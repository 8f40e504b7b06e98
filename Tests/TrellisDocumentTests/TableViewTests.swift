import XCTest
@testable import TrellisDocument
@testable import TrellisCore

/// Table views whose rows are cells laid out from scenes (docs/uikit-behaviours.md §9,
/// T1–T7). Sources: Apple, Auto Layout Guide, "Working with Self-Sizing Table View Cells"
/// (the content view's constraints give the row its height); `UITableView.rowHeight`
/// (automaticDimension by default from iOS 11); the separator's pixel as Interface Builder
/// and UIKit show it (a 54-point content view in a 54.5-point row at 2x; "the
/// UIView-Encapsulated-Layout-Height ... == 54.3333" of a 54.5-point row at 3x, Stack
/// Overflow 62599451); UITableView's console message for a content view that collapses to
/// zero ("... using standard height instead").
final class TableViewTests: XCTestCase {
    /// An inbox: a full-window table of message cells. A cell is an avatar 40 points square
    /// pinned to the content view's top, leading and (≤) bottom margins, and a text block
    /// beside it: a 20-point title and a body label whose height the row's text decides
    /// (`WordLines`: one 20-point line per word).
    static func inbox(list: String = defaultList) -> String {
        inboxTemplate.replacingOccurrences(of: "LIST", with: list)
    }

    static let defaultList = #"""
        {"id": "list", "kind": "tableView", "rows": [
           {"cell": "MessageCell", "count": 2},
           {"cell": "MessageCell", "text": {"title": "Three", "body": "line line line"}},
           {"cell": "Spacer"}]}
        """#

    private static let inboxTemplate = #"""
        {"format": "trellis/1", "initialScene": "inbox", "scenes": [
          {"id": "inbox", "root": {"id": "root", "subviews": [
             LIST,
             {"id": "note", "kind": "label", "text": "x"}]},
           "constraints": ["list.leading == root.leading", "list.trailing == root.trailing",
                           "list.top == root.top", "list.bottom == root.bottom", "note.top == root.top", "note.leading == root.leading"]},
          {"id": "MessageCell", "root": {"id": "content", "subviews": [
             {"id": "avatar"}, {"id": "title", "kind": "label", "text": "Hello"},
             {"id": "body", "kind": "label", "lines": 0}]},
           "constraints": ["avatar.leading == content.leadingMargin", "avatar.top == content.topMargin",
                           "avatar.width == 40", "avatar.height == 40", "avatar.bottom <= content.bottomMargin",
                           "title.leading == avatar.trailing + 8", "title.trailing == content.trailingMargin",
                           "title.top == content.topMargin", "title.height == 20",
                           "body.leading == title.leading", "body.trailing == title.trailing",
                           "body.top == title.bottom", "body.bottom == content.bottomMargin"]},
          {"id": "Spacer", "root": {"id": "spacerContent", "subviews": [{"id": "dot"}]},
           "constraints": ["dot.width == 4", "dot.height == 4", "dot.centerX == spacerContent.centerX",
                           "dot.centerY == spacerContent.centerY"]}]}
        """#

    private func inboxScene(width: Double = 390, scale: Double = 2) throws -> Scene {
        let scene = try Scene(document: try XCTUnwrap(load(Self.inbox())))
        scene.setMeasurer(WordLines())
        try scene.setSize(width: width, height: 844)
        try scene.setDisplayScale(scale)
        try scene.layout()
        return scene
    }

    func testSelfSizingRowsAreTheirContentViewsFittingHeightPlusTheSeparator() throws {
        let scene = try inboxScene()
        XCTAssertEqual(try scene.tableRowCount("list"), 4)
        // Two rows with the cell's own text: the body has none (0 high), so the avatar decides:
        // 11 + 40 + 11 = 62 (the body stretches to 20), plus a half-point separator at 2x.
        XCTAssertEqual(try scene.tableRowFrame("list", row: 0), Rect(x: 0, y: 0, width: 390, height: 62.5))
        XCTAssertEqual(try scene.tableRowFrame("list", row: 1), Rect(x: 0, y: 62.5, width: 390, height: 62.5))
        // Three lines of body: 11 + 20 + 60 + 11 = 102, + 0.5.
        XCTAssertEqual(try scene.tableRowFrame("list", row: 2), Rect(x: 0, y: 125, width: 390, height: 102.5))
        // The spacer cell's constraints give its content no height: UIKit's standard 44 (T4).
        XCTAssertEqual(try scene.tableRowFrame("list", row: 3), Rect(x: 0, y: 227.5, width: 390, height: 44))
        let size = try scene.contentSize(ofView: "list")
        XCTAssertEqual(size, Size(width: 390, height: 271.5))
    }

    func testCellFramesAreLaidOutForTheirRowWithCellMargins() throws {
        let scene = try inboxScene()
        // 390 points wide: side margins 20, top and bottom 11 (T1).
        XCTAssertEqual(try scene.tableCellFrame("list", row: 2, view: "avatar"), Rect(x: 20, y: 11, width: 40, height: 40))
        XCTAssertEqual(try scene.tableCellFrame("list", row: 2, view: "title"), Rect(x: 68, y: 11, width: 302, height: 20))
        XCTAssertEqual(try scene.tableCellFrame("list", row: 2, view: "body"), Rect(x: 68, y: 31, width: 302, height: 60))
        // The content view is the row less its separator.
        XCTAssertEqual(try scene.tableCellFrame("list", row: 2, view: "content"), Rect(x: 0, y: 0, width: 390, height: 102))
        // Row 0 shows the cell's own text again: the body is empty, stretched to the avatar.
        XCTAssertEqual(try scene.tableCellFrame("list", row: 0, view: "body"), Rect(x: 68, y: 31, width: 302, height: 20))
        // 375 points wide: side margins 16.
        let narrow = try inboxScene(width: 375)
        XCTAssertEqual(try narrow.tableCellFrame("list", row: 0, view: "avatar"), Rect(x: 16, y: 11, width: 40, height: 40))
    }

    func testACellNamedByAnAliasGetsTheCellMargins() throws {
        // A storyboard identifier is an alias of its scene (issue 20): the cell it names is
        // laid out as a cell all the same, with the cell margins (T1).
        var document = try XCTUnwrap(load(Self.inbox()))
        document.sceneAliases["messageCellIdentifier"] = "MessageCell"
        let scene = try Scene(document: document)
        try scene.setSize(width: 390, height: 844)
        try scene.insertTableRows("list", at: 0, cell: "messageCellIdentifier", count: 1)
        XCTAssertEqual(try scene.tableCellFrame("list", row: 0, view: "avatar"), Rect(x: 20, y: 11, width: 40, height: 40))
    }

    func testContentViewsAreInsetToTheSafeArea() throws {
        // UITableView.insetsContentViewsToSafeArea (iOS 11, true by default): in landscape on
        // a notched phone the content view keeps out of the 47-point sides; the row does not.
        let scene = try inboxScene(width: 844)
        try scene.setSafeAreaInsets(EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        try scene.layout()
        XCTAssertEqual(try scene.tableRowFrame("list", row: 2), Rect(x: 0, y: 125, width: 844, height: 102.5))
        XCTAssertEqual(try scene.tableCellFrame("list", row: 2, view: "content"), Rect(x: 47, y: 0, width: 750, height: 102))
        // Margins by the cell's width (844 > 375: 20) inside the content view.
        XCTAssertEqual(try scene.tableCellFrame("list", row: 2, view: "avatar"), Rect(x: 67, y: 11, width: 40, height: 40))
        XCTAssertEqual(try scene.tableCellFrame("list", row: 2, view: "title"), Rect(x: 115, y: 11, width: 662, height: 20))
    }

    func testTheSeparatorIsOnePixel() throws {
        // 3x: a third of a point; rounding off: one point.
        XCTAssertEqual(try inboxScene(scale: 3).tableRowFrame("list", row: 2).height, 102 + 1.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(try inboxScene(scale: 0).tableRowFrame("list", row: 2).height, 103)
    }

    func testHostRowsTextAndFixedHeights() throws {
        let scene = try inboxScene()
        try scene.insertTableRows("list", at: 0, cell: "MessageCell", count: 3)
        XCTAssertEqual(try scene.tableRowCount("list"), 7)
        try scene.setTableRowText("list", row: 1, view: "body", text: "line line")
        XCTAssertEqual(try scene.tableRowFrame("list", row: 1), Rect(x: 0, y: 62.5, width: 390, height: 82.5))
        XCTAssertEqual(try scene.tableRowFrame("list", row: 2).y, 145)
        // Back to the cell's own text.
        try scene.setTableRowText("list", row: 1, view: "body", text: nil)
        XCTAssertEqual(try scene.tableRowFrame("list", row: 1).height, 62.5)
        try scene.deleteTableRows("list", at: 0, count: 3)
        XCTAssertEqual(try scene.tableRowFrame("list", row: 2), Rect(x: 0, y: 125, width: 390, height: 102.5))
        // A fixed row height: every row that tall, separator included.
        try scene.setTableRowHeight("list", .fixed(50))
        XCTAssertEqual(try scene.tableRowFrame("list", row: 3), Rect(x: 0, y: 150, width: 390, height: 50))
        XCTAssertEqual(try scene.tableCellFrame("list", row: 0, view: "content"), Rect(x: 0, y: 0, width: 390, height: 49.5))
        XCTAssertEqual(try scene.contentSize(ofView: "list"), Size(width: 390, height: 200))
    }

    func testTextThatKeepsChangingDoesNotGrowTheTable() throws {
        // A host that sets a row's text again and again (a clock, a counter): contents no row
        // shows are dropped, and the rows keep their heights.
        let scene = try inboxScene()
        for step in 0..<500 {
            let text = String(repeating: "line ", count: 1 + step % 3) + "at\(step)"
            try scene.setTableRowText("list", row: 0, view: "body", text: text)
            if step % 100 == 0 { _ = try scene.tableRowFrame("list", row: 0) }
        }
        let state = try XCTUnwrap(scene.tables["list"])
        XCTAssertLessThanOrEqual(state.contents.count, 2 * state.rowCount + 64)
        // The last setting (step 499) is three words: 11 + 20 + 60 + 11, + 0.5.
        XCTAssertEqual(try scene.tableRowFrame("list", row: 0), Rect(x: 0, y: 0, width: 390, height: 102.5))
        XCTAssertEqual(try scene.tableRowFrame("list", row: 1), Rect(x: 0, y: 102.5, width: 390, height: 62.5))
        XCTAssertEqual(try scene.tableRowFrame("list", row: 2), Rect(x: 0, y: 165, width: 390, height: 102.5))
    }

    func testRowsFollowTheTablesWidth() throws {
        let scene = try inboxScene()
        XCTAssertEqual(try scene.tableRowFrame("list", row: 2).height, 102.5)
        try scene.setSize(width: 320, height: 568)
        try scene.layout()
        XCTAssertEqual(try scene.tableRowFrame("list", row: 2), Rect(x: 0, y: 125, width: 320, height: 102.5))
        XCTAssertEqual(try scene.tableCellFrame("list", row: 2, view: "title"), Rect(x: 64, y: 11, width: 240, height: 20))
    }

    func testBadHostCallsChangeNothing() throws {
        let scene = try inboxScene()
        func message(_ call: () throws -> Void) -> String {
            do { try call(); return "no error" } catch let error as SceneError { return error.message } catch { return "\(error)" }
        }
        XCTAssertEqual(message { try scene.insertTableRows("list", at: 0, cell: "MesageCell", count: 1) },
                       "no scene \"MesageCell\" in the document for a table cell (did you mean \"MessageCell\"?)")
        XCTAssertEqual(message { try scene.insertTableRows("list", at: 5, cell: "MessageCell", count: 1) },
                       "row 5 is out of range: table \"list\" has 4 rows (insert at 0...4)")
        XCTAssertEqual(message { try scene.insertTableRows("note", at: 0, cell: "MessageCell", count: 1) },
                       "view \"note\" is a label, not a table view")
        XCTAssertEqual(message { try scene.deleteTableRows("list", at: 3, count: 2) },
                       "rows 3 to 5 are out of range: table \"list\" has 4 rows")
        XCTAssertEqual(message { try scene.setTableRowText("list", row: 0, view: "avatr", text: "x") },
                       "cell \"MessageCell\" has no view \"avatr\" (did you mean \"avatar\"?)")
        XCTAssertEqual(message { try scene.setTableRowText("list", row: 0, view: "avatar", text: "x") },
                       "view \"avatar\" of cell \"MessageCell\" is a view, only labels, buttons, text fields and text views have text")
        XCTAssertEqual(message { try scene.setTableRowHeight("list", .fixed(-1)) },
                       "a row height must be automatic or in 0...1000000 points, got -1")
        XCTAssertEqual(message { _ = try scene.tableRowFrame("list", row: 4) },
                       "row 4 is out of range: table \"list\" has 4 rows")
        XCTAssertEqual(try scene.tableRowCount("list"), 4)
        XCTAssertEqual(try scene.tableRowFrame("list", row: 3), Rect(x: 0, y: 227.5, width: 390, height: 44))
    }

    func testDocumentsAreCheckedWithPaths() throws {
        func withList(_ list: String) -> String { Self.inbox(list: list) }
        assertSchemaError(withList(#"{"id": "list", "kind": "tableView", "rows": [{"cell": "MesageCell"}]}"#),
                          "$.scenes[0].root.subviews[0].rows[0].cell: unknown scene \"MesageCell\" (did you mean \"MessageCell\"?)")
        assertSchemaError(withList(#"{"id": "list", "kind": "tableView", "rows": [{"cell": "MessageCell", "text": {"bdy": "x"}}]}"#),
                          "$.scenes[0].root.subviews[0].rows[0].text.bdy: cell \"MessageCell\" has no view \"bdy\" (did you mean \"body\"?)")
        assertSchemaError(withList(#"{"id": "list", "kind": "tableView", "rowHeight": "auto"}"#),
                          "$.scenes[0].root.subviews[0].rowHeight: expected \"automatic\" or a height in points, got \"auto\"")
        assertSchemaError(withList(#"{"id": "list", "kind": "tableView", "separatorStyle": "double"}"#),
                          "$.scenes[0].root.subviews[0].separatorStyle: expected \"singleLine\" or \"none\", got \"double\"")
        assertSchemaError(withList(#"{"id": "list", "kind": "scrollView", "rows": []}"#),
                          "$.scenes[0].root.subviews[0].rows: \"rows\" is only for kind \"tableView\" (this view is a \"scrollView\")")
        assertSchemaError(withList(#"{"id": "list", "kind": "tableView", "rows": [{"cell": "Spacer", "count": 2000000}]}"#),
                          "$.scenes[0].root.subviews[0].rows[0].count: a table has at most 1000000 rows")
        assertSchemaError(withList(#"{"id": "list", "kind": "tableView", "rows": [{"count": 2}]}"#),
                          "$.scenes[0].root.subviews[0].rows[0]: missing field \"cell\" (the id of the scene that is the row's cell)")
    }

    func testATableWithoutRowsKeepsItsScrollContentUntilTheHostAddsRows() throws {
        // A table whose document declares no rows is a scroll view: its content's constraints
        // give the content size (M9) — reading its row count does not change that.
        let json = Self.inbox(list: #"""
            {"id": "list", "kind": "tableView", "subviews": [{"id": "header", "kind": "label", "text": "x"}]}
            """#).replacingOccurrences(of: #""note.top == root.top""#, with: #"""
            "note.top == root.top", "header.top == list.top", "header.leading == list.leading",
            "header.width == 100", "header.height == 80", "header.bottom == list.bottom", "header.trailing == list.trailing"
            """#)
        let scene = try Scene(document: try XCTUnwrap(load(json)))
        try scene.setSize(width: 390, height: 844)
        try scene.layout()
        XCTAssertEqual(try scene.tableRowCount("list"), 0)
        XCTAssertEqual(try scene.contentSize(ofView: "list"), Size(width: 100, height: 80))
        try scene.insertTableRows("list", at: 0, cell: "Spacer", count: 2)
        XCTAssertEqual(try scene.contentSize(ofView: "list"), Size(width: 390, height: 88))
    }

    func testFixedHeightsWithoutSeparatorsAndCompiledRoundTrip() throws {
        let json = Self.inbox().replacingOccurrences(of: #""kind": "tableView", "rows""#,
                                                   with: #""kind": "tableView", "rowHeight": 30, "separatorStyle": "none", "rows""#)
        let loaded = try XCTUnwrap(load(json))
        let compiled = try CompiledFormat.compile(loaded).withUnsafeBytes { bytes throws(DocumentError) in
            try CompiledFormat.load(bytes)
        }
        XCTAssertEqual(compiled.scene(named: "inbox"), loaded.scene(named: "inbox"))
        let scene = try Scene(document: compiled)
        try scene.setSize(width: 390, height: 844)
        try scene.layout()
        XCTAssertEqual(try scene.tableRowFrame("list", row: 3), Rect(x: 0, y: 90, width: 390, height: 30))
        XCTAssertEqual(try scene.tableCellFrame("list", row: 3, view: "spacerContent"), Rect(x: 0, y: 0, width: 390, height: 30))
        XCTAssertEqual(try scene.tableCellFrame("list", row: 3, view: "dot"), Rect(x: 193, y: 13, width: 4, height: 4))
    }
}

/// A measurer for the tests: one 20-point line per word, 10 points per character wide, at
/// any width (so that heights are easy to state).
private struct WordLines: TextMeasuring {
    func measure(_ request: TextMeasurementRequest) throws(TextMeasurementError) -> TextMeasurement {
        let words = request.text.split(separator: " ").count
        let height = Double(words) * 20
        return TextMeasurement(width: Double(request.text.count) * 10, height: height, firstBaseline: 15, lastBaseline: height - 5)
    }
}
