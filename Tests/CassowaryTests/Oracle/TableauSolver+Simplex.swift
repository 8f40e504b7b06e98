@testable import Cassowary

/// The two optimisation loops: the primal simplex over the lexicographic objective (after a
/// constraint is added or removed) and the dual simplex (after edit values move).
extension TableauSolver {
    /// Primal simplex: pivots until no parametric symbol can improve the objective.
    ///
    /// The entering symbol is the lowest-numbered symbol whose cost vector is
    /// lexicographically negative (for an unrestricted symbol: non-zero), i.e. moving it
    /// improves the highest level it affects without touching any higher one. Only symbols
    /// whose cost changed are examined (the candidate heap), not the whole objective.
    func optimize() throws(SolverError) {
        var skipped: [TableauSymbol] = []
        defer { for symbol in skipped { pushCandidate(symbol) } }
        while let entering = popCandidate() {
            let kind = symbolKinds[entering.index]
            guard kind != .unused, kind != .dummy, !isBasic(entering) else { continue }
            let leading = costs[entering.index].leadingCoefficient
            let increasing: Bool
            if kind == .external {
                // Externals are unrestricted: move whichever way improves the objective.
                guard !tableauIsNearZero(leading) else { continue }
                increasing = leading < 0
            } else {
                guard leading < 0, !tableauIsNearZero(leading) else { continue }
                increasing = true
            }
            guard let leavingRow = leavingRow(for: entering, increasing: increasing) else {
                // No row bounds the move: only possible through numerical drift, since every
                // level of the objective is a sum of non-negative errors. Leave it be.
                skipped.append(entering)
                continue
            }
            pivot(entering: entering, row: leavingRow)
        }
    }

    /// The ratio test: the restricted basic row that first reaches zero as `entering`
    /// moves. Ties go to the lowest-numbered basic symbol (Bland's rule).
    func leavingRow(for entering: TableauSymbol, increasing: Bool) -> Int32? {
        var best: Int32?
        var bestRatio = Double.infinity
        var bestBasic = TableauSymbol(id: .max)
        forEachRow(containing: entering) { id, coefficient in
            let basic = rowBasics[Int(id)]
            guard basic.isValid, symbolKinds[basic.index].isRestricted else { return }
            let rate = increasing ? coefficient : -coefficient
            guard rate < 0 else { return }
            let ratio = max(0, rows[Int(id)].constant) / -rate
            if ratio < bestRatio - tableauNearZeroTolerance
                || (ratio <= bestRatio + tableauNearZeroTolerance && basic.id < bestBasic.id) {
                bestRatio = min(ratio, bestRatio)
                best = id
                bestBasic = basic
            }
        }
        return best
    }

    /// Dual simplex: restores feasibility of the rows whose constants went negative while
    /// keeping the objective optimal (the ratio test runs over whole cost vectors).
    /// Returns false when a row cannot be repaired (the required constraints are
    /// infeasible) or more than `pivotLimit` pivots were needed.
    func dualOptimize(pivotLimit: Int = .max) -> Bool {
        var pivots = 0
        while let leaving = infeasibleBasics.popLast() {
            guard leaving.isValid, symbolKinds[leaving.index] != .unused else { continue }
            let id = basicRowOfSymbol[leaving.index]
            guard id >= 0 else { continue }
            let row = rows[Int(id)]
            guard row.constant < 0, !tableauIsNearZero(row.constant) else { continue }
            pivots += 1
            guard let entering = dualEnteringSymbol(row, direction: 1), pivots <= pivotLimit else {
                infeasibleBasics.removeAll()
                return false
            }
            pivot(entering: entering, row: id)
        }
        return true
    }

    /// The dual ratio test: among the row's slack and error symbols whose coefficient has
    /// the sign of `direction` (+1: increasing them raises the basic symbol), the one with the
    /// lexicographically smallest cost / |coefficient|; ties go to the lowest id.
    func dualEnteringSymbol(_ row: TableauRow, direction: Double) -> TableauSymbol? {
        var entering = TableauSymbol.invalid
        var enteringCoefficient = 0.0
        row.forEachTerm { symbol, rawCoefficient in
            let coefficient = rawCoefficient * direction
            guard coefficient > 0, !tableauIsNearZero(coefficient) else { return }
            let kind = symbolKinds[symbol.index]
            guard kind != .dummy, kind != .external else { return }
            if !entering.isValid
                || TableauCostVector.ratioIsLess(costs[symbol.index], coefficient, costs[entering.index], enteringCoefficient)
                || (symbol.id < entering.id
                    && !TableauCostVector.ratioIsLess(costs[entering.index], enteringCoefficient, costs[symbol.index], coefficient)) {
                entering = symbol
                enteringCoefficient = coefficient
            }
        }
        return entering.isValid ? entering : nil
    }
}
