/// A batch of constraints that direct resolution certified, kept flat: its rows, their
/// terms and column lists, each row's constant and bounds — and nothing of the LP (no
/// logical or error columns, no cost vectors, no basis slots, no constraint table entries).
/// See docs/solver.md, "The flat arena and lazy materialization".
///
/// A scene's first layout adds thousands of rows in one batch and, when every component is
/// certified, never needs the LP: the rows are read by direct resolution only (the pass, a
/// relayout's `follow` and `replay`). Giving each its record, logical and error columns
/// (a dozen per-column arrays each), column entries and a table slot first cost about a
/// third of the batch. The arena holds what direct resolution reads (`DirectProblem`, with
/// each row's logical standing for the row itself) and the constants; the solver moves it
/// into the LP's storage (`Solver.materializeArena`) at the first operation that needs
/// more, in exactly the layout the batch would have had there.
struct RowArena {
    /// The rows as direct resolution reads them. Row `i`'s `logical` is `i` (its bounds are
    /// `lowerBound[i]`, `upperBound[i]`); its error columns are made at materialization.
    var problem: DirectProblem
    /// Each row's constant (`expression + constant REL 0`), as moved in direct mode.
    private(set) var constants: [Double] = []
    /// The id of row 0's constraint: row `i` belongs to constraint `firstID + i`.
    let firstID: UInt32
    /// The constants the batch gave the rows whose constant has moved since (a logical
    /// column rests where its first bounds put it: the LP's storage is made as the batch
    /// would have made it).
    private(set) var batchConstants: [Int32: Double] = [:]

    /// An empty arena for `rows` rows with `terms` terms in all over `columnCount` columns,
    /// whose first row will belong to constraint `firstID`.
    init(firstID: UInt32, columnCount: Int, rows: Int, terms: Int) {
        self.firstID = firstID
        var columnEntries = ColumnEntryLists()
        columnEntries.appendColumns(columnCount)
        problem = DirectProblem(rows: [], termColumns: [], termCoefficients: [], columnEntries: columnEntries,
                                lowerBound: [], upperBound: [])
        problem.rows.reserveCapacity(rows)
        problem.termColumns.reserveCapacity(terms)
        problem.termCoefficients.reserveCapacity(terms)
        problem.lowerBound.reserveCapacity(rows)
        problem.upperBound.reserveCapacity(rows)
        constants.reserveCapacity(rows)
    }

    /// The number of rows.
    var count: Int { constants.count }

    /// The row of constraint `id`, or nil when the arena has none.
    @inline(__always)
    func row(of id: ConstraintID) -> Int? {
        let offset = id.rawValue &- firstID
        return id.rawValue >= firstID && Int(offset) < count ? Int(offset) : nil
    }

    /// The record the constraint table would hold for row `row`.
    func record(ofRow row: Int) -> Solver.ConstraintRecord {
        let stored = problem.rows[row]
        return Solver.ConstraintRecord(row: Int32(truncatingIfNeeded: row),
                                       priority: stored.isRequired ? .required : .optional(stored.level),
                                       constant: constants[row])
    }

    /// Appends a row: `terms` (distinct columns, non-zero coefficients) `+ constant REL 0`
    /// at `priority`, `sequence` its place in the order rows were added.
    mutating func appendRow<Terms: Sequence<(column: Int, coefficient: Double)>>(
        _ terms: Terms, constant: Double, relation: Relation, priority: Priority, sequence: Int) {
        let row = Int32(truncatingIfNeeded: count)
        var record = RowRecord()
        record.termStart = Int32(truncatingIfNeeded: problem.termColumns.count)
        record.isRequired = priority.isRequired
        record.level = priority.level ?? 0
        record.relation = relation
        record.state = .live
        record.sequence = sequence
        record.logical = row
        record.owner = firstID &+ UInt32(truncatingIfNeeded: count)
        var termCount: Int32 = 0
        for term in terms {
            problem.termColumns.append(Int32(truncatingIfNeeded: term.column))
            problem.termCoefficients.append(term.coefficient)
            problem.columnEntries.append(ColumnEntry(row: row, coefficient: term.coefficient), to: term.column)
            termCount += 1
        }
        record.termCount = termCount
        problem.rows.append(record)
        let (lower, upper) = RowRecord.logicalBounds(relation, constant: constant)
        problem.lowerBound.append(lower)
        problem.upperBound.append(upper)
        constants.append(constant)
    }

    /// Gives row `row` the constant `constant` (new bounds for its logical).
    mutating func setConstant(ofRow row: Int, _ constant: Double) {
        let key = Int32(truncatingIfNeeded: row)
        if batchConstants[key] == nil { batchConstants[key] = constants[row] }
        let (lower, upper) = RowRecord.logicalBounds(problem.rows[row].relation, constant: constant)
        problem.lowerBound[row] = lower
        problem.upperBound[row] = upper
        constants[row] = constant
    }

    /// The constant row `row` was added with.
    func batchConstant(ofRow row: Int) -> Double {
        batchConstants[Int32(truncatingIfNeeded: row)] ?? constants[row]
    }
}
