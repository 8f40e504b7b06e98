/// Questions about the current solution, for diagnostics: which variables are not pinned
/// down (ambiguity), which constraints pin a variable down, and which constraints stand
/// in the way of a refused one.
extension Solver {
    /// The variables whose value differs between optimal solutions: Auto Layout's
    /// "ambiguous layout". A non-basic column whose reduced cost is zero at every level can
    /// move without changing the objective; if it actually can move (the ratio test allows
    /// a positive step), it and every variable whose value depends on it are ambiguous.
    /// That covers both missing constraints and ties between optional constraints of equal
    /// priority. A move blocked only by degenerate rows (at a bound) is not reported.
    public func ambiguousVariables() -> Set<Variable> {
        // A certified direct solution is the unique optimum of every live row's variables
        // (docs/solver.md, "Direct resolution"): only variables in no live row can move.
        // Answering from it keeps direct mode (and the scene's sealed stacks) past a
        // diagnostics call; the LP, from any basis, reports the same set.
        if needsSettle { settle(allowingDirect: true) }
        if directSolution != nil { return variablesInNoLiveRow() }
        settle()
        var result = Set<Variable>()
        for column in columnKind.indices where columnKind[column] != .unused && basisPosition[column] < 0 {
            if columnKind[column] != .external && rows[Int(columnRow[column])].state != .live { continue }
            guard let direction = allowedDirection(column), reducedCost[column].isZero else { continue }
            computeColumn(column)
            let movable = (direction >= 0 && canMove(increasing: true)) || (direction <= 0 && canMove(increasing: false))
            guard movable else { continue }
            if columnKind[column] == .external { result.insert(Variable(column: column)) }
            for index in workColumn.touched where abs(workColumn[Int(index)]) > Tolerance.pivotAbsolute {
                let basic = Int(basisHeader[Int(index)])
                if basic >= 0 && columnKind[basic] == .external { result.insert(Variable(column: basic)) }
            }
        }
        return result
    }

    /// Whether the column whose FTRAN is in `workColumn` can take a positive step without
    /// pushing a basic column that sits on a bound past it.
    private func canMove(increasing: Bool) -> Bool {
        for index in workColumn.touched {
            let alpha = workColumn[Int(index)]
            guard abs(alpha) > Tolerance.pivotAbsolute else { continue }
            let basic = Int(basisHeader[Int(index)])
            guard basic >= 0 else { continue }
            let rate = increasing ? -alpha : alpha
            let lower = lowerBound[basic], upper = upperBound[basic]
            if rate < 0 && lower.isFinite && value[basic] <= lower + Tolerance.primal(for: lower) { return false }
            if rate > 0 && upper.isFinite && value[basic] >= upper - Tolerance.primal(for: upper) { return false }
        }
        return true
    }

    /// The constraints that determine the variable's current value: the tight ones its
    /// value is solved from (the rows i with ρᵢ ≠ 0 for ρ = eₚᵀB⁻¹, p its basis position).
    /// Empty for a variable no constraint moves.
    public func constraintsDetermining(_ variable: Variable) -> [ConstraintID] {
        guard contains(variable) else { return [] }
        settle()
        let position = basisPosition[variable.column]
        guard position >= 0 else { return [] }
        workRow.clear()
        workRow.set(Int(position), 1)
        factor.btran(&workRow)
        var result: [UInt32] = []
        let owners = rowOwners(includingEdits: false)
        for index in workRow.touched where abs(workRow[Int(index)]) > Tolerance.drop {
            let row = Int(index)
            guard row < owners.count, rows[row].state == .live, owners[row] != 0 else { continue }
            result.append(owners[row])
        }
        workRow.clear()
        return result.sorted().map(ConstraintID.init(rawValue:))
    }

    /// The constraint each row of the LP's storage belongs to, by row; 0 (never an id) for a
    /// row no constraint in the table owns (free, or dead), and, without `includingEdits`,
    /// for an edit's row. The table maps each id to its row; rows do not keep their owner
    /// (`RowRecord`, 32 bytes), so this is made when asked, in one pass over the table.
    func rowOwners(includingEdits: Bool) -> [UInt32] {
        var owners = [UInt32](repeating: 0, count: rows.count)
        constraints.forEach { id, record in
            let row = Int(record.row)
            if row >= 0 && row < owners.count && (includingEdits || !record.isEdit) { owners[row] = id }
        }
        return owners
    }

    /// The external variables no live row mentions: free, hence ambiguous.
    private func variablesInNoLiveRow() -> Set<Variable> {
        let problem = directProblem
        let rows = problem.rows, columnEntries = problem.columnEntries
        var result = Set<Variable>()
        for column in columnKind.indices where columnKind[column] == .external {
            let inLiveRow = columnEntries.rows(of: column).contains { rows[Int($0)].state == .live }
            if !inLiveRow { result.insert(Variable(column: column)) }
        }
        return result
    }
}
