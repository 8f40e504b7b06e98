/// One simplex step on the factored basis: the entering column (FTRAN), the pivot row
/// (BTRAN, then PRICE over the non-basic columns), and the basis change with its updates to
/// values, reduced costs and the eta file.
extension Solver {
    // MARK: Columns of B⁻¹A

    /// Loads column `column` of A, by row, into `vector`.
    func loadColumn(_ column: Int, into vector: inout ScratchVector) {
        switch columnKind[column] {
        case .external:
            for entry in columnEntries[column] where rows[Int(entry.row)].state != .free {
                vector.add(Int(entry.row), entry.coefficient)
            }
        case .logical, .positiveError, .negativeError:
            vector.add(Int(columnRow[column]), columnKind[column].unitCoefficient)
        case .unused:
            break
        }
    }

    /// α = B⁻¹·aⱼ, by position, into `workColumn`.
    func computeColumn(_ column: Int) {
        workColumn.clear()
        loadColumn(column, into: &workColumn)
        factor.ftran(&workColumn)
        incrementalWork += workColumn.touched.count
    }

    /// The pivot row at `position`: ρ = eₚᵀB⁻¹ into `workRow` (by row), then αₚⱼ = ρ·aⱼ
    /// for every non-basic column j that can move or is a logical into `workPrice`. Rows with
    /// ρᵢ = 0 are never visited: the cost is the size of the row, not of the problem.
    func computePivotRow(position: Int) {
        workRow.clear()
        workRow.set(position, 1)
        factor.btran(&workRow)
        workPrice.clear()
        for index in workRow.touched {
            let row = Int(index)
            let rho = workRow[row]
            guard rho != 0, rows[row].state == .live else { continue }
            for term in terms(of: row) {
                let column = Int(termColumns[term])
                if basisPosition[column] < 0 { workPrice.add(column, rho * termCoefficients[term]) }
            }
            let record = rows[row]
            priceUnitColumn(record.logical, rho)
            priceUnitColumn(record.positiveError, rho)
            priceUnitColumn(record.negativeError, rho)
        }
        incrementalWork += workRow.touched.count + workPrice.touched.count
    }

    @inline(__always)
    private func priceUnitColumn(_ unit: Int32, _ rho: Double) {
        guard unit >= 0 else { return }
        let column = Int(unit)
        // Fixed columns (equalities' logicals) never enter a ratio test, so their reduced
        // costs are not kept: on a stack they are half of every pivot row, and each update
        // spans the levels of a priority countdown. Removing an equality, the one time such
        // a column enters, computes its reduced cost afresh (`freshReducedCost`).
        if basisPosition[column] < 0 && !isFixed(column) {
            workPrice.add(column, rho * columnKind[column].unitCoefficient)
        }
    }

    // MARK: The basis change

    /// Exchanges the basic column at `position` for `entering`, whose FTRAN column is in
    /// `workColumn` and (when `updateReducedCosts`) whose pivot row is in `workPrice`. The
    /// leaving column becomes non-basic at `leavingValue` (a bound, or 0 for a free one).
    func pivot(entering: Int, position: Int, leavingValue: Double, updateReducedCosts: Bool) {
        let leaving = Int(basisHeader[position])
        let alphaPivot = workColumn[position]
        pivotCount &+= 1
        let step = (value[leaving] - leavingValue) / alphaPivot

        // Values: the entering column moves by `step`, every basic column by −α·step.
        if step != 0 {
            setValue(entering, value[entering] + step)
            for index in workColumn.touched {
                let at = Int(index)
                let alpha = workColumn[at]
                guard at != position, alpha != 0 else { continue }
                let basic = Int(basisHeader[at])
                guard basic >= 0 else { continue }
                setValue(basic, value[basic] - alpha * step)
                if isOutsideBounds(basic) { primalCandidates.push(Int32(truncatingIfNeeded: basic)) }
            }
        }
        setValue(leaving, leavingValue)

        // Reduced costs: d ← d − (d_q / α_pq)·α_p over the pivot row.
        if updateReducedCosts {
            let enteringCost = reducedCost[entering]
            if !enteringCost.isZero {
                let alphaRow = workPrice[entering] != 0 ? workPrice[entering] : alphaPivot
                for index in workPrice.touched {
                    let column = Int(index)
                    let alpha = workPrice[column]
                    guard column != entering, alpha != 0, basisPosition[column] < 0 else { continue }
                    var updated = reducedCost[column]
                    updated.add(enteringCost, times: -alpha / alphaRow)
                    setReducedCost(column, updated)
                    if isDualInfeasible(column) { dualCandidates.push(Int32(truncatingIfNeeded: column)) }
                }
                var leavingCost = CostVector()
                leavingCost.add(enteringCost, times: -1 / alphaRow)
                setReducedCost(leaving, leavingCost)
            } else {
                setReducedCost(leaving, CostVector())
            }
            setReducedCost(entering, CostVector())
        }

        setNonbasic(leaving)
        setBasic(entering, at: position)
        if updateReducedCosts && isDualInfeasible(leaving) { dualCandidates.push(Int32(truncatingIfNeeded: leaving)) }
        factor.appendColumnEta(position: Int32(truncatingIfNeeded: position), alpha: workColumn)
        basisVersion &+= 1
    }

    // MARK: Feasibility tests

    /// A basic column outside its bounds by more than the tolerance.
    @inline(__always)
    func isOutsideBounds(_ column: Int) -> Bool {
        let x = value[column]
        let lower = lowerBound[column], upper = upperBound[column]
        guard x < lower - Tolerance.primal(for: lower) || x > upper + Tolerance.primal(for: upper) else { return false }
        return !isWithinRowRounding(column)
    }

    /// Whether a logical column's distance from its bounds is within the rounding of its
    /// row's activity. A logical's value is `Σ aⱼ·xⱼ + errors`, computed from terms as large
    /// as the row's: it carries their rounding — 8 ε of the largest product, the bound by
    /// which refinement judges a residual (`refinementUnits`) — whatever its bound. A row of
    /// terms near 5e8 puts half an ulp, 2⁻²⁴ ≈ 6e-8, on a logical whose bound is 0, beyond
    /// the bound's own tolerance (1e-8): the dual simplex chased that noise from basis to
    /// basis until it stalled (12 loops stopped short) and left it (fuzz-scene strict, round 9,
    /// FuzzRegressionTests). Only asked of values already outside the bound's tolerance.
    private func isWithinRowRounding(_ column: Int) -> Bool {
        guard columnKind[column] == .logical else { return false }
        let row = Int(columnRow[column])
        guard row >= 0, row < rows.count, rows[row].state == .live else { return false }
        var scale = 0.0
        for term in terms(of: row) { scale = max(scale, abs(termCoefficients[term] * value[Int(termColumns[term])])) }
        let record = rows[row]
        if record.positiveError >= 0 { scale = max(scale, abs(value[Int(record.positiveError)])) }
        if record.negativeError >= 0 { scale = max(scale, abs(value[Int(record.negativeError)])) }
        let rounding = Solver.refinementUnits * Double.ulpOfOne * scale
        let x = value[column]
        return x >= lowerBound[column] - rounding - Tolerance.primal(for: lowerBound[column])
            && x <= upperBound[column] + rounding + Tolerance.primal(for: upperBound[column])
    }

    /// d_q = c_q − c_B·B⁻¹a_q for the column whose FTRAN is in `workColumn`: the reduced
    /// cost of a column whose kept one is not maintained (a fixed column), from its column
    /// rather than from the duals, which would take a BTRAN per priority level.
    func freshReducedCost(of column: Int) -> CostVector {
        var result = costVector(of: column)
        for index in workColumn.touched {
            let position = Int(index)
            let alpha = workColumn[position]
            let basic = Int(basisHeader[position])
            guard alpha != 0, basic >= 0, let cost = cost(of: basic) else { continue }
            result.add(level: cost.level, coefficient: -cost.coefficient * alpha)
        }
        return result
    }

    /// How a non-basic column may move: +1 up only (on its lower bound), −1 down only (on
    /// its upper bound), 0 either way (free), nil not at all (fixed).
    @inline(__always)
    func allowedDirection(_ column: Int) -> Int? {
        let lower = lowerBound[column], upper = upperBound[column]
        if lower == upper || columnKind[column] == .unused { return nil }
        let x = value[column]
        if lower.isFinite && x <= lower { return 1 }
        if upper.isFinite && x >= upper { return -1 }
        return 0
    }

    /// A non-basic column whose move would improve the objective.
    func isDualInfeasible(_ column: Int) -> Bool {
        guard basisPosition[column] < 0, let direction = allowedDirection(column) else { return false }
        let cost = reducedCost[column]
        switch direction {
        case 1: return cost.isNegative
        case -1: return cost.isPositive
        default: return !cost.isZero
        }
    }
}
