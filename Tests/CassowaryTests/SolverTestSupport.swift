import XCTest
@testable import Cassowary

/// Small helpers that let solver tests read like the constraints they state.
extension Solver {
    /// Adds `Σ terms + constant RELATION 0`; fails the test on error.
    @discardableResult
    func add(_ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation,
             _ priority: Priority = .required, file: StaticString = #filePath, line: UInt = #line) -> ConstraintID {
        do {
            return try addConstraint(LinearExpression(terms.map { ($0.0, $0.1) }, constant: constant), relation, priority: priority)
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return ConstraintID(rawValue: 0)
        }
    }

    /// Adds `Σ terms + constant RELATION 0`, passing errors on (for tests that expect one).
    @discardableResult
    func tryAdd(_ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation,
                _ priority: Priority = .required) throws(SolverError) -> ConstraintID {
        try addConstraint(LinearExpression(terms.map { ($0.0, $0.1) }, constant: constant), relation, priority: priority)
    }

    /// Removes a constraint; fails the test on error.
    func remove(_ constraint: ConstraintID, file: StaticString = #filePath, line: UInt = #line) {
        do { try removeConstraint(constraint) } catch { XCTFail("unexpected \(error)", file: file, line: line) }
    }

    /// The solution, published.
    func solved(_ variable: Variable) -> Double {
        updateVariables()
        return value(of: variable)
    }

    func assertHealthy(file: StaticString = #filePath, line: UInt = #line) {
        let problems = invariantViolations()
        XCTAssert(problems.isEmpty, problems.joined(separator: "\n"), file: file, line: line)
    }

    /// Everything that decides the solver's future behaviour, once solved: the live and
    /// removed rows (id, state, basic column, relation), every column in use (kind, value,
    /// bounds, basis position, reduced cost), the constraint and edit records, the length
    /// of the eta file and the current values. Equal snapshots mean "exactly unchanged"
    /// (same basis, same numbers), not merely an equivalent solution.
    func snapshot(_ variables: [Variable] = []) -> SolverSnapshot {
        settle()
        var snapshot = SolverSnapshot()
        for index in rows.indices where rows[index].state != .free {
            let row = rows[index]
            snapshot.rows.append(.init(id: index, state: row.state.rawValue, basic: basisHeader[index],
                                       terms: terms(of: index).map { .init(column: termColumns[$0], coefficient: termCoefficients[$0]) },
                                       level: row.level, required: row.isRequired))
        }
        for index in columnKind.indices where columnKind[index] != .unused {
            snapshot.columns.append(.init(id: index, kind: columnKind[index].rawValue, row: columnRow[index], value: value[index],
                                          lower: lowerBound[index], upper: upperBound[index],
                                          position: basisPosition[index],
                                          cost: reducedCost[index].entries.map { .init(level: $0.level, coefficient: $0.coefficient) }))
        }
        snapshot.constraints = constraints.keys.sorted().map {
            let record = constraints[$0]!
            return .init(id: $0, row: record.row, priority: record.priority, constant: record.constant)
        }
        snapshot.edits = edits.keys.sorted().map { .init(column: $0, suggestion: edits[$0]!.suggestedValue) }
        snapshot.values = variables.map { currentValue(of: $0) }
        snapshot.counts = [rowCount, tableauTermCount, symbolCount, constraintCount, factor.etas.count]
        return snapshot
    }
}

struct SolverSnapshot: Equatable {
    struct TermEntry: Equatable { var column: Int32; var coefficient: Double }
    struct RowEntry: Equatable {
        var id: Int; var state: UInt8; var basic: Int32; var terms: [TermEntry]; var level: Double; var required: Bool
    }
    struct CostEntry: Equatable { var level: Double; var coefficient: Double }
    struct ColumnEntry: Equatable {
        var id: Int; var kind: UInt8; var row: Int32; var value: Double; var lower: Double; var upper: Double; var position: Int32
        var cost: [CostEntry]
    }
    struct ConstraintEntry: Equatable { var id: UInt32; var row: Int32; var priority: Priority; var constant: Double }
    struct EditEntry: Equatable { var column: Int32; var suggestion: Double }
    var rows: [RowEntry] = []
    var columns: [ColumnEntry] = []
    var constraints: [ConstraintEntry] = []
    var edits: [EditEntry] = []
    var values: [Double] = []
    var counts: [Int] = []
}

func optional(_ level: Double) -> Priority { .optional(level) }

/// Asserts that `body` throws exactly `expected`.
func assertSolverError(_ expected: SolverError, file: StaticString = #filePath, line: UInt = #line,
                       _ body: () throws -> Void) {
    do {
        try body()
        XCTFail("expected \(expected), but nothing was thrown", file: file, line: line)
    } catch {
        XCTAssertEqual(error as? SolverError, expected, file: file, line: line)
    }
}

/// True when some required equality no longer holds: its row's activity is away from its
/// target (the old tableau's "basic dummy away from zero").
func hasNonZeroBasicDummy(_ solver: Solver) -> Bool {
    solver.settle()
    for row in solver.rows.indices where solver.rows[row].state == .live && solver.rows[row].isRequired {
        let logical = Int(solver.rows[row].logical)
        guard solver.lowerBound[logical] == solver.upperBound[logical] else { continue }
        let target = solver.lowerBound[logical]
        if abs(solver.activity(of: row) - target) > 1e-8 * max(1, abs(target)) { return true }
    }
    return false
}

/// Asserts that every variable has its expected solved value.
func assertValues(_ solver: Solver, _ expected: [(Variable, Double)], accuracy: Double = 1e-9,
                  file: StaticString = #filePath, line: UInt = #line) {
    solver.updateVariables()
    for (variable, value) in expected {
        XCTAssertEqual(solver.value(of: variable), value, accuracy: accuracy,
                       "variable \(solver.name(of: variable) ?? "v\(variable.id)")", file: file, line: line)
    }
}

/// A deterministic xorshift64* generator, so that randomized tests replay exactly.
struct XorShift: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed &* 0x2545_F491_4F6C_DD1D | 1 }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }

    /// A uniform integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
