import XCTest
@testable import TrellisCore

/// fillProportionally with arranged views that have no intrinsic size (docs/uikit-behaviours.md
/// S4): Interface Builder keeps them at the heights their own constraints give them — a real
/// storyboard of the issue-20 survey stores 215, 180, 30 and 123 points for four plain views
/// in a vertical fillProportionally stack — where a required `height == 0` would break them.
final class FillProportionallyTests: XCTestCase {
    func testViewsWithoutIntrinsicSizeKeepTheirConstrainedLengths() throws {
        var stack = ViewDescription(id: "stack", kind: .stack)
        stack.stack = StackDescription(axis: .plain(.vertical), distribution: .plain(.fillProportionally))
        stack.arranged = ["a", "b", "c", "d"].map { box($0) }
        let document = try makeDocument(root: rootView([stack]), constraints: [
            "stack.top == root.top", "stack.leading == root.leading", "stack.trailing == root.trailing",
            "a.height == 215", "b.height == 180", "c.height == 30", "d.height == 123"])
        let scene = try Scene(document: document)
        try scene.setSize(width: 320, height: 800)
        try scene.layout()
        XCTAssertEqual(scene.framesInRoot.dropFirst().map(\.height), [548, 215, 180, 30, 123])
        XCTAssertEqual(try scene.frameInRoot(of: "d"), Rect(x: 0, y: 425, width: 320, height: 123))
        XCTAssertTrue(scene.diagnostics().unsatisfiable.isEmpty, "\(scene.diagnostics().unsatisfiable)")
    }
}
