/// Adding many constraints at once (a scene's first layout, a stack regenerated): the same
/// outcome as adding them one by one in order — the same constraints accepted, the same
/// refused — in time linear in their number when none is refused.
///
/// Sequential additions must decide each required constraint as it comes; one that no
/// certificate vouches for (see `Solver+Witness.swift`) is decided by solving what is there
/// so far, and solving partial systems over and over is what makes building slow. A batch
/// is decided in one go instead: every constraint is recorded, the whole problem is solved
/// from a crash basis, and only if the required constraints turn out not to hold together
/// is the batch undone (from a snapshot) and replayed one by one, so that exactly the
/// constraints sequential additions would refuse are refused.
extension Solver {
    /// One constraint of a batch: `expression RELATION 0` at `priority`.
    public struct PendingConstraint {
        /// The left-hand side.
        public var expression: LinearExpression
        /// How the expression compares with 0.
        public var relation: Relation
        /// The constraint's priority.
        public var priority: Priority

        /// `expression relation 0` at `priority` (default: required).
        public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required) {
            self.expression = expression
            self.relation = relation
            self.priority = priority
        }
    }

    /// Adds every constraint of the batch, or none: the handles in order when all of them
    /// fit together (as they would have one by one), nil — with the solver exactly as it
    /// was — when one is malformed or a required one does not fit. The caller then adds
    /// them one by one to learn which, and to decide what gives way.
    public func addConstraintsIfAllFit(_ batch: [PendingConstraint]) -> [ConstraintID]? {
        guard !journal.isActive else { return nil }
        for item in batch {
            guard item.expression.isFinite else { return nil }
            if let level = item.priority.level, !level.isFinite { return nil }
            for term in item.expression.terms where !contains(term.variable) { return nil }
        }
        guard !batch.isEmpty else { return [] }
        settle()
        let snapshot = BulkSnapshot(self)
        let snapshotConstraints = constraints, snapshotNextID = nextConstraintID
        deferToCrash()
        reserveStorage(for: batch)
        var ids: [ConstraintID] = []
        ids.reserveCapacity(batch.count)
        var feasible = true
        for item in batch {
            // Terms with nothing to combine (nearly all) go in as they are, without an
            // array of their own; the others are combined first.
            let stated = item.expression.terms
            let asStated = stated.count <= 16 && Solver.termsAreDistinctAndNonZero(stated)
            let combined = asStated ? [] : combinedTerms(item.expression)
            if item.priority.isRequired && (asStated ? stated.isEmpty : combined.isEmpty) {
                // `c REL 0` with no variables holds or never will.
                let (lower, upper) = RowRecord.logicalBounds(item.relation, constant: item.expression.constant)
                guard 0 >= lower - Tolerance.primal(for: lower), 0 <= upper + Tolerance.primal(for: upper) else {
                    feasible = false
                    break
                }
            }
            let row = asStated
                ? appendRow(stated.lazy.map { (column: $0.variable.column, coefficient: $0.coefficient) },
                            constant: item.expression.constant, relation: item.relation, priority: item.priority)
                : appendRow(combined, constant: item.expression.constant, relation: item.relation, priority: item.priority)
            pendingRows.append(row)
            ids.append(register(row, priority: item.priority, constant: item.expression.constant))
        }
        if feasible {
            needsSettle = true
            // A certified direct point satisfies every required row: the batch fits.
            feasible = resolveDirectly() || settleFromCrash()
        }
        guard feasible else {
            snapshot.restore(self)
            constraints = snapshotConstraints
            nextConstraintID = snapshotNextID
            return nil
        }
        return ids
    }
}

extension Solver {
    /// Grows the row, column, term and constraint storage once for a whole batch (a scene's
    /// first layout adds thousands of rows: appending them one by one regrew every array
    /// and rehashed the constraint table a dozen times).
    func reserveStorage(for batch: [PendingConstraint]) {
        var terms = 0, errors = 0
        for item in batch {
            terms += item.expression.terms.count
            if !item.priority.isRequired { errors += item.relation == .equal ? 2 : 1 }
        }
        let rowCount = rows.count + batch.count
        let columnCount = columnKind.count + batch.count + errors
        constraints.reserveCapacity(constraints.count + batch.count)
        rows.reserveCapacity(rowCount)
        basisHeader.reserveCapacity(rowCount)
        termColumns.reserveCapacity(termColumns.count + terms)
        termCoefficients.reserveCapacity(termCoefficients.count + terms)
        columnKind.reserveCapacity(columnCount)
        lowerBound.reserveCapacity(columnCount)
        upperBound.reserveCapacity(columnCount)
        value.reserveCapacity(columnCount)
        basisPosition.reserveCapacity(columnCount)
        columnRow.reserveCapacity(columnCount)
        columnEntries.reserveCapacity(columnCount)
        requiredRowCount.reserveCapacity(columnCount)
        reducedCost.reserveCapacity(columnCount)
        publishedValues.reserveCapacity(columnCount)
        isDirty.reserveCapacity(columnCount)
        witnessValue.reserveCapacity(columnCount)
        witnessStamp.reserveCapacity(columnCount)
    }
}

extension Solver {
    /// Grows the column storage for `variables` more variables at once (a scene reserves
    /// four per view of its document before making them). A count past what `Int32`
    /// column indices can reach reserves nothing.
    public func reserveCapacity(variables: Int) {
        guard variables > 0, variables < Int(Int32.max) - columnKind.count else { return }
        let columnCount = columnKind.count + variables
        columnKind.reserveCapacity(columnCount)
        lowerBound.reserveCapacity(columnCount)
        upperBound.reserveCapacity(columnCount)
        value.reserveCapacity(columnCount)
        basisPosition.reserveCapacity(columnCount)
        columnRow.reserveCapacity(columnCount)
        columnEntries.reserveCapacity(columnCount)
        requiredRowCount.reserveCapacity(columnCount)
        reducedCost.reserveCapacity(columnCount)
        publishedValues.reserveCapacity(columnCount)
        isDirty.reserveCapacity(columnCount)
        witnessValue.reserveCapacity(columnCount)
        witnessStamp.reserveCapacity(columnCount)
        workPrice.reserve(columnCount)
    }
}

extension Result where Failure == SolverError {
    /// `Result` from a typed-throwing closure.
    init(_ body: () throws(SolverError) -> Success) {
        do { self = .success(try body()) } catch { self = .failure(error) }
    }
}
