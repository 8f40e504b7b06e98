@testable import TrellisCore
import XCTest

/// A document's equations may say where their views are among the scene's views
/// (`Equation.firstViewHint`, `secondViewHint`, filled by the loader). A hint only saves the
/// lookup: whatever it says, the scene finds the view `namedView` finds, and an equation's
/// value does not include it.
final class ViewHintTests: XCTestCase {
    /// `text` parsed, with the given hints.
    private func equation(_ text: String, first: Int32, second: Int32 = -1) throws -> Equation {
        var equation = try Equation(parsing: text)
        equation.firstViewHint = first
        equation.secondViewHint = second
        return equation
    }

    private func frames(root: ViewDescription, _ equations: [Equation]) throws -> [Rect] {
        let constraints = equations.map { ConstraintDescription(form: .equation($0), source: $0.description) }
        let document = DocumentDescription(initialScene: "main",
                                           scenes: [SceneDescription(id: "main", root: root, constraints: constraints)])
        let scene = try Scene(document: document)
        try scene.setSize(width: 300, height: 400)
        try scene.layout()
        return scene.framesInRoot
    }

    /// Right hints, wrong ones, out-of-range ones and none lay out alike.
    func testEveryHintFindsTheNamedView() throws {
        let root = rootView([box("a", 10, 10), box("b", 20, 20), box("c", 30, 30)])
        let texts = ["a.top == root.top + 5", "b.top == a.bottom + 7", "c.leading == b.trailing + 3"]
        let unhinted = try frames(root: root, texts.map { try Equation(parsing: $0) })
        // Places: root 0, a 1, b 2, c 3.
        let right = try frames(root: root, [equation(texts[0], first: 1, second: 0), equation(texts[1], first: 2, second: 1),
                                            equation(texts[2], first: 3, second: 2)])
        let wrong = try frames(root: root, [equation(texts[0], first: 2, second: 3), equation(texts[1], first: 0, second: 3),
                                            equation(texts[2], first: 1, second: 1)])
        let outOfRange = try frames(root: root, [equation(texts[0], first: 4, second: 99), equation(texts[1], first: .max),
                                                 equation(texts[2], first: -7, second: .min)])
        XCTAssertEqual(unhinted[2].y, 22)
        XCTAssertEqual(unhinted[3].x - unhinted[2].x, 23)
        XCTAssertEqual(right, unhinted)
        XCTAssertEqual(wrong, unhinted)
        XCTAssertEqual(outOfRange, unhinted)
    }

    /// Two views with one id: `namedView` finds the last one filed, so a hint at the first
    /// one, though its id matches, is not taken.
    func testAHintAtADuplicateIDIsNotTaken() throws {
        let root = rootView([box("a", 10, 10), box("a", 20, 20)])
        let text = "a.top == root.top + 30"
        let unhinted = try frames(root: root, [try Equation(parsing: text)])
        let hinted = try frames(root: root, [try equation(text, first: 1)])
        XCTAssertEqual(unhinted[1].y, 0)
        XCTAssertEqual(unhinted[2].y, 30)
        XCTAssertEqual(hinted, unhinted)
    }

    /// Hints are not part of an equation's value, and take no room of their own.
    func testHintsAreNotPartOfTheValue() throws {
        let plain = try Equation(parsing: "a.width == b.width + 4")
        let hinted = try equation("a.width == b.width + 4", first: 3, second: 8)
        XCTAssertEqual(plain, hinted)
        XCTAssertEqual(Set([plain, hinted]).count, 1)
        XCTAssertEqual(MemoryLayout<Equation>.size, 72)
    }
}
