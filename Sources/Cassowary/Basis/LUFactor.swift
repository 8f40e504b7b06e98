/// B = LU of the basis matrix at the last INVERT: Gaussian elimination in the order that
/// keeps it sparse.
///
/// Layout bases are nearly triangular: most columns are unit columns (a logical or an
/// error, one entry) or variables that one constraint defines in terms of earlier ones. So
/// INVERT first peels singletons — a column with one entry left (no multipliers) or a row
/// with one entry left (multipliers, no fill) — as production codes do before touching
/// the rest (HiGHS `HFactor`'s build, CLP's `CoinFactorization`); what is left, the kernel
/// (cycles such as a stack's equal widths), is eliminated with Markowitz pivoting under a
/// threshold (Suhl & Suhl 1990).
///
/// Basis positions are row ids, and INVERT relabels them: the column pivoted on row r is
/// the basic column of position r afterwards. FTRAN and BTRAN then work in place on one
/// dense vector indexed by row id.
struct LUFactor {
    /// The rows in pivot order; pivot k eliminated `pivotRow[k]` (also its position).
    fileprivate(set) var pivotRow: [Int32] = []
    fileprivate(set) var diagonal: [Double] = []
    /// L by columns: pivot k's multipliers `(row, l)` for rows eliminated after it.
    fileprivate var lStart: [Int32] = [0]
    fileprivate var lRow: [Int32] = []
    fileprivate var lValue: [Double] = []
    /// U by rows: pivot k's entries `(position, u)` at positions pivoted after it.
    fileprivate var uStart: [Int32] = [0]
    fileprivate var uPosition: [Int32] = []
    fileprivate var uValue: [Double] = []
    /// U by columns: the entries above pivot k's diagonal, `(earlier pivot, u)`.
    fileprivate var ucStart: [Int32] = [0]
    fileprivate var ucPivot: [Int32] = []
    fileprivate var ucValue: [Double] = []
    /// The pivot that eliminated each row, or -1 (indexed by row id).
    fileprivate(set) var pivotOfRow: [Int32] = []
    /// L by rows (indexed by row id): the pivots whose multipliers reach the row, for the
    /// hyper-sparse Lᵀ solve.
    fileprivate var lRowStart: [Int32] = [0]
    fileprivate var lRowPivot: [Int32] = []
    fileprivate var lRowValue: [Double] = []
    /// The pivots a hyper-sparse solve has queued (scratch, reused).
    private var reach = PivotQueue()

    var pivotCount: Int { pivotRow.count }
    var nonzeroCount: Int { lRow.count + uPosition.count + pivotRow.count }

    /// True when row `row` is part of this factorization.
    @inline(__always)
    func contains(row: Int) -> Bool { row < pivotOfRow.count && pivotOfRow[row] >= 0 }

    /// Flips the sign of the unit column pivoted on `row` (an optional row's basic logical
    /// or e⁺ exchanged for e⁻ and back): its one entry is the pivot itself.
    mutating func setUnitPivot(row: Int, to value: Double) {
        guard row < pivotOfRow.count, pivotOfRow[row] >= 0 else { return }
        diagonal[Int(pivotOfRow[row])] = value
    }

    // MARK: - FTRAN / BTRAN on the factored part

    /// Solves B₀·x = b in place: `vector` holds b by row on entry and x by position on exit
    /// (positions are the pivot rows). Rows outside the factorization are left alone.
    /// A right-hand side much sparser than the factors is solved hyper-sparsely: only the
    /// pivots it reaches are visited (Gilbert & Peierls 1988; Hall & McKinnon 2005), which
    /// is what keeps a pivot on a long stack as cheap as one on a short one.
    mutating func solve(_ vector: inout ScratchVector) {
        if vector.touched.count * 16 < pivotRow.count {
            solveSparse(&vector)
        } else {
            solveDense(&vector)
        }
    }

    /// Solves yᵀ·B₀ = cᵀ in place: `vector` holds c by position on entry and y by row on
    /// exit. Rows outside the factorization are left alone. Hyper-sparse when c is sparse.
    mutating func solveTransposed(_ vector: inout ScratchVector) {
        if vector.touched.count * 16 < pivotRow.count {
            solveTransposedSparse(&vector)
        } else {
            solveTransposedDense(&vector)
        }
    }

    /// The dense loop: every pivot in order, skipping zeros.
    private func solveDense(_ vector: inout ScratchVector) {
        let count = pivotRow.count
        guard count > 0 else { return }
        pivotRow.withUnsafeBufferPointer { pivotRow in
        lStart.withUnsafeBufferPointer { lStart in
        lRow.withUnsafeBufferPointer { lRow in
        lValue.withUnsafeBufferPointer { lValue in
        ucStart.withUnsafeBufferPointer { ucStart in
        ucPivot.withUnsafeBufferPointer { ucPivot in
        ucValue.withUnsafeBufferPointer { ucValue in
        diagonal.withUnsafeBufferPointer { diagonal in
            // Forward: apply the elimination's row operations to b.
            for k in 0..<count {
                let t = vector[Int(pivotRow[k])]
                if t == 0 { continue }
                for entry in Int(lStart[k])..<Int(lStart[k + 1]) {
                    vector.add(Int(lRow[entry]), -lValue[entry] * t)
                }
            }
            // Backward: U by columns, so that zero entries of x cost nothing.
            for k in stride(from: count - 1, through: 0, by: -1) {
                let row = Int(pivotRow[k])
                var t = vector[row]
                if t == 0 { continue }
                t = Self.dividedByPivot(t, diagonal[k])
                vector.set(row, t)
                if t == 0 { continue }
                for entry in Int(ucStart[k])..<Int(ucStart[k + 1]) {
                    vector.add(Int(pivotRow[Int(ucPivot[entry])]), -ucValue[entry] * t)
                }
            }
        }}}}}}}}
    }

    private func solveTransposedDense(_ vector: inout ScratchVector) {
        let count = pivotRow.count
        guard count > 0 else { return }
        pivotRow.withUnsafeBufferPointer { pivotRow in
        lStart.withUnsafeBufferPointer { lStart in
        lRow.withUnsafeBufferPointer { lRow in
        lValue.withUnsafeBufferPointer { lValue in
        uStart.withUnsafeBufferPointer { uStart in
        uPosition.withUnsafeBufferPointer { uPosition in
        uValue.withUnsafeBufferPointer { uValue in
        diagonal.withUnsafeBufferPointer { diagonal in
            // Uᵀ, forward by rows of U.
            for k in 0..<count {
                let row = Int(pivotRow[k])
                var t = vector[row]
                if t == 0 { continue }
                t = Self.dividedByPivot(t, diagonal[k])
                vector.set(row, t)
                if t == 0 { continue }
                for entry in Int(uStart[k])..<Int(uStart[k + 1]) {
                    vector.add(Int(uPosition[entry]), -uValue[entry] * t)
                }
            }
            // Lᵀ, backward: each pivot row gathers the multipliers of the rows after it.
            for k in stride(from: count - 1, through: 0, by: -1) {
                let start = Int(lStart[k]), end = Int(lStart[k + 1])
                if start == end { continue }
                var sum = 0.0
                for entry in start..<end { sum += lValue[entry] * vector[Int(lRow[entry])] }
                if sum != 0 { vector.add(Int(pivotRow[k]), -sum) }
            }
        }}}}}}}}
    }

    // MARK: Hyper-sparse solves

    /// FTRAN visiting only reachable pivots: L forward in increasing pivot order (a min-heap
    /// of pivot indices), then U backward in decreasing order (a max-heap).
    private mutating func solveSparse(_ vector: inout ScratchVector) {
        seedReach(from: vector, ascending: true)
        while let k = reach.pop(ascending: true) {
            let t = vector[Int(pivotRow[Int(k)])]
            if t == 0 { continue }
            for entry in Int(lStart[Int(k)])..<Int(lStart[Int(k) + 1]) {
                let row = Int(lRow[entry])
                vector.add(row, -lValue[entry] * t)
                reach.push(pivotOfRow[row], ascending: true)
            }
        }
        seedReach(from: vector, ascending: false)
        while let k = reach.pop(ascending: false) {
            let row = Int(pivotRow[Int(k)])
            var t = vector[row]
            if t == 0 { continue }
            t = Self.dividedByPivot(t, diagonal[Int(k)])
            vector.set(row, t)
            if t == 0 { continue }
            for entry in Int(ucStart[Int(k)])..<Int(ucStart[Int(k) + 1]) {
                let earlier = ucPivot[entry]
                vector.add(Int(pivotRow[Int(earlier)]), -ucValue[entry] * t)
                reach.push(earlier, ascending: false)
            }
        }
    }

    /// Starts one sweep of a hyper-sparse solve: the queue holds the pivots of the vector's
    /// nonzero entries (rows outside the factors have none).
    private mutating func seedReach(from vector: ScratchVector, ascending: Bool) {
        reach.reset(count: pivotRow.count)
        for index in vector.touched where Int(index) < pivotOfRow.count {
            let k = pivotOfRow[Int(index)]
            if k >= 0 && vector[Int(index)] != 0 { reach.push(k, ascending: ascending) }
        }
    }

    /// `t / pivot`, with a result inside the drop tolerance made an exact zero: it is
    /// round-off, and keeping it would fill the vector with entries that are not there.
    @inline(__always)
    private static func dividedByPivot(_ t: Double, _ pivot: Double) -> Double {
        let x = t / pivot
        return x < Tolerance.drop && x > -Tolerance.drop ? 0 : x
    }

    /// BTRAN visiting only reachable pivots: Uᵀ forward (min-heap), then Lᵀ backward by the
    /// rows of L (max-heap).
    private mutating func solveTransposedSparse(_ vector: inout ScratchVector) {
        seedReach(from: vector, ascending: true)
        while let k = reach.pop(ascending: true) {
            let row = Int(pivotRow[Int(k)])
            var t = vector[row]
            if t == 0 { continue }
            t = Self.dividedByPivot(t, diagonal[Int(k)])
            vector.set(row, t)
            if t == 0 { continue }
            for entry in Int(uStart[Int(k)])..<Int(uStart[Int(k) + 1]) {
                let position = Int(uPosition[entry])
                vector.add(position, -uValue[entry] * t)
                reach.push(pivotOfRow[position], ascending: true)
            }
        }
        seedReach(from: vector, ascending: false)
        while let k = reach.pop(ascending: false) {
            let row = Int(pivotRow[Int(k)])
            let y = vector[row]
            if y == 0 { continue }
            // Row `row` of L: the pivots whose multipliers touched it.
            for entry in Int(lRowStart[row])..<Int(lRowStart[row + 1]) {
                let earlier = lRowPivot[entry]
                vector.add(Int(pivotRow[Int(earlier)]), -lRowValue[entry] * y)
                reach.push(earlier, ascending: false)
            }
        }
    }

    // MARK: - INVERT

    /// The basis matrix handed to INVERT: for each candidate column, its entries in the rows
    /// being factored, column by column.
    struct BasisMatrix {
        /// The solver's column id of each candidate column.
        var columns: [Int32] = []
        var start: [Int32] = [0]
        var row: [Int32] = []
        var value: [Double] = []

        mutating func appendColumn(_ column: Int32) {
            columns.append(column)
        }

        mutating func appendEntry(row entryRow: Int32, value entry: Double) {
            row.append(entryRow)
            value.append(entry)
        }

        mutating func finishColumn() {
            start.append(Int32(truncatingIfNeeded: row.count))
        }
    }

    /// What INVERT found: the column pivoted on each row, and what it could not pivot.
    struct Outcome {
        /// `(row, column)` pairs: the column is basic at position `row`.
        var assignments: [(row: Int32, column: Int32)] = []
        /// Candidate columns left over (dependent on the others, or surplus).
        var unpivotedColumns: [Int32] = []
        /// Rows no column could pivot on: the basis is singular there.
        var unpivotedRows: [Int32] = []

        var isSingular: Bool { !unpivotedRows.isEmpty }
    }

    /// Factors `matrix` restricted to `rows` (row ids below `rowCapacity`).
    static func factor(_ matrix: BasisMatrix, rows: [Int32], rowCapacity: Int) -> (LUFactor, Outcome) {
        var builder = Elimination(matrix: matrix, rows: rows, rowCapacity: rowCapacity)
        builder.eliminateSingletons()
        builder.eliminateKernel()
        return builder.finish()
    }
}

/// The Gaussian elimination behind `LUFactor.factor`, in local indices: rows 0..<m of the
/// factored set, columns 0..<n of the candidate list.
private struct Elimination {
    let matrix: LUFactor.BasisMatrix
    let globalRow: [Int32]
    let rowCapacity: Int
    /// Local row index of each row id, or -1.
    var localRow: [Int32]
    /// The matrix by rows (local row → (local column, value)), original values.
    var rowStart: [Int32] = []
    var rowColumn: [Int32] = []
    var rowValue: [Double] = []
    /// Local row of each column entry.
    var entryRow: [Int32] = []
    var rowCount: [Int32]
    var columnCount: [Int32]
    var rowActive: [Bool]
    var columnActive: [Bool]

    /// The pivots so far, in order: local row, local column, pivot value.
    var pivots: [(row: Int32, column: Int32, value: Double)] = []
    /// Pivot k's L column (local rows, multipliers): `lEntries[lEnds[k − 1] ..< lEnds[k]]`
    /// (from 0 for k = 0). One pool for all the pivots, not an array per pivot: a basis of
    /// thousands of singletons (the seeded hand-over's) made and freed one small array per
    /// pivot and per U row.
    var lEntries: [(row: Int32, value: Double)] = []
    var lEnds: [Int32] = []
    /// Pivot k's U row by local column (converted to positions at the end), likewise.
    var uEntries: [(column: Int32, value: Double)] = []
    var uEnds: [Int32] = []
    /// Kernel columns found (numerically) dependent: left unpivoted.
    var unpivotable: [Int] = []

    init(matrix: LUFactor.BasisMatrix, rows: [Int32], rowCapacity: Int) {
        self.matrix = matrix
        self.globalRow = rows
        self.rowCapacity = rowCapacity
        localRow = Array(repeating: -1, count: rowCapacity)
        for (index, row) in rows.enumerated() { localRow[Int(row)] = Int32(truncatingIfNeeded: index) }
        let rowTotal = rows.count
        let columnTotal = matrix.columns.count
        rowCount = Array(repeating: 0, count: rowTotal)
        columnCount = Array(repeating: 0, count: columnTotal)
        rowActive = Array(repeating: true, count: rowTotal)
        columnActive = Array(repeating: true, count: columnTotal)
        entryRow = Array(repeating: -1, count: matrix.row.count)

        // Count, then fill the row-wise copy (entries outside `rows` are ignored).
        for column in 0..<columnTotal {
            for entry in Int(matrix.start[column])..<Int(matrix.start[column + 1]) {
                let global = Int(matrix.row[entry])
                guard global < rowCapacity, localRow[global] >= 0, matrix.value[entry] != 0 else { continue }
                let local = localRow[global]
                entryRow[entry] = local
                rowCount[Int(local)] += 1
                columnCount[column] += 1
            }
        }
        rowStart = Array(repeating: 0, count: rowTotal + 1)
        for row in 0..<rowTotal { rowStart[row + 1] = rowStart[row] + rowCount[row] }
        rowColumn = Array(repeating: 0, count: Int(rowStart[rowTotal]))
        rowValue = Array(repeating: 0, count: Int(rowStart[rowTotal]))
        var fill = Array(rowStart.dropLast())
        for column in 0..<columnTotal {
            for entry in Int(matrix.start[column])..<Int(matrix.start[column + 1]) {
                let local = entryRow[entry]
                guard local >= 0 else { continue }
                let slot = Int(fill[Int(local)])
                rowColumn[slot] = Int32(truncatingIfNeeded: column)
                rowValue[slot] = matrix.value[entry]
                fill[Int(local)] += 1
            }
        }
        // At most one pivot per row; a singleton's U row is part of its row's entries (the
        // kernel's fill may grow the pool further).
        pivots.reserveCapacity(rowTotal)
        lEnds.reserveCapacity(rowTotal)
        uEnds.reserveCapacity(rowTotal)
        uEntries.reserveCapacity(Int(rowStart[rowTotal]))
    }

    // MARK: Singletons

    mutating func eliminateSingletons() {
        var columnQueue: [Int32] = []
        var rowQueue: [Int32] = []
        // Unit columns first, in candidate order, so that ties go to the earlier candidate.
        for column in stride(from: columnCount.count - 1, through: 0, by: -1) where columnCount[column] == 1 {
            columnQueue.append(Int32(truncatingIfNeeded: column))
        }
        for row in stride(from: rowCount.count - 1, through: 0, by: -1) where rowCount[row] == 1 {
            rowQueue.append(Int32(truncatingIfNeeded: row))
        }
        while true {
            if let column = columnQueue.popLast() {
                let c = Int(column)
                guard columnActive[c], columnCount[c] == 1 else { continue }
                guard let (row, value) = singleActiveEntry(ofColumn: c) else { continue }
                pivotColumnSingleton(row: row, column: c, value: value, columnQueue: &columnQueue)
                continue
            }
            if let row = rowQueue.popLast() {
                let r = Int(row)
                guard rowActive[r], rowCount[r] == 1 else { continue }
                guard let (column, value) = singleActiveEntry(ofRow: r) else { continue }
                // A tiny pivot would blow up the multipliers: leave it to the kernel's
                // threshold pivoting.
                guard abs(value) >= Tolerance.factorThreshold * largestActiveEntry(ofColumn: column) else { continue }
                pivotRowSingleton(row: r, column: column, value: value, rowQueue: &rowQueue)
                continue
            }
            break
        }
    }

    private func singleActiveEntry(ofColumn column: Int) -> (Int, Double)? {
        for entry in Int(matrix.start[column])..<Int(matrix.start[column + 1]) {
            let row = entryRow[entry]
            if row >= 0 && rowActive[Int(row)] { return (Int(row), matrix.value[entry]) }
        }
        return nil
    }

    private func singleActiveEntry(ofRow row: Int) -> (Int, Double)? {
        for slot in Int(rowStart[row])..<Int(rowStart[row + 1]) where columnActive[Int(rowColumn[slot])] {
            return (Int(rowColumn[slot]), rowValue[slot])
        }
        return nil
    }

    private func largestActiveEntry(ofColumn column: Int) -> Double {
        var largest = 0.0
        for entry in Int(matrix.start[column])..<Int(matrix.start[column + 1]) {
            let row = entryRow[entry]
            if row >= 0 && rowActive[Int(row)] { largest = max(largest, abs(matrix.value[entry])) }
        }
        return largest
    }

    /// A column with one active entry: no multipliers; the row's other entries form U.
    private mutating func pivotColumnSingleton(row: Int, column: Int, value: Double, columnQueue: inout [Int32]) {
        for slot in Int(rowStart[row])..<Int(rowStart[row + 1]) {
            let other = Int(rowColumn[slot])
            guard other != column, columnActive[other] else { continue }
            uEntries.append((Int32(truncatingIfNeeded: other), rowValue[slot]))
            columnCount[other] -= 1
            if columnCount[other] == 1 { columnQueue.append(Int32(truncatingIfNeeded: other)) }
        }
        rowActive[row] = false
        columnActive[column] = false
        pivots.append((Int32(truncatingIfNeeded: row), Int32(truncatingIfNeeded: column), value))
        closePivot()
    }

    /// Ends the last pivot's L column and U row in the pools.
    @inline(__always)
    private mutating func closePivot() {
        lEnds.append(Int32(truncatingIfNeeded: lEntries.count))
        uEnds.append(Int32(truncatingIfNeeded: uEntries.count))
    }

    /// A row with one active entry: the column's other entries become multipliers; no fill.
    private mutating func pivotRowSingleton(row: Int, column: Int, value: Double, rowQueue: inout [Int32]) {
        for entry in Int(matrix.start[column])..<Int(matrix.start[column + 1]) {
            let other = entryRow[entry]
            guard other >= 0, Int(other) != row, rowActive[Int(other)] else { continue }
            lEntries.append((other, matrix.value[entry] / value))
            rowCount[Int(other)] -= 1
            if rowCount[Int(other)] == 1 { rowQueue.append(other) }
        }
        rowActive[row] = false
        columnActive[column] = false
        pivots.append((Int32(truncatingIfNeeded: row), Int32(truncatingIfNeeded: column), value))
        closePivot()
    }

    // MARK: Kernel

    /// Markowitz elimination with threshold pivoting on what the singletons left. Columns
    /// wait in a heap by their count of active rows (stale entries are skipped), so each
    /// step examines a few of the sparsest columns, not all of them.
    ///
    /// A column's list of rows is kept lazily: a row pivoted away, or whose entry cancelled,
    /// stays in the list until the column is read (`liveRows`), and only the count is exact.
    /// Removing it at once cost a pass over the list at every step, quadratic on a column
    /// that every row shares — the common width of an equal-width stack, whose basis on the
    /// certified point (the seeded crash) is a chain bordered by that one column.
    mutating func eliminateKernel() {
        let rowTotal = rowActive.count, columnTotal = columnActive.count
        // The singletons pivoted every row (a triangular basis: the seeded hand-over's, most
        // refactorizations'): no kernel, and none of its tables to make.
        guard rowActive.contains(true) else { return }
        var kernelRows: [[(column: Int32, value: Double)]] = Array(repeating: [], count: rowTotal)
        var columnRows: [[Int32]] = Array(repeating: [], count: columnTotal)
        var liveCount = Array(repeating: 0, count: columnTotal)
        var anyActiveRow = false
        for row in 0..<rowTotal where rowActive[row] {
            anyActiveRow = true
            for slot in Int(rowStart[row])..<Int(rowStart[row + 1]) where columnActive[Int(rowColumn[slot])] {
                kernelRows[row].append((rowColumn[slot], rowValue[slot]))
                columnRows[Int(rowColumn[slot])].append(Int32(truncatingIfNeeded: row))
                liveCount[Int(rowColumn[slot])] += 1
            }
        }
        guard anyActiveRow else { return }
        var heap = BinaryHeap<CountedID>()
        for column in 0..<columnTotal where columnActive[column] {
            heap.push(CountedID(count: liveCount[column], id: column))
        }
        // Rows wait in a heap by their length too (Suhl & Suhl search both): a short row
        // whose sparse column ties with many others by count (an equal-width row
        // w_i − w_0 among a chain's position columns) is found without examining them all.
        var rowHeap = BinaryHeap<CountedID>()
        for row in 0..<rowTotal where rowActive[row] {
            rowHeap.push(CountedID(count: kernelRows[row].count, id: row))
        }
        var scatter = Array(repeating: 0.0, count: columnTotal)
        var scatterSet = Array(repeating: false, count: columnTotal)
        var lastSeen = Array(repeating: -1, count: rowTotal)
        var reading = 0

        func value(_ row: Int, _ column: Int) -> Double? {
            kernelRows[row].first(where: { Int($0.column) == column })?.value
        }

        /// The rows with an entry in `column` now, each once; the list is compacted to them.
        func liveRows(_ column: Int) -> [Int32] {
            reading += 1
            var list = columnRows[column]
            columnRows[column] = []  // the only reference: compacted in place
            var kept = 0
            for index in list.indices {
                let row = list[index]
                guard lastSeen[Int(row)] != reading else { continue }
                lastSeen[Int(row)] = reading
                if value(Int(row), column) != nil {
                    list[kept] = row
                    kept += 1
                }
            }
            list.removeLast(list.count - kept)
            columnRows[column] = list
            return list
        }

        // Scratch of the search, reused across steps.
        var examinedRows: [Int] = []
        var examined: [Int] = []
        var rejected: [Int] = []
        while true {
            var best: (row: Int, column: Int, value: Double, cost: Int)?
            // The shortest few rows first; a pivot costing at most one update ends the search.
            examinedRows.removeAll(keepingCapacity: true)
            while examinedRows.count < 4, best.map({ $0.cost > 1 }) ?? true, let next = rowHeap.pop() {
                let count = next.count, row = next.id
                guard rowActive[row], count == kernelRows[row].count else { continue }
                examinedRows.append(row)
                // The row's entries cheapest first; the threshold test reads the column, so
                // only for an entry that would win, and at most four per row.
                let entries = kernelRows[row]
                rejected.removeAll(keepingCapacity: true)
                for _ in 0..<min(entries.count, 4) {
                    var cheapest = -1, cheapestCost = Int.max
                    for (index, entry) in entries.enumerated() where !rejected.contains(index) {
                        let column = Int(entry.column)
                        guard columnActive[column] else { continue }  // left unpivoted
                        let cost = (entries.count - 1) * (liveCount[column] - 1)
                        if cost < cheapestCost { cheapest = index; cheapestCost = cost }
                    }
                    guard cheapest >= 0, best.map({ cheapestCost < $0.cost }) ?? true else { break }
                    let entry = entries[cheapest], column = Int(entry.column)
                    var largest = 0.0
                    for other in liveRows(column) { if let v = value(Int(other), column) { largest = max(largest, abs(v)) } }
                    if largest > Tolerance.pivotAbsolute, abs(entry.value) >= Tolerance.factorThreshold * largest {
                        best = (row, column, entry.value, cheapestCost)
                        break
                    }
                    rejected.append(cheapest)
                }
            }
            // Then the sparsest few columns (current counts only).
            examined.removeAll(keepingCapacity: true)
            while examined.count < 4, best.map({ $0.cost > 1 }) ?? true, let next = heap.pop() {
                let count = next.count, column = next.id
                guard columnActive[column], count == liveCount[column] else { continue }
                examined.append(column)
            }
            guard !examined.isEmpty || best != nil else {
                for row in examinedRows { rowHeap.push(CountedID(count: kernelRows[row].count, id: row)) }
                break
            }
            for column in examined {
                let pattern = liveRows(column)
                var largest = 0.0
                for row in pattern { if let v = value(Int(row), column) { largest = max(largest, abs(v)) } }
                guard largest > Tolerance.pivotAbsolute else { continue }
                for row in pattern {
                    guard let v = value(Int(row), column), abs(v) >= Tolerance.factorThreshold * largest else { continue }
                    let cost = (kernelRows[Int(row)].count - 1) * (pattern.count - 1)
                    if best == nil || cost < best!.cost || (cost == best!.cost && abs(v) > abs(best!.value)) {
                        best = (Int(row), column, v, cost)
                    }
                }
            }
            for column in examined where column != best?.column {
                heap.push(CountedID(count: liveCount[column], id: column))
            }
            for row in examinedRows where row != best?.row {
                rowHeap.push(CountedID(count: kernelRows[row].count, id: row))
            }
            guard let pivot = best else {
                // The examined columns are (numerically) zero on the remaining rows: they
                // stay unpivoted; the rest may still pivot.
                for column in examined { columnActive[column] = false; unpivotable.append(column) }
                continue
            }
            let pivotEntries = kernelRows[pivot.row]
            var uRow: [(column: Int32, value: Double)] = []
            for entry in pivotEntries where Int(entry.column) != pivot.column { uRow.append(entry) }
            var lColumn: [(row: Int32, value: Double)] = []
            for other in liveRows(pivot.column) where Int(other) != pivot.row {
                var entries = kernelRows[Int(other)]
                guard let index = entries.firstIndex(where: { Int($0.column) == pivot.column }) else { continue }
                let multiplier = entries[index].value / pivot.value
                entries.remove(at: index)
                lColumn.append((other, multiplier))
                // row_other -= multiplier · row_pivot (scatter, merge, gather).
                for entry in entries { scatter[Int(entry.column)] = entry.value; scatterSet[Int(entry.column)] = true }
                for entry in uRow {
                    let c = Int(entry.column)
                    if scatterSet[c] {
                        scatter[c] -= multiplier * entry.value
                    } else {
                        scatter[c] = -multiplier * entry.value
                        scatterSet[c] = true
                        entries.append((entry.column, 0))
                        columnRows[c].append(other)
                        liveCount[c] += 1
                    }
                }
                var kept: [(column: Int32, value: Double)] = []
                kept.reserveCapacity(entries.count)
                for entry in entries {
                    let c = Int(entry.column)
                    let v = scatter[c]
                    scatter[c] = 0
                    scatterSet[c] = false
                    if abs(v) > Tolerance.drop {
                        kept.append((entry.column, v))
                    } else {
                        liveCount[c] -= 1  // its row stays listed, stale
                    }
                }
                kernelRows[Int(other)] = kept
                rowHeap.push(CountedID(count: kept.count, id: Int(other)))
            }
            // The pivot row and column leave the active submatrix; counts change. (The
            // pivot row's entry is the one `entries.remove` took from each other row above,
            // so the counts of the columns the pivot row had drop by one.)
            kernelRows[pivot.row] = []
            for entry in pivotEntries where Int(entry.column) != pivot.column {
                let c = Int(entry.column)
                liveCount[c] -= 1
                heap.push(CountedID(count: liveCount[c], id: c))
            }
            columnRows[pivot.column] = []
            liveCount[pivot.column] = 0
            rowActive[pivot.row] = false
            columnActive[pivot.column] = false
            pivots.append((Int32(truncatingIfNeeded: pivot.row), Int32(truncatingIfNeeded: pivot.column), pivot.value))
            lEntries.append(contentsOf: lColumn)
            uEntries.append(contentsOf: uRow)
            closePivot()
        }
        for column in unpivotable { columnActive[column] = true }
    }

    // MARK: Result

    func finish() -> (LUFactor, LUFactor.Outcome) {
        var factor = LUFactor()
        var outcome = LUFactor.Outcome()
        // Positions: the column pivoted on local row r sits at position globalRow[r].
        var positionOfColumn = Array(repeating: Int32(-1), count: columnCount.count)
        var pivotOfColumn = Array(repeating: Int32(-1), count: columnCount.count)
        for (k, pivot) in pivots.enumerated() {
            positionOfColumn[Int(pivot.column)] = globalRow[Int(pivot.row)]
            pivotOfColumn[Int(pivot.column)] = Int32(truncatingIfNeeded: k)
        }
        factor.pivotOfRow = Array(repeating: -1, count: rowCapacity)
        var ucCount = Array(repeating: Int32(0), count: pivots.count + 1)
        // Every array below grows to a size known here: reserved once, not grown by doubling.
        factor.pivotRow.reserveCapacity(pivots.count)
        factor.diagonal.reserveCapacity(pivots.count)
        outcome.assignments.reserveCapacity(pivots.count)
        factor.lStart.reserveCapacity(pivots.count + 1)
        factor.uStart.reserveCapacity(pivots.count + 1)
        factor.lRow.reserveCapacity(lEntries.count)
        factor.lValue.reserveCapacity(lEntries.count)
        factor.uPosition.reserveCapacity(uEntries.count)
        factor.uValue.reserveCapacity(uEntries.count)
        for (k, pivot) in pivots.enumerated() {
            let row = globalRow[Int(pivot.row)]
            factor.pivotRow.append(row)
            factor.diagonal.append(pivot.value)
            factor.pivotOfRow[Int(row)] = Int32(truncatingIfNeeded: k)
            outcome.assignments.append((row, matrix.columns[Int(pivot.column)]))
            for entry in lEntries[(k == 0 ? 0 : Int(lEnds[k - 1]))..<Int(lEnds[k])] {
                factor.lRow.append(globalRow[Int(entry.row)])
                factor.lValue.append(entry.value)
            }
            factor.lStart.append(Int32(truncatingIfNeeded: factor.lRow.count))
            for entry in uEntries[(k == 0 ? 0 : Int(uEnds[k - 1]))..<Int(uEnds[k])] {
                let position = positionOfColumn[Int(entry.column)]
                guard position >= 0 else { continue }  // an unpivoted column: singular anyway
                factor.uPosition.append(position)
                factor.uValue.append(entry.value)
                ucCount[Int(pivotOfColumn[Int(entry.column)])] += 1
            }
            factor.uStart.append(Int32(truncatingIfNeeded: factor.uPosition.count))
        }
        // U by columns: entries above each pivot's diagonal.
        var ucStart = Array(repeating: Int32(0), count: pivots.count + 1)
        for k in 0..<pivots.count { ucStart[k + 1] = ucStart[k] + ucCount[k] }
        var fill = Array(ucStart.dropLast())
        factor.ucPivot = Array(repeating: 0, count: Int(ucStart[pivots.count]))
        factor.ucValue = Array(repeating: 0, count: Int(ucStart[pivots.count]))
        for k in 0..<pivots.count {
            for entry in Int(factor.uStart[k])..<Int(factor.uStart[k + 1]) {
                let later = Int(factor.pivotOfRow[Int(factor.uPosition[entry])])
                let slot = Int(fill[later])
                factor.ucPivot[slot] = Int32(truncatingIfNeeded: k)
                factor.ucValue[slot] = factor.uValue[entry]
                fill[later] += 1
            }
        }
        factor.ucStart = ucStart
        // L by rows.
        var lRowCount = Array(repeating: Int32(0), count: rowCapacity + 1)
        for row in factor.lRow { lRowCount[Int(row)] += 1 }
        var lRowStart = Array(repeating: Int32(0), count: rowCapacity + 1)
        for row in 0..<rowCapacity { lRowStart[row + 1] = lRowStart[row] + lRowCount[row] }
        var lFill = Array(lRowStart.dropLast())
        factor.lRowPivot = Array(repeating: 0, count: factor.lRow.count)
        factor.lRowValue = Array(repeating: 0, count: factor.lRow.count)
        for k in 0..<pivots.count {
            for entry in Int(factor.lStart[k])..<Int(factor.lStart[k + 1]) {
                let row = Int(factor.lRow[entry])
                let slot = Int(lFill[row])
                factor.lRowPivot[slot] = Int32(truncatingIfNeeded: k)
                factor.lRowValue[slot] = factor.lValue[entry]
                lFill[row] += 1
            }
        }
        factor.lRowStart = lRowStart
        for column in columnActive.indices where columnActive[column] {
            outcome.unpivotedColumns.append(matrix.columns[column])
        }
        for row in rowActive.indices where rowActive[row] {
            outcome.unpivotedRows.append(globalRow[row])
        }
        return (factor, outcome)
    }
}

/// The pivot indices a hyper-sparse solve still has to visit, without duplicates: a
/// `BinaryHeap` in the order the solve's direction needs (ascending pivot order for L
/// forward and Uᵀ forward, descending for U backward and Lᵀ backward).
private struct PivotQueue {
    private var ascendingHeap = BinaryHeap<Int32>()
    private var descendingHeap = BinaryHeap<DescendingPivot>()
    private var queued: [Bool] = []
    private var marked: [Int32] = []

    /// A pivot index ordered largest first.
    private struct DescendingPivot: Comparable {
        var k: Int32
        static func < (a: DescendingPivot, b: DescendingPivot) -> Bool { a.k > b.k }
    }

    mutating func reset(count: Int) {
        for k in marked { queued[Int(k)] = false }
        marked.removeAll(keepingCapacity: true)
        ascendingHeap.removeAll()
        descendingHeap.removeAll()
        if queued.count < count { queued.append(contentsOf: repeatElement(false, count: count - queued.count)) }
    }

    /// Queues pivot `k` once per pass (-1, a row outside the factors, is ignored).
    mutating func push(_ k: Int32, ascending: Bool) {
        guard k >= 0, !queued[Int(k)] else { return }
        queued[Int(k)] = true
        marked.append(k)
        if ascending { ascendingHeap.push(k) } else { descendingHeap.push(DescendingPivot(k: k)) }
    }

    mutating func pop(ascending: Bool) -> Int32? {
        ascending ? ascendingHeap.pop() : descendingHeap.pop()?.k
    }
}
