@testable import Cassowary

/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001) with strict priority
/// levels, in the shape of kiwi (nucleic/kiwi).
///
/// The tableau is kept in *basic feasible solved form*: every basic symbol has a row
/// `basic = constant + Σ coefficient·parametric`; parametric symbols are zero; restricted
/// basic symbols have non-negative constants. Adding a constraint substitutes its basic
/// symbols, picks a subject and pivots it in; the primal simplex then re-optimises the
/// lexicographic objective. Suggesting an edit value shifts row constants and the dual
/// simplex repairs feasibility.
///
/// Sparsity is what makes it fast: rows are sorted (symbol, coefficient) arrays; a column
/// index lists the rows that contain each symbol, so a substitution touches only those
/// rows; the objective is stored per symbol (`TableauCostVector`), so it never becomes one long
/// row that every pivot rewrites. Independent parts of a layout (the two axes, unrelated
/// subtrees) share no symbols and so never touch each other's rows.
public final class TableauSolver {
    // MARK: Symbols (indexed by symbol id)

    var symbolKinds: [TableauSymbolKind] = []
    /// TableauRow that has the symbol as its basic variable, or -1 when it is parametric.
    var basicRowOfSymbol: [Int32] = []
    /// The rows that contain each symbol (lazily maintained; see `TableauColumnIndex`).
    var columns = TableauColumnIndex()
    /// The symbol's coefficients in the lexicographic objective.
    var costs: [TableauCostVector] = []
    var freeSymbols: [TableauSymbol] = []

    // MARK: Rows (indexed by row id)

    var rows: [TableauRow] = []
    /// The basic symbol of each row; `TableauSolver.freeRow` for free slots and
    /// `TableauSolver.objectiveRow` for the artificial objective of phase one.
    var rowBasics: [TableauSymbol] = []
    var freeRows: [Int32] = []
    static let freeRow = TableauSymbol(id: -1)
    static let objectiveRow = TableauSymbol(id: -2)

    // MARK: Work lists

    /// Symbols whose cost changed since they were last found not to improve the objective:
    /// a min-heap by id, so that the entering symbol is the lowest-numbered improving one
    /// (Bland's rule, which rules out cycling on degenerate pivots).
    var candidateHeap: [TableauSymbol] = []
    var isCandidate: [Bool] = []
    /// Basic symbols whose row constant went negative (for the dual simplex).
    var infeasibleBasics: [TableauSymbol] = []
    /// Set when a constant shift left a basic dummy away from zero (a contradiction).
    var dummyRowBroken = false
    /// External symbols whose value may have changed since the last `updateVariables()`.
    var dirtyVariables: [TableauSymbol] = []
    var isDirty: [Bool] = []
    /// Epoch stamps for de-duplicating rows while walking a column.
    var rowVisitStamp: [UInt32] = []
    var visitEpoch: UInt32 = 0
    /// Scratch buffers for the symbols a merge adds to or removes from a row.
    var addedSymbols: [TableauSymbol] = []
    var removedSymbols: [TableauSymbol] = []

    // MARK: Constraints and variables

    struct ConstraintRecord {
        /// Slack (inequality), dummy (required equality) or positive error (optional equality).
        var marker: TableauSymbol
        /// The error of an optional inequality or the negative error of an optional equality.
        var other: TableauSymbol
        var priority: Priority
        /// The constant of the constraint's expression (`expression + constant REL 0`).
        var constant: Double
        /// The marker's coefficient in the original equation, for changing the constant.
        var markerCoefficient: Double
        /// Edit constraints are internal: only `removeEditVariable` may remove them.
        var isEdit = false
    }

    var constraints: [UInt32: ConstraintRecord] = [:]
    var nextConstraintID: UInt32 = 1

    struct EditInfo {
        var constraint: ConstraintID
        var marker: TableauSymbol
        var other: TableauSymbol
        var suggestedValue: Double
    }

    var edits: [TableauSymbol: EditInfo] = [:]
    var variableNames: [TableauSymbol: String] = [:]
    /// Published values (`updateVariables()`), indexed by symbol id.
    var publishedValues: [Double] = []

    /// Undo log for the one operation that can fail part-way: adding a required constraint
    /// that needs an artificial variable (see `TableauSolver+Transaction.swift`).
    var journal = TableauJournal()

    public init() {}

    // MARK: - Public interface

    /// Creates a variable. Its value is 0 until a constraint moves it.
    public func newVariable(name: String? = nil) -> Variable {
        let symbol = allocateSymbol(.external)
        if let name { variableNames[symbol] = name }
        return Variable(tableauSymbol: symbol)
    }

    /// The name the variable was created with, if any.
    public func name(of variable: Variable) -> String? { variableNames[variable.tableauSymbol] }

    /// True when `variable` was created by this solver.
    public func contains(_ variable: Variable) -> Bool {
        let symbol = variable.tableauSymbol
        return symbol.id >= 0 && symbol.index < symbolKinds.count && symbolKinds[symbol.index] == .external
    }

    /// True when the constraint is in the solver.
    public func contains(_ constraint: ConstraintID) -> Bool { constraints[constraint.rawValue] != nil }

    /// The number of constraints in the solver, edit constraints included.
    public var constraintCount: Int { constraints.count }

    /// The value published by the last `updateVariables()`.
    public func value(of variable: Variable) -> Double {
        let symbol = variable.tableauSymbol
        guard symbol.id >= 0, symbol.index < publishedValues.count else { return 0 }
        return publishedValues[symbol.index]
    }

    /// The value in the current solution, whether published or not.
    public func currentValue(of variable: Variable) -> Double {
        let symbol = variable.tableauSymbol
        guard symbol.id >= 0, symbol.index < basicRowOfSymbol.count else { return 0 }
        let row = basicRowOfSymbol[symbol.index]
        return row >= 0 ? rows[Int(row)].constant : 0
    }

    /// Publishes the current solution. Only variables whose rows changed since the last
    /// update are visited; the ones whose value actually changed are returned.
    @discardableResult
    public func updateVariables() -> [Variable] {
        var changed: [Variable] = []
        for symbol in dirtyVariables {
            isDirty[symbol.index] = false
            guard symbolKinds[symbol.index] == .external else { continue }
            let row = basicRowOfSymbol[symbol.index]
            var value = row >= 0 ? rows[Int(row)].constant : 0
            if value == 0 { value = 0 }  // no negative zero in published values
            if value != publishedValues[symbol.index] {
                publishedValues[symbol.index] = value
                changed.append(Variable(tableauSymbol: symbol))
            }
        }
        dirtyVariables.removeAll(keepingCapacity: true)
        return changed
    }
}
