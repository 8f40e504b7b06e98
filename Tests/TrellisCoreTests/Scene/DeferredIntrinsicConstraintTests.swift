@testable import TrellisCore
import XCTest

/// A plain view gets its hugging and compression-resistance constraints only when it first
/// has an intrinsic size (`Scene.createIntrinsicConstraints`), in the places taken for them
/// when the view was made: the scene's constraint order, and `#n` numbering, are as if they
/// had been made then (UIKit's intrinsic-size behaviour: docs/uikit-behaviours.md A3).
final class DeferredIntrinsicConstraintTests: XCTestCase {
    private func plainScene() throws -> Scene {
        let document = try makeDocument(root: rootView([box("plain")]),
                                        constraints: ["plain.leading == root.leading", "plain.top == root.top"])
        let scene = try Scene(document: document)
        try scene.setSize(width: 390, height: 844)
        return scene
    }

    func testAPlainViewHasNoneUntilItHasASize() throws {
        let scene = try plainScene()
        try scene.layout()
        let plain = try XCTUnwrap(scene.namedView("plain"))
        XCTAssertTrue(plain.intrinsicConstraints.isEmpty)
        // Numbered as if root's four and plain's four had been made: #8 and #9.
        XCTAssertNotNil(try? scene.constraint("#8"))
        XCTAssertNotNil(try? scene.constraint("#9"))
    }

    func testAHostSizeMakesThemInTheirPlaces() throws {
        let scene = try plainScene()
        try scene.layout()
        try scene.setIntrinsicSize("plain", width: 40, height: 20)
        try scene.layout()
        let plain = try XCTUnwrap(scene.namedView("plain"))
        XCTAssertEqual(plain.intrinsicConstraints.count, 4)
        // Hugging (250) and compression resistance (750) hold the host's size: 40 x 20.
        XCTAssertEqual(try scene.frameInRoot(of: "plain"), Rect(x: 0, y: 0, width: 40, height: 20))
        // Made before the document constraints, in the scene's list and the view's.
        let document = try scene.constraint("#8")
        for constraint in plain.intrinsicConstraints { XCTAssertLessThan(constraint.sequence, document.sequence) }
        XCTAssertEqual(scene.constraints.map(\.sequence), scene.constraints.map(\.sequence).sorted())
        XCTAssertEqual(plain.constraints.map(\.sequence), plain.constraints.map(\.sequence).sorted())
        XCTAssertEqual(Array(plain.constraints.prefix(4)).map(ObjectIdentifier.init),
                       plain.intrinsicConstraints.map(ObjectIdentifier.init))
    }

    func testAViewWithADeclaredSizeHasThemFromTheStart() throws {
        let document = try makeDocument(root: rootView([box("sized", 30, 10)]), constraints: [])
        let scene = try Scene(document: document)
        let sized = try XCTUnwrap(scene.namedView("sized"))
        // Kept flat while the scene is built (`FlatIntrinsicConstraints`); as objects once asked for.
        XCTAssertGreaterThanOrEqual(sized.flatIntrinsicBlock, 0)
        _ = scene.constraints
        XCTAssertEqual(sized.intrinsicConstraints.count, 4)
    }
}
