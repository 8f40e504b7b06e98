/// Why a solver operation was refused. A refused operation leaves the solver unchanged.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint contradicts the required constraints already in the solver.
    case unsatisfiableConstraint
    /// The constraint handle is not (or no longer) in the solver.
    case unknownConstraint
    /// The variable was not created by this solver.
    case unknownVariable
    /// The variable is already an edit variable.
    case duplicateEditVariable
    /// The variable is not an edit variable.
    case unknownEditVariable
    /// Edit variables must be optional.
    case requiredEditVariable
    /// A constraint's priority cannot switch between required and optional.
    case priorityKindChange
    /// A NaN or infinite coefficient, constant, priority or suggested value.
    case nonFiniteNumber
    /// The simplex could not restore optimality (numerical breakdown). The solution
    /// remains feasible for the required constraints.
    case internalError(String)

    /// A one-line message for people, naming what went wrong.
    public var message: String {
        switch self {
        case .unsatisfiableConstraint: return "the required constraint conflicts with the required constraints already added"
        case .unknownConstraint: return "unknown constraint"
        case .unknownVariable: return "unknown variable"
        case .duplicateEditVariable: return "the variable is already an edit variable"
        case .unknownEditVariable: return "the variable is not an edit variable"
        case .requiredEditVariable: return "an edit variable cannot be required (priority must be below 1000)"
        case .priorityKindChange: return "a constraint cannot switch between required and optional priority"
        case .nonFiniteNumber: return "numbers must be finite (no NaN or infinity)"
        case .internalError(let detail): return "internal solver error: \(detail)"
        }
    }
}
