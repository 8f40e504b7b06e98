/// When direct resolution is used, and how the LP takes over.
///
/// A cold solve — a scene's first layout, a batch of additions, anything recorded past the
/// incremental budget — first tries `DirectResolution`. When the point is certified, only
/// the external variables' values are written: no crash basis, no factorization, no
/// reduced costs. The solver is then in *direct mode*: reads see the certified point, and
/// the LP is not built.
///
/// The LP is built lazily, at the first call that needs it — any change (constraint added
/// or removed, constant, priority, suggestion) or any analysis (ambiguity, what determines
/// a variable, the invariants). It is built from exactly the state the solve found: the
/// variables' values from before the direct pass are put back and the same crash basis
/// runs, so everything after behaves bit for bit as it did before direct resolution
/// existed (incremental relayout, conflicts, refusals, diagnostics). The certified point
/// is the unique optimum, so the LP finds it too.
extension Solver {
    /// The state of direct mode: the external values the certified point replaced, to be
    /// put back before the LP is built.
    struct DirectSolution {
        var previousValues: [(column: Int32, value: Double)]
    }

    /// Tries to resolve every live row directly. On success the solver is in direct mode
    /// (settled, LP not built) and true is returned; otherwise nothing has changed.
    func resolveDirectly() -> Bool {
        guard !journal.isActive else { return false }
        guard usesDirectResolution else {
            if recordsDirectResolution { directResolutionReport.disabled += 1 }
            return false
        }
        var resolution = DirectResolution(self)
        resolution.propagate()
        // A variable no live row mentions is left as it is by this pass, but the crash
        // returns one that was basic to its resting value (a row solved for it was removed).
        // Such a variable is free, so only the LP's choice is today's answer: fall back
        // (fuzz-scene finding: a label's x kept at 8 by the direct pass, 0 by the LP, after
        // its only horizontal constraint was deactivated).
        for column in columnKind.indices where columnKind[column] == .external && !resolution.isDetermined(column)
            && (basisPosition[column] >= 0 || value[column] != restingValue(of: column)) {
            if recordsDirectResolution {
                var report = DirectResolutionReport()
                report.attempts = 1
                report.count(.undetermined)
                directResolutionReport.add(report)
            }
            return false
        }
        let certified = recordsDirectResolution ? certifyCountingComponents(resolution) : certify(resolution)
        guard certified else { return false }

        var previous: [(column: Int32, value: Double)] = []
        for column in columnKind.indices where columnKind[column] == .external && resolution.isDetermined(column) {
            let solved = resolution.value(of: column)
            guard value[column] != solved else { continue }
            previous.append((Int32(truncatingIfNeeded: column), value[column]))
            setValue(column, solved)
        }
        directSolution = DirectSolution(previousValues: previous)
        needsSettle = false
        return true
    }

    /// Whether every live row is certified at the propagated point.
    private func certify(_ resolution: DirectResolution) -> Bool {
        for row in rows.indices where rows[row].state == .live {
            if resolution.fallback(forRow: row) != nil { return false }
        }
        return true
    }

    /// `certify`, counting connected components and the reason each uncertified one
    /// failed (the first row found).
    private func certifyCountingComponents(_ resolution: DirectResolution) -> Bool {
        var components = ComponentSets(count: columnKind.count)
        for row in rows.indices where rows[row].state == .live {
            let range = terms(of: row)
            guard let first = range.first else { continue }
            for term in range { components.join(Int(termColumns[first]), Int(termColumns[term])) }
        }
        var reasons: [Int: DirectResolution.Fallback] = [:]
        var roots = Set<Int>()
        for row in rows.indices where rows[row].state == .live {
            guard let first = terms(of: row).first else { continue }
            let root = components.root(of: Int(termColumns[first]))
            roots.insert(root)
            if reasons[root] == nil, let reason = resolution.fallback(forRow: row) { reasons[root] = reason }
        }
        var report = DirectResolutionReport()
        report.attempts = 1
        report.components = roots.count
        report.resolvedComponents = roots.count - reasons.count
        report.resolvedAttempts = reasons.isEmpty ? 1 : 0
        for reason in reasons.values { report.count(reason) }
        directResolutionReport.add(report)
        return reasons.isEmpty
    }

    /// Leaves direct mode: puts back the values the direct pass replaced and solves from
    /// the crash basis, exactly as the cold solve would have without direct resolution.
    func materializeLinearProgram() {
        guard let solution = directSolution else { return }
        directSolution = nil
        for (column, previous) in solution.previousValues.reversed() {
            value[Int(column)] = previous
            markDirty(Int(column))
        }
        needsSettle = true
        // The certified point satisfies every required row: infeasible is numerical trouble.
        noteInfeasibleSettle(settleFromCrash())
    }

    /// A cold solve of everything recorded: crash basis, clean-up, the bookkeeping.
    /// Returns false when the required rows cannot hold together.
    func settleFromCrash() -> Bool {
        let feasible = solvePendingRowsFromCrash()
        if factor.wantsRefactor || !primalCandidates.isEmpty || !dualCandidates.isEmpty {
            // A long eta file, or a loop that gave up: start again from fresh factors.
            refactorRecomputingCosts()
            recordOutcome(runDualSimplex())
            recordOutcome(runPrimalSimplex())
        }
        finishSettling()
        return feasible
    }
}
