import Cassowary

/// The runtime state of one view of a scene.
///
/// Each view owns four solver variables for its alignment rect in root coordinates
/// (left, top, width, height); every layout attribute is a linear expression of them
/// (`Scene+Attributes.swift`). Properties that vary by size class keep their description
/// so that a trait change can resolve them again.
final class ViewNode {
    // The stored properties are ordered so that the small ones fill the padding of the
    // larger ones (the class's declaration order is its layout), and what few views have — a
    // stack's, a guide owner's, a scroll view's, the host's overrides — is kept in `rare`,
    // made on first write, and what only the views whose safe area is asked have in a box of
    // its own: a scene has a node per view, and most views are leaves of a list. A node was
    // 616 bytes; it is about 330 (issue 18).

    /// The array that holds the view's description and its place in it: the document's own
    /// `subviews` or `arranged` list (the scene keeps the document alive), not a copy of
    /// the description — 12 bytes a view where a copy took 96 (issue 18).
    private let descriptions: [ViewDescription]
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

    private let descriptionPlace: Int32
    /// Position in `Scene.views` (32 bits: a scene's views are counted in `Int32`s throughout).
    private var place: Int32 = 0
    /// Position in `Scene.views`.
    var index: Int {
        get { Int(place) }
        set { place = Int32(truncatingIfNeeded: newValue) }
    }
    /// The view's intrinsic constraints' block in the scene's flat storage while they are
    /// kept there (`FlatIntrinsicConstraints`), else -1 (then they are `intrinsicConstraints`).
    /// Flat constraints are in neither list: `constraints` lists the objects only.
    var flatIntrinsicBlock: Int32 = -1
    /// The newest of the scene's flat document constraints naming this view
    /// (`FlatDocumentConstraints`: the chain of the view's records), -1 for none.
    var flatDocumentHead: Int32 = -1

    /// Stamps of the layout pass (`Scene.frameEpoch`) that last queued, re-framed or
    /// reported this view, and that last changed its root frame (`Scene+PreviousFrames.swift`).
    /// 0 is no pass: the scene clears them when its 32-bit epoch wraps.
    var candidateStamp: UInt32 = 0
    var relativeStamp: UInt32 = 0
    var changedStamp: UInt32 = 0
    var previousFrameEpoch: UInt32 = 0
    /// The root frame this view had before the layout stamped `previousFrameEpoch`: its
    /// place in `Scene.previousFrames`, or -1 for a zero frame (the first layout's).
    var previousFrameSlot: Int32 = -1

    let kind: ViewKind
    // Resolved for the current traits:
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
    /// An arranged view of a sealed stack: its alignment rect comes from the closed form
    /// (`Scene.sealedRect(of:)`), not from solver variables.
    var isSealedArranged = false
    /// An arranged view of a stack that may be sealed: its intrinsic-size constraints are
    /// not made (their places are taken, `deferredIntrinsicSequence`) until its stack
    /// generates constraints (`Scene.releaseIntrinsicConstraints`).
    var intrinsicConstraintsHeld = false
    /// A layout guide made by the scene (not a view of the document, never reported).
    var isInternalGuide = false
    /// Whether `storedComputedMargins` holds the margins a layout pass computed (in the
    /// padding byte after the flags above: no room of its own).
    private var hasComputedMargins = false

    // Optional doubles packed in 8 bytes each (`PackedOptionalDouble`).
    private var packedPointSize = PackedOptionalDouble()
    private var packedDeclaredIntrinsicSize = PackedIntrinsicSize()
    private var packedIntrinsicSize = PackedIntrinsicSize()
    private var packedFirstBaseline = PackedOptionalDouble()
    private var packedLastBaselineFromBottom = PackedOptionalDouble()

    var pointSize: Double? {
        get { packedPointSize.value }
        set { packedPointSize = PackedOptionalDouble(newValue) }
    }
    var declaredIntrinsicSize: IntrinsicSize {
        get { packedDeclaredIntrinsicSize.value }
        set { packedDeclaredIntrinsicSize = PackedIntrinsicSize(newValue) }
    }
    /// The intrinsic size in effect (declared, or measured for labels).
    var intrinsicSize: IntrinsicSize {
        get { packedIntrinsicSize.value }
        set { packedIntrinsicSize = PackedIntrinsicSize(newValue) }
    }
    /// Baselines from the top of the alignment rect; `lastFromBottom` keeps the last
    /// baseline attached to the bottom edge so that it follows a wrapping label's height.
    var firstBaseline: Double? {
        get { packedFirstBaseline.value }
        set { packedFirstBaseline = PackedOptionalDouble(newValue) }
    }
    var lastBaselineFromBottom: Double? {
        get { packedLastBaselineFromBottom.value }
        set { packedLastBaselineFromBottom = PackedOptionalDouble(newValue) }
    }
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

    // Published geometry (root coordinates, frames not alignment rects).
    var frameInRoot = Rect.zero
    var frameInSuperview = Rect.zero

    // What a layout pass computes for the views it asks for a safe area (guide owners, the
    // views whose margins it computes and their ancestors) is kept out of line, in a box only
    // those views make: a scene whose root has no safe area keeps none
    // (`Scene.safeAreaInsets(of:)`).
    private var safeAreaBox: OutOfLine<(insets: EdgeInsets, epoch: Int)>?
    // The margins a pass computes (for views a constraint names by a margin attribute: a third
    // of a list's views) are kept in the node. They were in a box of their own: an allocation
    // for each of those views in the first layout, about 80k instructions of the 1000-view list
    // document's (issue 18, round 22), for 32 bytes more a node (a block of 336 bytes, not
    // 304) and the box's 64 fewer for each view that had one.
    private var storedComputedMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// For views a constraint names by a margin attribute: their margins with the safe area,
    /// a view controller root's minimum and the superview's margins applied
    /// (`Scene+Margins.swift`); nil until the first layout pass computes them.
    var computedMargins: EdgeInsets? {
        get { hasComputedMargins ? storedComputedMargins : nil }
        set {
            if let newValue {
                storedComputedMargins = newValue
                hasComputedMargins = true
            } else {
                hasComputedMargins = false
            }
        }
    }

    /// The safe-area insets computed for the layout pass stamped `epoch`
    /// (`Scene+SafeArea.swift`); nil when none were kept for that pass.
    func safeAreaInsets(keptFor epoch: Int) -> EdgeInsets? {
        guard let kept = safeAreaBox?.value, kept.epoch == epoch else { return nil }
        return kept.insets
    }

    /// Keeps the safe-area insets computed for the layout pass stamped `epoch`.
    func keepSafeAreaInsets(_ insets: EdgeInsets, for epoch: Int) {
        if let safeAreaBox {
            safeAreaBox.value = (insets, epoch)
        } else {
            safeAreaBox = OutOfLine((insets, epoch))
        }
    }

    /// The view's description, read in place from the array that holds it.
    ///
    /// By address, not by an array subscript: the subscript returns a copy, and a reader
    /// that calls a description's getter out of line (`control`, `installed`) made one, a
    /// retain and release of each of its boxes, per read (~200 instructions a view a pass,
    /// issue 18). The address is stable: `descriptions` is a native array this node holds
    /// and never changes, and `descriptionPlace` was checked against it when the node was made.
    var description: ViewDescription {
        unsafeAddress {
            descriptions.withUnsafeBufferPointer { $0.baseAddress.unsafelyUnwrapped + Int(descriptionPlace) }
        }
    }
    var id: String { description.id }

    /// The view's text: what the host set (`Scene.setText`), else the document's.
    var text: String? { rare?.hostText ?? description.text }
    /// The text the host set, which replaces the document's.
    var hostText: String? {
        get { rare?.hostText }
        set { if newValue != nil || rare != nil { rareState.hostText = newValue } }
    }

    /// Resolved layout margins for the current traits (UIKit's 8 points unless declared;
    /// written out, as `DirectionalInsets.defaultMargins` is: a static read per view was a
    /// call through its once-token).
    var margins: DirectionalInsets {
        get { rare?.margins ?? DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        set {
            if newValue != DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8) || rare != nil {
                rareState.margins = newValue
            }
        }
    }

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
    /// overrode, views that declare their margins. Each property of `ViewNode` that forwards here reads its default while
    /// there is none and makes one only to write something else.
    private final class RareState {
        var margins = DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        var hostText: String?
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
    /// Puts the guides this view owns in or out of the hierarchy with it. Read in place: the
    /// getter's empty list for a view without rare state was released again, every view of
    /// every hierarchy update (issue 18, round 22).
    func setInternalGuidesInHierarchy(_ isIn: Bool) {
        guard let rare else { return }
        for guide in rare.internalGuides { guide.inHierarchy = isIn }
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

    /// The view described by `descriptions[place]`; with `allocatesVariables` false its
    /// variables wait for `allocateVariables`. The array is kept, not copied: a child's is
    /// its parent description's `subviews` or `arranged`.
    init(descriptions: [ViewDescription], at place: Int, solver: Solver, allocatesVariables: Bool = true) {
        self.descriptions = descriptions
        descriptionPlace = Int32(truncatingIfNeeded: place)
        kind = descriptions[place].kind
        if allocatesVariables { allocateVariables(in: solver) }
    }

    /// The view described by `descriptions[place]`, with four variables made for it
    /// beforehand (`Scene.preparedVariables`). No solver: an initializer's arguments are
    /// passed owned, and passing the scene's solver retained and released it for each view
    /// (issue 18, round 22).
    init(descriptions: [ViewDescription], at place: Int, variables: (Variable, Variable, Variable, Variable)) {
        self.descriptions = descriptions
        descriptionPlace = Int32(truncatingIfNeeded: place)
        kind = descriptions[place].kind
        (left, top, width, height) = variables
    }

    /// A view described by `description` alone (the root, an inserted subtree, a guide).
    convenience init(description: ViewDescription, solver: Solver, allocatesVariables: Bool = true) {
        self.init(descriptions: [description], at: 0, solver: solver, allocatesVariables: allocatesVariables)
    }

    /// Makes the four variables (once).
    func allocateVariables(in solver: Solver) {
        guard !hasVariables else { return }
        // Unnamed: the scene names a variable by the view that owns it (`Scene.owner(of:)`),
        // so making a view formats and files no strings. Four at once: one append per solver
        // array for all four.
        (left, top, width, height) = solver.newFourVariables()
    }

    /// Makes the four variables again in `solver`, which replaces the one they were made in
    /// (`Scene.rebuildSolver`).
    func remakeVariables(in solver: Solver) {
        (left, top, width, height) = solver.newFourVariables()
    }

    var isLabel: Bool { kind == .label }
    /// A button with a title: measured like a one-line label plus its content insets.
    var isTitledButton: Bool { kind == .button && text != nil }
    /// A text view that does not scroll: sized by its wrapped text (a scrolling one has
    /// no intrinsic size).
    var isSizingTextView: Bool { kind == .textView && !description.control.scrollEnabled }
    /// Views whose intrinsic size comes from measuring their text (a segmented control's
    /// is its segments' titles).
    ///
    /// Inlined for the kinds decided by kind alone: a call a view, three times a view while a
    /// scene is built (about 60 instructions a view, issue 18, round 22); a button's title and
    /// a text view's scrolling are read out of line.
    @inline(__always)
    var measuresText: Bool {
        switch kind {
        case .label, .textField, .segmentedControl: true
        case .button, .textView: measuresItsContent
        default: false
        }
    }

    /// `measuresText` for a button (a title) or a text view (not scrolling).
    @inline(never)
    private var measuresItsContent: Bool { isTitledButton || isSizingTextView }
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

/// A value a `ViewNode` keeps out of line, in a box made only for the views that have one.
private final class OutOfLine<Value> {
    var value: Value

    init(_ value: Value) { self.value = value }
}
