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
        if activity >= lower - Tolerance.primal(for: lower) && activity <= upper + Tolerance.primal(for: upper) {
            return true
        }
        let target = activity < lower ? lower : upper
        // Fresh variables first: moving them can break nothing.
        for term in terms where requiredRowCount[term.column] == 0 {
            if moveWitness(term.column, by: (target - activity) / term.coefficient) { return true }
        }
        for term in terms where requiredRowCount[term.column] > 0 && requiredRowCount[term.column] <= 8 {
            let step = (target - activity) / term.coefficient
            if let repairs = witnessRepairs(moving: term.column, by: step, keeping: terms), moveWitness(term.column, by: step) {
                for repair in repairs { _ = moveWitness(repair.column, by: repair.step) }
                return true
            }
        }
        return false
    }

    /// Whether moving `column` by `step` keeps every live required row that uses it
    /// satisfied, each row it would break being repaired by moving a variable that no other
    /// required row uses (a stack's trailing edge moved: its last view's width follows).
    /// Returns the repairs (empty when nothing breaks), or nil when some row cannot be.
    /// Variables of the row being certified (`keeping`) are never moved by a repair.
    private func witnessRepairs(moving column: Int, by step: Double,
                                keeping certified: [(column: Int, coefficient: Double)]) -> [(column: Int, step: Double)]? {
        guard step.isFinite else { return nil }
        var repairs: [(column: Int, step: Double)] = []
        for entry in columnEntries[column] {
            let row = Int(entry.row)
            guard rows[row].state == .live, rows[row].isRequired else { continue }
            var activity = entry.coefficient * step
            for term in terms(of: row) { activity += termCoefficients[term] * witness(Int(termColumns[term])) }
            let logical = Int(rows[row].logical)
            let lower = lowerBound[logical], upper = upperBound[logical]
            if activity >= lower - Tolerance.primal(for: lower) && activity <= upper + Tolerance.primal(for: upper) { continue }
            let target = activity < lower ? lower : upper
            var repaired = false
            for term in terms(of: row) {
                let other = Int(termColumns[term])
                guard other != column, requiredRowCount[other] == 1,
                      !certified.contains(where: { $0.column == other }),
                      !repairs.contains(where: { $0.column == other }) else { continue }
                let repair = (target - activity) / termCoefficients[term]
                guard repair.isFinite else { continue }
                repairs.append((other, repair))
                repaired = true
                break
            }
            if !repaired { return nil }
        }
        return repairs
    }

    private func moveWitness(_ column: Int, by step: Double) -> Bool {
        let moved = witness(column) + step
        guard moved.isFinite else { return false }
        witnessStamp[column] = witnessEpoch
        witnessValue[column] = moved
        return true
    }
}
