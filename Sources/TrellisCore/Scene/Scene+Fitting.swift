import Cassowary

/// Self-sizing (UIKit's systemLayoutSizeFitting at fittingSizeLevel): the smallest size of
/// a view's subtree from the subtree's own constraints.
extension Scene {
    /// UIKit's `UILayoutPriority.fittingSizeLevel`.
    static let fittingSizeLevel = 50.0

    /// The smallest size of `id`'s subtree for a given width (nil: free), computed from the
    /// constraints among the subtree's views only — not its superview's, not the scene size.
    /// Wrapping labels are measured again at their solved width until their height settles.
    public func fittingSize(of id: String, width: Double?) throws(SceneError) -> Size {
        layoutIfNeverLaidOut()
        let target = try view(id)
        if let width, !(width >= 0 && Limits.isWithinMagnitude(width)) {
            throw SceneError(.argument, "fitting width must be finite, >= 0 and \(Limits.magnitudePhrase), got \(NumberFormatting.format(width))")
        }
        updateHierarchy()
        updateIntrinsicSizes()
        // The session is built from the subtree's constraints: sealed stacks make theirs.
        unsealForAnalysis(in: target)

        let session = fittingSession(for: target)
        synchronize(session)
        setWidthTarget(width, in: session)
        guard let widthVariable = session.mapped(target.width), let heightVariable = session.mapped(target.height) else {
            return Size(width: 0, height: 0)
        }
        // Two-pass measurement of wrapping labels: measure at the solved width until stable.
        for _ in 0..<4 {
            var changed = false
            for view in session.views where view.wraps {
                guard let labelWidth = session.mapped(view.width) else { continue }
                let solvedWidth = max(session.solver.currentValue(of: labelWidth), 0)
                let height = view.declaredIntrinsicSize.height ?? measuredTextSize(of: view, width: solvedWidth).height
                for constraint in view.intrinsicConstraints
                where constraint.first.attribute == .height && constraint.active {
                    guard var entry = session.installed[ObjectIdentifier(constraint)], entry.constant != -height else { continue }
                    // A height the subtree's required constraints refuse keeps the old one.
                    if session.solver.attemptToSetConstant(entry.id, -height) {
                        entry.constant = -height
                        session.installed[ObjectIdentifier(constraint)] = entry
                        changed = true
                    }
                }
            }
            if !changed { break }
        }
        return Size(width: clean(session.solver.currentValue(of: widthVariable)),
                    height: clean(session.solver.currentValue(of: heightVariable)))
    }

    /// The cached session for `target`, or a new one when the scene's structure changed.
    private func fittingSession(for target: ViewNode) -> FittingSession {
        // A session is built from the views' constraint objects.
        materializeAllFlatConstraints()
        let key = ObjectIdentifier(target)
        if let session = fittingSessions[key], session.generation == structureGeneration {
            return session
        }
        let session = FittingSession(target: target, generation: structureGeneration)
        target.forEachInSubtree { view in
            guard view.inHierarchy || view === target else { return }
            session.views.append(view)
            // A stack's layout guides (spanner, gaps, margins) belong to its subtree too.
            for node in [view] + view.internalGuides {
                for variable in [node.left, node.top, node.width, node.height] {
                    session.mapping[variable] = session.solver.newVariable()
                }
            }
        }
        if let left = session.mapped(target.left), let top = session.mapped(target.top),
           let height = session.mapped(target.height) {
            // Pins on a fresh solver: nothing to conflict with.
            session.solver.addExpected(LinearExpression([(left, 1)]), .equal, priority: .required)
            session.solver.addExpected(LinearExpression([(top, 1)]), .equal, priority: .required)
            session.solver.addExpected(LinearExpression([(height, 1)]), .equal,
                                                  priority: .optional(Scene.fittingSizeLevel))
        }
        var seen = Set<ObjectIdentifier>()
        for view in session.views {
            for constraint in view.constraints + view.intrinsicConstraints
            where seen.insert(ObjectIdentifier(constraint)).inserted {
                session.candidates.append(constraint)
            }
        }
        session.candidates.sort { $0.sequence < $1.sequence }
        if fittingSessions.count >= 64 { fittingSessions.removeAll() }
        fittingSessions[key] = session
        return session
    }

    /// Pushes the differences between the scene's constraints and the session's solver.
    private func synchronize(_ session: FittingSession) {
        for constraint in session.candidates {
            let key = ObjectIdentifier(constraint)
            var wanted: FittingSession.Installed?
            // Constraints reaching outside the subtree have no counterpart in the session.
            if constraint.active && constraint.installedForTraits, let compiled = compile(constraint).mapped(session.mapped) {
                wanted = FittingSession.Installed(id: ConstraintID(rawValue: 0), terms: compiled.terms, constant: compiled.constant,
                                                  relation: compiled.relation, priority: constraint.priority)
            }
            let current = session.installed[key]
            switch (current, wanted) {
            case (nil, nil):
                continue
            case (let current?, nil):
                session.solver.removeInstalled(current.id)
                session.installed[key] = nil
            case (let current?, var wanted?):
                let sameShape = sameTerms(current.terms, wanted.terms)
                    && current.relation == wanted.relation
                    && (current.priority >= 1000) == (wanted.priority >= 1000)
                if sameShape {
                    wanted.id = current.id
                    if current.priority != wanted.priority, wanted.priority < 1000 {
                        session.solver.setOptionalPriority(current.id, wanted.priority)
                    }
                    if current.constant != wanted.constant, !session.solver.attemptToSetConstant(current.id, wanted.constant) {
                        wanted.constant = current.constant
                    }
                    session.installed[key] = wanted
                } else {
                    session.solver.removeInstalled(current.id)
                    session.installed[key] = add(wanted, of: constraint, to: session)
                }
            case (nil, let wanted?):
                session.installed[key] = add(wanted, of: constraint, to: session)
            }
        }
    }

    private func add(_ entry: FittingSession.Installed, of constraint: SceneConstraint,
                     to session: FittingSession) -> FittingSession.Installed? {
        let stated = CompiledConstraint(terms: entry.terms, constant: entry.constant, relation: entry.relation)
            .solverConstraint(priority: entry.priority)
        guard let id = session.solver.attemptToAdd(stated.expression, stated.relation, priority: stated.priority) else {
            return nil  // conflicts inside the subtree: left out, as in the main layout
        }
        var installed = entry
        installed.id = id
        return installed
    }

    private func setWidthTarget(_ width: Double?, in session: FittingSession) {
        guard let variable = session.mapped(session.target.width) else { return }
        if let existing = session.widthConstraint {
            if session.widthTarget == width { return }
            if let width, session.widthTarget != nil, session.solver.attemptToSetConstant(existing, -width) {
                session.widthTarget = width
                return
            }
            session.solver.removeInstalled(existing)
            session.widthConstraint = nil
        }
        session.widthTarget = width
        if let width {
            // A width the subtree's required constraints cannot take is left out.
            session.widthConstraint = session.solver.attemptToAdd(
                LinearExpression([(variable, 1)], constant: -width), .equal, priority: .required)
        } else {
            session.widthConstraint = session.solver.addExpected(
                LinearExpression([(variable, 1)]), .equal, priority: .optional(Scene.fittingSizeLevel))
        }
    }
}
