/// INVERT and what goes with it: removed rows leave the matrix, the basis is factored
/// afresh (repaired with logicals where it is singular), and the values and reduced costs
/// are recomputed from the factors, which also clears the rounding that updates gather.
extension Solver {
    /// Factors the current basis, purging removed rows first.
    func refactorRecomputingCosts() {
        materializeLazyColumns()  // the pricing visits every column
        purgeDeadRows()
        invertBasis()
        recomputeBasicValues()
        recomputeReducedCosts()
        rebuildCandidates()
    }

    /// A fresh factorization in the middle of a simplex loop, when the eta file has grown
    /// long. The values are recomputed (one FTRAN, which also clears the rounding the
    /// updates gathered); the reduced costs are kept, since the basis is the same and the
    /// updates maintain them: recomputing them takes a BTRAN per priority level, which on
    /// a stack's countdown of priorities was most of a solve. They are recomputed only
    /// when the basis changed — rows purged, or a singular basis repaired — or when a
    /// loop runs on shifted costs that a recomputation would undo (the caller's choice).
    func refactorKeepingCosts() {
        materializeLazyColumns()
        let purged = deadRowCount > 0
        purgeDeadRows()
        let repaired = invertBasis()
        recomputeBasicValues()
        if purged || repaired { recomputeReducedCosts() }
        rebuildCandidates()
    }

    // MARK: Purging removed rows

    /// Takes removed rows and their logical and error columns out of the matrix. Each
    /// removed row's logical is basic (removal made it so); the column occupying the row's
    /// own position moves to the position the logical leaves.
    func purgeDeadRows() {
        guard deadRowCount > 0 else { return }
        var vacated: [Int32] = []
        var orphans: [Int32] = []
        var touchedColumns: [Int32] = []
        for row in rows.indices where rows[row].state == .dead {
            let record = rows[row]
            // The row's own columns leave the basis (normally just its logical).
            for unit in [record.logical, record.positiveError, record.negativeError] where unit >= 0 {
                let position = basisPosition[Int(unit)]
                if position >= 0 {
                    basisHeader[Int(position)] = -1
                    if Int(position) != row { vacated.append(position) }
                }
            }
            let occupant = basisHeader[row]
            if occupant >= 0 { orphans.append(occupant) }
            basisHeader[row] = -1
            for unit in [record.logical, record.positiveError, record.negativeError] where unit >= 0 {
                releaseColumn(unit)
            }
            for term in terms(of: row) { touchedColumns.append(termColumns[term]) }
            garbageTermCount += Int(record.termCount)
            rows[row] = RowRecord()
            freeRowIDs.append(Int32(truncatingIfNeeded: row))
        }
        deadRowCount = 0
        // Columns whose slot went away take the slots the dead logicals left.
        var vacancies = vacated.filter { rows[Int($0)].state == .live && basisHeader[Int($0)] < 0 }
        for orphan in orphans where columnKind[Int(orphan)] != .unused {
            if let position = vacancies.popLast() {
                basisHeader[Int(position)] = orphan
                basisPosition[Int(orphan)] = position
            } else {
                basisPosition[Int(orphan)] = -1
                setValue(Int(orphan), restingValue(of: Int(orphan)))
            }
        }
        for position in vacancies {
            // Cannot happen with the removal invariant; keep the basis square regardless.
            let logical = rows[Int(position)].logical
            if basisPosition[Int(logical)] < 0 {
                basisHeader[Int(position)] = logical
                basisPosition[Int(logical)] = position
            }
        }
        for column in touchedColumns where columnKind[Int(column)] == .external {
            columnEntries.removeAll(in: Int(column)) { rows[Int($0.row)].state == .free }
        }
        compactTermsIfWasteful()
        factor.reset()
        factorIsCurrent = false
    }

    /// Rebuilds the term pool when removed rows' terms outweigh the live ones.
    private func compactTermsIfWasteful() {
        guard garbageTermCount > 1024, garbageTermCount * 2 > termColumns.count else { return }
        var columns: [Int32] = []
        var coefficients: [Double] = []
        columns.reserveCapacity(termColumns.count - garbageTermCount)
        coefficients.reserveCapacity(termColumns.count - garbageTermCount)
        for row in rows.indices where rows[row].state != .free {
            let range = terms(of: row)
            rows[row].termStart = Int32(truncatingIfNeeded: columns.count)
            columns.append(contentsOf: termColumns[range])
            coefficients.append(contentsOf: termCoefficients[range])
        }
        termColumns = columns
        termCoefficients = coefficients
        garbageTermCount = 0
    }

    /// The value a non-basic column takes: its bound (the finite one nearest its current
    /// value), or 0 when it has none.
    func restingValue(of column: Int) -> Double {
        let lower = lowerBound[column], upper = upperBound[column]
        if lower == upper { return lower }
        if lower.isFinite && upper.isFinite {
            return abs(value[column] - lower) <= abs(value[column] - upper) ? lower : upper
        }
        if lower.isFinite { return lower }
        if upper.isFinite { return upper }
        return 0
    }

    // MARK: INVERT

    /// Factors the basis in `basisHeader` over the live rows. Columns the factorization
    /// cannot pivot leave the basis (at their resting values) and the logicals of the rows
    /// left uncovered take their place — the standard repair of a singular basis. Returns
    /// whether it had to.
    @discardableResult
    func invertBasis() -> Bool {
        var liveRows: [Int32] = []
        liveRows.reserveCapacity(liveRowCount)
        for row in rows.indices where rows[row].state == .live { liveRows.append(Int32(truncatingIfNeeded: row)) }
        // Up to four attempts: a repaired basis is factored again (the last one is kept
        // whatever it is).
        var attempt = 0
        while true {
            var matrix = LUFactor.BasisMatrix()
            for row in liveRows {
                let column = basisHeader[Int(row)]
                guard column >= 0 else { continue }
                matrix.appendColumn(column)
                loadColumnEntries(Int(column), into: &matrix)
                matrix.finishColumn()
            }
            let (lu, outcome) = LUFactor.factor(matrix, rows: liveRows, rowCapacity: rows.count)
            // Relabel: the column pivoted on row r is basic at position r.
            for row in liveRows { basisHeader[Int(row)] = -1 }
            for column in matrix.columns { basisPosition[Int(column)] = -1 }
            for assignment in outcome.assignments {
                basisHeader[Int(assignment.row)] = assignment.column
                basisPosition[Int(assignment.column)] = assignment.row
            }
            if !outcome.isSingular || attempt == 3 {
                for column in outcome.unpivotedColumns { setValue(Int(column), restingValue(of: Int(column))) }
                factor.install(lu)
                factorIsCurrent = true
                basisVersion &+= 1
                return attempt > 0 || outcome.isSingular
            }
            for column in outcome.unpivotedColumns { setValue(Int(column), restingValue(of: Int(column))) }
            for row in outcome.unpivotedRows {
                let logical = rows[Int(row)].logical
                basisHeader[Int(row)] = logical
                basisPosition[Int(logical)] = row
            }
            attempt += 1
        }
    }

    /// Column `column`'s entries in the live rows.
    private func loadColumnEntries(_ column: Int, into matrix: inout LUFactor.BasisMatrix) {
        switch columnKind[column] {
        case .external:
            for entry in columnEntries[column] where rows[Int(entry.row)].state == .live {
                matrix.appendEntry(row: entry.row, value: entry.coefficient)
            }
        case .logical, .positiveError, .negativeError:
            matrix.appendEntry(row: columnRow[column], value: columnKind[column].unitCoefficient)
        case .unused:
            break
        }
    }

    // MARK: Values and reduced costs from scratch

    /// x_B = B⁻¹·(−N·x_N): the basic values implied by the non-basic ones.
    func recomputeBasicValues() {
        workColumn.clear()
        // Non-basic columns away from zero contribute to the right-hand side. Logicals sit
        // on their bounds; errors and externals normally at zero.
        for row in rows.indices where rows[row].state != .free {
            let logical = Int(rows[row].logical)
            if basisPosition[logical] < 0 && value[logical] != 0 { workColumn.add(row, value[logical]) }
            for error in [rows[row].positiveError, rows[row].negativeError] where error >= 0 {
                let column = Int(error)
                if basisPosition[column] < 0 && value[column] != 0 {
                    workColumn.add(row, -columnKind[column].unitCoefficient * value[column])
                }
            }
        }
        for column in nonbasicExternalsAwayFromZero() {
            for entry in columnEntries[column] where rows[Int(entry.row)].state != .free {
                workColumn.add(Int(entry.row), -entry.coefficient * value[column])
            }
        }
        factor.ftran(&workColumn)
        for row in rows.indices where rows[row].state != .free {
            let column = Int(basisHeader[row])
            guard column >= 0 else { continue }
            let x = workColumn[row]
            if value[column] != x { setValue(column, x) }
        }
        workColumn.clear()
        valuesAreCurrent = true
    }

    private func nonbasicExternalsAwayFromZero() -> [Int] {
        var result: [Int] = []
        for column in columnKind.indices where columnKind[column] == .external
            && basisPosition[column] < 0 && value[column] != 0 {
            result.append(column)
        }
        return result
    }

    /// d_j = c_j − yᵀa_j for every non-basic column, one BTRAN per priority level that a
    /// basic error carries (yᵀB = c_B at that level).
    func recomputeReducedCosts() {
        var levels: [Double] = []
        var positionsByLevel: [Double: [Int32]] = [:]
        for row in rows.indices where rows[row].state != .free {
            let column = Int(basisHeader[row])
            guard column >= 0, let cost = cost(of: column) else { continue }
            if positionsByLevel[cost.level] == nil { levels.append(cost.level) }
            positionsByLevel[cost.level, default: []].append(Int32(truncatingIfNeeded: row))
        }
        for column in columnKind.indices where columnKind[column] != .unused {
            reducedCost[column] = CostVector()
        }
        // Highest level first: each column's vector then grows at its end, and its own
        // cost goes in last.
        levels.sort(by: >)
        for level in levels {
            workRow.clear()
            for position in positionsByLevel[level] ?? [] { workRow.set(Int(position), 1) }
            factor.btran(&workRow)
            workPrice.clear()
            for index in workRow.touched {
                let row = Int(index)
                let y = workRow[row]
                guard y != 0, rows[row].state == .live else { continue }
                for term in terms(of: row) {
                    let column = Int(termColumns[term])
                    if basisPosition[column] < 0 { workPrice.add(column, y * termCoefficients[term]) }
                }
                for unit in [rows[row].logical, rows[row].positiveError, rows[row].negativeError] where unit >= 0 {
                    // Fixed columns' reduced costs are not kept (see `priceUnitColumn`).
                    if basisPosition[Int(unit)] < 0 && !isFixed(Int(unit)) {
                        workPrice.add(Int(unit), y * columnKind[Int(unit)].unitCoefficient)
                    }
                }
            }
            for index in workPrice.touched {
                let column = Int(index)
                let yA = workPrice[column]
                if yA != 0 { reducedCost[column].add(level: level, coefficient: -yA) }
            }
        }
        for column in columnKind.indices where columnKind[column] != .unused && basisPosition[column] < 0 {
            if let cost = cost(of: column) { reducedCost[column].add(level: cost.level, coefficient: cost.coefficient) }
        }
        workRow.clear()
        workPrice.clear()
        reducedCostsAreCurrent = true
    }

    /// Fills the work lists from scratch: infeasible basic columns, improving non-basic ones.
    func rebuildCandidates() {
        primalCandidates.removeAll()
        dualCandidates.removeAll()
        for column in columnKind.indices where columnKind[column] != .unused {
            if basisPosition[column] >= 0 {
                if isOutsideBounds(column) { primalCandidates.push(Int32(truncatingIfNeeded: column)) }
            } else if isDualInfeasible(column) {
                dualCandidates.push(Int32(truncatingIfNeeded: column))
            }
        }
    }
}
