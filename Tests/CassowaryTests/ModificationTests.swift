import XCTest
@testable import Cassowary

/// Changing a constraint in place (Solver+Modification.swift): `setConstant` must give the
/// same solution as removing the constraint and adding it back with the new constant, and
/// `setPriority` the same as re-adding it at the new level.
final class ModificationTests: XCTestCase {
    func testSetConstantMovesTheSolutionLikeReAdding() throws {
        // left == 10, width == 100 @500, right == left + width, right <= 300 (required).
        let s = Solver()
        let left = s.newVariable(), width = s.newVariable(), right = s.newVariable()
        let l = s.add([(left, 1)], -10, .equal)
        let w = s.add([(width, 1)], -100, .equal, optional(500))
        s.add([(right, 1), (left, -1), (width, -1)], 0, .equal)
        let cap = s.add([(right, 1)], -300, .lessThanOrEqual); s.assertHealthy()
        assertValues(s, [(left, 10), (width, 100), (right, 110)])
        try s.setConstant(l, -50); s.assertHealthy()  // left == 50
        assertValues(s, [(left, 50), (width, 100), (right, 150)])
        try s.setConstant(w, -400); s.assertHealthy()  // width == 400 @500, capped by right <= 300
        assertValues(s, [(left, 50), (width, 250), (right, 300)])
        try s.setConstant(cap, -1000); s.assertHealthy()  // right <= 1000
        assertValues(s, [(left, 50), (width, 400), (right, 450)])
        XCTAssertEqual(s.constant(of: l), -50)
        XCTAssertEqual(s.constant(of: w), -400)
        XCTAssertEqual(s.constant(of: cap), -1000)
    }

    func testSetConstantThatBreaksARequiredConstraintIsRefusedAndChangesNothing() throws {
        // x >= 10 and x <= 20 (required); moving the floor to 30 would cross the cap.
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable()
        s.add([(x, 1)], 0, .equal, optional(10))
        let floor = s.add([(x, 1)], -10, .greaterThanOrEqual)
        s.add([(x, 1)], -20, .lessThanOrEqual)
        s.add([(y, 1), (x, -1)], 0, .equal, optional(20))
        try s.addEditVariable(y, priority: optional(5))
        try s.suggestValue(y, 17)
        s.updateVariables()
        let before = s.snapshot([x, y])
        assertSolverError(.unsatisfiableConstraint) { try s.setConstant(floor, -30) }
        XCTAssertEqual(s.snapshot([x, y]), before)
        XCTAssertEqual(s.constant(of: floor), -10)
        XCTAssertEqual(s.updateVariables(), [])
        s.assertHealthy()
        try s.setConstant(floor, -15); s.assertHealthy()
        assertValues(s, [(x, 15), (y, 15)])
    }

    func testSetConstantOfARedundantRequiredEquality() throws {
        // x == 5 twice: the copy may only keep its value (within the tolerance).
        let s = Solver()
        let x = s.newVariable()
        s.add([(x, 1)], -5, .equal)
        let copy = s.add([(x, 1)], -5, .equal)
        assertSolverError(.unsatisfiableConstraint) { try s.setConstant(copy, -6) }
        XCTAssertEqual(s.constant(of: copy), -5)
        XCTAssertNoThrow(try s.setConstant(copy, -5 - 1e-10))
        s.assertHealthy()
        XCTAssertEqual(s.solved(x), 5, accuracy: 1e-9)
    }

    func testSetConstantOfAnEqualityThatHasARedundantCopyIsRefused() throws {
        // x == 8 twice (required). Moving the first copy to x == 2 or x == 14 contradicts the
        // second: .unsatisfiableConstraint, and nothing changes (SolverError: "A refused
        // operation leaves the solver unchanged").
        for target in [-14.0, -2.0] {
            let s = Solver()
            let x = s.newVariable()
            let first = s.add([(x, 1)], -8, .equal)
            s.add([(x, 1)], -8, .equal)
            let before = s.snapshot([x])
            var refused = false
            do { try s.setConstant(first, target) } catch { refused = error == .unsatisfiableConstraint }
            XCTAssertFalse(hasNonZeroBasicDummy(s), "a basic dummy is away from zero: a required equality no longer holds")
            XCTAssertTrue(refused, "target \(target)")
            XCTAssertEqual(s.snapshot([x]), before)
            s.assertHealthy()
            XCTAssertEqual(s.solved(x), 8)
        }
    }

    func testSetConstantThatContradictsAnImpliedEqualityIsRefused() throws {
        // x == y + 1, y == z + 1, x == z + 2, z == 0 (required): x == y - 1 contradicts the others.
        let s = Solver()
        let x = s.newVariable(), y = s.newVariable(), z = s.newVariable()
        s.add([(z, 1)], 0, .equal)
        let first = s.add([(x, 1), (y, -1)], -1, .equal)
        s.add([(y, 1), (z, -1)], -1, .equal)
        s.add([(x, 1), (z, -1)], -2, .equal)
        let before = s.snapshot([x, y, z])
        for target in [-3.0, 1.0] {
            var refused = false
            do { try s.setConstant(first, target) } catch { refused = error == .unsatisfiableConstraint }
            XCTAssertFalse(hasNonZeroBasicDummy(s), "a basic dummy is away from zero: a required equality no longer holds")
            XCTAssertTrue(refused, "target \(target)")
            XCTAssertEqual(s.snapshot([x, y, z]), before)
        }
        s.assertHealthy()
        assertValues(s, [(x, 2), (y, 1), (z, 0)])
    }

    func testSetConstantOfARequiredEqualityMovesEverythingTiedToIt() throws {
        let s = Solver()
        let xs = (0..<5).map { _ in s.newVariable() }
        let anchor = s.add([(xs[0], 1)], 0, .equal)
        for i in 0..<4 { s.add([(xs[i + 1], 1), (xs[i], -1)], -10, .equal) }
        for value in [7.0, -3, 1e5, 0] {
            try s.setConstant(anchor, -value); s.assertHealthy()
            assertValues(s, xs.enumerated().map { ($0.element, value + 10 * Double($0.offset)) })
        }
    }

    func testSetConstantErrors() throws {
        let s = Solver()
        let x = s.newVariable()
        let c = s.add([(x, 1)], -1, .equal)
        try s.addEditVariable(x, priority: optional(100))
        let editID = ConstraintID(rawValue: c.rawValue + 1)  // white-box: the edit's constraint
        XCTAssertTrue(s.contains(editID))
        assertSolverError(.nonFiniteNumber) { try s.setConstant(c, .nan) }
        assertSolverError(.nonFiniteNumber) { try s.setConstant(c, .infinity) }
        assertSolverError(.unknownConstraint) { try s.setConstant(ConstraintID(rawValue: 999), 1) }
        assertSolverError(.unknownConstraint) { try s.setConstant(editID, 1) }
        assertSolverError(.unknownConstraint) { try s.removeConstraint(editID) }  // edits go via removeEditVariable
        XCTAssertNil(s.constant(of: ConstraintID(rawValue: 999)))
        XCTAssertNil(s.priority(of: ConstraintID(rawValue: 999)))
        s.assertHealthy()
        XCTAssertEqual(s.solved(x), 1)
    }

    func testSetPriorityReordersOptionalConstraints() throws {
        // @600 x == 10 beats @500 x == 20; swapping the levels swaps the winner.
        let s = Solver()
        let x = s.newVariable()
        let ten = s.add([(x, 1)], -10, .equal, optional(600))
        let twenty = s.add([(x, 1)], -20, .equal, optional(500))
        XCTAssertEqual(s.solved(x), 10)
        try s.setPriority(ten, optional(400)); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 20)
        XCTAssertEqual(s.priority(of: ten), optional(400))
        try s.setPriority(twenty, optional(300)); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 10)
        try s.setPriority(twenty, optional(400)); s.assertHealthy()  // a tie: both at 400
        let tied = s.solved(x)
        XCTAssertTrue(tied >= 10 - 1e-9 && tied <= 20 + 1e-9)
        s.remove(ten); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 20)
    }

    func testSetPriorityOfAnOptionalInequality() throws {
        // @300 x >= 50 loses to @400 x <= 10 until it is raised to 450.
        let s = Solver()
        let x = s.newVariable()
        let floor = s.add([(x, 1)], -50, .greaterThanOrEqual, optional(300))
        s.add([(x, 1)], -10, .lessThanOrEqual, optional(400))
        XCTAssertEqual(s.solved(x), 10)
        try s.setPriority(floor, optional(450)); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 50)
        try s.setPriority(floor, optional(350)); s.assertHealthy()
        XCTAssertEqual(s.solved(x), 10)
    }

    func testSetPriorityErrors() throws {
        // docs/uikit-behaviours.md A2: switching between required and optional after installation is refused.
        let s = Solver()
        let x = s.newVariable()
        let required = s.add([(x, 1)], -1, .greaterThanOrEqual)
        let optionalOne = s.add([(x, 1)], -5, .equal, optional(10))
        let before = s.snapshot([x])
        assertSolverError(.priorityKindChange) { try s.setPriority(required, optional(999)) }
        assertSolverError(.priorityKindChange) { try s.setPriority(optionalOne, .required) }
        assertSolverError(.nonFiniteNumber) { try s.setPriority(optionalOne, optional(.nan)) }
        assertSolverError(.unknownConstraint) { try s.setPriority(ConstraintID(rawValue: 77), optional(1)) }
        XCTAssertNoThrow(try s.setPriority(required, .required))
        XCTAssertNoThrow(try s.setPriority(optionalOne, optional(10)))
        XCTAssertEqual(s.snapshot([x]), before)
        s.assertHealthy()
    }

    // MARK: Many constants at once (Solver+ConstantBatch.swift)

    /// A column of rows, each `top[i] == top[i-1] + height[i-1]` with `height[i] == h`:
    /// every row's constant moves every row below it.
    private func rows(_ count: Int, in s: Solver) -> (tops: [Variable], heights: [ConstraintID]) {
        let tops = (0..<count).map { _ in s.newVariable() }
        let sizes = (0..<count).map { _ in s.newVariable() }
        var heights: [ConstraintID] = []
        s.add([(tops[0], 1)], 0, .equal)
        for i in 0..<count {
            heights.append(s.add([(sizes[i], 1)], -44, .equal))
            if i > 0 { s.add([(tops[i], 1), (tops[i - 1], -1), (sizes[i - 1], -1)], 0, .equal) }
        }
        return (tops, heights)
    }

    func testConstantsMovedTogetherGiveTheSolutionOfMovingThemOneByOne() throws {
        let together = Solver(), oneByOne = Solver()
        let a = rows(50, in: together), b = rows(50, in: oneByOne)
        XCTAssertEqual(together.solved(a.tops[49]), 49 * 44)
        XCTAssertEqual(oneByOne.solved(b.tops[49]), 49 * 44)
        let changes = stride(from: 0, to: 50, by: 3).map { ($0, -Double(30 + $0)) }
        XCTAssertTrue(together.setConstantsWithoutPivots(changes.map { (a.heights[$0.0], $0.1) }))
        for (index, constant) in changes { try oneByOne.setConstant(b.heights[index], constant) }
        together.assertHealthy()
        for i in 0..<50 {
            XCTAssertEqual(together.solved(a.tops[i]), oneByOne.solved(b.tops[i]), accuracy: 1e-9, "top \(i)")
        }
        XCTAssertEqual(together.constant(of: a.heights[3]), -33)
        XCTAssertEqual(together.pivotCount, oneByOne.pivotCount)
    }

    func testConstantsThatWouldLeaveABoundAreNotMovedTogether() throws {
        // The last top may not pass 2000: 50 rows of 44 would reach 2156, so moving every
        // height to 44 from 30 together is refused and nothing changes.
        let s = Solver()
        let (tops, heights) = rows(50, in: s)
        for height in heights { try s.setConstant(height, -30) }
        s.add([(tops[49], 1)], -2000, .lessThanOrEqual)
        let before = s.snapshot(tops)
        XCTAssertFalse(s.setConstantsWithoutPivots(heights.map { ($0, -44) }))
        XCTAssertEqual(s.snapshot(tops), before)
        XCTAssertEqual(s.constant(of: heights[0]), -30)
    }

    func testConstantsMovedTogetherRefuseBadRequestsAndChangeNothing() throws {
        let s = Solver()
        let (tops, heights) = rows(5, in: s)
        let before = s.snapshot(tops)
        XCTAssertFalse(s.setConstantsWithoutPivots([(heights[0], -10), (heights[0], -20)]), "named twice")
        XCTAssertFalse(s.setConstantsWithoutPivots([(heights[0], -10), (heights[1], .nan)]), "not finite")
        XCTAssertFalse(s.setConstantsWithoutPivots([(heights[0], -10), (ConstraintID(rawValue: 999), -1)]), "unknown")
        XCTAssertEqual(s.snapshot(tops), before)
    }
}
