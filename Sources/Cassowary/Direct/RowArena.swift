/// A batch of constraints that direct resolution certified, kept flat: its rows, their
/// terms and column lists (rows only), each row's finite bound — and nothing of the LP (no
/// logical or error columns, no cost vectors, no basis slots, no constraint table entries).
/// See docs/solver.md, "The flat arena and lazy materialization".
///
/// A scene's first layout adds thousands of rows in one batch and, when every component is
/// certified, never needs the LP: the rows are read by direct resolution only (the pass, a
/// relayout's `follow` and `replay`). Giving each its record, logical and error columns
/// (a dozen per-column arrays each), column entries and a table slot first cost about a
/// third of the batch. The arena holds what direct resolution reads (`DirectProblem`, with
/// each row's logical standing for the row itself; its bounds give the constants back),
/// and the solver moves it into the LP's storage (`Solver.materializeArena`) at the first
/// operation that needs more, in exactly the layout the batch would have had there.
struct RowArena {
    /// The rows as direct resolution reads them, under the row ids they have (or will have)
    /// in the LP's storage: first copies of the rows the LP's storage held when the batch
    /// came (`storedRowCount` of them, all live: a scene's root pins), then the batch's.
    /// Row `i`'s `logical` is `i`; its one finite bound (−c: `RowRecord.logicalBounds` on
    /// the sides its relation bounds) is `lowerBound[i]`, and `upperBound` is the same
    /// array (`DirectProblem`). A batch row's logical and error columns are made at
    /// materialization.
    private(set) var problem: DirectProblem
    /// How many rows come before the batch's (copies of the rows stored in the LP's storage).
    let storedRowCount: Int
    /// The id of the batch's first constraint: row `storedRowCount + k` belongs to
    /// constraint `firstID + k`.
    let firstID: UInt32
    /// The constants the batch gave the rows whose constant has moved since (a logical
    /// column rests where its first bounds put it: the LP's storage is made as the batch
    /// would have made it).
    private(set) var batchConstants: [Int32: Double] = [:]

    /// An arena for a batch of `rows` rows with `terms` terms in all, whose first row will
    /// belong to constraint `firstID`, after copies of the rows the LP's storage holds
    /// (`stored`: its rows, terms, column lists and the bounds of its logicals, by column;
    /// every row live, the term pool holding exactly their terms in row order).
    init(firstID: UInt32, stored: DirectProblem, rows: Int, terms: Int) {
        self.firstID = firstID
        storedRowCount = stored.rows.count
        problem = DirectProblem(rows: stored.rows, termColumns: stored.termColumns,
                                termCoefficients: stored.termCoefficients, columnEntries: ColumnEntryLists(),
                                lowerBound: [], upperBound: [])
        let total = storedRowCount + rows
        problem.rows.reserveCapacity(total)
        problem.termColumns.reserveCapacity(stored.termColumns.count + terms)
        problem.termCoefficients.reserveCapacity(stored.termCoefficients.count + terms)
        problem.lowerBound.reserveCapacity(total)
        for row in 0..<storedRowCount {
            let record = stored.rows[row], logical = Int(record.logical)
            // The finite side (a stored row is live: its logical's bounds are its relation's).
            problem.lowerBound.append(record.relation == .lessThanOrEqual ? stored.upperBound[logical] : stored.lowerBound[logical])
            problem.rows[row].logical = Int32(truncatingIfNeeded: row)
        }
        problem.upperBound = problem.lowerBound
    }

    /// The number of rows, the stored rows' copies included (the row count the LP's
    /// storage will have).
    var count: Int { problem.rows.count }

    /// The number of the batch's rows.
    var batchCount: Int { count - storedRowCount }

    /// The row of constraint `id` when it is one of the batch's, else nil.
    @inline(__always)
    func row(of id: ConstraintID) -> Int? {
        let offset = id.rawValue &- firstID
        return id.rawValue >= firstID && Int(offset) < batchCount ? storedRowCount + Int(offset) : nil
    }

    /// The record the constraint table would hold for row `row`.
    func record(ofRow row: Int) -> Solver.ConstraintRecord {
        let stored = problem.rows[row]
        return Solver.ConstraintRecord(row: Int32(truncatingIfNeeded: row),
                                       priority: stored.isRequired ? .required : .optional(stored.level),
                                       constant: constant(ofRow: row))
    }

    /// Appends the batch's rows in order, the first at place `firstSequence` in the order
    /// rows were added. Terms with nothing to combine (nearly all) are copied as they are;
    /// the others are combined by `combinedTerms` (the solver's rule, given the batch
    /// index). Returns false, having stopped, at a required row with no variables that
    /// cannot hold (`c REL 0`).
    /// The column lists (`problem.columnEntries`) are made at the end, for `columnCount`
    /// columns, from every row's terms (the stored rows' first: the lists they have in the
    /// LP's storage, which has removed no row), rows only: the coefficients are added when
    /// the arena moves into the LP's storage (`ColumnEntryLists.fillCoefficients`).
    mutating func append(_ batch: ConstraintBatch, firstSequence: Int, columnCount: Int,
                         combinedTerms: (Int) -> [(column: Int, coefficient: Double)]) -> Bool {
        problem.upperBound = []  // the bounds' one array, changed in place below
        defer { problem.upperBound = problem.lowerBound }
        for index in 0..<batch.count {
            let range = batch.termRange(of: index)
            let constant = batch.constants[index], relation = batch.relations[index]
            let priority = batch.priorities[index]
            let row = Int32(truncatingIfNeeded: count)  // its own logical
            let termStart = problem.termColumns.count
            if range.count <= 16 && batch.termsAreDistinctAndNonZero(at: index) {
                for term in range {
                    let column = batch.termVariables[term].column, coefficient = batch.termCoefficients[term]
                    problem.termColumns.append(Int32(truncatingIfNeeded: column))
                    problem.termCoefficients.append(coefficient)
                }
            } else {
                for term in combinedTerms(index) {
                    problem.termColumns.append(Int32(truncatingIfNeeded: term.column))
                    problem.termCoefficients.append(term.coefficient)
                }
            }
            let termCount = problem.termColumns.count - termStart
            let (lower, upper) = RowRecord.logicalBounds(relation, constant: constant)
            if priority.isRequired && termCount == 0
                && !(0 >= lower - Tolerance.primal(for: lower) && 0 <= upper + Tolerance.primal(for: upper)) {
                return false
            }
            var record = RowRecord()
            record.termStart = Int32(truncatingIfNeeded: termStart)
            record.termCount = Int32(truncatingIfNeeded: termCount)
            record.isRequired = priority.isRequired
            record.level = priority.level ?? 0
            record.relation = relation
            record.state = .live
            record.sequence = Int32(truncatingIfNeeded: firstSequence + index)
            record.logical = row
            record.owner = firstID &+ UInt32(truncatingIfNeeded: index)
            problem.rows.append(record)
            problem.lowerBound.append(-constant)  // the finite side of `lower`, `upper`
        }
        problem.columnEntries = ColumnEntryLists(columnCount: columnCount, rows: problem.rows,
                                                 termColumns: problem.termColumns)
        return true
    }

    /// Gives row `row` the constant `constant` (a new bound).
    mutating func setConstant(ofRow row: Int, _ constant: Double) {
        let key = Int32(truncatingIfNeeded: row)
        if batchConstants[key] == nil { batchConstants[key] = self.constant(ofRow: row) }
        problem.upperBound = []  // the bounds' one array: changed in place
        problem.lowerBound[row] = -constant
        problem.upperBound = problem.lowerBound
    }

    /// The constant row `row` was added with.
    func batchConstant(ofRow row: Int) -> Double {
        batchConstants[Int32(truncatingIfNeeded: row)] ?? constant(ofRow: row)
    }

    /// Row `row`'s constant `c` (`expression + c REL 0`), read back from its bound (−c;
    /// negation is exact, so the constant is the one stored, to the bit).
    @inline(__always)
    func constant(ofRow row: Int) -> Double { -problem.lowerBound[row] }

    /// Row `row`'s bounds on its logical, as the LP's storage will have them
    /// (`RowRecord.logicalBounds` of its relation and constant).
    func bounds(ofRow row: Int) -> (lower: Double, upper: Double) {
        RowRecord.logicalBounds(problem.rows[row].relation, constant: constant(ofRow: row))
    }
}
