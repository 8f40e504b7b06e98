import Cassowary

/// A scene constraint compiled for a solver: `Σ terms + constant RELATION 0` over the
/// scene's variables (`Scene.compile`). The one way every solver of a scene states a
/// constraint — the scene's own, a fitting session's, the conflict probe's — each through
/// its own mapping of the scene's variables.
struct CompiledConstraint {
    var terms: [(variable: Variable, coefficient: Double)]
    var constant: Double
    var relation: LayoutRelation

    /// The same constraint over another solver's variables, each scene variable through
    /// `map`; nil when one has no counterpart there (the constraint cannot be stated).
    func mapped(_ map: (Variable) -> Variable?) -> CompiledConstraint? {
        var result = self
        for index in result.terms.indices {
            guard let variable = map(result.terms[index].variable) else { return nil }
            result.terms[index].variable = variable
        }
        return result
    }

    /// For the solver, at `priority` (Auto Layout's number: 1000 is required).
    func solverConstraint(priority: Double) -> Solver.PendingConstraint {
        Solver.PendingConstraint(LinearExpression(terms, constant: constant), relation.solverRelation,
                                 priority: CompiledConstraint.solverPriority(priority))
    }

    /// The solver's priority for Auto Layout's number (1000 is required).
    static func solverPriority(_ priority: Double) -> Priority {
        priority >= 1000 ? .required : .optional(priority)
    }
}

extension LayoutRelation {
    /// The solver's relation.
    var solverRelation: Relation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    /// The relation whose `solverRelation` is `relation` (the two are the same three).
    init(solverRelation relation: Relation) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
