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

/// Solver calls that may be refused because of what the constraints say (a required
/// constraint that contradicts others, a constant that cannot hold): the caller decides
/// what a refusal means. A refusal for any other reason (an unknown handle) is a bug and
/// asserts in debug builds; a numerical breakdown (`internalError`) counts as a refusal.
extension Solver {
    /// Adds a constraint that may conflict; nil when the solver refuses it.
    func attemptToAdd(_ expression: LinearExpression, _ relation: Relation, priority: Priority) -> ConstraintID? {
        do {
            return try addConstraint(expression, relation, priority: priority)
        } catch .unsatisfiableConstraint, .internalError {
            return nil
        } catch {
            assertionFailure("adding a constraint failed: \(error.message)")
            return nil
        }
    }

    /// Changes a constraint's constant if the others allow it; false when refused.
    func attemptToSetConstant(_ constraint: ConstraintID, _ constant: Double) -> Bool {
        do {
            try setConstant(constraint, constant)
            return true
        } catch .unsatisfiableConstraint, .internalError {
            return false
        } catch {
            assertionFailure("changing a constant failed: \(error.message)")
            return false
        }
    }
}
