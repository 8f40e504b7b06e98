/// An incremental constraint solver with strict priority levels, behind kiwi's interface
/// (constraints, edit variables, suggestions), solved by a bounded revised simplex over an
/// LU-factored basis.
///
/// The problem. Every constraint `Σ aⱼ·xⱼ + c  REL  0` is one row of a matrix A:
/// `Σ aⱼ·xⱼ + (errors) − s = 0`, where `s` is the row's *logical* column, whose bounds
/// encode the relation and the constant (`== 0`: s ∈ [−c, −c]; `<= 0`: s ≤ −c; `>= 0`:
/// s ≥ −c). An optional constraint also has error columns e⁺, e⁻ ≥ 0 that absorb its
/// violation, each costing 1 at the constraint's priority level. The objective — the
/// errors' costs — is lexicographic: level by level, highest first (Badros, Borning &
/// Stuckey 2001), so a reduced cost is a vector of coefficients per level (`CostVector`).
///
/// The method. A basis B (one basic column per row) is kept as an LU factorization with
/// product-form updates (`BasisFactor`); nothing like B⁻¹A is ever formed, so a chain or a
/// stack whose explicit tableau would hold Θ(N²) terms costs O(N) here. Values of basic
/// columns and reduced costs of non-basic ones are kept up to date across pivots; the dual
/// simplex restores feasibility after rows are added or bounds move (edits, constants), the
/// primal simplex restores optimality after rows are removed or costs change.
///
/// Laziness. Changes are recorded at once but solved at the next read (`settle()`): many
/// additions in a row (building a scene) are solved together from a triangular crash basis
/// with one factorization, in time linear in the size of the problem; a few changes to a
/// solved problem are solved incrementally on the factored basis. A required constraint is
/// accepted at once only when its feasibility is certain without solving (it has a column
/// that no other required row uses); otherwise the problem is solved first and the row is
/// added with the dual simplex inside a transaction that is rolled back if it cannot hold.
public final class Solver {
    // MARK: Columns (indexed by column id)

    // The LP's per-column arrays — `lowerBound`, `upperBound`, `basisPosition`, `columnRow`,
    // `columnEntries`, `requiredRowCount`, `reducedCost` — may end before `columnKind`: the
    // variables made since the LP last needed them are *lazy* (`Solver+LazyColumns.swift`).
    // The others (`columnKind`, `value`, the witness, `publishedValues`, `isDirty`) cover
    // every column.

    /// What each column stands for.
    var columnKind: [ColumnKind] = []
    var lowerBound: [Double] = []
    var upperBound: [Double] = []
    /// The current value of every column: basic values from the last solve (or update),
    /// non-basic values on a bound (free columns at 0).
    var value: [Double] = []
    /// The basis position of a basic column, or -1.
    var basisPosition: [Int32] = []
    /// The row of a logical or error column; -1 for external columns.
    var columnRow: [Int32] = []
    /// The rows an external column appears in, with its coefficient there (rows that died
    /// since the last purge included; skip them), all columns' lists in one arena.
    var columnEntries = ColumnEntryLists()
    /// How many live required rows an external column appears in: a required row with a
    /// column no other required row uses can always be satisfied.
    var requiredRowCount: [Int32] = []
    /// A point satisfying every required row (see `Solver+Witness.swift`): amended values,
    /// valid when stamped with the current epoch.
    var witnessValue: [Double] = []
    /// The epoch each witness value was stamped in (32 bits: `advanceWitnessEpoch` clears
    /// them all before the epoch could come round again; 0 is never an epoch).
    var witnessStamp: [UInt32] = []
    var witnessEpoch: UInt32 = 1
    /// The repair search's working state, kept between searches (scratch: no snapshot or
    /// journal needs it).
    var witnessRepairTrail = WitnessRepairTrail()
    /// Reduced costs of non-basic columns (meaningful while `reducedCostsAreCurrent`).
    var reducedCost: [CostVector] = []
    var freeColumns: [Int32] = []

    // MARK: Rows (indexed by row id; a row's id is also its basis position)

    var rows: [RowRecord] = []
    /// External terms of all rows, appended as rows are added (a row's terms never change).
    var termColumns: [Int32] = []
    var termCoefficients: [Double] = []
    /// The basic column at each position (row id); -1 for free row slots.
    var basisHeader: [Int32] = []
    var freeRowIDs: [Int32] = []
    /// Rows removed since the last purge (still in the factor until then).
    var deadRowCount = 0
    var liveRowCount = 0
    /// Terms of purged rows still in the term pool.
    var garbageTermCount = 0
    /// The `sequence` the next row gets (`takeRowSequence`).
    var nextRowSequence = 0
    /// Row sequences stay below this (`RowRecord.sequenceLimit`, 2²⁷ − 1: a sequence shares
    /// its word with the row's flags; smaller in tests of the renumbering).
    var rowSequenceLimit = Int(RowRecord.sequenceLimit)

    // MARK: The basis and the solution

    var factor = BasisFactor()
    /// What is current. After a successful `settle()` all four are true and the basis is
    /// optimal: primal feasible (every basic value within its bounds) and dual feasible (no
    /// non-basic column can improve the objective).
    var factorIsCurrent = true
    var valuesAreCurrent = true
    var reducedCostsAreCurrent = true
    /// Something changed since the last solve.
    var needsSettle = false
    /// Rows added since the last solve, in order (for the crash basis).
    var pendingRows: [Int32] = []
    /// Operations recorded since the last solve; beyond a budget the next solve rebuilds the
    /// basis in one go (`bulk`), which is linear, instead of pivoting row by row.
    var pendingOperationCount = 0
    /// Work (entries touched) spent on incremental updates since the last solve.
    var incrementalWork = 0
    /// Basic columns that may be outside their bounds (the dual simplex's work list).
    var primalCandidates = ColumnHeap()
    /// Non-basic columns whose reduced cost changed (the primal simplex's work list).
    var dualCandidates = ColumnHeap()

    /// Scratch vectors sized to the row capacity.
    var workRow = ScratchVector()
    var workColumn = ScratchVector()
    var workPrice = ScratchVector()

    // MARK: Constraints and variables

    struct ConstraintRecord {
        var row: Int32
        var priority: Priority
        /// The constant of the constraint's expression (`expression + constant REL 0`).
        var constant: Double
        /// Edit constraints are internal: only `removeEditVariable` may remove them.
        var isEdit = false
    }

    var constraints = ConstraintTable()
    var nextConstraintID: UInt32 = 1

    struct EditInfo {
        var constraint: ConstraintID
        var suggestedValue: Double
    }

    /// B⁻¹ times a row's logical column, for rows whose constant moves (edits, a window's
    /// size), valid for one basis version.
    var logicalColumnCache: [Int32: (version: Int, column: SparseColumn)] = [:]

    var edits: [Int32: EditInfo] = [:]
    var variableNames: [Int32: String] = [:]
    /// Published values (`updateVariables()`), indexed by column.
    var publishedValues: [Double] = []
    /// External columns whose value may have changed since the last `updateVariables()`.
    var dirtyVariables: [Int32] = []
    var isDirty: [Bool] = []
    /// Undo log of the operations that may be refused after changing things (see
    /// `Solver+Transaction.swift`).
    var journal = Journal()
    /// Counts basis changes: cached B⁻¹ columns are valid for one version.
    var basisVersion = 0
    /// Simplex loops that stopped short (iteration limit, lost pivots); each is retried
    /// from fresh factors. Tests expect zero.
    public internal(set) var numericalTroubleCount = 0
    /// Required constraints whose feasibility had to be decided by solving (no witness and
    /// no fresh variable certified it): each costs a solve, so builds should have few.
    public internal(set) var uncertainAdditionCount = 0
    /// Basis changes made so far, by the simplex loops and the row operations; what a
    /// relayout or an addition touched, for tests and profiling.
    public internal(set) var pivotCount = 0

    // MARK: Direct resolution (see `Direct/`)

    /// Cold solves try direct resolution before the LP (on by default). Off, every solve
    /// goes through the LP: the differential tests compare both.
    public var usesDirectResolution = true
    /// Counts components resolved directly and why others were not, in
    /// `directResolutionReport` (off by default: the counting costs a pass).
    public var recordsDirectResolution = false
    /// The counts since `recordsDirectResolution` was set.
    public internal(set) var directResolutionReport = DirectResolutionReport()
    /// When direct mode hands over to the LP, the LP is built on the certified point (a
    /// basis from the direct resolution's steps: `settleFromDirectSeed`) rather than from
    /// the crash of the state the build found with the direct-mode changes replayed (on by
    /// default; off for the tests that compare both).
    public var seedsLinearProgramFromDirectSolution = true
    /// Set while the solution is a certified direct one and the LP is not built.
    var directSolution: DirectSolution?
    /// A direct-mode change was recorded and no read has been noted since (a read in direct
    /// mode then costs a test of this flag).
    var directChangeAwaitsRead = false
    /// A certified batch kept flat (no LP storage made for it yet): see `RowArena`.
    var arena: RowArena?
    /// A batch added to an empty solver is kept flat while direct resolution certifies it
    /// (on by default; off for the tests that compare both).
    var keepsCertifiedBatchesFlat = true
    /// True while the current solution came from direct resolution (no LP built yet).
    public var isDirectlyResolved: Bool { directSolution != nil }

    /// An empty solver: no variables, no constraints.
    public init() {}

    // MARK: - Variables

    /// Creates a variable. Its value is 0 until a constraint moves it.
    public func newVariable(name: String? = nil) -> Variable {
        // Columns keep the order they had before the arena: its rows' logicals come first.
        materializeArena()
        // A fresh column is made lazily (its LP entries wait for `materializeLazyColumns`)
        // unless a released column is recycled, as `allocateColumn` would.
        let column = freeColumns.isEmpty && !journal.isActive
            ? appendLazyColumn()
            : allocateColumn(.external, row: -1, lower: -.infinity, upper: .infinity)
        if let name { variableNames[column] = name }
        return Variable(column: Int(column))
    }

    /// Creates four unnamed variables (a rectangle's left, top, width and height, in that
    /// order): what four calls of `newVariable()` make, with the same ids. Fresh columns are
    /// appended together, one append per per-column array for all four rather than one
    /// each (a scene makes four a view: issue 18); a released column to recycle or an open
    /// transaction takes them one by one, as `newVariable()` does.
    public func newFourVariables() -> (Variable, Variable, Variable, Variable) {
        materializeArena()
        guard freeColumns.isEmpty && !journal.isActive else {
            return (newVariable(), newVariable(), newVariable(), newVariable())
        }
        let first = Int(appendFourLazyColumns())
        return (Variable(column: first), Variable(column: first + 1), Variable(column: first + 2), Variable(column: first + 3))
    }

    /// The name the variable was created with, if any.
    public func name(of variable: Variable) -> String? {
        contains(variable) ? variableNames[Int32(truncatingIfNeeded: variable.column)] : nil
    }

    /// True when `variable` was created by this solver.
    public func contains(_ variable: Variable) -> Bool {
        let column = variable.column
        return column < columnKind.count && columnKind[column] == .external
    }

    /// True when the constraint is in the solver.
    public func contains(_ constraint: ConstraintID) -> Bool { constraintRecord(constraint) != nil }

    /// The number of constraints in the solver, edit constraints included.
    public var constraintCount: Int { constraints.count + (arena?.batchCount ?? 0) }

    /// The value published by the last `updateVariables()`.
    public func value(of variable: Variable) -> Double {
        let column = variable.column
        guard column < publishedValues.count else { return 0 }
        return publishedValues[column]
    }

    /// The value in the current solution, whether published or not.
    @inline(__always)
    public func currentValue(of variable: Variable) -> Double {
        let column = variable.column
        guard column < columnKind.count, columnKind[column] == .external else { return 0 }
        // In direct mode, a read is noted: the LP's replay of direct-mode changes settles
        // where this read would have settled it.
        if needsSettle {
            settle(allowingDirect: true)
        } else if directChangeAwaitsRead {
            noteDirectSolutionRead()  // all `settle` would do
        }
        return value[column]
    }

    /// The values of four variables in the current solution (`currentValue` of each, in
    /// order): a scene reads each view's four after every layout, and a call into this
    /// module each cost about 23 instructions (0.07 M of the list document's first layout,
    /// issue 18, round 21).
    ///
    /// With nothing to settle and no direct change awaiting a read (every frame read after a
    /// layout), each of the four reads would only look up its value: the flags are tested
    /// once, not four times (issue 18, round 22).
    public func currentValues(_ first: Variable, _ second: Variable, _ third: Variable,
                              _ fourth: Variable) -> (Double, Double, Double, Double) {
        guard !needsSettle && !directChangeAwaitsRead else {
            return (currentValue(of: first), currentValue(of: second), currentValue(of: third), currentValue(of: fourth))
        }
        return (settledValue(of: first), settledValue(of: second), settledValue(of: third), settledValue(of: fourth))
    }

    /// `currentValue` when nothing is to be settled or noted: the value, 0 for a column that
    /// is not an external variable's.
    @inline(__always)
    private func settledValue(of variable: Variable) -> Double {
        let column = variable.column
        guard column < columnKind.count, columnKind[column] == .external else { return 0 }
        return value[column]
    }

    /// Publishes the current solution. Only variables that may have moved since the last
    /// update are visited; the ones whose value actually changed are returned.
    @discardableResult
    public func updateVariables() -> [Variable] {
        settle(allowingDirect: true)
        var changed: [Variable] = []
        changed.reserveCapacity(dirtyVariables.count)
        dirtyVariables.withUnsafeBufferPointer { dirtyList in
            isDirty.withUnsafeMutableBufferPointer { dirty in
                columnKind.withUnsafeBufferPointer { kinds in
                    value.withUnsafeBufferPointer { values in
                        publishedValues.withUnsafeMutableBufferPointer { published in
                            for column in dirtyList {
                                let index = Int(column)
                                dirty[index] = false
                                guard kinds[index] == .external else { continue }
                                var current = values[index]
                                if current == 0 { current = 0 }  // no negative zero in published values
                                if current != published[index] {
                                    published[index] = current
                                    changed.append(Variable(column: index))
                                }
                            }
                        }
                    }
                }
            }
        }
        dirtyVariables.removeAll(keepingCapacity: true)
        return changed
    }
}
