@testable import Cassowary

/// Changing a constraint in place: its constant (animations, intrinsic sizes, margins) and
/// its optional priority. Both are far cheaper than removing and re-adding it.
extension TableauSolver {
    /// The constant of the constraint's expression (`expression + constant REL 0`).
    public func constant(of constraint: ConstraintID) -> Double? {
        constraints[constraint.rawValue]?.constant
    }

    /// The constraint's priority.
    public func priority(of constraint: ConstraintID) -> Priority? {
        constraints[constraint.rawValue]?.priority
    }

    /// Replaces the constant of `expression + constant REL 0`.
    ///
    /// The equation `E + c + k·marker + … = 0` with `c + δ` in place of `c` is the same
    /// system with the marker shifted by `δ/k`: the rows that contain the marker (or its own
    /// row) shift their constants, and the dual simplex repairs any that went infeasible —
    /// exactly how an edit variable's suggestion works. A required constraint that would
    /// contradict the others throws `.unsatisfiableConstraint` and changes nothing.
    public func setConstant(_ constraint: ConstraintID, _ newConstant: Double) throws(SolverError) {
        guard newConstant.isFinite else { throw .nonFiniteNumber }
        guard var record = constraints[constraint.rawValue], !record.isEdit else { throw .unknownConstraint }
        let delta = newConstant - record.constant
        if delta == 0 { return }

        if record.priority.isRequired && isBasic(record.marker) && symbolKinds[record.marker.index] == .dummy {
            // A redundant required equality: its dummy row cannot absorb a shift. Re-adding
            // it decides whether the new constant still agrees with the others.
            try replaceRequiredEquality(constraint, record, newConstant)
            return
        }

        let transactional = record.priority.isRequired
        if transactional { journal.begin(self) }
        dummyRowBroken = false
        let shift = delta / record.markerCoefficient
        let markerRow = basicRowOfSymbol[record.marker.index]
        if markerRow >= 0 {
            shiftConstant(ofRow: markerRow, by: -shift)
        } else {
            forEachRow(containing: record.marker) { id, coefficient in
                shiftConstant(ofRow: id, by: coefficient * shift)
            }
        }
        guard !dummyRowBroken, dualOptimize() else {
            dummyRowBroken = false
            infeasibleBasics.removeAll()
            if transactional { journal.rollback(self) }
            throw transactional ? .unsatisfiableConstraint : .internalError("the dual simplex found no entering symbol")
        }
        if transactional { journal.commit() }
        record.constant = newConstant
        constraints[constraint.rawValue] = record
    }

    /// Moves an optional constraint to another optional level. Switching between required
    /// and optional is refused (`.requiredEditVariable` is not the right word for it, so
    /// this throws `.priorityKindChange`), as UIKit refuses it for installed constraints.
    public func setPriority(_ constraint: ConstraintID, _ newPriority: Priority) throws(SolverError) {
        guard var record = constraints[constraint.rawValue], !record.isEdit else { throw .unknownConstraint }
        guard let oldLevel = record.priority.level, let newLevel = newPriority.level else {
            if record.priority == newPriority { return }
            throw .priorityKindChange
        }
        guard newLevel.isFinite else { throw .nonFiniteNumber }
        if oldLevel == newLevel { return }
        for error in [record.marker, record.other] where error.isValid && symbolKinds[error.index] == .error {
            let basicRow = basicRowOfSymbol[error.index]
            if basicRow >= 0 {
                rows[Int(basicRow)].forEachTerm { symbol, coefficient in
                    addCost(symbol, level: oldLevel, coefficient: -coefficient)
                    addCost(symbol, level: newLevel, coefficient: coefficient)
                }
            } else {
                addCost(error, level: oldLevel, coefficient: -1)
                addCost(error, level: newLevel, coefficient: 1)
            }
        }
        record.priority = newPriority
        constraints[constraint.rawValue] = record
        try optimize()
    }

    /// Re-adds a redundant required equality with a new constant, keeping its handle.
    private func replaceRequiredEquality(_ constraint: ConstraintID, _ record: ConstraintRecord,
                                         _ newConstant: Double) throws(SolverError) {
        // The dummy is basic, so its row is exactly `dummy = combination of other dummies`
        // (the constraint is implied by others); with a different constant it can only hold
        // if that combination's constant moves the same way, which it cannot: the implied
        // value is fixed by the other constraints.
        let row = rows[Int(basicRowOfSymbol[record.marker.index])]
        let implied = row.constant
        let shifted = implied - (newConstant - record.constant) / record.markerCoefficient
        guard tableauIsNearZero(shifted) else { throw .unsatisfiableConstraint }
        var updated = record
        updated.constant = newConstant
        constraints[constraint.rawValue] = updated
    }
}
