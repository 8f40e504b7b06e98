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
