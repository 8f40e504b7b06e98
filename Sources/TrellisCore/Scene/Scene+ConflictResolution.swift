import Cassowary

/// Which constraint breaks when required constraints conflict (docs/document-format.md "Layout rules").
///
/// UIKit breaks one constraint of the conflicting set and logs the set ("Will attempt to
/// recover by breaking constraint", docs/uikit-behaviours.md A6). Which one is undocumented; the logs
/// show it breaking the user's constraint rather than the constraints UIKit generates
/// (`UISV-hiding`, and never `UIView-Encapsulated-Layout-Width`: the window keeps its
/// size). Trellis settles it deterministically:
/// - a user constraint (document or API) breaks whenever one takes part: the one being
///   installed when the solver refuses it, else the one added last among the minimal
///   conflicting set;
/// - a generated constraint (stack, intrinsic size at 1000, container, margins guide)
///   breaks only when no user constraint takes part;
/// - the window's size never breaks while anything else in the set can.
/// To make the common case cheap, generated constraints are installed before user
/// constraints in each pass (`installsBefore`): a conflict then refuses the user
/// constraint directly, and the search below runs only when a generated constraint
/// meets user constraints installed in an earlier pass (a size change, a stack that
/// regenerates, a trait change).
extension Scene {
    /// The order in which one pass installs constraints: generated ones first (the
    /// window's oldest), then user ones, each in the order they were added.
    static func installsBefore(_ a: SceneConstraint, _ b: SceneConstraint) -> Bool {
        let aUser = a.owner.isUser, bUser = b.owner.isUser
        if aUser != bUser { return bUser }
        return a.sequence < b.sequence
    }

    /// The positions in `constraints` in `installsBefore` order. The scene's list is kept in
    /// the order constraints were added, so the order is a stable partition — generated
    /// ones, then user ones — made in two passes instead of a sort (a first layout installs
    /// thousands); a list out of that order is sorted. Positions, not a second list of the
    /// constraints: each reference copied into a list is counted up and down again.
    static func installationOrder(_ constraints: [SceneConstraint]) -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(constraints.count)
        var previous = Int.min
        for position in constraints.indices {
            let constraint = constraints[position]
            guard constraint.sequence > previous else {
                return constraints.indices.sorted { installsBefore(constraints[$0], constraints[$1]) }
            }
            previous = constraint.sequence
            if !constraint.owner.isUser { order.append(position) }
        }
        for position in constraints.indices where constraints[position].owner.isUser { order.append(position) }
        return order
    }

    /// `constraint` was refused by the solver. Breaks it if it is a user constraint (or a
    /// generated one being retried after an earlier break); otherwise breaks user
    /// constraints of the conflicting set, newest first, until it fits.
    func breakConflict(refusing constraint: SceneConstraint, _ compiled: CompiledConstraint, wasBroken: Bool) {
        constraint.isBroken = true
        mayHaveBrokenConstraints = true
        // Retries of generated constraints broken before stay broken without a search: they
        // broke because no user constraint could give way, and retries happen often.
        guard !constraint.owner.isUser, !wasBroken || constraint.owner == .window else { return }
        // Each round takes one constraint out of the solver, so this ends.
        for _ in 0..<constraints.count {
            guard let victim = constraintToBreak(insteadOf: constraint) else { return }
            if let id = victim.solverID { solver.removeInstalled(id) }
            victim.solverID = nil
            victim.isBroken = true
            // What the victim held may have kept other broken constraints out.
            retryBrokenConstraints = true
            if addToSolver(constraint, compiled) { return }
        }
    }

    /// The installed constraint to break so that the refused generated `constraint` fits:
    /// the newest user constraint of a minimal conflicting set; for the window, the newest
    /// generated one when no user constraint takes part. Nil: break `constraint` itself.
    private func constraintToBreak(insteadOf constraint: SceneConstraint) -> SceneConstraint? {
        let others = minimalConflict(for: constraint).filter { $0 !== constraint && $0.solverID != nil }
        if let user = others.filter(\.owner.isUser).max(by: { $0.sequence < $1.sequence }) {
            return user
        }
        guard constraint.owner == .window else { return nil }
        return others.filter { $0.owner != .window }.max { $0.sequence < $1.sequence }
    }
}
