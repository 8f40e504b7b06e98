import XCTest
@testable import TrellisCore
@testable import TrellisDocument

/// The loader notes where each item of an equation string is among the scene's views
/// (`Equation.firstViewHint`): the view ids' order in the document, depth first with
/// subviews before arranged views, is the order the scene makes its views in.
final class EquationViewHintTests: XCTestCase {
    func testHintsAreTheViewsPlacesInTheScene() throws {
        let root = #"""
        {"id": "root", "subviews": [
          {"id": "a", "subviews": [{"id": "a1"}]},
          {"id": "s", "kind": "stack", "arranged": [{"id": "x"}, {"id": "y"}]},
          {"id": "b"}]}
        """#
        let constraints = #"""
        ["a1.width == 10", "b.top == a.bottom + 4", "x.height == 20", "b.width == y.width",
         "a.leading == superview.leading", "s.top == a1.bottom"]
        """#
        let loaded = try XCTUnwrap(load(document(root: root, constraints: constraints)))
        let scene = try Scene(document: loaded)
        var hinted = 0
        for constraint in loaded.scenes[0].constraints {
            guard case .equation(let equation) = constraint.form else { return XCTFail("not an equation") }
            let items = [(equation.first, equation.firstViewHint), (equation.second, equation.secondViewHint)]
            for case (let reference?, let hint) in items {
                guard case .named(let name) = reference.item else {
                    XCTAssertEqual(hint, -1)
                    continue
                }
                XCTAssertEqual(scene.views[Int(hint)].id, name, equation.description)
                hinted += 1
            }
        }
        XCTAssertEqual(hinted, 9)
        // The places themselves: root 0, a 1, a1 2, s 3, x 4, y 5, b 6.
        guard case .equation(let equation) = loaded.scenes[0].constraints[3].form else { return XCTFail() }
        XCTAssertEqual([equation.firstViewHint, equation.secondViewHint], [6, 5])
    }

    /// The compiled reader gives each equation the hints the JSON loader gives it (the
    /// places of the views its ids name, -1 for `superview`), in every scene of a document
    /// whose scenes use the same ids at other places, and in one of thousands of views.
    func testCompiledEquationsCarryTheJSONLoadersHints() throws {
        let first = #"""
        {"id": "one", "root": {"id": "root", "subviews": [
          {"id": "a", "subviews": [{"id": "a1"}]},
          {"id": "s", "kind": "stack", "arranged": [{"id": "x"}, {"id": "y"}]},
          {"id": "b"}]},
         "constraints": ["a1.width == 10", "b.top == a.bottom + 4", "x.height == 20", "b.width == y.width",
                         "a.leading == superview.leading", "s.top == a1.bottom"]}
        """#
        let second = #"""
        {"id": "two", "root": {"id": "root", "subviews": [{"id": "b"}, {"id": "y"}, {"id": "a"}]},
         "constraints": ["a.width == b.width", "y.top == superview.top", "b.leading == a.trailing"]}
        """#
        let rows = (0..<1_500).map { #"{"id": "r\#($0)", "subviews": [{"id": "t\#($0)"}]}"# }.joined(separator: ",")
        let rowConstraints = (0..<1_500).map { #""t\#($0).leading == r\#($0).leading + 8""# }.joined(separator: ",")
        let third = #"{"id": "three", "root": {"id": "root", "subviews": [\#(rows)]}, "constraints": [\#(rowConstraints)]}"#
        let json = #"{"format": "trellis/1", "scenes": [\#(first), \#(second), \#(third)]}"#
        let fromJSON = try XCTUnwrap(load(json))
        let compiled = try loadBytes(CompiledFormat.compile(fromJSON)).get()
        XCTAssertEqual(compiled.scenes, fromJSON.scenes)
        var hinted = 0
        for (jsonScene, compiledScene) in zip(fromJSON.scenes, compiled.scenes) {
            XCTAssertEqual(jsonScene.constraints.count, compiledScene.constraints.count)
            for (jsonConstraint, compiledConstraint) in zip(jsonScene.constraints, compiledScene.constraints) {
                guard case .equation(let expected) = jsonConstraint.form, case .equation(let found) = compiledConstraint.form else {
                    return XCTFail("not an equation")
                }
                XCTAssertEqual([found.firstViewHint, found.secondViewHint], [expected.firstViewHint, expected.secondViewHint],
                               "\(jsonScene.id): \(expected)")
                if found.firstViewHint >= 0 { hinted += 1 }
                if found.secondViewHint >= 0 { hinted += 1 }
            }
        }
        XCTAssertEqual(hinted, 9 + 5 + 3_000)
    }
}
