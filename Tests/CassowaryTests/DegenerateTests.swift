import XCTest
@testable import Cassowary

/// Zero coefficients, constant-only constraints, redundant constraints and degenerate
/// vertices (many constraints tight at one point: pivots that do not move, which Bland's
/// rule must keep from cycling).
final class DegenerateTests: XCTestCase {
    func testZeroCoefficientTermsAreDropped() {
        // 0·x + y - 5 == 0 constrains y only; x stays free for later constraints.
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable()
        s.add([(x, 0), (y, 1)], -5, .equal); s.assertHealthy()
        XCTAssertEqual(s.solved(y), 5)
        XCTAssertEqual(s.rowCount, 1)
        XCTAssertEqual(s.tableauTermCount, 1)  // the row holds y only
        XCTAssertEqual(s.columnEntries[Int(x.id)].count, 0)
        s.add([(x, 1), (y, 0)], -3, .equal, optional(10)); s.assertHealthy()
        assertValues(s, [(x, 3), (y, 5)])
    }

    func testEmptyRequiredEqualityWithZeroConstantIsRedundant() {
        // 0 == 0 always holds: accepted (a row of one dummy), and it can be removed again.
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -2, .equal)
        let empty = s.add([], 0, .equal); s.assertHealthy()
        let zeros = s.add([(x, 0)], 0, .equal); s.assertHealthy()
        XCTAssertEqual(s.constraintCount, 3)
        XCTAssertEqual(s.solved(x), 2)
        s.remove(empty); s.assertHealthy()
        s.remove(zeros); s.assertHealthy()
        XCTAssertEqual(s.rowCount, 1)
        XCTAssertEqual(s.solved(x), 2)
    }

    func testEmptyRequiredConstraintThatCannotHoldIsUnsatisfiable() {
        // 3 == 0 and -3 >= 0 never hold; 3 >= 0 always does.
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -2, .equal)
        let before = s.snapshot([x])
        assertSolverError(.unsatisfiableConstraint) { try s.tryAdd([], 3, .equal) }
        assertSolverError(.unsatisfiableConstraint) { try s.tryAdd([(x, 0)], -3, .equal) }
        assertSolverError(.unsatisfiableConstraint) { try s.tryAdd([], -3, .greaterThanOrEqual) }
        assertSolverError(.unsatisfiableConstraint) { try s.tryAdd([], 3, .lessThanOrEqual) }
        XCTAssertEqual(s.snapshot([x]), before)
        s.add([], 3, .greaterThanOrEqual); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 2)
    }

    func testEmptyOptionalConstraintIsAcceptedAndHarmless() {
        // An optional 3 == 0 is simply violated by 3 at its level; nothing else moves.
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -4, .equal, optional(100))
        let c1 = s.add([], 3, .equal, optional(500)); s.assertHealthy()
        let c2 = s.add([], -3, .greaterThanOrEqual, optional(900)); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 4)
        s.remove(c1); s.assertHealthy()
        s.remove(c2); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 4)
        XCTAssertEqual(s.rowCount, 1)
    }

    func testSameRequiredEqualityTwiceIsRedundant() {
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -5, .equal)
        s.add([(x, 1)], -5, .equal); s.assertHealthy()
        s.add([(x, 2)], -10, .equal); s.assertHealthy()  // the same, scaled
        XCTAssertEqual(s.solved(x), 5)
        XCTAssertEqual(s.constraintCount, 3)
    }

    func testSameRequiredInequalityTwice() {
        // x >= 3 twice, pulled down by a wish: x = 3; removing one copy keeps x = 3.
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], 0, .equal, optional(10))
        let a = s.add([(x, 1)], -3, .greaterThanOrEqual)
        let b = s.add([(x, 1)], -3, .greaterThanOrEqual); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 3)
        s.remove(a); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 3)
        s.remove(b); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 0)
    }

    func testRedundantEqualityThroughCombination() {
        // x == y + 1 and y == z + 1 imply x == z + 2 (accepted) and refute x == z + 3.
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable(), z = s.newVariable()
        s.add([(z, 1)], 0, .equal, optional(1))
        s.add([(x, 1), (y, -1)], -1, .equal)
        let middle = s.add([(y, 1), (z, -1)], -1, .equal)
        s.add([(x, 1), (z, -1)], -2, .equal); s.assertHealthy()
        assertValues(s, [(x, 2), (y, 1), (z, 0)])
        assertSolverError(.unsatisfiableConstraint) { try s.tryAdd([(x, 1), (z, -1)], -3, .equal) }
        s.assertHealthy()
        // Without y == z + 1 the redundant copy still ties x to z, and y to x.
        s.remove(middle); s.assertHealthy()
        assertValues(s, [(x, 2), (y, 1), (z, 0)])
        assertSolverError(.unsatisfiableConstraint) { try s.tryAdd([(x, 1), (z, -1)], -3, .equal) }
        s.add([(y, 1)], -10, .equal, optional(5)); s.assertHealthy()
        assertValues(s, [(x, 11), (y, 10), (z, 9)])
    }

    func testRedundantInequalityThroughCombination() {
        // x >= 0, y >= 0 make x + y >= -1 redundant; x + y <= 0 then pins both at 0.
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable()
        s.add([(x, 1)], -7, .equal, optional(10))
        s.add([(y, 1)], -7, .equal, optional(10))
        s.add([(x, 1)], 0, .greaterThanOrEqual)
        s.add([(y, 1)], 0, .greaterThanOrEqual)
        s.add([(x, 1), (y, 1)], 1, .greaterThanOrEqual); s.assertHealthy()
        assertValues(s, [(x, 7), (y, 7)])
        s.add([(x, 1), (y, 1)], 0, .lessThanOrEqual); s.assertHealthy()
        assertValues(s, [(x, 0), (y, 0)])
        assertSolverError(.unsatisfiableConstraint) { try s.tryAdd([(x, 1), (y, 1)], -1, .greaterThanOrEqual) }
        s.assertHealthy()
    }

    func testManyIdenticalBoundsAtTheSameValueTerminate() {
        // Sixty copies of x >= 5 and of x <= 5: every pivot among them is degenerate.
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -10, .equal, optional(500))
        var lower: [ConstraintID] = [], upper: [ConstraintID] = []
        for _ in 0..<60 {
            lower.append(s.add([(x, 1)], -5, .greaterThanOrEqual))
            upper.append(s.add([(x, 1)], -5, .lessThanOrEqual))
        }
        s.assertHealthy()
        XCTAssertEqual(s.solved(x), 5)
        for c in lower { s.remove(c) }
        s.assertHealthy()
        XCTAssertEqual(s.solved(x), 5)
        for c in upper.dropLast() { s.remove(c) }
        s.assertHealthy()
        XCTAssertEqual(s.solved(x), 5)
        s.remove(upper.last!); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 10)
    }

    func testHighlyDegenerateVertex() {
        // v_i + v_j <= 10 for every pair of 8 variables and v_i == 100 @500: Σ v is at most 40,
        // reached only at v_i = 5 for all i, where all 28 pair constraints are tight.
        let s = Solver()
        let vs = (0..<8).map { _ in s.newVariable() }
        for v in vs { s.add([(v, 1)], -100, .equal, optional(500)) }
        for i in 0..<8 { for j in (i + 1)..<8 { s.add([(vs[i], 1), (vs[j], 1)], -10, .lessThanOrEqual); s.assertHealthy() } }
        assertValues(s, vs.map { ($0, 5) })
        // A stronger wish on one variable breaks the tie: v0 = 8, the others 2.
        s.add([(vs[0], 1)], -8, .equal, optional(600)); s.assertHealthy()
        assertValues(s, [(vs[0], 8)] + vs.dropFirst().map { ($0, 2) })
    }

    func testDegenerateOptionalConstraintsUnderAMovingEdit() throws {
        // Thirty copies each of x == 5 and x >= 5 at @500 under an edit at @600: the dual
        // simplex meets ties at every step and must still terminate with x = the suggestion.
        let s = Solver()
        let x = s.newVariable()
        for _ in 0..<30 {
            s.add([(x, 1)], -5, .equal, optional(500))
            s.add([(x, 1)], -5, .greaterThanOrEqual, optional(500))
        }
        try s.addEditVariable(x, priority: optional(600)); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 5)
        for value in [5.0, 7, 3, 5, 5, -100, 100, 5] {
            try s.suggestValue(x, value); s.assertHealthy()
            XCTAssertEqual(s.solved(x), value)
        }
        try s.removeEditVariable(x); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 5)
    }

    func testDegenerateChainOfEqualGaps() {
        // x_0 <= x_1 <= ... <= x_30 with x_0 >= 0, x_30 <= 0 (required): all are 0, and every
        // inequality is tight. Wishes pulling every other variable up must not cycle.
        let s = Solver()
        let xs = (0..<31).map { _ in s.newVariable() }
        for (i, x) in xs.enumerated() { s.add([(x, 1)], -Double(i % 2 == 0 ? 10 : -10), .equal, optional(100)) }
        s.add([(xs[0], 1)], 0, .greaterThanOrEqual)
        for i in 0..<30 { s.add([(xs[i + 1], 1), (xs[i], -1)], 0, .greaterThanOrEqual) }
        s.add([(xs[30], 1)], 0, .lessThanOrEqual); s.assertHealthy()
        assertValues(s, xs.map { ($0, 0) })
    }
}
