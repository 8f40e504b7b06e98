import XCTest
@testable import TrellisCore

/// The window keeps its size (docs/document-format.md "Layout rules"): the scene size is required, a conflict breaks
/// a user constraint and is reported with its set.
///
/// Sources: UIKit holds a root view at its window's size with the required
/// `UIView-Encapsulated-Layout-Width/Height` constraints, which console dumps of "Unable to
/// simultaneously satisfy constraints" list in the conflicting set while a user constraint
/// is the one broken (johnpatrickmorgan/wtfautolayout inputs; docs/uikit-behaviours.md A6, [LOG]).
final class WindowSizeTests: XCTestCase {
    /// A vertical stack pinned to both margins of a 390-point window, with a label whose
    /// width the user fixes at 100 (issue 9's first surprise).
    func pinnedStackScene() throws -> Scene {
        var title = ViewDescription(id: "title", kind: .label)
        title.text = "Title"
        title.fontSize = .plain(10)  // 30 x 12.5 with the default measurer
        var stack = ViewDescription(id: "stack", kind: .stack)
        stack.stack = StackDescription(axis: .plain(.vertical))
        stack.arranged = [title]
        let scene = try Scene(document: makeDocument(root: rootView([stack]), constraints: [
            "stack.leading == root.leadingMargin", "stack.trailing == root.trailingMargin",
            "stack.top == root.topMargin", "title.width == 100"]))
        try scene.setSize(width: 390, height: 844)
        try scene.layout()
        return scene
    }

    func testConflictWithTheWindowKeepsTheRootAtTheSceneSize() throws {
        let scene = try pinnedStackScene()
        XCTAssertEqual(try scene.frameInRoot(of: "root"), Rect(x: 0, y: 0, width: 390, height: 844))
        // title.width == 100 (the user constraint added last) breaks; the stack fills the margins.
        XCTAssertEqual(try scene.frameInRoot(of: "stack"), Rect(x: 8, y: 8, width: 374, height: 12.5))
        XCTAssertEqual(try scene.frameInRoot(of: "title"), Rect(x: 8, y: 8, width: 374, height: 12.5))
    }

    func testConflictWithTheWindowIsReportedWithItsSet() throws {
        let scene = try pinnedStackScene()
        let conflicts = scene.diagnostics().unsatisfiable
        XCTAssertEqual(conflicts.map(\.broken), ["title.width == 100"])
        XCTAssertEqual(conflicts.first?.conflict, [
            "title.width == 100",
            "UIView-Encapsulated-Layout-Width: root.width == 390",
            "stack.leading == root.leadingMargin",
            "stack.trailing == root.trailingMargin",
            "UISV-canvas-connection: stack.leading == title.leading @1000",
            "UISV-canvas-connection: stack.trailing == title.trailing @1000",
        ])
    }

    func testVisualFormatThatCannotFillTheWindowBreaksItsLastConstraint() throws {
        // Issue 9: `H:|[a(100)]-(<=50)-[b(100)]|` in 320 points made the root 250 wide. The
        // gap would have to be 120; the format's last constraint (b to the trailing edge) breaks.
        let format = ConstraintDescription(id: "row", form: .visual(VisualFormatDescription(format: "H:|[a(100)]-(<=50)-[b(100)]|")),
                                           source: "H:|[a(100)]-(<=50)-[b(100)]|")
        var document = try makeDocument(root: rootView([box("a"), box("b")]), constraints: [
            "a.top == root.top", "a.height == 10", "b.top == root.top", "b.height == 10", "b.leading == a.trailing + 50 @500"])
        document.scenes[0].constraints.append(format)
        let scene = try Scene(document: document)
        try scene.setSize(width: 320, height: 480)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "root"), Rect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(try scene.frameInRoot(of: "a"), Rect(x: 0, y: 0, width: 100, height: 10))
        XCTAssertEqual(try scene.frameInRoot(of: "b"), Rect(x: 150, y: 0, width: 100, height: 10))
        let conflict = try XCTUnwrap(scene.diagnostics().unsatisfiable.first)
        XCTAssertEqual(conflict.broken, "row.4")
        XCTAssertEqual(conflict.conflict, ["row.4", "UIView-Encapsulated-Layout-Width: root.width == 320",
                                           "row.0", "row.1", "row.2", "row.3"])
    }

    func testShrinkingTheWindowBreaksTheNewestUserConstraintAndGrowingItBackRestoresIt() throws {
        // a is 100 wide from the left edge, b 100 wide at the right edge: they fit from 200 up.
        let scene = try Scene(document: makeDocument(root: rootView([box("a"), box("b")]), constraints: [
            "a.leading == root.leading", "a.width == 100", "b.trailing == root.trailing", "b.width == 100",
            "b.leading >= a.trailing", "a.top == root.top", "b.top == root.top", "a.height == 10", "b.height == 10"],
            ids: ["aLeading", "aWidth", "bTrailing", "bWidth", "gap"]))
        try scene.setSize(width: 300, height: 100)
        try scene.layout()
        XCTAssertTrue(scene.diagnostics().unsatisfiable.isEmpty)
        XCTAssertEqual(try scene.frameInRoot(of: "b"), Rect(x: 200, y: 0, width: 100, height: 10))

        try scene.setSize(width: 150, height: 100)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "root"), Rect(x: 0, y: 0, width: 150, height: 100))
        // The window's width meets {aLeading, aWidth, bTrailing, bWidth, gap}: gap is the newest.
        let conflicts = scene.diagnostics().unsatisfiable
        XCTAssertEqual(conflicts.map(\.broken), ["gap"])
        XCTAssertEqual(conflicts.first?.conflict,
                       ["gap", "UIView-Encapsulated-Layout-Width: root.width == 150", "aLeading", "aWidth", "bTrailing", "bWidth"])
        XCTAssertEqual(try scene.frameInRoot(of: "a"), Rect(x: 0, y: 0, width: 100, height: 10))
        XCTAssertEqual(try scene.frameInRoot(of: "b"), Rect(x: 50, y: 0, width: 100, height: 10))

        try scene.setSize(width: 300, height: 100)
        try scene.layout()
        XCTAssertTrue(scene.diagnostics().unsatisfiable.isEmpty)
        XCTAssertEqual(try scene.frameInRoot(of: "b"), Rect(x: 200, y: 0, width: 100, height: 10))
    }

    func testHidingAViewBreaksTheUserWidthNotUISVHiding() throws {
        // docs/uikit-behaviours.md S3 and A6: hiding an arranged view makes `UISV-hiding` (width == 0
        // @1000), which conflicts with a required user width; UIKit's logs show the user's
        // constraint broken, not UISV-hiding, so the hidden view collapses.
        var stack = ViewDescription(id: "stack", kind: .stack)
        stack.stack = StackDescription(axis: .plain(.horizontal), spacing: .plain(10))
        stack.arranged = [box("a", 50, 20), box("b", nil, 20)]
        let scene = try Scene(document: makeDocument(root: rootView([stack]), constraints: [
            "stack.leading == root.leading", "stack.top == root.top", "b.width == 60"], ids: [nil, nil, "bWidth"]))
        try scene.setSize(width: 400, height: 100)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "stack"), Rect(x: 0, y: 0, width: 120, height: 20))

        try scene.setHidden("b", true)
        try scene.layout()
        XCTAssertEqual(scene.diagnostics().unsatisfiable.map(\.broken), ["bWidth"])
        XCTAssertEqual(scene.diagnostics().unsatisfiable.first?.conflict,
                       ["bWidth", "UISV-hiding: b.width == 0 @1000"])
        XCTAssertEqual(try scene.frameInRoot(of: "b"), Rect(x: 50, y: 0, width: 0, height: 20))
        XCTAssertEqual(try scene.frameInRoot(of: "stack"), Rect(x: 0, y: 0, width: 50, height: 20))

        try scene.setHidden("b", false)
        try scene.layout()
        XCTAssertTrue(scene.diagnostics().unsatisfiable.isEmpty)
        XCTAssertEqual(try scene.frameInRoot(of: "b"), Rect(x: 60, y: 0, width: 60, height: 20))
    }

    func testWindowSizeIsCheckedLikeEveryNumber() throws {
        let scene = try Scene(document: makeDocument(root: rootView([]), constraints: []))
        XCTAssertThrowsError(try scene.setSize(width: 2e9, height: 10))
        XCTAssertThrowsError(try scene.setSize(width: -1, height: 10))
        XCTAssertThrowsError(try scene.setSize(width: .nan, height: 10))
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "root"), Rect(x: 0, y: 0, width: 0, height: 0))
    }

    func testFittingSizeStillIgnoresTheWindow() throws {
        let scene = try pinnedStackScene()
        // The stack's own constraints: one label 30 x 12.5 (title.width == 100 is the
        // document's, outside the stack's subtree... it names only title, inside it).
        let size = try scene.fittingSize(of: "stack", width: nil)
        XCTAssertEqual(size, Size(width: 100, height: 12.5))
    }
}
