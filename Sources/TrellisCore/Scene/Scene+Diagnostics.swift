import Cassowary

/// What `trellis_scene_diagnostics` reports.
public struct SceneDiagnostics: Sendable {
    /// A set of required constraints that could not all hold, and the one broken.
    public struct Conflict: Sendable {
        /// The constraint that was broken (left out of the layout).
        public var broken: String
        /// A minimal conflicting set, the broken constraint first: without any one of them
        /// the others can hold together.
        public var conflict: [String]
    }

    /// A view whose position or size no constraint determines.
    public struct Ambiguity: Sendable {
        /// The ambiguous view's id.
        public var view: String
        /// Of "x", "y", "width", "height", and for scroll views "contentWidth", "contentHeight".
        public var attributes: [String]
    }

    /// The conflicts of the last layout (A6).
    public var unsatisfiable: [Conflict]
    /// The ambiguous views of the last layout (A7).
    public var ambiguous: [Ambiguity]
}

extension Scene {
    /// The constraints broken by the last layout, each with a minimal conflicting set, and
    /// the views whose layout is ambiguous.
    public func diagnostics() -> SceneDiagnostics {
        layoutIfNeverLaidOut()
        // Flat intrinsic blocks are never broken: asking leaves them flat.
        let conflicts = storedConstraints.filter(\.isBroken).sorted { $0.sequence < $1.sequence }.map { constraint in
            SceneDiagnostics.Conflict(broken: constraint.displayName,
                                      conflict: minimalConflict(for: constraint).map(\.displayName))
        }
        return SceneDiagnostics(unsatisfiable: conflicts, ambiguous: ambiguities())
    }

    // MARK: Conflicts

    /// A minimal set of installed required constraints that, with `broken`, cannot hold:
    /// the set the deletion filter finds when it drops the candidates from the last to the
    /// first (drop one, and keep it dropped if `broken` still does not fit), found with one
    /// failing solve per member instead of one per candidate left out (`ConflictSetSearch`,
    /// docs/solver.md "Conflict sets"), and remembered for the same question
    /// (`ConflictSetMemo`). Only constraints connected to `broken` through shared variables
    /// are candidates.
    func minimalConflict(for broken: SceneConstraint) -> [SceneConstraint] {
        let candidates = connectedRequiredConstraints(of: broken)
        // Each round's probe starts its witness at the last solution, where the candidates
        // hold (published values: reading them solves nothing).
        var search = ConflictSetSearch(pinned: [root.left, root.top], candidates: candidates.map(\.compiled),
                                       broken: compile(broken), start: { solver.value(of: $0) })
        let needed = conflictSets.members(of: &search).map { candidates[$0].constraint }
        return [broken] + needed.sorted { $0.sequence < $1.sequence }
    }

    /// Installed required constraints linked to `start` by chains of shared variables, in
    /// the scene's order, each compiled (once: the search states them from these).
    private func connectedRequiredConstraints(of start: SceneConstraint) -> [(constraint: SceneConstraint, compiled: CompiledConstraint)] {
        let required = constraints.filter { $0 !== start && $0.solverID != nil && $0.priority >= 1000 }
        var byVariable: [Variable: [Int]] = [:]
        var compiled: [CompiledConstraint] = []
        compiled.reserveCapacity(required.count)
        for (index, constraint) in required.enumerated() {
            let statement = compile(constraint)
            compiled.append(statement)
            for term in statement.terms { byVariable[term.variable, default: []].append(index) }
        }
        var reached = Set<Int>()
        var frontier = compile(start).terms.map(\.variable)
        var seenVariables = Set(frontier)
        while let variable = frontier.popLast() {
            for index in byVariable[variable] ?? [] where reached.insert(index).inserted {
                for term in compiled[index].terms where seenVariables.insert(term.variable).inserted {
                    frontier.append(term.variable)
                }
            }
        }
        return reached.sorted().map { (required[$0], compiled[$0]) }
    }

    // MARK: Ambiguity

    /// Views (in the hierarchy) with an attribute the constraints do not pin down; a scroll
    /// view whose content does not determine its content size has "contentWidth" or
    /// "contentHeight" (Interface Builder's "Scrollable content size is ambiguous"). A table
    /// or collection whose rows or items make its content never has (docs/uikit-behaviours.md
    /// T8): UIKit's table and collection views set their `contentSize` themselves, from their
    /// rows (T5) or their layout's `collectionViewContentSize` ("The collection view uses this
    /// information to configure its own content size", Apple's UICollectionViewLayout
    /// reference), so subviews touching their edges (a table header or footer view's
    /// autoresizing constraints) leave nothing open there.
    func ambiguities() -> [SceneDiagnostics.Ambiguity] {
        let ambiguous = solver.ambiguousVariables()
        guard !ambiguous.isEmpty else { return [] }
        var result: [SceneDiagnostics.Ambiguity] = []
        // A sealed stack's arranged views are in no solver row: their rects are the closed
        // form's unique optimum, never ambiguous (docs/solver.md, "Sealing").
        for view in views where view.inHierarchy && !view.isSealedArranged {
            var attributes: [String] = []
            if ambiguous.contains(view.left) { attributes.append("x") }
            if ambiguous.contains(view.top) { attributes.append("y") }
            if ambiguous.contains(view.width) { attributes.append("width") }
            if ambiguous.contains(view.height) { attributes.append("height") }
            if view.kind.isScrollView, !tableDefinesContent(view), !collectionDefinesContent(view),
               let content = view.insetGuides.first(where: { $0.role == .contentLayoutGuide })?.node {
                if ambiguous.contains(content.width) { attributes.append("contentWidth") }
                if ambiguous.contains(content.height) { attributes.append("contentHeight") }
            }
            if !attributes.isEmpty { result.append(SceneDiagnostics.Ambiguity(view: view.id, attributes: attributes)) }
        }
        return result
    }

    // MARK: Constraints affecting a view

    /// The constraints that determine the view's position and size on an axis: those the
    /// solver's current solution rests on for the view's variables (tight constraints,
    /// followed through chains of views), in the order they were added.
    public func constraintsAffecting(_ id: String, axis: LayoutAxis) throws(SceneError) -> [String] {
        layoutIfNeverLaidOut()
        let view = try view(id)
        // The answer names the stacks' generated constraints: sealed stacks make them now.
        if !sealing.stacks.isEmpty {
            unsealForAnalysis()
            relayoutAfterUnsealing()
        }
        guard view.inHierarchy else { return [] }
        let variables = axis == .horizontal ? [view.left, view.width] : [view.top, view.height]
        var ids = Set<ConstraintID>()
        for variable in variables { ids.formUnion(solver.constraintsDetermining(variable)) }
        // Only the flat intrinsic blocks named in the answer become objects; the flat
        // document records all do when one is named.
        materializeIntrinsicBlocks(installedAs: ids)
        if flatDocuments.anyInstalled(as: ids) { materializeAllDocumentRecords() }
        return storedConstraints.filter { $0.solverID.map(ids.contains) ?? false }
            .sorted { $0.sequence < $1.sequence }
            .map(\.displayName)
    }
}
