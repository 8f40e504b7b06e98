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
        addConstraintsIfAllFit(ConstraintBatch(batch))
    }

    /// `addConstraintsIfAllFit` for a batch stated in flat storage (`ConstraintBatch`:
    /// no array per constraint).
    public func addConstraintsIfAllFit(_ batch: ConstraintBatch) -> [ConstraintID]? {
        guard !journal.isActive else { return nil }
        for index in 0..<batch.count {
            guard batch.constants[index].isFinite else { return nil }
            if let level = batch.priorities[index].level, !level.isFinite { return nil }
        }
        for term in 0..<batch.termCount {
            guard batch.termCoefficients[term].isFinite, contains(batch.termVariables[term]) else { return nil }
        }
        guard batch.count > 0 else { return [] }
        settle()
        let snapshot = BulkSnapshot(self)
        let snapshotConstraints = constraints, snapshotNextID = nextConstraintID
        deferToCrash()
        reserveStorage(for: batch)
        var ids: [ConstraintID] = []
        ids.reserveCapacity(batch.count)
        var feasible = true
        batch.termVariables.withUnsafeBufferPointer { variables in
            batch.termCoefficients.withUnsafeBufferPointer { coefficients in
                for index in 0..<batch.count {
                    let range = batch.termRange(of: index)
                    let constant = batch.constants[index], relation = batch.relations[index]
                    let priority = batch.priorities[index]
                    // Terms with nothing to combine (nearly all) go in as they are, straight
                    // from the batch; the others are combined first.
                    let asStated = range.count <= 16 && batch.termsAreDistinctAndNonZero(at: index)
                    let combined = asStated ? [] : combinedTerms(batch.expression(at: index))
                    if priority.isRequired && (asStated ? range.isEmpty : combined.isEmpty) {
                        // `c REL 0` with no variables holds or never will.
                        let (lower, upper) = RowRecord.logicalBounds(relation, constant: constant)
                        guard 0 >= lower - Tolerance.primal(for: lower), 0 <= upper + Tolerance.primal(for: upper) else {
                            feasible = false
                            break
                        }
                    }
                    let row = asStated
                        ? appendRow(BatchTerms(variables: variables, coefficients: coefficients, range: range),
                                    constant: constant, relation: relation, priority: priority)
                        : appendRow(combined, constant: constant, relation: relation, priority: priority)
                    pendingRows.append(row)
                    ids.append(register(row, priority: priority, constant: constant))
                }
            }
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

/// One constraint's terms in a batch, as `appendRow` takes them, read in place.
private struct BatchTerms: RandomAccessCollection {
    let variables: UnsafeBufferPointer<Variable>
    let coefficients: UnsafeBufferPointer<Double>
    let range: Range<Int>

    var startIndex: Int { range.lowerBound }
    var endIndex: Int { range.upperBound }
    subscript(position: Int) -> (column: Int, coefficient: Double) {
        (variables[position].column, coefficients[position])
    }
}

extension Solver {
    /// Grows the row, column, term and constraint storage once for a whole batch (a scene's
    /// first layout adds thousands of rows: appending them one by one regrew every array
    /// and rehashed the constraint table a dozen times).
    func reserveStorage(for batch: ConstraintBatch) {
        var errors = 0
        for index in 0..<batch.count where !batch.priorities[index].isRequired {
            errors += batch.relations[index] == .equal ? 2 : 1
        }
        let terms = batch.termCount
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
