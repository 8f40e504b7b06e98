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
        materializeLinearProgram()
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

    /// Whether `variable` belongs to this solver and is an edit variable now.
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
        materializeLinearProgram()
        info.suggestedValue = value
        constraints[info.constraint.rawValue]?.constant = -value
        edits[column] = info
        if moveConstantWithoutPivots(ofRow: Int(record.row), to: -value) { return }
        if factorIsCurrent { prepareForPrimalChange() }
        moveConstant(ofRow: Int(record.row), to: -value)
        noteDeferredOperation()
    }

    /// Gives row `row` the constant `constant` (a new bound for its logical). A logical on
    /// the moving bound drags the basic values with it: x_B −= Δ·B⁻¹a_s, along the row's
    /// column of B⁻¹ (cached while the basis stays the same: a window resized again and
    /// again, an edit dragged, pay one FTRAN).
    func moveConstant(ofRow row: Int, to constant: Double) {
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
        let alpha = logicalColumn(ofRow: row)
        for (index, position) in alpha.positions.enumerated() {
            let basic = Int(basisHeader[Int(position)])
            guard basic >= 0 else { continue }
            setValue(basic, value[basic] - delta * alpha.values[index])
            if isOutsideBounds(basic) { primalCandidates.push(Int32(truncatingIfNeeded: basic)) }
        }
        incrementalWork += alpha.positions.count
    }

    /// B⁻¹ times row `row`'s logical column, from the cache when the basis has not changed.
    func logicalColumn(ofRow row: Int) -> SparseColumn {
        if let cached = logicalColumnCache[Int32(truncatingIfNeeded: row)], cached.version == basisVersion {
            return cached.column
        }
        computeColumn(Int(rows[row].logical))
        let column = workColumn.sparse()
        if logicalColumnCache.count > 64 { logicalColumnCache.removeAll(keepingCapacity: true) }
        logicalColumnCache[Int32(truncatingIfNeeded: row)] = (basisVersion, column)
        return column
    }

    /// Where a row's non-basic logical rests once its constant moved, for the moves that
    /// keep the basis: on its finite bound (an equality's both). Nil when it has none.
    static func movedLogicalValue(lower: Double, upper: Double) -> Double? {
        if lower == upper { return lower }
        if lower.isFinite && !upper.isFinite { return lower }
        if upper.isFinite && !lower.isFinite { return upper }
        return nil
    }

    /// Moves row `row`'s constant on a solved problem when nothing leaves its bounds — the
    /// common resize, where the layout stretches and the basis stays — so that no pivot, and
    /// so no transaction, is needed. Returns false, having changed nothing, otherwise.
    func moveConstantWithoutPivots(ofRow row: Int, to constant: Double) -> Bool {
        guard !needsSettle, factorIsCurrent, valuesAreCurrent, reducedCostsAreCurrent, !journal.isActive else { return false }
        let logical = Int(rows[row].logical)
        guard basisPosition[logical] < 0 else { return false }
        let (lower, upper) = RowRecord.logicalBounds(rows[row].relation, constant: constant)
        guard let newValue = Solver.movedLogicalValue(lower: lower, upper: upper) else { return false }
        let delta = newValue - value[logical]
        let alpha = logicalColumn(ofRow: row)
        // Every basic value that moves must stay within its bounds (one pass, reading).
        let fits = alpha.positions.withUnsafeBufferPointer { positions in
            alpha.values.withUnsafeBufferPointer { alphas in
                basisHeader.withUnsafeBufferPointer { header in
                    value.withUnsafeBufferPointer { values in
                        lowerBound.withUnsafeBufferPointer { lowers in
                            upperBound.withUnsafeBufferPointer { uppers in
                                for index in 0..<positions.count {
                                    let basic = Int(header[Int(positions[index])])
                                    guard basic >= 0 else { continue }
                                    let moved = values[basic] - delta * alphas[index]
                                    let low = lowers[basic], high = uppers[basic]
                                    if moved < low - Tolerance.primal(for: low) || moved > high + Tolerance.primal(for: high) {
                                        return false
                                    }
                                }
                                return true
                            }
                        }
                    }
                }
            }
        }
        guard fits else { return false }
        setBounds(logical, lower: lower, upper: upper)
        value[logical] = newValue
        // The second pass writes. No journal (no transaction is open), no witness to keep
        // (the result is solved, so it is the witness): values and the dirty list only.
        alpha.positions.withUnsafeBufferPointer { positions in
            alpha.values.withUnsafeBufferPointer { alphas in
                basisHeader.withUnsafeBufferPointer { header in
                    columnKind.withUnsafeBufferPointer { kinds in
                        value.withUnsafeMutableBufferPointer { values in
                            isDirty.withUnsafeMutableBufferPointer { dirty in
                                for index in 0..<positions.count {
                                    let basic = Int(header[Int(positions[index])])
                                    guard basic >= 0 else { continue }
                                    values[basic] -= delta * alphas[index]
                                    if kinds[basic] == .external && !dirty[basic] {
                                        dirty[basic] = true
                                        dirtyVariables.append(Int32(truncatingIfNeeded: basic))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        refineMovedRows()
        // A refined value outside its bounds: the next read runs the dual simplex.
        if !primalCandidates.isEmpty { needsSettle = true }
        advanceWitnessEpoch()  // still solved: the new solution is the witness
        return true
    }
}
