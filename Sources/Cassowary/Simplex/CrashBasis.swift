/// Solving many new rows at once: a crash basis chosen from the structure, one INVERT,
/// then clean-up pivots. This is how a scene (or any batch of additions) is built in time
/// linear in its size: pivoting the rows in one at a time would compute a pivot row per
/// addition, and on a chain or a stack those rows are as long as the chain.
///
/// The crash (in the spirit of Bixby's 1992 crash, shaped by what layouts look like):
/// 1. each new required row is solved for a column that no earlier required row uses — the
///    certificate that made it acceptable without solving — so the required rows form a
///    triangular system;
/// 2. rows solved before keep their basic column;
/// 3. new optional rows, highest priority first, claim a variable no required row and no
///    earlier claiming row uses: the constraint holds exactly ("tight");
/// 4. every other row is covered by its own logical or error column, chosen once the
///    values are known so that it is feasible.
/// On a chain or a stack this basis is already optimal. Whatever it gets wrong, the dual
/// and primal simplex repair; when both are needed, the dual runs first on costs shifted
/// to make it dual feasible (as HiGHS does), then the primal on the true costs.
extension Solver {
    func solveFromCrash() {
        purgeDeadRows()
        crashBasis()
        invertBasis()
        recomputeBasicValues()
        chooseUnitColumns()
        recomputeReducedCosts()
        rebuildCandidates()
        if !primalCandidates.isEmpty && !dualCandidates.isEmpty {
            // Shift the costs of the improving columns so that they look optimal (d = 0):
            // the dual simplex then reaches feasibility, and the true costs come back.
            while let column = dualCandidates.pop() { reducedCost[Int(column)] = CostVector() }
            recordOutcome(runDualSimplex())
            recomputeReducedCosts()
            rebuildCandidates()
        }
        recordOutcome(runDualSimplex())
        recordOutcome(runPrimalSimplex())
    }

    /// Chooses a basic column for every live row (see the type's comment).
    private func crashBasis() {
        var isPending = [Bool](repeating: false, count: rows.count)
        for row in pendingRows where rows[Int(row)].state == .live { isPending[Int(row)] = true }
        var taken = [Bool](repeating: false, count: columnKind.count)
        var newHeader = [Int32](repeating: -1, count: rows.count)

        // 1. Required rows in the order they were added.
        var requiredRows: [Int32] = []
        for row in rows.indices where rows[row].state == .live && rows[row].isRequired {
            requiredRows.append(Int32(truncatingIfNeeded: row))
        }
        requiredRows.sort { rows[Int($0)].sequence < rows[Int($1)].sequence }
        var usedByRequired = [Bool](repeating: false, count: columnKind.count)
        for row in requiredRows {
            let range = terms(of: Int(row))
            if isPending[Int(row)] {
                var best = -1
                for term in range {
                    let column = Int(termColumns[term])
                    guard !usedByRequired[column], !taken[column] else { continue }
                    if best < 0 || columnEntries[column].count < columnEntries[best].count
                        || (columnEntries[column].count == columnEntries[best].count && column < best) {
                        best = column
                    }
                }
                if best >= 0 {
                    newHeader[Int(row)] = Int32(truncatingIfNeeded: best)
                    taken[best] = true
                }
            }
            for term in range { usedByRequired[Int(termColumns[term])] = true }
        }

        // 2. Rows solved before keep their basic column.
        for row in rows.indices where rows[row].state == .live && !isPending[row] {
            let column = basisHeader[row]
            guard column >= 0, columnKind[Int(column)] != .unused, !taken[Int(column)] else { continue }
            if columnKind[Int(column)] != .external && rows[Int(columnRow[Int(column)])].state != .live { continue }
            newHeader[row] = column
            taken[Int(column)] = true
        }

        // 3. New optional rows, highest priority first, claim a variable of their own.
        var optionalRows: [Int32] = []
        for row in rows.indices where isPending[row] && !rows[row].isRequired && newHeader[row] < 0 {
            optionalRows.append(Int32(truncatingIfNeeded: row))
        }
        optionalRows.sort {
            let a = rows[Int($0)], b = rows[Int($1)]
            return a.level != b.level ? a.level > b.level : a.sequence < b.sequence
        }
        var claims = [Bool](repeating: false, count: rows.count)
        for row in optionalRows {
            for term in terms(of: Int(row)) {
                let column = Int(termColumns[term])
                guard !taken[column], requiredRowCount[column] == 0,
                      !columnEntries[column].contains(where: { claims[Int($0.row)] && $0.row != row }) else { continue }
                newHeader[Int(row)] = Int32(truncatingIfNeeded: column)
                taken[column] = true
                claims[Int(row)] = true
                break
            }
        }

        // 4. Everything else: the row's own logical (or an error when the logical is taken).
        for row in rows.indices where rows[row].state == .live && newHeader[row] < 0 {
            let record = rows[row]
            for unit in [record.logical, record.positiveError, record.negativeError] where unit >= 0 && !taken[Int(unit)] {
                newHeader[row] = unit
                taken[Int(unit)] = true
                break
            }
        }

        // Install: everything not chosen is non-basic at its resting value; a new row that
        // was solved for a variable holds with equality (its logical on the bound).
        for column in columnKind.indices where columnKind[column] != .unused {
            let wasBasic = basisPosition[column] >= 0
            basisPosition[column] = -1
            if !taken[column] && (wasBasic || columnKind[column] == .logical) {
                let resting = restingValue(of: column)
                if value[column] != resting { setValue(column, resting) }
            }
        }
        for row in rows.indices {
            basisHeader[row] = newHeader[row]
            if newHeader[row] >= 0 { basisPosition[Int(newHeader[row])] = Int32(truncatingIfNeeded: row) }
        }
    }

    /// For each optional row covered by one of its own unit columns, picks the one that is
    /// feasible: the logical when the activity is within the relation's bounds, else the
    /// error that absorbs the violation (the logical then sits on the violated bound). The
    /// three are the same column up to sign, so only the pivot's sign changes.
    private func chooseUnitColumns() {
        for row in rows.indices where rows[row].state == .live && !rows[row].isRequired {
            let record = rows[row]
            let basic = basisHeader[row]
            guard basic >= 0, basic == record.logical || basic == record.positiveError || basic == record.negativeError else { continue }
            let logical = Int(record.logical)
            var activity: Double
            switch Int(basic) {
            case logical: activity = value[logical]
            case Int(record.positiveError): activity = value[logical] + value[Int(basic)]
            default: activity = value[logical] - value[Int(basic)]
            }
            if activity == 0 { activity = 0 }
            let lower = lowerBound[logical], upper = upperBound[logical]
            var chosen = record.logical
            var logicalValue = activity
            var errorValue = 0.0
            if activity > upper + Tolerance.primal(for: upper) && record.positiveError >= 0 {
                chosen = record.positiveError
                logicalValue = upper
                errorValue = activity - upper
            } else if activity < lower - Tolerance.primal(for: lower) && record.negativeError >= 0 {
                chosen = record.negativeError
                logicalValue = lower
                errorValue = lower - activity
            }
            basisPosition[Int(basic)] = -1
            basisHeader[row] = chosen
            basisPosition[Int(chosen)] = Int32(truncatingIfNeeded: row)
            factor.setUnitPivot(row: row, to: columnKind[Int(chosen)].unitCoefficient)
            setValue(logical, logicalValue)
            for error in [record.positiveError, record.negativeError] where error >= 0 {
                setValue(Int(error), error == chosen ? errorValue : 0)
            }
        }
    }
}
