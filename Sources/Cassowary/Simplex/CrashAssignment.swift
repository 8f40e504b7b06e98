/// The crash's bookkeeping: which row holds which column.
struct Crash {
    /// The row whose basic column each column is, or -1.
    var holder: [Int32]
    /// The column each row is solved for, or -1.
    var columnOf: [Int32]
    /// Rows added since the last solve.
    var isPending: [Bool]

    init(columnCount: Int, rowCount: Int) {
        holder = Array(repeating: -1, count: columnCount)
        columnOf = Array(repeating: -1, count: rowCount)
        isPending = Array(repeating: false, count: rowCount)
    }

    /// Gives `column` to `row`; a row that held it gives it up, and `row` gives up its
    /// previous column.
    mutating func assign(_ column: Int, to row: Int) {
        let previous = holder[column]
        if previous >= 0 && Int(previous) != row { columnOf[Int(previous)] = -1 }
        let old = columnOf[row]
        if old >= 0 && Int(old) != column { holder[Int(old)] = -1 }
        holder[column] = Int32(truncatingIfNeeded: row)
        columnOf[row] = Int32(truncatingIfNeeded: column)
    }
}

/// A min-heap of (choices, row) pairs, fewest choices first (ties: lowest row), with stale
/// entries requeued by the caller.
struct ChoiceHeap {
    private var items: [(choices: Int, row: Int)] = []

    private static func less(_ a: (choices: Int, row: Int), _ b: (choices: Int, row: Int)) -> Bool {
        a.choices != b.choices ? a.choices < b.choices : a.row < b.row
    }

    mutating func push(choices: Int, row: Int) {
        items.append((choices, row))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard ChoiceHeap.less(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> (Int, Int)? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < items.count else { break }
                let right = left + 1
                let child = right < items.count && ChoiceHeap.less(items[right], items[left]) ? right : left
                guard ChoiceHeap.less(items[child], items[parent]) else { break }
                items.swapAt(child, parent)
                parent = child
            }
        }
        return (top.choices, top.row)
    }
}
