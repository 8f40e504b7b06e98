import XCTest
@testable import TrellisCore

/// Stack views inside a scene: generated constraints follow hidden flags and properties.
final class SceneStackTests: XCTestCase {
    func stackScene(spacing: Double = 10, distribution: StackDistribution = .fill, sealed: Bool = true) throws -> Scene {
        var stack = ViewDescription(id: "stack", kind: .stack)
        stack.stack = StackDescription(axis: .plain(.horizontal), distribution: .plain(distribution),
                                       spacing: .plain(spacing))
        stack.arranged = [box("a", 50, 20), box("b", 60, 20), box("c", 40, 20)]
        let scene = try Scene(document: makeDocument(root: rootView([stack]), constraints: [
            "stack.leading == root.leading", "stack.top == root.top"]))
        // Sealed stacks make no constraints (docs/solver.md, "Sealing"): tests of the
        // generated constraints switch sealing off.
        scene.usesSealedStacks = sealed
        try scene.setSize(width: 400, height: 100)
        try scene.layout()
        return scene
    }

    func testHiddenMiddleViewCollapsesAndHalvesBothSpacings() throws {
        // docs/uikit-behaviours.md S2/S3 (kean/Arranged): a hidden middle view contributes
        // spacing/2 + 0 + spacing/2, so c follows a at 50 + 10.
        let scene = try stackScene()
        XCTAssertEqual(try scene.frameInRoot(of: "c").x, 50 + 10 + 60 + 10)
        try scene.setHidden("b", true)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "b").width, 0)
        XCTAssertEqual(try scene.frameInRoot(of: "c").x, 60)
        XCTAssertEqual(try scene.frameInRoot(of: "stack").width, 100)
        XCTAssertEqual(scene.isInstalled("b"), true)  // hidden in a stack is still installed
        try scene.setHidden("b", false)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "c").x, 130)
    }

    func testHostValuesOutliveSizeClassChanges() throws {
        // Found by the kiwisolver/Tk host (issue 10): a size-class change re-resolved the
        // document's values and dropped the host's. In UIKit a trait change never resets a
        // view's own isHidden or intrinsicContentSize; only the document's per-size-class
        // variants follow the traits.
        var stack = ViewDescription(id: "stack", kind: .stack)
        stack.stack = StackDescription(axis: .plain(.horizontal), distribution: .plain(.fill), spacing: .plain(10))
        var a = ViewDescription(id: "a")
        a.intrinsicSize = try Variant(keyedBy: [("any", IntrinsicSize(width: 50, height: 20)),
                                                ("wC", IntrinsicSize(width: 30, height: 20))])
        var b = box("b", 60, 20)
        b.hidden = try Variant(keyedBy: [("any", false), ("wR", false)])
        stack.arranged = [a, b, box("c", 40, 20)]
        let scene = try Scene(document: makeDocument(root: rootView([stack]), constraints: [
            "stack.leading == root.leading", "stack.top == root.top"]))
        try scene.setSize(width: 400, height: 100)
        scene.setSizeClasses(horizontal: .regular, vertical: .regular)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "stack").width, 50 + 10 + 60 + 10 + 40)

        try scene.setIntrinsicSize("a", width: 70, height: 20)
        try scene.setHidden("b", true)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "stack").width, 70 + 10 + 40)

        for (horizontal, vertical) in [(SizeClass.compact, SizeClass.regular), (.regular, .compact), (.regular, .regular)] {
            scene.setSizeClasses(horizontal: horizontal, vertical: vertical)
            try scene.layout()
            XCTAssertEqual(try scene.frameInRoot(of: "a").width, 70, "\(horizontal) \(vertical)")
            XCTAssertEqual(try scene.frameInRoot(of: "b").width, 0, "\(horizontal) \(vertical)")
            XCTAssertEqual(try scene.frameInRoot(of: "stack").width, 70 + 10 + 40, "\(horizontal) \(vertical)")
        }
        try scene.setHidden("b", false)
        scene.setSizeClasses(horizontal: .compact, vertical: .regular)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "stack").width, 70 + 10 + 60 + 10 + 40)
    }

    func testRegenerationKeepsUnchangedConstraints() throws {
        let scene = try stackScene(sealed: false)
        let stack = try XCTUnwrap(scene.namedView("stack"))
        let before = Set(stack.stackConstraints.map { ObjectIdentifier($0.constraint) })
        try scene.setHidden("c", true)
        try scene.layout()
        let after = Set(stack.stackConstraints.map { ObjectIdentifier($0.constraint) })
        XCTAssertFalse(before.isDisjoint(with: after), "alignment and canvas constraints should stay")
        XCTAssertNotEqual(before, after)
    }

    func testEqualSpacingFitsTightly() throws {
        // docs/uikit-behaviours.md §7 S9: equalSpacing at fitting size: 170 x 20, x 0 / 60 / 130.
        let scene = try stackScene(distribution: .equalSpacing)
        XCTAssertEqual(try scene.frameInRoot(of: "stack").width, 170)
        XCTAssertEqual(try scene.frameInRoot(of: "b").x, 60)
        XCTAssertEqual(try scene.frameInRoot(of: "c").x, 130)
    }

    func testRightToLeftStackRunsFromTheRight() throws {
        let scene = try stackScene()
        scene.setLayoutDirection(.rightToLeft)
        try scene.layout()
        // The stack hugs the root's right edge; a is rightmost.
        XCTAssertEqual(try scene.frameInRoot(of: "stack").x, 400 - 170)
        XCTAssertEqual(try scene.frameInRoot(of: "a").x, 400 - 50)
        XCTAssertEqual(try scene.frameInRoot(of: "c").x, 400 - 170)
    }
}

final class SceneStackFittingTests: XCTestCase {
    func testFittingSizeOfACentredStackUsesItsSpanner() throws {
        // Found by the fuzzing work: the spanner guide was left out of the fitting solver,
        // so a centre-aligned stack fitted to height 0 instead of its tallest item.
        var stack = ViewDescription(id: "stack", kind: .stack)
        stack.stack = StackDescription(axis: .plain(.horizontal), alignment: .plain(.center), spacing: .plain(0))
        stack.arranged = [box("a", 10, 40), box("b", 10, 20), box("c", 10, 60)]
        let scene = try Scene(document: makeDocument(root: rootView([stack]), constraints: []))
        let size = try scene.fittingSize(of: "stack", width: nil)
        XCTAssertEqual(size.width, 30)
        XCTAssertEqual(size.height, 60)
    }
}
