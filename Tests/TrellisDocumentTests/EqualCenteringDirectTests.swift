import XCTest
@testable import TrellisDocument
@testable import TrellisCore
import Cassowary
#if canImport(Glibc)
import Glibc
#endif

/// equalCentering stacks resolved without the LP (issue 18): the countdown pass
/// (`Sources/Cassowary/Direct/DirectResolution+Countdown.swift`) finds where UIKit's
/// centre-gap countdown (149, 148, …; docs/uikit-behaviours.md S4) breaks, and the frames
/// and diagnostics must be the LP's.
///
/// The literal frames are worked out by hand from the constraints UIKit installs
/// (docs/uikit-behaviours.md S1, S2, S4: ends pinned, `next.leading >= previous.trailing +
/// spacing`, centre gaps equal to the first at 149, 148, …) and the greedy lexicographic
/// optimum (docs/solver.md, "Direct resolution", equalCentering): gap k equals gap 0 while
/// the spacing minima allow; at the first gap that cannot, the later gaps sit at their
/// minima and either the common gap sits at its largest minimum (the breaking gap takes
/// the rest) or the breaking gap at its minimum (the common gap takes the rest). Both
/// sides, direct and LP, are checked against them.
final class EqualCenteringDirectTests: XCTestCase {
    /// A horizontal equalCentering stack spanning a root `rootWidth` wide, 44 high,
    /// arranged views of the given intrinsic widths (30 high).
    private func document(widths: [Double], spacing: Double) -> String {
        let views = widths.enumerated().map { index, width in
            #"{"id": "v\#(index)", "intrinsicSize": [\#(width), 30]}"#
        }
        return """
            {"format": "trellis/1", "scenes": [{"id": "main", "root": {"id": "root", "subviews": [
              {"id": "stack", "kind": "stack", "axis": "horizontal", "distribution": "equalCentering",
               "spacing": \(spacing), "arranged": [\(views.joined(separator: ", "))]}]},
             "constraints": ["stack.leading == root.leading", "stack.trailing == root.trailing",
                             "stack.top == root.top", "stack.height == 44"]}]}
            """
    }

    /// Lays the stack out at `rootWidth`, with and without direct resolution; returns the
    /// arranged views' x positions from each, and whether the direct side needed no LP.
    private func layOut(widths: [Double], spacing: Double, rootWidth: Double,
                        rightToLeft: Bool = false) throws -> (direct: [Double], linear: [Double], resolvedDirectly: Bool) {
        let description = try DocumentLoader.load(json: document(widths: widths, spacing: spacing))
        let direct = try Scene(document: description)
        let linear = try Scene(document: description)
        direct.solver.recordsDirectResolution = true
        linear.solver.usesDirectResolution = false
        for scene in [direct, linear] {
            if rightToLeft { scene.setLayoutDirection(.rightToLeft) }
            try scene.setSize(width: rootWidth, height: 100)
            try scene.layout()
        }
        func positions(_ scene: Scene) throws -> [Double] {
            try widths.indices.map { index in
                let frame = try scene.frame(of: "v\(index)")
                XCTAssertEqual(frame.width, widths[index], accuracy: 1e-9, "v\(index) keeps its intrinsic width")
                XCTAssertEqual(frame.height, 44, "v\(index) fills the stack's height")
                return frame.x
            }
        }
        let report = direct.solver.directResolutionReport
        return (try positions(direct), try positions(linear),
                report.attempts > 0 && report.resolvedAttempts == report.attempts)
    }

    /// Positions equal to the rounding of the LP's arithmetic (1e-9 pt).
    private func assertPositions(_ actual: [Double], _ expected: [Double], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, file: file, line: line)
        for (a, e) in zip(actual, expected) {
            XCTAssertEqual(a, e, accuracy: 1e-9, "\(actual) against \(expected)", file: file, line: line)
        }
    }

    func testEveryGapEqualWhenTheRoomAllows() throws {
        // m = 50, 50, 30; T = 200 − 10 − 10 = 180 ≥ 3 × 50: every centre gap is 60.
        // Centres 10, 70, 130, 190.
        let result = try layOut(widths: [20, 60, 20, 20], spacing: 10, rootWidth: 200)
        assertPositions(result.direct, [0, 40, 120, 180])
        assertPositions(result.linear, [0, 40, 120, 180])
        XCTAssertTrue(result.resolvedDirectly)
    }

    func testBreakWithTheCommonGapAtItsLargestMinimum() throws {
        // Minimum centre gaps m = 50, 50, 30; T = 160 − 20 = 140 < 3 × 50, so gap 2 (at 148)
        // cannot equal gap 0: gaps 0 and 1 sit at 50 (their largest minimum), gap 2 takes
        // the rest, 40 (≥ its minimum 30). Centres 10, 60, 110, 150.
        let result = try layOut(widths: [20, 60, 20, 20], spacing: 10, rootWidth: 160)
        assertPositions(result.direct, [0, 30, 100, 140])
        assertPositions(result.linear, [0, 30, 100, 140])
        XCTAssertTrue(result.resolvedDirectly, "the countdown's break is certified without the LP")
    }

    func testBreakWithTheBreakingGapAtItsMinimum() throws {
        // m = 30, 50, 50; T = 140: gap 1 (at 149) cannot equal gap 0 (2 × 50 + 50 > 140),
        // so gaps 1 and 2 sit at their minimum 50 and gap 0 takes the rest, 40.
        // Centres 10, 50, 100, 150.
        let result = try layOut(widths: [20, 20, 60, 20], spacing: 10, rootWidth: 160)
        assertPositions(result.direct, [0, 40, 70, 140])
        assertPositions(result.linear, [0, 40, 70, 140])
        XCTAssertTrue(result.resolvedDirectly, "the countdown's break is certified without the LP")
    }

    func testBreakRightToLeft() throws {
        // The first case mirrored: v0 at the right edge, x = 160 − (x + width) of the LTR frames.
        let result = try layOut(widths: [20, 60, 20, 20], spacing: 10, rootWidth: 160, rightToLeft: true)
        assertPositions(result.direct, [140, 70, 40, 0])
        assertPositions(result.linear, [140, 70, 40, 0])
        XCTAssertTrue(result.resolvedDirectly)
    }

    func testLongStackBreaksAtTheTwentySeventhGap() throws {
        // The benchmark's stack (Benchmarks/stack_documents.py): widths 20, 27, 34, … spacing 2,
        // 100 points wider than its content. Minimum centre gaps cycle 25.5, 32.5, 29; gaps
        // 0…26 equal 32.5 (27 × 32.5 + the later minima fits, 28 × 32.5 does not), gap 27
        // takes the rest and every later gap sits at its minimum.
        let widths = (0..<100).map { 20.0 + Double((7 * $0) % 21) }
        let content = widths.reduce(0, +) + 2 * 99
        let result = try layOut(widths: widths, spacing: 2, rootWidth: content + 100)
        XCTAssertTrue(result.resolvedDirectly)
        XCTAssertEqual(result.direct.count, result.linear.count)
        for index in widths.indices {
            XCTAssertEqual(result.direct[index], result.linear[index], accuracy: 1e-9, "v\(index)")
        }
        func centre(_ index: Int) -> Double { result.direct[index] + widths[index] / 2 }
        for gap in 0..<27 { XCTAssertEqual(centre(gap + 1) - centre(gap), 32.5, accuracy: 1e-9, "gap \(gap)") }
        // v27 (width 20) at 877.5, v28 (27) at 905: gap 27 takes the rest, 31 (its minimum is 25.5).
        XCTAssertEqual(result.direct[27], 877.5, accuracy: 1e-9)
        XCTAssertEqual(result.direct[28], 905, accuracy: 1e-9)
        XCTAssertEqual(centre(28) - centre(27), 31, accuracy: 1e-9)
        for gap in 28..<99 {
            let minimum = (widths[gap] + widths[gap + 1]) / 2 + 2
            XCTAssertEqual(centre(gap + 1) - centre(gap), minimum, accuracy: 1e-9, "gap \(gap) at its minimum")
        }
    }
}
