@testable import TrellisCore
import XCTest

/// A scene built from a tree without arranged views makes its views' variables at once
/// (`Solver.newVariableRectangles`, `Scene.preparedVariables`). The solver breaks ties by the
/// order variables were made in, so each view must have the ids that making them one view
/// at a time gives: four consecutive ones, in the order the views are made (depth first, a
/// view before its subviews), with none left over.
final class PreparedVariablesTests: XCTestCase {
    func testViewsTakeTheirVariablesInTheOrderTheyAreMade() throws {
        var row = ViewDescription(id: "row")
        row.subviews = [box("title", 100, 20), box("action", 64, 32)]
        var other = ViewDescription(id: "other")
        other.subviews = [box("inner", 10, 10)]
        let document = try makeDocument(root: rootView([row, other, box("last", 5, 5)]),
                                        constraints: ["row.top == root.top", "inner.leading == other.leading"])
        let scene = try Scene(document: document)
        XCTAssertEqual(scene.views.map(\.id), ["root", "row", "title", "action", "other", "inner", "last"])
        XCTAssertEqual(scene.preparedVariables.count, 0)
        let first = scene.views[1].left.id
        // The root's come first, before the columns its pins may make.
        XCTAssertLessThan(scene.root.height.id, first)
        for (place, view) in scene.views.enumerated().dropFirst() {
            let base = first + UInt32(4 * (place - 1))
            XCTAssertEqual([view.left.id, view.top.id, view.width.id, view.height.id],
                           [base, base + 1, base + 2, base + 3], view.id)
            XCTAssertTrue(scene.owner(of: view.width) === view, view.id)
        }
        // None was left over: the next variable made follows the last view's.
        XCTAssertEqual(scene.solver.newVariable().id, first + UInt32(4 * (scene.views.count - 1)))
    }

    /// With an arranged view the views are made one by one, as before: the same order.
    func testATreeWithArrangedViewsMakesThemOneByOne() throws {
        var stack = ViewDescription(id: "stack", kind: .stack)
        stack.arranged = [box("x", 10, 10)]
        let document = try makeDocument(root: rootView([box("a", 5, 5), stack, box("b", 5, 5)]),
                                        constraints: ["stack.top == root.top"])
        let scene = try Scene(document: document)
        let a = try XCTUnwrap(scene.namedView("a")), b = try XCTUnwrap(scene.namedView("b"))
        let stackView = try XCTUnwrap(scene.namedView("stack"))
        XCTAssertEqual(stackView.left.id, a.height.id + 1)
        XCTAssertGreaterThan(b.left.id, stackView.height.id)
    }
}
