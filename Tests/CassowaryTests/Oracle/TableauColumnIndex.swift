@testable import Cassowary

/// Which rows contain each symbol, so that substituting a symbol touches only those rows.
///
/// Columns are lazy: an entry goes stale when its row loses the symbol or is freed, and
/// may repeat when a row regains it; readers filter with `TableauRow.contains` and de-duplicate.
/// `liveCounts` holds the exact number of rows containing each symbol; a column is
/// compacted when more than half of it is stale, which keeps the work amortised O(1) per
/// change. (A shared linked-list pool was measured too: more instructions, worse locality.)
struct TableauColumnIndex {
    private var rowsOfSymbol: [[Int32]] = []
    private(set) var liveCounts: [Int32] = []

    /// Makes room for symbol ids up to `count - 1`.
    mutating func grow(toSymbolCount count: Int) {
        while rowsOfSymbol.count < count {
            rowsOfSymbol.append([])
            liveCounts.append(0)
        }
    }

    /// Forgets a symbol's column (the symbol is released or has become basic).
    mutating func clear(_ symbol: TableauSymbol) {
        rowsOfSymbol[symbol.index] = []
        liveCounts[symbol.index] = 0
    }

    /// Records that row `row` gained `symbol`. Returns true when the column has become
    /// mostly stale and should be compacted.
    @inline(__always)
    mutating func add(_ symbol: TableauSymbol, row: Int32) -> Bool {
        rowsOfSymbol[symbol.index].append(row)
        liveCounts[symbol.index] &+= 1
        return rowsOfSymbol[symbol.index].count > 2 &* Int(liveCounts[symbol.index]) &+ 8
    }

    /// Records that some row lost `symbol`.
    @inline(__always)
    mutating func remove(_ symbol: TableauSymbol) {
        liveCounts[symbol.index] &-= 1
    }

    /// The column's entries (stale and repeated ones included).
    func entries(_ symbol: TableauSymbol) -> [Int32] { rowsOfSymbol[symbol.index] }

    /// Keeps only the entries for which `keep` is true (called once per entry, in order).
    mutating func filter(_ symbol: TableauSymbol, _ keep: (Int32) -> Bool) {
        var column = rowsOfSymbol[symbol.index]
        rowsOfSymbol[symbol.index] = []
        column.removeAll { !keep($0) }
        rowsOfSymbol[symbol.index] = column
    }
}
