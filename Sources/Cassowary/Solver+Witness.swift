/// A witness: a point known to satisfy every required row, kept without solving, so that a
/// new required row can often be accepted at once (its feasibility is certain) instead of
/// solving everything first to find out.
///
/// The witness is the last solution, with two kinds of amendment since: a required row
/// with a *fresh* variable (one no other required row uses) moves that variable so the
/// row holds — no other required row notices — and a required row the witness already
/// satisfies needs no amendment at all. A required row that fits neither rule is decided
/// by solving (`addUncertain`). The amendments live beside the values, stamped with the
/// solve they follow, so a solve discards them in O(1).
extension Solver {
    /// The witness value of an external column.
    @inline(__always)
    func witness(_ column: Int) -> Double {
        witnessStamp[column] == witnessEpoch ? witnessValue[column] : value[column]
    }

    /// Remembers the solved value of an external column before it first changes after a
    /// solve (called by `setValue`).
    @inline(__always)
    func preserveWitness(_ column: Int) {
        if witnessStamp[column] != witnessEpoch {
            witnessStamp[column] = witnessEpoch
            witnessValue[column] = value[column]
        }
    }

    /// Starts a new epoch: the current solution is the witness, every amendment is stale.
    /// Past `UInt32.max` the stamps are cleared first, so that no stamp of an earlier round
    /// of epochs can match again.
    @inline(__always)
    func advanceWitnessEpoch() {
        witnessEpoch &+= 1
        if witnessEpoch == 0 { restartWitnessEpochs() }
    }

    @inline(never)
    func restartWitnessEpochs() {
        witnessStamp.withUnsafeMutableBufferPointer { stamps in
            for index in stamps.indices { stamps[index] = 0 }
        }
        witnessEpoch = 1
    }

    /// The witness's activity `Σ aⱼ·wⱼ` of the given terms.
    func witnessActivity(_ terms: [(column: Int, coefficient: Double)]) -> Double {
        var sum = 0.0
        for term in terms { sum += term.coefficient * witness(term.column) }
        return sum
    }

    /// Whether a required row `terms REL −constant` certainly fits with the required rows
    /// already in: the witness satisfies it, or one of its variables can move so that it
    /// does without breaking any other required row — always so for a fresh variable (no
    /// other required row uses it), else checked on the few rows that use it. The witness
    /// keeps the move. Nothing is changed when the answer is no. Without `searching`, only
    /// the witness and fresh variables are tried (no repair search).
    func certifyRequiredRow(_ terms: [(column: Int, coefficient: Double)], _ relation: Relation,
                            constant: Double, searching: Bool = true) -> Bool {
        let (lower, upper) = RowRecord.logicalBounds(relation, constant: constant)
        let activity = witnessActivity(terms)
        if activity >= lower - Tolerance.witness(for: lower) && activity <= upper + Tolerance.witness(for: upper) {
            return true
        }
        let target = activity < lower ? lower : upper
        // Fresh variables first: moving them can break nothing.
        for term in terms where requiredRowCount[term.column] == 0 {
            if moveWitness(term.column, by: (target - activity) / term.coefficient) { return true }
        }
        guard searching else { return false }
        for term in terms where requiredRowCount[term.column] > 0 {
            let step = (target - activity) / term.coefficient
            if findWitnessMoves(moving: term.column, by: step, keeping: terms) {
                for column in witnessRepairTrail.movedColumns {
                    _ = moveWitness(Int(column), by: witnessRepairTrail.step(of: Int(column)) ?? 0)
                }
                return true
            }
        }
        return false
    }

    /// Whether moves exist that put `column` forward by `step` while every live required
    /// row stays satisfied; when they do, `witnessRepairTrail` holds them (its moved columns
    /// and their steps). Each row the moves break is repaired by moving another of its
    /// variables — trying first one no other required row uses (a stack's trailing edge
    /// moved: its last view's width follows), then the others by how few rows use them,
    /// each checked in turn (a depth-first search with backtracking). Each variable moves at
    /// most once and the search is bounded, so it is a local proof of feasibility: false
    /// means "not found", not "infeasible". Variables of the row being certified (`keeping`)
    /// never move.
    private func findWitnessMoves(moving column: Int, by step: Double,
                                  keeping certified: [(column: Int, coefficient: Double)]) -> Bool {
        guard step.isFinite else { return false }
        // The trail is taken out of `self` for the search, so that its arrays stay uniquely
        // referenced (changed in place, never copied) while the search reads the solver.
        var trail = witnessRepairTrail
        witnessRepairTrail = WitnessRepairTrail()
        defer { witnessRepairTrail = trail }
        trail.begin(columnCount: columnKind.count, certified: certified)
        trail.move(column, by: step)
        for row in columnEntries.rows(of: column) { trail.push(row) }
        var budget = 4096
        return searchWitnessMoves(&trail, &budget, depth: 0)
    }

    /// The moves the repair search finds for putting `column` forward by `step` with the
    /// columns of `certified` held still, in the order it chose them, or nil when it finds
    /// none; the witness is not changed (for tests, which compare the search with a
    /// reference).
    func witnessRepairMoves(moving column: Int, by step: Double,
                            keeping certified: [(column: Int, coefficient: Double)]) -> [(column: Int, step: Double)]? {
        guard findWitnessMoves(moving: column, by: step, keeping: certified) else { return nil }
        return witnessRepairTrail.movedColumns.map { (Int($0), witnessRepairTrail.step(of: Int($0)) ?? 0) }
    }

    /// The search backtracks over this many choices at most (its recursion must stay
    /// shallow: a host's thread may have a small stack); deeper, it goes greedily.
    private static let maximumRepairDepth = 8

    /// Checks the rows on the trail's stack until it is empty (true: the trail's moves are
    /// a repair) or a row cannot be repaired within the budget (false). A row with several
    /// candidate repairs branches: each candidate is tried with the rest of the search, and
    /// the trail is rolled back to the branch point when it fails.
    private func searchWitnessMoves(_ trail: inout WitnessRepairTrail, _ budget: inout Int, depth: Int) -> Bool {
        while let next = trail.pop() {
            let row = Int(next)
            guard rows[row].state == .live, rows[row].isRequired else { continue }
            budget -= 1
            guard budget > 0 else { return false }
            var activity = 0.0
            for term in terms(of: row) {
                let other = Int(termColumns[term])
                activity += termCoefficients[term] * (witness(other) + (trail.step(of: other) ?? 0))
            }
            let logical = Int(rows[row].logical)
            let lower = lowerBound[logical], upper = upperBound[logical]
            if activity >= lower - Tolerance.witness(for: lower) && activity <= upper + Tolerance.witness(for: upper) { continue }
            let target = activity < lower ? lower : upper
            // Candidate repairs, fewest other rows first, on the trail's candidate stack
            // (this level's above its callers').
            let base = trail.candidates.count
            for term in terms(of: row) {
                let other = Int(termColumns[term])
                guard trail.step(of: other) == nil, !trail.isCertified(other) else { continue }
                trail.candidates.append(.init(column: other, coefficient: termCoefficients[term], count: requiredRowCount[other]))
            }
            let candidateCount = trail.candidates.count - base
            trail.sortCandidates(from: base)
            // A variable only this row uses can break nothing else, and a row with one
            // candidate has no choice: no need to branch. Deep in the search (a chain of
            // repairs along a stack), the first candidate is taken without backtracking.
            if candidateCount > 0, case let leaf = trail.candidates[base],
               leaf.count <= 1 || candidateCount == 1 || depth >= Solver.maximumRepairDepth {
                trail.candidates.removeLast(candidateCount)
                let repair = (target - activity) / leaf.coefficient
                guard repair.isFinite else { return false }
                trail.move(leaf.column, by: repair)
                if leaf.count > 1 { for row in columnEntries.rows(of: leaf.column) { trail.push(row) } }
                continue
            }
            let branchPoint = trail.mark
            for index in base ..< base + candidateCount {
                let candidate = trail.candidates[index]
                let repair = (target - activity) / candidate.coefficient
                guard repair.isFinite else { continue }
                trail.move(candidate.column, by: repair)
                if candidate.count > 1 { for row in columnEntries.rows(of: candidate.column) { trail.push(row) } }
                if searchWitnessMoves(&trail, &budget, depth: depth + 1) { return true }
                trail.rollBack(to: branchPoint)
                guard budget > 0 else { break }
            }
            trail.candidates.removeLast(trail.candidates.count - base)
            return false
        }
        return true
    }

    private func moveWitness(_ column: Int, by step: Double) -> Bool {
        let moved = witness(column) + step
        guard moved.isFinite else { return false }
        witnessStamp[column] = witnessEpoch
        witnessValue[column] = moved
        return true
    }
}

extension Solver {
    /// Starts the witness at `value` for `variable`, in a solver that holds no constraint
    /// yet. A probe solver that will be given constraints the caller knows to hold near a
    /// point (the scene's solution, for the conflict-set search) starts its witness there,
    /// so that they are certified as they come instead of repaired, one search after
    /// another, from 0. Only where nothing is held: afterwards the witness must keep
    /// satisfying the required rows. Returns false, changing nothing, when the solver holds
    /// a constraint, the variable is unknown or the value is not finite.
    @discardableResult
    public func startWitness(_ variable: Variable, at value: Double) -> Bool {
        guard constraintCount == 0, value.isFinite, contains(variable) else { return false }
        materializeLinearProgram()
        let column = variable.column
        guard column >= 0, column < witnessStamp.count, column < witnessValue.count else { return false }
        witnessStamp[column] = witnessEpoch
        witnessValue[column] = value
        return true
    }
}
