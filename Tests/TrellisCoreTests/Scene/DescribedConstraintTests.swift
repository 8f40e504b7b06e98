@testable import TrellisCore
import XCTest

/// A scene's own constraints that are one equation between views are made by
/// `Scene.addDescribedConstraint` (one lookup per item, stated by their place in the
/// description's list); every other constraint by the general `addDocumentConstraint`. Both
/// must make the same constraint: same anchors, values, `#n` number and statement.
/// Expected frames are worked by hand from the equations (root 390 x 844).
final class DescribedConstraintTests: XCTestCase {
    private let texts = [
        "a.leading == superview.leading + 12",  // `superview`: the first item's
        "a.top==root.top+20",                    // written without spaces: stated as written
        "a.width == 100",
        "a.height == 0.5 * a.width @750",
        "b.leading == a.trailing + 8",
        "b.centerY == a.centerY",
        "b.width == a.width",
        "b.height == 10",
    ]

    private func document(ids: [String?] = []) throws -> DocumentDescription {
        try makeDocument(root: rootView([box("a"), box("b")]), constraints: texts, ids: ids)
    }

    func testDescribedConstraintsAreStatedAsWritten() throws {
        let scene = try Scene(document: try document(ids: [nil, nil, "w"]))
        let document = scene.constraints.filter { $0.owner == .document }
        XCTAssertEqual(document.map(\.source), texts)
        XCTAssertEqual(document.map(\.key), ["#12", "#13", "w", "#14", "#15", "#16", "#17", "#18"])
        for constraint in document {
            guard case .described = constraint.statement else { return XCTFail("\(constraint.source) not described") }
        }
        // An importer's constraint without text is stated from its equation.
        var description = scene.sceneDescription
        description.constraints[1].writtenSource = nil
        let imported = try Scene(document: DocumentDescription(initialScene: "main", scenes: [description]))
        XCTAssertEqual(imported.constraints.filter { $0.owner == .document }[1].source, "a.top == root.top + 20")
    }

    /// The same constraints made one by one through the API (the general path) give the same
    /// frames, names and statements.
    func testTheGeneralPathMakesTheSameConstraints() throws {
        let described = try Scene(document: try document())
        try described.setSize(width: 390, height: 844)
        try described.layout()

        let empty = try makeDocument(root: rootView([box("a"), box("b")]), constraints: [])
        let general = try Scene(document: empty)
        for constraint in try document().scenes[0].constraints { try general.addConstraint(constraint) }
        try general.setSize(width: 390, height: 844)
        try general.layout()

        // a: x 12, y 20, 100 wide, half as high (50); b: 8 after a, centred on it, 10 high.
        XCTAssertEqual(try described.frameInRoot(of: "a"), Rect(x: 12, y: 20, width: 100, height: 50))
        XCTAssertEqual(try described.frameInRoot(of: "b"), Rect(x: 120, y: 40, width: 100, height: 10))
        for id in ["a", "b"] { XCTAssertEqual(try described.frameInRoot(of: id), try general.frameInRoot(of: id)) }
        let describedConstraints = described.constraints.filter { $0.owner == .document }
        let generalConstraints = general.constraints.filter { $0.owner == .document }
        XCTAssertEqual(describedConstraints.map(\.key), generalConstraints.map(\.key))
        XCTAssertEqual(describedConstraints.map(\.source), generalConstraints.map(\.source))
        XCTAssertEqual(describedConstraints.map(\.priority), generalConstraints.map(\.priority))
        XCTAssertEqual(describedConstraints.map { $0.second?.view.id }, generalConstraints.map { $0.second?.view.id })
    }

    /// What the direct path declines goes the general way, with its message.
    func testARefusedConstraintIsWordedByTheGeneralPath() throws {
        let duplicate = try makeDocument(root: rootView([box("a")]), constraints: ["a.width == 1", "a.height == 1"],
                                         ids: ["x", "x"])
        XCTAssertThrowsError(try Scene(document: duplicate)) { error in
            XCTAssertEqual((error as? SceneError)?.message, #"duplicate constraint id "x""#)
        }
        let unknown = try makeDocument(root: rootView([box("a")]), constraints: ["a.width == c.width"])
        XCTAssertThrowsError(try Scene(document: unknown)) { error in
            XCTAssertEqual((error as? SceneError)?.kind, .notFound)
        }
        let rootToSuperview = try makeDocument(root: rootView([box("a")]), constraints: ["root.top == superview.top"])
        XCTAssertThrowsError(try Scene(document: rootToSuperview)) { error in
            XCTAssertEqual((error as? SceneError)?.kind, .schema)
        }
    }
}
