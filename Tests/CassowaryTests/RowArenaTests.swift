import XCTest
@testable import Cassowary

/// The flat arena (`RowArena`, docs/solver.md "The flat arena and lazy materialization"):
/// a certified batch on an empty solver is kept flat, and every later operation gives
/// exactly — bit for bit — what it gave when the batch went into the LP's storage at once
/// (`keepsCertifiedBatchesFlat` off), including the LP's storage itself once materialized.
final class RowArenaTests: XCTestCase {
    /// A fill stack of three views in a 150-point canvas (as `testFillStackResolvesDirectly`):
    /// the batch stays flat, reads and a followed width change keep it flat, and the widths
    /// are the literal ones (10, 20, 150 − 10 − 20 − 2·5 = 110, then 90 for a 130 canvas).
    func testCertifiedBatchStaysFlatThroughReadsAndAFollowedWidthChange() throws {
        let solver = Solver()
        let (left, width, batch) = Self.fillStack(solver)
        let ids = try XCTUnwrap(solver.addConstraintsIfAllFit(batch))
        XCTAssertNotNil(solver.arena)
        XCTAssertTrue(solver.rows.isEmpty)  // no LP storage at all
        XCTAssertEqual(solver.columnKind.count, 6)  // the six variables, no logical or error
        XCTAssertEqual(solver.constraints.count, 0)
        XCTAssertEqual(solver.constraintCount, batch.count)
        XCTAssertEqual(solver.rowCount, batch.count)
        XCTAssertEqual(solver.currentValue(of: width[2]), 110)
        XCTAssertEqual(solver.currentValue(of: left[2]), 40)
        XCTAssertTrue(solver.contains(ids[3]))
        XCTAssertEqual(solver.constant(of: ids[3]), -150)
        XCTAssertEqual(solver.priority(of: ids[4]), .optional(750))
        XCTAssertTrue(solver.hasTerms(ids[3], [(left[2], 1), (width[2], 1)]))
        XCTAssertFalse(solver.hasTerms(ids[3], [(left[2], 1)]))
        XCTAssertTrue(solver.ambiguousVariables().isEmpty)
        try solver.setConstant(ids[3], -130)
        XCTAssertEqual(solver.currentValue(of: width[2]), 90)
        XCTAssertNotNil(solver.arena)  // followed in direct mode, still flat
        XCTAssertEqual(solver.constant(of: ids[3]), -130)
        XCTAssertFalse(solver.constraintsDetermining(width[2]).isEmpty)  // builds the LP
        XCTAssertNil(solver.arena)
        XCTAssertFalse(solver.isDirectlyResolved)
        XCTAssertEqual(solver.currentValue(of: width[2]), 90)
        solver.assertHealthy()
    }

    /// A batch that direct resolution cannot certify (a tie) goes into the LP's storage at
    /// once, as before.
    func testUncertifiedBatchIsStoredForTheLinearProgram() throws {
        let solver = Solver()
        let x = solver.newVariable(), y = solver.newVariable()
        XCTAssertNotNil(solver.addConstraintsIfAllFit([
            .init(LinearExpression([(x, 1), (y, 1)], constant: -10), .equal),
            .init(LinearExpression([(x, 1)], constant: 0), .equal, priority: .optional(250)),
            .init(LinearExpression([(y, 1)], constant: 0), .equal, priority: .optional(250)),
        ]))
        XCTAssertNil(solver.arena)
        XCTAssertFalse(solver.isDirectlyResolved)
        XCTAssertEqual(solver.rows.count, 3)
        XCTAssertEqual(solver.currentValue(of: x) + solver.currentValue(of: y), 10)
    }

    /// A refused batch (a required `5 == 0` with no variables) leaves the solver empty and
    /// able to keep the next batch flat.
    func testRefusedBatchChangesNothing() throws {
        let solver = Solver()
        let x = solver.newVariable()
        XCTAssertNil(solver.addConstraintsIfAllFit([
            .init(LinearExpression([(x, 1)], constant: -3), .equal),
            .init(LinearExpression([], constant: 5), .equal),
        ]))
        XCTAssertNil(solver.arena)
        XCTAssertEqual(solver.constraintCount, 0)
        XCTAssertEqual(solver.columnKind.count, 1)
        let ids = try XCTUnwrap(solver.addConstraintsIfAllFit([.init(LinearExpression([(x, 1)], constant: -3), .equal)]))
        XCTAssertEqual(ids.map(\.rawValue), [1])
        XCTAssertNotNil(solver.arena)
        XCTAssertEqual(solver.currentValue(of: x), 3)
    }

    /// Two required rows that contradict each other (x = 1 and x = 2): refused, solver empty.
    func testConflictingBatchIsRefused() {
        let solver = Solver()
        let x = solver.newVariable()
        XCTAssertNil(solver.addConstraintsIfAllFit([
            .init(LinearExpression([(x, 1)], constant: -1), .equal),
            .init(LinearExpression([(x, 1)], constant: -2), .equal),
        ]))
        XCTAssertNil(solver.arena)
        XCTAssertEqual(solver.constraintCount, 0)
        XCTAssertEqual(solver.rows.count, 0)
    }

    // MARK: Flat against stored at once

    /// Every kind of operation after a certified batch, on random layout-shaped problems:
    /// the flat solver and the one that stored the batch at once read the same bits after
    /// every step, refuse the same calls, and — once the flat one has materialized — hold
    /// the same storage (rows, columns, bounds, values, terms, column lists, constraint
    /// table), then the same LP (`snapshot`).
    func testEveryOperationAfterAFlatBatchMatchesTheBatchStoredAtOnce() throws {
        var random = DirectResolutionSolverTests.XorShift(state: 0x5EED_A2E4A)
        var flatCases = 0, uniqueFlatCases = 0
        for trial in 0..<2_000 {
            let rows = DirectResolutionSolverTests.problem(&random)
            let variableCount = 1 + rows.flatMap(\.3).max()!
            let operation = trial % Self.operationCount
            let seed = random.next()
            let flat = Self.play(rows, variables: variableCount, operation: operation, seed: seed, flat: true)
            let stored = Self.play(rows, variables: variableCount, operation: operation, seed: seed, flat: false)
            // And against a solver that never resolves directly: the same values wherever
            // the optimum is unique (a tie may be broken otherwise after the seeded
            // hand-over, docs/solver.md "Direct resolution").
            let never = Self.play(rows, variables: variableCount, operation: operation, seed: seed, flat: false,
                                  direct: false)
            if flat.ambiguous.isEmpty && never.ambiguous.isEmpty && flat.values.count == never.values.count {
                for (a, b) in zip(flat.values, never.values) where abs(a - b) > 1e-6 * max(1, abs(b)) {
                    XCTFail("trial \(trial) operation \(operation): \(flat.values) against the LP alone \(never.values)")
                    break
                }
                if flat.wasFlat { uniqueFlatCases += 1 }
            }
            if flat.wasFlat { flatCases += 1 }
            XCTAssertEqual(flat.log.count, stored.log.count, "trial \(trial) operation \(operation)")
            for (step, (a, b)) in zip(flat.log, stored.log).enumerated() where a != b {
                XCTFail("trial \(trial) operation \(operation) step \(step): \(a) != \(b)")
                break
            }
            XCTAssertEqual(flat.storage, stored.storage, "trial \(trial) operation \(operation): storage")
            XCTAssertEqual(flat.snapshot, stored.snapshot, "trial \(trial) operation \(operation): LP")
        }
        // About a fifth of the random problems are certified (pins often contradict them): those test the arena.
        XCTAssertGreaterThan(flatCases, 350)
        XCTAssertGreaterThan(uniqueFlatCases, 200)
    }

    static let operationCount = 13

    /// Builds `rows` as one batch, runs operation `operation` (then a width change and a
    /// read), and returns what was read at every step, the storage once materialized, the
    /// LP's snapshot, the final values and the ambiguous variables.
    static func play(_ rows: [(LinearExpression, Relation, Priority, [Int])], variables variableCount: Int,
                     operation: Int, seed: UInt64, flat: Bool, direct: Bool = true)
        -> (log: [String], storage: StorageImage, snapshot: SolverSnapshot, wasFlat: Bool, values: [Double],
            ambiguous: [Int]) {
        var random = DirectResolutionSolverTests.XorShift(state: seed | 1)
        let solver = Solver()
        solver.keepsCertifiedBatchesFlat = flat
        solver.usesDirectResolution = direct
        var vars = (0..<variableCount).map { _ in solver.newVariable() }
        func remap(_ expression: LinearExpression) -> LinearExpression {
            LinearExpression(expression.terms.map { (vars[$0.variable.column], $0.coefficient) }, constant: expression.constant)
        }
        var log: [String] = []
        func read(_ label: String) {
            let values = vars.map { solver.currentValue(of: $0).bitPattern }
            log.append("\(label): \(values) direct \(solver.isDirectlyResolved) count \(solver.constraintCount) rows \(solver.rowCount)")
        }
        func attempt(_ label: String, _ body: () throws -> Void) {
            do { try body(); log.append("\(label): ok") } catch { log.append("\(label): \(error)") }
        }
        // Rows added one by one before the batch (a scene's root pins), in two cases of three.
        for pin in 0..<Int(seed % 3) {
            let variable = vars[(pin + Int(seed >> 8)) % vars.count]
            attempt("pin") { _ = try solver.addConstraint(LinearExpression([(variable, 1)], constant: -Double(pin)), .equal) }
        }
        let ids = solver.addConstraintsIfAllFit(rows.map { .init(remap($0.0), $0.1, priority: $0.2) }) ?? []
        let wasFlat = solver.arena != nil
        log.append("batch: \(ids.map(\.rawValue))")
        read("built")
        func pick() -> ConstraintID? { ids.isEmpty ? nil : ids[random.below(ids.count)] }
        switch operation {
        case 0:  // constants moved one by one (followed, replayed or handed over)
            for _ in 0..<3 {
                guard let id = pick(), let constant = solver.constant(of: id) else { continue }
                let moved = constant + Double(random.pick([-40, -5, 3, 17, 200]))
                attempt("setConstant \(id.rawValue)") { try solver.setConstant(id, moved) }
                read("moved")
            }
        case 1:  // constants moved together
            var changes: [(constraint: ConstraintID, constant: Double)] = []
            for _ in 0..<2 {
                guard let id = pick(), let constant = solver.constant(of: id),
                      !changes.contains(where: { $0.constraint == id }) else { continue }
                changes.append((id, constant + Double(random.pick([-8, 6, 50]))))
            }
            let together = solver.setConstantsWithoutPivots(changes)
            log.append("setConstantsWithoutPivots: \(together)")
            if !together {  // as its callers do: one by one
                for change in changes { attempt("setConstant") { try solver.setConstant(change.constraint, change.constant) } }
            }
        case 2:  // a priority moved
            if let id = pick() {
                attempt("setPriority") { try solver.setPriority(id, .optional(Double(random.pick([1, 249, 500, 999])))) }
            }
        case 3:  // a constraint removed
            if let id = pick() { attempt("remove") { try solver.removeConstraint(id) } }
        case 4:  // a constraint added
            let variable = vars[random.below(vars.count)]
            attempt("add") {
                _ = try solver.addConstraint(LinearExpression([(variable, 1)], constant: -Double(random.pick([0, 7, 90]))),
                                             random.pick([.equal, .lessThanOrEqual]),
                                             priority: random.pick([.required, .optional(500)]))
            }
        case 5:  // an edit variable and a suggestion
            let variable = vars[random.below(vars.count)]
            attempt("edit") {
                try solver.addEditVariable(variable, priority: .optional(999))
                try solver.suggestValue(variable, Double(random.pick([3, 60])))
            }
        case 6:  // a new variable and a row on it
            let variable = solver.newVariable()
            vars.append(variable)
            attempt("new variable") { _ = try solver.addConstraint(LinearExpression([(variable, 1), (vars[0], -1)], constant: -4), .equal) }
        case 7:  // analyses
            log.append("ambiguous: \(solver.ambiguousVariables().map(\.column).sorted())")
            log.append("determining: \(solver.constraintsDetermining(vars[random.below(vars.count)]).map(\.rawValue))")
        case 8:  // the invariants and the counts
            log.append("problems: \(solver.invariantViolations().count) terms \(solver.tableauTermCount) symbols \(solver.symbolCount)")
        case 9:  // a second batch
            let variable = vars[random.below(vars.count)]
            let second = solver.addConstraintsIfAllFit([
                .init(LinearExpression([(variable, 1)], constant: -Double(random.pick([0, 12]))), .greaterThanOrEqual,
                      priority: .optional(100)),
                .init(LinearExpression([(variable, 1), (vars[0], -1)], constant: 0), .lessThanOrEqual,
                      priority: random.pick([.required, .optional(900)])),
            ])
            log.append("second batch: \(second?.map(\.rawValue) ?? [])")
        case 10:  // questions about constraints
            if !ids.isEmpty {
                let index = random.below(ids.count), id = ids[index]
                log.append("contains \(solver.contains(id)) constant \(String(describing: solver.constant(of: id))) "
                           + "priority \(String(describing: solver.priority(of: id)))")
                let row = rows[index]
                log.append("hasTerms \(solver.hasTerms(id, remap(row.0).terms))")
            }
            log.append("contains unknown \(solver.contains(ConstraintID(rawValue: UInt32(ids.count + 7))))")
            if let pin = ids.first.map({ ConstraintID(rawValue: $0.rawValue - 1) }), solver.contains(pin) {
                // A stored row (a pin) moved while the batch is flat: its copy in the arena too.
                attempt("pin moved") { try solver.setConstant(pin, 2) }
                read("pin moved")
            }
        case 11:  // a required constant moved far (may be refused)
            if let id = ids.first(where: { solver.priority(of: $0) == .required }) {
                attempt("far") { try solver.setConstant(id, -1e6) }
            }
        default:  // the same width changes many times (relayouts)
            if let id = ids.dropFirst().first, let constant = solver.constant(of: id) {
                for step in 0..<6 {
                    attempt("relayout") { try solver.setConstant(id, constant - Double(10 * step)) }
                    read("relayout \(step)")
                }
            }
        }
        read("after")
        if let id = pick(), let constant = solver.constant(of: id) {
            attempt("width") { try solver.setConstant(id, constant - 3) }
        }
        read("final")
        solver.materializeArena()
        // Variables no LP operation needed may still be lazy: their entries are the defaults
        // eager allocation stores (compared here), made now.
        solver.materializeLazyColumns()
        let storage = StorageImage(solver)
        let snapshot = solver.snapshot(vars)
        let values = vars.map { solver.currentValue(of: $0) }
        let ambiguous = solver.ambiguousVariables().map(\.column).sorted()
        return (log, storage, snapshot, wasFlat, values, ambiguous)
    }

    /// The solver's storage before the LP is built (what `materializeArena` must make).
    struct StorageImage: Equatable {
        var rows: [[Double]] = []
        var columns: [[Double]] = []
        var terms: [[Double]] = []
        var entries: [[Double]] = []
        var constraints: [[Double]] = []
        var counters: [Int] = []
        var valueBits: [UInt64] = []

        init(_ solver: Solver) {
            let owners = solver.rowOwners(includingEdits: true)
            for (index, row) in solver.rows.enumerated() {
                rows.append([Double(row.termStart), Double(row.termCount), Double(row.logical), Double(row.positiveError),
                             Double(row.negativeError), row.isRequired ? 1 : 0, row.level, row.relation == .equal ? 0 : row.relation == .lessThanOrEqual ? 1 : 2,
                             Double(row.state.rawValue), Double(row.sequence), Double(owners[index])])
            }
            for column in solver.columnKind.indices {
                columns.append([Double(solver.columnKind[column].rawValue), solver.lowerBound[column], solver.upperBound[column],
                                solver.value[column], Double(solver.basisPosition[column]),
                                Double(solver.columnRow[column]), Double(solver.requiredRowCount[column]),
                                solver.witnessValue[column], Double(solver.witnessStamp[column]),
                                solver.isDirty[column] ? 1 : 0, solver.publishedValues[column]])
                entries.append(solver.columnEntries[column].flatMap { [Double($0.row), $0.coefficient] })
            }
            valueBits = solver.value.map(\.bitPattern)
            terms = [solver.termColumns.map(Double.init), solver.termCoefficients]
            constraints = solver.constraints.keys.sorted().map { key in
                let record = solver.constraints[key]!
                return [Double(key), Double(record.row), record.priority.autoLayoutValue, record.constant, record.isEdit ? 1 : 0]
            }
            counters = [solver.liveRowCount, solver.deadRowCount, solver.nextRowSequence, Int(solver.nextConstraintID),
                        Int(solver.witnessEpoch), solver.pendingOperationCount, solver.numericalTroubleCount,
                        solver.factorIsCurrent ? 1 : 0, solver.needsSettle ? 1 : 0, solver.isDirectlyResolved ? 1 : 0]
                + solver.pendingRows.map(Int.init) + solver.basisHeader.map(Int.init) + solver.dirtyVariables.map(Int.init)
        }
    }

    /// A fill stack: three views at gaps of 5 in a 150-point canvas, intrinsic widths 10,
    /// 20, 30, the last hugging at 249 (it takes the slack).
    static func fillStack(_ solver: Solver) -> ([Variable], [Variable], [Solver.PendingConstraint]) {
        let widths = [10.0, 20.0, 30.0]
        let left = widths.map { _ in solver.newVariable() }
        let width = widths.map { _ in solver.newVariable() }
        var batch: [Solver.PendingConstraint] = []
        func row(_ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation, _ priority: Priority = .required) {
            batch.append(.init(LinearExpression(terms, constant: constant), relation, priority: priority))
        }
        row([(left[0], 1)], 0, .equal)
        for index in 1..<3 { row([(left[index], 1), (left[index - 1], -1), (width[index - 1], -1)], -5, .equal) }
        row([(left[2], 1), (width[2], 1)], -150, .equal)
        for index in 0..<3 {
            row([(width[index], 1)], -widths[index], .greaterThanOrEqual, .optional(750))
            row([(width[index], 1)], -widths[index], .lessThanOrEqual, .optional(index == 2 ? 249 : 250))
        }
        return (left, width, batch)
    }
}
