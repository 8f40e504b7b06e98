import XCTest
@testable import TrellisDocument
@testable import TrellisCore

/// An arranged view's own-size constraints folded into its item (docs/solver.md, "Own rows
/// of an arranged view"), required item rows, and nests three levels deep, against the engine
/// with sealing off. Expected values are worked out by hand from the rows.
final class StackOwnRowsTests: XCTestCase {
    private func row(_ relation: LayoutRelation, _ target: Double, _ priority: Double) -> StackItemRow {
        StackItemRow(relation: relation, target: target, priority: priority)
    }

    // MARK: Profiles of one extent

    func testIntrinsicPairAloneIsAnExactItem() {
        XCTAssertEqual(StackClosedForm.extentProfile(ofRows: [row(.lessThanOrEqual, 40, 250), row(.greaterThanOrEqual, 40, 750)]),
                       StackExtentProfile(natural: 40, hugging: 250, compression: 750, rows: .exact))
    }

    func testRequiredOwnSizeIsAnExactRequiredItem() {
        // `image.width == 40` beside an intrinsic width of 100: the width is 40 and nothing else
        // is feasible; the intrinsic rows are constants there.
        XCTAssertEqual(StackClosedForm.extentProfile(ofRows: [row(.equal, 40, 1000), row(.lessThanOrEqual, 100, 250),
                                                              row(.greaterThanOrEqual, 100, 750)]),
                       StackExtentProfile(natural: 40, hugging: 1000, compression: 1000, rows: .exact))
    }

    func testOptionalOwnSizeIsItemLikeBesideTheIntrinsicPair() {
        // `== 40 @999` with the intrinsic 40: longer, the rows at 999 and 250 both grow (the
        // first level 999): item-like, not exact.
        XCTAssertEqual(StackClosedForm.extentProfile(ofRows: [row(.equal, 40, 999), row(.lessThanOrEqual, 40, 250),
                                                              row(.greaterThanOrEqual, 40, 750)]),
                       StackExtentProfile(natural: 40, hugging: 999, compression: 999, rows: .itemLike))
        // Alone (a view without an intrinsic width) it is exactly a pair at 750.
        XCTAssertEqual(StackClosedForm.extentProfile(ofRows: [row(.equal, 40, 750)]),
                       StackExtentProfile(natural: 40, hugging: 750, compression: 750, rows: .exact))
    }

    func testRequiredMinimumAboveTheIntrinsicLength() {
        // `>= 44` required over an intrinsic 30: natural 44; longer, only the hugging row grows
        // (by exactly the difference); shorter is infeasible: exact, hugging 250,
        // compression 1000.
        XCTAssertEqual(StackClosedForm.extentProfile(ofRows: [row(.greaterThanOrEqual, 44, 1000), row(.lessThanOrEqual, 30, 250),
                                                              row(.greaterThanOrEqual, 30, 750)]),
                       StackExtentProfile(natural: 44, hugging: 250, compression: 1000, rows: .exact))
    }

    func testProfilesTheClosedFormsCannotTakeAreDeclined() {
        // A required minimum below the natural 50: shorter, the compression row moves first,
        // then past 44 the required row: the levels change on the way.
        XCTAssertNil(StackClosedForm.extentProfile(ofRows: [row(.greaterThanOrEqual, 44, 1000), row(.lessThanOrEqual, 50, 250),
                                                            row(.greaterThanOrEqual, 50, 750)]))
        // Only a minimum: no unique natural extent.
        XCTAssertNil(StackClosedForm.extentProfile(ofRows: [row(.greaterThanOrEqual, 40, 1000)]))
        // Required rows in conflict.
        XCTAssertNil(StackClosedForm.extentProfile(ofRows: [row(.equal, 40, 1000), row(.equal, 50, 1000)]))
        // Two equal rows at one level pulling apart: every point between them costs the same.
        XCTAssertNil(StackClosedForm.extentProfile(ofRows: [row(.equal, 40, 500), row(.equal, 50, 500)]))
    }

    // MARK: Scenes

    private func scenes(_ json: String, width: Double = 320, height: Double = 600) throws -> (sealed: Scene, plain: Scene) {
        let description = try DocumentLoader.load(json: json)
        let sealed = try Scene(document: description), plain = try Scene(document: description)
        plain.usesSealedStacks = false
        for scene in [sealed, plain] {
            try scene.setSize(width: width, height: height)
            try scene.layout()
        }
        return (sealed, plain)
    }

    private func assertSameFrames(_ sealed: Scene, _ plain: Scene, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(sealed.framesInRoot, plain.framesInRoot, file: file, line: line)
        let p = sealed.diagnostics(), q = plain.diagnostics()
        XCTAssertEqual(p.ambiguous.map { "\($0.view) \($0.attributes)" }, q.ambiguous.map { "\($0.view) \($0.attributes)" },
                       file: file, line: line)
        XCTAssertEqual(p.unsatisfiable.map { "\($0.broken) \($0.conflict)" }, q.unsatisfiable.map { "\($0.broken) \($0.conflict)" },
                       file: file, line: line)
    }

    func testARowWithASizedImageIsSealed() throws {
        // A horizontal fill row pinned to the root's leading, trailing and top edges (320
        // wide), spacing 8: an image sized 40 × 40 by required constraints (its intrinsic
        // 100 × 80 held at the defaults) and a label 60 × 21 — the label has the
        // lowest hugging: it takes the slack, 320 − 40 − 8 = 272 wide. Across (center), the
        // row is as tall as the image (40); the label is centred: y = 9.5. (The label hugs at
        // 249 so that it alone takes the slack once the image is back at its intrinsic size.)
        let json = """
            {"format": "trellis/1", "scenes": [{"id": "m", "root": {"id": "root", "subviews": [
             {"id": "row", "kind": "stack", "axis": "horizontal", "alignment": "center", "spacing": 8, "arranged": [
               {"id": "image", "kind": "image", "intrinsicSize": [100, 80]}, {"id": "label", "intrinsicSize": [60, 21], "hugging": [249, 250]}]}]},
             "constraints": ["row.leading == root.leading", "row.trailing == root.trailing", "row.top == root.top",
                             {"id": "w", "eq": "image.width == 40"}, {"id": "h", "eq": "image.height == 40"}]}]}
            """
        let (sealed, plain) = try scenes(json)
        XCTAssertEqual(sealed.sealedStackCount, 1)
        for scene in [sealed, plain] {
            XCTAssertEqual(try scene.frameInRoot(of: "row"), Rect(x: 0, y: 0, width: 320, height: 40))
            XCTAssertEqual(try scene.frameInRoot(of: "image"), Rect(x: 0, y: 0, width: 40, height: 40))
            XCTAssertEqual(try scene.frameInRoot(of: "label"), Rect(x: 48, y: 9.5, width: 272, height: 21))
        }
        assertSameFrames(sealed, plain)
        // A new constant is read again, still sealed: 56 wide, the label 320 − 64 = 256.
        for scene in [sealed, plain] {
            try scene.setConstant("w", 56)
            try scene.layout()
            XCTAssertEqual(try scene.frameInRoot(of: "label"), Rect(x: 64, y: 9.5, width: 256, height: 21))
        }
        XCTAssertEqual(sealed.sealedStackCount, 1)
        assertSameFrames(sealed, plain)
        // Deactivated, the image takes its intrinsic 100 × 80 again.
        for scene in [sealed, plain] {
            try scene.setActive("w", false)
            try scene.setActive("h", false)
            try scene.layout()
            XCTAssertEqual(try scene.frameInRoot(of: "image"), Rect(x: 0, y: 0, width: 100, height: 80))
        }
        XCTAssertEqual(sealed.sealedStackCount, 1)
        assertSameFrames(sealed, plain)
        // An analysis unseals it; the constraints then enter the solver in their places.
        for scene in [sealed, plain] {
            try scene.setActive("w", true)
            try scene.layout()
        }
        XCTAssertEqual(try sealed.constraintsAffecting("image", axis: .horizontal).count,
                       try plain.constraintsAffecting("image", axis: .horizontal).count)
        XCTAssertEqual(sealed.sealedStackCount, 0)
        assertSameFrames(sealed, plain)
    }

    func testARequiredSizeTheCanvasBreaksUnseals() throws {
        // fillEqually, 300 wide, two views: the common width 150 breaks `a.width == 40`: the
        // engine reports the conflict, so the stack must not stay sealed.
        let json = """
            {"format": "trellis/1", "scenes": [{"id": "m", "root": {"id": "root", "subviews": [
             {"id": "row", "kind": "stack", "axis": "horizontal", "distribution": "fillEqually", "arranged": [
               {"id": "a", "intrinsicSize": [10, 10]}, {"id": "b", "intrinsicSize": [10, 10]}]}]},
             "constraints": ["row.leading == root.leading", "row.width == 300", "row.top == root.top", "a.width == 40"]}]}
            """
        let (sealed, plain) = try scenes(json)
        XCTAssertEqual(sealed.sealedStackCount, 0)
        XCTAssertFalse(plain.diagnostics().unsatisfiable.isEmpty)
        assertSameFrames(sealed, plain)
    }

    func testThreeLevelsAreSealedAsOne() throws {
        // A vertical column (pinned 0…300 wide, top) of a row r (fill, spacing 10) holding a
        // column c (two views 40 × 20 and 60 × 30, spacing 4: natural 60 × 54, both at 60
        // wide across) and a view d (50 × 44, hugging 240: it takes the row's slack,
        // 300 − 60 − 10 = 230). r is 54 high; d stretches to 54 (fill alignment).
        let json = """
            {"format": "trellis/1", "scenes": [{"id": "m", "root": {"id": "root", "subviews": [
             {"id": "column", "kind": "stack", "axis": "vertical", "arranged": [
               {"id": "r", "kind": "stack", "axis": "horizontal", "spacing": 10, "arranged": [
                 {"id": "c", "kind": "stack", "axis": "vertical", "spacing": 4, "arranged": [
                   {"id": "a", "intrinsicSize": [40, 20]}, {"id": "b", "intrinsicSize": [60, 30]}]},
                 {"id": "d", "intrinsicSize": [50, 44], "hugging": [240, 250]}]}]}]},
             "constraints": ["column.leading == root.leading", "column.trailing == root.trailing", "column.top == root.top"]}]}
            """
        let (sealed, plain) = try scenes(json, width: 300)
        XCTAssertEqual(sealed.sealedStackCount, 3)
        for scene in [sealed, plain] {
            XCTAssertEqual(try scene.frameInRoot(of: "r"), Rect(x: 0, y: 0, width: 300, height: 54))
            XCTAssertEqual(try scene.frameInRoot(of: "c"), Rect(x: 0, y: 0, width: 60, height: 54))
            XCTAssertEqual(try scene.frameInRoot(of: "a"), Rect(x: 0, y: 0, width: 60, height: 20))
            XCTAssertEqual(try scene.frameInRoot(of: "b"), Rect(x: 0, y: 24, width: 60, height: 30))
            XCTAssertEqual(try scene.frameInRoot(of: "d"), Rect(x: 70, y: 0, width: 230, height: 54))
        }
        assertSameFrames(sealed, plain)
        // A constraint naming the innermost view unseals all three.
        for scene in [sealed, plain] {
            try scene.addConstraint(DocumentLoader.loadConstraint(json: #""a.leading >= root.leading""#))
            try scene.layout()
        }
        XCTAssertEqual(sealed.sealedStackCount, 0)
        assertSameFrames(sealed, plain)
    }
}
