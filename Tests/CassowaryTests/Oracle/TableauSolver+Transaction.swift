@testable import Cassowary

/// An undo log for the one solver operation that can fail after changing the tableau:
/// adding a required constraint through an artificial variable (phase one of the simplex
/// pivots the tableau before it knows whether the constraint is satisfiable).
///
/// While a transaction is open, the first change to each row and each cost saves the
/// old value; rollback puts them back, so a refused constraint leaves the solver exactly
/// as it was — same basis, same values — not merely an equivalent tableau. The cost is
/// proportional to what the operation touched.
struct TableauJournal {
    private(set) var isActive = false
    private var savedRows: [(id: Int32, row: TableauRow, basic: TableauSymbol)] = []
    private var savedRowIDs: Set<Int32> = []
    private var createdRows: [Int32] = []
    private var savedCosts: [(symbol: TableauSymbol, cost: TableauCostVector)] = []
    private var savedCostSymbols: Set<TableauSymbol> = []
    private var createdSymbols: [TableauSymbol] = []
    private var freeRowsAtStart: [Int32] = []
    private var freeSymbolsAtStart: [TableauSymbol] = []
    private var rowCountAtStart = 0
    private var symbolCountAtStart = 0

    mutating func begin(_ solver: TableauSolver) {
        isActive = true
        freeRowsAtStart = solver.freeRows
        freeSymbolsAtStart = solver.freeSymbols
        rowCountAtStart = solver.rows.count
        symbolCountAtStart = solver.symbolKinds.count
    }

    /// Keeps the changes.
    mutating func commit() { self = TableauJournal() }

    mutating func saveRow(_ id: Int32, of solver: TableauSolver) {
        guard isActive, !savedRowIDs.contains(id) else { return }
        savedRowIDs.insert(id)
        savedRows.append((id, solver.rows[Int(id)], solver.rowBasics[Int(id)]))
    }

    mutating func recordCreatedRow(_ id: Int32) {
        guard isActive else { return }
        createdRows.append(id)
        // A row created in the transaction has no earlier content worth saving (unless it
        // reuses a slot saved before, which `savedRows` restores).
        if !savedRowIDs.contains(id) {
            savedRowIDs.insert(id)
            savedRows.append((id, TableauRow(), TableauSolver.freeRow))
        }
    }

    mutating func saveCost(_ symbol: TableauSymbol, of solver: TableauSolver) {
        guard isActive, !savedCostSymbols.contains(symbol) else { return }
        savedCostSymbols.insert(symbol)
        savedCosts.append((symbol, solver.costs[symbol.index]))
    }

    mutating func recordCreated(_ symbol: TableauSymbol) {
        guard isActive else { return }
        createdSymbols.append(symbol)
    }

    /// Restores everything saved since `begin`.
    mutating func rollback(_ solver: TableauSolver) {
        let log = self
        self = TableauJournal()  // closes the transaction: the restoring writes are not logged

        // Unhook the current basic symbols of every touched row, then restore the rows.
        for entry in log.savedRows {
            if solver.rowBasics[Int(entry.id)] != TableauSolver.freeRow {
                solver.rows[Int(entry.id)].forEachTerm { symbol, _ in solver.noteRemoved(symbol) }
            }
            let basic = solver.rowBasics[Int(entry.id)]
            if basic.isValid, solver.basicRowOfSymbol[basic.index] == entry.id {
                solver.basicRowOfSymbol[basic.index] = -1
                solver.markDirty(basic)
            }
        }
        for entry in log.savedRows {
            solver.rows[Int(entry.id)] = entry.row
            solver.rowBasics[Int(entry.id)] = entry.basic
            if entry.basic.isValid {
                solver.basicRowOfSymbol[entry.basic.index] = entry.id
                solver.markDirty(entry.basic)
            }
            entry.row.forEachTerm { symbol, _ in solver.noteAdded(symbol, toRow: entry.id) }
        }
        for entry in log.savedCosts { solver.costs[entry.symbol.index] = entry.cost }

        solver.freeRows = log.freeRowsAtStart
        for id in log.rowCountAtStart..<max(log.rowCountAtStart, solver.rows.count) {
            solver.rows[id] = TableauRow()
            solver.rowBasics[id] = TableauSolver.freeRow
            solver.freeRows.append(Int32(truncatingIfNeeded: id))
        }
        solver.freeSymbols = log.freeSymbolsAtStart
        for symbol in log.createdSymbols {
            solver.symbolKinds[symbol.index] = .unused
            solver.basicRowOfSymbol[symbol.index] = -1
            solver.columns.clear(symbol)
            solver.costs[symbol.index] = TableauCostVector()
            if symbol.index >= log.symbolCountAtStart { solver.freeSymbols.append(symbol) }
        }
        solver.infeasibleBasics.removeAll()
    }
}
