import XCTest
@testable import Cassowary

/// The witness's stamps are 32-bit (`Solver+Witness.swift`, docs/solver.md "Where the
/// solver's heap is now"): when the epoch comes round past `UInt32.max`, no stamp from an
/// earlier round may pass for the current one, and epoch 0 (an unstamped column's) is
/// never used.
final class WitnessEpochTests: XCTestCase {
    func testTheEpochRestartsWithEveryStampCleared() throws {
        let solver = Solver()
        let x = solver.newVariable(), y = solver.newVariable()
        try solver.addConstraint(LinearExpression([(x, 1)], constant: -5), .equal)
        try solver.addConstraint(LinearExpression([(y, 1), (x, -1)], constant: -2), .equal)
        XCTAssertEqual(solver.currentValue(of: y), 7)
        solver.witnessEpoch = UInt32.max
        solver.witnessStamp[x.column] = 1  // stamped in an earlier round of epochs
        solver.witnessValue[x.column] = -7
        solver.witnessValue[y.column] = -9  // never stamped (0)
        XCTAssertEqual(solver.witness(x.column), 5)
        XCTAssertEqual(solver.witness(y.column), 7)
        solver.advanceWitnessEpoch()
        XCTAssertEqual(solver.witnessEpoch, 1)
        XCTAssertEqual(solver.witnessStamp[x.column], 0)
        // Neither the old stamp 1 nor an unstamped column's 0 matches the new epoch.
        XCTAssertEqual(solver.witness(x.column), 5)
        XCTAssertEqual(solver.witness(y.column), 7)
        // The witness still decides additions: y ≥ 6 holds at the witness (7) and is
        // accepted without solving; y ≤ 3 contradicts x = 5, y = x + 2 and is refused.
        let uncertain = solver.uncertainAdditionCount
        try solver.addConstraint(LinearExpression([(y, 1)], constant: -6), .greaterThanOrEqual)
        XCTAssertEqual(solver.uncertainAdditionCount, uncertain)
        XCTAssertThrowsError(try solver.addConstraint(LinearExpression([(y, 1)], constant: -3), .lessThanOrEqual))
        XCTAssertEqual(solver.currentValue(of: y), 7)
        solver.assertHealthy()
    }
}
