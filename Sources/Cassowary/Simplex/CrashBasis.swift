/// Solving many new rows at once: a crash basis chosen from the structure, one INVERT,
/// then clean-up pivots. This is how a scene (or any batch of additions) is built in time
/// linear in its size: pivoting the rows in one at a time would compute a pivot row per
/// addition, and on a chain or a stack those rows are as long as the chain.
///
/// The crash (in the spirit of Bixby's 1992 crash, shaped by what layouts look like) walks
/// the rows strongest first, keeping an estimate of every variable, and gives each row the
/// column it is "solved for":
/// 1. rows solved before keep their basic column;
/// 2. new required equalities, in the order they were added, take a variable nobody has
///    taken (the fewest-used first), else one an optional row holds;
/// 3. new optional rows, highest priority first, take a variable nobody has taken: the
///    constraint holds exactly;
/// 4. new required inequalities, in the order they were added, stay slack when the
///    estimates satisfy them; otherwise they become tight, taking a variable nobody has
///    taken or the one the weakest optional row holds (that row then gives way);
/// 5. every other row is covered by its own logical or error column, chosen once the
///    values are known so that it is feasible.
/// On a chain, a stack or a grid this basis is already optimal. Whatever it gets wrong, the
/// dual and primal simplex repair; when both are needed, the dual runs first on costs
/// shifted to make it dual feasible (as HiGHS does), then the primal on the true costs.
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
        var crash = Crash(columnCount: columnKind.count, rowCount: rows.count)
        // Estimates start from the last solution (zero for new variables).
        for column in columnKind.indices where columnKind[column] == .external { crash.estimate[column] = value[column] }

        // 1. Rows solved before keep their basic column.
        for row in rows.indices where rows[row].state == .live && !isPending[row] {
            let column = basisHeader[row]
            guard column >= 0, columnKind[Int(column)] != .unused, crash.holder[Int(column)] < 0 else { continue }
            if columnKind[Int(column)] != .external && rows[Int(columnRow[Int(column)])].state != .live { continue }
            crash.assign(Int(column), to: row)
        }

        var equalities: [Int32] = [], inequalities: [Int32] = [], optionals: [Int32] = []
        for row in rows.indices where isPending[row] {
            let record = rows[row]
            if !record.isRequired {
                optionals.append(Int32(truncatingIfNeeded: row))
            } else if record.relation == .equal {
                equalities.append(Int32(truncatingIfNeeded: row))
            } else {
                inequalities.append(Int32(truncatingIfNeeded: row))
            }
        }
        equalities.sort { rows[Int($0)].sequence < rows[Int($1)].sequence }
        inequalities.sort { rows[Int($0)].sequence < rows[Int($1)].sequence }
        optionals.sort {
            let a = rows[Int($0)], b = rows[Int($1)]
            return a.level != b.level ? a.level > b.level : a.sequence < b.sequence
        }

        // 2. Required equalities.
        for row in equalities {
            if let column = crashColumn(for: Int(row), crash, stealing: true) {
                crash.assign(column, to: Int(row))
                crash.solve(Int(row), for: column, target: lowerBound[Int(rows[Int(row)].logical)], in: self)
            }
        }
        // 3. Optional rows, strongest first.
        for row in optionals {
            guard let column = crashColumn(for: Int(row), crash, stealing: false) else { continue }
            let logical = Int(rows[Int(row)].logical)
            let target = rows[Int(row)].relation == .lessThanOrEqual ? upperBound[logical] : lowerBound[logical]
            crash.assign(column, to: Int(row))
            crash.solve(Int(row), for: column, target: target, in: self)
        }
        // 4. Required inequalities: slack when the estimates satisfy them, else tight.
        for row in inequalities {
            let logical = Int(rows[Int(row)].logical)
            let activity = crash.activity(of: Int(row), in: self)
            let lower = lowerBound[logical], upper = upperBound[logical]
            let target: Double
            if activity < lower - Tolerance.primal(for: lower) {
                target = lower
            } else if activity > upper + Tolerance.primal(for: upper) {
                target = upper
            } else {
                continue
            }
            guard let column = crashColumn(for: Int(row), crash, stealing: true) else { continue }
            crash.assign(column, to: Int(row))
            crash.solve(Int(row), for: column, target: target, in: self)
        }

        // 5. Everything else: the row's own logical (or an error when the logical is taken).
        for row in rows.indices where rows[row].state == .live && crash.columnOf[row] < 0 {
            let record = rows[row]
            for unit in [record.logical, record.positiveError, record.negativeError]
            where unit >= 0 && crash.holder[Int(unit)] < 0 {
                crash.assign(Int(unit), to: row)
                break
            }
        }

        // Install: everything not chosen is non-basic at its resting value; a new row that
        // was solved for a variable holds with equality (its logical on the bound).
        for column in columnKind.indices where columnKind[column] != .unused {
            let wasBasic = basisPosition[column] >= 0
            basisPosition[column] = -1
            if crash.holder[column] < 0 && (wasBasic || columnKind[column] == .logical) {
                let resting = restingValue(of: column)
                if value[column] != resting { setValue(column, resting) }
            }
        }
        for row in rows.indices {
            let column = crash.columnOf[row]
            basisHeader[row] = column
            if column >= 0 { basisPosition[Int(column)] = Int32(truncatingIfNeeded: row) }
        }
    }

    /// The variable row `row` should be solved for: an untaken one, fewest-used first; else,
    /// when `stealing`, the one held by the weakest optional row.
    private func crashColumn(for row: Int, _ crash: Crash, stealing: Bool) -> Int? {
        var best = -1
        var victim = -1
        for term in terms(of: row) {
            let column = Int(termColumns[term])
            let holder = crash.holder[column]
            if holder < 0 {
                if best < 0 || columnEntries[column].count < columnEntries[best].count
                    || (columnEntries[column].count == columnEntries[best].count && column < best) {
                    best = column
                }
            } else if stealing && best < 0 && !rows[Int(holder)].isRequired {
                if victim < 0 {
                    victim = column
                } else {
                    let current = rows[Int(crash.holder[victim])], other = rows[Int(holder)]
                    if other.level < current.level || (other.level == current.level && other.sequence > current.sequence) {
                        victim = column
                    }
                }
            }
        }
        if best >= 0 { return best }
        return victim >= 0 ? victim : nil
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

/// The crash's bookkeeping: which row holds which column, and estimates of the variables
/// (rows solved in turn, each for its column, from the estimates of the others).
private struct Crash {
    /// The row whose basic column each column is, or -1.
    var holder: [Int32]
    /// The column each row is solved for, or -1.
    var columnOf: [Int32]
    var estimate: [Double]

    init(columnCount: Int, rowCount: Int) {
        holder = Array(repeating: -1, count: columnCount)
        columnOf = Array(repeating: -1, count: rowCount)
        estimate = Array(repeating: 0, count: columnCount)
    }

    /// Gives `column` to `row`; a row that held it gives it up.
    mutating func assign(_ column: Int, to row: Int) {
        let previous = holder[column]
        if previous >= 0 && Int(previous) != row { columnOf[Int(previous)] = -1 }
        holder[column] = Int32(truncatingIfNeeded: row)
        columnOf[row] = Int32(truncatingIfNeeded: column)
    }

    func activity(of row: Int, in solver: Solver) -> Double {
        var sum = 0.0
        for term in solver.terms(of: row) { sum += solver.termCoefficients[term] * estimate[Int(solver.termColumns[term])] }
        return sum
    }

    /// Sets the estimate of `column` so that row `row`'s activity equals `target`.
    mutating func solve(_ row: Int, for column: Int, target: Double, in solver: Solver) {
        var others = 0.0
        var coefficient = 0.0
        for term in solver.terms(of: row) {
            let other = Int(solver.termColumns[term])
            if other == column {
                coefficient += solver.termCoefficients[term]
            } else {
                others += solver.termCoefficients[term] * estimate[other]
            }
        }
        guard coefficient != 0, target.isFinite else { return }
        let solved = (target - others) / coefficient
        if solved.isFinite { estimate[column] = solved }
    }
}
