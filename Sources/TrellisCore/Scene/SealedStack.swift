/// What a scene keeps for one stack laid out in closed form (`Scene+SealedStacks.swift`):
/// the closed form's inputs and answers, how the rest of the scene holds the canvas in each
/// direction, and the stand-in rows that give a free direction its natural extent.
final class SealedStack {
    /// The arranged views in the hierarchy, in order (what `configuration.items` describes).
    var arranged: [ViewNode] = []
    /// The stack's resolved properties for the current traits.
    var configuration: StackConfiguration { didSet { forgetRelayout() } }
    /// What the closed form needs beyond the configuration, per arranged view.
    var items: [StackClosedFormItem] = [] { didSet { forgetRelayout() } }
    /// An equal-gap stack's invariant parts along the axis, kept for the next fixed canvases
    /// (`EqualGapRelayout`): from the build's closed form when its answer keeps every view
    /// at its intrinsic length, else made at the next canvas; `relayoutTried` when it was
    /// made or found not to apply. Both forgotten when the inputs change.
    var alongRelayout: EqualGapRelayout?
    var relayoutTried = false
    /// Whether the rest of the scene leaves the canvas's length (along the axis) or breadth
    /// (across it) free, as classified at the last layout (docs/solver.md, "Sealing").
    var lengthIsFree = false
    var breadthIsFree = false
    /// The required `canvas.length == natural` and `canvas.breadth == natural` rows of a
    /// free direction; nil for a fixed one.
    var lengthStandIn: SceneConstraint?
    var breadthStandIn: SceneConstraint?
    /// The closed form's answers, and the fixed extents they were computed for (nil: free).
    var along: StackAlongAxisLayout?
    var across: StackAcrossAxisLayout?
    var alongCanvas: Double?
    var acrossCanvas: Double?
    /// The inputs changed since the answers were computed.
    var inputsChanged = true
    /// A stack nested in a sealed stack: what its rows make of its length and breadth, as an
    /// item of the outer stack (docs/solver.md, "Nested stacks"); nil until computed.
    var profile: (length: StackExtentProfile, breadth: StackExtentProfile)?
    /// The canvas origin, width and direction the arranged views' rects were last set for;
    /// nil when they must be set again (new answers).
    var placedFor: (left: Double, top: Double, width: Double, rightToLeft: Bool)?

    /// The inputs of the generation the stack would have made last without sealing: what
    /// a regeneration's new constraints (each taking a `#n` number) are counted against;
    /// nil when it would hold none (out of the hierarchy).
    var lastGeneration: (configuration: StackConfiguration, arranged: [ViewNode])?

    init(configuration: StackConfiguration) {
        self.configuration = configuration
    }

    private func forgetRelayout() {
        alongRelayout = nil
        relayoutTried = false
    }

    /// Whether `constraint` is one of this stack's stand-in rows.
    func isStandIn(_ constraint: SceneConstraint) -> Bool {
        constraint === lengthStandIn || constraint === breadthStandIn
    }
}

/// Why a stack is not (or no longer) sealed: the fallback reasons the solver statistics count.
public enum StackSealingFallback: Int, CaseIterable, Sendable {
    /// Sealing is switched off (`Scene.usesSealedStacks`).
    case switchedOff
    /// Baseline alignment or baseline-relative spacing: the two directions share rows.
    case baselines
    /// `isLayoutMarginsRelativeArrangement`: the canvas is the margins (not sealed yet).
    case marginsRelative
    /// The stack has guides, plain subviews, or is named through its baselines or guides.
    case stackNamedInside
    /// The stack is arranged in another stack that is not sealed (a nest is sealed as one, at
    /// any depth): its canvas rests on that stack's rows (docs/solver.md, "Nested stacks").
    case nestedInStack
    /// An arranged view is named by a constraint other than its own intrinsic-size ones and
    /// its own-size rows, or its own-size rows come to no profile the closed forms take
    /// (docs/solver.md, "Own rows of an arranged view").
    case arrangedViewNamed
    /// An arranged view has subviews, guides, or is a container, scroll view, or a stack
    /// that cannot be sealed with this one.
    case arrangedViewNotALeaf
    /// An arranged view is a wrapping label or text view.
    case multilineText
    /// An arranged view's hugging or compression resistance is required (1000). No longer
    /// reported: the closed forms keep required item rows or decline (docs/solver.md,
    /// "Required item rows"); kept for the counters' layout.
    case requiredIntrinsicPriority
    /// A direction neither free nor fixed by required constraints, or the solution not
    /// certified directly (the LP decides).
    case canvasNotFixed
    /// The closed form declined (a tie, an ambiguity, a trade-off it does not prove).
    case closedFormDeclined
    /// An analysis (constraints affecting a view, fitting) needed the stack's constraints.
    case analysis

    /// The reason's name in the statistics.
    public var name: String {
        switch self {
        case .switchedOff: return "switched off"
        case .baselines: return "baselines"
        case .marginsRelative: return "margins relative"
        case .stackNamedInside: return "stack named through guides or baselines"
        case .nestedInStack: return "nested in a stack"
        case .arrangedViewNamed: return "arranged view named"
        case .arrangedViewNotALeaf: return "arranged view not a leaf"
        case .multilineText: return "multiline text"
        case .requiredIntrinsicPriority: return "required intrinsic priority"
        case .canvasNotFixed: return "canvas not fixed"
        case .closedFormDeclined: return "closed form declined"
        case .analysis: return "analysis"
        }
    }
}

/// Counts of sealed stacks since the scene was made.
public struct StackSealingReport: Sendable {
    /// Stacks sealed (each counted once, at its first sealing).
    public var sealed = 0
    /// Stack layouts computed in closed form (one per sealed stack and layout that moved it).
    public var closedFormLayouts = 0
    /// Stacks never sealed or unsealed, by reason (`StackSealingFallback.rawValue`).
    public var fallbacks = [Int](repeating: 0, count: StackSealingFallback.allCases.count)

    /// The count for one reason.
    public func count(_ reason: StackSealingFallback) -> Int { fallbacks[reason.rawValue] }
}

/// The scene's sealing state.
struct SealingState {
    /// Whether stacks may be sealed (`Scene.usesSealedStacks`).
    var isEnabled = true
    /// The sealed stacks, in the order they were sealed.
    var stacks: [ViewNode] = []
    /// Intrinsic-size constraints made in their reserved places, waiting to be merged into
    /// the scene's list (`Scene.flushCollectedConstraints`).
    var collectedConstraints: [SceneConstraint] = []
    /// Stacks a pass found it must unseal, with the reason, unsealed once its loop is done.
    var pending: [(stack: ViewNode, reason: StackSealingFallback)] = []
    /// While an unsealed stack generates: the sequence numbers left of those it took.
    var sequenceBlock: Range<Int>?
    /// Sealed stacks whose first generation's `#n` numbers are not yet taken: taken (counted
    /// from the constraints `StackLayout` would have made) before the next unnamed document
    /// constraint is numbered, so that it gets the number it gets without sealing.
    var keyDebts: [(stack: ViewNode, configuration: StackConfiguration, arranged: [ViewNode])] = []
    /// While an unsealed stack whose numbers were taken generates: it takes none again.
    var suppressesGeneratedKeys = false
    var report = StackSealingReport()
    /// Indices (in `Scene.views`) of sealed arranged views whose rects the current layout
    /// pass set anew, for `updateFrames`: plain integers, so that queuing a thousand moved
    /// views touches no reference count. Emptied (capacity kept) by every pass.
    var movedViews: [Int] = []
}
