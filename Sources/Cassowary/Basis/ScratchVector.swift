/// A dense work vector that remembers which entries it touched, so that clearing it and
/// walking its non-zeros cost as much as the entries in use, not its length: the sparse
/// accumulator of Gilbert & Peierls (1988), used by every FTRAN, BTRAN and PRICE.
struct ScratchVector {
    var values: [Double] = []
    /// Indices written since the last `clear()` (each once).
    private(set) var touched: [Int32] = []
    private var isTouched: [Bool] = []

    var capacity: Int { values.count }

    /// Grows the vector to at least `count` entries (new entries are zero).
    mutating func reserve(_ count: Int) {
        guard count > values.count else { return }
        let grown = Swift.max(count, values.count * 2)
        values.append(contentsOf: repeatElement(0, count: grown - values.count))
        isTouched.append(contentsOf: repeatElement(false, count: grown - isTouched.count))
    }

    /// `self[index] += amount`.
    @inline(__always)
    mutating func add(_ index: Int, _ amount: Double) {
        if !isTouched[index] {
            isTouched[index] = true
            touched.append(Int32(truncatingIfNeeded: index))
        }
        values[index] += amount
    }

    /// `self[index] = amount`.
    @inline(__always)
    mutating func set(_ index: Int, _ amount: Double) {
        if !isTouched[index] {
            isTouched[index] = true
            touched.append(Int32(truncatingIfNeeded: index))
        }
        values[index] = amount
    }

    /// Records `index` as touched (its value was written directly).
    @inline(__always)
    mutating func touch(_ index: Int) {
        if !isTouched[index] {
            isTouched[index] = true
            touched.append(Int32(truncatingIfNeeded: index))
        }
    }

    @inline(__always)
    subscript(index: Int) -> Double { values[index] }

    /// Zeroes every touched entry.
    mutating func clear() {
        for index in touched {
            values[Int(index)] = 0
            isTouched[Int(index)] = false
        }
        touched.removeAll(keepingCapacity: true)
    }

    /// The touched entries that are non-zero, as a sparse column.
    func sparse() -> SparseColumn {
        var column = SparseColumn()
        for index in touched where values[Int(index)] != 0 {
            column.positions.append(index)
            column.values.append(values[Int(index)])
        }
        return column
    }
}

/// A min-heap of column ids without duplicates: the work lists of the simplex loops,
/// popped lowest id first (Bland's rule, which rules out cycling on degenerate pivots).
struct ColumnHeap {
    private var heap = BinaryHeap<Int32>()
    private var isQueued: [Bool] = []

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }

    mutating func push(_ column: Int32) {
        let index = Int(column)
        if index >= isQueued.count {
            isQueued.append(contentsOf: repeatElement(false, count: Swift.max(index + 1, isQueued.count * 2) - isQueued.count))
        }
        guard !isQueued[index] else { return }
        isQueued[index] = true
        heap.push(column)
    }

    mutating func pop() -> Int32? {
        guard let top = heap.pop() else { return nil }
        isQueued[Int(top)] = false
        return top
    }

    mutating func removeAll() {
        for column in heap.unordered { isQueued[Int(column)] = false }
        heap.removeAll()
    }
}
