/// Adding and removing constraints.
extension Solver {
    /// Adds `expression RELATION 0` at `priority`.
    ///
    /// Throws `.unsatisfiableConstraint` when a required constraint contradicts the
    /// required constraints already added; the solver is then exactly as before the call.
    /// A constraint whose feasibility is certain (optional, or required with a variable no
    /// other required constraint uses) is only recorded: it is solved with everything else
    /// at the next read.
    @discardableResult
    public func addConstraint(_ expression: LinearExpression, _ relation: Relation,
                              priority: Priority = .required) throws(SolverError) -> ConstraintID {
        guard expression.isFinite else { throw .nonFiniteNumber }
        if let level = priority.level, !level.isFinite { throw .nonFiniteNumber }
        for term in expression.terms where !contains(term.variable) { throw .unknownVariable }
        materializeLinearProgram()
        let terms = combinedTerms(expression)

        if priority.isRequired && !certifyRequiredRow(terms, relation, constant: expression.constant) {
            // `c REL 0` with no variables holds or never will; anything else is decided by
            // solving.
            if terms.isEmpty { throw .unsatisfiableConstraint }
            return try addUncertain(terms, expression.constant, relation)
        }
        return appendCertain(terms, constant: expression.constant, relation: relation, priority: priority)
    }

    /// Adds a required constraint as `addConstraint` does, deciding in the other order: when
    /// the witness does not hold it at once (it satisfies the row, or a variable no other
    /// required row uses can move), a solve decides first, and the witness's repair search
    /// runs only when the solve refuses. The answer is `addConstraint`'s — taken when the
    /// search certifies it or a solve finds it fits — and the cost moves: a row that fits
    /// costs a solve instead of a search that may run to its budget before the solve, and
    /// a row that does not fit costs both, as before. For a probe that adds rows most of
    /// which fit after searches that fail (the conflict-set search's probes: cycles of
    /// edges the search cannot repair), not for a scene's solver, whose rows the search
    /// mostly certifies without a solve.
    @discardableResult
    public func addRequiredSolvingFirst(_ expression: LinearExpression, _ relation: Relation) throws(SolverError) -> ConstraintID {
        guard expression.isFinite else { throw .nonFiniteNumber }
        for term in expression.terms where !contains(term.variable) { throw .unknownVariable }
        materializeLinearProgram()
        let terms = combinedTerms(expression)
        if certifyRequiredRow(terms, relation, constant: expression.constant, searching: false) {
            return appendCertain(terms, constant: expression.constant, relation: relation, priority: .required)
        }
        if terms.isEmpty { throw .unsatisfiableConstraint }
        do {
            return try addUncertain(terms, expression.constant, relation)
        } catch {
            // The solve refused (and left the solver as it was, solved): the row is still
            // taken if the search certifies it, as `addConstraint` would have before solving.
            switch error {
            case .unsatisfiableConstraint, .internalError: break
            default: throw error
            }
            guard certifyRequiredRow(terms, relation, constant: expression.constant) else { throw error }
            return appendCertain(terms, constant: expression.constant, relation: relation, priority: .required)
        }
    }

    /// Appends a constraint whose feasibility is certain (optional, or a required row the
    /// witness certified) for the next solve.
    private func appendCertain(_ terms: [(column: Int, coefficient: Double)], constant: Double,
                               relation: Relation, priority: Priority) -> ConstraintID {
        if factorIsCurrent { prepareForPrimalChange() }
        let row = appendRow(terms, constant: constant, relation: relation, priority: priority)
        if priority.isRequired && factorIsCurrent { solveForFreshColumn(row, terms) }
        pendingRows.append(row)
        noteDeferredOperation()
        return register(row, priority: priority, constant: constant)
    }

    /// Removes a constraint.
    public func removeConstraint(_ constraint: ConstraintID) throws(SolverError) {
        guard let record = constraintRecord(constraint), !record.isEdit else { throw .unknownConstraint }
        removeRecord(constraint)
    }

    // MARK: - Adding

    /// The expression's terms with repeated variables combined; a variable whose
    /// coefficients cancel (to rounding) has no term.
    func combinedTerms(_ expression: LinearExpression) -> [(column: Int, coefficient: Double)] {
        // The common case — a few distinct variables, no zero coefficient — has nothing to
        // combine: one array, not three.
        let terms = expression.terms
        if terms.count <= 16 && Solver.termsAreDistinctAndNonZero(terms) {
            return terms.map { ($0.variable.column, $0.coefficient) }
        }
        var result: [(column: Int, coefficient: Double)] = []
        result.reserveCapacity(expression.terms.count)
        var magnitudes: [Double] = []
        for term in expression.terms where term.coefficient != 0 {
            let column = term.variable.column
            if let index = result.firstIndex(where: { $0.column == column }) {
                result[index].coefficient += term.coefficient
                magnitudes[index] += abs(term.coefficient)
            } else {
                result.append((column, term.coefficient))
                magnitudes.append(abs(term.coefficient))
            }
        }
        var kept: [(column: Int, coefficient: Double)] = []
        kept.reserveCapacity(result.count)
        for (index, term) in result.enumerated() where abs(term.coefficient) > 1e-14 * magnitudes[index] {
            kept.append(term)
        }
        return kept
    }

    static func termsAreDistinctAndNonZero(_ terms: [(variable: Variable, coefficient: Double)]) -> Bool {
        for index in terms.indices {
            if terms[index].coefficient == 0 { return false }
            for earlier in 0..<index where terms[earlier].variable == terms[index].variable { return false }
        }
        return true
    }

    /// Stores a new row with its logical basic at its own position. When the basis is
    /// factored, the factors and values are extended too (a row eta; the logical's value is
    /// the row's activity), so that only the new row can be infeasible.
    func appendRow<Terms: Collection<(column: Int, coefficient: Double)>>(
        _ terms: Terms, constant: Double, relation: Relation, priority: Priority) -> Int32 {
        let row = allocateRow()
        let (lower, upper) = RowRecord.logicalBounds(relation, constant: constant)
        let logical = allocateColumn(.logical, row: row, lower: lower, upper: upper)
        var errors: (positive: Int32, negative: Int32) = (-1, -1)
        if !priority.isRequired {
            if relation != .greaterThanOrEqual {
                errors.positive = allocateColumn(.positiveError, row: row, lower: 0, upper: .infinity)
            }
            if relation != .lessThanOrEqual {
                errors.negative = allocateColumn(.negativeError, row: row, lower: 0, upper: .infinity)
            }
        }
        fillRow(row, logical: logical, errors: errors, terms, relation: relation, priority: priority)
        return row
    }

    /// Stores row `row`, whose slot and columns (its logical, and its errors when it is
    /// optional) are allocated already: by `appendRow`, or for a whole batch at once
    /// (`Solver.preallocate(for:)`).
    func fillRow<Terms: Collection<(column: Int, coefficient: Double)>>(
        _ row: Int32, logical logicalColumn: Int32, errors: (positive: Int32, negative: Int32), _ terms: Terms,
        relation: Relation, priority: Priority) {
        let index = Int(row)
        var record = RowRecord()
        record.termStart = Int32(truncatingIfNeeded: termColumns.count)
        record.termCount = Int32(truncatingIfNeeded: terms.count)
        record.isRequired = priority.isRequired
        record.level = priority.level ?? 0
        record.relation = relation
        record.state = .live
        record.sequence = takeRowSequence()
        record.logical = logicalColumn
        record.positiveError = errors.positive
        record.negativeError = errors.negative
        for term in terms {
            termColumns.append(Int32(truncatingIfNeeded: term.column))
            termCoefficients.append(term.coefficient)
            appendColumnEntry(term.column, ColumnEntry(row: row, coefficient: term.coefficient))
            if priority.isRequired { setRequiredRowCount(term.column, requiredRowCount[term.column] + 1) }
        }
        setRow(index, record)
        liveRowCount += 1
        let logical = Int(record.logical)
        setBasic(logical, at: index)

        if factorIsCurrent {
            var basicTerms: [(position: Int32, coefficient: Double)] = []
            for term in terms where basisPosition[term.column] >= 0 {
                basicTerms.append((basisPosition[term.column], term.coefficient))
            }
            factor.appendRowEta(row: row, terms: basicTerms)
            basisVersion &+= 1
            setValue(logical, externalActivity(of: index))
            for error in [record.positiveError, record.negativeError] where error >= 0 {
                setReducedCost(Int(error), costVector(of: Int(error)))
            }
            if isOutsideBounds(logical) { primalCandidates.push(record.logical) }
        }
    }

    /// A new required row with a column no other required row uses: that column enters
    /// the basis in the logical's place — Cassowary's external subject — for an equality
    /// always (the variable is then known to be determined by it), for an inequality when
    /// it does not already hold. It is a dual simplex step of ratio zero: a free column's
    /// reduced cost is zero, so no reduced cost changes.
    private func solveForFreshColumn(_ row: Int32, _ terms: [(column: Int, coefficient: Double)]) {
        let logical = Int(rows[Int(row)].logical)
        guard basisPosition[logical] == Int32(row),
              rows[Int(row)].relation == .equal || isOutsideBounds(logical) else { return }
        for term in terms where requiredRowCount[term.column] == 1 && basisPosition[term.column] < 0
            && reducedCost[term.column].isZero {
            computeColumn(term.column)
            let alpha = workColumn[Int(row)]
            guard abs(alpha) > Tolerance.pivotAbsolute else { continue }
            let target = value[logical] <= lowerBound[logical] ? lowerBound[logical] : upperBound[logical]
            pivot(entering: term.column, position: Int(row), leavingValue: target, updateReducedCosts: true)
            return
        }
    }

    /// A required row whose feasibility is not certain: solve everything first, then add it
    /// with the dual simplex inside a transaction, and roll back if it cannot hold.
    private func addUncertain(_ terms: [(column: Int, coefficient: Double)], _ constant: Double,
                              _ relation: Relation) throws(SolverError) -> ConstraintID {
        uncertainAdditionCount += 1
        settle()
        journal.begin(self)
        var row = appendRow(terms, constant: constant, relation: relation, priority: .required)
        switch runDualSimplex(workLimit: incrementalWork + incrementalWorkBudget) {
        case .optimal:
            journal.commit()
            advanceWitnessEpoch()  // solved again: the solution is the witness
        case .infeasible:
            journal.rollback(self)
            throw .unsatisfiableConstraint
        case .overBudget, .stalled:
            journal.rollback(self)
            row = try applySolvingFromCrash { appendRow(terms, constant: constant, relation: relation, priority: .required) }
        }
        return register(row, priority: .required, constant: constant)
    }

    func register(_ row: Int32, priority: Priority, constant: Double) -> ConstraintID {
        let id = ConstraintID(rawValue: nextConstraintID)
        nextConstraintID &+= 1
        if nextConstraintID == 0 { nextConstraintID = 1 }
        constraints[id.rawValue] = ConstraintRecord(row: row, priority: priority, constant: constant)
        return id
    }

    // MARK: - Removing

    /// Removes any constraint, edit constraints included: its row dies (its logical basic
    /// and free, its errors fixed at zero) and leaves the matrix at the next purge.
    func removeRecord(_ constraint: ConstraintID) {
        materializeArena()
        guard constraints[constraint.rawValue] != nil else { return }
        materializeLinearProgram()
        guard let record = constraints.removeValue(forKey: constraint.rawValue) else { return }
        let row = Int(record.row)
        if record.priority.isRequired {
            for term in terms(of: row) {
                let column = Int(termColumns[term])
                requiredRowCount[column] -= 1
            }
        }
        if factorIsCurrent && factor.wantsRefactor && !journal.isActive {
            // Each removal's pivot is an eta that every later FTRAN and BTRAN walks. A run
            // of removals long enough to need a refactor (a layout-direction flip removes
            // a third of a scene's rows, then adds them back) is cheaper solved from a
            // crash basis at the next read: the rest of the run then costs no pivots.
            deferToCrash()
        }
        if factorIsCurrent {
            prepareForDualChange()
            makeLogicalBasic(row)
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
        noteDeferredOperation()
    }

    /// Pivots a row's logical into the basis before the row is removed (Cassowary's
    /// "marker leaving row" choice): in a redundant equality's row if there is one (a
    /// degenerate pivot: nothing moves, the copy keeps the equality in force); else in the
    /// row of the bounded basic column that would first reach its bound as the logical
    /// moves, either way, so that everything stays feasible; else in an unbounded
    /// variable's row, that variable returning to zero.
    private func makeLogicalBasic(_ row: Int) {
        let logical = Int(rows[row].logical)
        guard basisPosition[logical] < 0 else { return }
        computeColumn(logical)
        var largest = 0.0
        for index in workColumn.touched { largest = max(largest, abs(workColumn[Int(index)])) }
        let threshold = max(Tolerance.pivotAbsolute, Tolerance.pivotRelative * largest)

        var redundant: (position: Int, column: Int)?
        var bounded: (position: Int, column: Int, step: Double, bound: Double)?
        var free: (position: Int, column: Int, alpha: Double)?
        for index in workColumn.touched {
            let position = Int(index)
            let alpha = workColumn[position]
            guard abs(alpha) >= threshold else { continue }
            let basic = Int(basisHeader[position])
            guard basic >= 0 else { continue }
            // Removed rows' logicals stay basic until their rows are purged.
            if columnKind[basic] == .logical && rows[Int(columnRow[basic])].state == .dead { continue }
            let lower = lowerBound[basic], upper = upperBound[basic]
            if lower == upper && columnKind[basic] == .logical {
                if basic < (redundant?.column ?? Int.max) { redundant = (position, basic) }
                continue
            }
            if !lower.isFinite && !upper.isFinite {
                if let current = free, abs(alpha) < abs(current.alpha) || (abs(alpha) == abs(current.alpha) && basic > current.column) {
                    continue
                }
                free = (position, basic, alpha)
                continue
            }
            for bound in [lower, upper] where bound.isFinite {
                let step = abs(value[basic] - bound) / abs(alpha)
                if let current = bounded, step > current.step || (step == current.step && basic >= current.column) { continue }
                bounded = (position, basic, step, bound)
            }
        }
        let choice: (position: Int, target: Double)
        if let redundant {
            // A fixed logical leaves exactly on its bound: it may be basic a rounding away.
            choice = (redundant.position, lowerBound[redundant.column])
        } else if let bounded {
            choice = (bounded.position, bounded.bound)
        } else if let free {
            choice = (free.position, 0)
        } else {
            return
        }
        if isFixed(logical) { setReducedCost(logical, freshReducedCost(of: logical)) }
        computePivotRow(position: choice.position)
        pivot(entering: logical, position: choice.position, leavingValue: choice.target, updateReducedCosts: true)
    }
}
