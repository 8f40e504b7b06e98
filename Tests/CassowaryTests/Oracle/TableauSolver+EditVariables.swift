@testable import Cassowary

/// Edit variables: variables whose value the host drives (`suggestValue`) through an
/// optional constraint `variable == suggestion`, as in kiwi.
extension TableauSolver {
    /// Makes `variable` an edit variable at an optional priority.
    ///
    /// Unlike kiwi, whose edits start by suggesting 0, the first suggestion is the
    /// variable's current value: adding an edit variable does not move the layout, and the
    /// first `suggestValue` pays only for the distance it actually moves.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard contains(variable) else { throw .unknownVariable }
        guard edits[variable.tableauSymbol] == nil else { throw .duplicateEditVariable }
        guard !priority.isRequired else { throw .requiredEditVariable }
        let current = currentValue(of: variable)
        let constraint = try addConstraint(LinearExpression([(variable, 1)], constant: -current),
                                           .equal, priority: priority)
        guard var record = constraints[constraint.rawValue] else { throw .internalError("edit constraint vanished") }
        record.isEdit = true
        constraints[constraint.rawValue] = record
        edits[variable.tableauSymbol] = EditInfo(constraint: constraint, marker: record.marker,
                                          other: record.other, suggestedValue: current)
    }

    /// Stops `variable` being an edit variable (its edit constraint is removed).
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits.removeValue(forKey: variable.tableauSymbol) else { throw .unknownEditVariable }
        try removeRecord(info.constraint)
    }

    public func isEditVariable(_ variable: Variable) -> Bool { edits[variable.tableauSymbol] != nil }

    /// Suggests a value for an edit variable and re-optimises with the dual simplex.
    ///
    /// The edit constraint is `variable - suggestion = e⁺ - e⁻`: a new suggestion shifts
    /// the constants of the rows that contain its error symbols, and only those.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteNumber }
        guard var info = edits[variable.tableauSymbol] else { throw .unknownEditVariable }
        let delta = value - info.suggestedValue
        info.suggestedValue = value
        edits[variable.tableauSymbol] = info
        if delta == 0 { return }

        let plusRow = basicRowOfSymbol[info.marker.index]
        let minusRow = basicRowOfSymbol[info.other.index]
        if plusRow >= 0 {
            shiftConstant(ofRow: plusRow, by: -delta)
        } else if minusRow >= 0 {
            shiftConstant(ofRow: minusRow, by: delta)
        } else {
            forEachRow(containing: info.marker) { id, coefficient in
                shiftConstant(ofRow: id, by: delta * coefficient)
            }
        }
        // Edits are optional: their errors absorb any suggestion, so repair cannot fail.
        guard dualOptimize() else { throw .internalError("the dual simplex found no entering symbol") }
    }

    func shiftConstant(ofRow id: Int32, by amount: Double) {
        let row = Int(id)
        journal.saveRow(id, of: self)
        rows[row].constant += amount
        let basic = rowBasics[row]
        guard basic.isValid else { return }
        switch symbolKinds[basic.index] {
        case .external:
            markDirty(basic)
        case .dummy:
            // The row of a redundant required equality holds only dummies: any constant but
            // zero means the equalities now contradict each other.
            if !tableauIsNearZero(rows[row].constant) { dummyRowBroken = true }
        default:
            if rows[row].constant < 0 { infeasibleBasics.append(basic) }
        }
    }
}
