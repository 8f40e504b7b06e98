/// The rows a direct resolution reads, wherever they are stored: in the LP's storage (rows,
/// the term pool, the column lists, the logicals' bounds), or in a certified batch's flat
/// arena (`RowArena`), which has no logical columns and keeps each row's bound by row.
///
/// The resolution needs only each row's terms, level, relation, order and the bounds of
/// `expression − s = 0` on its logical `s`; `RowRecord.logical` indexes `lowerBound` and
/// `upperBound` here, a column of the LP or a row of the arena alike, so the propagation,
/// the certificate, `follow` and `replay` run unchanged on either. Only the sides the
/// relation bounds are read (`==` both, `<=` the upper, `>=` the lower; the others are
/// infinite): so a flat arena keeps one finite bound per row, −c, in one array that is
/// both `lowerBound` and `upperBound` (8 bytes a row where two arrays took 16).
struct DirectProblem {
    /// The rows (`termStart`, `termCount`, `logical`, `isRequired`, `level`, `relation`,
    /// `state`, `sequence` are read).
    var rows: [RowRecord]
    /// The rows' external terms, each row's in one range.
    var termColumns: [Int32]
    var termCoefficients: [Double]
    /// For each external column, the rows it appears in (`rows(of:)`: all the resolution
    /// reads of them; a flat arena's lists carry no coefficients).
    var columnEntries: ColumnEntryLists
    /// The bounds of each row's logical, indexed by `RowRecord.logical`: only the sides its
    /// relation bounds are meaningful (a flat arena's two arrays are one).
    var lowerBound: [Double]
    var upperBound: [Double]
}

extension DirectProblem {
    /// Whether row `row`'s terms are exactly `term(0) ..< term(count)`, in order.
    func row(_ row: Int, hasTerms count: Int, _ term: (Int) -> (column: Int, coefficient: Double)) -> Bool {
        guard row >= 0, row < rows.count else { return false }
        return Solver.row(rows[row], hasTerms: count, termColumns: termColumns, termCoefficients: termCoefficients, term)
    }
}
