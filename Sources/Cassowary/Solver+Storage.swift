/// The storage primitives. Every change to a column, a row or the basis goes through
/// these, so that the undo journal and the dirty list stay in step.
extension Solver {
    // MARK: Row order

    /// The next row's place in the order rows were added (`RowRecord.sequence`). Before the
    /// sequences would reach `rowSequenceLimit` (2²⁷ − 1: `RowRecord` keeps them in 27 bits), every row's
    /// sequence is renumbered first (`renumberRowSequences`), order kept.
    @inline(__always)
    func takeRowSequence() -> Int32 {
        if nextRowSequence >= rowSequenceLimit { renumberRowSequences() }
        let sequence = Int32(truncatingIfNeeded: nextRowSequence)
        nextRowSequence += 1
        return sequence
    }

    /// Room for `count` more row sequences given one after another (a flat batch's:
    /// `firstSequence + index`), renumbering first when they would reach the limit.
    func reserveRowSequences(_ count: Int) {
        if nextRowSequence > rowSequenceLimit - count { renumberRowSequences() }
    }

    /// Gives the rows in use (live and dead: a free slot's sequence is never read) the
    /// sequences 0, 1, 2, … in the order of the ones they have, and the next row the one
    /// after: every comparison of two sequences comes out as before. Through `setRow`, so
    /// that a transaction rolled back puts the old numbers back.
    func renumberRowSequences() {
        let inUse = rows.indices.filter { rows[$0].state != .free }
            .sorted { rows[$0].sequence < rows[$1].sequence }
        for (rank, row) in inUse.enumerated() where rows[row].sequence != Int32(truncatingIfNeeded: rank) {
            var record = rows[row]
            record.sequence = Int32(truncatingIfNeeded: rank)
            setRow(row, record)
        }
        nextRowSequence = inUse.count
    }

    // MARK: Columns

    func allocateColumn(_ kind: ColumnKind, row: Int32, lower: Double, upper: Double) -> Int32 {
        // Every earlier column gets its LP entries first: a column's entries are its index.
        materializeLazyColumns()
        let column: Int32
        if let recycled = freeColumns.popLast() {
            column = recycled
            let index = Int(column)
            columnKind[index] = kind
            lowerBound[index] = lower
            upperBound[index] = upper
            value[index] = Solver.restingValue(lower: lower, upper: upper)
            basisPosition[index] = -1
            columnRow[index] = row
            columnEntries.clear(index)
            requiredRowCount[index] = 0
            reducedCost[index] = CostVector()
            publishedValues[index] = 0
            witnessStamp[index] = 0
        } else {
            column = Int32(truncatingIfNeeded: columnKind.count)
            columnKind.append(kind)
            lowerBound.append(lower)
            upperBound.append(upper)
            value.append(Solver.restingValue(lower: lower, upper: upper))
            basisPosition.append(-1)
            columnRow.append(row)
            columnEntries.appendColumn()
            requiredRowCount.append(0)
            reducedCost.append(CostVector())
            publishedValues.append(0)
            isDirty.append(false)
            witnessValue.append(0)
            witnessStamp.append(0)
            workPrice.reserve(columnKind.count)
        }
        if journal.isActive { journal.log(.newColumn(column)) }
        return column
    }

    /// Returns a logical or error column that no row uses any more to the free pool.
    func releaseColumn(_ column: Int32) {
        guard column >= 0 else { return }
        let index = Int(column)
        columnKind[index] = .unused
        basisPosition[index] = -1
        columnRow[index] = -1
        reducedCost[index] = CostVector()
        value[index] = 0
        freeColumns.append(column)
    }

    /// Where a non-basic column rests: on its finite bound nearest zero, or at zero.
    static func restingValue(lower: Double, upper: Double) -> Double {
        if lower > 0 { return lower }
        if upper < 0 { return upper }
        return 0
    }

    /// The column's cost: 1 at its row's level for the error of a live optional row.
    @inline(__always)
    func cost(of column: Int) -> (level: Double, coefficient: Double)? {
        guard columnKind[column].isError else { return nil }
        let row = rows[Int(columnRow[column])]
        guard row.state == .live, !row.isRequired else { return nil }
        return (row.level, 1)
    }

    func costVector(of column: Int) -> CostVector {
        guard let cost = cost(of: column) else { return CostVector() }
        return CostVector(level: cost.level, coefficient: cost.coefficient)
    }

    @inline(__always)
    func isBasic(_ column: Int) -> Bool { basisPosition[column] >= 0 }

    /// A non-basic column that can never move: fixed by its bounds (an equality's logical,
    /// a removed row's error) or not in use.
    @inline(__always)
    func isFixed(_ column: Int) -> Bool { lowerBound[column] == upperBound[column] || columnKind[column] == .unused }

    // MARK: Journaled writes

    @inline(__always)
    func setValue(_ column: Int, _ newValue: Double) {
        if journal.isActive { journal.log(.value(Int32(truncatingIfNeeded: column), value[column])) }
        if columnKind[column] == .external {
            preserveWitness(column)
            markDirty(column)
        }
        value[column] = newValue
    }

    @inline(__always)
    func setReducedCost(_ column: Int, _ cost: CostVector) {
        if journal.isActive { journal.log(.reducedCost(Int32(truncatingIfNeeded: column), reducedCost[column])) }
        reducedCost[column] = cost
    }

    func setBounds(_ column: Int, lower: Double, upper: Double) {
        if journal.isActive { journal.log(.bounds(Int32(truncatingIfNeeded: column), lowerBound[column], upperBound[column])) }
        lowerBound[column] = lower
        upperBound[column] = upper
    }

    /// Puts `column` in the basis at `position` (the previous occupant must have left).
    func setBasic(_ column: Int, at position: Int) {
        if journal.isActive {
            journal.log(.position(Int32(truncatingIfNeeded: column), basisPosition[column]))
            journal.log(.header(Int32(truncatingIfNeeded: position), basisHeader[position]))
        }
        basisPosition[column] = Int32(truncatingIfNeeded: position)
        basisHeader[position] = Int32(truncatingIfNeeded: column)
    }

    func setNonbasic(_ column: Int) {
        if journal.isActive { journal.log(.position(Int32(truncatingIfNeeded: column), basisPosition[column])) }
        basisPosition[column] = -1
    }

    func setRow(_ row: Int, _ record: RowRecord) {
        if journal.isActive { journal.log(.row(Int32(truncatingIfNeeded: row), rows[row])) }
        rows[row] = record
    }

    func setRequiredRowCount(_ column: Int, _ count: Int32) {
        if journal.isActive { journal.log(.requiredRowCount(Int32(truncatingIfNeeded: column), requiredRowCount[column])) }
        requiredRowCount[column] = count
    }

    func appendColumnEntry(_ column: Int, _ entry: ColumnEntry) {
        if journal.isActive { journal.log(.columnEntryAppended(Int32(truncatingIfNeeded: column))) }
        columnEntries.append(entry, to: column)
    }

    func markDirty(_ column: Int) {
        guard !isDirty[column] else { return }
        isDirty[column] = true
        dirtyVariables.append(Int32(truncatingIfNeeded: column))
    }

    // MARK: Rows

    func allocateRow() -> Int32 {
        let row: Int32
        if let recycled = freeRowIDs.popLast() {
            row = recycled
        } else {
            row = Int32(truncatingIfNeeded: rows.count)
            rows.append(RowRecord())
            basisHeader.append(-1)
            let capacity = rows.count
            workRow.reserve(capacity)
            workColumn.reserve(capacity)
        }
        if journal.isActive { journal.log(.newRow(row)) }
        return row
    }

    /// The row's external terms.
    @inline(__always)
    func terms(of row: Int) -> Range<Int> {
        let record = rows[row]
        return Int(record.termStart)..<Int(record.termStart + record.termCount)
    }

    /// `Σ aⱼ·xⱼ` over the row's external columns at their current values.
    func externalActivity(of row: Int) -> Double {
        var sum = 0.0
        for term in terms(of: row) { sum += termCoefficients[term] * value[Int(termColumns[term])] }
        return sum
    }

    /// The row's activity `Σ aⱼ·xⱼ + errors` (what its logical measures).
    func activity(of row: Int) -> Double {
        let record = rows[row]
        var sum = externalActivity(of: row)
        if record.positiveError >= 0 { sum -= value[Int(record.positiveError)] }
        if record.negativeError >= 0 { sum += value[Int(record.negativeError)] }
        return sum
    }
}
