/// Solving many new rows at once: a crash basis chosen from the structure, INVERT, then
/// clean-up pivots. This is how a scene (or any batch of additions) is built in time linear
/// in its size: pivoting the rows in one at a time would compute a pivot row per addition,
/// and on a chain or a stack those rows are as long as the chain.
///
/// The crash (in the spirit of Bixby's 1992 crash, shaped by what layouts look like) gives
/// each row the column it is "solved for":
/// 1. rows solved before keep their basic column;
/// 2. new required equalities take a variable nobody has taken, rows with the fewest
///    choices first (a row with one choice left must have it: the triangular crash of LP
///    codes), preferring variables no optional row wants — positions, not sizes, so that
///    intrinsic sizes stay with their own constraints;
/// 3. new optional rows, highest priority first, take a variable nobody has taken: the
///    constraint holds exactly;
/// 4. every other row is covered by its own logical or error column;
/// then INVERT and the values, after which
/// 5. new required inequalities that the values violate become tight, taking a variable
///    nobody has taken or the one the weakest optional row holds (INVERT again), and each
///    optional row covered by its own columns takes the one that is feasible.
/// On a chain, a stack or a grid this basis is already optimal. Whatever it gets wrong, the
/// dual and primal simplex repair; when both are needed, the dual runs first on costs
/// shifted to make it dual feasible (as HiGHS does), then the primal on the true costs.
extension Solver {
    /// Solves from a crash basis. Returns false when the required rows cannot hold
    /// together (the dual simplex found a row nothing can repair).
    @discardableResult
    func solvePendingRowsFromCrash() -> Bool {
        materializeLazyColumns()  // the crash and the pricing visit every column
        purgeDeadRows()
        var crash = crashBasis()
        invertBasis()
        recomputeBasicValues()
        if tightenViolatedInequalities(&crash) {
            invertBasis()
            recomputeBasicValues()
        }
        chooseUnitColumns()
        recomputeReducedCosts()
        rebuildCandidates()
        return finishCrashSolve()
    }

    /// After a crash basis is installed, factored and priced: the dual and primal simplex
    /// repair what it got wrong. Returns false when the required rows cannot hold together.
    func finishCrashSolve() -> Bool {
        var feasible = true
        if !primalCandidates.isEmpty && !dualCandidates.isEmpty {
            // Shift the costs of the improving columns so that they look optimal (d = 0):
            // the dual simplex then reaches feasibility, and the true costs come back.
            while let column = dualCandidates.pop() { reducedCost[Int(column)] = CostVector() }
            let outcome = runDualSimplex()
            if case .infeasible = outcome { feasible = false }
            recordOutcome(outcome)
            recomputeReducedCosts()
            rebuildCandidates()
        }
        let dual = runDualSimplex()
        if case .infeasible = dual { feasible = false }
        recordOutcome(dual)
        recordOutcome(runPrimalSimplex())
        return feasible
    }

    /// Chooses a basic column for every live row (steps 1 to 4) and installs it.
    private func crashBasis() -> Crash {
        var crash = Crash(columnCount: columnKind.count, rowCount: rows.count)
        for row in pendingRows where rows[Int(row)].state == .live { crash.isPending[Int(row)] = true }

        // 1. Rows solved before keep their basic column.
        for row in rows.indices where rows[row].state == .live && !crash.isPending[row] {
            let column = basisHeader[row]
            guard column >= 0, columnKind[Int(column)] != .unused, crash.holder[Int(column)] < 0 else { continue }
            if columnKind[Int(column)] != .external && rows[Int(columnRow[Int(column)])].state != .live { continue }
            crash.assign(Int(column), to: row)
        }

        // 2. Required equalities, fewest choices first.
        claimForEqualities(&crash)

        // 3. Optional rows, strongest first.
        var optionals: [Int32] = []
        for row in rows.indices where crash.isPending[row] && !rows[row].isRequired { optionals.append(Int32(truncatingIfNeeded: row)) }
        optionals.sort {
            let a = rows[Int($0)], b = rows[Int($1)]
            return a.level != b.level ? a.level > b.level : a.sequence < b.sequence
        }
        for row in optionals {
            if let column = untakenColumn(of: Int(row), crash) { crash.assign(column, to: Int(row)) }
        }

        // 4. Everything else: the row's own logical (or an error when the logical is taken).
        for row in rows.indices where rows[row].state == .live && crash.columnOf[row] < 0 {
            coverWithUnitColumn(row, &crash)
        }
        install(crash)
        return crash
    }

    /// Step 2: each new required equality takes an untaken variable. Rows wait in a heap by
    /// their number of untaken variables, kept exact as variables are taken, so that a row
    /// with one choice left gets it before another row takes it.
    private func claimForEqualities(_ crash: inout Crash) {
        var choices = [Int](repeating: -1, count: rows.count)
        var heap = BinaryHeap<CountedID>()
        for row in rows.indices where crash.isPending[row] && rows[row].isRequired && rows[row].relation == .equal {
            choices[row] = untakenCount(of: row, crash)
            heap.push(CountedID(count: choices[row], id: row))
        }
        while let next = heap.pop() {
            let count = next.count, row = next.id
            guard crash.columnOf[row] < 0, count == choices[row] else { continue }  // done, or stale
            guard let column = untakenColumn(of: row, crash) ?? weakestOptionalColumn(of: row, crash) else { continue }
            let wasTaken = crash.holder[column] >= 0
            crash.assign(column, to: row)
            guard !wasTaken else { continue }
            // Every other waiting equality with this variable has one choice fewer.
            for entry in columnEntries[column] {
                let other = Int(entry.row)
                guard other != row, choices[other] > 0, crash.columnOf[other] < 0 else { continue }
                choices[other] -= 1
                heap.push(CountedID(count: choices[other], id: other))
            }
        }
    }

    private func untakenCount(of row: Int, _ crash: Crash) -> Int {
        var count = 0
        for term in terms(of: row) where crash.holder[Int(termColumns[term])] < 0 { count += 1 }
        return count
    }

    /// The untaken variable of `row` to solve it for: the one fewest optional rows use (a
    /// position rather than a size), then the one fewest rows use, then the lowest id.
    private func untakenColumn(of row: Int, _ crash: Crash) -> Int? {
        var best = -1
        var bestOptional = Int.max, bestTotal = Int.max
        for term in terms(of: row) {
            let column = Int(termColumns[term])
            guard crash.holder[column] < 0 else { continue }
            let total = columnEntries.count(of: column)
            let optional = total - Int(requiredRowCount[column])
            if optional < bestOptional || (optional == bestOptional && (total < bestTotal || (total == bestTotal && column < best))) {
                best = column
                bestOptional = optional
                bestTotal = total
            }
        }
        return best >= 0 ? best : nil
    }

    /// The variable of `row` held by the weakest optional row (the latest of equals).
    private func weakestOptionalColumn(of row: Int, _ crash: Crash) -> Int? {
        var victim = -1
        for term in terms(of: row) {
            let column = Int(termColumns[term])
            let holder = crash.holder[column]
            guard holder >= 0, !rows[Int(holder)].isRequired else { continue }
            if victim < 0 {
                victim = column
            } else {
                let current = rows[Int(crash.holder[victim])], other = rows[Int(holder)]
                if other.level < current.level || (other.level == current.level && other.sequence > current.sequence) {
                    victim = column
                }
            }
        }
        return victim >= 0 ? victim : nil
    }

    func coverWithUnitColumn(_ row: Int, _ crash: inout Crash) {
        let record = rows[row]
        for unit in [record.logical, record.positiveError, record.negativeError]
        where unit >= 0 && crash.holder[Int(unit)] < 0 {
            crash.assign(Int(unit), to: row)
            return
        }
    }

    /// Installs the crash's choice as the basis: everything not chosen is non-basic at its
    /// resting value; a row solved for a variable holds with equality (its logical on the
    /// bound).
    func install(_ crash: Crash) {
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

    /// Step 5: new required inequalities the values violate become tight, solved for an
    /// untaken variable or the weakest optional row's. Returns whether the basis changed
    /// (it must then be factored again).
    private func tightenViolatedInequalities(_ crash: inout Crash) -> Bool {
        var changed = false
        var inequalities: [Int32] = []
        for row in rows.indices where crash.isPending[row] && rows[row].isRequired && rows[row].relation != .equal {
            inequalities.append(Int32(truncatingIfNeeded: row))
        }
        inequalities.sort { rows[Int($0)].sequence < rows[Int($1)].sequence }
        for row in inequalities {
            let logical = Int(rows[Int(row)].logical)
            guard basisPosition[logical] >= 0, isOutsideBounds(logical) else { continue }
            guard let column = untakenColumn(of: Int(row), crash) ?? weakestOptionalColumn(of: Int(row), crash) else { continue }
            let previous = crash.holder[column]
            crash.assign(column, to: Int(row))
            if previous >= 0 { coverWithUnitColumn(Int(previous), &crash) }
            changed = true
        }
        if changed { install(crash) }
        return changed
    }

    /// For each optional row covered by one of its own unit columns, picks the one that is
    /// feasible: the logical when the activity is within the relation's bounds, else the
    /// error that absorbs the violation (the logical then sits on the violated bound). The
    /// three are the same column up to sign, so only the pivot's sign changes.
    func chooseUnitColumns() {
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
            // On the bound (a tight constraint) the error is chosen too, at zero: with the
            // logical basic the constraint would look free to move either way, and the
            // reduced costs would call every tight preference "improvable".
            if activity >= upper - Tolerance.primal(for: upper) && record.positiveError >= 0 {
                chosen = record.positiveError
                logicalValue = upper
                errorValue = max(0, activity - upper)
            } else if activity <= lower + Tolerance.primal(for: lower) && record.negativeError >= 0 {
                chosen = record.negativeError
                logicalValue = lower
                errorValue = max(0, lower - activity)
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
