import XCTest
@testable import TrellisCore

/// WatchKit groups (docs/document-format.md; docs/uikit-behaviours.md §6).
final class SceneGroupTests: XCTestCase {
    func groupScene(layout: LayoutAxis, items: [(String, GroupItemDescription, Double, Double)],
                    insets: EdgeInsets = .zero, spacing: Double = 2) throws -> Scene {
        var group = ViewDescription(id: "group", kind: .group)
        group.group = GroupDescription(layout: layout, insets: insets, spacing: spacing)
        group.arranged = items.map { id, placement, width, height in
            var view = box(id, width, height)
            view.groupItem = placement
            return view
        }
        let scene = try Scene(document: makeDocument(root: rootView([group]), constraints: [
            "group.leading == root.leading", "group.top == root.top", "group.width == 200", "group.height == 100"]))
        try scene.setSize(width: 300, height: 300)
        try scene.layout()
        return scene
    }

    func testStartItemsFlowFromTheLeftWithTwoPointSpacing() throws {
        let scene = try groupScene(layout: .horizontal, items: [
            ("a", GroupItemDescription(), 30, 10), ("b", GroupItemDescription(), 40, 10)])
        XCTAssertEqual(try scene.frameInRoot(of: "a"), Rect(x: 0, y: 0, width: 30, height: 10))
        XCTAssertEqual(try scene.frameInRoot(of: "b"), Rect(x: 32, y: 0, width: 40, height: 10))
    }

    func testEndItemsStackFromTheEndEdge() throws {
        // docs/uikit-behaviours.md W2: along the flow axis, items aligned to the end edge stack from it.
        let right = GroupItemDescription(horizontalPosition: .right, verticalPosition: .bottom)
        let scene = try groupScene(layout: .horizontal, items: [("c", right, 30, 10), ("d", right, 40, 10)],
                                   insets: EdgeInsets(top: 4, left: 4, bottom: 4, right: 6))
        XCTAssertEqual(try scene.frameInRoot(of: "d"), Rect(x: 200 - 6 - 40, y: 100 - 4 - 10, width: 40, height: 10))
        XCTAssertEqual(try scene.frameInRoot(of: "c"), Rect(x: 200 - 6 - 40 - 2 - 30, y: 86, width: 30, height: 10))
    }

    func testCentreItemsFormOneCentredBlock() throws {
        let centre = GroupItemDescription(horizontalPosition: .center, verticalPosition: .center)
        let scene = try groupScene(layout: .vertical, items: [("a", centre, 30, 20), ("b", centre, 50, 28)])
        // Block height 20 + 2 + 28 = 50 centred in 100: from y 25.
        XCTAssertEqual(try scene.frameInRoot(of: "a"), Rect(x: 85, y: 25, width: 30, height: 20))
        XCTAssertEqual(try scene.frameInRoot(of: "b"), Rect(x: 75, y: 47, width: 50, height: 28))
    }

    func testRelativeAndFixedSizes() throws {
        // Relative: a fraction of the content area inside the insets, spacing not subtracted.
        let half = GroupItemDescription(widthMode: .relative(0.5, adjust: -4), heightMode: .fixed(12))
        let scene = try groupScene(layout: .horizontal, items: [("a", half, 10, 10)],
                                   insets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        XCTAssertEqual(try scene.frameInRoot(of: "a"), Rect(x: 10, y: 0, width: 0.5 * 180 - 4, height: 12))
    }

    func testFitNeverExceedsTheContentArea() throws {
        let scene = try groupScene(layout: .horizontal, items: [("wide", GroupItemDescription(), 500, 10)])
        XCTAssertEqual(try scene.frameInRoot(of: "wide").width, 200)
    }

    func testHiddenItemsCollapse() throws {
        let scene = try groupScene(layout: .horizontal, items: [
            ("a", GroupItemDescription(), 30, 10), ("b", GroupItemDescription(), 40, 10), ("c", GroupItemDescription(), 20, 10)])
        try scene.setHidden("b", true)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "b").width, 0)
        XCTAssertEqual(try scene.frameInRoot(of: "c").x, 32)
    }
}
