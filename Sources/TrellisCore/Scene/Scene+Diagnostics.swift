/// What `trellis_scene_diagnostics` reports.
public struct SceneDiagnostics: Sendable {
    public struct Conflict: Sendable {
        /// The constraint that was broken (left out of the layout).
        public var broken: String
        /// The conflicting set it belongs to, itself included.
        public var conflict: [String]
    }

    public struct Ambiguity: Sendable {
        public var view: String
        /// Of "x", "y", "width", "height".
        public var attributes: [String]
    }

    public var unsatisfiable: [Conflict]
    public var ambiguous: [Ambiguity]
}

extension Scene {
    /// The constraints broken by the last layout and the views whose layout is ambiguous.
    public func diagnostics() -> SceneDiagnostics {
        let conflicts = constraints.filter(\.isBroken).map { constraint in
            SceneDiagnostics.Conflict(broken: constraint.displayName, conflict: conflictingSet(for: constraint))
        }
        return SceneDiagnostics(unsatisfiable: conflicts, ambiguous: [])
    }

    /// The installed constraints that take part in the conflict (to be narrowed to a minimal
    /// set by the diagnostics work; for now the broken constraint and the required
    /// constraints on its views and axis).
    func conflictingSet(for broken: SceneConstraint) -> [String] {
        var names = [broken.displayName]
        let axis = broken.first.attribute.axis
        for view in broken.views {
            for constraint in view.constraints + view.intrinsicConstraints
            where constraint !== broken && constraint.solverID != nil && constraint.priority >= 1000
                && constraint.first.attribute.axis == axis && !names.contains(constraint.displayName) {
                names.append(constraint.displayName)
            }
        }
        return names
    }

    /// The installed constraints that mention the view on that axis.
    public func constraintsAffecting(_ id: String, axis: LayoutAxis) throws(SceneError) -> [String] {
        let view = try view(id)
        return (view.constraints + view.intrinsicConstraints)
            .filter { $0.solverID != nil && $0.first.attribute.axis == axis }
            .sorted { $0.sequence < $1.sequence }
            .map(\.displayName)
    }
}
