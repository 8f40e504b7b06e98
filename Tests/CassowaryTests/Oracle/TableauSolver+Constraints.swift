@testable import Cassowary

/// Adding and removing constraints.
extension TableauSolver {
    /// Adds `expression RELATION 0` at `priority` and re-optimises.
    ///
    /// Throws `.unsatisfiableConstraint` when a required constraint contradicts the
    /// required constraints already added; the solver is then exactly as before the call.
    @discardableResult
    public func addConstraint(_ expression: LinearExpression, _ relation: Relation,
                              priority: Priority = .required) throws(SolverError) -> ConstraintID {
        guard expression.isFinite else { throw .nonFiniteNumber }
        if let level = priority.level, !level.isFinite { throw .nonFiniteNumber }
        for term in expression.terms where !contains(term.variable) { throw .unknownVariable }

        let (row, record) = makeRow(expression, relation, priority)
        var solved = row
        let subject = chooseSubject(row, record)
        if subject.isValid {
            solved.solve(for: subject)
            let id = insertRow(solved, basic: subject)
            substitute(subject, byRow: id)
        } else if row.lowestSymbol(where: { symbol, _ in symbolKinds[symbol.index] != .dummy }) == nil {
            // Only fixed-at-zero symbols: the constraint is redundant or contradictory.
            guard tableauIsNearZero(row.constant) else {
                releaseSymbol(record.marker)
                throw .unsatisfiableConstraint
            }
            solved.solve(for: record.marker)
            let id = insertRow(solved, basic: record.marker)
            substitute(record.marker, byRow: id)
        } else {
            guard addWithDualSimplex(row, marker: record.marker) || addWithArtificialVariable(row) else {
                releaseSymbol(record.marker)
                throw .unsatisfiableConstraint
            }
        }

        let id = ConstraintID(rawValue: nextConstraintID)
        nextConstraintID &+= 1
        if nextConstraintID == 0 { nextConstraintID = 1 }
        constraints[id.rawValue] = record
        try optimize()
        return id
    }

    /// Removes a constraint and re-optimises.
    public func removeConstraint(_ constraint: ConstraintID) throws(SolverError) {
        guard let record = constraints[constraint.rawValue], !record.isEdit else { throw .unknownConstraint }
        try removeRecord(constraint)
    }

    /// Removes any constraint, edit constraints included.
    func removeRecord(_ constraint: ConstraintID) throws(SolverError) {
        guard let record = constraints.removeValue(forKey: constraint.rawValue) else {
            throw .unknownConstraint
        }
        removeErrorCosts(record)
        eliminate(record.marker)
        if record.other.isValid { eliminate(record.other) }
        releaseSymbol(record.marker)
        releaseSymbol(record.other)
        try optimize()
    }

    // MARK: - Building the row

    /// Builds the row of a new constraint with every basic variable substituted, its
    /// slack/error/dummy symbols created and the errors entered in the objective.
    func makeRow(_ expression: LinearExpression, _ relation: Relation,
                 _ priority: Priority) -> (TableauRow, ConstraintRecord) {
        var row = TableauRow(constant: expression.constant)
        for term in expression.terms where !tableauIsNearZero(term.coefficient) {
            let symbol = term.variable.tableauSymbol
            let basicRow = basicRowOfSymbol[symbol.index]
            if basicRow >= 0 && row.isConstant {
                // Copying the whole row beats re-inserting its terms one by one.
                let constant = row.constant
                row = rows[Int(basicRow)].scaled(by: term.coefficient)
                row.constant += constant
            } else if basicRow >= 0 {
                addedSymbols.removeAll(keepingCapacity: true)
                removedSymbols.removeAll(keepingCapacity: true)
                row.add(rows[Int(basicRow)], times: term.coefficient,
                        added: &addedSymbols, removed: &removedSymbols)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }

        var record = ConstraintRecord(marker: .invalid, other: .invalid, priority: priority,
                                      constant: expression.constant, markerCoefficient: 1)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expr <= 0  ⇔  expr + slack == 0;  expr >= 0  ⇔  expr - slack == 0.
            let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = allocateSymbol(.slack)
            record.marker = slack
            record.markerCoefficient = sign
            row.insert(slack, sign)
            if let level = priority.level {
                let error = allocateSymbol(.error)
                record.other = error
                row.insert(error, -sign)
                addCost(error, level: level, coefficient: 1)
            }
        case .equal:
            if let level = priority.level {
                let plus = allocateSymbol(.error)
                let minus = allocateSymbol(.error)
                record.marker = plus
                record.other = minus
                record.markerCoefficient = -1
                row.insert(plus, -1)
                row.insert(minus, 1)
                addCost(plus, level: level, coefficient: 1)
                addCost(minus, level: level, coefficient: 1)
            } else {
                let dummy = allocateSymbol(.dummy)
                record.marker = dummy
                row.insert(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, record)
    }

    /// The symbol to make basic for a new row, chosen so that the row can enter without
    /// phase one: an external variable (unrestricted; of several, the one in the fewest rows,
    /// which keeps the substitution and its fill-in small), else the new slack or error if
    /// its coefficient is negative (then the row's non-negative constant keeps it feasible).
    func chooseSubject(_ row: TableauRow, _ record: ConstraintRecord) -> TableauSymbol {
        var best = TableauSymbol.invalid
        var bestColumn = Int.max
        row.forEachTerm { symbol, _ in
            guard symbolKinds[symbol.index] == .external else { return }
            let columnSize = Int(columns.liveCounts[symbol.index])
            if columnSize < bestColumn || (columnSize == bestColumn && symbol.id < best.id) {
                best = symbol
                bestColumn = columnSize
            }
        }
        if best.isValid { return best }
        for candidate in [record.marker, record.other] where candidate.isValid {
            if symbolKinds[candidate.index].isPivotable && row.coefficient(of: candidate) < 0 {
                return candidate
            }
        }
        return .invalid
    }

    /// Adds a required row that has no feasible subject by making its own marker basic — a
    /// slack that may start negative, or a dummy that must leave the basis — and repairing
    /// feasibility with the dual simplex. The tableau stays optimal throughout (the new
    /// basic symbol has no cost), so unlike phase one it does not wander to an arbitrary
    /// feasible point and back: the pivots are the ones the new constraint really needs.
    /// Returns false, with everything rolled back, when the dual simplex finds the row
    /// infeasible — or, rarely, takes too long, in which case phase one decides.
    func addWithDualSimplex(_ row: TableauRow, marker: TableauSymbol) -> Bool {
        journal.begin(self)
        var solved = row
        solved.solve(for: marker)
        let id = insertRow(solved, basic: marker)
        if symbolKinds[marker.index] == .dummy {
            // A dummy must be zero: pivot it out at once, in the direction that fixes its sign.
            let constant = rows[Int(id)].constant
            let entering = dualEnteringSymbol(rows[Int(id)], direction: constant > 0 ? -1 : 1)
                ?? (tableauIsNearZero(constant) ? dualEnteringSymbol(rows[Int(id)], direction: -1) : nil)
            guard let entering else {
                journal.rollback(self)
                return false
            }
            pivot(entering: entering, row: id)
        } else if rows[Int(id)].constant < 0 {
            infeasibleBasics.append(marker)
        }
        guard dualOptimize(pivotLimit: 64 + 4 * rowBasics.count) else {
            journal.rollback(self)
            return false
        }
        journal.commit()
        return true
    }

    /// Phase one for a row without a feasible subject: adds it with an artificial basic
    /// variable and minimises that variable. Succeeds when it reaches zero; otherwise the
    /// constraint cannot hold and every change is rolled back.
    func addWithArtificialVariable(_ row: TableauRow) -> Bool {
        journal.begin(self)
        let artificial = allocateSymbol(.slack)
        insertRow(row, basic: artificial)
        let objective = insertRow(row, basic: TableauSolver.objectiveRow)
        minimizeArtificialObjective(objective)
        let reachedZero = tableauIsNearZero(rows[Int(objective)].constant)
        deleteRow(objective)

        var success = reachedZero
        if success, isBasic(artificial) {
            // The artificial variable is basic at zero: pivot any slack or error in for it.
            let id = basicRowOfSymbol[artificial.index]
            if rows[Int(id)].isConstant {
                deleteRow(id)
            } else if let entering = rows[Int(id)].lowestSymbol(where: { symbol, _ in symbolKinds[symbol.index].isPivotable }) {
                pivot(entering: entering, row: id)
            } else {
                success = false
            }
        }
        guard success else {
            journal.rollback(self)
            return false
        }
        // Parametric at zero: drop it from every row.
        forEachRow(containing: artificial) { id, _ in
            journal.saveRow(id, of: self)
            rows[Int(id)].remove(artificial)
        }
        journal.commit()
        releaseSymbol(artificial)
        return true
    }

    /// Primal simplex on the artificial objective row (a single level).
    private func minimizeArtificialObjective(_ objective: Int32) {
        while true {
            // Lowest-numbered improving symbol (Bland's rule); rows are sorted by symbol.
            guard let entering = rows[Int(objective)].lowestSymbol(where: { symbol, coefficient in
                coefficient < 0 && !tableauIsNearZero(coefficient) && symbolKinds[symbol.index] != .dummy
            }) else { return }
            guard let leaving = leavingRow(for: entering, increasing: true) else { return }
            pivot(entering: entering, row: leaving)
        }
    }

    // MARK: - Removing

    /// Takes a constraint's errors out of the objective.
    func removeErrorCosts(_ record: ConstraintRecord) {
        guard let level = record.priority.level else { return }
        for error in [record.marker, record.other] where error.isValid && symbolKinds[error.index] == .error {
            let basicRow = basicRowOfSymbol[error.index]
            if basicRow >= 0 {
                rows[Int(basicRow)].forEachTerm { symbol, coefficient in
                    addCost(symbol, level: level, coefficient: -coefficient)
                }
            } else {
                addCost(error, level: level, coefficient: -1)
            }
        }
    }

    /// Removes every trace of a constraint's symbol from the tableau: its row if it is
    /// basic, else it is first pivoted into the row that keeps the others feasible.
    /// Dropping the row of a symbol that appears nowhere else drops exactly the
    /// constraint that defined it.
    func eliminate(_ symbol: TableauSymbol) {
        let basicRow = basicRowOfSymbol[symbol.index]
        if basicRow >= 0 {
            deleteRow(basicRow)
            return
        }
        guard let id = markerLeavingRow(symbol) else { return }
        let row = Int(id)
        let leaving = rowBasics[row]
        journal.saveRow(id, of: self)
        rows[row].solve(for: leaving, in: symbol)
        rowBasics[row] = symbol
        basicRowOfSymbol[leaving.index] = -1
        basicRowOfSymbol[symbol.index] = id
        noteAdded(leaving, toRow: id)
        markDirty(leaving)
        substitute(symbol, byRow: id)
        deleteRow(id)
    }

    /// kiwi's choice of the row in which to pivot a marker before dropping it: the
    /// restricted row with the smallest ratio for a negative coefficient (feasible if the
    /// marker grows), else for a positive one, else an external row. Before all of them, the
    /// row of a dummy (a redundant copy of a required equality: its constant is zero, so
    /// the pivot moves nothing, and the copy keeps the equality in force; any other choice
    /// would leave that dummy's row away from zero).
    func markerLeavingRow(_ marker: TableauSymbol) -> Int32? {
        var dummyRow: Int32?
        var first: Int32?, second: Int32?, third: Int32?
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        forEachRow(containing: marker) { id, coefficient in
            let basic = rowBasics[Int(id)]
            guard basic.isValid else { return }
            if symbolKinds[basic.index] == .dummy {
                if dummyRow == nil { dummyRow = id }
            } else if symbolKinds[basic.index] == .external {
                if third == nil { third = id }
            } else if coefficient < 0 {
                let ratio = -rows[Int(id)].constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = id }
            } else {
                let ratio = rows[Int(id)].constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = id }
            }
        }
        return dummyRow ?? first ?? second ?? third
    }
}
