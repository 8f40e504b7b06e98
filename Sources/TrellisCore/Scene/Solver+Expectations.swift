import Cassowary

/// Solver calls that cannot fail unless the scene's own bookkeeping is wrong: removing a
/// constraint the scene installed, adding a constraint to a solver that cannot contradict
/// it, moving an installed optional constraint to another optional level.
///
/// Such a failure is a bug, never an input error, so it does not become a status: debug
/// builds stop at it (`assertionFailure`), release builds carry on with the solver as the
/// refused call left it (unchanged, as every refused solver call leaves it), which keeps
/// the layout usable. Calls whose failure input *can* cause (a conflicting required
/// constraint, a constant that contradicts others) are handled where they are made.
extension Solver {
    /// Removes a constraint the caller knows is in this solver.
    func removeInstalled(_ constraint: ConstraintID) {
        do {
            try removeConstraint(constraint)
        } catch {
            assertionFailure("removing an installed constraint failed: \(error.message)")
        }
    }

    /// Adds a constraint that cannot conflict (a fresh variable's pin, or constraints
    /// known to hold together); nil, after a debug-build assertion, if it was refused.
    @discardableResult
    func addExpected(_ expression: LinearExpression, _ relation: Relation, priority: Priority) -> ConstraintID? {
        do {
            return try addConstraint(expression, relation, priority: priority)
        } catch {
            assertionFailure("a constraint that cannot conflict was refused: \(error.message)")
            return nil
        }
    }

    /// Moves an installed optional constraint to another optional level.
    func setOptionalPriority(_ constraint: ConstraintID, _ level: Double) {
        do {
            try setPriority(constraint, .optional(level))
        } catch {
            assertionFailure("changing an optional priority failed: \(error.message)")
        }
    }
}
