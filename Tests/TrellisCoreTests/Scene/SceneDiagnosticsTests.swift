import XCTest
@testable import TrellisCore

/// Unsatisfiable and ambiguous layouts (docs/uikit-behaviours.md A6, A7) and constraints affecting a view.
final class SceneDiagnosticsTests: XCTestCase {
    func testTwoConstraintConflictReportsBoth() throws {
        let scene = try Scene(document: makeDocument(root: rootView([box("a")]),
                                                     constraints: ["a.width == 10", "a.width == 20"]))
        let conflict = try XCTUnwrap(scene.diagnostics().unsatisfiable.first)
        XCTAssertEqual(conflict.broken, "a.width == 20")  // the one added last breaks
        XCTAssertEqual(conflict.conflict, ["a.width == 20", "a.width == 10"])
    }

    func testThreeConstraintConflictLeavesOutBystanders() throws {
        let scene = try Scene(document: makeDocument(root: rootView([box("a"), box("b")]), constraints: [
            "a.height == 30",                 // bystander on the other axis
            "a.width == 10",
            "b.width == a.width + 5",
            "b.leading == root.leading",      // bystander on the same axis
            "b.width == 40",
        ]))
        let conflict = try XCTUnwrap(scene.diagnostics().unsatisfiable.first)
        XCTAssertEqual(conflict.broken, "b.width == 40")
        XCTAssertEqual(conflict.conflict, ["b.width == 40", "a.width == 10", "b.width == a.width + 5"])
    }

    func testLongChainConflictIsMinimal() throws {
        // v0.left == 0, v[i+1].left == v[i].left + 10 (i < 20), then v20.left == 100: every chain
        // link is needed, the widths are not.
        var views: [ViewDescription] = []
        var constraints = ["v0.left == root.left"]
        for i in 0...20 { views.append(box("v\(i)", 5, 5)) }
        for i in 0..<20 {
            constraints.append("v\(i + 1).left == v\(i).left + 10")
            constraints.append("v\(i).width == 5")
        }
        constraints.append("v20.left == root.left + 100")
        let scene = try Scene(document: makeDocument(root: rootView(views), constraints: constraints))
        let conflict = try XCTUnwrap(scene.diagnostics().unsatisfiable.first)
        XCTAssertEqual(conflict.broken, "v20.left == root.left + 100")
        XCTAssertEqual(conflict.conflict.count, 1 + 1 + 20)
        XCTAssertFalse(conflict.conflict.contains("v3.width == 5"))
        XCTAssertEqual(try scene.frameInRoot(of: "v20").x, 200)  // the rest still laid out
    }

    func testRemovingTheConflictReinstatesTheBrokenConstraint() throws {
        let scene = try Scene(document: makeDocument(root: rootView([box("a")]),
                                                     constraints: ["a.width == 10", "a.width == 20"], ids: ["w10", "w20"]))
        XCTAssertEqual(scene.diagnostics().unsatisfiable.count, 1)
        try scene.setActive("w10", false)
        try scene.layout()
        XCTAssertEqual(scene.diagnostics().unsatisfiable.count, 0)
        XCTAssertEqual(try scene.frameInRoot(of: "a").width, 20)
    }

    func testUnconstrainedViewIsAmbiguousInEveryAttribute() throws {
        let scene = try Scene(document: makeDocument(root: rootView([box("a")]), constraints: []))
        let ambiguity = scene.diagnostics().ambiguous
        XCTAssertEqual(ambiguity.map(\.view), ["a"])
        XCTAssertEqual(ambiguity.first?.attributes, ["x", "y", "width", "height"])
    }

    func testIntrinsicSizeDeterminesSizeButNotPosition() throws {
        let scene = try Scene(document: makeDocument(root: rootView([box("a", 30, 20)]), constraints: ["a.top == root.top"]))
        XCTAssertEqual(scene.diagnostics().ambiguous.first?.attributes, ["x"])
    }

    func testFullyConstrainedLayoutIsNotAmbiguous() throws {
        let scene = try Scene(document: makeDocument(root: rootView([box("a", 30, 20)]), constraints: [
            "a.leading == root.leading + 8", "a.top == root.top + 8"]))
        XCTAssertTrue(scene.diagnostics().ambiguous.isEmpty)
    }

    func testEqualPriorityTieIsAmbiguous() throws {
        // docs/uikit-behaviours.md A7: equal-priority optional constraints in conflict make a layout ambiguous.
        let scene = try Scene(document: makeDocument(root: rootView([box("a")]), constraints: [
            "a.leading == root.leading", "a.top == root.top", "a.height == 10",
            "a.width == 100 @500", "a.width == 200 @500"]))
        XCTAssertEqual(scene.diagnostics().ambiguous.first?.attributes, ["width"])
    }

    func testDifferentPrioritiesAreNotATie() throws {
        let scene = try Scene(document: makeDocument(root: rootView([box("a")]), constraints: [
            "a.leading == root.leading", "a.top == root.top", "a.height == 10",
            "a.width == 100 @501", "a.width == 200 @500"]))
        XCTAssertTrue(scene.diagnostics().ambiguous.isEmpty)
        XCTAssertEqual(try scene.frameInRoot(of: "a").width, 100)
    }

    func testConstraintsAffectingFollowChains() throws {
        let scene = try Scene(document: makeDocument(root: rootView([box("a"), box("b")]), constraints: [
            "a.leading == root.leading + 10", "a.width == 50", "b.leading == a.trailing + 8", "b.width == 20",
            "b.top == root.top"], ids: ["aLeft", "aWidth", "gap", "bWidth", "bTop"]))
        try scene.setSize(width: 300, height: 100)
        try scene.layout()
        XCTAssertEqual(try scene.constraintsAffecting("b", axis: .horizontal), ["aLeft", "aWidth", "gap", "bWidth"])
        XCTAssertEqual(try scene.constraintsAffecting("b", axis: .vertical), ["bTop"])
    }

    func testIntrinsicSizeConstraintsAreStatedWithTheirPriority() throws {
        // UIKit logs these as NSContentSizeLayoutConstraint with the hugging (250) and
        // compression-resistance (750) priorities (docs/uikit-behaviours.md A3); Trellis
        // states them from the constraint when a message asks, with its current priority.
        let scene = try Scene(document: makeDocument(root: rootView([box("a", 40, nil)]), constraints: [
            "a.leading == root.leading", "a.top == root.top", "a.height == 10"]))
        try scene.setSize(width: 300, height: 100)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "a").width, 40)
        let affecting = try scene.constraintsAffecting("a", axis: .horizontal)
        XCTAssertEqual(try scene.view("a").intrinsicConstraints.map(\.source), [
            "a.width <= intrinsic @250 (hugging)", "a.width >= intrinsic @750 (compressionResistance)",
            "a.height <= intrinsic @250 (hugging)", "a.height >= intrinsic @750 (compressionResistance)"])
        // Which of the two tight ones the solver names is its choice; one of them is named.
        XCTAssertTrue(affecting.contains("a.width <= intrinsic @250 (hugging)")
                      || affecting.contains("a.width >= intrinsic @750 (compressionResistance)"), "\(affecting)")
    }
}

/// Self-sizing with cached fitting sessions.
final class SceneFittingTests: XCTestCase {
    func wrappingCell() throws -> Scene {
        var text = ViewDescription(id: "text", kind: .label)
        text.text = ""
        text.lines = 0
        text.fontSize = .plain(10)  // 6 points a character, 12.5 a line
        return try Scene(document: makeDocument(root: rootView([text]), constraints: [
            "text.leading == root.leadingMargin", "text.trailing == root.trailingMargin",
            "text.top == root.topMargin", "text.bottom == root.bottomMargin"]))
    }

    func testFittingSizeWrapsAtTheGivenWidth() throws {
        let scene = try wrappingCell()
        try scene.setText("text", String(repeating: "x", count: 100))
        // 136 wide - 16 margins = 120: 20 characters a line, 5 lines = 62.5, plus 16 margins.
        let size = try scene.fittingSize(of: "root", width: 136)
        XCTAssertEqual(size.width, 136, accuracy: 1e-9)
        XCTAssertEqual(size.height, 78.5, accuracy: 1e-9)
    }

    func testFreeWidthFitsTheTextOnOneLine() throws {
        let scene = try wrappingCell()
        try scene.setText("text", String(repeating: "x", count: 10))
        let size = try scene.fittingSize(of: "root", width: nil)
        XCTAssertEqual(size.width, 60 + 16, accuracy: 1e-9)
        XCTAssertEqual(size.height, 12.5 + 16, accuracy: 1e-9)
    }

    func testManyCellsReuseOneSession() throws {
        let scene = try wrappingCell()
        for count in 1...200 {
            try scene.setText("text", String(repeating: "x", count: count))
            let size = try scene.fittingSize(of: "root", width: 136)
            let lines = (Double(count) / 20).rounded(.up)
            XCTAssertEqual(size.height, 12.5 * lines + 16, accuracy: 1e-9, "\(count) characters")
        }
        XCTAssertEqual(scene.fittingSessions.count, 1)
    }

    func testFittingIgnoresTheSceneSizeAndSuperview() throws {
        let scene = try Scene(document: makeDocument(root: rootView([box("a", 40, 30)]), constraints: [
            "a.leading == root.leading", "a.trailing == root.trailing", "a.top == root.top"]))
        try scene.setSize(width: 500, height: 500)
        try scene.layout()
        let size = try scene.fittingSize(of: "a", width: nil)
        XCTAssertEqual(size.width, 40)
        XCTAssertEqual(size.height, 30)
    }

}
