/// When the solving happens. Changes are recorded as they come; the next read solves them
/// (`settle()`), either incrementally on the factored basis — the dual simplex for rows
/// that are out of bounds, the primal simplex for columns that could improve the objective
/// — or, past a budget of changes, all at once from a crash basis (`solvePendingRowsFromCrash()`),
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
        if directSolution != nil { noteDirectSolutionRead() }
        guard needsSettle, !journal.isActive else { return }
        if factorIsCurrent && valuesAreCurrent && reducedCostsAreCurrent {
            let limit = incrementalWork + incrementalWorkBudget
            var outcome = runDualSimplex(workLimit: limit)
            if outcome == .optimal { outcome = runPrimalSimplex(workLimit: limit) }
            if outcome == .overBudget {
                // Long pivot rows: a fresh crash basis solves the rest in linear time.
                noteInfeasibleSettle(solveAllRowsFromCrash())
            } else {
                recordOutcome(outcome)
            }
        } else {
            if allowingDirect && resolveDirectly() { return }
            noteInfeasibleSettle(solvePendingRowsFromCrash())
        }
        if factor.wantsRefactor || !primalCandidates.isEmpty || !dualCandidates.isEmpty {
            // A long eta file, or a loop that gave up: start again from fresh factors.
            refactorRecomputingCosts()
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
        if !primalCandidates.isEmpty {
            // Refinement found a basic value outside its bounds: the basis was not
            // feasible after all (Refinement.swift).
            recordOutcome(runDualSimplex())
            recordOutcome(runPrimalSimplex())
        }
        advanceWitnessEpoch()  // the solution is the witness now
    }

    /// What incremental pivoting may spend before solving from a crash basis is cheaper.
    var incrementalWorkBudget: Int { 4 * (factor.lu.nonzeroCount + liveRowCount) + 4096 }

    /// Forgets the basis and solves every row from a crash basis, as a first build does.
    /// Returns false when the required rows cannot hold together.
    func solveAllRowsFromCrash() -> Bool {
        deferToCrash()
        pendingRows.removeAll(keepingCapacity: true)
        for row in rows.indices where rows[row].state == .live { pendingRows.append(Int32(truncatingIfNeeded: row)) }
        return solvePendingRowsFromCrash()
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
        let feasible = solveAllRowsFromCrash()
        if factor.wantsRefactor || !primalCandidates.isEmpty || !dualCandidates.isEmpty {
            refactorRecomputingCosts()
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

    /// Every required row in the solver was accepted as fitting with the others, so a
    /// settle's crash solve that finds them infeasible met numerical trouble, not a
    /// conflict: it is counted like a loop that stopped short (tests expect zero), never
    /// dropped silently.
    func noteInfeasibleSettle(_ feasible: Bool) {
        if !feasible { numericalTroubleCount += 1 }
    }

    /// Notes a simplex loop that did not finish (numerical trouble); `settle()` retries from
    /// fresh factors.
    func recordOutcome(_ outcome: SimplexOutcome) {
        if outcome != .optimal { numericalTroubleCount += 1 }
    }
}
