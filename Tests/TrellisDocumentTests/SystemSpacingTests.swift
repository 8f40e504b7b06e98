import XCTest
@testable import TrellisDocument
import TrellisCore

/// `"spacing": "system"` on stacks (UIStackView.spacingUseSystem) and VFL's standard
/// spacing, both UIKit's 8 points between siblings (docs/uikit-behaviours.md S9, V3;
/// SystemSpacing.swift names the sources).
final class SystemSpacingTests: XCTestCase {
    private func frames(_ json: String, _ ids: [String]) throws -> [Rect] {
        let scene = try Scene(document: try DocumentLoader.load(json: json))
        try scene.setSize(width: 320, height: 200)
        try scene.layout()
        return try ids.map { try scene.frameInRoot(of: $0) }
    }

    private let boxes = #"{"id": "a", "intrinsicSize": [50, 20]}, {"id": "b", "intrinsicSize": [60, 20]}, {"id": "c", "intrinsicSize": [40, 20]}"#

    func testSystemSpacingInAStackIsEightPoints() throws {
        let json = document(subviews: #"{"id": "stack", "kind": "stack", "spacing": "system", "arranged": [\#(boxes)]}"#,
                            constraints: #"["stack.leading == root.leading", "stack.top == root.top"]"#)
        let frames = try frames(json, ["a", "b", "c", "stack"])
        XCTAssertEqual(frames.prefix(3).map(\.x), [0, 58, 126])  // 50 + 8, 58 + 60 + 8
        XCTAssertEqual(frames[3].width, 166)
    }

    func testSystemSpacingVariesBySizeClassAndWorksAsCustomSpacing() throws {
        let json = document(subviews: #"""
            {"id": "stack", "kind": "stack", "spacing": {"any": "system", "wR": 20},
             "customSpacing": {"b": "system", "a": 2}, "arranged": [\#(boxes)]}
            """#, constraints: #"["stack.leading == root.leading", "stack.top == root.top"]"#)
        let document = try DocumentLoader.load(json: json)
        XCTAssertEqual(document.scenes[0].root.subviews[0].stack?.usesSystemSpacing, true)
        let scene = try Scene(document: document)
        try scene.setSize(width: 320, height: 200)
        try scene.layout()
        // a→b custom 2, b→c custom "system" 8.
        XCTAssertEqual(try scene.frameInRoot(of: "b").x, 52)
        XCTAssertEqual(try scene.frameInRoot(of: "c").x, 120)
    }

    func testStackSystemSpacingEqualsVisualFormatStandardSpacing() throws {
        // [a]-[b] in VFL and a "system" stack put b at the same place.
        let json = document(subviews: #"{"id": "a", "intrinsicSize": [50, 20]}, {"id": "b", "intrinsicSize": [60, 20]}"#,
                            constraints: #"[{"visual": "H:|[a]-[b]"}, "a.top == root.top", "b.top == root.top"]"#)
        XCTAssertEqual(try frames(json, ["b"])[0].x, 58)
    }

    func testSystemSpacingIsRefusedBetweenBaselines() {
        assertSchemaError(document(subviews: #"{"id": "s", "kind": "stack", "axis": "vertical", "baselineRelative": true, "spacing": "system"}"#),
                          #"$.scenes[0].root.subviews[0].spacing: the system spacing between baselines depends on fonts and is not supported with "baselineRelative": true; give the spacing in points"#)
        assertSchemaError(document(subviews: #"{"id": "s", "kind": "stack", "baselineRelative": true, "customSpacing": {"a": "system"}, "arranged": [{"id": "a"}]}"#),
                          #"$.scenes[0].root.subviews[0].customSpacing: the system spacing between baselines depends on fonts and is not supported with "baselineRelative": true; give the spacing in points"#)
    }

    func testMisspeltSystemIsSuggested() {
        assertSchemaError(document(subviews: #"{"id": "s", "kind": "stack", "spacing": "sytem"}"#),
                          #"$.scenes[0].root.subviews[0].spacing: expected a number or "system", got "sytem" (did you mean "system"?)"#)
    }

    func testSystemSpacingSurvivesTheCompiledForm() throws {
        let json = document(subviews: #"{"id": "stack", "kind": "stack", "spacing": {"any": "system", "wR": 20}, "customSpacing": {"a": "system"}, "arranged": [\#(boxes)]}"#)
        let loaded = try DocumentLoader.load(json: json)
        let compiled = try loadBytes(CompiledFormat.compile(loaded)).get()
        XCTAssertEqual(compiled.scenes, loaded.scenes)
        XCTAssertEqual(compiled.scenes[0].root.subviews[0].stack?.customSpacing["a"], StackDescription.spacingUseSystem)
    }
    /// The JSON writer (used by `trellis-cli import`) writes the system spacing as
    /// `"system"`, and a stack's custom spacings, so that the document reads back the same.
    /// Before round 13 it wrote -1.7976931348623157e+308, which the loader refuses (five of
    /// the surveyed storyboards, `spacingType="standard"`), and left custom spacing out.
    func testSystemAndCustomSpacingSurviveTheJSONWriter() throws {
        let json = document(subviews: #"{"id": "stack", "kind": "stack", "spacing": {"any": "system", "wR": 20}, "customSpacing": {"b": 3, "a": "system"}, "arranged": [\#(boxes)]}"#)
        let loaded = try DocumentLoader.load(json: json)
        let written = DocumentJSONWriter.json(loaded).prettyText
        XCTAssertTrue(written.contains(#""customSpacing": {"a": "system", "b": 3}"#), written)
        let reloaded = try DocumentLoader.load(json: written)
        XCTAssertEqual(reloaded.scenes, loaded.scenes)
        XCTAssertEqual(reloaded.scenes[0].root.subviews[0].stack?.spacing, .sizeClasses([.any: StackDescription.spacingUseSystem, SizeClassKey(horizontal: .regular): 20]))
    }
}
