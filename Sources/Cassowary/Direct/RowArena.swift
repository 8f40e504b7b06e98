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
    /// The constants the batch gave the rows (a logical column rests where its first bounds
    /// put it: the LP's storage is made as the batch would have made it), kept once a
    /// constant moves: by row, the finite bound (−constant) each row had when the first
    /// constant moved, empty until then (an array: a trait change moves a thousand
    /// constants, each a dictionary look-up and insertion before).
    private var batchBounds: [Double] = []

    /// An arena for a batch whose first row will belong to constraint `firstID`, after
    /// copies of the rows the LP's storage holds (`stored`: its rows, terms, column lists and
    /// the bounds of its logicals, by column; every row live, the term pool holding exactly
    /// their terms in row order). `append` sizes the arrays for the batch.
    init(firstID: UInt32, stored: DirectProblem) {
        self.firstID = firstID
        storedRowCount = stored.rows.count
        problem = DirectProblem(rows: stored.rows, termColumns: stored.termColumns,
                                termCoefficients: stored.termCoefficients, columnEntries: ColumnEntryLists(),
                                lowerBound: [], upperBound: [])
        // Only the stored rows' bounds here: the batch's arrays are made at their final
        // length by `appendAsStated`, or reserved by `appendCombining`.
        problem.lowerBound.reserveCapacity(storedRowCount)
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

    /// The constraint row `row` belongs to, when it is one of the batch's (`row(of:)` the
    /// other way round).
    @inline(__always)
    func constraintID(ofRow row: Int) -> UInt32 {
        firstID &+ UInt32(truncatingIfNeeded: row - storedRowCount)
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
    /// index). Returns false at a required row with no variables that cannot hold
    /// (`c REL 0`); what was appended then is not to be used.
    /// The column lists (`problem.columnEntries`) are made at the end, for `columnCount`
    /// columns, from every row's terms (the stored rows' first: the lists they have in the
    /// LP's storage, which has removed no row), rows only: the coefficients are added when
    /// the arena moves into the LP's storage (`ColumnEntryLists.fillCoefficients`).
    mutating func append(_ batch: ConstraintBatch, asStated: Bool, firstSequence: Int, columnCount: Int,
                         combinedTerms: (Int) -> [(column: Int, coefficient: Double)]) -> Bool {
        let appended = asStated
            ? appendAsStated(batch, firstSequence: firstSequence)
            : appendCombining(batch, firstSequence: firstSequence, combinedTerms: combinedTerms)
        guard appended else { return false }
        problem.columnEntries = ColumnEntryLists(columnCount: columnCount, rows: problem.rows,
                                                 termColumns: problem.termColumns)
        return true
    }

    /// `append` for a batch no row of which needs its terms combined (a scene's first
    /// layout; `ConstraintBatch.check(against:)` says `.asStated`): the same rows as `appendCombining`
    /// makes of such a batch — each row's terms where it would have put them — but each
    /// array made once, at its final length, and written by index: no per-row test and no
    /// five appends a row, each checking its array's uniqueness and capacity (about 400
    /// instructions a row, a tenth of the list document's first layout: issue 18, round 14).
    /// Returns false, having appended nothing, at a required row with no variables that
    /// cannot hold.
    mutating func appendAsStated(_ batch: ConstraintBatch, firstSequence: Int) -> Bool {
        let termBase = problem.termColumns.count, termCount = min(batch.termCount, batch.terms.count)
        // The rows first, each array made at its final length: the stored rows' part copied,
        // the batch's written by index. A required row with no terms that cannot hold is
        // found while they are made (not in a loop of its own over the statements first),
        // before anything is stored. Indices and places below the arrays' counts: wrapping
        // arithmetic, as nothing overflows.
        var rowsMade: [RowRecord] = [], boundsMade: [Double] = []
        let firstRow = problem.rows.count
        let oldRows = problem.rows, oldBounds = problem.lowerBound
        var feasible = true
        batch.statements.withUnsafeBufferPointer { statements in
            rowsMade = [RowRecord](unsafeUninitializedCapacity: oldRows.count + statements.count) { rows, rowsDone in
            boundsMade = [Double](unsafeUninitializedCapacity: oldBounds.count + statements.count) { bounds, boundsDone in
                let rowBase = rows.initialize(fromContentsOf: oldRows)
                let boundBase = bounds.initialize(fromContentsOf: oldBounds)
                var termStart = 0
                var made = 0
                while made < statements.count {
                    let statement = statements[made]
                    if statement.termEnd == termStart, statement.priority.isRequired {
                        // `c REL 0` with no variables holds or never will.
                        let (lower, upper) = RowRecord.logicalBounds(statement.relation, constant: statement.constant)
                        guard 0 >= lower - Tolerance.primal(for: lower), 0 <= upper + Tolerance.primal(for: upper) else {
                            feasible = false
                            break
                        }
                    }
                    var record = RowRecord()
                    record.termStart = Int32(truncatingIfNeeded: termBase &+ termStart)
                    record.termCount = Int32(truncatingIfNeeded: statement.termEnd &- termStart)
                    record.isRequired = statement.priority.isRequired
                    record.level = statement.priority.level ?? 0
                    record.relation = statement.relation
                    record.state = .live
                    record.sequence = Int32(truncatingIfNeeded: firstSequence &+ made)
                    record.logical = Int32(truncatingIfNeeded: firstRow &+ made)  // its own logical
                    rows.initializeElement(at: rowBase &+ made, to: record)
                    bounds.initializeElement(at: boundBase &+ made, to: -statement.constant)  // the finite side
                    termStart = statement.termEnd
                    made &+= 1
                }
                rowsDone = rowBase &+ made
                boundsDone = boundBase &+ made
            }}
        }
        guard feasible else { return false }
        // Then the terms, copied as they are (unchecked reads: terms below `termCount`, at
        // most the batch's).
        var columnsMade: [Int32] = [], coefficientsMade: [Double] = []
        let oldColumns = problem.termColumns, oldCoefficients = problem.termCoefficients
        batch.terms.withUnsafeBufferPointer { terms in
            columnsMade = [Int32](unsafeUninitializedCapacity: oldColumns.count + termCount) { columns, columnsDone in
            coefficientsMade = [Double](unsafeUninitializedCapacity: oldCoefficients.count + termCount) {
                coefficients, coefficientsDone in
                let columnBase = columns.initialize(fromContentsOf: oldColumns)
                let coefficientBase = coefficients.initialize(fromContentsOf: oldCoefficients)
                for term in 0..<termCount {
                    columns.initializeElement(at: columnBase &+ term, to: Int32(truncatingIfNeeded: terms[term].variable.column))
                    coefficients.initializeElement(at: coefficientBase &+ term, to: terms[term].coefficient)
                }
                columnsDone = columnBase &+ termCount
                coefficientsDone = coefficientBase &+ termCount
            }}
        }
        problem.termColumns = columnsMade
        problem.termCoefficients = coefficientsMade
        problem.rows = rowsMade
        problem.lowerBound = boundsMade
        problem.upperBound = boundsMade  // the bounds' one array (`DirectProblem`)
        return true
    }

    /// `append` for any batch, row by row: terms with nothing to combine copied as they
    /// are, the others combined by `combinedTerms`. Returns false, having stopped, at a
    /// required row with no variables that cannot hold.
    mutating func appendCombining(_ batch: ConstraintBatch, firstSequence: Int,
                                          combinedTerms: (Int) -> [(column: Int, coefficient: Double)]) -> Bool {
        let total = count + batch.count
        problem.rows.reserveCapacity(total)
        problem.termColumns.reserveCapacity(problem.termColumns.count + batch.termCount)
        problem.termCoefficients.reserveCapacity(problem.termCoefficients.count + batch.termCount)
        problem.upperBound = []  // the bounds' one array, changed in place below
        defer { problem.upperBound = problem.lowerBound }
        problem.lowerBound.reserveCapacity(total)
        for index in 0..<batch.count {
            let range = batch.termRange(of: index)
            let constant = batch.constant(at: index), relation = batch.relation(at: index)
            let priority = batch.priority(at: index)
            let row = Int32(truncatingIfNeeded: count)  // its own logical
            let termStart = problem.termColumns.count
            if range.count <= 16 && batch.termsAreDistinctAndNonZero(at: index) {
                for term in range {
                    let column = batch.terms[term].variable.column, coefficient = batch.terms[term].coefficient
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
            problem.rows.append(record)
            problem.lowerBound.append(-constant)  // the finite side of `lower`, `upper`
        }
        return true
    }

    /// Gives row `row` the constant `constant` (a new bound).
    mutating func setConstant(ofRow row: Int, _ constant: Double) {
        if batchBounds.isEmpty { batchBounds = problem.lowerBound }
        problem.upperBound = []  // the bounds' one array: changed in place
        problem.lowerBound[row] = -constant
        problem.upperBound = problem.lowerBound
    }

    /// The constant row `row` was added with.
    func batchConstant(ofRow row: Int) -> Double {
        row >= 0 && row < batchBounds.count ? -batchBounds[row] : constant(ofRow: row)
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
