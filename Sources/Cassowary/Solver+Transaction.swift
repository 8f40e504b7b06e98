/// An undo log for the operations that can be refused after they changed the solver:
/// adding a required constraint whose feasibility is not certain, and moving a required
/// constraint's constant. Both run the dual simplex before they know the answer.
///
/// While a transaction is open every write to a column, a row or the basis logs the old
/// value, and the eta file and the term pool only grow; rollback replays the log backwards
/// and truncates, so a refused operation leaves the solver exactly as it was — same basis,
/// same values, same reduced costs — not merely an equivalent state. The cost is
/// proportional to what the operation touched. A transaction never refactors the basis.
struct Journal {
    enum Entry {
        case value(Int32, Double)
        case reducedCost(Int32, CostVector)
        case position(Int32, Int32)
        case header(Int32, Int32)
        case bounds(Int32, Double, Double)
        case row(Int32, RowRecord)
        case newColumn(Int32)
        case newRow(Int32)
        case columnEntryAppended(Int32)
        case requiredRowCount(Int32, Int32)
    }

    private(set) var isActive = false
    private var entries: [Entry] = []
    private var etaMark = EtaFile.Mark.empty
    private var termCount = 0
    private var columnCount = 0
    private var rowCount = 0
    private var freeColumns: [Int32] = []
    private var freeRowIDs: [Int32] = []
    private var liveRowCount = 0
    private var deadRowCount = 0
    private var basisVersion = 0

    @inline(__always)
    mutating func log(_ entry: Entry) { entries.append(entry) }

    mutating func begin(_ solver: Solver) {
        isActive = true
        entries.removeAll(keepingCapacity: true)
        etaMark = solver.factor.etaMark
        termCount = solver.termColumns.count
        columnCount = solver.columnKind.count
        rowCount = solver.rows.count
        freeColumns = solver.freeColumns
        freeRowIDs = solver.freeRowIDs
        liveRowCount = solver.liveRowCount
        deadRowCount = solver.deadRowCount
        basisVersion = solver.basisVersion
    }

    /// Keeps the changes.
    mutating func commit() {
        isActive = false
        entries.removeAll(keepingCapacity: true)
        freeColumns = []
        freeRowIDs = []
    }

    /// Restores everything as it was at `begin`.
    mutating func rollback(_ solver: Solver) {
        isActive = false  // the restoring writes are not logged
        for entry in entries.reversed() {
            switch entry {
            case let .value(column, old): solver.value[Int(column)] = old
            case let .reducedCost(column, old): solver.reducedCost[Int(column)] = old
            case let .position(column, old): solver.basisPosition[Int(column)] = old
            case let .header(position, old): solver.basisHeader[Int(position)] = old
            case let .bounds(column, lower, upper):
                solver.lowerBound[Int(column)] = lower
                solver.upperBound[Int(column)] = upper
            case let .row(row, old): solver.rows[Int(row)] = old
            case let .newColumn(column):
                solver.columnKind[Int(column)] = .unused
                solver.basisPosition[Int(column)] = -1
            case let .newRow(row):
                solver.rows[Int(row)] = RowRecord()
                solver.basisHeader[Int(row)] = -1
            case let .columnEntryAppended(column): _ = solver.columnEntries[Int(column)].popLast()
            case let .requiredRowCount(column, old): solver.requiredRowCount[Int(column)] = old
            }
        }
        entries.removeAll(keepingCapacity: true)
        solver.factor.truncateEtas(to: etaMark)
        solver.termColumns.removeLast(solver.termColumns.count - termCount)
        solver.termCoefficients.removeLast(solver.termCoefficients.count - termCount)
        solver.truncateColumns(to: columnCount)
        solver.truncateRows(to: rowCount)
        solver.freeColumns = freeColumns
        solver.freeRowIDs = freeRowIDs
        solver.liveRowCount = liveRowCount
        solver.deadRowCount = deadRowCount
        solver.basisVersion = basisVersion
        solver.primalCandidates.removeAll()
        solver.dualCandidates.removeAll()
        freeColumns = []
        freeRowIDs = []
    }
}

extension EtaFile.Mark {
    static var empty: EtaFile.Mark { EtaFile().mark }
}

extension Solver {
    /// Drops columns created after a transaction began (their slots were appended).
    func truncateColumns(to count: Int) {
        let extra = columnKind.count - count
        guard extra > 0 else { return }
        columnKind.removeLast(extra)
        lowerBound.removeLast(extra)
        upperBound.removeLast(extra)
        value.removeLast(extra)
        basisPosition.removeLast(extra)
        columnRow.removeLast(extra)
        columnEntries.removeLast(extra)
        requiredRowCount.removeLast(extra)
        reducedCost.removeLast(extra)
        publishedValues.removeLast(extra)
        witnessValue.removeLast(extra)
        witnessStamp.removeLast(extra)
        for index in count..<isDirty.count where isDirty[index] {
            dirtyVariables.removeAll { Int($0) == index }
        }
        isDirty.removeLast(extra)
    }

    /// Drops rows created after a transaction began.
    func truncateRows(to count: Int) {
        let extra = rows.count - count
        guard extra > 0 else { return }
        rows.removeLast(extra)
        basisHeader.removeLast(extra)
    }
}
