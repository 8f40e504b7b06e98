import XCTest
@testable import Cassowary

/// Floating point: the absolute tolerance of 1e-8 (Tolerance.swift: "Layout values are
/// points (typically 1e-2 ... 1e6), so an absolute tolerance works well, as in kiwi").
final class NumericalToleranceTests: XCTestCase {
    func testRequiredEqualitiesCloserThanTheToleranceAreRedundant() {
        // x == 1 and x == 1 + 1e-9 differ by less than 1e-8: the second is accepted as redundant.
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -1, .equal)
        XCTAssertNoThrow(try s.tryAdd([(x, 1)], -(1 + 1e-9), .equal))
        s.assertHealthy()
        XCTAssertEqual(s.solved(x), 1, accuracy: 1e-8)
    }

    func testRequiredEqualitiesFartherApartThanTheToleranceConflict() {
        // 1e-6 is well above the tolerance: a real conflict.
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -1, .equal)
        assertSolverError(.unsatisfiableConstraint) { try s.tryAdd([(x, 1)], -(1 + 1e-6), .equal) }
        assertSolverError(.unsatisfiableConstraint) { try s.tryAdd([(x, 1)], -(1 + 1e-6), .greaterThanOrEqual) }
        s.assertHealthy()
    }

    func testTinyDifferencesBetweenIndependentVariablesAreKept() {
        // Nothing is snapped: y == x + 1e-9 gives y - x = 1e-9 (to rounding).
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable()
        s.add([(x, 1)], -1, .equal)
        s.add([(y, 1), (x, -1)], -1e-9, .equal); s.assertHealthy()
        XCTAssertEqual(s.solved(y) - s.solved(x), 1e-9, accuracy: 1e-15)
    }

    func testSuggestionsDifferingByANanometreAreFollowed() throws {
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable()
        s.add([(y, 1), (x, -1)], -5, .equal)
        try s.addEditVariable(x, priority: optional(500))
        try s.suggestValue(x, 10); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 10)
        try s.suggestValue(x, 10 + 1e-9); s.assertHealthy()
        XCTAssertEqual(Set(s.updateVariables()), [x, y])
        XCTAssertEqual(s.currentValue(of: x), 10 + 1e-9, accuracy: 1e-15)
        XCTAssertEqual(s.currentValue(of: y), 15 + 1e-9, accuracy: 1e-14)
    }

    func testLargeValues() throws {
        // Values around 1e6 and 1e7 keep full precision.
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable(), w = s.newVariable()
        s.add([(x, 1)], -1e6, .equal)
        s.add([(y, 1), (x, -2)], -3e6, .equal); s.assertHealthy()
        assertValues(s, [(x, 1e6), (y, 5e6)], accuracy: 0)
        s.add([(w, 1), (y, -1)], 0, .lessThanOrEqual)
        try s.addEditVariable(w, priority: optional(900))
        for value in [1e6, 4_999_999.5, 5e6 + 0.25, 1e7, 0.001, 4_999_999.999] {
            try s.suggestValue(w, value); s.assertHealthy()
            XCTAssertEqual(s.solved(w), min(value, 5e6), accuracy: 1e-9)
        }
    }

    func testDecimalFractionCoefficients() {
        // (0.1 + 0.2)·x == 0.3 → x ≈ 1; x + y == 0.3 with x == 0.1 → y ≈ 0.2.
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable(), z = s.newVariable()
        s.add([(z, 0.1 + 0.2)], -0.3, .equal); s.assertHealthy()
        XCTAssertEqual(s.solved(z), 1, accuracy: 1e-12)
        s.add([(x, 1)], -0.1, .equal)
        s.add([(x, 1), (y, 1)], -0.3, .equal); s.assertHealthy()
        XCTAssertEqual(s.solved(y), 0.2, accuracy: 1e-12)
        // 0.3·z == 0.1 + 0.2 is the same constraint within rounding: redundant, not a conflict.
        XCTAssertNoThrow(try s.tryAdd([(z, 0.3)], -(0.1 + 0.2), .equal))
        s.assertHealthy()
    }

    func testTermsThatCancelWithinRoundingVanish() {
        // (0.1 + 0.2)·x - 0.3·x is 5.6e-17·x: no term. == 0 is redundant; + 1 == 0 can never hold.
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -4, .equal, optional(10))
        s.add([(x, 0.1 + 0.2), (x, -0.3)], 0, .equal); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 4)
        assertSolverError(.unsatisfiableConstraint) { try s.tryAdd([(x, 0.1 + 0.2), (x, -0.3)], 1, .equal) }
        s.assertHealthy()
    }

    func testPublishedValuesAreNeverNegativeZero() {
        // x == 0 solves to the row x = -0.0 - dummy (0 · -1); updateVariables publishes +0
        // (Solver.updateVariables: "no negative zero in published values"). x is 5 first, so
        // that the new value differs from the published one and is published at all.
        let s = Solver()
        let x = s.newVariable()
        let five = s.add([(x, 1)], -5, .equal)
        XCTAssertEqual(s.updateVariables(), [x])
        s.remove(five)
        s.add([(x, 1)], 0, .equal); s.assertHealthy()
        XCTAssertEqual(s.updateVariables(), [x])
        XCTAssertEqual(s.value(of: x), 0)
        XCTAssertEqual(s.value(of: x).sign, .plus)
    }

    func testManySuggestionsDoNotAccumulateDrift() throws {
        // 2000 pseudo-random suggestions across a chain, then the first value again: the
        // solution matches a fresh solve to 1e-9.
        let s = Solver()
        let xs = (0..<6).map { _ in s.newVariable() }
        for i in 0..<5 { s.add([(xs[i + 1], 1), (xs[i], -1)], -0.1, .greaterThanOrEqual) }
        for (i, x) in xs.enumerated() { s.add([(x, 1)], -0.3 * Double(i), .equal, optional(1)) }
        try s.addEditVariable(xs[2], priority: optional(800))
        try s.addEditVariable(xs[4], priority: optional(700))
        var rng = XorShift(seed: 7)
        for step in 0..<2000 {
            let target = Double(rng.int(-100_000...100_000)) / 1000.0
            try s.suggestValue(step % 3 == 0 ? xs[4] : xs[2], target)
            if step % 250 == 0 { s.assertHealthy() }
        }
        try s.suggestValue(xs[2], 0.6)
        try s.suggestValue(xs[4], 1.2)
        s.assertHealthy()
        for (i, x) in xs.enumerated() { XCTAssertEqual(s.solved(x), 0.3 * Double(i), accuracy: 1e-9) }
    }
}
