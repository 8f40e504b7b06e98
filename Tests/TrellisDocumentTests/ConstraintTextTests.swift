import XCTest
@testable import TrellisCore
@testable import TrellisDocument

/// A constraint's text as a document wrote it: kept only when it differs from the text its
/// equation states (CanonicalEquationText), given back by `source` either way, kept as
/// written when its scene is embedded, and stored in the compiled form (version 7) only
/// when it differs. The expected texts are the documents' own (docs/document-format.md).
final class ConstraintTextTests: XCTestCase {
    private func constraints(_ list: String) throws -> [ConstraintDescription] {
        let json = #"{"format": "trellis/1", "scenes": [{"id": "s", "root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b"}, {"id": "_c"}]}, "constraints": ["#
            + list + "]}]}"
        return try XCTUnwrap(load(json)?.scenes.first?.constraints)
    }

    private static let canonical = [
        "a.top == b.bottom + 4", "a.width == 44", "a.width == 0", "a.leading == root.leadingMargin",
        "b.trailing <= a.leading - 8", "a.width >= 0.5 * b.width + 2 @750", "a.height == 2 * b.height",
        "_c.top == a.top @249", "a.width == 12.5", "a.centerY == b.centerY - 0.25", "a.top == superview.top",
    ]

    private static let notCanonical = [
        "a.top==b.bottom+4", "a.top == b.bottom + 0", "a.width == 44 @1000", "a.height == 1 * b.height",
        "a.width == 44.0", "a.top  == b.top", "a.width == 0.50 * b.width", "a.width == 44 ", "a.width == 044",
    ]

    func testCanonicalTextsAreNotKeptAndStillStated() throws {
        let read = try constraints(Self.canonical.map { "\"\($0)\"" }.joined(separator: ", "))
        XCTAssertEqual(read.map(\.source), Self.canonical)
        XCTAssertEqual(read.map(\.writtenSource), Array(repeating: nil, count: Self.canonical.count))
        XCTAssertEqual(read.map(\.writtenAsStated), Array(repeating: true, count: Self.canonical.count))
    }

    func testOtherTextsAreKeptAsWritten() throws {
        let read = try constraints(Self.notCanonical.map { "\"\($0)\"" }.joined(separator: ", "))
        XCTAssertEqual(read.map(\.source), Self.notCanonical)
        XCTAssertEqual(read.compactMap(\.writtenSource), Self.notCanonical)
        XCTAssertEqual(read.map(\.writtenAsStated), Array(repeating: false, count: Self.notCanonical.count))
    }

    func testEquationObjectsFollowTheSameRule() throws {
        let read = try constraints(#"{"eq": "a.top == b.top", "id": "x"}, {"eq": "a.top ==b.top", "priority": 750}"#)
        XCTAssertEqual(read.map(\.source), ["a.top == b.top", "a.top ==b.top"])
        XCTAssertEqual(read.map(\.writtenSource), [nil, "a.top ==b.top"])
    }

    func testAnEmbeddedSceneKeepsItsTextAsWritten() throws {
        var constraint = ConstraintDescription(form: .equation(try Equation(parsing: "leaf.width == 10")), source: nil)
        constraint.writtenAsStated = true
        XCTAssertEqual(constraint.prefixingIDs(with: "cell.").source, "leaf.width == 10")
        // An importer's constraint without text is stated from its renamed equation.
        constraint.writtenAsStated = false
        XCTAssertEqual(constraint.prefixingIDs(with: "cell.").source, "cell.leaf.width == 10")
    }

    func testTheCompiledFormStoresOnlyTextsThatDiffer() throws {
        let list = (Self.canonical + Self.notCanonical).map { "\"\($0)\"" }.joined(separator: ", ")
        let json = try constraints(list)
        let compiled = try loadBytes(CompiledFormat.compile(
            DocumentDescription(scenes: [SceneDescription(id: "s", root: ViewDescription(id: "root"), constraints: json)]))).get()
        let read = try XCTUnwrap(compiled.scenes.first?.constraints)
        XCTAssertEqual(read.map(\.source), Self.canonical + Self.notCanonical)
        XCTAssertEqual(read.map(\.writtenSource), json.map(\.writtenSource))
        // One canonical equation alone: its text is not in the file at all.
        let one = try constraints(#""a.top == b.bottom + 4""#)
        let bytes = CompiledFormat.compile(
            DocumentDescription(scenes: [SceneDescription(id: "s", root: ViewDescription(id: "root"), constraints: one)]))
        XCTAssertFalse(String(decoding: bytes, as: UTF8.self).contains("=="))
    }
}
