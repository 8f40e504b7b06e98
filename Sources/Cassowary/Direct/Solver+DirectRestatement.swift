/// Constraints restated with other terms while the solver is in direct mode: a layout
/// direction flip restates every leading and trailing constraint (`row.leading ==
/// root.leading` is `row.left − root.left = 0` left to right, `row.left + row.width −
/// root.left − root.width = 0` right to left). Removed one by one and added again, each
/// removal built the LP first (and pivoted its row out), then the additions solved the LP
/// again: twice a build. Here the old rows die and the new ones are appended without the
/// LP, and one direct pass resolves the whole problem again (docs/solver.md, "Restating
/// constraints in direct mode").
extension Solver {
    /// In direct mode, replaces the constraints `removed` by `batch`'s, the batch's
    /// constraint `i` restating `removed[i]`: each removed row dies (as `removeConstraint`
    /// leaves it: its logical free, its errors fixed at zero, purged at the LP's build),
    /// each batch row is appended as `addConstraintsIfAllFit` appends it but takes the
    /// place of the row it restates in the order rows were added (`RowRecord.sequence`:
    /// the order the direct pass meets rows of one level in, so that it meets them as a
    /// fresh build under the new statement would), and the problem is resolved directly.
    /// Returns the batch's ids in order when the new point is certified (the solver stays
    /// in direct mode, the LP not built); nil, with the solver exactly as it was (but for
    /// its flat arena and lazy columns moved into the LP's storage, which changes no
    /// answer), otherwise — not in direct mode, a removed constraint unknown, an edit or
    /// named twice, the batch malformed or not one row per removed constraint, or no
    /// certified point. The caller then removes and adds them the ordinary way.
    public func replaceConstraintsDirectly(removing removed: [ConstraintID],
                                           adding batch: ConstraintBatch) -> [ConstraintID]? {
        // The seeded hand-over builds the LP on whatever point direct mode reached; the
        // crash-and-replay one replays constant changes only, not restatements.
        guard let solution = directSolution, seedsLinearProgramFromDirectSolution, usesDirectResolution,
              !journal.isActive, !needsSettle, !removed.isEmpty, batch.count == removed.count,
              batch.check(against: columnKind) != .malformed else { return nil }
        var named = Set<UInt32>(minimumCapacity: removed.count)
        for constraint in removed {
            guard let record = constraintRecord(constraint), !record.isEdit,
                  named.insert(constraint.rawValue).inserted else { return nil }
        }
        // Rows die and are appended in the LP's storage (the arena holds a batch's rows
        // only as they were added); still direct mode.
        materializeArena()
        materializeLazyColumns()
        var sequences: [Int32] = []
        sequences.reserveCapacity(removed.count)
        for constraint in removed {
            guard let record = constraints[constraint.rawValue], record.row >= 0, Int(record.row) < rows.count else {
                return nil
            }
            sequences.append(rows[Int(record.row)].sequence)
        }
        let snapshot = BulkSnapshot(self)
        // The constraint table is not copied aside (its first removal would copy it whole):
        // a refused restatement takes the new ids out and puts the removed records back.
        let firstNewID = nextConstraintID
        let costlyBefore = solution.lastFollowWasCostly
        var removedRecords: [(id: UInt32, record: ConstraintRecord)] = []
        removedRecords.reserveCapacity(removed.count)
        for constraint in removed {
            if let record = letRowDieInDirectMode(constraint) { removedRecords.append((constraint.rawValue, record)) }
        }
        let appended = appendRowsInDirectMode(batch, sequences: sequences)
        needsSettle = true
        guard let ids = appended, let resolution = directlyResolvedPoint() else {
            snapshot.restore(self)
            restoreConstraintTable(issuedFrom: firstNewID, removed: removedRecords)
            return nil
        }
        adopt(consume resolution)
        // A restatement is a one-off change, not one of a run of relayouts the LP would
        // move faster (as a large batch of constants: `largeConstantBatch`). The changes
        // recorded for the crash-and-replay hand-over no longer describe this problem.
        solution.lastFollowWasCostly = costlyBefore
        solution.changes = []
        solution.changesAreIncomplete = true
        directChangeAwaitsRead = false
        advanceWitnessEpoch()
        return ids
    }

    /// The constraint table as it was before a refused restatement: the ids issued since
    /// `firstID` (one after another, 0 skipped, as `register` issues them) taken out, the
    /// removed records put back, the next id `firstID` again. The table holds the same ids
    /// and records (their slots may differ: no one reads its order, see `ConstraintTable`).
    private func restoreConstraintTable(issuedFrom firstID: UInt32,
                                        removed: [(id: UInt32, record: ConstraintRecord)]) {
        var id = firstID
        while id != nextConstraintID {
            constraints.removeValue(forKey: id)
            id &+= 1
            if id == 0 { id = 1 }
        }
        for (id, record) in removed { constraints[id] = record }
        nextConstraintID = firstID
    }

    /// `removeRecord` without the LP: the row dies (its logical free, its errors fixed at
    /// zero), leaving the matrix when the LP is built (`purgeDeadRows`). Returns the record
    /// taken out of the constraint table.
    private func letRowDieInDirectMode(_ constraint: ConstraintID) -> ConstraintRecord? {
        guard let record = constraints.removeValue(forKey: constraint.rawValue) else { return nil }
        let row = Int(record.row)
        guard row >= 0, row < rows.count, rows[row].state == .live else { return record }
        if record.priority.isRequired {
            for term in terms(of: row) { requiredRowCount[Int(termColumns[term])] -= 1 }
        }
        let rowRecord = rows[row]
        rows[row].state = .dead
        liveRowCount -= 1
        deadRowCount += 1
        lowerBound[Int(rowRecord.logical)] = -.infinity
        upperBound[Int(rowRecord.logical)] = .infinity
        for error in [rowRecord.positiveError, rowRecord.negativeError] where error >= 0 {
            lowerBound[Int(error)] = 0
            upperBound[Int(error)] = 0
            reducedCost[Int(error)] = CostVector()
        }
        pendingOperationCount += 1
        return record
    }

    /// The batch's rows appended one by one, as `addConstraintsIfAllFit` appends them when
    /// it cannot lay them out at once; their ids in order, or nil when a required row
    /// without variables can never hold.
    private func appendRowsInDirectMode(_ batch: ConstraintBatch, sequences: [Int32]) -> [ConstraintID]? {
        deferToCrash()
        reserveStorage(for: batch)
        var ids: [ConstraintID] = []
        ids.reserveCapacity(batch.count)
        for index in 0..<batch.count {
            let combined = combinedTerms(batch.expression(at: index))
            let constant = batch.constant(at: index), relation = batch.relation(at: index)
            let priority = batch.priority(at: index)
            if priority.isRequired && combined.isEmpty {
                // `c REL 0` with no variables holds or never will.
                let (lower, upper) = RowRecord.logicalBounds(relation, constant: constant)
                guard 0 >= lower - Tolerance.primal(for: lower), 0 <= upper + Tolerance.primal(for: upper) else { return nil }
            }
            let row = appendRow(combined, constant: constant, relation: relation, priority: priority)
            if index < sequences.count {
                var record = rows[Int(row)]
                record.sequence = sequences[index]
                rows[Int(row)] = record
            }
            pendingRows.append(row)
            ids.append(register(row, priority: priority, constant: constant))
        }
        return ids
    }
}
