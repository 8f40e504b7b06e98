@testable import Cassowary

/// Questions about the current solution, for diagnostics: which variables are not pinned
/// down (ambiguity) and which constraints pin a variable down.
extension TableauSolver {
    /// The variables whose value differs between optimal solutions: Auto Layout's
    /// "ambiguous layout". Found on the final tableau: a parametric symbol whose cost is
    /// zero at every level can move without changing the objective; if it can actually
    /// move (the ratio test allows a positive step), it and every variable whose row
    /// depends on it are ambiguous. That covers both missing constraints and ties between
    /// optional constraints of equal priority. A move blocked only by degenerate rows (at
    /// zero) is not reported.
    public func ambiguousVariables() -> Set<Variable> {
        var result = Set<Variable>()
        for index in symbolKinds.indices {
            let kind = symbolKinds[index]
            guard kind != .unused, kind != .dummy else { continue }
            let symbol = TableauSymbol(id: Int32(truncatingIfNeeded: index))
            guard !isBasic(symbol), costs[index].isZero else { continue }
            let free = canMove(symbol, increasing: true) || (kind == .external && canMove(symbol, increasing: false))
            guard free else { continue }
            if kind == .external { result.insert(Variable(tableauSymbol: symbol)) }
            forEachRow(containing: symbol) { id, _ in
                let basic = rowBasics[Int(id)]
                if basic.isValid && symbolKinds[basic.index] == .external { result.insert(Variable(tableauSymbol: basic)) }
            }
        }
        return result
    }

    /// Whether a parametric symbol can take a positive step (up, or down for an
    /// unrestricted one) without making a restricted basic symbol negative.
    private func canMove(_ symbol: TableauSymbol, increasing: Bool) -> Bool {
        var blocked = false
        forEachRow(containing: symbol) { id, coefficient in
            let basic = rowBasics[Int(id)]
            guard basic.isValid, symbolKinds[basic.index].isRestricted else { return }
            let rate = increasing ? coefficient : -coefficient
            if rate < 0 && rows[Int(id)].constant <= tableauNearZeroTolerance { blocked = true }
            if symbolKinds[basic.index] == .dummy && !tableauIsNearZero(rate) { blocked = true }
        }
        return !blocked
    }

    /// The constraints that determine the variable's current value: those whose marker or
    /// error symbols appear in its row (the constraints that are tight and hold it where it
    /// is). Empty for a variable no constraint moves.
    public func constraintsDetermining(_ variable: Variable) -> [ConstraintID] {
        guard contains(variable) else { return [] }
        let rowID = basicRowOfSymbol[variable.tableauSymbol.index]
        guard rowID >= 0 else { return [] }
        var owners: [TableauSymbol: UInt32] = [:]
        for (id, record) in constraints where !record.isEdit {
            owners[record.marker] = id
            if record.other.isValid { owners[record.other] = id }
        }
        var result = Set<UInt32>()
        rows[Int(rowID)].forEachTerm { symbol, _ in
            if let owner = owners[symbol] { result.insert(owner) }
        }
        return result.sorted().map(ConstraintID.init(rawValue:))
    }
}
