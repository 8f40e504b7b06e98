/// Whether the required rows alone fix a variable: the question a sealed stack of the
/// scene asks about its canvas (docs/solver.md, "Stacks in closed form").
extension Solver {
    /// True when the current solution is a certified direct one and `variable` is
    /// determined in it through required rows only (its level λ is required): every point
    /// that satisfies the required rows gives it the same value. False when that is not
    /// known — the LP is built, the variable is in no row, or it rests on an optional row.
    ///
    /// Solves what is pending first, as a read does (a cold solve may end in direct mode).
    public func isFixedByRequiredRows(_ variable: Variable) -> Bool {
        guard contains(variable) else { return false }
        if needsSettle { settle(allowingDirect: true) }
        guard let solution = directSolution, let resolution = solution.resolution,
              resolution.fits(self) else { return false }
        return resolution.isFixedByRequiredRows(variable.column)
    }
}

extension Variable {
    /// A placeholder for a variable not made yet: no solver contains it (reads give 0, a
    /// constraint naming it is refused as naming an unknown variable).
    public static let unallocated = Variable(column: Int(UInt32.max))
}
