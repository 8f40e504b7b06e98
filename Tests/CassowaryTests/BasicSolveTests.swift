import XCTest
@testable import Cassowary

/// Required equalities and inequalities over one or more variables.
/// A constraint is `Σ coefficient·variable + constant RELATION 0` (docs/c-api.md, raw solver).
final class BasicSolveTests: XCTestCase {
    func testSingleEqualityFixesTheVariable() {
        let s = Solver()
        let x = s.newVariable(name: "x")
        s.add([(x, 1)], -10, .equal); s.assertHealthy()  // x - 10 == 0
        XCTAssertEqual(s.solved(x), 10)
    }

    func testInequalitiesBoundAWeakPreference() {
        // x >= 10 and x <= 20 are required; x == 0 and y == 100 are weak wishes.
        let s = Solver()
        let x = s.newVariable(name: "x"), y = s.newVariable(name: "y")
        s.add([(x, 1)], 0, .equal, optional(1)); s.assertHealthy()
        s.add([(y, 1)], -100, .equal, optional(1)); s.assertHealthy()
        s.add([(x, 1)], -10, .greaterThanOrEqual); s.assertHealthy()
        s.add([(y, 1)], -20, .lessThanOrEqual); s.assertHealthy()
        assertValues(s, [(x, 10), (y, 20)])
    }

    func testTwoEquationsInTwoUnknowns() {
        // x + y == 10, x - y == 2  →  x = 6, y = 4.
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable()
        s.add([(x, 1), (y, 1)], -10, .equal); s.assertHealthy()
        s.add([(x, 1), (y, -1)], -2, .equal); s.assertHealthy()
        assertValues(s, [(x, 6), (y, 4)])
    }

    func testCoefficientsScaleTheEquation() {
        // 2x + 3y == 12, x == 3  →  y = 2.
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable()
        s.add([(x, 2), (y, 3)], -12, .equal); s.assertHealthy()
        s.add([(x, 1)], -3, .equal); s.assertHealthy()
        assertValues(s, [(x, 3), (y, 2)])
    }

    func testChainOfThreeVariables() {
        // left == 8, width == 100, right == left + width  →  right = 108,
        // whichever order the equations arrive in.
        for order in [[0, 1, 2], [2, 1, 0], [1, 2, 0]] {
            let s = Solver()
            let left = s.newVariable(), width = s.newVariable(), right = s.newVariable()
            let equations: [([(Variable, Double)], Double)] = [
                ([(left, 1)], -8), ([(width, 1)], -100), ([(right, 1), (left, -1), (width, -1)], 0),
            ]
            for index in order { s.add(equations[index].0, equations[index].1, .equal); s.assertHealthy() }
            assertValues(s, [(left, 8), (width, 100), (right, 108)])
        }
    }

    func testVariableTwiceInOneExpressionAddsItsCoefficients() {
        // x + x - 10 == 0  →  x = 5;  3y + z - y == 8 with z == 2  →  y = 3.
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable(), z = s.newVariable()
        s.add([(x, 1), (x, 1)], -10, .equal); s.assertHealthy()
        s.add([(z, 1)], -2, .equal); s.assertHealthy()
        s.add([(y, 3), (z, 1), (y, -1)], -8, .equal); s.assertHealthy()
        assertValues(s, [(x, 5), (y, 3), (z, 2)])
    }

    func testBasicVariableTwiceInOneExpression() {
        // y is basic when the second constraint arrives: x == y + y  →  x = 14.
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable()
        s.add([(y, 1)], -7, .equal); s.assertHealthy()
        s.add([(x, 1), (y, -1), (y, -1)], 0, .equal); s.assertHealthy()
        assertValues(s, [(x, 14), (y, 7)])
    }

    func testConstantOnlyConstraints() {
        // 0 == 0, 3 >= 0 and -2 <= 0 hold whatever the variables are: accepted, nothing moves.
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -4, .equal)
        s.add([], 0, .equal); s.assertHealthy()
        s.add([], 3, .greaterThanOrEqual); s.assertHealthy()
        s.add([], -2, .lessThanOrEqual); s.assertHealthy()
        XCTAssertEqual(s.constraintCount, 4)
        XCTAssertEqual(s.solved(x), 4)
    }

    func testLessThanOrEqualAndGreaterThanOrEqualTogetherPinAValue() {
        // x <= 5 and x >= 5 (required) leave one solution even against a strong wish.
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -100, .equal, optional(999)); s.assertHealthy()
        s.add([(x, 1)], -5, .lessThanOrEqual); s.assertHealthy()
        s.add([(x, 1)], -5, .greaterThanOrEqual); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 5)
    }

    func testNegativeValuesAreAllowed() {
        // Variables are unrestricted in sign (externals are never restricted).
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable()
        s.add([(x, 1)], 250, .equal); s.assertHealthy()
        s.add([(y, 1), (x, -2)], 0, .lessThanOrEqual); s.assertHealthy()
        s.add([(y, 1)], 0, .equal, optional(10)); s.assertHealthy()
        assertValues(s, [(x, -250), (y, -500)])
    }

    func testUnconstrainedVariableReadsZeroAndVariablesKeepTheirNames() {
        // Solver.newVariable: "Its value is 0 until a constraint moves it."
        let s = Solver()
        let a = s.newVariable(name: "a"), b = s.newVariable()
        XCTAssertEqual(s.name(of: a), "a")
        XCTAssertNil(s.name(of: b))
        XCTAssertTrue(s.contains(a))
        XCTAssertFalse(s.contains(Variable(rawID: 999)))
        XCTAssertEqual(s.solved(a), 0)
        XCTAssertEqual(s.value(of: Variable(rawID: 999)), 0)
        XCTAssertEqual(s.currentValue(of: Variable(rawID: 999)), 0)
        XCTAssertEqual(s.rowCount, 0)
        XCTAssertEqual(s.symbolCount, 2)
    }

    func testConstraintHandlesAreTrackedAndNeverReused() {
        // ConstraintID: "Handles are never reused by a solver."
        let s = Solver()
        let x = s.newVariable()
        let first = s.add([(x, 1)], -1, .equal)
        XCTAssertTrue(s.contains(first))
        XCTAssertEqual(s.constraintCount, 1)
        s.remove(first); s.assertHealthy()
        XCTAssertFalse(s.contains(first))
        let second = s.add([(x, 1)], -1, .equal)
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(s.constraintCount, 1)
    }
}
