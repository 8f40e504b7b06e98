import XCTest
@testable import TrellisDocument
import TrellisCore

/// Storyboard table views imported as Trellis tables: one row per prototype cell, each cell a
/// scene whose content view keeps the insets IB stores from its cell. The document is
/// Tests/Fixtures/interface-builder/table.storyboard, written for these tests in IB's format.
/// Expected frames follow docs/uikit-behaviours.md T1–T7: self-sizing rows
/// (`UITableView.automaticDimension`, Apple's Auto Layout Guide, "Working with Self-Sizing
/// Table View Cells"), cell content margins 16 points at the sides up to 375 points wide and
/// 20 beyond (the survey's stored frames, T1), the content view at the cell's bounds less the
/// separator and the accessory (UITableViewCell's layout of its `contentView`, T7), and a
/// prototype's own row height sizing it only on IB's canvas (Use Your Loaf, "Self Sizing
/// Table View Cells In Interface Builder", 2019).
final class IBTableViewTests: XCTestCase {
    private static let fixture: String = {
        let path = "\(#filePath)"
        let tests = path[..<(path.range(of: "/TrellisDocumentTests/")?.lowerBound ?? path.endIndex)]
        return tests + "/Fixtures/interface-builder/table.storyboard"
    }()

    private func inbox(width: Double, height: Double) throws -> (InterfaceBuilderImporter.Result, Scene) {
        let result = try InterfaceBuilderImporter.importFile(path: Self.fixture)
        let scene = try Scene(document: result.document, sceneID: "Inbox")
        try scene.setSize(width: width, height: height)
        try scene.layout()
        return (result, scene)
    }

    private func assertRect(_ frame: Rect, _ expected: Rect, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(frame.x, expected.x, accuracy: 1e-6, "x of \(what)", file: file, line: line)
        XCTAssertEqual(frame.y, expected.y, accuracy: 1e-6, "y of \(what)", file: file, line: line)
        XCTAssertEqual(frame.width, expected.width, accuracy: 1e-6, "width of \(what)", file: file, line: line)
        XCTAssertEqual(frame.height, expected.height, accuracy: 1e-6, "height of \(what)", file: file, line: line)
    }

    func testEachPrototypeIsARowAtTheTablesRowHeight() throws {
        let (result, _) = try inbox(width: 375, height: 667)
        let table = try XCTUnwrap(result.document.scene(named: "Inbox")?.root.table)
        // rowHeight="-1" is automaticDimension; the prototype's rowHeight="80" is IB's canvas
        // only. The separator is in the cells (their content views stop 0.5 above the bottom).
        XCTAssertEqual(table, TableDescription(rowHeight: .automatic, separatorStyle: .none,
                                               rows: [TableRowDescription(cell: "Msg-CL-001"), TableRowDescription(cell: "Fld-CL-001")]))
        XCTAssertEqual(result.document.scene(named: "MessageCell")?.id, "Msg-CL-001")
        XCTAssertEqual(result.document.scene(named: "FolderCell")?.id, "Fld-CL-001")
        // The grouped static table keeps its cell as a scene laid out in place: no rows.
        XCTAssertNil(result.document.scene(named: "Settings")?.root.table)
        XCTAssertEqual(result.warnings.messages, [
            #"line 69: <tableView>: style="grouped": section headers, footers and the grouped insets are not modelled; rows stack from the table's top"#,
            "line 69: <tableView>: static cells are scenes of the document but not rows of their table (sections are not modelled)",
        ])
    }

    func testRowsSizeThemselvesAndContentViewsKeepTheirStoredInsets() throws {
        // Message: a box ≥ 40 high between the content view's 11-point top and bottom margins,
        // 62 points of content, plus the 0.5-point separator: a 62.5-point row (T2). Folder: a
        // 30-point box, 52 + 0.5; its content view 34 points narrower than the row, the
        // disclosure indicator's space IB stores (341 of 375).
        let (_, scene) = try inbox(width: 375, height: 667)
        assertRect(try scene.tableRowFrame("Inb-TV-001", row: 0), Rect(x: 0, y: 0, width: 375, height: 62.5), "row 0")
        assertRect(try scene.tableRowFrame("Inb-TV-001", row: 1), Rect(x: 0, y: 62.5, width: 375, height: 52.5), "row 1")
        assertRect(try scene.tableCellFrame("Inb-TV-001", row: 0, view: "Msg-CV-001"), Rect(x: 0, y: 0, width: 375, height: 62), "message content")
        assertRect(try scene.tableCellFrame("Inb-TV-001", row: 0, view: "Msg-BX-001"), Rect(x: 16, y: 11, width: 343, height: 40), "message box")
        assertRect(try scene.tableCellFrame("Inb-TV-001", row: 1, view: "Fld-CV-001"), Rect(x: 0, y: 0, width: 341, height: 52), "folder content")
        assertRect(try scene.tableCellFrame("Inb-TV-001", row: 1, view: "Fld-BX-001"), Rect(x: 16, y: 11, width: 309, height: 30), "folder box")
        XCTAssertEqual(try scene.contentSize(ofView: "Inb-TV-001").height, 115)
    }

    func testAWiderTableGivesTheCellsTwentyPointMargins() throws {
        // 414 points: the content views preserve the cell's 20-point side margins (T1); the
        // folder's content view is still 34 points short of the row (380).
        let (_, scene) = try inbox(width: 414, height: 736)
        assertRect(try scene.tableCellFrame("Inb-TV-001", row: 0, view: "Msg-BX-001"), Rect(x: 20, y: 11, width: 374, height: 40), "message box")
        assertRect(try scene.tableCellFrame("Inb-TV-001", row: 1, view: "Fld-CV-001"), Rect(x: 0, y: 0, width: 380, height: 52), "folder content")
        assertRect(try scene.tableCellFrame("Inb-TV-001", row: 1, view: "Fld-BX-001"), Rect(x: 20, y: 11, width: 344, height: 30), "folder box")
    }

    func testACellSceneOnItsOwnIsWhereInterfaceBuilderStoredIt() throws {
        // At its stored 375 × 52.5 the folder cell's views are at their stored frames.
        let result = try InterfaceBuilderImporter.importFile(path: Self.fixture)
        let cell = try Scene(document: result.document, sceneID: "FolderCell")
        try cell.setSize(width: 375, height: 52.5)
        try cell.layout()
        assertRect(try cell.frameInRoot(of: "Fld-CV-001"), Rect(x: 0, y: 0, width: 341, height: 52), "content view")
        assertRect(try cell.frameInRoot(of: "Fld-BX-001"), Rect(x: 16, y: 11, width: 309, height: 30), "box")
    }

    func testTheImportWritesTheRowsAsTrellisDocumentFields() throws {
        let result = try InterfaceBuilderImporter.importFile(path: Self.fixture)
        let text = DocumentJSONWriter.json(result.document).prettyText
        XCTAssertTrue(text.contains(#""separatorStyle": "none""#), text)
        let reloaded = try XCTUnwrap(load(text))
        XCTAssertEqual(reloaded.scene(named: "Inb-VC-001")?.root.table, result.document.scene(named: "Inb-VC-001")?.root.table)
    }
}
