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

    /// Everything that decides the solver's future behaviour: the live rows (id, basic
    /// symbol, constant, terms), the kinds and costs of the live symbols, the constraint
    /// and edit records and the current values. Equal snapshots mean "exactly unchanged"
    /// (same basis, same numbers), not merely an equivalent tableau.
    func snapshot(_ variables: [Variable] = []) -> TableauSnapshot {
        var snapshot = TableauSnapshot()
        for index in rows.indices where rowBasics[index] != Solver.freeRow {
            let row = rows[index]
            snapshot.rows.append(.init(id: index, basic: rowBasics[index].id, constant: row.constant,
                                       terms: row.sortedTerms.map { .init(symbol: $0.symbol.id, coefficient: $0.coefficient) }))
        }
        for index in symbolKinds.indices where symbolKinds[index] != .unused {
            snapshot.symbols.append(.init(id: index, kind: symbolKinds[index].rawValue,
                                          basicRow: basicRowOfSymbol[index],
                                          cost: costs[index].entries.map { .init(level: $0.level, coefficient: $0.coefficient) }))
        }
        snapshot.constraints = constraints.keys.sorted().map {
            let record = constraints[$0]!
            return .init(id: $0, marker: record.marker.id, other: record.other.id, priority: record.priority)
        }
        snapshot.edits = edits.keys.sorted().map { .init(symbol: $0.id, suggestion: edits[$0]!.suggestedValue) }
        snapshot.values = variables.map { currentValue(of: $0) }
        snapshot.counts = [rowCount, tableauTermCount, symbolCount, constraintCount]
        return snapshot
    }
}

struct TableauSnapshot: Equatable {
    struct TermEntry: Equatable { var symbol: Int32; var coefficient: Double }
    struct RowEntry: Equatable { var id: Int; var basic: Int32; var constant: Double; var terms: [TermEntry] }
    struct CostEntry: Equatable { var level: Double; var coefficient: Double }
    struct SymbolEntry: Equatable { var id: Int; var kind: UInt8; var basicRow: Int32; var cost: [CostEntry] }
    struct ConstraintEntry: Equatable { var id: UInt32; var marker: Int32; var other: Int32; var priority: Priority }
    struct EditEntry: Equatable { var symbol: Int32; var suggestion: Double }
    var rows: [RowEntry] = []
    var symbols: [SymbolEntry] = []
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

/// True when some basic dummy (the marker of a redundant required equality) is not zero,
/// which means a required equality no longer holds.
func hasNonZeroBasicDummy(_ solver: Solver) -> Bool {
    solver.invariantViolations().contains { $0.contains("dummy") }
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
