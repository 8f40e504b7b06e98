import XCTest
@testable import TrellisCore

/// Scenes built from hand-written descriptions (the document loader has its own tests).
final class SceneBasicsTests: XCTestCase {
    func document(root: ViewDescription, constraints: [String]) throws -> DocumentDescription {
        let described = try constraints.map { text in
            ConstraintDescription(form: .equation(try Equation(parsing: text)), source: text)
        }
        return DocumentDescription(initialScene: "main", scenes: [SceneDescription(id: "main", root: root, constraints: described)])
    }

    func label(_ id: String, _ text: String, style: TextStyle = .body) -> ViewDescription {
        var view = ViewDescription(id: id, kind: .label)
        view.text = text
        view.textStyle = .plain(style)
        return view
    }

    func testCentredLabelFollowsDynamicType() throws {
        // Tests/Fixtures/examples/hello.expected.json
        var root = ViewDescription(id: "root")
        root.subviews = [label("label", "Hello, World!")]
        let scene = try Scene(document: document(root: root, constraints: [
            "label.centerX == root.centerX", "label.centerY == root.centerY"]))
        try scene.setSize(width: 390, height: 844)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "root"), Rect(x: 0, y: 0, width: 390, height: 844))
        let frame = try scene.frameInRoot(of: "label")
        XCTAssertEqual(frame.x, 128.7, accuracy: 1e-6)
        XCTAssertEqual(frame.y, 411.375, accuracy: 1e-6)
        XCTAssertEqual(frame.width, 132.6, accuracy: 1e-6)
        XCTAssertEqual(frame.height, 21.25, accuracy: 1e-6)

        scene.setContentSizeCategory(.accessibilityLarge)
        try scene.layout()
        let large = try scene.frameInRoot(of: "label")
        XCTAssertEqual(large.x, 66.3, accuracy: 1e-6)
        XCTAssertEqual(large.y, 401.375, accuracy: 1e-6)
        XCTAssertEqual(large.width, 257.4, accuracy: 1e-6)
        XCTAssertEqual(large.height, 41.25, accuracy: 1e-6)
    }

    func testChangedViewsListsOnlyMovedViews() throws {
        var root = ViewDescription(id: "root")
        var a = ViewDescription(id: "a"); a.intrinsicSize = .plain(IntrinsicSize(width: 10, height: 10))
        var b = ViewDescription(id: "b"); b.intrinsicSize = .plain(IntrinsicSize(width: 10, height: 10))
        root.subviews = [a, b]
        let scene = try Scene(document: document(root: root, constraints: [
            "a.leading == root.leading", "a.top == root.top", "b.trailing == root.trailing", "b.top == root.top"]))
        try scene.setSize(width: 100, height: 100)
        try scene.layout()
        try scene.setSize(width: 200, height: 100)
        try scene.layout()
        XCTAssertEqual(scene.changedViewIndices, [0, 2])  // root and b; a stays put
        try scene.layout()
        XCTAssertEqual(scene.changedViewIndices, [])
    }

    func testConflictingRequiredConstraintIsBrokenNotFatal() throws {
        var root = ViewDescription(id: "root")
        root.subviews = [ViewDescription(id: "a")]
        let scene = try Scene(document: document(root: root, constraints: [
            "a.width == 10", "a.width == 20"]))
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "a").width, 10)
        XCTAssertEqual(scene.diagnostics().unsatisfiable.first?.broken, "a.width == 20")
    }

    func testRightToLeftFlipsLeadingAndTrailing() throws {
        var root = ViewDescription(id: "root")
        var a = ViewDescription(id: "a"); a.intrinsicSize = .plain(IntrinsicSize(width: 30, height: 10))
        root.subviews = [a]
        let scene = try Scene(document: document(root: root, constraints: ["a.leading == root.leadingMargin"]))
        try scene.setSize(width: 100, height: 50)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "a").x, 8)
        scene.setLayoutDirection(.rightToLeft)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "a").x, 100 - 8 - 30)
    }

    func testSetConstantMovesViewIncrementally() throws {
        var root = ViewDescription(id: "root")
        root.subviews = [ViewDescription(id: "a")]
        var described = try document(root: root, constraints: ["a.width == 10"])
        described.scenes[0].constraints[0].id = "w"
        let scene = try Scene(document: described)
        try scene.layout()
        try scene.setConstant("w", 42)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "a").width, 42)
        XCTAssertThrowsError(try scene.setPriority("w", 500))  // required -> optional is a state error
    }

    func testFittingSizeOfWrappingLabel() throws {
        var root = ViewDescription(id: "root")
        var text = label("text", String(repeating: "x", count: 100))
        text.lines = 0
        text.textStyle = nil
        text.fontSize = .plain(10)  // 6 points a character, 12.5 a line
        root.subviews = [text]
        let scene = try Scene(document: document(root: root, constraints: [
            "text.leading == root.leading", "text.trailing == root.trailing",
            "text.top == root.top", "text.bottom == root.bottom"]))
        let size = try scene.fittingSize(of: "root", width: 120)  // 20 characters a line, 5 lines
        XCTAssertEqual(size.width, 120, accuracy: 1e-6)
        XCTAssertEqual(size.height, 62.5, accuracy: 1e-6)
    }
}

/// Limits that keep recursive walks of the hierarchy within a host thread's stack.
final class SceneDepthTests: XCTestCase {
    func chain(_ depth: Int, prefix: String) -> ViewDescription {
        var node = ViewDescription(id: "\(prefix)\(depth)")
        for level in stride(from: depth - 1, through: 0, by: -1) {
            var parent = ViewDescription(id: "\(prefix)\(level)")
            parent.subviews = [node]
            node = parent
        }
        return node
    }

    func testInsertionsCannotNestBeyondTheLimit() throws {
        let deep = SceneDescription(id: "deep", root: chain(199, prefix: "v"))
        let document = DocumentDescription(initialScene: "deep", scenes: [deep])
        let scene = try Scene(document: document)
        try scene.insertScene(deep, into: "v199", at: 0, prefix: "a")  // 400 levels
        XCTAssertThrowsError(try scene.insertScene(deep, into: "a.v199", at: 0, prefix: "b")) { error in
            XCTAssertEqual((error as? SceneError)?.kind, .argument)
        }
        XCTAssertNil(scene.index(ofView: "b.v0"))  // nothing was inserted
        try scene.layout()
    }

    func testSceneDeeperThanTheLimitIsRefused() {
        let document = DocumentDescription(initialScene: "deep", scenes: [SceneDescription(id: "deep", root: chain(600, prefix: "v"))])
        XCTAssertThrowsError(try Scene(document: document))
    }

    /// A margin dependent's computed margins are kept in its node (round 22; they were in a
    /// box of their own): none until a pass computes them, then the margins the pass laid the
    /// view's content out with, replaced by a new value and cleared by nil.
    func testComputedMarginsAreKeptInTheNode() throws {
        var row = ViewDescription(id: "row")
        row.subviews = [box("title", 100, 20)]
        let scene = try Scene(document: makeDocument(root: rootView([row]), constraints: [
            "row.top == root.top", "row.leading == root.leading", "row.width == 200", "row.height == 44",
            "title.leading == row.leadingMargin", "title.top == row.top"]))
        let node = try XCTUnwrap(scene.namedView("row"))
        let plain = try XCTUnwrap(scene.namedView("title"))
        XCTAssertNil(node.computedMargins)
        try scene.setSize(width: 390, height: 844)
        try scene.layout()
        let computed = try XCTUnwrap(node.computedMargins)
        XCTAssertGreaterThan(computed.left, 0)
        XCTAssertEqual(try scene.frameInRoot(of: "title").x, computed.left)
        XCTAssertNil(plain.computedMargins)
        node.computedMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(node.computedMargins, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        node.computedMargins = nil
        XCTAssertNil(node.computedMargins)
        XCTAssertNil(plain.computedMargins)
    }
}
