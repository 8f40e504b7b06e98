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
    /// Restored with the rows: a renumbering in the transaction (`renumberRowSequences`)
    /// is rolled back through the rows' logged records, and the next sequence must again
    /// come after theirs.
    private var nextRowSequence = 0

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
        nextRowSequence = solver.nextRowSequence
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
            case let .columnEntryAppended(column): solver.columnEntries.removeLast(from: Int(column))
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
        solver.nextRowSequence = nextRowSequence
        // A fresh version, not the old one: B⁻¹ columns cached during the transaction carry
        // versions that must never match again.
        solver.basisVersion &+= 1
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
        value.removeLast(extra)
        // The LP's arrays end before `columnKind` while some columns are lazy.
        let linearProgramExtra = max(0, lowerBound.count - count)
        lowerBound.removeLast(linearProgramExtra)
        upperBound.removeLast(linearProgramExtra)
        basisPosition.removeLast(linearProgramExtra)
        columnRow.removeLast(linearProgramExtra)
        columnEntries.truncateColumns(to: min(count, columnEntries.columnCount))
        requiredRowCount.removeLast(linearProgramExtra)
        reducedCost.removeLast(linearProgramExtra)
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

/// Everything a solve may change, held aside so that an operation decided by solving from a
/// crash basis (too big for the journal: the basis is rebuilt) can be undone. Arrays are
/// copied on write, so taking the snapshot is cheap and the bulk solve pays for the copy of
/// what it rewrites — no more than it costs anyway.
struct BulkSnapshot {
    private let columnKind: [ColumnKind], lowerBound: [Double], upperBound: [Double], value: [Double]
    private let basisPosition: [Int32], columnRow: [Int32], columnEntries: ColumnEntryLists
    private let requiredRowCount: [Int32], witnessValue: [Double], witnessStamp: [UInt32], witnessEpoch: UInt32
    private let reducedCost: [CostVector], freeColumns: [Int32]
    private let rows: [RowRecord], termColumns: [Int32], termCoefficients: [Double], basisHeader: [Int32]
    private let freeRowIDs: [Int32], deadRowCount: Int, liveRowCount: Int, garbageTermCount: Int
    private let nextRowSequence: Int
    private let factor: BasisFactor
    private let factorIsCurrent: Bool, valuesAreCurrent: Bool, reducedCostsAreCurrent: Bool, needsSettle: Bool
    private let pendingRows: [Int32], pendingOperationCount: Int, incrementalWork: Int
    private let dirtyVariables: [Int32], isDirty: [Bool]

    init(_ solver: Solver) {
        columnKind = solver.columnKind; lowerBound = solver.lowerBound; upperBound = solver.upperBound
        value = solver.value; basisPosition = solver.basisPosition; columnRow = solver.columnRow
        columnEntries = solver.columnEntries; requiredRowCount = solver.requiredRowCount
        witnessValue = solver.witnessValue; witnessStamp = solver.witnessStamp; witnessEpoch = solver.witnessEpoch
        reducedCost = solver.reducedCost; freeColumns = solver.freeColumns
        rows = solver.rows; termColumns = solver.termColumns; termCoefficients = solver.termCoefficients
        basisHeader = solver.basisHeader; freeRowIDs = solver.freeRowIDs
        deadRowCount = solver.deadRowCount; liveRowCount = solver.liveRowCount
        garbageTermCount = solver.garbageTermCount; nextRowSequence = solver.nextRowSequence
        factor = solver.factor
        factorIsCurrent = solver.factorIsCurrent; valuesAreCurrent = solver.valuesAreCurrent
        reducedCostsAreCurrent = solver.reducedCostsAreCurrent; needsSettle = solver.needsSettle
        pendingRows = solver.pendingRows; pendingOperationCount = solver.pendingOperationCount
        incrementalWork = solver.incrementalWork
        dirtyVariables = solver.dirtyVariables; isDirty = solver.isDirty
    }

    func restore(_ solver: Solver) {
        solver.columnKind = columnKind; solver.lowerBound = lowerBound; solver.upperBound = upperBound
        solver.value = value; solver.basisPosition = basisPosition; solver.columnRow = columnRow
        solver.columnEntries = columnEntries; solver.requiredRowCount = requiredRowCount
        solver.witnessValue = witnessValue; solver.witnessStamp = witnessStamp; solver.witnessEpoch = witnessEpoch
        solver.reducedCost = reducedCost; solver.freeColumns = freeColumns
        solver.rows = rows; solver.termColumns = termColumns; solver.termCoefficients = termCoefficients
        solver.basisHeader = basisHeader; solver.freeRowIDs = freeRowIDs
        solver.deadRowCount = deadRowCount; solver.liveRowCount = liveRowCount
        solver.garbageTermCount = garbageTermCount; solver.nextRowSequence = nextRowSequence
        solver.factor = factor
        solver.factorIsCurrent = factorIsCurrent; solver.valuesAreCurrent = valuesAreCurrent
        solver.reducedCostsAreCurrent = reducedCostsAreCurrent; solver.needsSettle = needsSettle
        solver.pendingRows = pendingRows; solver.pendingOperationCount = pendingOperationCount
        solver.incrementalWork = incrementalWork
        solver.dirtyVariables = dirtyVariables; solver.isDirty = isDirty
        solver.primalCandidates.removeAll()
        solver.dualCandidates.removeAll()
        solver.basisVersion &+= 1
        let capacity = solver.rows.count
        solver.workRow.reserve(capacity)
        solver.workColumn.reserve(capacity)
        solver.workPrice.reserve(solver.columnKind.count)
    }
}
