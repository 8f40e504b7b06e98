/// Moving many constants at once: a size-class change rewrites hundreds of row heights,
/// insets and widths before the next layout. Moved one by one, each costs an FTRAN whose
/// column reaches most of the layout (a row height moves every row below it); B⁻¹ is
/// linear, so one FTRAN of the combined change moves them all.
extension Solver {
    /// Replaces the constants of `changes` together when the solved problem stays feasible
    /// with the same basis (nothing leaves its bounds), which needs no pivot and no
    /// transaction. Returns false, having changed nothing, otherwise — a constraint is
    /// unknown or an edit, a constant is not finite, a constraint is named twice, a row's
    /// logical is basic, the problem is not solved, or a basic value would leave its
    /// bounds: then `setConstant` each one, which decides each required constraint.
    public func setConstantsWithoutPivots(_ changes: [(constraint: ConstraintID, constant: Double)]) -> Bool {
        if changeConstantsDirectly(changes) { return true }
        materializeLinearProgram()
        guard !needsSettle, factorIsCurrent, valuesAreCurrent, reducedCostsAreCurrent, !journal.isActive else { return false }
        var moves: [(constraint: ConstraintID, constant: Double, logical: Int, lower: Double, upper: Double, value: Double)] = []
        moves.reserveCapacity(changes.count)
        var seenRows = Set<Int32>(minimumCapacity: changes.count)
        workColumn.clear()
        for (constraint, constant) in changes {
            guard constant.isFinite, let record = constraints[constraint.rawValue], !record.isEdit,
                  seenRows.insert(record.row).inserted else { return false }
            if constant == record.constant { continue }
            let row = Int(record.row)
            let logical = Int(rows[row].logical)
            guard basisPosition[logical] < 0 else { return false }
            let (lower, upper) = RowRecord.logicalBounds(rows[row].relation, constant: constant)
            guard let newValue = Solver.movedLogicalValue(lower: lower, upper: upper) else { return false }
            // Σ Δᵣ·aᵣ over the moved logicals' columns (each a unit column in its own row).
            workColumn.add(row, (newValue - value[logical]) * columnKind[logical].unitCoefficient)
            moves.append((constraint, constant, logical, lower, upper, newValue))
        }
        guard !moves.isEmpty else { return true }
        factor.ftran(&workColumn)
        incrementalWork += workColumn.touched.count

        // Every basic value that moves must stay within its bounds (one pass, reading).
        for index in workColumn.touched {
            let position = Int(index)
            let basic = Int(basisHeader[position])
            guard basic >= 0 else { continue }
            let moved = value[basic] - workColumn[position]
            let low = lowerBound[basic], high = upperBound[basic]
            if moved < low - Tolerance.primal(for: low) || moved > high + Tolerance.primal(for: high) { return false }
        }
        // The second pass writes: no journal (no transaction is open), no witness to keep
        // (the result is solved, so it is the witness).
        for move in moves {
            setBounds(move.logical, lower: move.lower, upper: move.upper)
            value[move.logical] = move.value
            constraints[move.constraint.rawValue]?.constant = move.constant
        }
        for index in workColumn.touched {
            let position = Int(index)
            let basic = Int(basisHeader[position])
            let change = workColumn[position]
            guard basic >= 0, change != 0 else { continue }
            value[basic] -= change
            if columnKind[basic] == .external && !isDirty[basic] {
                isDirty[basic] = true
                dirtyVariables.append(Int32(truncatingIfNeeded: basic))
            }
        }
        refineMovedRows()
        // A refined value outside its bounds: the next read runs the dual simplex.
        if !primalCandidates.isEmpty { needsSettle = true }
        advanceWitnessEpoch()
        return true
    }
}
