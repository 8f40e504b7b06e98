/// One step of iterative refinement of the basic values, over the rows whose values moved.
///
/// An FTRAN through LU factors is accurate *norm-wise*: what it leaves unsatisfied is about
/// one rounding unit of the largest quantity the elimination combined, not of the
/// quantities in each row. When a stack's width moves by 1e9, B⁻¹ spreads that move over
/// its arranged views, and a row `s.left == y.left` (both 0) can receive `y.left` as the
/// difference of two numbers near 3.3e8: −2⁻²³, one unit in the last place of 1e9 — which
/// is why that fuzz finding looked like single precision (fuzz-scene strict, issue 18; no
/// `Float` is on the path). A view pinned to its stack's edge was then 1.2e-7 off it.
///
/// One refinement step computes each row's residual `ρ = Σ aⱼ·xⱼ − e⁺ + e⁻ − s` in double
/// precision, solves `B·δ = −ρ` with the same factors and adds `δ`: the correction is
/// small, so its own rounding is small, and what is left in each row is the rounding of
/// that row's own terms — component-wise backward stability (R. D. Skeel, "Iterative
/// refinement implies numerical stability for Gaussian elimination", Math. Comp. 35 (1980)
/// 817–832).
///
/// What it costs: nothing below `refinementMagnitude`, where a norm-wise error (a few
/// units of 2⁻⁵² times the magnitude) is under 1e-9 points and refinement could not change
/// a frame visibly — one look at the moved variables decides, so ordinary layouts and
/// relayouts pay a scan of the dirty list. Above it, the rows with a variable that moved
/// since the values were last published are visited (work in proportion to the change,
/// as the update itself), and the FTRAN runs only when a row is off by more than the
/// rounding of its own terms.
extension Solver {
    /// A residual within this many rounding units of the row's largest quantity is what
    /// adding up the row itself leaves (a few additions, each rounding by half a unit).
    static let refinementUnits = 8.0

    /// Moved values smaller than this (2²⁰ ≈ 1e6 points) leave norm-wise errors far below
    /// anything a layout shows or the invariant check measures (1e-7): no refinement.
    static let refinementMagnitude = 1_048_576.0

    /// Corrects the basic values by one step of iterative refinement when a row with a
    /// moved column is off by more than the rounding of its own terms; only those rows'
    /// residuals are corrected. A basic column the correction puts outside its bounds is
    /// left in `primalCandidates` for the caller's dual simplex. Needs current factors and
    /// values; uses `workColumn` and leaves it clear.
    func refineMovedRows() {
        guard factorIsCurrent, valuesAreCurrent, !dirtyVariables.isEmpty else { return }
        var largest = 0.0
        for index in dirtyVariables.indices { largest = max(largest, abs(value[Int(dirtyVariables[index])])) }
        guard largest >= Solver.refinementMagnitude else { return }
        workColumn.clear()
        var isNeeded = false
        for index in dirtyVariables.indices {
            let column = Int(dirtyVariables[index])
            guard column < columnEntries.columnCount else { continue }  // lazy: in no row
            for entry in columnEntries[column] {
                let row = Int(entry.row)
                guard rows[row].state == .live, basisHeader[row] >= 0 else { continue }
                let (residual, scale) = residualAndScale(of: row)
                // A residual within the rounding of the row's own terms is no error, and
                // must not be corrected: solved for, it spreads over the basis like any
                // right-hand side, and a row of terms near 5e8 would move a height of 52
                // and a degenerate basic logical on its bound 0 by 2.4e-8, below the
                // bound by more than the primal tolerance (fuzz-scene strict, issue 18).
                guard abs(residual) > Solver.refinementUnits * Double.ulpOfOne * scale else { continue }
                // `set`, not `add`: a row reached through two moved columns counts once.
                workColumn.set(row, -residual)
                isNeeded = true
            }
        }
        guard isNeeded else {
            workColumn.clear()
            return
        }
        factor.ftran(&workColumn)
        let touched = workColumn.touched
        for index in touched {
            let position = Int(index)
            let column = Int(basisHeader[position])
            let correction = workColumn[position]
            guard column >= 0, correction != 0, correction.isFinite else { continue }
            setValue(column, value[column] + correction)
            // The refined value is the more accurate one: a basic column it puts outside
            // its bounds was outside all along, and the dual simplex takes it out.
            if isOutsideBounds(column) { primalCandidates.push(Int32(truncatingIfNeeded: column)) }
        }
        workColumn.clear()
    }

    /// `Σ aⱼ·xⱼ − e⁺ + e⁻ − s` over the row at the current values (its activity less its
    /// logical), and the largest magnitude among those quantities (at least 1).
    private func residualAndScale(of row: Int) -> (residual: Double, scale: Double) {
        let record = rows[row]
        var sum = 0.0
        var scale = 1.0
        for term in terms(of: row) {
            let product = termCoefficients[term] * value[Int(termColumns[term])]
            sum += product
            scale = max(scale, abs(product))
        }
        if record.positiveError >= 0 {
            let error = value[Int(record.positiveError)]
            sum -= error
            scale = max(scale, abs(error))
        }
        if record.negativeError >= 0 {
            let error = value[Int(record.negativeError)]
            sum += error
            scale = max(scale, abs(error))
        }
        let logical = value[Int(record.logical)]
        scale = max(scale, abs(logical))
        return (sum - logical, scale)
    }
}
