import Cassowary

/// Self-sizing (UIKit's systemLayoutSizeFitting at fittingSizeLevel): the smallest size of
/// a view's subtree from the subtree's own constraints.
extension Scene {
    /// UIKit's `UILayoutPriority.fittingSizeLevel`.
    static let fittingSizeLevel = 50.0

    /// The smallest size of `id`'s subtree for a given width (nil: free), computed from the
    /// constraints among the subtree's views only — not its superview's, not the scene size.
    public func fittingSize(of id: String, width: Double?) throws(SceneError) -> Size {
        let target = try view(id)
        if let width, !(width.isFinite && width >= 0) {
            throw SceneError(.argument, "fitting width must be finite and >= 0, got \(width)")
        }
        updateHierarchy()
        updateIntrinsicSizes()

        let solver = Solver()
        var mapping: [Variable: Variable] = [:]
        var subtree: [ViewNode] = []
        target.forEachInSubtree { view in
            guard view.inHierarchy || view === target else { return }
            subtree.append(view)
            for variable in [view.left, view.top, view.width, view.height] {
                mapping[variable] = solver.newVariable()
            }
        }
        func mapped(_ variable: Variable) -> Variable? { mapping[variable] }
        guard let left = mapped(target.left), let top = mapped(target.top),
              let widthVariable = mapped(target.width), let heightVariable = mapped(target.height) else {
            return Size(width: 0, height: 0)
        }
        _ = try? solver.addConstraint(LinearExpression([(left, 1)]), .equal, priority: .required)
        _ = try? solver.addConstraint(LinearExpression([(top, 1)]), .equal, priority: .required)
        if let width {
            _ = try? solver.addConstraint(LinearExpression([(widthVariable, 1)], constant: -width), .equal, priority: .required)
        } else {
            _ = try? solver.addConstraint(LinearExpression([(widthVariable, 1)]), .equal, priority: .optional(Scene.fittingSizeLevel))
        }
        _ = try? solver.addConstraint(LinearExpression([(heightVariable, 1)]), .equal, priority: .optional(Scene.fittingSizeLevel))

        var intrinsicHeights: [ObjectIdentifier: ConstraintID] = [:]
        func add(_ constraint: SceneConstraint) -> ConstraintID? {
            guard constraint.active, constraint.installedForTraits else { return nil }
            let compiled = compile(constraint)
            var terms: [(variable: Variable, coefficient: Double)] = []
            for term in compiled.terms {
                guard let variable = mapped(term.variable) else { return nil }
                terms.append((variable, term.coefficient))
            }
            let relation: Relation = constraint.relation == .equal ? .equal
                : constraint.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
            let priority: Priority = constraint.priority >= 1000 ? .required : .optional(constraint.priority)
            return try? solver.addConstraint(LinearExpression(terms, constant: compiled.constant), relation, priority: priority)
        }
        var seen = Set<ObjectIdentifier>()
        for view in subtree {
            for constraint in view.constraints + view.intrinsicConstraints
            where seen.insert(ObjectIdentifier(constraint)).inserted {
                let id = add(constraint)
                if constraint.owner == .intrinsic, constraint.first.attribute == .height, let id {
                    intrinsicHeights[ObjectIdentifier(constraint)] = id
                }
            }
        }

        // Two-pass measurement of wrapping labels: measure at the solved width until stable.
        for _ in 0..<4 {
            var changed = false
            for view in subtree where view.wraps {
                guard let labelWidth = mapped(view.width) else { continue }
                let solvedWidth = solver.currentValue(of: labelWidth)
                let height = view.declaredIntrinsicSize.height ?? measure(view, maxWidth: max(solvedWidth, 0)).height
                for constraint in view.intrinsicConstraints where constraint.first.attribute == .height && constraint.active {
                    guard let id = intrinsicHeights[ObjectIdentifier(constraint)],
                          let current = solver.constant(of: id), current != -height else { continue }
                    try? solver.setConstant(id, -height)
                    changed = true
                }
            }
            if !changed { break }
        }
        return Size(width: solver.currentValue(of: widthVariable), height: solver.currentValue(of: heightVariable))
    }
}
