/// The primal simplex: restores optimality (no non-basic column can improve the
/// lexicographic objective) while keeping every basic value within its bounds. It runs
/// after rows are removed and after priorities change.
///
/// Entering: the lowest-numbered non-basic column whose reduced cost is lexicographically
/// negative in a direction it may move (its improvement at the highest level it affects
/// outweighs anything below); leaving: the first basic column to reach a bound, ties to
/// the lowest id (Bland's rule).
extension Solver {
    func runPrimalSimplex(workLimit: Int = .max) -> SimplexOutcome {
        var iterations = 0
        let limit = 50 * (liveRowCount + 20)
        var unbounded: [Int32] = []
        defer { for column in unbounded { dualCandidates.push(column) } }
        while let candidate = dualCandidates.pop() {
            let entering = Int(candidate)
            guard entering < columnKind.count, isDualInfeasible(entering) else { continue }
            guard iterations < limit else {
                dualCandidates.push(candidate)
                return .stalled
            }
            guard incrementalWork <= workLimit else {
                dualCandidates.push(candidate)
                return .overBudget
            }
            iterations += 1
            if !journal.isActive && factor.wantsRefactor {
                refactorKeepingCosts()
                dualCandidates.push(candidate)
                continue
            }
            let increase: Bool
            switch allowedDirection(entering) {
            case 1: increase = true
            case -1: increase = false
            default: increase = reducedCost[entering].isNegative
            }
            computeColumn(entering)
            guard let (position, bound) = primalRatioTest(increase: increase) else {
                // Nothing limits the move: only possible through rounding, since every
                // level of the objective is a sum of non-negative errors. Leave it be.
                unbounded.append(candidate)
                continue
            }
            computePivotRow(position: position)
            pivot(entering: entering, position: position, leavingValue: bound, updateReducedCosts: true)
        }
        return .optimal
    }

    /// The basic column that first reaches a bound as the entering column (FTRAN column in
    /// `workColumn`) moves, and that bound.
    private func primalRatioTest(increase: Bool) -> (position: Int, bound: Double)? {
        var largest = 0.0
        for index in workColumn.touched { largest = max(largest, abs(workColumn[Int(index)])) }
        let threshold = max(Tolerance.pivotAbsolute, Tolerance.pivotRelative * largest)
        var best: (position: Int, bound: Double)?
        var bestStep = Double.infinity
        var bestColumn = Int.max
        for index in workColumn.touched {
            let position = Int(index)
            let alpha = workColumn[position]
            guard abs(alpha) >= threshold else { continue }
            let basic = Int(basisHeader[position])
            guard basic >= 0 else { continue }
            // The basic value moves by −α per unit step of the entering column.
            let rate = increase ? -alpha : alpha
            let step: Double
            let bound: Double
            if rate < 0, lowerBound[basic].isFinite {
                bound = lowerBound[basic]
                step = max(0, value[basic] - bound) / -rate
            } else if rate > 0, upperBound[basic].isFinite {
                bound = upperBound[basic]
                step = max(0, bound - value[basic]) / rate
            } else {
                continue
            }
            let slack = 1e-12 * max(1, bestStep.isFinite ? bestStep : 1)
            if step < bestStep - slack || (step <= bestStep + slack && basic < bestColumn) {
                bestStep = min(step, bestStep)
                best = (position, bound)
                bestColumn = basic
            }
        }
        return best
    }
}
