@testable import Cassowary

/// The tableau's storage primitives. Every change to a row or a cost goes through these,
/// so that the column index, the dirty lists and the undo journal stay in step.
extension TableauSolver {
    // MARK: Symbols

    func allocateSymbol(_ kind: TableauSymbolKind) -> TableauSymbol {
        let symbol: TableauSymbol
        if let recycled = freeSymbols.popLast() {
            symbol = recycled
            symbolKinds[symbol.index] = kind
            basicRowOfSymbol[symbol.index] = -1
            columns.clear(symbol)
            costs[symbol.index] = TableauCostVector()
            publishedValues[symbol.index] = 0
        } else {
            symbol = TableauSymbol(id: Int32(truncatingIfNeeded: symbolKinds.count))
            symbolKinds.append(kind)
            basicRowOfSymbol.append(-1)
            columns.grow(toSymbolCount: symbolKinds.count)
            costs.append(TableauCostVector())
            isCandidate.append(false)
            isDirty.append(false)
            publishedValues.append(0)
        }
        journal.recordCreated(symbol)
        return symbol
    }

    /// Returns a symbol that no row and no cost mentions any more to the free pool.
    func releaseSymbol(_ symbol: TableauSymbol) {
        guard symbol.isValid, symbolKinds[symbol.index] != .unused else { return }
        symbolKinds[symbol.index] = .unused
        basicRowOfSymbol[symbol.index] = -1
        columns.clear(symbol)
        costs[symbol.index] = TableauCostVector()
        freeSymbols.append(symbol)
    }

    @inline(__always) func kind(_ symbol: TableauSymbol) -> TableauSymbolKind { symbolKinds[symbol.index] }
    @inline(__always) func isBasic(_ symbol: TableauSymbol) -> Bool { basicRowOfSymbol[symbol.index] >= 0 }

    func markDirty(_ symbol: TableauSymbol) {
        guard symbol.isValid, symbolKinds[symbol.index] == .external, !isDirty[symbol.index] else { return }
        isDirty[symbol.index] = true
        dirtyVariables.append(symbol)
    }

    // MARK: Rows

    /// Stores a new row with the given basic symbol and indexes its terms.
    @discardableResult
    func insertRow(_ row: TableauRow, basic: TableauSymbol) -> Int32 {
        let id: Int32
        if let recycled = freeRows.popLast() {
            id = recycled
            rows[Int(id)] = row
            rowBasics[Int(id)] = basic
        } else {
            id = Int32(truncatingIfNeeded: rows.count)
            rows.append(row)
            rowBasics.append(basic)
            rowVisitStamp.append(0)
        }
        journal.recordCreatedRow(id)
        if basic.isValid {
            basicRowOfSymbol[basic.index] = id
            markDirty(basic)
        }
        row.forEachTerm { symbol, _ in noteAdded(symbol, toRow: id) }
        return id
    }

    func deleteRow(_ id: Int32) {
        journal.saveRow(id, of: self)
        rows[Int(id)].forEachTerm { symbol, _ in noteRemoved(symbol) }
        let basic = rowBasics[Int(id)]
        if basic.isValid {
            basicRowOfSymbol[basic.index] = -1
            markDirty(basic)
        }
        rows[Int(id)] = TableauRow()
        rowBasics[Int(id)] = TableauSolver.freeRow
        freeRows.append(id)
    }

    /// Records that row `id` gained `symbol` as a term.
    @inline(__always) func noteAdded(_ symbol: TableauSymbol, toRow id: Int32) {
        if columns.add(symbol, row: id) { compactColumn(symbol) }
    }

    /// Records that some row lost `symbol` (its column entry goes stale).
    @inline(__always) func noteRemoved(_ symbol: TableauSymbol) {
        columns.remove(symbol)
    }

    /// Drops stale and repeated entries of a column.
    func compactColumn(_ symbol: TableauSymbol) {
        visitEpoch &+= 1
        let epoch = visitEpoch
        columns.filter(symbol) { id in
            let row = Int(id)
            if rowBasics[row] == TableauSolver.freeRow || rowVisitStamp[row] == epoch { return false }
            rowVisitStamp[row] = epoch
            return rows[row].contains(symbol)
        }
    }

    /// Calls `body` once for each row that contains `symbol`, with the symbol's coefficient
    /// there. `body` may change rows other than through `substitute` (which walks columns
    /// itself).
    func forEachRow(containing symbol: TableauSymbol, _ body: (Int32, Double) -> Void) {
        let column = columns.entries(symbol)
        visitEpoch &+= 1
        let epoch = visitEpoch
        for id in column {
            let row = Int(id)
            if rowBasics[row] == TableauSolver.freeRow || rowVisitStamp[row] == epoch { continue }
            rowVisitStamp[row] = epoch
            let coefficient = rows[row].coefficient(of: symbol)
            if coefficient != 0 { body(id, coefficient) }
        }
    }

    // MARK: Objective

    func addCost(_ symbol: TableauSymbol, level: Double, coefficient: Double) {
        journal.saveCost(symbol, of: self)
        costs[symbol.index].add(level: level, coefficient: coefficient)
        pushCandidateIfImproving(symbol)
    }

    /// Queues a symbol for the primal simplex if its cost now says it could improve the
    /// objective. Symbols that cannot are not queued: eligibility depends on the cost alone,
    /// and the next change to the cost queues them again.
    @inline(__always) func pushCandidateIfImproving(_ symbol: TableauSymbol) {
        let leading = costs[symbol.index].leadingCoefficient
        if leading < 0 || (leading > 0 && symbolKinds[symbol.index] == .external) { pushCandidate(symbol) }
    }

    func pushCandidate(_ symbol: TableauSymbol) {
        guard !isCandidate[symbol.index] else { return }
        isCandidate[symbol.index] = true
        // Sift up in the min-heap.
        candidateHeap.append(symbol)
        var child = candidateHeap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if candidateHeap[parent].id <= candidateHeap[child].id { break }
            candidateHeap.swapAt(parent, child)
            child = parent
        }
    }

    func popCandidate() -> TableauSymbol? {
        guard let last = candidateHeap.popLast() else { return nil }
        guard !candidateHeap.isEmpty else {
            isCandidate[last.index] = false
            return last
        }
        let top = candidateHeap[0]
        candidateHeap[0] = last
        // Sift down.
        var parent = 0
        let count = candidateHeap.count
        while true {
            let left = 2 * parent + 1
            if left >= count { break }
            var smallest = left
            let right = left + 1
            if right < count && candidateHeap[right].id < candidateHeap[left].id { smallest = right }
            if candidateHeap[parent].id <= candidateHeap[smallest].id { break }
            candidateHeap.swapAt(parent, smallest)
            parent = smallest
        }
        isCandidate[top.index] = false
        return top
    }

    // MARK: Substitution and pivoting

    /// Replaces `symbol` everywhere (other rows and the objective) by the expression of row
    /// `source`, whose basic symbol it has just become. Touches only the rows that contain it.
    func substitute(_ symbol: TableauSymbol, byRow source: Int32) {
        let expression = rows[Int(source)]
        let column = columns.entries(symbol)
        columns.clear(symbol)
        // A local copy of the epoch: compacting other columns below starts new epochs.
        visitEpoch &+= 1
        let epoch = visitEpoch
        for id in column {
            let row = Int(id)
            if id == source || rowBasics[row] == TableauSolver.freeRow || rowVisitStamp[row] == epoch { continue }
            rowVisitStamp[row] = epoch
            let coefficient = rows[row].coefficient(of: symbol)
            if coefficient == 0 { continue }
            journal.saveRow(id, of: self)
            addedSymbols.removeAll(keepingCapacity: true)
            removedSymbols.removeAll(keepingCapacity: true)
            rows[row].add(expression, times: coefficient, skipping: symbol,
                          added: &addedSymbols, removed: &removedSymbols)
            for added in addedSymbols { noteAdded(added, toRow: id) }
            for removed in removedSymbols { noteRemoved(removed) }
            let basic = rowBasics[row]
            if basic.isValid {
                if symbolKinds[basic.index] == .external {
                    markDirty(basic)
                } else if rows[row].constant < 0 {
                    infeasibleBasics.append(basic)
                }
            }
        }

        let cost = costs[symbol.index]
        if !cost.isZero {
            journal.saveCost(symbol, of: self)
            costs[symbol.index] = TableauCostVector()
            expression.forEachTerm { term, coefficient in
                journal.saveCost(term, of: self)
                costs[term.index].add(cost, times: coefficient)
                pushCandidateIfImproving(term)
            }
        }
    }

    /// Makes `entering` the basic symbol of row `id` in place of its current basic symbol.
    func pivot(entering: TableauSymbol, row id: Int32) {
        let row = Int(id)
        let leaving = rowBasics[row]
        journal.saveRow(id, of: self)
        rows[row].solve(for: leaving, in: entering)
        rowBasics[row] = entering
        basicRowOfSymbol[leaving.index] = -1
        basicRowOfSymbol[entering.index] = id
        noteAdded(leaving, toRow: id)
        markDirty(leaving)
        markDirty(entering)
        substitute(entering, byRow: id)
    }
}

