/// The dual simplex: restores primal feasibility (every basic value within its bounds)
/// while keeping the reduced costs dual feasible, so that the basis is optimal when it
/// stops. It runs after rows are added (their logicals start basic, possibly outside their
/// bounds) and after bounds move (edit suggestions, constants).
///
/// Leaving: the lowest-numbered infeasible basic column; entering: the lexicographically
/// smallest ratio d_j / |α_pj| over the columns that can move the leaving one towards its
/// bound, ties to the lowest id — Bland's rule for the dual, which cannot cycle. A free
/// column has d = 0 and so enters first: a constraint on a fresh variable is solved for
/// it, as Cassowary solves a new row for an external subject.
extension Solver {
    enum SimplexOutcome: Equatable {
        case optimal
        /// No column can repair the basic column at this position: the rows the pivot row
        /// combines (ρᵢ ≠ 0) cannot hold together (a Farkas certificate).
        case infeasible(position: Int)
        /// The iteration limit was reached (numerical trouble).
        case stalled
        /// The work budget ran out: solving from a fresh crash basis will be cheaper.
        case overBudget
    }

    /// Runs until the basis is primal feasible, or until `incrementalWork` exceeds
    /// `workLimit` (`.overBudget`: pivots are touching long rows, and a crash basis solves
    /// the rest in linear time).
    func runDualSimplex(workLimit: Int = .max) -> SimplexOutcome {
        var iterations = 0
        let limit = 50 * (liveRowCount + 20)
        while let candidate = primalCandidates.pop() {
            let leaving = Int(candidate)
            guard leaving < columnKind.count, columnKind[leaving] != .unused,
                  basisPosition[leaving] >= 0, isOutsideBounds(leaving) else { continue }
            guard iterations < limit else {
                primalCandidates.push(candidate)
                return .stalled
            }
            guard incrementalWork <= workLimit else {
                primalCandidates.push(candidate)
                return .overBudget
            }
            iterations += 1
            if !journal.isActive && factor.wantsRefactor {
                refactorKeepingCosts()
                primalCandidates.push(candidate)
                continue
            }
            let position = Int(basisPosition[leaving])
            let increase = value[leaving] < lowerBound[leaving]
            let target = increase ? lowerBound[leaving] : upperBound[leaving]
            computePivotRow(position: position)
            guard let entering = dualRatioTest(increase: increase) else {
                primalCandidates.push(candidate)
                return .infeasible(position: position)
            }
            computeColumn(entering)
            guard abs(workColumn[position]) > Tolerance.pivotAbsolute else {
                // The row and the column disagree: the factors have drifted. Refactor and
                // try again (a transaction cannot refactor: give up instead).
                primalCandidates.push(candidate)
                if journal.isActive { return .stalled }
                refactorRecomputingCosts()
                continue
            }
            pivot(entering: entering, position: position, leavingValue: target, updateReducedCosts: true)
        }
        return .optimal
    }

    /// The entering column for a leaving basic column that must `increase` (else decrease),
    /// from the pivot row in `workPrice`.
    private func dualRatioTest(increase: Bool) -> Int? {
        var largest = 0.0
        for index in workPrice.touched { largest = max(largest, abs(workPrice[Int(index)])) }
        let threshold = max(Tolerance.pivotAbsolute, Tolerance.pivotRelative * largest)
        var best = -1
        var bestAlpha = 0.0
        var bestCost = CostVector()
        for index in workPrice.touched {
            let column = Int(index)
            let alpha = workPrice[column]
            guard abs(alpha) >= threshold, basisPosition[column] < 0,
                  let direction = allowedDirection(column) else { continue }
            // The leaving value moves by −α per unit of the entering column.
            let change = increase ? -alpha : alpha
            switch direction {
            case 1: guard change > 0 else { continue }
            case -1: guard change < 0 else { continue }
            default: break
            }
            var cost = reducedCost[column]
            if direction == -1 || (direction == 0 && cost.isNegative) { cost = cost.negated }
            let magnitude = abs(alpha)
            if best < 0
                || CostVector.ratioIsLess(cost, magnitude, bestCost, bestAlpha)
                || (column < best && !CostVector.ratioIsLess(bestCost, bestAlpha, cost, magnitude)) {
                best = column
                bestAlpha = magnitude
                bestCost = cost
            }
        }
        return best >= 0 ? best : nil
    }
}
