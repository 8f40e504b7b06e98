@testable import Cassowary

/// Consistency checks of the tableau, for tests (the swift-collections `_checkInvariants`
/// idea). Returns the list of violations; empty means healthy.
extension TableauSolver {
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        for (index, row) in rows.enumerated() {
            let basic = rowBasics[index]
            guard basic != TableauSolver.freeRow else { continue }
            if basic == TableauSolver.objectiveRow { problems.append("row \(index): artificial objective left behind"); continue }
            if basicRowOfSymbol[basic.index] != Int32(index) {
                problems.append("row \(index): basic s\(basic.id) not indexed to it")
            }
            if symbolKinds[basic.index].isRestricted && row.constant < -tableauNearZeroTolerance {
                problems.append("row \(index): restricted basic s\(basic.id) is infeasible (\(row.constant))")
            }
            if symbolKinds[basic.index] == .dummy && !tableauIsNearZero(row.constant) {
                problems.append("row \(index): dummy s\(basic.id) is not zero (\(row.constant))")
            }
            if !costs[basic.index].isZero { problems.append("basic s\(basic.id) has a cost") }
            for term in row.sortedTerms {
                if tableauIsNearZero(term.coefficient) { problems.append("row \(index): zero coefficient kept") }
                if symbolKinds[term.symbol.index] == .unused { problems.append("row \(index): uses a released symbol") }
                if basicRowOfSymbol[term.symbol.index] >= 0 {
                    problems.append("row \(index): basic s\(term.symbol.id) appears as a term")
                }
                if !columns.entries(term.symbol).contains(Int32(index)) {
                    problems.append("row \(index): missing from the column of s\(term.symbol.id)")
                }
            }
        }
        for (index, cost) in costs.enumerated() where !cost.isZero {
            let kind = symbolKinds[index]
            if kind == .unused { problems.append("released s\(index) has a cost") }
            if kind != .dummy && basicRowOfSymbol[index] < 0 {
                let leading = cost.leadingCoefficient
                if kind == .external ? !tableauIsNearZero(leading) : leading < -tableauNearZeroTolerance {
                    problems.append("objective not optimal: s\(index) can still improve it (\(leading))")
                }
            }
        }
        if journal.isActive { problems.append("a transaction is still open") }
        return problems
    }

    /// Number of (symbol, coefficient) terms stored in all rows: a measure of fill-in.
    public var tableauTermCount: Int {
        rows.indices.reduce(0) { $0 + (rowBasics[$1] == TableauSolver.freeRow ? 0 : rows[$1].count) }
    }

    /// Number of rows in the tableau.
    public var rowCount: Int { rowBasics.reduce(0) { $0 + ($1 == TableauSolver.freeRow ? 0 : 1) } }

    /// Number of symbol ids in use (variables, slacks, errors, dummies).
    public var symbolCount: Int { symbolKinds.reduce(0) { $0 + ($1 == .unused ? 0 : 1) } }
}
