@testable import TrellisCore
import XCTest

/// Document constraints without an id are named `#n` only when a host reads or names them
/// (`ConstraintDirectory`); they must answer exactly as when every name was filed in one
/// dictionary as it was made (the numbering itself: `DeferredIntrinsicConstraintTests`).
/// Expected frames are worked by hand from the equations (root 390 x 844, `a` 10 x 10).
final class ConstraintDirectoryTests: XCTestCase {
    /// root and `a` take four numbers each (their intrinsic-size constraints), so the two
    /// document constraints are `#8` and `#9`.
    private func scene() throws -> Scene {
        let document = try makeDocument(root: rootView([box("a", 10, 10)]),
                                        constraints: ["a.leading == root.leading", "a.top == root.top"])
        let scene = try Scene(document: document)
        try scene.setSize(width: 390, height: 844)
        return scene
    }

    private func unnamed(_ text: String, id: String? = nil) throws -> ConstraintDescription {
        ConstraintDescription(id: id, form: .equation(try Equation(parsing: text)), source: text)
    }

    func testNumbersAreReadOnlyAsTheSceneWritesThem() {
        XCTAssertEqual(ConstraintDirectory.number(in: "#0"), 0)
        XCTAssertEqual(ConstraintDirectory.number(in: "#8"), 8)
        XCTAssertEqual(ConstraintDirectory.number(in: "#1234"), 1234)
        XCTAssertNil(ConstraintDirectory.number(in: "#08"))
        XCTAssertNil(ConstraintDirectory.number(in: "#"))
        XCTAssertNil(ConstraintDirectory.number(in: "8"))
        XCTAssertNil(ConstraintDirectory.number(in: "#-8"))
        XCTAssertNil(ConstraintDirectory.number(in: "#8a"))
        XCTAssertNil(ConstraintDirectory.number(in: "#99999999999999999999999"))
    }

    func testAnUnnamedConstraintIsFoundByItsNumber() throws {
        let scene = try scene()
        XCTAssertEqual(try scene.frameInRoot(of: "a"), Rect(x: 0, y: 0, width: 10, height: 10))
        try scene.setConstant("#8", 20)
        try scene.setConstant("#9", 30)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "a"), Rect(x: 20, y: 30, width: 10, height: 10))
        XCTAssertEqual(scene.constraints.filter { $0.owner == .document }.map(\.key), ["#8", "#9"])
        XCTAssertThrowsError(try scene.setConstant("#08", 1)) { error in
            XCTAssertEqual((error as? SceneError)?.kind, .notFound)
        }
        XCTAssertThrowsError(try scene.setConstant("#10", 1))
    }

    func testANumberIsATakenID() throws {
        let scene = try scene()
        XCTAssertThrowsError(try scene.addConstraint(try unnamed("a.width == 5", id: "#9"))) { error in
            XCTAssertEqual((error as? SceneError)?.message, ##"duplicate constraint id "#9""##)
        }
        XCTAssertEqual(scene.constraints.filter { $0.owner == .document }.count, 2)
    }

    func testARemovedNumberIsGoneAndTheOthersStay() throws {
        let scene = try scene()
        try scene.removeConstraint("#8")
        XCTAssertThrowsError(try scene.removeConstraint("#8"))
        try scene.setConstant("#9", 30)
        try scene.layout()
        XCTAssertEqual(try scene.frameInRoot(of: "a").y, 30)
        // The next unnamed constraint takes the next number, not the freed one.
        try scene.addConstraint(try unnamed("a.leading == root.leading + 7"))
        try scene.layout()
        XCTAssertEqual(scene.constraints.filter { $0.owner == .document }.map(\.key), ["#9", "#10"])
        XCTAssertEqual(try scene.frameInRoot(of: "a"), Rect(x: 7, y: 30, width: 10, height: 10))
    }

    /// An id that reads `#n`, given before constraint `n` is numbered, was replaced by it in
    /// the single dictionary of names: the number wins and the id is forgotten.
    func testAnIDThatReadsLikeALaterNumberGivesWayToIt() throws {
        let scene = try scene()
        try scene.addConstraint(try unnamed("a.width <= 100", id: "#11"))
        try scene.addConstraint(try unnamed("a.width <= 200"))  // #10
        XCTAssertEqual(scene.constraintDirectory.constraint(named: "#11")?.hasUserID, true)
        try scene.addConstraint(try unnamed("a.width <= 300"))  // #11
        let numbered = try XCTUnwrap(scene.constraintDirectory.constraint(named: "#11"))
        XCTAssertFalse(numbered.hasUserID)
        XCTAssertEqual(numbered.source, "a.width <= 300")
        try scene.removeConstraint("#11")
        XCTAssertNil(scene.constraintDirectory.constraint(named: "#11"))
        XCTAssertEqual(scene.constraintDirectory.constraint(named: "#10")?.source, "a.width <= 200")
    }
}
