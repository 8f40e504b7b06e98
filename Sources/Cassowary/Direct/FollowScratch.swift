extension DirectResolution {
    /// `follow`'s flags — the columns it moved, the rows it noted for checking, the steps
    /// waiting to act (a bit set over step indices) — in storage of their own rather than
    /// in arrays, as the per-column records are (`ColumnStorage`).
    ///
    /// A follow sets a few of these flags for every step it takes and every variable it
    /// moves; through arrays held by the resolution each write checked the array's
    /// uniqueness first (seven checks a step: a list document's resize went from 0.69 M to
    /// 0.63 M instructions without them, round 23). `follow` clears every flag it set before it returns, so the
    /// storage holds nothing between follows; it is made again when it is shared with a
    /// copy of the resolution or no longer fits the problem (`followSteps`), and the
    /// indices written are the problem's columns, rows and steps, below the counts it was
    /// made for.
    final class FollowScratch {
        let columnCount: Int
        let rowCount: Int
        /// Words of `pendingSteps`: (steps + 63) / 64.
        let stepWordCount: Int
        let isMoved: UnsafeMutablePointer<Bool>
        let isRowChecked: UnsafeMutablePointer<Bool>
        let pendingSteps: UnsafeMutablePointer<UInt64>

        /// Every flag clear.
        init(columnCount: Int, rowCount: Int, stepCount: Int) {
            self.columnCount = max(columnCount, 0)
            self.rowCount = max(rowCount, 0)
            stepWordCount = (max(stepCount, 0) + 63) / 64
            isMoved = .allocate(capacity: max(self.columnCount, 1))
            isMoved.initialize(repeating: false, count: self.columnCount)
            isRowChecked = .allocate(capacity: max(self.rowCount, 1))
            isRowChecked.initialize(repeating: false, count: self.rowCount)
            pendingSteps = .allocate(capacity: max(stepWordCount, 1))
            pendingSteps.initialize(repeating: 0, count: stepWordCount)
        }

        /// Whether it is sized for a problem of these counts.
        func fits(columnCount: Int, rowCount: Int, stepCount: Int) -> Bool {
            self.columnCount == columnCount && self.rowCount == rowCount && stepWordCount == (stepCount + 63) / 64
        }

        deinit {
            isMoved.deallocate()
            isRowChecked.deallocate()
            pendingSteps.deallocate()
        }
    }
}
