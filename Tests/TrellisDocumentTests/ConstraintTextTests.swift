import XCTest
@testable import TrellisCore
@testable import TrellisDocument

/// A constraint's text in the compiled form (version 7): stored only when it differs from
/// the text its equation states (`Equation.description`), given back by `source` either
/// way, and kept as written when its scene is embedded. The expected texts are the
/// documents' own (docs/document-format.md).
final class ConstraintTextTests: XCTestCase {
    private func constraints(_ list: String) throws -> [ConstraintDescription] {
        let json = #"{"format": "trellis/1", "scenes": [{"id": "s", "root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b"}, {"id": "_c"}]}, "constraints": ["#
            + list + "]}]}"
        return try XCTUnwrap(load(json)?.scenes.first?.constraints)
    }

    private func compiled(_ constraints: [ConstraintDescription]) throws -> [ConstraintDescription] {
        let bytes = CompiledFormat.compile(
            DocumentDescription(scenes: [SceneDescription(id: "s", root: ViewDescription(id: "root"), constraints: constraints)]))
        return try XCTUnwrap(loadBytes(bytes).get().scenes.first?.constraints)
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

    /// JSON keeps the text of an equation string only when its one-pass reading cannot
    /// tell that the text is the equation's own spelling (issue 18: 3,000 strings fewer on
    /// the list document); `source` gives every text back either way.
    func testJSONKeepsTheTextsItsEquationsDoNotState() throws {
        let read = try constraints((Self.canonical + Self.notCanonical).map { "\"\($0)\"" }.joined(separator: ", "))
        XCTAssertEqual(read.map(\.source), Self.canonical + Self.notCanonical)
        // Multipliers and fractions go through the full parser, which keeps the text.
        let stated = ["a.top == b.bottom + 4", "a.width == 44", "a.width == 0", "a.leading == root.leadingMargin",
                      "b.trailing <= a.leading - 8", "_c.top == a.top @249", "a.top == superview.top"]
        XCTAssertEqual(read.filter(\.writtenAsStated).map(\.source), stated)
        XCTAssertEqual(read.filter { $0.writtenSource == nil }.map(\.source), stated)
        XCTAssertEqual(read.compactMap(\.writtenSource), (Self.canonical + Self.notCanonical).filter { !stated.contains($0) })
        // Embedding keeps each as written.
        XCTAssertEqual(read.map { $0.prefixingIDs(with: "cell.").source }, Self.canonical + Self.notCanonical)
    }

    func testTheCompiledFormStoresOnlyTextsThatDiffer() throws {
        let json = try constraints((Self.canonical + Self.notCanonical).map { "\"\($0)\"" }.joined(separator: ", "))
        let read = try compiled(json)
        XCTAssertEqual(read.map(\.source), Self.canonical + Self.notCanonical)
        XCTAssertEqual(read.map(\.writtenSource),
                       Array(repeating: nil, count: Self.canonical.count) + Self.notCanonical.map { $0 })
        XCTAssertEqual(read.map(\.writtenAsStated),
                       Array(repeating: true, count: Self.canonical.count) + Array(repeating: false, count: Self.notCanonical.count))
        XCTAssertEqual(read, json)
        // One canonical equation alone: its text is not in the file at all.
        let bytes = CompiledFormat.compile(DocumentDescription(scenes: [SceneDescription(
            id: "s", root: ViewDescription(id: "root"), constraints: try constraints(#""a.top == b.bottom + 4""#))]))
        XCTAssertFalse(String(decoding: bytes, as: UTF8.self).contains("=="))
    }

    /// The compiled form's constraints are made with `writtenAsStated` in one piece
    /// (issue 18): such a constraint equals the JSON one and keeps its text when embedded.
    func testAConstraintMadeWrittenAsStatedEqualsTheWrittenOne() throws {
        let equation = try Equation(parsing: "a.top == b.bottom + 4")
        let stated = ConstraintDescription(form: .equation(equation), source: nil, writtenAsStated: true)
        XCTAssertTrue(stated.writtenAsStated)
        XCTAssertNil(stated.writtenSource)
        XCTAssertEqual(stated, try constraints(#""a.top == b.bottom + 4""#).first)
        XCTAssertEqual(stated.prefixingIDs(with: "cell.").source, "a.top == b.bottom + 4")
        XCTAssertFalse(ConstraintDescription(form: .equation(equation), source: nil).writtenAsStated)
    }

    /// Strings, objects and visual formats mixed keep their order, ids and texts (the JSON
    /// reader appends string constraints straight into the scene's list, issue 18).
    func testMixedConstraintFormsKeepTheirOrder() throws {
        let read = try constraints(#""a.width == 44", {"id": "w", "eq": "b.width == a.width", "priority": 750}, "#
                                   + #"{"visual": "H:|-[a]-[b]-|"}, "_c.top == a.top @249""#)
        XCTAssertEqual(read.map(\.source), ["a.width == 44", "b.width == a.width", "H:|-[a]-[b]-|", "_c.top == a.top @249"])
        XCTAssertEqual(read.map(\.id), [nil, "w", nil, nil])
        XCTAssertEqual(read[1].priority, .plain(750))
        guard case .visual = read[2].form else { return XCTFail("expected a visual format, got \(read[2].form)") }
        XCTAssertEqual(try compiled(read), read)
    }

    func testAVisualFormatStoresNoTextOfItsOwn() throws {
        let json = try constraints(#"{"visual": "H:|-[a]-[b]-|"}"#)
        let read = try compiled(json)
        XCTAssertEqual(read.map(\.source), ["H:|-[a]-[b]-|"])
        XCTAssertEqual(read.map(\.writtenSource), [nil])
    }

    func testAnEmbeddedSceneKeepsItsTextAsWritten() throws {
        let read = try compiled(try constraints(#""a.width == 10""#))
        XCTAssertEqual(read.first?.prefixingIDs(with: "cell.").source, "a.width == 10")
        // An importer's constraint without text is stated from its renamed equation.
        let imported = ConstraintDescription(form: .equation(try Equation(parsing: "a.width == 10")), source: nil)
        XCTAssertEqual(imported.prefixingIDs(with: "cell.").source, "cell.a.width == 10")
    }

    func testAnEmbeddedCompiledSceneStatesItsConstraintsAsWritten() throws {
        let json = #"""
            {"format": "trellis/1", "scenes": [
              {"id": "outer", "root": {"id": "root", "subviews": [{"id": "box", "kind": "container", "scene": "inner"}]}},
              {"id": "inner", "root": {"id": "leaf"}, "constraints": ["leaf.width == 10"]}]}
            """#
        let document = try XCTUnwrap(load(json))
        let bytes = CompiledFormat.compile(document)
        let outer = try XCTUnwrap(loadBytes(bytes).get().scene(named: "outer"))
        XCTAssertEqual(outer.constraints.map(\.source), ["leaf.width == 10"])
    }
}
