/// Changes a host makes to a live scene; each is applied at the next `layout()`.
extension Scene {
    func constraint(_ id: String) throws(SceneError) -> SceneConstraint {
        // A flat document record is named by its `#n` only: that one becomes an object.
        if flatDocuments.liveCount > 0, let number = ConstraintDirectory.number(in: id),
           let record = flatDocuments.record(numbered: number) {
            materializeDocumentRecord(record)
        }
        guard let constraint = constraintDirectory.constraint(named: id), constraint.owner == .document else {
            throw SceneError(.notFound, "unknown constraint \"\(id)\"")
        }
        return constraint
    }

    /// Hides or shows view `id` (collapses it in a stack, S3).
    public func setHidden(_ id: String, _ hidden: Bool) throws(SceneError) {
        let view = try view(id)
        view.hostHidden = hidden
        if view.hidden != hidden {
            view.hidden = hidden
            // Inside a stack a hidden view collapses (docs/uikit-behaviours.md S3); elsewhere it only
            // tells the host not to draw it.
            if view.isArranged { markStackDirty(view.superview) }
        }
    }

    /// Sets the constant of constraint `id`; moved, not re-added, at the next layout.
    public func setConstant(_ id: String, _ constant: Double) throws(SceneError) {
        guard Limits.isWithinMagnitude(constant) else {
            throw SceneError(.argument, "constant must be a finite number \(Limits.magnitudePhrase), got \(NumberFormatting.format(constant))")
        }
        let constraint = try constraint(id)
        constraint.constant = constant
        constraint.constantOverridden = true
        markDirty(constraint)
    }

    /// Priorities are 1...1000; switching between required and optional is refused, as UIKit
    /// refuses it for an installed constraint.
    public func setPriority(_ id: String, _ priority: Double) throws(SceneError) {
        guard priority.isFinite, priority >= 1, priority <= 1000 else {
            throw SceneError(.argument, "priority must be in 1...1000, got \(priority)")
        }
        let constraint = try constraint(id)
        guard (priority >= 1000) == (constraint.priority >= 1000) else {
            throw SceneError(.state, "constraint \"\(id)\" cannot switch between required and optional (\(constraint.priority) to \(priority))")
        }
        constraint.priority = priority
        constraint.priorityOverridden = true
        markDirty(constraint)
    }

    /// Activates or deactivates constraint `id`.
    public func setActive(_ id: String, _ active: Bool) throws(SceneError) {
        let constraint = try constraint(id)
        if constraint.active != active {
            constraint.active = active
            markDirty(constraint)
        }
    }

    /// Adds a constraint (an equation-form `ConstraintDescription`) to the live scene.
    public func addConstraint(_ description: ConstraintDescription) throws(SceneError) {
        try addDocumentConstraint(description)
    }

    /// Removes constraint `id` from the scene.
    public func removeConstraint(_ id: String) throws(SceneError) {
        discard(try constraint(id))
    }

    /// Ids (or equation texts) of the document constraints, in order.
    public var constraintNames: [String] {
        constraints.filter { $0.owner == .document }.map(\.displayName)
    }
}
