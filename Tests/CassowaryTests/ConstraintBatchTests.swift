import XCTest
@testable import Cassowary

/// `ConstraintBatch`, the flat form a scene's first layout hands the solver: each
/// constraint's terms are found where they were appended, terms naming one variable twice
/// are combined, and a malformed batch is refused whole, as the array form does.
final class ConstraintBatchTests: XCTestCase {
    /// x == 10; y == x + 5 stated as `y − 0.5·x − 0.5·x − 5` (x twice: combined to −x);
    /// z ≥ y + 1, and z ≤ 12 at 500, which cannot hold: its violation is least at z = 16.
    /// Solved by hand: x = 10, y = 15, z = 16.
    func testTermsAreReadPerConstraintAndCombinedWhenRepeated() throws {
        let solver = Solver()
        let x = solver.newVariable(), y = solver.newVariable(), z = solver.newVariable()
        var batch = ConstraintBatch()
        batch.reserveCapacity(constraints: 4, terms: 7)
        batch.appendTerm(x, 1)
        batch.endConstraint(constant: -10, relation: .equal, priority: .required)
        batch.appendTerm(y, 1)
        batch.appendTerm(x, -0.5)
        batch.appendTerm(x, -0.5)
        batch.endConstraint(constant: -5, relation: .equal, priority: .required)
        batch.appendTerm(z, 1)
        batch.appendTerm(y, -1)
        batch.endConstraint(constant: -1, relation: .greaterThanOrEqual, priority: .required)
        batch.appendTerm(z, 1)
        batch.endConstraint(constant: -12, relation: .lessThanOrEqual, priority: .optional(500))
        XCTAssertEqual(batch.count, 4)
        XCTAssertEqual(batch.termRange(of: 1), 1..<4)
        XCTAssertEqual(batch.constant(at: 2), -1)
        XCTAssertFalse(batch.termsAreDistinctAndNonZero(at: 1))
        XCTAssertTrue(batch.termsAreDistinctAndNonZero(at: 2))

        let ids = try XCTUnwrap(solver.addConstraintsIfAllFit(batch))
        XCTAssertEqual(ids.count, 4)
        XCTAssertEqual(solver.currentValue(of: x), 10)
        XCTAssertEqual(solver.currentValue(of: y), 15)
        XCTAssertEqual(solver.currentValue(of: z), 16)
        solver.assertHealthy()
    }

    /// A non-finite coefficient anywhere refuses the whole batch and leaves the solver as it
    /// was; emptying a batch keeps nothing of it.
    func testAMalformedBatchAddsNothing() {
        let solver = Solver()
        let x = solver.newVariable()
        var batch = ConstraintBatch()
        batch.appendTerm(x, 1)
        batch.endConstraint(constant: -10, relation: .equal, priority: .required)
        batch.appendTerm(x, .nan)
        batch.endConstraint(constant: 0, relation: .lessThanOrEqual, priority: .optional(250))
        XCTAssertNil(solver.addConstraintsIfAllFit(batch))
        XCTAssertEqual(solver.constraintCount, 0)
        batch.removeAll()
        XCTAssertEqual(batch.count, 0)
        XCTAssertEqual(batch.termCount, 0)
        XCTAssertEqual(solver.addConstraintsIfAllFit(batch), [])
    }

    /// A term naming a variable the solver does not have, an infinite constant or an
    /// infinite level refuses the whole batch (`check(against:)`); the same rows without
    /// the fault are taken.
    func testAnUnknownVariableOrAnInfiniteNumberRefusesTheBatch() {
        for fault in 0..<4 {
            let solver = Solver()
            let x = solver.newVariable(), y = solver.newVariable()
            var batch = ConstraintBatch()
            batch.appendTerm(x, 1)
            batch.endConstraint(constant: -10, relation: .equal, priority: .required)
            batch.appendTerm(y, 1)
            batch.appendTerm(fault == 0 ? Variable(column: 7) : x, -1)
            batch.endConstraint(constant: fault == 1 ? -.infinity : -5, relation: .equal,
                                priority: fault == 2 ? .optional(.infinity) : .optional(500))
            if fault == 3 {
                XCTAssertEqual(solver.addConstraintsIfAllFit(batch)?.count, 2)
                XCTAssertEqual(solver.currentValue(of: y), 15)
            } else {
                XCTAssertNil(solver.addConstraintsIfAllFit(batch), "fault \(fault)")
                XCTAssertEqual(solver.constraintCount, 0, "fault \(fault)")
            }
        }
    }
}
