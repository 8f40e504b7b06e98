/// Consistency checks of the solved state, for tests (the swift-collections
/// `_checkInvariants` idea). Returns the list of violations; empty means healthy.
extension Solver {
    /// The violated invariants of the solved state, one line each; empty when healthy.
    public func invariantViolations() -> [String] {
        settle()
        var problems: [String] = []
        if journal.isActive { problems.append("a transaction is still open") }

        // The basis: one column per row in the factor, and the index agrees with the header.
        for row in rows.indices where rows[row].state != .free {
            let column = Int(basisHeader[row])
            if column < 0 { problems.append("row \(row): no basic column"); continue }
            if basisPosition[column] != Int32(row) { problems.append("row \(row): basic c\(column) not indexed to it") }
        }
        for column in columnKind.indices where basisPosition[column] >= 0 {
            let position = Int(basisPosition[column])
            if position >= basisHeader.count || basisHeader[position] != Int32(column) {
                problems.append("c\(column): basis position \(position) does not hold it")
            }
            if columnKind[column] == .unused { problems.append("c\(column): released but basic") }
        }
        for row in rows.indices where rows[row].state == .dead && basisPosition[Int(rows[row].logical)] < 0 {
            problems.append("row \(row): removed but its logical is not basic")
        }

        // Values: non-basic columns rest on a bound; rows hold (activity = logical).
        for column in columnKind.indices where columnKind[column] != .unused && basisPosition[column] < 0 {
            if columnKind[column] != .external && rows[Int(columnRow[column])].state == .dead { continue }
            let x = value[column], lower = lowerBound[column], upper = upperBound[column]
            let onBound = x == lower || x == upper || (!lower.isFinite && !upper.isFinite && x == 0)
            if !onBound { problems.append("non-basic c\(column) is off its bounds (\(x) in \(lower)...\(upper))") }
        }
        for row in rows.indices where rows[row].state == .live {
            // Relative to the largest quantity the row adds up, its unit columns included: a
            // 1e9 intrinsic width against a 0.1 view leaves 1e-7 of rounding in the errors
            // (fuzz-scene finding), which is no residual.
            var scale = 1.0
            for term in terms(of: row) { scale = max(scale, abs(termCoefficients[term] * value[Int(termColumns[term])])) }
            for unit in [rows[row].logical, rows[row].positiveError, rows[row].negativeError] where unit >= 0 {
                scale = max(scale, abs(value[Int(unit)]))
            }
            let residual = activity(of: row) - value[Int(rows[row].logical)]
            if abs(residual) > 1e-7 * scale { problems.append("row \(row): residual \(residual)") }
        }

        // Optimality: primal and dual feasible, and the kept reduced costs are the true ones.
        for column in columnKind.indices where columnKind[column] != .unused {
            if basisPosition[column] >= 0 {
                if isOutsideBounds(column) {
                    problems.append("basic c\(column) is infeasible (\(value[column]) not in \(lowerBound[column])...\(upperBound[column]))")
                }
            } else if isDualInfeasible(column) {
                problems.append("objective not optimal: c\(column) can still improve it (\(reducedCost[column].entries))")
            }
        }
        let kept = reducedCost
        recomputeReducedCosts()
        for column in columnKind.indices where columnKind[column] != .unused && basisPosition[column] < 0
            && !isFixed(column)
            && (columnKind[column] == .external || rows[Int(columnRow[column])].state == .live) {
            var difference = kept[column]
            difference.add(reducedCost[column], times: -1)
            // Relative to the coefficients compared: updates across pivots round differently
            // from a fresh BTRAN, and a huge multiplier makes costs of 1e6 (fuzz-compiled:
            // 1310718.99990 kept against 1310718.99999 recomputed is rounding, not a bug).
            let drifted = difference.entries.contains { entry in
                let magnitude = max(abs(kept[column].coefficient(at: entry.level)),
                                    abs(reducedCost[column].coefficient(at: entry.level)))
                return abs(entry.coefficient) > 1e-6 + 1e-9 * magnitude
            }
            if drifted {
                problems.append("c\(column): kept reduced cost \(kept[column].entries) differs from \(reducedCost[column].entries)")
            }
        }
        reducedCost = kept
        return problems
    }

    /// Number of terms of the live rows' external parts (the size of A without its unit
    /// columns).
    public var tableauTermCount: Int {
        materializeArena()
        var count = 0
        for row in rows.indices where rows[row].state == .live { count += Int(rows[row].termCount) }
        return count
    }

    /// Number of live constraint rows.
    public var rowCount: Int { liveRowCount + (arena?.batchCount ?? 0) }

    /// Number of columns in use for live rows and variables (variables, logicals, errors).
    public var symbolCount: Int {
        materializeArena()
        var count = 0
        for column in columnKind.indices where columnKind[column] != .unused {
            if columnKind[column] == .external || rows[Int(columnRow[column])].state == .live { count += 1 }
        }
        return count
    }

    /// Entries in the basis factors and their updates: the memory the method holds beyond A.
    public var factorNonzeroCount: Int {
        materializeLinearProgram()
        return factor.lu.nonzeroCount + factor.etas.nonzeroCount
    }
}
