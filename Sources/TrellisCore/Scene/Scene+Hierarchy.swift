import Cassowary

/// Building the view hierarchy, inserting scenes into it and removing views from it.
extension Scene {
    /// Creates `node`'s subtree under `parent` (as child number `position`, or last).
    func instantiate(_ node: ViewNode, under parent: ViewNode?, at position: Int?, arranged: Bool = false) throws(SceneError) {
        register(node)
        node.isArranged = arranged
        if let parent {
            node.superview = parent
            let index = min(max(position ?? parent.subviews.count, 0), parent.subviews.count)
            // Building appends every child at the end: `append` takes no range-replacing path.
            if index == parent.subviews.count {
                parent.subviews.append(node)
            } else {
                parent.subviews.insert(node, at: index)
            }
            // An arranged view gaining subviews: its sealed stack decides again.
            if parent.isSealedArranged { markStackDirty(parent.superview) }
        }
        resolveProperties(of: node)
        createIntrinsicConstraints(for: node)
        markStackDirty(node)
        if arranged { markStackDirty(parent) }
        // A leaf (two thirds of a list's views) reads its empty lists' counts in place: taking
        // the lists for the loops below was a retain and a release of each (about 80
        // instructions a leaf, issue 18, round 22).
        if node.description.subviews.count + node.description.arranged.count > 0 {
            // Each child keeps the array its description is in (not a copy of the description).
            let subviews = node.description.subviews
            let arranged = node.description.arranged
            // Its children are inserted one by one: room for all of them at once.
            if node.subviews.isEmpty && subviews.count + arranged.count > 1 {
                node.subviews.reserveCapacity(subviews.count + arranged.count)
            }
            for index in subviews.indices {
                try instantiate(newChild(subviews, at: index), under: node, at: nil)
            }
            // A stack's arranged views get their variables only if it unseals (`Scene+SealedStacks.swift`).
            let variablesWait = node.kind == .stack && !node.sealingRefused
            for index in arranged.indices {
                try instantiate(newChild(arranged, at: index, allocatesVariables: !variablesWait),
                                under: node, at: nil, arranged: true)
            }
        }
        if node.kind == .container, let embedded = node.subviews.first {
            // Like a container view controller's child, the embedded root fills its container.
            for attribute in [LayoutAttribute.left, .top, .width, .height] {
                makeConstraint(key: nil, owner: .scene, source: .text("\(embedded.id).\(attribute.name) == \(node.id).\(attribute.name)"),
                               description: nil, first: ConstraintAnchor(view: embedded, attribute: attribute),
                               second: ConstraintAnchor(view: node, attribute: attribute), relation: .equal,
                               multiplier: 1, constant: 0, priority: 1000)
            }
        }
        hierarchyChanged = true
    }

    /// The view described by `descriptions[index]`, with the next four of the variables made
    /// for the build (`preparedVariables`) or, when there are none, four new ones.
    private func newChild(_ descriptions: [ViewDescription], at index: Int, allocatesVariables: Bool = true) -> ViewNode {
        guard allocatesVariables, let variables = preparedVariables.takeFour() else {
            return ViewNode(descriptions: descriptions, at: index, solver: solver, allocatesVariables: allocatesVariables)
        }
        return ViewNode(descriptions: descriptions, at: index, variables: variables)
    }

    private func register(_ node: ViewNode) {
        node.index = views.count
        views.append(node)
        // Only a label or a text view can wrap: other kinds skip the call (`wraps`).
        if node.kind == .label || node.kind == .textView, node.wraps { wrappingLabels.append(node) }
        viewListGeneration += 1
        structureGeneration += 1
        // Filed by its id, the views read only to compare ids on a matching hash (`file(_:id:filedID:)`).
        viewDirectory.file(node.index, id: node.id) { filed in filed < views.count ? views[filed].id : nil }
        if node.hasVariables { mapVariables(of: node) }
    }

    /// Files the view's four variables under it (`owner(of:)`).
    private func mapVariables(of node: ViewNode) {
        rankVariables(of: node)
        // Made together (`Solver.newFourVariables`), the four are usually the next ids:
        // appended one by one into the room `reserveStorage` made (`append(contentsOf:)` of
        // a repeated element took about 117 instructions a view, four appends about 45).
        let first = Int(node.left.id)
        if first == viewOfVariable.count, node.top.id == node.left.id &+ 1, node.width.id == node.left.id &+ 2,
           node.height.id == node.left.id &+ 3 {
            let place = Int32(truncatingIfNeeded: node.index)
            viewOfVariable.append(place)
            viewOfVariable.append(place)
            viewOfVariable.append(place)
            viewOfVariable.append(place)
            return
        }
        // The four variables one by one: a literal list of them was an array made per view.
        mapVariable(node.left, to: node)
        mapVariable(node.top, to: node)
        mapVariable(node.width, to: node)
        mapVariable(node.height, to: node)
    }

    /// Makes the variables of a view made without them (an arranged view of a stack that
    /// unseals) and files them under it.
    func allocateVariables(of node: ViewNode) {
        guard !node.hasVariables else { return }
        node.allocateVariables(in: solver)
        mapVariables(of: node)
    }

    private func mapVariable(_ variable: Variable, to node: ViewNode) {
        let index = Int(variable.id)
        let place = Int32(truncatingIfNeeded: node.index)
        // Variables are made in order: the next one is appended.
        if index == viewOfVariable.count {
            viewOfVariable.append(place)
            return
        }
        while viewOfVariable.count <= index { viewOfVariable.append(-1) }
        viewOfVariable[index] = place
    }

    /// Files every view's variables under its place again (after views were renumbered).
    private func remapVariables() {
        for node in views where node.hasVariables {
            mapVariable(node.left, to: node)
            mapVariable(node.top, to: node)
            mapVariable(node.width, to: node)
            mapVariable(node.height, to: node)
        }
    }

    /// Resolves the size-class variants of a view for the current traits. Returns whether
    /// anything that affects layout changed.
    @discardableResult
    func resolveProperties(of view: ViewNode) -> Bool {
        // Each property is read in place (`view.description.…`): a local copy of the
        // description took a retain and a release of each of its boxes (~400 instructions a
        // view, issue 18). A plain variant's value is read inline (`resolvedInPlace`).
        var changed = false
        let installed = view.description.installed.resolvedInPlace(for: traits) ?? true
        if installed != view.ownInstalled {
            view.ownInstalled = installed
            hierarchyChanged = true
            changed = true
            if view.isArranged { markStackDirty(view.superview) }
        }
        let hidden = view.hostHidden ?? view.description.hidden.resolvedInPlace(for: traits) ?? false
        if hidden != view.hidden {
            view.hidden = hidden
            if view.isArranged { markStackDirty(view.superview) }
        }
        if view.kind == .stack, let stack = view.description.stack,
           stack.axis.isPlain == false || stack.distribution.isPlain == false
            || stack.alignment.isPlain == false || stack.spacing.isPlain == false {
            markStackDirty(view)  // a variant may resolve differently; regenerating is a diff
        }
        let margins = view.description.layoutMargins.resolvedInPlace(for: traits) ?? .defaultMargins
        if margins != view.margins {
            view.margins = margins
            safeArea.marginInputsGeneration &+= 1
            settleFlatDocumentRecords(naming: view)
            for constraint in view.constraints { markDirty(constraint) }
            // A flat intrinsic block does not read margins: only the pass is flagged, as
            // marking its objects would.
            if view.flatIntrinsicBlock >= 0 { anyConstraintDirty = true }
            changed = true
        }
        let intrinsic = view.hostIntrinsicSize ?? view.description.intrinsicSize.resolvedInPlace(for: traits) ?? .none
        if intrinsic != view.declaredIntrinsicSize {
            view.declaredIntrinsicSize = intrinsic
            noteNeedsMeasurement(view)
            changed = true
        }
        if view.measuresText || view.isCustom {
            let size = pointSize(of: view)
            if size != view.pointSize {
                view.pointSize = size
                noteNeedsMeasurement(view)
                changed = true
            }
        }
        return changed
    }

    /// Recomputes which views are in the hierarchy (installed with all their ancestors).
    /// Views that joined or left it get their constraints refreshed and count as changed.
    func updateHierarchy() {
        guard hierarchyChanged else { return }
        hierarchyChanged = false
        invalidateStackBaselines(choice: true)
        func visit(_ view: ViewNode, parentIn: Bool) {
            let isIn = parentIn && view.ownInstalled
            if isIn != view.inHierarchy {
                view.inHierarchy = isIn
                structureGeneration += 1
                markStackDirty(view)
                if view.isArranged { markStackDirty(view.superview) }
                view.setInternalGuidesInHierarchy(isIn)
                settleFlatDocumentRecords(naming: view)
                for constraint in view.constraints { markDirty(constraint) }
                // A fresh flat block is dirty as it stands; a settled one becomes objects to be.
                if view.flatIntrinsicBlock >= 0 {
                    if flatIntrinsics.isSettled(view.flatIntrinsicBlock) { materializeIntrinsicBlock(of: view) }
                    anyConstraintDirty = true
                }
                for constraint in view.intrinsicConstraints { markDirty(constraint) }
                // Every view is a candidate anyway when all frames are dirty (a build).
                if !allFramesDirty { framesChangedByHierarchy.append(view) }
            }
            for child in view.subviews { visit(child, parentIn: isIn) }
        }
        visit(root, parentIn: true)
    }

    // MARK: Insertion

    /// Instantiates `description`'s root (ids prefixed with `prefix` + ".") and inserts it
    /// as child number `index` of `parentID` (arranged child for stacks and groups).
    public func insertScene(_ description: SceneDescription, into parentID: String, at index: Int,
                            prefix: String?) throws(SceneError) {
        let parent = try view(parentID)
        let namePrefix = prefix.map { $0.isEmpty ? "" : $0 + "." } ?? ""
        let (root, constraints, _) = description.prefixingIDs(with: namePrefix)
        try insert(root, constraints: constraints, into: parent, at: index)
    }

    /// Inserts a dock view of this scene (by id) as child number `index` of `parentID`.
    public func insertDockView(_ dockID: String, into parentID: String, at index: Int, prefix: String?) throws(SceneError) {
        guard let dockView = sceneDescription.dock.first(where: { $0.id == dockID }) else {
            throw SceneError(.notFound, "no scene or dock view \"\(dockID)\"")
        }
        let parent = try view(parentID)
        let namePrefix = prefix.map { $0.isEmpty ? "" : $0 + "." } ?? ""
        try insert(dockView.prefixingIDs(with: namePrefix), constraints: [], into: parent, at: index)
    }

    private func insert(_ subtree: ViewDescription, constraints: [ConstraintDescription],
                        into parent: ViewNode, at index: Int) throws(SceneError) {
        guard index >= 0 else { throw SceneError(.argument, "insertion index must be >= 0") }
        // Hierarchies are walked recursively; repeated insertions must not nest them deeper
        // than a host thread's stack can take.
        let depth = depth(ofView: parent.id) + 1 + Scene.height(of: subtree)
        guard depth <= Scene.maximumDepth else {
            throw SceneError(.argument, "inserting would nest views \(depth) deep; at most \(Scene.maximumDepth) levels are allowed")
        }
        // Validate everything first: a refused insertion changes nothing.
        var newIDs = Set<String>()
        for id in subtree.allIDs {
            guard namedView(id) == nil, newIDs.insert(id).inserted else {
                throw SceneError(.argument, "inserting would duplicate the view id \"\(id)\"; pass a prefix")
            }
        }
        do {
            try constraintReferences(inserting: subtree, under: parent).check(constraints)
        } catch {
            throw sceneError(error, of: constraints[error.index], duplicate: { id in
                SceneError(.argument, "inserting would duplicate the constraint id \(Quoting.quoted(id)); pass a prefix")
            }, unknownViewStatus: .schema)
        }
        let variablesWait = parent.kind == .stack && !parent.sealingRefused
        let node = ViewNode(description: subtree, solver: solver, allocatesVariables: !variablesWait)
        // Where a never-sealed scene makes its variables, before its subviews'.
        if variablesWait { reserveVariableRank(ofInserted: node, in: parent) }
        let position = min(index, parent.subviews.count)
        try instantiate(node, under: parent, at: position, arranged: parent.kind.arrangesChildren)
        for index in constraints.indices { try addDescribedConstraint(constraints, at: index) }
    }

    /// The deepest a view hierarchy may nest (documents are limited to 200 levels).
    static let maximumDepth = 512

    /// Levels below `view` in its subtree (0 for a leaf), without recursion.
    static func height(of view: ViewDescription) -> Int { view.levelCount - 1 }

    // MARK: Removal

    /// Removes a view and its subtree, with every constraint that mentions them. Views after
    /// it are renumbered.
    public func removeView(_ id: String) throws(SceneError) {
        let view = try view(id)
        guard view !== root else { throw SceneError(.argument, "the root view cannot be removed") }
        // The removed views' constraints are taken out as objects.
        materializeAllFlatConstraints()
        var removed: [ViewNode] = []
        view.forEachInSubtree { removed.append($0) }
        let removedSet = Set(removed.map(ObjectIdentifier.init))
        var discarded = Set<ObjectIdentifier>()
        var doomed: [SceneConstraint] = []
        for node in removed {
            // The layout guides a removed stack owns go with it, with their constraints.
            for constraint in node.constraints + node.intrinsicConstraints + node.internalGuides.flatMap(\.constraints)
            where discarded.insert(ObjectIdentifier(constraint)).inserted {
                doomed.append(constraint)
            }
            for variable in [node.left, node.top, node.width, node.height]
            where node.hasVariables && Int(variable.id) < viewOfVariable.count {
                viewOfVariable[Int(variable.id)] = -1
            }
            if !unsealing.insertedRanks.isEmpty { unsealing.insertedRanks[ObjectIdentifier(node)] = nil }
        }
        discard(doomed)
        if view.isArranged, let stack = view.superview {
            markStackDirty(stack)
            // Its generated constraints that mentioned the removed views are gone: forget them,
            // or the next generation would discard them again (reading their freed views) or
            // keep them, under the same key, for a view inserted later with the same id.
            stack.stackConstraints.removeAll { discarded.contains(ObjectIdentifier($0.constraint)) }
        }
        view.superview?.subviews.removeAll { $0 === view }
        dirtyStacks.removeAll { removedSet.contains(ObjectIdentifier($0)) }
        sealing.stacks.removeAll { removedSet.contains(ObjectIdentifier($0)) }
        // A removed sealed stack's `#n` numbers were taken without sealing too: take them now
        // (its debt holds the stack).
        if sealing.keyDebts.contains(where: { removedSet.contains(ObjectIdentifier($0.stack)) }) { payGeneratedKeyDebts() }
        framesChangedByHierarchy.removeAll { removedSet.contains(ObjectIdentifier($0)) }
        for node in removed {
            node.superview = nil
            node.subviews = []
            node.dropConstraints()
            releaseGuides(of: node)
        }
        // The last layout's changed views, renumbered with the rest (the removed ones drop out).
        let changedViews = changedViewIndices.map { views[$0] }.filter { !removedSet.contains(ObjectIdentifier($0)) }
        views.removeAll { removedSet.contains(ObjectIdentifier($0)) }
        wrappingLabels.removeAll { removedSet.contains(ObjectIdentifier($0)) }
        // Sealed rects are kept by place: they move with their views (`index` still the old place).
        sealedRects.renumber(oldPlaces: views.map(\.index))
        for (index, node) in views.enumerated() { node.index = index }
        viewDirectory.rebuild(from: views)
        remapVariables()
        changedViewIndices = changedViews.map(\.index)
        viewListGeneration += 1
        structureGeneration += 1
        fittingSessions.removeAll()
        allFramesDirty = true
    }

    /// Breaks the cycles between a stack and its layout guides (a guide's superview is its
    /// stack), for a stack that is removed or whose scene is freed.
    func releaseGuides(of node: ViewNode) {
        for guide in node.internalGuides {
            guide.superview = nil
            guide.dropConstraints()
        }
        node.internalGuides = []
        node.stackGuides = [:]
        node.marginsGuide = nil
        node.stackConstraints = []
        node.sealed = nil
    }
}
