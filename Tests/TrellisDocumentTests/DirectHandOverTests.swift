import XCTest
@testable import TrellisDocument
@testable import TrellisCore
import Cassowary

/// The hand-over from direct mode to the LP on a scene (docs/solver.md, "Direct mode and the
/// lazy LP", "What the hand-over costs now"): a column of views spanning the root, followed in
/// direct mode, and one view `t` whose width rows change sides between the two widths
/// (`t.width <= root.width` required, `t.width == 500 @250`: at 400 the required row holds it,
/// at 600 the preference). The first relayout cannot be followed (a row changes sides) and is
/// certified by a whole direct pass; the second builds the LP on the certified point (the
/// seeded hand-over, through the LU factorization of a triangular basis of thousands of
/// singletons). Every layout must give the frames a scene laid out by the LP alone gives, and
/// a fresh scene built at that width, bit for bit (the optimum is unique).
final class DirectHandOverTests: XCTestCase {
    private func document(views: Int) throws -> DocumentDescription {
        var constraints = [#""t.leading == root.leading""#, #""t.top == root.top""#, #""t.height == 10""#,
                           #""t.width <= root.width""#, #""t.width == 500 @250""#]
        var subviews = [#"{"id": "t", "kind": "view"}"#]
        for index in 0..<views {
            subviews.append(#"{"id": "v\#(index)", "kind": "view"}"#)
            let top = index == 0 ? "t.bottom" : "v\(index - 1).bottom"
            constraints += [#""v\#(index).leading == root.leading + 8""#, #""v\#(index).trailing == root.trailing - 8""#,
                            #""v\#(index).top == \#(top) + 4""#, #""v\#(index).height == 20""#]
        }
        let json = """
            {"format": "trellis/1", "scenes": [{"id": "handover", "root": {"id": "root", "subviews": [
             \(subviews.joined(separator: ", "))]}, "constraints": [\(constraints.joined(separator: ", "))]}]}
            """
        return try DocumentLoader.load(json: json)
    }

    func testHandOverGivesTheFramesOfTheLinearProgramAlone() throws {
        let description = try document(views: 300)
        let scene = try Scene(document: description)
        let lpOnly = try Scene(document: description)
        lpOnly.usesDirectResolution = false
        for other in [scene, lpOnly] {
            try other.setSize(width: 400, height: 844)
            try other.layout()
        }
        XCTAssertTrue(scene.solver.isDirectlyResolved, "the build is certified")
        XCTAssertEqual(scene.framesInRoot, lpOnly.framesInRoot)
        var handedOver = false
        for (step, width) in [600.0, 400, 600, 400, 600].enumerated() {
            for other in [scene, lpOnly] {
                try other.setSize(width: width, height: 844)
                try other.layout()
            }
            if !scene.solver.isDirectlyResolved { handedOver = true }
            let fresh = try Scene(document: description)
            try fresh.setSize(width: width, height: 844)
            try fresh.layout()
            XCTAssertEqual(scene.framesInRoot, lpOnly.framesInRoot, "relayout \(step + 1) at \(width)")
            XCTAssertEqual(scene.framesInRoot, fresh.framesInRoot, "relayout \(step + 1) at \(width)")
            XCTAssertEqual(try scene.frameInRoot(of: "t").width, min(width, 500))
            XCTAssertTrue(scene.diagnostics().ambiguous.isEmpty)
        }
        XCTAssertTrue(handedOver, "the rows changing sides hand the scene over to the LP")
    }
}
