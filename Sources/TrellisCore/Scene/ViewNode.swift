import Cassowary

/// The runtime state of one view of a scene.
///
/// Each view owns four solver variables for its alignment rect in root coordinates
/// (left, top, width, height); every layout attribute is a linear expression of them
/// (`Scene+Attributes.swift`). Properties that vary by size class keep their description
/// so that a trait change can resolve them again.
final class ViewNode {
    // The stored properties are ordered so that the small ones fill the padding of the
    // optionals (the class's declaration order is its layout), and what few views have — a stack's, a guide
    // owner's, a scroll view's, the host's overrides — is kept in `rare`, made on first
    // write: a scene has a node per view, and most views are leaves of a list.

    let description: ViewDescription
    var id: String { description.id }
    var kind: ViewKind { description.kind }

    /// Strong: the scene breaks the parent/child cycles when it is freed (`Scene.deinit`)
    /// or when a view is removed.
    var superview: ViewNode?
    var subviews: [ViewNode] = []

    /// `Variable.unallocated` until the view has them: an arranged view of a stack that may
    /// be sealed gets them only if the stack unseals (`Scene.allocateVariables`).
    private(set) var left = Variable.unallocated
    private(set) var top = Variable.unallocated
    private(set) var width = Variable.unallocated
    private(set) var height = Variable.unallocated
    var hasVariables: Bool { left != .unallocated }
    /// When the view's variables were made, as a scene that never sealed a stack would
    /// have made them (`Scene+Unsealing.swift`): the order of a rebuilt solver's columns.
    var variableRank = VariableRank(major: 0, minor: 0)

    var margins = DirectionalInsets.defaultMargins
    /// For views a constraint names by a margin attribute: their margins with the safe area,
    /// a view controller root's minimum and the superview's margins applied
    /// (`Scene+Margins.swift`); nil until the first layout pass computes them.
    var computedMargins: EdgeInsets?
    // The flags here and after `pointSize`, and the two 32-bit fields after the intrinsic
    // sizes, fill the 7 bytes an optional leaves after its payload (a field is laid out at
    // its predecessor's size, not its stride): 24 bytes a node fewer than in a block of
    // their own (issue 18). Resolved for the current traits:
    var ownInstalled = true
    /// Installed itself and all its ancestors: part of the live hierarchy.
    var inHierarchy = false
    var hidden = false
    /// True for the arranged children of a stack or group.
    var isArranged = false
    var isMarginDependent = false
    /// Text, font or intrinsic size changed: measured again at the next layout.
    var needsMeasurement = false
    var stackIsDirty = false
    /// The safe-area insets computed for the layout pass stamped `safeAreaEpoch`
    /// (`Scene+SafeArea.swift`).
    var safeAreaInsets = EdgeInsets.zero
    var safeAreaEpoch = -1
    var declaredIntrinsicSize = IntrinsicSize.none
    /// The view's intrinsic constraints' block in the scene's flat storage while they are
    /// kept there (`FlatIntrinsicConstraints`), else -1 (then they are `intrinsicConstraints`).
    /// Flat constraints are in neither list: `constraints` lists the objects only.
    var flatIntrinsicBlock: Int32 = -1

    // Text.
    var text: String?
    var pointSize: Double?
    /// An arranged view of a sealed stack: its alignment rect comes from the closed form
    /// (`sealedRect`), not from solver variables.
    var isSealedArranged = false
    /// An arranged view of a stack that may be sealed: its intrinsic-size constraints are
    /// not made (their places are taken, `deferredIntrinsicSequence`) until its stack
    /// generates constraints (`Scene.releaseIntrinsicConstraints`).
    var intrinsicConstraintsHeld = false
    /// A layout guide made by the scene (not a view of the document, never reported).
    var isInternalGuide = false
    /// The intrinsic size in effect (declared, or measured for labels).
    var intrinsicSize = IntrinsicSize.none
    /// The newest of the scene's flat document constraints naming this view
    /// (`FlatDocumentConstraints`: the chain of the view's records), -1 for none.
    var flatDocumentHead: Int32 = -1
    /// Baselines from the top of the alignment rect; `lastFromBottom` keeps the last
    /// baseline attached to the bottom edge so that it follows a wrapping label's height.
    var firstBaseline: Double?
    var lastBaselineFromBottom: Double?
    /// The width a wrapping label was last measured at (two-pass layout).
    var measuredAtWidth: Double = .infinity

    /// The intrinsic-size constraints: hugging and compression resistance per axis.
    var intrinsicConstraints: [SceneConstraint] = []
    /// The first of the four sequence numbers taken for intrinsic constraints made only
    /// when the view first has an intrinsic size (`Scene.createIntrinsicConstraints`); -1
    /// when they exist or were never planned (layout guides).
    var deferredIntrinsicSequence = -1
    /// Every constraint that mentions this view (to refresh them when it changes).
    var constraints: [SceneConstraint] = []
    /// Position in `Scene.views`.
    var index = 0

    /// Epoch stamps of the layout pass that last queued, re-framed or reported this view.
    var candidateStamp = 0
    var relativeStamp = 0
    var changedStamp = 0

    // Published geometry (root coordinates, frames not alignment rects).
    var frameInRoot = Rect.zero
    var frameInSuperview = Rect.zero
    /// The root frame this view had before the layout stamped `previousFrameEpoch`; kept
    /// only for views whose root frame changed (`Scene+PreviousFrames.swift`).
    var previousFrameInRoot = Rect.zero
    var previousFrameEpoch = -1
    /// A sealed arranged view's alignment rect in root coordinates (every arranged view of
    /// a sealed stack has one: kept here, not in `rare`).
    var sealedRect = Rect.zero

    /// What few views have (see `RareState`); nil until one of it is written.
    private var rare: RareState?

    /// The view's rare state, made on first use.
    private var rareState: RareState {
        if let rare { return rare }
        let made = RareState()
        rare = made
        return made
    }

    /// The state only some views have: stacks, guide owners, scroll views, views the host
    /// overrode. Each property of `ViewNode` that forwards here reads its default while
    /// there is none and makes one only to write something else.
    private final class RareState {
        var insetGuides: [InsetGuide] = []
        var readableGuide: ReadableGuide?
        var contentOffset = ContentOffset(x: 0, y: 0)
        var hostHidden: Bool?
        var hostIntrinsicSize: IntrinsicSize?
        var stackConstraints: [GeneratedConstraint] = []
        var stackGuides: [ArrangementGuide: ViewNode] = [:]
        var marginsGuide: ViewNode?
        var internalGuides: [ViewNode] = []
        var sealed: SealedStack?
        var sealingRefused = false
        var sealedSequenceBlock: Range<Int>?
        weak var firstBaselineView: ViewNode?
        weak var lastBaselineView: ViewNode?
        var baselineViewsGeneration = -1
    }

    /// The safe-area, layout, keyboard and scroll guides made for this view.
    var insetGuides: [InsetGuide] {
        get { rare?.insetGuides ?? [] }
        _modify { yield &rareState.insetGuides }
    }
    /// The readable content guide, once a constraint names it (`Scene+ReadableContent.swift`).
    var readableGuide: ReadableGuide? {
        get { rare?.readableGuide }
        set { if newValue != nil || rare != nil { rareState.readableGuide = newValue } }
    }
    /// Scroll views: how far the content is scrolled (`Scene+ScrollViews.swift`).
    var contentOffset: ContentOffset {
        get { rare?.contentOffset ?? ContentOffset(x: 0, y: 0) }
        set { if newValue != ContentOffset(x: 0, y: 0) || rare != nil { rareState.contentOffset = newValue } }
    }

    // What the host set through the scene API. It outlives trait changes, as a UIKit
    // view's own `isHidden` or `intrinsicContentSize` override does: a size-class change
    // re-resolves the document's variants, never the host's values.
    var hostHidden: Bool? {
        get { rare?.hostHidden }
        set { if newValue != nil || rare != nil { rareState.hostHidden = newValue } }
    }
    var hostIntrinsicSize: IntrinsicSize? {
        get { rare?.hostIntrinsicSize }
        set { if newValue != nil || rare != nil { rareState.hostIntrinsicSize = newValue } }
    }

    // Stack views (see Scene+Stacks.swift).
    /// The constraints this stack generated, with their stable keys, in the order of the
    /// last generation (`Scene+Stacks.swift`).
    var stackConstraints: [GeneratedConstraint] {
        get { rare?.stackConstraints ?? [] }
        _modify { yield &rareState.stackConstraints }
    }
    var stackGuides: [ArrangementGuide: ViewNode] {
        get { rare?.stackGuides ?? [:] }
        _modify { yield &rareState.stackGuides }
    }
    var marginsGuide: ViewNode? {
        get { rare?.marginsGuide }
        set { if newValue != nil || rare != nil { rareState.marginsGuide = newValue } }
    }
    /// Every guide owned by this stack (for hierarchy updates).
    var internalGuides: [ViewNode] {
        get { rare?.internalGuides ?? [] }
        _modify { yield &rareState.internalGuides }
    }
    /// Stacks laid out in closed form (`Scene+SealedStacks.swift`): what the closed form
    /// keeps; nil for every other view and for a stack laid out by its constraints.
    var sealed: SealedStack? {
        get { rare?.sealed }
        set { if newValue != nil || rare != nil { rareState.sealed = newValue } }
    }
    /// The stack gave up sealing (it was unsealed once, or sealing was switched off): it
    /// generates its constraints from then on.
    var sealingRefused: Bool {
        get { rare?.sealingRefused ?? false }
        set { if newValue || rare != nil { rareState.sealingRefused = newValue } }
    }
    /// The sequence numbers taken when the stack was sealed, for the constraints it
    /// generates if it unseals: they then sort where they would have without sealing.
    var sealedSequenceBlock: Range<Int>? {
        get { rare?.sealedSequenceBlock }
        set { if newValue != nil || rare != nil { rareState.sealedSequenceBlock = newValue } }
    }
    /// Declared baselines (non-label views), from the top of the alignment rect.
    var declaredBaselines: (first: Double, last: Double)? { description.baselines }
    /// Stacks: the views whose baselines stand for this stack's (UIKit's
    /// `viewForFirst/LastBaselineLayout`), as chosen for `baselineViewsGeneration`
    /// (`Scene+Baselines.swift`). Weak: they are descendants, owned by the scene.
    var firstBaselineView: ViewNode? {
        get { rare?.firstBaselineView }
        set { if newValue != nil || rare != nil { rareState.firstBaselineView = newValue } }
    }
    var lastBaselineView: ViewNode? {
        get { rare?.lastBaselineView }
        set { if newValue != nil || rare != nil { rareState.lastBaselineView = newValue } }
    }
    var baselineViewsGeneration: Int {
        get { rare?.baselineViewsGeneration ?? -1 }
        set { if newValue != -1 || rare != nil { rareState.baselineViewsGeneration = newValue } }
    }

    /// A view; with `allocatesVariables` false its variables wait for `allocateVariables`.
    init(description: consuming ViewDescription, solver: Solver, allocatesVariables: Bool = true) {
        // Taken, not borrowed (the caller's copy is moved in with `consume`, then read from
        // the node): a move, not a copy and a destruction of the parameter (reading it before
        // storing it still made the optimizer copy it: ~380 instructions a view, issue 18).
        self.description = consume description
        text = self.description.text
        if allocatesVariables { allocateVariables(in: solver) }
    }

    /// Makes the four variables (once).
    func allocateVariables(in solver: Solver) {
        guard !hasVariables else { return }
        // Unnamed: the scene names a variable by the view that owns it (`Scene.owner(of:)`),
        // so making a view formats and files no strings.
        left = solver.newVariable()
        top = solver.newVariable()
        width = solver.newVariable()
        height = solver.newVariable()
    }

    /// Makes the four variables again in `solver`, which replaces the one they were made in
    /// (`Scene.rebuildSolver`).
    func remakeVariables(in solver: Solver) {
        left = solver.newVariable()
        top = solver.newVariable()
        width = solver.newVariable()
        height = solver.newVariable()
    }

    var isLabel: Bool { kind == .label }
    /// A button with a title: measured like a one-line label plus its content insets.
    var isTitledButton: Bool { kind == .button && text != nil }
    /// A text view that does not scroll: sized by its wrapped text (a scrolling one has
    /// no intrinsic size).
    var isSizingTextView: Bool { kind == .textView && !description.control.scrollEnabled }
    /// Views whose intrinsic size comes from measuring their text (a segmented control's
    /// is its segments' titles).
    var measuresText: Bool {
        isLabel || isTitledButton || kind == .textField || isSizingTextView || kind == .segmentedControl
    }
    /// The text measured: a text field without text measures its placeholder.
    var measuredText: String {
        text ?? (kind == .textField ? description.control.placeholder : nil) ?? ""
    }
    /// A host-drawn `custom:<Name>` view (measured by the host's callback, if any).
    var isCustom: Bool { kind == .custom }
    /// Labels that may wrap; a button's title stays on one line (UIButton's intrinsic
    /// height ignores a wrapped title: openradar 23088144).
    var wraps: Bool { (isLabel && description.lines != 1) || isSizingTextView }
    /// The `lines` its text is measured with (a text view's text wraps without limit).
    var measuredLines: Int { isLabel ? description.lines : isSizingTextView ? 0 : 1 }

    /// Lets go of every constraint and guide record this view holds, breaking the cycles
    /// through the constraints that name it (`ConstraintAnchor` holds its view strongly):
    /// for a view leaving the scene, or every view when the scene is freed.
    func dropConstraints() {
        if !constraints.isEmpty { constraints = [] }
        if !intrinsicConstraints.isEmpty { intrinsicConstraints = [] }
        if !insetGuides.isEmpty { insetGuides = [] }
        readableGuide = nil
    }

    /// The subtree rooted here, depth first (this view first).
    func forEachInSubtree(_ body: (ViewNode) -> Void) {
        body(self)
        for child in subviews { child.forEachInSubtree(body) }
    }
}
