/// When the solving happens. Changes are recorded as they come; the next read solves them
/// (`settle()`), either incrementally on the factored basis — the dual simplex for rows
/// that are out of bounds, the primal simplex for columns that could improve the objective
/// — or, past a budget of changes, all at once from a crash basis (`solveFromCrash()`),
/// which is linear however many rows were added.
extension Solver {
    /// Solves whatever changed since the last solve. Afterwards the basis is optimal (the LP
    /// is built, even when the last solve was a direct one).
    func settle() {
        materializeLinearProgram()
        settle(allowingDirect: false)
    }

    /// Solves whatever changed since the last solve. With `allowingDirect` (readers of
    /// values), a cold solve may end in direct mode with no LP built.
    func settle(allowingDirect: Bool) {
        guard needsSettle, !journal.isActive else { return }
        if factorIsCurrent && valuesAreCurrent && reducedCostsAreCurrent {
            let limit = incrementalWork + incrementalWorkBudget
            var outcome = runDualSimplex(workLimit: limit)
            if outcome == .optimal { outcome = runPrimalSimplex(workLimit: limit) }
            if outcome == .overBudget {
                // Long pivot rows: a fresh crash basis solves the rest in linear time.
                _ = solveColdFromCrash()
            } else {
                recordOutcome(outcome)
            }
        } else {
            if allowingDirect && resolveDirectly() { return }
            _ = solveFromCrash()
        }
        if factor.wantsRefactor || !primalCandidates.isEmpty || !dualCandidates.isEmpty {
            // A long eta file, or a loop that gave up: start again from fresh factors.
            refactorBasis()
            recordOutcome(runDualSimplex())
            recordOutcome(runPrimalSimplex())
        }
        finishSettling()
    }

    /// The bookkeeping of a finished solve.
    func finishSettling() {
        pendingRows.removeAll(keepingCapacity: true)
        pendingOperationCount = 0
        incrementalWork = 0
        needsSettle = false
        refineMovedRows()
        witnessEpoch &+= 1  // the solution is the witness now
    }

    /// What incremental pivoting may spend before solving from a crash basis is cheaper.
    var incrementalWorkBudget: Int { 4 * (factor.lu.nonzeroCount + liveRowCount) + 4096 }

    /// Forgets the basis and solves every row from a crash basis, as a first build does.
    /// Returns false when the required rows cannot hold together.
    func solveColdFromCrash() -> Bool {
        deferToCrash()
        pendingRows.removeAll(keepingCapacity: true)
        for row in rows.indices where rows[row].state == .live { pendingRows.append(Int32(truncatingIfNeeded: row)) }
        return solveFromCrash()
    }

    /// A change to required rows whose feasibility the dual simplex could not settle within
    /// budget: made anyway, solved from a cold crash basis, and undone (from a snapshot) if
    /// the required rows cannot hold. Returns what `change` returned.
    func applySolvingFromCrash<T>(_ change: () -> T) throws(SolverError) -> T {
        settle()
        let snapshot = BulkSnapshot(self)
        deferToCrash()
        let result = change()
        needsSettle = true
        let feasible = solveColdFromCrash()
        if factor.wantsRefactor || !primalCandidates.isEmpty || !dualCandidates.isEmpty {
            refactorBasis()
            recordOutcome(runDualSimplex())
            recordOutcome(runPrimalSimplex())
        }
        finishSettling()
        guard feasible else {
            snapshot.restore(self)
            throw .unsatisfiableConstraint
        }
        return result
    }

    /// Records a change. Past the budget — many changes, or incremental updates that cost
    /// as much as refactoring — the rest are only recorded and the next solve starts from
    /// a crash basis.
    func noteDeferredOperation() {
        needsSettle = true
        pendingOperationCount += 1
        guard factorIsCurrent, !journal.isActive else { return }
        if pendingOperationCount > max(64, liveRowCount / 2) || incrementalWork > incrementalWorkBudget {
            deferToCrash()
        }
    }

    /// Drops the factors, values and reduced costs: the next solve rebuilds them.
    func deferToCrash() {
        factor.reset()
        factorIsCurrent = false
        valuesAreCurrent = false
        reducedCostsAreCurrent = false
        primalCandidates.removeAll()
        dualCandidates.removeAll()
        basisVersion &+= 1
    }

    /// The incremental loops each need the other kind of feasibility: before a change that
    /// may make some column improving (a removal, a priority change), repair the rows that
    /// are out of bounds, and the reverse.
    func prepareForDualChange() {
        if !primalCandidates.isEmpty { recordOutcome(runDualSimplex()) }
    }

    func prepareForPrimalChange() {
        if !dualCandidates.isEmpty { recordOutcome(runPrimalSimplex()) }
    }

    /// Notes a simplex loop that did not finish (numerical trouble); `settle()` retries from
    /// fresh factors.
    func recordOutcome(_ outcome: SimplexOutcome) {
        if outcome != .optimal { numericalTroubleCount += 1 }
    }
}
