import XCTest
@testable import Cassowary

/// `Solver.newFourVariables()` makes what four calls of `newVariable()` make: the same ids,
/// the same storage, whether the columns are fresh (appended together), recycled from
/// released ones (one by one), or made after a flat batch (the arena moved into the LP's
/// storage first).
final class NewFourVariablesTests: XCTestCase {
    /// Every per-column array's count, the LP's included.
    private static func columnCounts(_ solver: Solver) -> [Int] {
        [solver.columnKind.count, solver.value.count, solver.publishedValues.count, solver.isDirty.count,
         solver.witnessValue.count, solver.witnessStamp.count, solver.lowerBound.count, solver.upperBound.count,
         solver.basisPosition.count, solver.columnRow.count, solver.columnEntries.columnCount,
         solver.requiredRowCount.count, solver.reducedCost.count]
    }

    /// Makes four variables on `solver`, together or one by one.
    private static func four(_ solver: Solver, together: Bool) -> [Variable] {
        if together {
            let (a, b, c, d) = solver.newFourVariables()
            return [a, b, c, d]
        }
        return (0..<4).map { _ in solver.newVariable() }
    }

    /// Both solvers went through `prepare`; four variables made each way must agree, and the
    /// solvers must still solve alike.
    private func assertAlike(_ prepare: (Solver) throws -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        let together = Solver(), oneByOne = Solver()
        try prepare(together)
        try prepare(oneByOne)
        let made = Self.four(together, together: true)
        XCTAssertEqual(made, Self.four(oneByOne, together: false), file: file, line: line)
        XCTAssertEqual(Set(made.map(\.id)).count, 4, file: file, line: line)
        XCTAssertEqual(Self.columnCounts(together), Self.columnCounts(oneByOne), file: file, line: line)
        XCTAssertEqual(together.columnKind, oneByOne.columnKind, file: file, line: line)
        for (index, variable) in made.enumerated() {
            for solver in [together, oneByOne] {
                try solver.addConstraint(LinearExpression([(variable, 1)], constant: -Double(10 * index + 1)), .equal)
            }
        }
        _ = together.updateVariables()
        _ = oneByOne.updateVariables()
        XCTAssertEqual(made.map { together.value(of: $0) }, [1, 11, 21, 31], file: file, line: line)
        XCTAssertEqual(made.map { oneByOne.value(of: $0) }, [1, 11, 21, 31], file: file, line: line)
        XCTAssertTrue(together.invariantViolations().isEmpty, file: file, line: line)
    }

    func testFreshColumnsAreTheNextFourIDs() throws {
        try assertAlike { solver in _ = solver.newVariable() }
        let solver = Solver()
        let first = solver.newVariable()
        let (a, b, c, d) = solver.newFourVariables()
        XCTAssertEqual([a.id, b.id, c.id, d.id], [first.id + 1, first.id + 2, first.id + 3, first.id + 4])
        // Lazy, as `newVariable()` leaves them: no LP entries yet.
        XCTAssertTrue(solver.hasLazyColumns)
        XCTAssertEqual(solver.lowerBound.count, 0)
    }

    /// Released columns (removed optional constraints' logical and error columns, purged by a
    /// refactorization) are recycled, in the order `newVariable()` takes them.
    func testReleasedColumnsAreRecycledAsOneByOne() throws {
        try assertAlike { solver in
            let x = solver.newVariable()
            var ids: [ConstraintID] = []
            for target in [5.0, 7, 9] {
                ids.append(try solver.addConstraint(LinearExpression([(x, 1)], constant: -target), .equal,
                                                    priority: .optional(500)))
            }
            for id in ids { try solver.removeConstraint(id) }
            solver.refactorRecomputingCosts()
            XCTAssertGreaterThanOrEqual(solver.freeColumns.count, 4)
        }
    }

    /// After a certified batch kept flat: the arena becomes LP storage first, its rows'
    /// columns before the new variables.
    func testAfterAFlatBatch() throws {
        try assertAlike { solver in
            let (_, _, batch) = RowArenaTests.fillStack(solver)
            XCTAssertNotNil(solver.addConstraintsIfAllFit(batch))
            XCTAssertNotNil(solver.arena)
        }
    }

    /// `newVariableRectangles(n)` makes what `n` calls of `newFourVariables()` make (the same
    /// ids, in the order `takeFour` hands them out, and the same storage) and leaves the solver
    /// solving alike; with a released column to recycle it makes nothing.
    func testRectanglesMadeAtOnceAreThoseMadeFourAtATime() throws {
        let atOnce = Solver(), fourAtATime = Solver()
        for solver in [atOnce, fourAtATime] { _ = solver.newVariable() }
        var prepared = atOnce.newVariableRectangles(3)
        XCTAssertEqual(prepared.count, 12)
        var made: [Variable] = []
        while let (a, b, c, d) = prepared.takeFour() { made += [a, b, c, d] }
        XCTAssertEqual(prepared.count, 0)
        XCTAssertEqual(made, (0..<3).flatMap { _ in Self.four(fourAtATime, together: true) })
        XCTAssertEqual(Self.columnCounts(atOnce), Self.columnCounts(fourAtATime))
        XCTAssertEqual(atOnce.columnKind, fourAtATime.columnKind)
        // The next variable follows them, as it would have.
        XCTAssertEqual(atOnce.newVariable(), fourAtATime.newVariable())
        for (index, variable) in made.enumerated() {
            for solver in [atOnce, fourAtATime] {
                try solver.addConstraint(LinearExpression([(variable, 1)], constant: -Double(index)), .equal)
            }
        }
        _ = atOnce.updateVariables()
        _ = fourAtATime.updateVariables()
        XCTAssertEqual(made.map { atOnce.value(of: $0) }, made.indices.map(Double.init))
        XCTAssertEqual(made.map { fourAtATime.value(of: $0) }, made.indices.map(Double.init))
        XCTAssertTrue(atOnce.invariantViolations().isEmpty)

        let recycling = Solver()
        let x = recycling.newVariable()
        let id = try recycling.addConstraint(LinearExpression([(x, 1)], constant: -5), .equal, priority: .optional(500))
        try recycling.removeConstraint(id)
        recycling.refactorRecomputingCosts()
        XCTAssertFalse(recycling.freeColumns.isEmpty)
        let columns = recycling.columnKind.count
        XCTAssertEqual(recycling.newVariableRectangles(2).count, 0)
        XCTAssertEqual(recycling.columnKind.count, columns)
        XCTAssertEqual(recycling.newVariableRectangles(0).count, 0)
    }
}
