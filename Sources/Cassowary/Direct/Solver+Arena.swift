/// A batch kept flat while direct resolution certifies it (`RowArena`), and its move into
/// the LP's storage when something needs more (docs/solver.md, "The flat arena and lazy
/// materialization").
///
/// Three stages, each entered only when needed:
/// 1. *Flat*: a certified batch added to an empty solver is kept in the arena — the rows
///    direct resolution reads, the ids — and the solved values. Reads,
///    constant changes that direct mode follows (a relayout), and questions about
///    constraints (`contains`, `constant(of:)`, `priority(of:)`, `hasTerms`) are answered
///    from it.
/// 2. *Direct mode with the LP's storage*: `materializeArena` moves the rows into the LP's
///    storage, in exactly the layout the batch would have given them there (row `i` at
///    row id `i`, its logical and errors in the batch's column order, the ids in order), so
///    everything from then on — the seeded hand-over, the crash, every later change — goes
///    exactly as it went before the arena existed.
/// 3. *The LP*: `materializeLinearProgram`, as before (it materializes the arena first).
extension Solver {
    /// The rows direct resolution reads: the arena's while there is one, else the LP's.
    var directProblem: DirectProblem {
        if let arena { return arena.problem }
        materializeLazyColumns()  // the LP's column lists, read for every variable
        return storedProblem
    }

    /// The LP's storage as direct resolution reads it, lazy columns and all (their column
    /// lists are missing: only the rows, their terms and their logicals' bounds may be read).
    private var storedProblem: DirectProblem {
        DirectProblem(rows: rows, termColumns: termColumns, termCoefficients: termCoefficients,
                      columnEntries: columnEntries, lowerBound: lowerBound, upperBound: upperBound)
    }

    /// The rows of `directProblem`.
    var directRows: [RowRecord] { arena?.problem.rows ?? rows }

    /// The number of rows of `directProblem` (live or not).
    var directRowCount: Int { arena?.count ?? rows.count }

    /// The constraint's record: from the table, or made from the arena's row.
    @inline(__always)
    func constraintRecord(_ constraint: ConstraintID) -> ConstraintRecord? {
        // Read in place (optional chaining): binding the arena copied it, its arrays retained
        // and released on every call (a trait change makes a thousand).
        if let row = arena?.row(of: constraint) { return arena?.record(ofRow: row) }
        return constraints[constraint.rawValue]
    }

    /// Whether a batch can be kept flat, the solver settled: its storage holds only live
    /// rows, added one after another (no row removed, no slot or column to recycle, the
    /// term pool exactly their terms: a fresh scene's root pins, or nothing), no edit, and
    /// the ids and rows fit their types.
    func canKeepFlat(_ batch: ConstraintBatch) -> Bool {
        guard keepsCertifiedBatchesFlat, usesDirectResolution, arena == nil, directSolution == nil,
              !journal.isActive, !needsSettle, liveRowCount == rows.count, deadRowCount == 0, garbageTermCount == 0,
              freeRowIDs.isEmpty, freeColumns.isEmpty, pendingRows.isEmpty, edits.isEmpty,
              constraints.count == rows.count, rows.count + batch.count < Int(Int32.max) / 4,
              termColumns.count + batch.termCount < Int(Int32.max),
              UInt64(nextConstraintID) + UInt64(batch.count) < UInt64(UInt32.max) else { return false }
        var terms = 0
        for row in rows {
            guard row.state == .live, Int(row.termStart) == terms else { return false }
            terms += Int(row.termCount)
        }
        return terms == termColumns.count
    }

    /// `addConstraintsIfAllFit` on a settled solver that can keep the batch flat
    /// (`canKeepFlat`): the batch goes into an arena (after copies of the stored rows) and
    /// direct resolution runs on it. Certified, the batch stays flat; otherwise it is moved
    /// into the LP's storage and solved from the crash basis, exactly as it was before the
    /// arena (the same rows, columns, ids and order). `asStated`: no constraint's terms need
    /// combining (`ConstraintBatch.check(against:)`).
    func addKeepingFlat(_ batch: ConstraintBatch, asStated: Bool) -> [ConstraintID]? {
        reserveRowSequences(batch.count)  // the batch's rows are numbered one after another
        // Holds the solver's arrays until the batch is in: let go before a certified point
        // is adopted, so that its values are written in place (a copy of the values, the
        // witnesses and the dirty flags first, 0.08 M instructions of the list document's
        // first layout, round 18).
        var snapshot: BulkSnapshot? = BulkSnapshot(self)
        let snapshotConstraints = constraints
        let firstID = nextConstraintID
        deferToCrash()
        // The stored rows are copied (their terms, their logicals' bounds), not their lists.
        var arena = RowArena(firstID: firstID, stored: storedProblem)
        // `c REL 0` with no variables holds or never will.
        let feasible = arena.append(batch, asStated: asStated, firstSequence: nextRowSequence,
                                    columnCount: columnKind.count) { combinedTerms(batch.expression(at: $0)) }
        guard feasible else {
            snapshot?.restore(self)
            return nil
        }
        nextRowSequence += batch.count
        nextConstraintID = firstID &+ UInt32(truncatingIfNeeded: batch.count)
        let ids = (0..<batch.count).map { ConstraintID(rawValue: firstID &+ UInt32(truncatingIfNeeded: $0)) }
        self.arena = arena
        needsSettle = true
        if let resolution = directlyResolvedPoint() {
            snapshot = nil
            adopt(consume resolution)
            return ids
        }
        // Not certified: into the LP's storage, and the crash solves it as it always did.
        materializeArena()
        if settleFromCrash() { return ids }
        snapshot?.restore(self)
        constraints = snapshotConstraints
        nextConstraintID = firstID
        return nil
    }

    /// Moves the arena's batch rows into the LP's storage as the batch would have stored
    /// them (`preallocateRowsAndColumns`, `fillBatchRow`, `register`): row `i` at row id `i`,
    /// its logical (resting where the batch's constant put it, bounded by the constant it
    /// has now) and errors next in column order, its terms and column entries as they
    /// are, its constraint in the table under its id, pending for the crash. The solver
    /// stays in direct mode; the kept resolution now names the logical columns.
    func materializeArena() {
        guard let arena else { return }
        self.arena = nil
        let firstRow = arena.storedRowCount, count = arena.batchCount, firstColumn = columnKind.count
        guard rows.count == firstRow else {  // never: a stored row changed ends the arena first
            materializeLazyColumns()
            return
        }
        var columnCount = 0
        for record in arena.problem.rows[firstRow...] {
            columnCount += record.isRequired ? 1 : (record.relation == .equal ? 3 : 2)
        }
        // Every column array grows once, to the variables (lazy ones included) and the
        // batch's logicals and errors.
        reserveColumns(firstColumn + columnCount)
        materializeLazyColumns()
        constraints.reserveCapacity(constraints.count + count)
        rows.reserveCapacity(firstRow + count)
        basisHeader.reserveCapacity(firstRow + count)
        pendingRows.reserveCapacity(pendingRows.count + count)
        // The arena's lists and term pool hold the stored rows' entries and terms as the
        // solver's do (`canKeepFlat`: exactly theirs, in row order), then the batch's: they
        // replace them.
        columnEntries = arena.problem.columnEntries
        columnEntries.fillCoefficients(rows: arena.problem.rows, termColumns: arena.problem.termColumns,
                                       termCoefficients: arena.problem.termCoefficients)
        termColumns = arena.problem.termColumns
        termCoefficients = arena.problem.termCoefficients
        _ = appendFreshColumns(columnCount, kind: .logical)
        var logicals = rows.map(\.logical)  // by arena row: the stored rows' own logicals first
        logicals.reserveCapacity(firstRow + count)
        columnKind.withUnsafeMutableBufferPointer { kind in
        lowerBound.withUnsafeMutableBufferPointer { lower in
        upperBound.withUnsafeMutableBufferPointer { upper in
        value.withUnsafeMutableBufferPointer { value in
        columnRow.withUnsafeMutableBufferPointer { owner in
        basisPosition.withUnsafeMutableBufferPointer { position in
        requiredRowCount.withUnsafeMutableBufferPointer { requiredCount in
            var column = firstColumn
            for index in firstRow ..< firstRow + count {
                let row = Int32(truncatingIfNeeded: index)
                var record = arena.problem.rows[index]
                let (batchLow, batchHigh) = RowRecord.logicalBounds(record.relation,
                                                                    constant: arena.batchConstant(ofRow: index))
                kind[column] = .logical
                (lower[column], upper[column]) = arena.bounds(ofRow: index)
                value[column] = Solver.restingValue(lower: batchLow, upper: batchHigh)
                owner[column] = row
                position[column] = row
                record.logical = Int32(truncatingIfNeeded: column)
                logicals.append(record.logical)
                column += 1
                if !record.isRequired {
                    if record.relation != .greaterThanOrEqual {
                        kind[column] = .positiveError
                        lower[column] = 0
                        owner[column] = row
                        record.positiveError = Int32(truncatingIfNeeded: column)
                        column += 1
                    }
                    if record.relation != .lessThanOrEqual {
                        kind[column] = .negativeError
                        lower[column] = 0
                        owner[column] = row
                        record.negativeError = Int32(truncatingIfNeeded: column)
                        column += 1
                    }
                } else {
                    let start = Int(record.termStart)
                    for term in start ..< start + Int(record.termCount) {
                        requiredCount[Int(arena.problem.termColumns[term])] &+= 1
                    }
                }
                rows.append(record)
                basisHeader.append(record.logical)
                pendingRows.append(row)
                constraints[arena.constraintID(ofRow: index)] = arena.record(ofRow: index)
            }
        }}}}}}}
        liveRowCount += count
        workRow.reserve(rows.count)
        workColumn.reserve(rows.count)
        if let solution = directSolution, var resolution = solution.resolution,
           resolution.fitsArena(columnCount: firstColumn, rowCount: firstRow + count) {
            solution.resolution = nil  // the local copy is the only one: changed in place
            resolution.noteMaterialized(logicals: logicals, columnCount: columnKind.count)
            solution.resolution = resolution
        }
    }
}
