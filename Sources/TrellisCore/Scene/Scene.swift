import Cassowary

/// One live layout: a view hierarchy, its constraints, the traits it is laid out for, and
/// the solver that holds them.
///
/// The scene is built once from a `SceneDescription`; after that every change (size,
/// traits, constants, priorities, activation, text, intrinsic sizes, insertions) is
/// recorded and pushed into the solver incrementally by the next `layout()`: in-place
/// constant and priority changes (the scene size and safe area included), and add/remove
/// only for constraints whose installation changed. A scene is used by one thread at a
/// time.
public final class Scene {
    /// Replaced by a fresh one only when a sealed stack unseals after a solve
    /// (`Scene+Unsealing.swift`).
    var solver = Solver()
    /// Every view of the scene instance, installed or not, in document order (depth first).
    var views: [ViewNode] = []
    /// The views by id (`ViewDirectory`): `namedView`.
    var viewDirectory = ViewDirectory()
    /// False until the first layout (see `layoutIfNeverLaidOut`).
    var hasLaidOut = false
    /// Bumped whenever views are added or removed (hosts cache id strings by it).
    public internal(set) var viewListGeneration = 0
    /// Bumped whenever views, constraints, installation or traits change: what cached
    /// fitting sessions are checked against.
    var structureGeneration = 0
    var fittingSessions: [ObjectIdentifier: FittingSession] = [:]
    let root: ViewNode
    let sceneDescription: SceneDescription
    /// The document the scene came from: the scenes its table views use as cells.
    let document: DocumentDescription
    /// Table views' rows, by table id (`Scene+TableViews.swift`), and the live cells that
    /// measure them.
    var tables: [String: TableState] = [:]
    var tableCells: [TableCellKey: TableCell] = [:]
    /// Collection views' items, by collection id (`Scene+CollectionViews.swift`), and the
    /// live cells that measure them, by cell scene.
    var collections: [String: CollectionState] = [:]
    var collectionCells: [String: TableCell] = [:]

    /// The constraint objects, in sequence order. Intrinsic-size and document constraints
    /// kept flat (`flatIntrinsics`, `flatDocuments`) are not among them: the build and
    /// layout paths read this list and the flat storage; everything else reads `constraints`.
    var storedConstraints: [SceneConstraint] = []
    /// Every constraint of the scene as an object, in sequence order: flat intrinsic blocks
    /// and document records are made into objects first (`FlatIntrinsicConstraints`,
    /// `FlatDocumentConstraints`), so diagnostics, analyses and mutations see every constraint.
    var constraints: [SceneConstraint] {
        get {
            materializeAllFlatConstraints()
            return storedConstraints
        }
        _modify {
            materializeAllFlatConstraints()
            yield &storedConstraints
        }
    }
    /// The intrinsic-size constraints of the views made while the scene was built, four
    /// slots a view, until something needs them as objects (`FlatIntrinsicConstraints.swift`).
    var flatIntrinsics = FlatIntrinsicConstraints()
    /// Set while `init` builds the hierarchy: intrinsic constraints are made flat then.
    var buildsFlatIntrinsics = false
    /// How many flat blocks the build may make at most (its non-arranged views).
    var flatIntrinsicCapacity = 0
    /// The plain document constraints made while the scene was built, until something
    /// needs them as objects (`FlatDocumentConstraints.swift`).
    var flatDocuments = FlatDocumentConstraints()
    /// Set while `init` adds the document's constraints: plain ones are made flat then.
    var buildsFlatDocuments = false
    /// The variables `init` made at once for the views it builds, taken four a view in the
    /// order the views are made (`Scene.newChild`); empty otherwise.
    var preparedVariables = PreparedVariables()
    /// The document and API constraints by id and by `#n` (`ConstraintDirectory.swift`).
    var constraintDirectory = ConstraintDirectory()
    var nextConstraintSequence = 0
    var nextGeneratedKey = 0

    /// The current traits: size classes, layout direction, content size category, display scale.
    public internal(set) var traits = Traits()
    var size = Size(width: 0, height: 0)
    /// The required `root.width == width` and `root.height == height` of the window
    /// (`Scene+Window.swift`).
    var windowConstraints: [SceneConstraint] = []
    /// The size changed since the last layout.
    var windowSizeChanged = true
    /// Set whenever a constraint breaks; cleared once a pass finds none broken. Lets a
    /// size change skip looking for broken constraints to retry when there are none.
    var mayHaveBrokenConstraints = false
    /// The conflict sets found last, by question (`Scene.minimalConflict`).
    var conflictSets = ConflictSetMemo()
    /// The root's safe area (`Scene+SafeArea.swift`).
    var safeArea = SafeAreaState()

    /// Some view's text, font or intrinsic size must be measured again (the views are
    /// flagged: `ViewNode.needsMeasurement`).
    var anyViewNeedsMeasurement = false
    var anyConstraintDirty = true
    /// Something left the solver or changed a constant: broken constraints may fit now.
    var retryBrokenConstraints = false
    /// The place in `views` of the view owning each solver variable (indexed by variable
    /// id; -1: none), to map the solver's changed variables back to views. Places, not
    /// references: four entries a view made with no reference counting (removal, which
    /// renumbers the views, files their variables again).
    var viewOfVariable: [Int32] = []
    var hierarchyChanged = true
    var allFramesDirty = true
    /// Stamps the views visited by one `updateFrames` pass (0: none yet; see `advanceFrameEpoch`).
    var frameEpoch: UInt32 = 0
    /// The root frames before the last pass of the views it moved from a non-zero frame
    /// (`ViewNode.previousFrameSlot`, `Scene+PreviousFrames.swift`).
    var previousFrames: [Rect] = []
    /// `updateFrames`'s index lists, kept with their capacity from pass to pass.
    var frameUpdateBuffers = FrameUpdateBuffers()
    /// Views that joined or left the hierarchy since the last layout.
    var framesChangedByHierarchy: [ViewNode] = []

    var measurer: any TextMeasuring = DefaultMeasurer()
    /// Whether `measurer` is the host's (it then measures custom views too).
    var hostMeasures = false
    var measurementCache: [MeasurementKey: TextMeasurement] = [:]

    /// Indices (in `views`) of the views whose frame changed in the last layout.
    public internal(set) var changedViewIndices: [Int] = []
    /// Labels that wrap (lines != 1): measured again at their solved width after each solve.
    var wrappingLabels: [ViewNode] = []
    /// Stacks whose generated constraints must be made again at the next layout.
    var dirtyStacks: [ViewNode] = []
    /// Stack baselines (`Scene+Baselines.swift`): bumped when the baseline views must be
    /// chosen again; set when constraints on stack baselines must be compiled again; the
    /// stacks with such constraints, cached by structure generation.
    var baselineViewsGeneration = 0
    var stackBaselinesNeedRecompiling = true
    var baselineDependents: (generation: Int, entries: [(ViewNode, [SceneConstraint])]) = (-1, [])
    /// Stacks laid out in closed form (`Scene+SealedStacks.swift`).
    var sealing = SealingState()
    /// Their arranged views' alignment rects, by view place.
    var sealedRects = SealedRects()
    /// The order variables are made in, and the solver rebuilt when a stack unseals after a
    /// solve (`Scene+Unsealing.swift`).
    var unsealing = UnsealingState()

    deinit {
        for view in views {
            view.superview = nil
            if !view.subviews.isEmpty { view.subviews = [] }
            view.dropConstraints()
            // A sealed stack's record holds its arranged views and its stand-in rows (which
            // name the stack): a cycle through the stack.
            view.sealed = nil
            // Only stacks and views with guides hold any (most views: nothing to write).
            if !view.internalGuides.isEmpty || !view.stackConstraints.isEmpty || view.marginsGuide != nil {
                releaseGuides(of: view)
            }
        }
    }

    /// The view named `id`, if any.
    func namedView(_ id: String) -> ViewNode? {
        viewDirectory.view(id, in: views)
    }

    /// The place in `views` of the view named `id`, looked for first at `hint` (a document's
    /// hint, `Equation.firstViewHint`): the view there is the one named `id` when it has that
    /// id and no two views share an id (each filing then took a slot of the directory of its
    /// own). A hint that misses costs a comparison before the lookup. A place, not the view:
    /// the caller holds no reference (issue 18, round 18). The hint's test is inlined into
    /// the one caller (`addPlainConstraint`, twice a constraint: a call each cost about 15
    /// instructions, round 22); the lookup is not.
    @inline(__always)
    func namedPlace(_ id: String, hint: Int32) -> Int? {
        let place = Int(hint)
        if place >= 0, place < views.count, viewDirectory.count == views.count, views[place].id == id { return place }
        return directoryPlace(of: id)
    }

    /// The place of the view named `id`, looked up in the directory (`namedPlace` without
    /// a hint that names it).
    @inline(never)
    private func directoryPlace(of id: String) -> Int? {
        viewDirectory.place(of: id, in: views)
    }

    /// The views by id, read as the dictionary the directory replaced was read
    /// (`scene.viewsByID["title"]`, as tests and other branches read it): `namedView`.
    var viewsByID: ViewsByID { ViewsByID(scene: self) }

    /// `Scene.viewsByID`: a read-only view of the directory.
    struct ViewsByID {
        let scene: Scene
        subscript(id: String) -> ViewNode? { scene.namedView(id) }
    }

    func owner(of variable: Variable) -> ViewNode? {
        let index = Int(variable.id)
        guard index < viewOfVariable.count else { return nil }
        let place = Int(viewOfVariable[index])
        return place >= 0 && place < views.count ? views[place] : nil
    }

    /// Creates the scene `sceneID` of `document` (its initial scene when nil).
    public init(document: DocumentDescription, sceneID: String? = nil) throws(SceneError) {
        let id = sceneID ?? document.initialScene ?? document.scenes.first?.id
        guard let id, let description = document.scene(named: id) else {
            throw SceneError(.notFound, "no scene \"\(sceneID ?? document.initialScene ?? "")\" in the document")
        }
        // One walk sizes the scene and checks its depth.
        let shape = description.root.treeShape
        guard shape.levels - 1 < Scene.maximumDepth else {
            throw SceneError(.argument, "scene \"\(id)\" nests views deeper than \(Scene.maximumDepth) levels")
        }
        sceneDescription = description
        self.document = document
        let rootNode = ViewNode(description: description.root, solver: solver)
        root = rootNode
        reserveStorage(for: description, views: shape.views, arranged: shape.arranged)
        pinRoot()
        makeWindowConstraints()
        // Without arranged views, every view below the root gets its four variables while
        // the tree is built, in the order it is walked, and nothing else makes variables
        // then: they are made at once beforehand, with the ids one by one would give them.
        if shape.arranged == 0 { preparedVariables = solver.newVariableRectangles(shape.views - 1) }
        buildsFlatIntrinsics = true
        try instantiate(rootNode, under: nil, at: 0)
        buildsFlatIntrinsics = false
        preparedVariables = PreparedVariables()
        let constraints = description.constraints
        buildsFlatDocuments = true
        for index in constraints.indices { try addDescribedConstraint(constraints, at: index) }
        buildsFlatDocuments = false
        // Not laid out yet: the first layout happens at the host's first `layout()` (after
        // it has set the size and traits: one solve, at the size that matters) or, if the
        // host reads anything first, just before that read (`layoutIfNeverLaidOut`).
    }

    /// Grows the scene's and the solver's storage once, from the document's counts, so
    /// that building appends without regrowing: four variables and four intrinsic-size
    /// constraints per view, a few generated ones per arranged view, the document's own.
    private func reserveStorage(for description: SceneDescription, views viewCount: Int, arranged: Int) {
        let counts = (views: viewCount, arranged: arranged)
        // A stack's arranged views make neither variables nor constraints while it is
        // sealed (`Scene+SealedStacks.swift`); one that unseals grows the storage then.
        let variables = 4 * (counts.views - counts.arranged) + 4
        // Intrinsic-size and most document constraints are kept flat while the scene is
        // built: not listed (the list grows for the others).
        let constraintCount = 2
        views.reserveCapacity(counts.views)
        viewDirectory.reserveCapacity(counts.views)
        viewOfVariable.reserveCapacity(variables)
        storedConstraints.reserveCapacity(constraintCount)
        // Reserved when the first block is made: a stack's scene (its arranged views wait
        // for their stack) may make none, and eight empty reservations cost a small scene 1 %.
        flatIntrinsicCapacity = counts.views - counts.arranged
        solver.reserveCapacity(variables: variables)
    }

    // MARK: - Environment

    /// Sets the scene size: the root view's frame is (0, 0, width, height), required like
    /// a UIKit window's (`Scene+Window.swift`).
    public func setSize(width: Double, height: Double) throws(SceneError) {
        guard width >= 0, height >= 0, Limits.isWithinMagnitude(width), Limits.isWithinMagnitude(height) else {
            throw SceneError(.argument, "the scene size must be finite, non-negative and \(Limits.magnitudePhrase), got \(NumberFormatting.format(width)) x \(NumberFormatting.format(height))")
        }
        if size.width != width || size.height != height {
            size = Size(width: width, height: height)
            updateWindowConstraints()
        }
    }

    /// The scene's size: the window the root view fills.
    public var sceneSize: Size { size }

    /// Sets the size classes; variants switch at the next layout.
    public func setSizeClasses(horizontal: SizeClass, vertical: SizeClass) {
        var newTraits = traits
        newTraits.horizontalSizeClass = horizontal
        newTraits.verticalSizeClass = vertical
        applyTraits(newTraits)
    }

    /// Sets the layout direction; leading and trailing swap at the next layout.
    public func setLayoutDirection(_ direction: LayoutDirection) {
        var newTraits = traits
        newTraits.layoutDirection = direction
        applyTraits(newTraits)
    }

    /// Sets the Dynamic Type category; text-style labels are measured again at the next layout.
    public func setContentSizeCategory(_ category: ContentSizeCategory) {
        var newTraits = traits
        newTraits.contentSizeCategory = category
        applyTraits(newTraits)
    }

    /// 0 turns pixel rounding off.
    public func setDisplayScale(_ scale: Double) throws(SceneError) {
        guard scale.isFinite, scale >= 0, scale <= 1000 else {
            throw SceneError(.argument, "the display scale must be in 0...1000, got \(scale)")
        }
        var newTraits = traits
        newTraits.displayScale = scale
        applyTraits(newTraits)
    }

    /// Replaces the text measurer (a host callback); nil restores the default measurer.
    /// A host measurer also measures custom views without an intrinsic size.
    public func setMeasurer(_ measurer: (any TextMeasuring)?) {
        self.measurer = measurer ?? DefaultMeasurer()
        hostMeasures = measurer != nil
        measurementCache.removeAll()
        forgetTableCells()
        for view in views where view.measuresText || view.isCustom {
            noteNeedsMeasurement(view)
        }
    }

    // MARK: - Read-out

    /// The number of views, installed or not.
    public var viewCount: Int { views.count }

    /// The id of the view at `index`, or nil out of range.
    public func viewID(at index: Int) -> String? {
        index >= 0 && index < views.count ? views[index].id : nil
    }

    /// The index of view `id`, or nil.
    public func index(ofView id: String) -> Int? {
        viewDirectory.place(of: id, in: views)
    }

    /// Whether the view is part of the hierarchy for the current traits (nil: unknown id).
    public func isInstalled(_ id: String) -> Bool? {
        layoutIfNeverLaidOut()
        return namedView(id)?.inHierarchy
    }

    func view(_ id: String) throws(SceneError) -> ViewNode {
        guard let view = namedView(id) else { throw SceneError(.notFound, unknownViewMessage(id)) }
        return view
    }

    /// The frame in its superview's coordinates, as of the last layout.
    public func frame(of id: String) throws(SceneError) -> Rect {
        layoutIfNeverLaidOut()
        let view = try view(id)
        guard view.inHierarchy else { throw SceneError(.state, "view \"\(id)\" is not installed for the current traits") }
        return view.frameInSuperview
    }

    /// The frame in the root view's coordinates, as of the last layout.
    public func frameInRoot(of id: String) throws(SceneError) -> Rect {
        layoutIfNeverLaidOut()
        let view = try view(id)
        guard view.inHierarchy else { throw SceneError(.state, "view \"\(id)\" is not installed for the current traits") }
        return view.frameInRoot
    }

    /// All frames in view-index order, root coordinates; zero for uninstalled views.
    public var framesInRoot: [Rect] {
        layoutIfNeverLaidOut()
        return views.map { $0.inHierarchy ? $0.frameInRoot : .zero }
    }

    /// Whether `hidden` is set on the view for the current traits.
    public func isHidden(_ id: String) throws(SceneError) -> Bool { try view(id).hidden }
}

extension Scene {
    /// The id of the view's superview; nil for the root and for an unknown id.
    public func superviewID(ofView id: String) -> String? {
        namedView(id)?.superview?.id
    }

    /// How many superviews the view has (the root has 0).
    public func depth(ofView id: String) -> Int {
        var depth = 0
        var current = namedView(id)?.superview
        while let view = current {
            depth += 1
            current = view.superview
        }
        return depth
    }
}
