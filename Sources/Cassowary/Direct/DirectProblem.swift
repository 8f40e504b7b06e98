/// The rows a direct resolution reads, wherever they are stored: in the LP's storage (rows,
/// the term pool, the column lists, the logicals' bounds), or in a certified batch's flat
/// arena (`RowArena`), which has no logical columns and keeps each row's bounds by row.
///
/// The resolution needs only each row's terms, level, relation, order and the bounds of
/// `expression − s = 0` on its logical `s`; `RowRecord.logical` indexes `lowerBound` and
/// `upperBound` here, a column of the LP or a row of the arena alike, so the propagation,
/// the certificate, `follow` and `replay` run unchanged on either.
struct DirectProblem {
    /// The rows (`termStart`, `termCount`, `logical`, `isRequired`, `level`, `relation`,
    /// `state`, `sequence` are read).
    var rows: [RowRecord]
    /// The rows' external terms, each row's in one range.
    var termColumns: [Int32]
    var termCoefficients: [Double]
    /// For each external column, the rows it appears in with its coefficient there.
    var columnEntries: ColumnEntryLists
    /// The bounds of each row's logical, indexed by `RowRecord.logical`.
    var lowerBound: [Double]
    var upperBound: [Double]
}
