@testable import TrellisCore
import Cassowary

/// The conflict-set search as it was before issue 18's round 13 (main 8438a29), kept word
/// for word as the reference for `ConflictSetDifferentialTests`: the deletion filter run
/// incrementally on a private probe solver. For each connected required candidate, from the
/// last to the first, drop it and try to add the broken constraint; if the trial fails, the
/// candidate stays dropped, else it belongs to the set and is put back. Every failing trial
/// costs a witness search to its budget and a dual-simplex solve, which made big conflicts
/// slow (the scene fuzz target's findings in notes/r12/findings).
extension Scene {
    func minimalConflictByDeletionFilter(for broken: SceneConstraint) -> [SceneConstraint] {
        let candidates = deletionFilterConnectedRequiredConstraints(of: broken)
        let probe = Solver()
        var mapping: [Variable: Variable] = [:]
        func expression(_ constraint: SceneConstraint) -> (LinearExpression, Relation) {
            // Every variable has a counterpart in the probe: made on first use.
            let stated = compile(constraint).mapped { variable in
                if let mapped = mapping[variable] { return mapped }
                let fresh = probe.newVariable()
                mapping[variable] = fresh
                return fresh
            }?.solverConstraint(priority: 1000)
            guard let stated else { return (LinearExpression(), .equal) }
            return (stated.expression, stated.relation)
        }
        // The root's pins are part of every layout.
        for pinned in [root.left, root.top] {
            let fresh = mapping[pinned] ?? probe.newVariable()
            mapping[pinned] = fresh
            probe.addExpected(LinearExpression([(fresh, 1)]), .equal, priority: .required)
        }
        var installed: [(SceneConstraint, ConstraintID)] = []
        for constraint in candidates {
            let (linear, relation) = expression(constraint)
            // They hold together in the scene's solver; one the probe refuses anyway (numerical
            // noise) is left out of the search.
            if let id = probe.attemptToAdd(linear, relation, priority: .required) {
                installed.append((constraint, id))
            }
        }
        let (brokenLinear, brokenRelation) = expression(broken)
        var needed: [SceneConstraint] = []
        for (constraint, id) in installed.reversed() {
            probe.removeInstalled(id)
            // The trial is expected to fail while the rest still conflicts with `broken`.
            if let trial = probe.attemptToAdd(brokenLinear, brokenRelation, priority: .required) {
                // Without this one the broken constraint fits: it belongs to the conflict.
                probe.removeInstalled(trial)
                let (linear, relation) = expression(constraint)
                // It was in the probe a moment ago, with the same company.
                _ = probe.attemptToAdd(linear, relation, priority: .required)
                needed.append(constraint)
            }
        }
        return [broken] + needed.sorted { $0.sequence < $1.sequence }
    }

    /// Installed required constraints linked to `start` by chains of shared variables.
    private func deletionFilterConnectedRequiredConstraints(of start: SceneConstraint) -> [SceneConstraint] {
        let required = constraints.filter { $0 !== start && $0.solverID != nil && $0.priority >= 1000 }
        var byVariable: [Variable: [Int]] = [:]
        var termsOf: [[Variable]] = []
        for (index, constraint) in required.enumerated() {
            let variables = compile(constraint).terms.map(\.variable)
            termsOf.append(variables)
            for variable in variables { byVariable[variable, default: []].append(index) }
        }
        var reached = Set<Int>()
        var frontier = compile(start).terms.map(\.variable)
        var seenVariables = Set(frontier)
        while let variable = frontier.popLast() {
            for index in byVariable[variable] ?? [] where reached.insert(index).inserted {
                for next in termsOf[index] where seenVariables.insert(next).inserted { frontier.append(next) }
            }
        }
        return reached.sorted().map { required[$0] }
    }

    /// `diagnostics()` with the reference's conflict sets.
    func diagnosticsByDeletionFilter() -> SceneDiagnostics {
        layoutIfNeverLaidOut()
        let conflicts = storedConstraints.filter(\.isBroken).sorted { $0.sequence < $1.sequence }.map { constraint in
            SceneDiagnostics.Conflict(broken: constraint.displayName,
                                      conflict: minimalConflictByDeletionFilter(for: constraint).map(\.displayName))
        }
        return SceneDiagnostics(unsatisfiable: conflicts, ambiguous: ambiguities())
    }
}
