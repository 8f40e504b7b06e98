/// Edit variables: variables whose value the host drives (`suggestValue`) through an
/// optional constraint `variable == suggestion`, as in kiwi. The suggestion is the bound of
/// the edit row's logical, so a new suggestion moves the basic values along one column of
/// B⁻¹ (kept between suggestions while the basis stays the same) and the dual simplex
/// repairs whatever left its bounds.
extension Solver {
    /// Makes `variable` an edit variable at an optional priority.
    ///
    /// Unlike kiwi, whose edits start by suggesting 0, the first suggestion is the
    /// variable's current value: adding an edit variable does not move the layout, and the
    /// first `suggestValue` pays only for the distance it actually moves.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard contains(variable) else { throw .unknownVariable }
        let column = Int32(truncatingIfNeeded: variable.column)
        guard edits[column] == nil else { throw .duplicateEditVariable }
        guard !priority.isRequired else { throw .requiredEditVariable }
        if let level = priority.level, !level.isFinite { throw .nonFiniteNumber }
        let current = currentValue(of: variable)
        let constraint = try addConstraint(LinearExpression([(variable, 1)], constant: -current),
                                           .equal, priority: priority)
        constraints[constraint.rawValue]?.isEdit = true
        edits[column] = EditInfo(constraint: constraint, suggestedValue: current)
    }

    /// Stops `variable` being an edit variable (its edit constraint is removed).
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let column = Int32(truncatingIfNeeded: variable.column)
        guard contains(variable), let info = edits.removeValue(forKey: column) else { throw .unknownEditVariable }
        removeRecord(info.constraint)
    }

    public func isEditVariable(_ variable: Variable) -> Bool {
        contains(variable) && edits[Int32(truncatingIfNeeded: variable.column)] != nil
    }

    /// Suggests a value for an edit variable; the layout follows at the next read.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteNumber }
        let column = Int32(truncatingIfNeeded: variable.column)
        guard contains(variable), var info = edits[column],
              let record = constraints[info.constraint.rawValue] else { throw .unknownEditVariable }
        if value == info.suggestedValue { return }
        info.suggestedValue = value
        constraints[info.constraint.rawValue]?.constant = -value
        if factorIsCurrent { prepareForPrimalChange() }
        moveConstant(ofRow: Int(record.row), to: -value, cache: &info)
        edits[column] = info
        noteDeferredOperation()
    }

    /// Gives row `row` the constant `constant` (a new bound for its logical). A logical on
    /// the moving bound drags the basic values with it: x_B −= Δ·B⁻¹a_s.
    func moveConstant(ofRow row: Int, to constant: Double, cache: inout EditInfo) {
        let logical = Int(rows[row].logical)
        let (lower, upper) = RowRecord.logicalBounds(rows[row].relation, constant: constant)
        let oldValue = value[logical]
        setBounds(logical, lower: lower, upper: upper)
        if basisPosition[logical] >= 0 {
            if factorIsCurrent && isOutsideBounds(logical) { primalCandidates.push(Int32(truncatingIfNeeded: logical)) }
            return
        }
        let newValue = restingValue(of: logical)
        let delta = newValue - oldValue
        guard delta != 0 else { return }
        setValue(logical, newValue)
        guard factorIsCurrent && valuesAreCurrent else { return }
        if cache.cachedVersion != basisVersion || cache.cachedColumn == nil {
            computeColumn(logical)
            cache.cachedColumn = workColumn.sparse()
            cache.cachedVersion = basisVersion
        }
        guard let alpha = cache.cachedColumn else { return }
        for (index, position) in alpha.positions.enumerated() {
            let basic = Int(basisHeader[Int(position)])
            guard basic >= 0 else { continue }
            setValue(basic, value[basic] - delta * alpha.values[index])
            if isOutsideBounds(basic) { primalCandidates.push(Int32(truncatingIfNeeded: basic)) }
        }
        incrementalWork += alpha.positions.count
    }
}
