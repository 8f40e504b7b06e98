/// Adding many constraints at once (a scene's first layout, a stack regenerated): the same
/// outcome as adding them one by one in order — the same constraints accepted, the same
/// refused — in time linear in their number when none is refused.
///
/// Sequential additions must decide each required constraint as it comes; one that no
/// certificate vouches for (see `Solver+Witness.swift`) is decided by solving what is there
/// so far, and solving partial systems over and over is what makes building slow. A batch
/// is decided in one go instead: every constraint is recorded, the whole problem is solved
/// from a crash basis, and only if the required constraints turn out not to hold together
/// is the batch undone (from a snapshot) and replayed one by one, so that exactly the
/// constraints sequential additions would refuse are refused.
extension Solver {
    /// One constraint of a batch: `expression RELATION 0` at `priority`.
    public struct PendingConstraint {
        /// The left-hand side.
        public var expression: LinearExpression
        /// How the expression compares with 0.
        public var relation: Relation
        /// The constraint's priority.
        public var priority: Priority

        /// `expression relation 0` at `priority` (default: required).
        public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required) {
            self.expression = expression
            self.relation = relation
            self.priority = priority
        }
    }

    /// Adds every constraint of the batch, or none: the handles in order when all of them
    /// fit together (as they would have one by one), nil — with the solver exactly as it
    /// was — when one is malformed or a required one does not fit. The caller then adds
    /// them one by one to learn which, and to decide what gives way.
    public func addConstraintsIfAllFit(_ batch: [PendingConstraint]) -> [ConstraintID]? {
        addConstraintsIfAllFit(ConstraintBatch(batch))
    }

    /// `addConstraintsIfAllFit` for a batch stated in flat storage (`ConstraintBatch`:
    /// no array per constraint).
    public func addConstraintsIfAllFit(_ batch: ConstraintBatch) -> [ConstraintID]? {
        guard !journal.isActive else { return nil }
        let check = batch.check(against: columnKind)
        guard check != .malformed else { return nil }
        guard batch.count > 0 else { return [] }
        // What is pending is solved first. Rows added one by one (a scene's root pins) are
        // settled by the incremental simplex, which visits only their columns: the lazy
        // variables stay lazy for a batch that may be kept flat.
        if arena != nil || directSolution != nil { materializeLinearProgram() }
        settle(allowingDirect: false)
        if canKeepFlat(batch) { return addKeepingFlat(batch, asStated: check == .asStated) }
        materializeLazyColumns()
        let snapshot = BulkSnapshot(self)
        let snapshotConstraints = constraints, snapshotNextID = nextConstraintID
        deferToCrash()
        reserveStorage(for: batch)
        // With no slot to recycle (a scene's first layout), the batch's rows and columns
        // are laid out in one pass: row `index` at `firstRow + index`, each row's logical
        // and errors next in column order, as `appendRow` would have allocated them.
        let preallocated = preallocateRowsAndColumns(for: batch)
        var nextColumn = preallocated?.firstColumn ?? 0
        var ids: [ConstraintID] = []
        ids.reserveCapacity(batch.count)
        var feasible = true
        batch.terms.withUnsafeBufferPointer { terms in
            for index in 0..<batch.count {
                let range = batch.termRange(of: index)
                let constant = batch.constant(at: index), relation = batch.relation(at: index)
                let priority = batch.priority(at: index)
                // Terms with nothing to combine (nearly all) go in as they are, straight
                // from the batch; the others are combined first.
                let asStated = range.count <= 16 && batch.termsAreDistinctAndNonZero(at: index)
                let combined = asStated ? [] : combinedTerms(batch.expression(at: index))
                if priority.isRequired && (asStated ? range.isEmpty : combined.isEmpty) {
                    // `c REL 0` with no variables holds or never will.
                    let (lower, upper) = RowRecord.logicalBounds(relation, constant: constant)
                    guard 0 >= lower - Tolerance.primal(for: lower), 0 <= upper + Tolerance.primal(for: upper) else {
                        feasible = false
                        break
                    }
                }
                let row: Int32
                if let preallocated {
                    row = preallocated.firstRow + Int32(truncatingIfNeeded: index)
                    let columns = Solver.batchColumns(from: &nextColumn, relation: relation, priority: priority)
                    if asStated {
                        fillBatchRow(row, logical: columns.logical, errors: columns.errors,
                                     terms: terms, range: range, relation: relation, priority: priority)
                    } else {
                        fillRow(row, logical: columns.logical, errors: columns.errors, combined,
                                relation: relation, priority: priority)
                    }
                } else {
                    row = asStated
                        ? appendRow(BatchTerms(terms: terms, range: range),
                                    constant: constant, relation: relation, priority: priority)
                        : appendRow(combined, constant: constant, relation: relation, priority: priority)
                }
                pendingRows.append(row)
                ids.append(register(row, priority: priority, constant: constant))
            }
        }
        if feasible {
            needsSettle = true
            // A certified direct point satisfies every required row: the batch fits.
            feasible = resolveDirectly() || settleFromCrash()
        }
        guard feasible else {
            snapshot.restore(self)
            constraints = snapshotConstraints
            nextConstraintID = snapshotNextID
            return nil
        }
        return ids
    }
}

/// One constraint's terms in a batch, as `appendRow` takes them, read in place.
private struct BatchTerms: RandomAccessCollection {
    let terms: UnsafeBufferPointer<ConstraintBatch.Term>
    let range: Range<Int>

    var startIndex: Int { range.lowerBound }
    var endIndex: Int { range.upperBound }
    subscript(position: Int) -> (column: Int, coefficient: Double) {
        (terms[position].variable.column, terms[position].coefficient)
    }
}

extension Solver {
    /// The rows and columns a batch takes, allocated in one pass instead of one
    /// `allocateRow` and up to three `allocateColumn`s per constraint (each a dozen
    /// appends, each checking its array's uniqueness and capacity: a sixth of what a
    /// stack's first layout cost). Nil, allocating nothing, when a recycled slot would be
    /// used one by one (rows or columns freed earlier), so that the layout stays the same.
    /// Each row's slot is left free until `fillRow` stores it; the columns are made as
    /// `allocateColumn` makes them (kind, bounds, resting value, owning row).
    func preallocateRowsAndColumns(for batch: ConstraintBatch) -> (firstRow: Int32, firstColumn: Int32)? {
        guard freeRowIDs.isEmpty, freeColumns.isEmpty, !journal.isActive, batch.count > 0 else { return nil }
        let firstRow = rows.count, firstColumn = columnKind.count
        var columnCount = 0
        for index in 0..<batch.count {
            columnCount += Solver.columnsPerRow(relation: batch.relation(at: index), priority: batch.priority(at: index))
        }
        guard firstRow + batch.count < Int(Int32.max), firstColumn + columnCount < Int(Int32.max) else { return nil }
        rows.append(contentsOf: repeatElement(RowRecord(), count: batch.count))
        basisHeader.append(contentsOf: repeatElement(-1, count: batch.count))
        workRow.reserve(rows.count)
        workColumn.reserve(rows.count)

        _ = appendFreshColumns(columnCount, kind: .logical)

        columnKind.withUnsafeMutableBufferPointer { kind in
        lowerBound.withUnsafeMutableBufferPointer { lower in
        upperBound.withUnsafeMutableBufferPointer { upper in
        value.withUnsafeMutableBufferPointer { value in
        columnRow.withUnsafeMutableBufferPointer { owner in
            var column = firstColumn
            for index in 0..<batch.count {
                let row = Int32(truncatingIfNeeded: firstRow + index)
                let relation = batch.relation(at: index), priority = batch.priority(at: index)
                let (low, high) = RowRecord.logicalBounds(relation, constant: batch.constant(at: index))
                kind[column] = .logical
                lower[column] = low
                upper[column] = high
                value[column] = Solver.restingValue(lower: low, upper: high)
                owner[column] = row
                column += 1
                guard !priority.isRequired else { continue }
                if relation != .greaterThanOrEqual {
                    kind[column] = .positiveError
                    lower[column] = 0
                    owner[column] = row
                    column += 1
                }
                if relation != .lessThanOrEqual {
                    kind[column] = .negativeError
                    lower[column] = 0
                    owner[column] = row
                    column += 1
                }
            }
        }}}}}
        return (Int32(truncatingIfNeeded: firstRow), Int32(truncatingIfNeeded: firstColumn))
    }

    /// `fillRow` for a batch's row whose terms go in as they are stated, in the state a
    /// batch fills its preallocated rows in — the journal inactive, the basis not factored
    /// (`deferToCrash` ran first) — so none of `fillRow`'s per-term journal tests and no
    /// factor update: the terms copied straight from the batch into the term pool and the
    /// column lists, the record and the logical's basis slot written once.
    func fillBatchRow(_ row: Int32, logical: Int32, errors: (positive: Int32, negative: Int32),
                      terms: UnsafeBufferPointer<ConstraintBatch.Term>, range: Range<Int>, relation: Relation,
                      priority: Priority) {
        let index = Int(row)
        var record = RowRecord()
        record.termStart = Int32(truncatingIfNeeded: termColumns.count)
        record.termCount = Int32(truncatingIfNeeded: range.count)
        record.isRequired = priority.isRequired
        record.level = priority.level ?? 0
        record.relation = relation
        record.state = .live
        record.sequence = takeRowSequence()
        record.logical = logical
        record.positiveError = errors.positive
        record.negativeError = errors.negative
        let isRequired = record.isRequired
        for term in range {
            let column = terms[term].variable.column
            let coefficient = terms[term].coefficient
            termColumns.append(Int32(truncatingIfNeeded: column))
            termCoefficients.append(coefficient)
            columnEntries.append(ColumnEntry(row: row, coefficient: coefficient), to: column)
            if isRequired { requiredRowCount[column] &+= 1 }
        }
        rows[index] = record
        liveRowCount += 1
        basisPosition[Int(logical)] = row
        basisHeader[index] = logical
    }

    /// Appends `count` columns of `kind`, unbounded, at rest at 0, owned by no row, in one
    /// append per column array; returns the first one's index. The caller sets what
    /// differs (kinds, bounds, resting values, owning rows).
    func appendFreshColumns(_ count: Int, kind: ColumnKind) -> Int {
        materializeLazyColumns()
        let first = columnKind.count
        columnKind.append(contentsOf: repeatElement(kind, count: count))
        lowerBound.append(contentsOf: repeatElement(-.infinity, count: count))
        upperBound.append(contentsOf: repeatElement(.infinity, count: count))
        value.append(contentsOf: repeatElement(0, count: count))
        columnRow.append(contentsOf: repeatElement(-1, count: count))
        basisPosition.append(contentsOf: repeatElement(-1, count: count))
        columnEntries.appendColumns(count)
        requiredRowCount.append(contentsOf: repeatElement(0, count: count))
        reducedCost.append(contentsOf: repeatElement(CostVector(), count: count))
        publishedValues.append(contentsOf: repeatElement(0, count: count))
        isDirty.append(contentsOf: repeatElement(false, count: count))
        witnessValue.append(contentsOf: repeatElement(0, count: count))
        witnessStamp.append(contentsOf: repeatElement(0, count: count))
        workPrice.reserve(columnKind.count)
        return first
    }

    /// How many columns a row takes: its logical, and an error per side an optional row
    /// can be violated on.
    @inline(__always)
    static func columnsPerRow(relation: Relation, priority: Priority) -> Int {
        guard !priority.isRequired else { return 1 }
        return relation == .equal ? 3 : 2
    }

    /// The next row's columns from a batch's preallocated ones, in `appendRow`'s order.
    @inline(__always)
    static func batchColumns(from next: inout Int32, relation: Relation, priority: Priority)
        -> (logical: Int32, errors: (positive: Int32, negative: Int32)) {
        let logical = next
        next += 1
        var errors: (positive: Int32, negative: Int32) = (-1, -1)
        if !priority.isRequired {
            if relation != .greaterThanOrEqual { errors.positive = next; next += 1 }
            if relation != .lessThanOrEqual { errors.negative = next; next += 1 }
        }
        return (logical, errors)
    }

    /// Grows the row, column, term and constraint storage once for a whole batch (a scene's
    /// first layout adds thousands of rows: appending them one by one regrew every array
    /// and rehashed the constraint table a dozen times).
    func reserveStorage(for batch: ConstraintBatch) {
        var errors = 0
        for index in 0..<batch.count where !batch.priority(at: index).isRequired {
            errors += batch.relation(at: index) == .equal ? 2 : 1
        }
        let terms = batch.termCount
        let rowCount = rows.count + batch.count
        let columnCount = columnKind.count + batch.count + errors
        constraints.reserveCapacity(constraints.count + batch.count)
        rows.reserveCapacity(rowCount)
        basisHeader.reserveCapacity(rowCount)
        termColumns.reserveCapacity(termColumns.count + terms)
        termCoefficients.reserveCapacity(termCoefficients.count + terms)
        columnKind.reserveCapacity(columnCount)
        lowerBound.reserveCapacity(columnCount)
        upperBound.reserveCapacity(columnCount)
        value.reserveCapacity(columnCount)
        basisPosition.reserveCapacity(columnCount)
        columnRow.reserveCapacity(columnCount)
        columnEntries.reserveColumns(columnCount)
        requiredRowCount.reserveCapacity(columnCount)
        reducedCost.reserveCapacity(columnCount)
        publishedValues.reserveCapacity(columnCount)
        isDirty.reserveCapacity(columnCount)
        witnessValue.reserveCapacity(columnCount)
        witnessStamp.reserveCapacity(columnCount)
        reserveColumnEntryRoom(for: batch)
    }

    /// Gives each variable of a large batch room in its entry list for every row of the
    /// batch it appears in, so that no list moves while the rows are stored (a scene's
    /// first build: each view's variables get spans of exactly their row counts, in the
    /// order the batch first mentions them). A batch small against the solver leaves the
    /// lists to grow as they go, since counting would visit every column.
    private func reserveColumnEntryRoom(for batch: ConstraintBatch) {
        reserveColumnEntryRoom(for: batch, in: &columnEntries)
    }

    /// `reserveColumnEntryRoom(for:)` in `lists` (the solver's, or a flat arena's).
    func reserveColumnEntryRoom(for batch: ConstraintBatch, in lists: inout ColumnEntryLists) {
        guard batch.termCount > 0, 4 * batch.termCount >= columnKind.count else { return }
        var needed = [Int32](repeating: 0, count: columnKind.count)
        batch.terms.withUnsafeBufferPointer { terms in
            needed.withUnsafeMutableBufferPointer { needed in
                for term in terms where term.variable.column < needed.count {
                    needed[term.variable.column] &+= 1
                }
            }
            let columnCount = needed.count
            lists.reserveRooms(&needed, visiting: terms.lazy.map(\.variable.column).filter { $0 < columnCount })
        }
    }
}

extension Solver {
    /// Grows the column storage for `variables` more variables at once (a scene reserves
    /// four per view of its document before making them). A count past what `Int32`
    /// column indices can reach reserves nothing.
    public func reserveCapacity(variables: Int) {
        guard variables > 0, variables < Int(Int32.max) - columnKind.count else { return }
        let columnCount = columnKind.count + variables
        // Only the arrays every column has: new variables are lazy (`Solver+LazyColumns`),
        // and the LP's arrays grow once, to the exact count, if the LP is ever needed.
        columnKind.reserveCapacity(columnCount)
        value.reserveCapacity(columnCount)
        publishedValues.reserveCapacity(columnCount)
        isDirty.reserveCapacity(columnCount)
        witnessValue.reserveCapacity(columnCount)
        witnessStamp.reserveCapacity(columnCount)
    }
}

extension Result where Failure == SolverError {
    /// `Result` from a typed-throwing closure.
    init(_ body: () throws(SolverError) -> Success) {
        do { self = .success(try body()) } catch { self = .failure(error) }
    }
}
