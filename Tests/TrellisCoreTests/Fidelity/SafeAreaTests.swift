import XCTest
@testable import TrellisCore

/// The root's safe area (docs/c-api.md, docs/document-format.md): `root.safeArea.<attr>` in equations, insets set
/// by the host, leading/trailing following the layout direction, changes applied in place.
///
/// UIKit: a view controller's root view has a `safeAreaLayoutGuide` inset by
/// `safeAreaInsets` (status bar, notch, home indicator); `safeAreaInsets` are left/right
/// insets and the guide's leading/trailing anchors mirror in right-to-left layouts like
/// every view's (developer.apple.com, UIView.safeAreaLayoutGuide, "Positioning content
/// relative to the safe area"). An iPhone 14's portrait insets are 47 top and 34 bottom.
final class SafeAreaTests: XCTestCase {
    func contentScene(_ constraints: [String]) throws -> Scene {
        let scene = try Scene(document: makeDocument(root: rootView([box("content")]), constraints: constraints))
        try scene.setSize(width: 390, height: 844)
        return scene
    }

    let pinnedToSafeArea = [
        "content.top == root.safeArea.top", "content.bottom == root.safeArea.bottom",
        "content.leading == root.safeArea.leading + 16", "content.trailing == root.safeArea.trailing - 16"]

    func testContentPinnedToTheSafeAreaStaysInsideIt() throws {
        let scene = try contentScene(pinnedToSafeArea)
        try scene.setSafeAreaInsets(EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "content"), Rect(x: 16, y: 47, width: 358, height: 763))
        // Without insets the guide is the root itself.
        try scene.setSafeAreaInsets(.zero)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "content"), Rect(x: 16, y: 0, width: 358, height: 844))
    }

    func testLeadingAndTrailingInsetsFollowTheLayoutDirection() throws {
        // Landscape with the notch on the left: 59 left, 47 right.
        let scene = try contentScene(["content.top == root.safeArea.top", "content.height == 10",
                                      "content.leading == root.safeArea.leading", "content.width == 100"])
        try scene.setSize(width: 844, height: 390)
        try scene.setSafeAreaInsets(EdgeInsets(top: 0, left: 59, bottom: 21, right: 47))
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "content"), Rect(x: 59, y: 0, width: 100, height: 10))
        scene.setLayoutDirection(.rightToLeft)
        try scene.layout()
        // Leading is the right edge of the safe area now: 844 - 47.
        XCTAssertEqual(try scene.frameInRoot(of: "content"), Rect(x: 844 - 47 - 100, y: 0, width: 100, height: 10))
    }

    func testChangingTheInsetsIsAnInPlaceChange() throws {
        let scene = try contentScene(pinnedToSafeArea)
        try scene.layout()
        let guideConstraints = try XCTUnwrap(scene.safeArea.guides.first).constraints
        XCTAssertEqual(guideConstraints.count, 4)
        let installed = guideConstraints.map(\.solverID)
        let solverConstraints = scene.solver.constraintCount
        try scene.setSafeAreaInsets(EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        try scene.layout()
        XCTAssertEqual(guideConstraints.map(\.solverID), installed, "the same constraints, new constants")
        XCTAssertEqual(scene.solver.constraintCount, solverConstraints)
        XCTAssertEqual(try scene.frameInRoot(of: "content"), Rect(x: 16, y: 20, width: 358, height: 824))
        XCTAssertEqual(scene.changedViewIndices, [1])
    }

    func testSafeAreaIsReachableThroughTheRootsIDAndFromItsChildrenAsSuperview() throws {
        let scene = try contentScene(["content.top == superview.safeArea.top", "content.leading == root.safeArea.leading",
                                      "content.width == 10", "content.bottom == root.safeArea.bottom"])
        try scene.setSafeAreaInsets(EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "content"), Rect(x: 0, y: 47, width: 10, height: 763))
    }

    func testOnlyTheRootHasTheViewControllersGuides() throws {
        var outer = box("outer")
        outer.subviews = [box("inner")]
        let document = try makeDocument(root: rootView([outer]), constraints: [])
        let scene = try Scene(document: document)
        for equation in ["inner.top == outer.keyboardLayoutGuide.top", "inner.top == superview.topLayoutGuide.bottom"] {
            let description = ConstraintDescription(form: .equation(try Equation(parsing: equation)), source: equation)
            XCTAssertThrowsError(try scene.addConstraint(description)) { error in
                XCTAssertTrue((error as? SceneError)?.message.hasPrefix("\(equation): only the root view has ") ?? false,
                              "\(error)")
            }
        }
    }

    func testInsetsAreChecked() throws {
        let scene = try contentScene([])
        XCTAssertThrowsError(try scene.setSafeAreaInsets(EdgeInsets(top: -1, left: 0, bottom: 0, right: 0)))
        XCTAssertThrowsError(try scene.setSafeAreaInsets(EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)))
        XCTAssertThrowsError(try scene.setSafeAreaInsets(EdgeInsets(top: 0, left: 2e9, bottom: 0, right: 0)))
        XCTAssertEqual(scene.safeAreaInsets, .zero)
    }

    func testInsetsLargerThanTheWindowBreakTheUserConstraint() throws {
        // Required content taller than the safe area: the user's height breaks, the
        // window and its safe area keep theirs.
        let scene = try contentScene(["content.top == root.safeArea.top", "content.bottom <= root.safeArea.bottom",
                                      "content.leading == root.leading", "content.width == 10", "content.height == 800"])
        try scene.setSafeAreaInsets(EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        try scene.layout()
        XCTAssertEqual(scene.diagnostics().unsatisfiable.map(\.broken), ["content.height == 800"])
        XCTAssertEqual(scene.diagnostics().unsatisfiable.first?.conflict, [
            "content.height == 800", "UIView-Encapsulated-Layout-Height: root.height == 844",
            "UIViewSafeAreaLayoutGuide-top: root.safeArea.top == root.top + 47",
            "UIViewSafeAreaLayoutGuide-bottom: root.safeArea.bottom == root.bottom - 34",
            "content.top == root.safeArea.top", "content.bottom <= root.safeArea.bottom"])
        XCTAssertEqual(try scene.frameInRoot(of: "root"), Rect(x: 0, y: 0, width: 390, height: 844))
    }

    func testInsertedScenesRootsHaveTheOverlapOfTheWindowsSafeArea() throws {
        // A scene written for itself names its own root's safe area; inserted into another
        // scene, that root's safe area is the part of the window's it overlaps (Apple,
        // UIView.safeAreaInsets: "For other views in the view hierarchy, the insets reflect
        // only the portion of the view that is covered").
        var cellRoot = ViewDescription(id: "cellRoot")
        cellRoot.subviews = [box("badge")]
        let cell = SceneDescription(id: "cell", root: cellRoot, constraints: [
            "badge.top == cellRoot.safeArea.top", "badge.leading == superview.safeArea.leading",
            "badge.width == 20", "badge.height == 20"].map { text in
                ConstraintDescription(form: .equation(try! Equation(parsing: text)), source: text)
            })
        let scene = try contentScene(pinnedToSafeArea)
        try scene.setSafeAreaInsets(EdgeInsets(top: 47, left: 5, bottom: 34, right: 0))
        try scene.insertScene(cell, into: "root", at: 1, prefix: "c")
        for pin in ["c.cellRoot.leading == root.leading", "c.cellRoot.top == root.top + 20",
                    "c.cellRoot.width == 100", "c.cellRoot.height == 100"] {
            try scene.addConstraint(ConstraintDescription(id: pin.contains("top") ? "cellTop" : nil,
                                                          form: .equation(try Equation(parsing: pin)), source: pin))
        }
        try scene.layout()
        // The cell's top is 20 points down: 27 of the window's 47 reach into it.
        XCTAssertEqual(try scene.safeAreaInsets(ofView: "c.cellRoot"), EdgeInsets(top: 27, left: 5, bottom: 0, right: 0))
        XCTAssertEqual(try scene.frameInRoot(of: "c.badge"), Rect(x: 5, y: 47, width: 20, height: 20))
        // Moved below the status bar, only the left inset still reaches into the cell.
        try scene.setConstant("cellTop", 60)
        try scene.layout()
        XCTAssertEqual(try scene.safeAreaInsets(ofView: "c.cellRoot"), EdgeInsets(top: 0, left: 5, bottom: 0, right: 0))
        XCTAssertEqual(try scene.frameInRoot(of: "c.badge"), Rect(x: 5, y: 60, width: 20, height: 20))
    }
}
