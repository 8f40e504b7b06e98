/// Changing a constraint in place: its constant (animations, intrinsic sizes, margins) and
/// its optional priority. Both are far cheaper than removing and re-adding it.
extension Solver {
    /// The constant of the constraint's expression (`expression + constant REL 0`).
    public func constant(of constraint: ConstraintID) -> Double? {
        constraintRecord(constraint)?.constant
    }

    /// The constraint's priority.
    public func priority(of constraint: ConstraintID) -> Priority? {
        constraintRecord(constraint)?.priority
    }

    /// Whether the constraint's row has exactly these terms, once combined as adding them
    /// would combine them: a caller that restates a constraint learns whether its shape is
    /// unchanged (only the constant or priority may have moved) without keeping a copy of
    /// the terms it added. False for an unknown constraint.
    public func hasTerms(_ constraint: ConstraintID, _ terms: [(variable: Variable, coefficient: Double)]) -> Bool {
        guard let record = constraintRecord(constraint) else { return false }
        let row = Int(record.row)
        // Read where the row is stored (the flat arena or the LP's storage), in place: a
        // trait change asks this of a thousand constraints, and making the whole
        // `directProblem` for each (its arrays retained, the lazy columns made) was most of
        // what asking cost.
        if terms.count <= 16 && Solver.termsAreDistinctAndNonZero(terms) {
            // The common case compares in place, making nothing.
            if arena != nil {
                return arena?.problem.row(row, hasTerms: terms.count, { (terms[$0].variable.column, terms[$0].coefficient) })
                    ?? false
            }
            return Solver.row(rows[row], hasTerms: terms.count, termColumns: termColumns,
                              termCoefficients: termCoefficients) { (terms[$0].variable.column, terms[$0].coefficient) }
        }
        let combined = combinedTerms(LinearExpression(terms))
        if arena != nil {
            return arena?.problem.row(row, hasTerms: combined.count, { combined[$0] }) ?? false
        }
        return Solver.row(rows[row], hasTerms: combined.count, termColumns: termColumns,
                          termCoefficients: termCoefficients) { combined[$0] }
    }

    /// Whether `record`'s terms are exactly `term(0) ..< term(count)`, in order.
    @inline(__always)
    static func row(_ record: RowRecord, hasTerms count: Int, termColumns: [Int32], termCoefficients: [Double],
                    _ term: (Int) -> (column: Int, coefficient: Double)) -> Bool {
        let start = Int(record.termStart)
        guard Int(record.termCount) == count, start >= 0, start + count <= termColumns.count,
              start + count <= termCoefficients.count else { return false }
        for index in 0..<count {
            let (column, coefficient) = term(index)
            if Int(termColumns[start + index]) != column || termCoefficients[start + index] != coefficient { return false }
        }
        return true
    }

    /// Replaces the constant of `expression + constant REL 0`: a new bound for the row's
    /// logical, exactly how an edit's suggestion works. A required constraint that would
    /// contradict the others throws `.unsatisfiableConstraint` and changes nothing.
    public func setConstant(_ constraint: ConstraintID, _ newConstant: Double) throws(SolverError) {
        guard newConstant.isFinite else { throw .nonFiniteNumber }
        guard let record = constraintRecord(constraint), !record.isEdit else { throw .unknownConstraint }
        if newConstant == record.constant { return }
        if changeConstantsDirectly([(constraint, newConstant)]) { return }
        materializeLinearProgram()
        if moveConstantWithoutPivots(ofRow: Int(record.row), to: newConstant) {
            // Nothing left its bounds: feasible, still optimal, no transaction needed.
            constraints[constraint.rawValue]?.constant = newConstant
            return
        }
        if record.priority.isRequired {
            // Decided now, on a solved problem, inside a transaction.
            settle()
            journal.begin(self)
            moveConstant(ofRow: Int(record.row), to: newConstant)
            switch runDualSimplex(workLimit: incrementalWork + incrementalWorkBudget) {
            case .optimal:
                journal.commit()
                advanceWitnessEpoch()  // the old solution may violate the moved constraint
            case .infeasible:
                journal.rollback(self)
                throw .unsatisfiableConstraint
            case .overBudget, .stalled:
                // A big move (a window resized from nothing): solve from a crash basis.
                journal.rollback(self)
                try applySolvingFromCrash { moveConstant(ofRow: Int(record.row), to: newConstant) }
            }
        } else {
            if factorIsCurrent { prepareForPrimalChange() }
            moveConstant(ofRow: Int(record.row), to: newConstant)
            noteDeferredOperation()
        }
        constraints[constraint.rawValue]?.constant = newConstant
    }

    /// Moves an optional constraint to another optional level. Switching between required
    /// and optional is refused (`.priorityKindChange`), as UIKit refuses it for installed
    /// constraints.
    public func setPriority(_ constraint: ConstraintID, _ newPriority: Priority) throws(SolverError) {
        guard let record = constraintRecord(constraint), !record.isEdit else { throw .unknownConstraint }
        guard let oldLevel = record.priority.level, let newLevel = newPriority.level else {
            if record.priority == newPriority { return }
            throw .priorityKindChange
        }
        guard newLevel.isFinite else { throw .nonFiniteNumber }
        if oldLevel == newLevel { return }
        materializeLinearProgram()
        let row = Int(record.row)
        if factorIsCurrent && reducedCostsAreCurrent {
            prepareForDualChange()
            // Each error's cost moves from the old level to the new: directly for a
            // non-basic error, through the duals (its pivot row) for a basic one.
            for error in [rows[row].positiveError, rows[row].negativeError] where error >= 0 {
                let column = Int(error)
                if basisPosition[column] < 0 {
                    var cost = reducedCost[column]
                    cost.add(level: oldLevel, coefficient: -1)
                    cost.add(level: newLevel, coefficient: 1)
                    setReducedCost(column, cost)
                    if isDualInfeasible(column) { dualCandidates.push(error) }
                } else {
                    computePivotRow(position: Int(basisPosition[column]))
                    for index in workPrice.touched {
                        let other = Int(index)
                        let alpha = workPrice[other]
                        guard alpha != 0, basisPosition[other] < 0 else { continue }
                        var cost = reducedCost[other]
                        cost.add(level: newLevel, coefficient: -alpha)
                        cost.add(level: oldLevel, coefficient: alpha)
                        setReducedCost(other, cost)
                        if isDualInfeasible(other) { dualCandidates.push(index) }
                    }
                }
            }
        }
        rows[row].level = newLevel
        constraints[constraint.rawValue]?.priority = newPriority
        noteDeferredOperation()
    }
}
