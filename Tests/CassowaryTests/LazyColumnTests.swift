import XCTest
@testable import Cassowary

/// Lazy columns (`Solver+LazyColumns.swift`, docs/solver.md "The flat arena and lazy
/// materialization"): a variable gets its LP entries only when the LP needs them, and
/// every operation that needs the LP finds them all there — the same storage, values and
/// LP as a solver that made them at once.
final class LazyColumnTests: XCTestCase {
    /// The LP's per-column arrays of `solver`, by count.
    private static func linearProgramCounts(_ solver: Solver) -> [Int] {
        [solver.lowerBound.count, solver.upperBound.count, solver.basisPosition.count, solver.columnRow.count,
         solver.columnEntries.columnCount, solver.requiredRowCount.count, solver.reducedCost.count]
    }

    /// A scene's shape: two root variables pinned by rows added one by one, then six more
    /// variables and a fill stack of three views (`RowArenaTests.fillStack`) as one batch.
    private static func sceneLikeSolver(flat: Bool) throws -> (Solver, root: [Variable], left: [Variable],
                                                                width: [Variable], ids: [ConstraintID]) {
        let solver = Solver()
        solver.keepsCertifiedBatchesFlat = flat
        let root = [solver.newVariable(), solver.newVariable()]
        for variable in root { try solver.addConstraint(LinearExpression([(variable, 1)]), .equal) }
        let (left, width, batch) = RowArenaTests.fillStack(solver)
        let ids = try XCTUnwrap(solver.addConstraintsIfAllFit(batch))
        return (solver, root, left, width, ids)
    }

    /// A certified flat build leaves the variables made after the root's pins lazy: the
    /// pins' settle and the batch visit none of their LP entries. Reads and a followed
    /// width change keep them lazy; the values are the fill stack's literal ones (10, 20,
    /// 150 − 10 − 20 − 2·5 = 110; 90 in a 130 canvas).
    func testFlatBuildKeepsTheVariablesLazy() throws {
        let (solver, root, left, width, ids) = try Self.sceneLikeSolver(flat: true)
        XCTAssertNotNil(solver.arena)
        XCTAssertEqual(solver.columnKind.count, 10)  // eight variables, the pins' two logicals
        // The root's two variables and the pins' logicals have entries; the stack's six not.
        XCTAssertEqual(Self.linearProgramCounts(solver), Array(repeating: 4, count: 7))
        XCTAssertTrue(solver.hasLazyColumns)
        XCTAssertEqual(solver.currentValue(of: root[0]), 0)
        XCTAssertEqual(solver.currentValue(of: width[2]), 110)
        XCTAssertEqual(solver.currentValue(of: left[2]), 40)
        XCTAssertEqual(solver.updateVariables().count, 5)  // left 1, left 2, the three widths
        XCTAssertTrue(solver.ambiguousVariables().isEmpty)
        try solver.setConstant(ids[3], -130)
        XCTAssertEqual(solver.currentValue(of: width[2]), 90)
        XCTAssertTrue(solver.hasLazyColumns)
        XCTAssertEqual(Self.linearProgramCounts(solver), Array(repeating: 4, count: 7))
    }

    /// Every operation that needs the LP, after a flat build with lazy variables: it finds
    /// every column's entries (a missing one would trap or fail the counts), and the solver
    /// ends healthy with the storage, values and LP of the one that stored the batch at
    /// once.
    func testEveryOperationThatNeedsTheLinearProgramMaterializesTheLazyColumns() throws {
        let operations: [(String, (Solver, [Variable], [Variable], [ConstraintID]) throws -> Void)] = [
            ("invariants", { solver, _, _, _ in XCTAssertTrue(solver.invariantViolations().isEmpty) }),
            ("determining", { solver, _, width, _ in _ = solver.constraintsDetermining(width[1]) }),
            ("add", { solver, _, width, _ in try solver.addConstraint(LinearExpression([(width[0], 1)], constant: -12), .equal) }),
            ("add on a lazy variable only", { solver, left, _, _ in
                try solver.addConstraint(LinearExpression([(left[1], 1)], constant: -40), .lessThanOrEqual,
                                         priority: .optional(100))
            }),
            ("remove", { solver, _, _, ids in try solver.removeConstraint(ids[5]) }),
            ("priority", { solver, _, _, ids in try solver.setPriority(ids[4], .optional(100)) }),
            ("edit", { solver, _, width, _ in
                try solver.addEditVariable(width[1], priority: .optional(999))
                try solver.suggestValue(width[1], 33)
            }),
            ("ambiguity after a change", { solver, _, width, _ in
                try solver.addConstraint(LinearExpression([(width[2], 1)], constant: -100), .lessThanOrEqual,
                                         priority: .optional(1))
                XCTAssertTrue(solver.ambiguousVariables().isEmpty)
            }),
            ("second batch", { solver, _, width, _ in
                XCTAssertNotNil(solver.addConstraintsIfAllFit([.init(LinearExpression([(width[0], 1)], constant: -15),
                                                                     .greaterThanOrEqual, priority: .optional(800))]))
            }),
            ("new variable", { solver, left, _, _ in
                let extra = solver.newVariable()
                try solver.addConstraint(LinearExpression([(extra, 1), (left[2], -1)], constant: -4), .equal)
            }),
            ("counts", { solver, _, _, _ in XCTAssertGreaterThan(solver.factorNonzeroCount, 0) }),
        ]
        for (name, operation) in operations {
            let (lazy, _, left, width, ids) = try Self.sceneLikeSolver(flat: true)
            let (eager, _, eagerLeft, eagerWidth, eagerIDs) = try Self.sceneLikeSolver(flat: false)
            XCTAssertTrue(lazy.hasLazyColumns, name)
            XCTAssertFalse(eager.hasLazyColumns, name)  // a batch stored for the LP makes them all
            try operation(lazy, left, width, ids)
            try operation(eager, eagerLeft, eagerWidth, eagerIDs)
            XCTAssertFalse(lazy.hasLazyColumns, name)
            XCTAssertEqual(Self.linearProgramCounts(lazy), Array(repeating: lazy.columnKind.count, count: 7), name)
            let variables = (0..<lazy.columnKind.count).filter { lazy.columnKind[$0] == .external }.map { Variable(column: $0) }
            XCTAssertEqual(variables.map { lazy.currentValue(of: $0).bitPattern },
                           variables.map { eager.currentValue(of: $0).bitPattern }, name)
            XCTAssertEqual(lazy.snapshot(variables), eager.snapshot(variables), name)
            lazy.assertHealthy()
        }
    }

    /// Variables made after the LP is built are lazy until an operation needs them: the
    /// incremental settle of a read leaves them so, a row naming one (or an edit on one)
    /// makes them all. `y = x + 10` at x = 5, then `z == 2y` pins z to 30.
    func testVariablesMadeAfterTheLinearProgramWaitForARowNamingThem() throws {
        let solver = Solver()
        let x = solver.newVariable(), y = solver.newVariable()
        try solver.addConstraint(LinearExpression([(x, 1)], constant: -5), .equal)
        try solver.addConstraint(LinearExpression([(y, 1), (x, -1)], constant: -10), .equal)
        XCTAssertEqual(solver.currentValue(of: y), 15)
        let z = solver.newVariable(), w = solver.newVariable()
        XCTAssertTrue(solver.hasLazyColumns)
        try solver.setConstant(ConstraintID(rawValue: 1), -6)  // an LP constant change
        XCTAssertFalse(solver.hasLazyColumns)
        let v = solver.newVariable()
        XCTAssertEqual(solver.currentValue(of: y), 16)
        XCTAssertEqual(solver.currentValue(of: v), 0)
        XCTAssertTrue(solver.hasLazyColumns)
        try solver.addConstraint(LinearExpression([(z, 1), (y, -2)]), .equal)
        XCTAssertFalse(solver.hasLazyColumns)
        XCTAssertEqual(solver.currentValue(of: z), 32)
        let u = solver.newVariable()
        try solver.addEditVariable(u, priority: .optional(750))
        try solver.suggestValue(u, 7)
        XCTAssertEqual(solver.currentValue(of: u), 7)
        XCTAssertEqual(solver.currentValue(of: w), 0)
        solver.assertHealthy()
    }

    /// The values direct mode replaced are kept compactly (a column list, and only the
    /// values that were not 0) and given back last replaced first, each column once with
    /// the value it had before its first replacement, a negative zero's sign kept.
    func testReplacedValuesComeBackLastFirstWithTheirFirstValue() {
        let solution = Solver.DirectSolution()
        solution.recordPreviousValue(3, 0, columnCount: 8)
        solution.recordPreviousValue(5, 12.5, columnCount: 8)
        solution.recordPreviousValue(3, 99, columnCount: 8)  // recorded already: ignored
        solution.recordPreviousValue(1, -0.0, columnCount: 8)
        solution.recordPreviousValue(7, -4, columnCount: 8)
        solution.recordPreviousValue(0, 0, columnCount: 8)
        let restored = solution.previousValuesLastFirst
        XCTAssertEqual(restored.map(\.column), [0, 7, 1, 5, 3])
        XCTAssertEqual(restored.map(\.value.bitPattern), [0.0, -4, -0.0, 12.5, 0].map(\.bitPattern))
        XCTAssertEqual(solution.replacedColumns, [3, 5, 1, 7, 0])
    }
}
