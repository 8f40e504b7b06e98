extension DirectResolution {
    /// `follow`'s flags and lists — the columns it moved, the rows it noted for checking,
    /// the steps waiting to act (a bit set over step indices), the members a merge step
    /// moves, its undo log — in storage of their own rather than in arrays, as the
    /// per-column records are (`ColumnStorage`).
    ///
    /// A follow sets a few of these flags for every step it takes and every variable it
    /// moves; through arrays held by the resolution each write checked the array's
    /// uniqueness first (seven checks a step: a list document's resize went from 0.69 M to
    /// 0.63 M instructions without them, round 23). `follow` clears every flag it set
    /// before it returns (a merge step its marks right after reading them), so the storage
    /// holds nothing between follows; it is made again when it is
    /// shared with a copy of the resolution or no longer fits the problem (`followSteps`),
    /// and the indices written are the problem's columns, rows and steps, below the counts
    /// it was made for. A row or column is listed (`checkedRows`, `movedColumns`) only when
    /// its flag is first set, so neither list outgrows its count; the undo log takes an
    /// entry per step and per member a merge step moves, and a step acts at most once a
    /// follow (its capacity is checked all the same). The resolution keeps the lists'
    /// counts.
    final class FollowScratch {
        let columnCount: Int
        let rowCount: Int
        /// Words of `pendingSteps`: (steps + 63) / 64.
        let stepWordCount: Int
        let isMoved: UnsafeMutablePointer<Bool>
        let isRowChecked: UnsafeMutablePointer<Bool>
        let pendingSteps: UnsafeMutablePointer<UInt64>
        /// The rows noted for checking, in the order noted.
        let checkedRows: UnsafeMutablePointer<Int32>
        /// The columns moved, in the order moved.
        let movedColumns: UnsafeMutablePointer<Int32>
        /// Entries `undo` has room for: one per step and one per merge member.
        let undoCapacity: Int
        let undo: UnsafeMutablePointer<DirectResolution.FollowUndo>
        /// For each column, the merge step being taken when it is one of the members the
        /// step moves, else -1: which terms of the step's row lie along its direction.
        let moveMarks: UnsafeMutablePointer<Int32>

        /// Every flag clear.
        init(columnCount: Int, rowCount: Int, stepCount: Int, memberCount: Int) {
            self.columnCount = max(columnCount, 0)
            self.rowCount = max(rowCount, 0)
            stepWordCount = (max(stepCount, 0) + 63) / 64
            isMoved = .allocate(capacity: max(self.columnCount, 1))
            isMoved.initialize(repeating: false, count: self.columnCount)
            isRowChecked = .allocate(capacity: max(self.rowCount, 1))
            isRowChecked.initialize(repeating: false, count: self.rowCount)
            pendingSteps = .allocate(capacity: max(stepWordCount, 1))
            pendingSteps.initialize(repeating: 0, count: stepWordCount)
            checkedRows = .allocate(capacity: max(self.rowCount, 1))
            moveMarks = .allocate(capacity: max(self.columnCount, 1))
            moveMarks.initialize(repeating: -1, count: self.columnCount)
            movedColumns = .allocate(capacity: max(self.columnCount, 1))
            undoCapacity = max(stepCount, 0) + max(memberCount, 0)
            undo = .allocate(capacity: max(undoCapacity, 1))
        }

        /// Whether it is sized for a problem of these counts.
        func fits(columnCount: Int, rowCount: Int, stepCount: Int, memberCount: Int) -> Bool {
            self.columnCount == columnCount && self.rowCount == rowCount && stepWordCount == (stepCount + 63) / 64
                && undoCapacity == stepCount + memberCount
        }

        deinit {
            isMoved.deallocate()
            isRowChecked.deallocate()
            pendingSteps.deallocate()
            checkedRows.deallocate()
            moveMarks.deallocate()
            movedColumns.deallocate()
            undo.deallocate()
        }
    }
}
