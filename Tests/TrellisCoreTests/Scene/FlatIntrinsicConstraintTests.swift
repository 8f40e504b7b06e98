@testable import TrellisCore
import XCTest

/// The intrinsic-size constraints of views made while a scene is built are kept flat, four
/// slots a view (`FlatIntrinsicConstraints`), and become `SceneConstraint` objects only when
/// something needs them so: a change after they are in the solver, a conflict, diagnostics,
/// fitting, removal. Either way the scene lays out and reports as UIKit's intrinsic content
/// size does: hugging (`<=`, 250 by default) and compression resistance (`>=`, 750) on each
/// axis with a size (docs/uikit-behaviours.md A3; Apple, "Auto Layout Guide: Views with
/// Intrinsic Content Size").
final class FlatIntrinsicConstraintTests: XCTestCase {
    /// A 40 x 20 box pinned to the root's top left.
    private func boxScene(_ sized: ViewDescription = box("a", 40, 20), constraints: [String] = []) throws -> Scene {
        let document = try makeDocument(root: rootView([sized]),
                                        constraints: ["a.leading == root.leading", "a.top == root.top"] + constraints)
        let scene = try Scene(document: document)
        try scene.setSize(width: 390, height: 844)
        return scene
    }

    func testABuiltViewKeepsThemFlatThroughTheFirstLayout() throws {
        let scene = try boxScene()
        let a = try XCTUnwrap(scene.namedView("a"))
        XCTAssertGreaterThanOrEqual(a.flatIntrinsicBlock, 0)
        XCTAssertTrue(a.intrinsicConstraints.isEmpty)
        // The window's two are the only objects (the document's two are flat as well:
        // `FlatDocumentConstraintTests`).
        XCTAssertEqual(scene.storedConstraints.count, 2)
        try scene.layout()
        // Hugging and compression resistance hold the declared 40 x 20.
        XCTAssertEqual(try scene.frameInRoot(of: "a"), Rect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertGreaterThanOrEqual(a.flatIntrinsicBlock, 0)
        XCTAssertEqual(scene.storedConstraints.count, 2)
    }

    func testAskingForTheConstraintsMakesThemObjectsInTheirPlaces() throws {
        let scene = try boxScene()
        try scene.layout()
        let a = try XCTUnwrap(scene.namedView("a"))
        let all = scene.constraints
        XCTAssertEqual(a.flatIntrinsicBlock, -1)
        XCTAssertEqual(a.intrinsicConstraints.count, 4)
        // Window 0-1, the root's four taken places 2-5 (it has no size yet), a's 6-9, then
        // the document's: the order the scene made them in.
        XCTAssertEqual(a.intrinsicConstraints.map(\.sequence), [6, 7, 8, 9])
        XCTAssertEqual(all.map(\.sequence), [0, 1, 6, 7, 8, 9, 10, 11])
        XCTAssertEqual(a.constraints.map(\.sequence), [6, 7, 8, 9, 10, 11])
        // All four are in the solver, as they would be had they been objects from the start.
        for constraint in a.intrinsicConstraints {
            XCTAssertNotNil(constraint.solverID)
            XCTAssertFalse(constraint.isDirty)
        }
        XCTAssertEqual(a.intrinsicConstraints.map(\.source), [
            "a.width <= intrinsic @250 (hugging)", "a.width >= intrinsic @750 (compressionResistance)",
            "a.height <= intrinsic @250 (hugging)", "a.height >= intrinsic @750 (compressionResistance)",
        ])
        // `#n` numbers count the root's and a's intrinsic places (0-7): #8, #9.
        XCTAssertEqual(scene.constraintDirectory.constraint(named: "#8")?.sequence, 10)
        XCTAssertEqual(scene.constraintDirectory.constraint(named: "#9")?.sequence, 11)
        // Nothing changed: a relayout keeps the frame.
        try scene.setSize(width: 300, height: 600)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "a"), Rect(x: 0, y: 0, width: 40, height: 20))
    }

    /// A fresh block takes a new size all four slots at once (`setSlots`): an axis without
    /// a size turns its slots off and keeps their constants, as the objects would.
    func testAFreshBlockTurnsAnAxisWithoutASizeOffKeepingItsConstants() throws {
        let scene = try boxScene()
        let a = try XCTUnwrap(scene.namedView("a"))
        try scene.setIntrinsicSize("a", width: 50, height: 20)
        scene.updateIntrinsicSizes()
        try scene.setIntrinsicSize("a", width: nil, height: 30)
        try scene.layout()
        XCTAssertGreaterThanOrEqual(a.flatIntrinsicBlock, 0)
        XCTAssertEqual(try scene.frameInRoot(of: "a").height, 30)
        _ = scene.constraints
        XCTAssertEqual(a.intrinsicConstraints.map(\.active), [false, false, true, true])
        XCTAssertEqual(a.intrinsicConstraints.map(\.constant), [50, 50, 30, 30])
    }

    func testAskingBeforeTheFirstLayoutLeavesThemToBeInstalled() throws {
        let scene = try boxScene()
        let a = try XCTUnwrap(scene.namedView("a"))
        _ = scene.constraints
        XCTAssertEqual(a.intrinsicConstraints.count, 4)
        XCTAssertTrue(a.intrinsicConstraints.allSatisfy(\.isDirty))
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "a"), Rect(x: 0, y: 0, width: 40, height: 20))
    }

    func testDiagnosticsNameOnlyTheBlocksTheyNeed() throws {
        let document = try makeDocument(root: rootView([box("a", 40, 20), box("b", 30, 10)]),
                                        constraints: ["a.leading == root.leading", "a.top == root.top",
                                                      "b.leading == a.trailing", "b.top == root.top"])
        let scene = try Scene(document: document)
        try scene.setSize(width: 390, height: 844)
        try scene.layout()
        // No conflict: nothing to state, both blocks stay flat.
        XCTAssertTrue(scene.diagnostics().unsatisfiable.isEmpty)
        let a = try XCTUnwrap(scene.namedView("a")), b = try XCTUnwrap(scene.namedView("b"))
        XCTAssertGreaterThanOrEqual(a.flatIntrinsicBlock, 0)
        XCTAssertGreaterThanOrEqual(b.flatIntrinsicBlock, 0)
        // a's width rests on its own intrinsic pair only (the optimum holds it at exactly 40):
        // a's block becomes objects, b's stays flat.
        let affecting = try scene.constraintsAffecting("a", axis: .horizontal)
        XCTAssertTrue(affecting.contains("a.leading == root.leading"))
        XCTAssertTrue(affecting.contains { $0.hasPrefix("a.width") })
        XCTAssertEqual(a.flatIntrinsicBlock, -1)
        XCTAssertGreaterThanOrEqual(b.flatIntrinsicBlock, 0)
        XCTAssertEqual(scene.storedConstraints.map(\.sequence), scene.storedConstraints.map(\.sequence).sorted())
    }

    func testANewSizeAfterTheLayoutMakesThemObjects() throws {
        let scene = try boxScene()
        try scene.layout()
        try scene.setIntrinsicSize("a", width: 60, height: 30)
        try scene.layout()
        let a = try XCTUnwrap(scene.namedView("a"))
        XCTAssertEqual(a.flatIntrinsicBlock, -1)
        XCTAssertEqual(a.intrinsicConstraints.map(\.constant), [60, 60, 30, 30])
        XCTAssertEqual(try scene.frameInRoot(of: "a"), Rect(x: 0, y: 0, width: 60, height: 30))
        // Only one axis: the other's pair is switched off, and the box keeps no height.
        try scene.setIntrinsicSize("a", width: 50, height: nil)
        try scene.layout()
        XCTAssertEqual(a.intrinsicConstraints.map(\.active), [true, true, false, false])
        XCTAssertEqual(try scene.frameInRoot(of: "a").width, 50)
    }

    func testAViewLeavingAndRejoiningTheHierarchyKeepsItsSize() throws {
        // Not installed in compact width: it leaves at the first layout in compact (its block
        // settled, in the solver), and comes back at 40 x 20 in regular.
        var sized = box("a", 40, 20)
        sized.installed = .sizeClasses([.any: true, SizeClassKey(horizontal: .compact): false])
        let scene = try boxScene(sized)
        scene.setSizeClasses(horizontal: .regular, vertical: .regular)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "a"), Rect(x: 0, y: 0, width: 40, height: 20))
        scene.setSizeClasses(horizontal: .compact, vertical: .regular)
        try scene.layout()
        let a = try XCTUnwrap(scene.namedView("a"))
        XCTAssertEqual(a.flatIntrinsicBlock, -1)
        XCTAssertTrue(a.intrinsicConstraints.allSatisfy { $0.solverID == nil })
        scene.setSizeClasses(horizontal: .regular, vertical: .regular)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "a"), Rect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertTrue(a.intrinsicConstraints.allSatisfy { $0.solverID != nil })
    }

    func testARequiredHuggingConflictBreaksTheUserConstraint() throws {
        // Hugging at 1000 is required: with `a.width == 100` (required) the two conflict, and
        // the user's constraint breaks (docs/document-format.md "Layout rules"; UIKit breaks
        // the user's constraint: docs/uikit-behaviours.md A6).
        var sized = box("a", 40, 20)
        sized.hugging = AxisPair(horizontal: 1000, vertical: 250)
        let scene = try boxScene(sized, constraints: ["a.width == 100"])
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "a"), Rect(x: 0, y: 0, width: 40, height: 20))
        let conflicts = scene.diagnostics().unsatisfiable
        XCTAssertEqual(conflicts.map(\.broken), ["a.width == 100"])
        XCTAssertEqual(conflicts.first?.conflict, ["a.width == 100", "a.width <= intrinsic @1000 (hugging)"])
    }

    func testRemovingAViewTakesItsConstraintsOut() throws {
        let document = try makeDocument(root: rootView([box("a", 40, 20), box("b", 30, 10)]),
                                        constraints: ["a.leading == root.leading", "a.top == root.top",
                                                      "b.leading == a.trailing", "b.top == root.top"])
        let scene = try Scene(document: document)
        try scene.setSize(width: 390, height: 844)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "b"), Rect(x: 40, y: 0, width: 30, height: 10))
        try scene.removeView("a")
        try scene.layout()
        XCTAssertTrue(scene.constraints.allSatisfy { $0.first.view.id != "a" && $0.second?.view.id != "a" })
        let b = try XCTUnwrap(scene.namedView("b"))
        XCTAssertEqual(b.intrinsicConstraints.count, 4)
        let frame = try scene.frameInRoot(of: "b")
        XCTAssertEqual([frame.width, frame.height], [30, 10])
    }

    func testFittingReadsTheSubtreesIntrinsicSizes() throws {
        var holder = ViewDescription(id: "holder")
        holder.subviews = [box("a", 40, 20)]
        let document = try makeDocument(root: rootView([holder]), constraints: [
            "a.leading == holder.leading", "a.trailing == holder.trailing",
            "a.top == holder.top", "a.bottom == holder.bottom",
            "holder.leading == root.leading", "holder.top == root.top",
        ])
        let scene = try Scene(document: document)
        try scene.setSize(width: 390, height: 844)
        try scene.layout()
        // The holder hugs its one subview: 40 x 20.
        XCTAssertEqual(try scene.fittingSize(of: "holder", width: nil), Size(width: 40, height: 20))
        XCTAssertEqual(try scene.frameInRoot(of: "holder"), Rect(x: 0, y: 0, width: 40, height: 20))
    }
}
