import Cassowary

/// What a layout pass's settling changes, as it was when the pass began: kept while sealed
/// stacks may unseal after the pass's first solve, and put back when they do, so that the
/// rebuilt solver starts where a never-sealed scene's solver started (docs/solver.md,
/// "Unsealing after a solve": *A rebuild in the pass starts from the pass's start*).
///
/// A pass solves, then settles: wrapping labels measure again at their solved widths, stacks
/// choose their baseline views from the solved heights, safe areas and margins follow the
/// solved frames, and each change is a constant change the solver follows incrementally.
/// A stack that unseals after that solve rebuilds the solver, which must then hold what a
/// never-sealed scene's solver holds. That scene added its rows with the pass-start
/// measurements and went through the same settling, constant change by constant change;
/// a solver rebuilt with the settled values went through none. The optimum is the same,
/// but where it is not unique (an ambiguous layout) the tie fell otherwise: the sealed
/// campaign's case 6386 and nested case 5404 (round 11), a wrapping label beside an
/// ambiguous stack.
struct PassStartState {
    /// Each wrapping label's measurement.
    var labels: [(view: ViewNode, size: IntrinsicSize, measuredAtWidth: Double,
                  firstBaseline: Double?, lastBaselineFromBottom: Double?)] = []
    /// Each inset guide's constants and statements.
    var guides: [(guide: InsetGuide, isStated: Bool,
                  constraints: [(constraint: SceneConstraint, constant: Double, source: String)])] = []
    /// Each margin-dependent view's margins.
    var margins: [(view: ViewNode, margins: EdgeInsets?)] = []
    /// Each stack with constraints on its baselines: its chosen baseline views.
    var baselineViews: [(stack: ViewNode, first: ViewNode?, last: ViewNode?, generation: Int)] = []
    var baselineViewsGeneration = 0
}

extension Scene {
    /// The settling state at the start of a pass, or nil when nothing settles (no wrapping
    /// label, inset guide, margin-dependent view or baseline constraint: the common case,
    /// which allocates nothing).
    func passStartState() -> PassStartState? {
        let baselineStacks = stacksWithBaselineConstraints()
        guard !wrappingLabels.isEmpty || !safeArea.guides.isEmpty || !safeArea.marginDependents.isEmpty
                || !baselineStacks.isEmpty else { return nil }
        var state = PassStartState()
        for view in wrappingLabels where view.inHierarchy {
            state.labels.append((view, view.intrinsicSize, view.measuredAtWidth, view.firstBaseline,
                                 view.lastBaselineFromBottom))
        }
        for guide in safeArea.guides {
            state.guides.append((guide, guide.isStated, guide.constraints.map { ($0, $0.constant, $0.source) }))
        }
        for view in safeArea.marginDependents { state.margins.append((view, view.computedMargins)) }
        for (stack, _) in baselineStacks {
            state.baselineViews.append((stack, stack.firstBaselineView, stack.lastBaselineView,
                                        stack.baselineViewsGeneration))
        }
        state.baselineViewsGeneration = baselineViewsGeneration
        return state
    }

    /// Puts the pass-start settling state back (after the solver was rebuilt in the pass):
    /// the next solve settles again from there, as a never-sealed scene's pass did.
    func restore(_ state: PassStartState) {
        for label in state.labels where label.view.inHierarchy {
            setIntrinsicSize(label.size, of: label.view)
            label.view.measuredAtWidth = label.measuredAtWidth
            if label.view.firstBaseline != label.firstBaseline
                || label.view.lastBaselineFromBottom != label.lastBaselineFromBottom {
                label.view.firstBaseline = label.firstBaseline
                label.view.lastBaselineFromBottom = label.lastBaselineFromBottom
                invalidateStackBaselines(choice: false)
            }
        }
        for entry in state.guides {
            entry.guide.isStated = entry.isStated
            for saved in entry.constraints where !saved.constraint.isDiscarded {
                guard saved.constraint.constant != saved.constant else { continue }
                saved.constraint.constant = saved.constant
                saved.constraint.source = saved.source
                markDirty(saved.constraint)
            }
        }
        for entry in state.margins where entry.view.computedMargins != entry.margins {
            entry.view.computedMargins = entry.margins
            safeArea.marginInputsGeneration &+= 1  // put back, not computed: the next pass computes all
            // As `updateMargins`: flat document records on its margins become objects.
            settleFlatDocumentRecords(naming: entry.view)
            for constraint in entry.view.constraints where constraint.namesMargin(of: entry.view) { markDirty(constraint) }
        }
        for entry in state.baselineViews {
            entry.stack.firstBaselineView = entry.first
            entry.stack.lastBaselineView = entry.last
            entry.stack.baselineViewsGeneration = entry.generation
        }
        if baselineViewsGeneration != state.baselineViewsGeneration || !state.baselineViews.isEmpty {
            baselineViewsGeneration = state.baselineViewsGeneration
            invalidateStackBaselines(choice: false)
        }
    }
}
