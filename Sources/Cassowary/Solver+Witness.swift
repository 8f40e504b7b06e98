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
    /// keeps the move. Nothing is changed when the answer is no.
    func certifyRequiredRow(_ terms: [(column: Int, coefficient: Double)], _ relation: Relation,
                            constant: Double) -> Bool {
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
        for term in terms where requiredRowCount[term.column] > 0 {
            let step = (target - activity) / term.coefficient
            if let moves = witnessMoves(moving: term.column, by: step, keeping: terms) {
                for (column, step) in moves { _ = moveWitness(column, by: step) }
                return true
            }
        }
        return false
    }

    /// The moves that put `column` forward by `step` while every live required row stays
    /// satisfied: each row the moves break is repaired by moving another of its variables —
    /// trying first one no other required row uses (a stack's trailing edge moved: its last
    /// view's width follows), then the others by how few rows use them, each checked in
    /// turn (a depth-first search with backtracking). Each variable moves at most once and
    /// the search is bounded, so it is a local proof of feasibility: nil means "not found",
    /// not "infeasible". Variables of the row being certified (`keeping`) never move.
    private func witnessMoves(moving column: Int, by step: Double,
                              keeping certified: [(column: Int, coefficient: Double)]) -> [Int: Double]? {
        guard step.isFinite else { return nil }
        var budget = 4096
        return searchWitnessMoves([column: step], columnEntries[column].map(\.row), certified, &budget, depth: 0)
    }

    /// The search backtracks over this many choices at most (its recursion must stay
    /// shallow: a host's thread may have a small stack); deeper, it goes greedily.
    private static let maximumRepairDepth = 8

    private func searchWitnessMoves(_ moves: [Int: Double], _ queue: [Int32],
                                    _ certified: [(column: Int, coefficient: Double)],
                                    _ budget: inout Int, depth: Int) -> [Int: Double]? {
        var moves = moves
        var queue = queue
        while let next = queue.popLast() {
            let row = Int(next)
            guard rows[row].state == .live, rows[row].isRequired else { continue }
            budget -= 1
            guard budget > 0 else { return nil }
            var activity = 0.0
            for term in terms(of: row) {
                let other = Int(termColumns[term])
                activity += termCoefficients[term] * (witness(other) + (moves[other] ?? 0))
            }
            let logical = Int(rows[row].logical)
            let lower = lowerBound[logical], upper = upperBound[logical]
            if activity >= lower - Tolerance.witness(for: lower) && activity <= upper + Tolerance.witness(for: upper) { continue }
            let target = activity < lower ? lower : upper
            // Candidate repairs, fewest other rows first.
            var candidates: [(column: Int, coefficient: Double, count: Int32)] = []
            for term in terms(of: row) {
                let other = Int(termColumns[term])
                guard moves[other] == nil, !certified.contains(where: { $0.column == other }) else { continue }
                candidates.append((other, termCoefficients[term], requiredRowCount[other]))
            }
            candidates.sort { $0.count != $1.count ? $0.count < $1.count : $0.column < $1.column }
            // A variable only this row uses can break nothing else, and a row with one
            // candidate has no choice: no need to branch. Deep in the search (a chain of
            // repairs along a stack), the first candidate is taken without backtracking.
            if let leaf = candidates.first, leaf.count <= 1 || candidates.count == 1 || depth >= Solver.maximumRepairDepth {
                let repair = (target - activity) / leaf.coefficient
                guard repair.isFinite else { return nil }
                moves[leaf.column] = repair
                if leaf.count > 1 { queue.append(contentsOf: columnEntries[leaf.column].map(\.row)) }
                continue
            }
            for candidate in candidates {
                let repair = (target - activity) / candidate.coefficient
                guard repair.isFinite else { continue }
                var tried = moves
                tried[candidate.column] = repair
                var rest = queue
                if candidate.count > 1 { rest.append(contentsOf: columnEntries[candidate.column].map(\.row)) }
                if let found = searchWitnessMoves(tried, rest, certified, &budget, depth: depth + 1) { return found }
                guard budget > 0 else { return nil }
            }
            return nil
        }
        return moves
    }

    private func moveWitness(_ column: Int, by step: Double) -> Bool {
        let moved = witness(column) + step
        guard moved.isFinite else { return false }
        witnessStamp[column] = witnessEpoch
        witnessValue[column] = moved
        return true
    }
}
