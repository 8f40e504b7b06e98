import Cassowary

/// Baselines of stack views (docs/uikit-behaviours.md S6; UIStackView documentation, "Positioning the
/// stack view's content"): a stack has no text of its own, so its first and last baselines
/// are those of one of its arranged views, UIKit's `viewForFirstBaselineLayout` and
/// `viewForLastBaselineLayout`:
/// - a vertical stack uses its first (last) arranged view;
/// - a horizontal stack uses its tallest arranged view;
/// - when that view is itself a stack, its own baseline view, recursively.
/// Hidden arranged views are left out. Trellis measures "tallest" by the heights of the
/// last solve (ties go to the earlier view), and lays out again when the choice changes,
/// so a stack aligns by whatever is tallest in the layout it ends up with. A stack with no
/// visible arranged view falls back to its own bottom edge, as any view without text.
///
/// A constraint on a stack's baseline is compiled against the chosen view's variables;
/// the choice is cached per stack and checked after each solve, and constraints on stack
/// baselines are compiled again whenever the choice or the chosen view's baseline moves.
extension Scene {
    /// The view whose baseline stands for `view`'s: `view` itself unless it is a stack.
    func baselineView(of view: ViewNode, first: Bool) -> ViewNode {
        guard view.kind == .stack else { return view }
        if view.baselineViewsGeneration != baselineViewsGeneration {
            (view.firstBaselineView, view.lastBaselineView) = (chooseBaselineView(of: view, first: true),
                                                               chooseBaselineView(of: view, first: false))
            view.baselineViewsGeneration = baselineViewsGeneration
        }
        return (first ? view.firstBaselineView : view.lastBaselineView) ?? view
    }

    /// Follows the rule above down nested stacks, from the current solution.
    private func chooseBaselineView(of stack: ViewNode, first: Bool) -> ViewNode {
        var current = stack
        // Each step goes one level down the hierarchy, whose depth is bounded.
        while current.kind == .stack {
            let visible = current.subviews.filter { $0.isArranged && $0.ownInstalled && !$0.hidden }
            guard var chosen = first ? visible.first : visible.last else { break }
            let axis = current.description.stack?.axis.resolved(for: traits) ?? .horizontal
            if axis == .horizontal {
                var tallest = solver.currentValue(of: chosen.height)
                for view in visible.dropFirst() {
                    let height = solver.currentValue(of: view.height)
                    if height > tallest + 1e-9 {
                        chosen = view
                        tallest = height
                    }
                }
            }
            current = chosen
        }
        return current
    }

    /// Records that the baseline views of stacks must be chosen again (arranged views
    /// changed) or that a chosen view's baseline offset moved.
    func invalidateStackBaselines(choice: Bool) {
        if choice { baselineViewsGeneration &+= 1 }
        stackBaselinesNeedRecompiling = true
    }

    /// Before a solve: constraints on stack baselines are compiled again when something
    /// they depend on changed (the solver only sees those whose terms or constant differ).
    func recompileStackBaselineConstraintsIfNeeded() {
        guard stackBaselinesNeedRecompiling else { return }
        stackBaselinesNeedRecompiling = false
        for (_, dependents) in stacksWithBaselineConstraints() {
            for constraint in dependents { markDirty(constraint) }
        }
    }

    /// After a solve: chooses every constrained stack's baseline views again from the new
    /// solution; returns whether any choice changed (its constraints are then dirty).
    func stackBaselineViewsMoved() -> Bool {
        var moved = false
        for (stack, dependents) in stacksWithBaselineConstraints() {
            let first = chooseBaselineView(of: stack, first: true)
            let last = chooseBaselineView(of: stack, first: false)
            let current = stack.baselineViewsGeneration == baselineViewsGeneration
            if current && first === stack.firstBaselineView && last === stack.lastBaselineView { continue }
            (stack.firstBaselineView, stack.lastBaselineView) = (first, last)
            stack.baselineViewsGeneration = baselineViewsGeneration
            for constraint in dependents { markDirty(constraint) }
            moved = true
        }
        return moved
    }

    /// The stacks in the hierarchy with constraints on their baselines, with those
    /// constraints; cached until the scene's structure changes.
    func stacksWithBaselineConstraints() -> [(ViewNode, [SceneConstraint])] {
        if baselineDependents.generation == structureGeneration { return baselineDependents.entries }
        var entries: [(ViewNode, [SceneConstraint])] = []
        // By index, the test read in place: only stacks are bound (a for-in loop retained
        // and released every view).
        for index in views.indices where views[index].kind == .stack && views[index].inHierarchy {
            let view = views[index]
            let dependents = view.constraints.filter { constraint in
                (constraint.first.view === view && constraint.first.attribute.isBaseline)
                    || (constraint.second.map { $0.view === view && $0.attribute.isBaseline } ?? false)
            }
            if !dependents.isEmpty { entries.append((view, dependents)) }
        }
        baselineDependents = (structureGeneration, entries)
        return entries
    }
}
