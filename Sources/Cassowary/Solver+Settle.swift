/// When the solving happens. Changes are recorded as they come; the next read solves them
/// (`settle()`), either incrementally on the factored basis — the dual simplex for rows
/// that are out of bounds, the primal simplex for columns that could improve the objective
/// — or, past a budget of changes, all at once from a crash basis (`solveFromCrash()`),
/// which is linear however many rows were added.
extension Solver {
    /// Solves whatever changed since the last solve. Afterwards the basis is optimal.
    func settle() {
        guard needsSettle, !journal.isActive else { return }
        if !factorIsCurrent || !valuesAreCurrent || !reducedCostsAreCurrent {
            solveFromCrash()
        } else {
            recordOutcome(runDualSimplex())
            recordOutcome(runPrimalSimplex())
        }
        if factor.wantsRefactor || !primalCandidates.isEmpty || !dualCandidates.isEmpty {
            // A long eta file, or a loop that gave up: start again from fresh factors.
            refactorBasis()
            recordOutcome(runDualSimplex())
            recordOutcome(runPrimalSimplex())
        }
        pendingRows.removeAll(keepingCapacity: true)
        pendingOperationCount = 0
        incrementalWork = 0
        needsSettle = false
        witnessEpoch &+= 1  // the solution is the witness now
    }

    /// Records a change. Past the budget — many changes, or incremental updates that cost
    /// as much as refactoring — the rest are only recorded and the next solve starts from
    /// a crash basis.
    func noteDeferredOperation() {
        needsSettle = true
        pendingOperationCount += 1
        guard factorIsCurrent, !journal.isActive else { return }
        let workBudget = 4 * (factor.lu.nonzeroCount + liveRowCount) + 4096
        if pendingOperationCount > max(64, liveRowCount / 2) || incrementalWork > workBudget {
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
