import XCTest
import Cassowary
@testable import TrellisCore

/// Trait changes after a direct build stay in direct mode (round 23): a size-class change's
/// batch of constants and a layout-direction flip's restated constraints are resolved
/// directly, without building the LP, and give the frames a fresh build gives.
final class TraitChangeDirectModeTests: XCTestCase {
    /// Rows of a title and a button whose height, title inset and button width vary by
    /// size class (the shape of `make bench`'s trait document).
    private func listDocument(rows: Int) throws -> DocumentDescription {
        var views: [ViewDescription] = []
        var constraints: [ConstraintDescription] = []
        func add(_ text: String, regular: Double? = nil) throws {
            let equation = try Equation(parsing: text)
            let constant: Variant<Double>? = regular.map {
                .sizeClasses([.any: equation.constant, SizeClassKey(horizontal: .regular): $0])
            }
            constraints.append(ConstraintDescription(id: nil, form: .equation(equation), constant: constant, source: text))
        }
        for index in 0..<rows {
            var row = ViewDescription(id: "row\(index)")
            var action = box("action\(index)", 64, 32)
            action.intrinsicSize = .sizeClasses([.any: IntrinsicSize(width: 64, height: 32),
                                                 SizeClassKey(horizontal: .regular): IntrinsicSize(width: 88, height: 32)])
            row.subviews = [box("title\(index)", 100, 20), action]
            views.append(row)
            try add("row\(index).leading == root.leading")
            try add("row\(index).trailing == root.trailing")
            try add(index == 0 ? "row0.top == root.top + 4" : "row\(index).top == row\(index - 1).bottom + 4")
            try add("row\(index).height == 44", regular: 56)
            try add("title\(index).leading == row\(index).leadingMargin", regular: 12)
            try add("title\(index).centerY == row\(index).centerY")
            try add("action\(index).trailing == row\(index).trailingMargin")
            try add("action\(index).centerY == row\(index).centerY")
            try add("title\(index).trailing <= action\(index).leading - 8")
        }
        return DocumentDescription(initialScene: "main", scenes: [
            SceneDescription(id: "main", root: rootView(views), constraints: constraints)])
    }

    private func scene(_ document: DocumentDescription, _ configure: (Scene) -> Void = { _ in }) throws -> Scene {
        let scene = try Scene(document: document)
        try scene.setSize(width: 390, height: 844)
        scene.setSizeClasses(horizontal: .compact, vertical: .regular)
        configure(scene)
        try scene.layout()
        return scene
    }

    func testSizeClassFlipsStayInDirectModeAndMatchAFreshBuild() throws {
        let document = try listDocument(rows: 12)
        let changing = try scene(document)
        XCTAssertTrue(changing.solver.isDirectlyResolved)
        for (step, horizontal) in [SizeClass.regular, .compact, .regular, .compact, .regular].enumerated() {
            changing.setSizeClasses(horizontal: horizontal, vertical: .regular)
            try changing.layout()
            // Main built the LP at the second flip (the first moved a quarter of the
            // variables one by one).
            XCTAssertTrue(changing.solver.isDirectlyResolved, "flip \(step)")
            let fresh = try scene(document) { $0.setSizeClasses(horizontal: horizontal, vertical: .regular) }
            XCTAssertEqual(changing.framesInRoot, fresh.framesInRoot, "flip \(step)")
        }
        XCTAssertEqual(try changing.frameInRoot(of: "action3"), Rect(x: 390 - 8 - 88, y: 4 + 3 * 60 + 12, width: 88, height: 32))
    }

    func testDirectionFlipsStayInDirectModeAndMatchAFreshBuild() throws {
        let document = try listDocument(rows: 12)
        let changing = try scene(document)
        for (step, direction) in [LayoutDirection.rightToLeft, .leftToRight, .rightToLeft].enumerated() {
            changing.setLayoutDirection(direction)
            try changing.layout()
            // Main removed and added every leading and trailing constraint through the LP.
            XCTAssertTrue(changing.solver.isDirectlyResolved, "flip \(step)")
            let fresh = try scene(document) { $0.setLayoutDirection(direction) }
            XCTAssertEqual(changing.framesInRoot, fresh.framesInRoot, "flip \(step)")
            XCTAssertEqual(changing.diagnostics().unsatisfiable.count, 0)
        }
        XCTAssertEqual(try changing.frameInRoot(of: "action0"), Rect(x: 8, y: 10, width: 64, height: 32))
        // A size-class change afterwards is followed on the restated point.
        changing.setSizeClasses(horizontal: .regular, vertical: .regular)
        try changing.layout()
        XCTAssertTrue(changing.solver.isDirectlyResolved)
        let fresh = try scene(document) {
            $0.setLayoutDirection(.rightToLeft)
            $0.setSizeClasses(horizontal: .regular, vertical: .regular)
        }
        XCTAssertEqual(changing.framesInRoot, fresh.framesInRoot)
    }

    /// The first direction flip makes every flat document record an object and files the
    /// numbered ones in one merge (`ConstraintDirectory.file(contentsOf:)`): after a record
    /// with a high number was made an object by its name, every `#n` still finds its own.
    func testNamesFindTheirConstraintsAfterTheFirstDirectionFlip() throws {
        let changing = try scene(try listDocument(rows: 12))
        let numbers = (0..<1000).filter { changing.flatDocuments.record(numbered: $0) != nil }
        XCTAssertGreaterThan(numbers.count, 20, "the document's constraints are flat records")
        let high = try XCTUnwrap(numbers.dropLast(3).last), low = try XCTUnwrap(numbers.dropFirst(7).first)
        try changing.setConstant("#\(high)", 9)
        try changing.setConstant("#\(low)", 5)
        changing.setLayoutDirection(.rightToLeft)
        try changing.layout()
        let numbered = changing.storedConstraints.filter { $0.number >= 0 }
        XCTAssertEqual(numbered.count, 12 * 9)  // flat records and objects alike
        for constraint in numbered {
            XCTAssertTrue(changing.constraintDirectory.constraint(named: "#\(constraint.number)") === constraint,
                          "#\(constraint.number)")
        }
        XCTAssertEqual(try changing.constraint("#\(high)").number, Int32(high))
    }
}
