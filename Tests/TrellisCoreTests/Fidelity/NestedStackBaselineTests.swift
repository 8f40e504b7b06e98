import XCTest
@testable import TrellisCore

/// Baselines of nested stacks (docs/uikit-behaviours.md S6). Apple's UIStackView documentation
/// ("Positioning the stack view's content"): a horizontal stack's
/// `viewForFirstBaselineLayout`/`viewForLastBaselineLayout` is its tallest view; a vertical
/// stack's is its first/last arranged view; when that view is a stack, the nested stack's
/// own baseline view, recursively. (kean/Arranged returns the stack itself for horizontal
/// stacks and so disagrees; docs/uikit-behaviours.md S6.)
///
/// Text uses the default measurer: font size p gives a line 1.25·p tall with its baseline
/// p from the top, and 0.6·p per character.
final class NestedStackBaselineTests: XCTestCase {
    func label(_ id: String, _ text: String, size: Double) -> ViewDescription {
        var view = ViewDescription(id: id, kind: .label)
        view.text = text
        view.fontSize = .plain(size)
        return view
    }

    func stack(_ id: String, _ axis: LayoutAxis, _ alignment: StackAlignment = .fill,
               _ arranged: [ViewDescription]) -> ViewDescription {
        var view = ViewDescription(id: id, kind: .stack)
        view.stack = StackDescription(axis: .plain(axis), alignment: .plain(alignment))
        view.arranged = arranged
        return view
    }

    func layOut(_ outer: ViewDescription) throws -> Scene {
        let scene = try Scene(document: makeDocument(root: rootView([outer]), constraints: [
            "\(outer.id).leading == root.leading", "\(outer.id).top == root.top"]))
        try scene.setSize(width: 320, height: 480)
        try scene.layout()
        return scene
    }

    func testNestedVerticalStackAlignsByItsFirstArrangedView() throws {
        // row: [title 20 pt, column: [small 10 pt, big 30 pt]] aligned by first baseline. The
        // column's first baseline is small's: 10 below the column's top; title's is 20 below
        // its top, so the column sits 10 lower than the title.
        let scene = try layOut(stack("row", .horizontal, .firstBaseline, [
            label("title", "Hi", size: 20),
            stack("column", .vertical, .fill, [label("small", "a", size: 10), label("big", "b", size: 30)]),
        ]))
        XCTAssertEqual(try scene.frameInRoot(of: "title"), Rect(x: 0, y: 0, width: 24, height: 25))
        XCTAssertEqual(try scene.frameInRoot(of: "column"), Rect(x: 24, y: 10, width: 18, height: 50))
        XCTAssertEqual(try scene.frameInRoot(of: "small"), Rect(x: 24, y: 10, width: 18, height: 12.5))
        XCTAssertEqual(try scene.frameInRoot(of: "big"), Rect(x: 24, y: 22.5, width: 18, height: 37.5))
        XCTAssertEqual(try scene.frameInRoot(of: "row"), Rect(x: 0, y: 0, width: 42, height: 60))
    }

    func testNestedVerticalStackAlignsByItsLastArrangedViewForLastBaseline() throws {
        // Last-baseline alignment: the column's last baseline is big's, 12.5 + 30 below the
        // column's top; title's is 20 below its own. The first item (column) holds the
        // stack's bottom edge weakly, so the stack ends at the lower bottom.
        let scene = try layOut(stack("row", .horizontal, .lastBaseline, [
            stack("column", .vertical, .fill, [label("small", "a", size: 10), label("big", "b", size: 30)]),
            label("title", "Hi", size: 20),
        ]))
        XCTAssertEqual(try scene.frameInRoot(of: "column"), Rect(x: 0, y: 0, width: 18, height: 50))
        XCTAssertEqual(try scene.frameInRoot(of: "title"), Rect(x: 18, y: 22.5, width: 24, height: 25))
        XCTAssertEqual(try scene.frameInRoot(of: "row"), Rect(x: 0, y: 0, width: 42, height: 50))
    }

    func testNestedHorizontalStackAlignsByItsTallestView() throws {
        // row: [pair: [short 10 pt, tall 30 pt] (top-aligned), title 20 pt]. The pair's
        // baseline is tall's (30 below the pair's top), so the title sits 10 lower.
        let scene = try layOut(stack("row", .horizontal, .firstBaseline, [
            stack("pair", .horizontal, .top, [label("short", "x", size: 10), label("tall", "y", size: 30)]),
            label("title", "Hi", size: 20),
        ]))
        XCTAssertEqual(try scene.frameInRoot(of: "pair"), Rect(x: 0, y: 0, width: 24, height: 37.5))
        XCTAssertEqual(try scene.frameInRoot(of: "short"), Rect(x: 0, y: 0, width: 6, height: 12.5))
        XCTAssertEqual(try scene.frameInRoot(of: "tall"), Rect(x: 6, y: 0, width: 18, height: 37.5))
        XCTAssertEqual(try scene.frameInRoot(of: "title"), Rect(x: 24, y: 10, width: 24, height: 25))
    }

    func testBaselinesRecurseThroughSeveralLevels() throws {
        // row: [column: [pair: [short 10, tall 30], note 10], title 20]: the column's first
        // baseline is the pair's, which is tall's: 30 below the column's top.
        let scene = try layOut(stack("row", .horizontal, .firstBaseline, [
            stack("column", .vertical, .leading, [
                stack("pair", .horizontal, .top, [label("short", "x", size: 10), label("tall", "y", size: 30)]),
                label("note", "n", size: 10),
            ]),
            label("title", "Hi", size: 20),
        ]))
        XCTAssertEqual(try scene.frameInRoot(of: "tall"), Rect(x: 6, y: 0, width: 18, height: 37.5))
        XCTAssertEqual(try scene.frameInRoot(of: "title"), Rect(x: 24, y: 10, width: 24, height: 25))
    }

    func testTheTallestViewIsChosenAgainWhenHeightsChange() throws {
        // Plain views with declared baselines: a (20 tall, baseline 15) and b (40 tall,
        // baseline 30), top-aligned in pair; title (20 pt) is aligned by first baseline.
        var a = box("a", 10, 20)
        a.baselines = (15, 15)
        var b = box("b", 10, 40)
        b.baselines = (30, 30)
        let scene = try layOut(stack("row", .horizontal, .firstBaseline, [
            stack("pair", .horizontal, .top, [a, b]), label("title", "Hi", size: 20)]))
        // b is tallest: title's baseline (top + 20) meets b's (pair top + 30).
        XCTAssertEqual(try scene.frameInRoot(of: "title").y, 10)
        try scene.setIntrinsicSize("a", width: 10, height: 60)
        try scene.layout()
        // Now a is tallest: title's baseline meets a's (pair top + 15), so the title rises
        // above the pair; the pair, the first item, holds the row's top edge.
        XCTAssertEqual(try scene.frameInRoot(of: "pair"), Rect(x: 0, y: 0, width: 20, height: 60))
        XCTAssertEqual(try scene.frameInRoot(of: "title"), Rect(x: 20, y: -5, width: 24, height: 25))
    }

    func testHidingTheBaselineViewMovesTheBaselineToTheNextOne() throws {
        // A vertical stack's first baseline is its first *visible* arranged view's.
        let scene = try layOut(stack("row", .horizontal, .firstBaseline, [
            label("title", "Hi", size: 20),
            stack("column", .vertical, .fill, [label("small", "a", size: 10), label("big", "b", size: 30)]),
        ]))
        XCTAssertEqual(try scene.frameInRoot(of: "column").y, 10)
        try scene.setHidden("small", true)
        try scene.layout()
        // big's baseline (30 below the column's top) meets title's (20 below its top), so the
        // column now starts 10 above the title. Only the first item (title) holds the row's
        // top edge (`UISV-canvas-connection: row.top <= title.top`, docs/uikit-behaviours.md S5), so the
        // column reaches 10 above the row, as in UIKit.
        XCTAssertEqual(try scene.frameInRoot(of: "title"), Rect(x: 0, y: 0, width: 24, height: 25))
        XCTAssertEqual(try scene.frameInRoot(of: "column"), Rect(x: 24, y: -10, width: 18, height: 37.5))
    }

    func testConstraintsOnAStackBaselineFollowItsBaselineView() throws {
        // A user constraint on a stack's first baseline uses the nested label's baseline.
        var note = label("note", "n", size: 10)
        note.id = "note"
        let column = stack("column", .vertical, .fill, [label("small", "a", size: 10), label("big", "b", size: 30)])
        let scene = try Scene(document: makeDocument(root: rootView([column, note]), constraints: [
            "column.leading == root.leading", "column.top == root.top + 100",
            "note.leading == root.leading + 100", "note.firstBaseline == column.lastBaseline"]))
        try scene.setSize(width: 320, height: 480)
        try scene.layout()
        // column.lastBaseline = big's: 100 + 12.5 + 30 = 142.5; note's baseline is 10 below its top.
        XCTAssertEqual(try scene.frameInRoot(of: "note").y, 132.5)
        try scene.setText("big", "")  // an empty label measures 0 x 0 with its baselines at 0
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "note").y, 100 + 12.5 - 10)
    }
}
