import XCTest
@testable import Cassowary

/// Refused operations: "A refused operation leaves the solver unchanged" (SolverError.swift;
/// docs/c-api.md: a conflicting required constraint "leaves the solver as it was").
final class ErrorTests: XCTestCase {
    /// A solver with some of everything around x, y, z: optional constraints, an edit,
    /// inequalities, so that a rollback has real rows and costs to restore.
    private func busySolver() throws -> (Solver, Variable, Variable, Variable) {
        let s = Solver()
        let x = s.newVariable(name: "x"), y = s.newVariable(name: "y"), z = s.newVariable(name: "z")
        s.add([(x, 1)], -1, .equal)
        s.add([(y, 1), (x, -1)], -3, .greaterThanOrEqual)
        s.add([(y, 1)], -50, .equal, optional(300))
        s.add([(z, 1), (y, 1)], -80, .lessThanOrEqual, optional(600))
        s.add([(z, 1)], -100, .equal, optional(200))
        try s.addEditVariable(z, priority: optional(400))
        try s.suggestValue(z, 45)
        s.updateVariables()
        s.assertHealthy()
        return (s, x, y, z)
    }

    func testConflictingRequiredEqualityThrowsAndLeavesTheSolverExactlyUnchanged() throws {
        let (s, x, y, z) = try busySolver()
        assertValues(s, [(x, 1), (y, 35), (z, 45)])
        let before = s.snapshot([x, y, z])
        assertSolverError(.unsatisfiableConstraint) { try s.tryAdd([(x, 1)], -2, .equal) }
        XCTAssertEqual(s.snapshot([x, y, z]), before)
        XCTAssertEqual(s.updateVariables(), [])
        s.assertHealthy()
        // The solver still works: the same constraint fits once its rival is gone.
        try s.suggestValue(z, 10); s.assertHealthy()
        assertValues(s, [(x, 1), (y, 50), (z, 10)])
        s.remove(ConstraintID(rawValue: 1)); s.assertHealthy()
        s.add([(x, 1)], -2, .equal); s.assertHealthy()
        assertValues(s, [(x, 2), (y, 50), (z, 10)])
    }

    func testUnsatisfiableInequalityCycle() {
        // x >= y + 1, y >= z + 1, z >= x + 1 sum to 0 >= 3.
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable(), z = s.newVariable()
        s.add([(x, 1), (y, -1)], -1, .greaterThanOrEqual)
        s.add([(y, 1), (z, -1)], -1, .greaterThanOrEqual)
        s.add([(x, 1)], 0, .equal, optional(10))
        s.assertHealthy()
        let before = s.snapshot([x, y, z])
        assertSolverError(.unsatisfiableConstraint) { try s.tryAdd([(z, 1), (x, -1)], -1, .greaterThanOrEqual) }
        XCTAssertEqual(s.snapshot([x, y, z]), before)
        s.assertHealthy()
        // A looser closing edge fits: z >= x - 5.
        s.add([(z, 1), (x, -1)], 5, .greaterThanOrEqual); s.assertHealthy()
        assertValues(s, [(x, 0)])
        XCTAssertGreaterThanOrEqual(s.solved(x) - s.solved(y), 1 - 1e-9)
        XCTAssertGreaterThanOrEqual(s.solved(y) - s.solved(z), 1 - 1e-9)
        XCTAssertGreaterThanOrEqual(s.solved(z) - s.solved(x), -5 - 1e-9)
    }

    func testUnsatisfiableConstraintWithoutASubjectIsRefused() throws {
        // x >= y + 10, y == 5 (required): x == 12 substitutes to 3 + slack + dummies == 0 with no
        // external symbol and no usable subject, so it has to be pivoted in (the dual simplex,
        // then phase one with an artificial variable); neither can make it hold.
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable(), w = s.newVariable()
        s.add([(x, 1), (y, -1)], -10, .greaterThanOrEqual)
        s.add([(y, 1)], -5, .equal)
        s.add([(w, 1), (x, -1)], 0, .equal, optional(50))
        s.add([(x, 1)], 0, .equal, optional(30))
        try s.addEditVariable(w, priority: optional(20))
        try s.suggestValue(w, 40)
        s.assertHealthy()
        assertValues(s, [(x, 15), (y, 5), (w, 15)])
        let before = s.snapshot([x, y, w])
        let columnSlotsBefore = s.columnKind.count, rowSlotsBefore = s.rows.count
        assertSolverError(.unsatisfiableConstraint) { try s.tryAdd([(x, 1)], -12, .equal) }
        // White-box: the refused row and its logical were created in a transaction, then
        // rolled back, slots included.
        XCTAssertEqual(s.columnKind.count, columnSlotsBefore)
        XCTAssertEqual(s.rows.count, rowSlotsBefore)
        XCTAssertEqual(s.snapshot([x, y, w]), before)
        XCTAssertEqual(s.updateVariables(), [])
        s.assertHealthy()
        // Further operations work, including a subject-less add that succeeds (x == 20).
        s.add([(x, 1)], -20, .equal); s.assertHealthy()
        assertValues(s, [(x, 20), (y, 5), (w, 20)])
        try s.suggestValue(w, 0); s.assertHealthy()
        assertValues(s, [(x, 20), (y, 5), (w, 20)])
    }

    func testRequiredInequalityAgainstAnEqualityThrows() {
        // x == 5, then x >= 6 and x <= 4 (no subject; only a dummy could move, and cannot).
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -5, .equal)
        let before = s.snapshot([x])
        assertSolverError(.unsatisfiableConstraint) { try s.tryAdd([(x, 1)], -6, .greaterThanOrEqual) }
        XCTAssertEqual(s.snapshot([x]), before)
        assertSolverError(.unsatisfiableConstraint) { try s.tryAdd([(x, 1)], -4, .lessThanOrEqual) }
        XCTAssertEqual(s.snapshot([x]), before)
        s.assertHealthy()
        s.add([(x, 1)], -5, .greaterThanOrEqual); s.assertHealthy()  // touching the bound is fine
        s.add([(x, 1)], -5, .lessThanOrEqual); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 5)
    }

    func testSubjectlessBoundsAreAddedByPivoting() {
        // x >= 10, then x >= 15 (the new slack has a positive coefficient: no subject, the old
        // slack must be pivoted in), then x <= 15 (a row with constant 0: a degenerate add).
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], 0, .equal, optional(1))
        s.add([(x, 1)], -10, .greaterThanOrEqual); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 10)
        s.add([(x, 1)], -15, .greaterThanOrEqual); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 15)
        s.add([(x, 1)], -15, .lessThanOrEqual); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 15)
        s.add([(x, 1)], -1000, .equal, optional(999)); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 15)
    }

    func testManyRefusalsInARowLeaveTheSolverUnchanged() throws {
        let (s, x, y, z) = try busySolver()
        let before = s.snapshot([x, y, z])
        // x == 1 and y >= x + 3 hold: x == k + 2, x >= k + 2 and x - y == k + 2 each contradict them.
        for k in 0..<50 {
            let offset = Double(k + 2)
            assertSolverError(.unsatisfiableConstraint) { try s.tryAdd([(x, 1)], -offset, .equal) }
            assertSolverError(.unsatisfiableConstraint) { try s.tryAdd([(x, 1)], -offset, .greaterThanOrEqual) }
            assertSolverError(.unsatisfiableConstraint) { try s.tryAdd([(x, 1), (y, -1)], -offset, .equal) }
            XCTAssertEqual(s.snapshot([x, y, z]), before)
        }
        XCTAssertEqual(s.updateVariables(), [])
        s.assertHealthy()
    }

    func testNonFiniteNumbersAndForeignVariablesAreRefused() {
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -1, .equal, optional(10))
        let before = s.snapshot([x])
        assertSolverError(.nonFiniteNumber) { try s.tryAdd([(x, .nan)], 0, .equal) }
        assertSolverError(.nonFiniteNumber) { try s.tryAdd([(x, .infinity)], 0, .equal) }
        assertSolverError(.nonFiniteNumber) { try s.tryAdd([(x, 1)], .nan, .lessThanOrEqual) }
        assertSolverError(.nonFiniteNumber) { try s.tryAdd([(x, 1)], -.infinity, .greaterThanOrEqual) }
        assertSolverError(.nonFiniteNumber) { try s.tryAdd([(x, 1)], 0, .equal, optional(.nan)) }
        assertSolverError(.nonFiniteNumber) { try s.tryAdd([(x, 1)], 0, .equal, optional(.infinity)) }
        assertSolverError(.unknownVariable) { try s.tryAdd([(x, 1), (Variable(rawID: 4242), 1)], 0, .equal) }
        let other = Solver()
        _ = other.newVariable(); _ = other.newVariable()
        let foreign = other.newVariable()  // id 2: not a variable of `s`
        assertSolverError(.unknownVariable) { try s.tryAdd([(foreign, 1)], 0, .equal) }
        XCTAssertEqual(s.snapshot([x]), before)
        XCTAssertEqual(s.constraintCount, 1)
        s.assertHealthy()
    }

    func testErrorMessagesAreNotEmpty() {
        let all: [SolverError] = [.unsatisfiableConstraint, .unknownConstraint, .unknownVariable, .duplicateEditVariable,
                                  .unknownEditVariable, .requiredEditVariable, .priorityKindChange, .nonFiniteNumber, .internalError("x")]
        for error in all { XCTAssertFalse(error.message.isEmpty) }
        XCTAssertEqual(Set(all.map(\.message)).count, all.count)
    }
}
