import Cassowary

/// Sealed stacks: a stack whose arranged views nothing outside names is laid out in closed
/// form (`StackClosedForm`), with no generated constraints, no guides and no intrinsic-size
/// constraints for its arranged views — exactly when that gives the frames and diagnostics
/// the solver would (docs/solver.md, "Stacks in closed form", "Sealing").
///
/// The life of a sealed stack in a layout pass:
/// 1. `regenerate` (`Scene+Stacks.swift`) decides eligibility and refreshes the inputs
///    (`refreshSealing`), or unseals.
/// 2. `prepareSealedStacks`, before the solve: each direction the rest of the scene leaves
///    free gets its natural extent from the closed form, stood in as one required row.
/// 3. `placeSealedStacks`, after the solve: a direction that is not free must be fixed by
///    required rows (the certified direct solution says so); then the closed form places the
///    arranged views in the canvas. Anything it cannot prove unseals the stack (today's
///    constraints are generated) and the scene solves again in the same pass.
extension Scene {
    /// Whether stacks may be laid out in closed form (on by default). Switching it off
    /// unseals every sealed stack at the next layout; it changes no frame and no diagnostic,
    /// only how they are found.
    public var usesSealedStacks: Bool {
        get { sealing.isEnabled }
        set {
            guard newValue != sealing.isEnabled else { return }
            sealing.isEnabled = newValue
            if !newValue { for stack in sealing.stacks { markStackDirty(stack) } }
        }
    }

    /// The sealing counters since the scene was made.
    public var stackSealingReport: StackSealingReport { sealing.report }

    /// How many stacks are sealed now.
    public var sealedStackCount: Int { sealing.stacks.count }

    /// One line: stacks sealed, closed-form layouts, and why the others were not sealed.
    public var stackSealingSummary: String {
        let report = sealing.report
        let reasons = StackSealingFallback.allCases.filter { report.count($0) > 0 }
            .map { "\($0.name) \(report.count($0))" }.joined(separator: ", ")
        return "sealed stacks: \(report.sealed) sealed (\(sealing.stacks.count) now), "
            + "\(report.closedFormLayouts) closed-form layouts; not sealed: \(reasons.isEmpty ? "none" : reasons)"
    }

    /// Whether `view`'s intrinsic-size constraints wait for its stack's decision: an
    /// arranged view of a stack that has not given up sealing.
    func mayBeSealed(_ view: ViewNode) -> Bool {
        // Read through the superview, not bound to it: no reference count taken per view.
        guard view.isArranged, view.superview?.kind == .stack else { return false }
        return view.superview?.sealingRefused == false
    }

    // MARK: Eligibility

    /// What keeps the stack from being sealed, or nil when it can be.
    private func sealingObstacle(_ stack: ViewNode, arranged: [ViewNode],
                                 configuration: StackConfiguration) -> StackSealingFallback? {
        guard sealing.isEnabled else { return .switchedOff }
        if configuration.alignment == .firstBaseline || configuration.alignment == .lastBaseline
            || configuration.baselineRelative {
            return .baselines
        }
        if configuration.marginsRelative { return .marginsRelative }
        if stack === root || stack.marginsGuide != nil || !stack.internalGuides.isEmpty || !stack.insetGuides.isEmpty
            || stack.readableGuide != nil || !stack.stackConstraints.isEmpty {
            return .stackNamedInside
        }
        for subview in stack.subviews where !subview.isArranged { return .stackNamedInside }
        // Nested: sealed with its outer stack as one of its items (docs/solver.md, "Nested
        // stacks"), at any depth, when the outer stack may be sealed.
        if isNestedStack(stack), let outer = stack.superview, outer.kind != .stack || outer.sealingRefused {
            return .nestedInStack
        }
        for constraint in stack.constraints where constraint.first.attribute.isBaseline
            || (constraint.second?.attribute.isBaseline ?? false) {
            return .stackNamedInside
        }
        for view in arranged {
            // A stack that may be sealed is an item (its own arranged views are checked when
            // it regenerates; a nest unseals as one).
            // A stack given an intrinsic size of its own has rows beside its interior's: not an item.
            let innerStack = view.kind == .stack && !view.sealingRefused
                && view.intrinsicSize.width == nil && view.intrinsicSize.height == nil
            if (!innerStack && (!view.subviews.isEmpty || view.kind.arrangesChildren))
                || view.kind.isScrollView || view.kind == .container
                || !view.insetGuides.isEmpty || view.readableGuide != nil || !view.internalGuides.isEmpty {
                return .arrangedViewNotALeaf
            }
            if view.wraps { return .multilineText }
            // Required intrinsic priorities are required item rows (the closed forms keep
            // them or decline); constraints on the view's own width or height alone are its
            // own rows (`sealedItem`).
            for constraint in view.constraints where !(constraint.owner == .intrinsic && constraint.first.view === view)
                && !isOwnSizeRow(constraint, of: view) && !aspectRowIsAbsorbable(constraint, of: view) {
                return .arrangedViewNamed
            }
        }
        return nil
    }

    /// Whether the stack is arranged in a stack (or group).
    func isNestedStack(_ stack: ViewNode) -> Bool {
        stack.isArranged && (stack.superview?.kind.arrangesChildren ?? false)
    }

    /// Seals the stack, or refreshes a sealed stack's inputs; false when it cannot be sealed
    /// (then it is unsealed, and the caller generates its constraints). Called by
    /// `regenerate` for stacks that have not given up sealing.
    func refreshSealing(_ stack: ViewNode, arranged: [ViewNode]) -> Bool {
        guard stack.inHierarchy else {
            // Out of the hierarchy: nothing to lay out. Decided when it joins it. Without
            // sealing it would now hold no constraints, so all are new when it comes back.
            if let sealed = stack.sealed, sealed.lastGeneration != nil {
                payGeneratedKeyDebts()
                sealed.lastGeneration = nil
            }
            forgetGeneratedSequences(of: stack)
            stack.sealed?.inputsChanged = true
            return true
        }
        let configuration = stackConfiguration(of: stack, arranged: arranged)
        if let sealed = stack.sealed {
            takeRegeneratedKeys(of: sealed, configuration: configuration, arranged: arranged)
            followSealedRegeneration(stack, configuration: configuration, arranged: arranged)
        }
        if let obstacle = sealingObstacle(stack, arranged: arranged, configuration: configuration) {
            unseal(stack, because: obstacle)
            return false
        }
        // Each arranged view as an item, its own-size rows folded in.
        var items: [StackClosedFormItem] = []
        items.reserveCapacity(arranged.count)
        for view in arranged {
            guard let item = sealedItem(for: view, axis: configuration.axis) else {
                unseal(stack, because: .arrangedViewNamed)
                return false
            }
            items.append(item)
        }
        let sealed: SealedStack
        if let existing = stack.sealed {
            sealed = existing
            sealed.configuration = configuration
            for view in sealed.arranged { view.isSealedArranged = false }
        } else {
            sealed = SealedStack(configuration: configuration)
            stack.sealed = sealed
            // The places its generated constraints would take now (a bound on how many
            // `StackLayout` makes), for the day it unseals.
            let count = 16 * arranged.count + 64
            stack.sealedSequenceBlock = nextConstraintSequence..<(nextConstraintSequence + count)
            nextConstraintSequence += count
            // And the place its views' and guides' variables would take now.
            reserveVariableRank(for: stack)
            noteSealed(stack, start: nextConstraintSequence - count, configuration: configuration, arranged: arranged)
            sealing.keyDebts.append((stack, configuration, arranged))
            sealed.lastGeneration = (configuration, arranged)
            sealing.stacks.append(stack)
            sealing.report.sealed += 1
        }
        for view in arranged {
            if !view.isSealedArranged && !allFramesDirty { framesChangedByHierarchy.append(view) }
            view.isSealedArranged = true
        }
        sealed.arranged = arranged
        sealed.items = items
        sealed.inputsChanged = true
        return true
    }

    // MARK: Unsealing

    /// Gives up sealing the stack for good: its stand-in rows leave, its arranged views'
    /// intrinsic-size constraints are made (in the places taken for them) and its frames
    /// come from the solver again. The caller generates its constraints (`regenerate`).
    func unseal(_ stack: ViewNode, because reason: StackSealingFallback) {
        guard !stack.sealingRefused else { return }
        stack.sealingRefused = true
        sealing.report.fallbacks[reason.rawValue] += 1
        // A nest is sealed as one: the outer stack's rows would name this stack's variables.
        // The outer one first, so that variables are made in the order they are without
        // sealing (the outer stack's arranged views, then each nested stack's).
        if isNestedStack(stack), let outer = stack.superview, outer.kind == .stack, !outer.sealingRefused {
            unsealAndGenerate(outer, because: .arrangedViewNotALeaf)
        }
        if let sealed = stack.sealed {
            // The solver holds rows solved without the stack's: rebuilt before the next solve.
            requestSolverRebuildIfSolved()
            // Its `#n` numbers and sequence places up to now, as without sealing.
            prepareGenerationAfterSealing(stack, sealed)
            stack.sealed = nil
            sealing.stacks.removeAll { $0 === stack }
            let standIns = [sealed.lengthStandIn, sealed.breadthStandIn].compactMap { $0 }
            if !standIns.isEmpty { discard(standIns) }
        }
        for view in stack.subviews where view.isArranged {
            allocateVariables(of: view)
            if view.isSealedArranged {
                view.isSealedArranged = false
                framesChangedByHierarchy.append(view)
                // Its own-size rows, absorbed while sealed, enter the solver in their places.
                for constraint in view.constraints where isOwnSizeRow(constraint, of: view) || isAspectRow(constraint, of: view) {
                    markDirty(constraint)
                }
            }
            releaseIntrinsicConstraints(of: view)
        }
        // A nested stack's canvas would rest on this stack's rows: its nest unseals as one.
        // Each plans its own generation's places: this stack's plan, made above for the
        // caller's generation, is kept aside while they generate.
        let planned = (unsealing.plannedSequences, unsealing.nextPlanned)
        for view in stack.subviews where view.isArranged && view.sealed != nil && !view.sealingRefused {
            unsealAndGenerate(view, because: .nestedInStack)
        }
        (unsealing.plannedSequences, unsealing.nextPlanned) = planned
    }

    /// Unseals the stack and generates its constraints now (outside `regenerateDirtyStacks`).
    func unsealAndGenerate(_ stack: ViewNode, because reason: StackSealingFallback) {
        unseal(stack, because: reason)
        // A change waiting (an analysis between layouts) stays waiting: the unsealing makes
        // the generation a never-sealed stack holds, and the next layout regenerates the
        // stack again, when a never-sealed scene would (`takeHeldGeneration`).
        regenerate(stack)
        flushCollectedConstraints()
    }

    /// Unseals every sealed stack in `view`'s subtree (every one for nil) and lays the scene
    /// out again, for analyses that read the constraints or the solver's basis.
    func unsealForAnalysis(in view: ViewNode? = nil) {
        guard !sealing.stacks.isEmpty else { return }
        var stacks = sealing.stacks
        if let view {
            // A sealed arranged view's own constraints are its stack's to make.
            let top = view.isSealedArranged ? view.superview ?? view : view
            stacks = stacks.filter { stack in
                var current: ViewNode? = stack
                while let node = current {
                    if node === top { return true }
                    current = node.superview
                }
                return false
            }
        }
        guard !stacks.isEmpty else { return }
        for stack in stacks { unsealAndGenerate(stack, because: .analysis) }
    }

    /// Makes a held view's intrinsic-size constraints, in the places taken for them.
    private func releaseIntrinsicConstraints(of view: ViewNode) {
        guard view.intrinsicConstraintsHeld else { return }
        view.intrinsicConstraintsHeld = false
        let size = view.intrinsicSize
        guard view.intrinsicConstraints.isEmpty, view.deferredIntrinsicSequence >= 0, size != .none else { return }
        makeIntrinsicConstraints(for: view, sequence: view.deferredIntrinsicSequence, collected: true)
        view.deferredIntrinsicSequence = -1
        for constraint in view.intrinsicConstraints {
            let value = constraint.first.attribute == .width ? size.width : size.height
            constraint.active = value != nil
            if let value { constraint.constant = value }
        }
    }

    /// Merges the constraints made in reserved places into the scene's list, which is kept
    /// in sequence order, in one pass.
    func flushCollectedConstraints() {
        guard !sealing.collectedConstraints.isEmpty else { return }
        var collected = sealing.collectedConstraints
        sealing.collectedConstraints = []
        collected.sort { $0.sequence < $1.sequence }
        var merged: [SceneConstraint] = []
        // Flat intrinsic blocks are not listed: the objects are merged.
        merged.reserveCapacity(storedConstraints.count + collected.count)
        var next = 0
        for constraint in storedConstraints {
            while next < collected.count, collected[next].sequence < constraint.sequence {
                merged.append(collected[next])
                next += 1
            }
            merged.append(constraint)
        }
        merged.append(contentsOf: collected[next...])
        storedConstraints = merged
    }

    // MARK: Before the solve

    /// Classifies each sealed stack's directions and keeps the stand-in rows of the free
    /// ones at the natural extent; unseals a stack whose closed form declines.
    func prepareSealedStacks() {
        guard !sealing.stacks.isEmpty else { return }
        prepareNestedStacks()
        for stack in sealing.stacks where stack.inHierarchy {
            guard let sealed = stack.sealed, !isNestedStack(stack) else { continue }
            let axis = sealed.configuration.axis
            let (horizontalFree, verticalFree) = freeDirections(of: stack, sealed)
            let lengthFree = axis == .horizontal ? horizontalFree : verticalFree
            let breadthFree = axis == .horizontal ? verticalFree : horizontalFree
            if lengthFree != sealed.lengthIsFree || breadthFree != sealed.breadthIsFree { sealed.inputsChanged = true }
            sealed.lengthIsFree = lengthFree
            sealed.breadthIsFree = breadthFree
            if sealed.inputsChanged {
                sealed.along = nil
                sealed.across = nil
                sealed.placedFor = nil
            }
            if lengthFree, sealed.along == nil {
                sealing.report.closedFormLayouts += 1
                sealed.along = StackClosedForm.alongAxis(StackClosedFormInput(
                    configuration: sealed.configuration, items: sealed.items, length: .free, breadth: .free))
                sealed.alongCanvas = nil
                sealed.placedFor = nil
            }
            if breadthFree, sealed.across == nil {
                sealed.across = StackClosedForm.acrossAxis(StackClosedFormInput(
                    configuration: sealed.configuration, items: sealed.items, length: .free, breadth: .free))
                sealed.acrossCanvas = nil
                sealed.placedFor = nil
            }
            if (lengthFree && sealed.along == nil) || (breadthFree && sealed.across == nil) {
                pendingUnseal(stack, .closedFormDeclined)
                continue
            }
            let lengthAttribute: LayoutAttribute = axis == .horizontal ? .width : .height
            let breadthAttribute: LayoutAttribute = axis == .horizontal ? .height : .width
            sealed.lengthStandIn = standIn(sealed.lengthStandIn, of: stack, lengthAttribute,
                                           natural: lengthFree ? sealed.along?.canvasLength : nil)
            sealed.breadthStandIn = standIn(sealed.breadthStandIn, of: stack, breadthAttribute,
                                            natural: breadthFree ? sealed.across?.canvasBreadth : nil)
        }
        runPendingUnseals()
    }

    /// Nests: a nested stack is sealed only inside a sealed stack, and a sealed stack's
    /// arranged stacks only when sealed; each nested stack's profile (what its rows make of
    /// its extents) becomes its item in the outer stack's closed-form inputs.
    private func prepareNestedStacks() {
        var anyNested = false
        for stack in sealing.stacks where stack.inHierarchy && stack.sealed != nil {
            if isNestedStack(stack) {
                anyNested = true
                if stack.superview?.sealed == nil { pendingUnseal(stack, .nestedInStack) }
            }
            if let sealed = stack.sealed {
                for view in sealed.arranged where view.kind.arrangesChildren && view.sealed == nil {
                    pendingUnseal(stack, .arrangedViewNotALeaf)
                    break
                }
            }
        }
        runPendingUnseals()
        guard anyNested else { return }
        // Innermost first: a nested stack's profile reads its own nested stacks' items.
        for stack in nestedStacksByDepth().reversed() {
            guard let sealed = stack.sealed, let outer = stack.superview?.sealed else { continue }
            if sealed.inputsChanged || sealed.profile == nil {
                sealed.along = nil
                sealed.across = nil
                sealed.placedFor = nil
                sealed.profile = (StackClosedForm.lengthProfile(sealed.configuration, sealed.items),
                                  StackClosedForm.breadthProfile(sealed.configuration, sealed.items))
            }
            guard let profile = sealed.profile else { continue }
            guard let index = outer.arranged.firstIndex(where: { $0 === stack }), index < outer.items.count else { continue }
            let sameAxis = outer.configuration.axis == sealed.configuration.axis
            let along = sameAxis ? profile.length : profile.breadth
            let across = sameAxis ? profile.breadth : profile.length
            let item = StackClosedFormItem(
                intrinsicLength: along.natural, intrinsicBreadth: across.natural,
                huggingAlong: along.hugging, compressionAlong: along.compression,
                huggingAcross: across.hugging, compressionAcross: across.compression,
                alongRows: along.rows, acrossRows: across.rows)
            if outer.items[index] != item {
                outer.items[index] = item
                outer.inputsChanged = true
            }
        }
        runPendingUnseals()
    }

    /// Which directions the constraints naming the stack leave free: at most one position
    /// anchor of the stack in that direction (margins count as positions), exactly one,
    /// and no size anchor. (None at all would leave the stack's position ambiguous.)
    private func freeDirections(of stack: ViewNode, _ sealed: SealedStack) -> (horizontal: Bool, vertical: Bool) {
        var position: (horizontal: LayoutAttribute?, vertical: LayoutAttribute?) = (nil, nil)
        var blocked = (horizontal: false, vertical: false)
        func note(_ attribute: LayoutAttribute) {
            let horizontal = attribute.axis == .horizontal
            if attribute.isSize {
                if horizontal { blocked.horizontal = true } else { blocked.vertical = true }
                return
            }
            if horizontal {
                if let named = position.horizontal, named != attribute { blocked.horizontal = true }
                position.horizontal = attribute
            } else {
                if let named = position.vertical, named != attribute { blocked.vertical = true }
                position.vertical = attribute
            }
        }
        for constraint in stack.constraints where !sealed.isStandIn(constraint) && constraint.wantsInstallation {
            if constraint.first.view === stack { note(constraint.first.attribute) }
            if let second = constraint.second, second.view === stack { note(second.attribute) }
        }
        return (!blocked.horizontal && position.horizontal != nil, !blocked.vertical && position.vertical != nil)
    }

    /// The stand-in row `stack.attribute == natural` (required), made, moved or dropped.
    private func standIn(_ existing: SceneConstraint?, of stack: ViewNode, _ attribute: LayoutAttribute,
                         natural: Double?) -> SceneConstraint? {
        guard let natural else {
            if let existing { discard(existing) }
            return nil
        }
        if let existing, existing.first.attribute != attribute {
            // The axis changed (a size-class variant): the extent is the other one now.
            discard(existing)
        } else if let existing {
            if existing.constant != natural {
                existing.constant = natural
                markDirty(existing)
            }
            return existing
        }
        // Not `makeConstraint`: a stand-in takes no `#n` number, so that document
        // constraints added later are numbered as without sealing.
        let constraint = SceneConstraint(key: "", hasUserID: false, owner: .stack,
                                         source: .generated(identifier: "sealed-stack-natural-extent"),
                                         description: nil, first: ConstraintAnchor(view: stack, attribute: attribute),
                                         second: nil, relation: .equal, multiplier: 1, constant: natural,
                                         priority: 1000, sequence: nextConstraintSequence)
        nextConstraintSequence += 1
        structureGeneration += 1
        storedConstraints.append(constraint)
        stack.constraints.append(constraint)
        markDirty(constraint)
        return constraint
    }

    // MARK: After the solve

    /// Checks that every sealed stack's fixed directions are fixed by required rows, lays
    /// each out in closed form and sets its arranged views' rects. Returns false when it
    /// unsealed a stack: the caller solves again and calls it again.
    func placeSealedStacks() -> Bool {
        guard !sealing.stacks.isEmpty else { return true }
        let certified = solver.isDirectlyResolved
        for stack in sealing.stacks where stack.inHierarchy {
            guard let sealed = stack.sealed, !isNestedStack(stack) else { continue }
            guard certified else {
                pendingUnseal(stack, .canvasNotFixed)
                continue
            }
            let horizontal = sealed.configuration.axis == .horizontal
            if let standIn = sealed.lengthStandIn ?? sealed.breadthStandIn, standIn.solverID == nil {
                pendingUnseal(stack, .canvasNotFixed)
                continue
            }
            if !sealed.lengthIsFree {
                let fixed = horizontal
                    ? solver.isFixedByRequiredRows(stack.left) && solver.isFixedByRequiredRows(stack.width)
                    : solver.isFixedByRequiredRows(stack.top) && solver.isFixedByRequiredRows(stack.height)
                guard fixed else {
                    pendingUnseal(stack, .canvasNotFixed)
                    continue
                }
                let length = solver.currentValue(of: horizontal ? stack.width : stack.height)
                if sealed.along == nil || sealed.alongCanvas != length {
                    sealing.report.closedFormLayouts += 1
                    sealed.along = relaidOutAlongAxis(sealed, length: length) ?? alongAxisKeepingRelayout(sealed, length: length)
                    sealed.alongCanvas = length
                    sealed.placedFor = nil
                }
            }
            if !sealed.breadthIsFree {
                let fixed = horizontal
                    ? solver.isFixedByRequiredRows(stack.top) && solver.isFixedByRequiredRows(stack.height)
                    : solver.isFixedByRequiredRows(stack.left) && solver.isFixedByRequiredRows(stack.width)
                guard fixed else {
                    pendingUnseal(stack, .canvasNotFixed)
                    continue
                }
                let breadth = solver.currentValue(of: horizontal ? stack.height : stack.width)
                if sealed.across == nil || sealed.acrossCanvas != breadth {
                    sealed.across = StackClosedForm.acrossAxis(StackClosedFormInput(
                        configuration: sealed.configuration, items: sealed.items, length: .free, breadth: .fixed(breadth)))
                    sealed.acrossCanvas = breadth
                    sealed.placedFor = nil
                }
            }
            if sealed.along == nil || sealed.across == nil {
                pendingUnseal(stack, .closedFormDeclined)
            }
        }
        if runPendingUnseals() { return false }
        var nests = false
        for stack in sealing.stacks where stack.inHierarchy {
            guard let sealed = stack.sealed else { continue }
            guard !isNestedStack(stack) else {
                nests = true
                continue
            }
            guard let along = sealed.along, let across = sealed.across else { continue }
            sealed.inputsChanged = false
            let left = solver.currentValue(of: stack.left), top = solver.currentValue(of: stack.top)
            setSealedRects(of: stack, sealed, along, across,
                           canvas: (left, top, solver.currentValue(of: stack.width)))
        }
        return nests ? placeNestedStacks() : true
    }

    /// The sealed nested stacks in the hierarchy, outermost first (by depth, then in the
    /// order they were sealed).
    private func nestedStacksByDepth() -> [ViewNode] {
        var nested: [(stack: ViewNode, depth: Int, order: Int)] = []
        for (order, stack) in sealing.stacks.enumerated() where stack.inHierarchy && isNestedStack(stack) {
            nested.append((stack, nestDepth(stack), order))
        }
        nested.sort { $0.depth != $1.depth ? $0.depth < $1.depth : $0.order < $1.order }
        return nested.map(\.stack)
    }

    /// Lays each nested stack out in the rect its outer stack's closed form gave it (both
    /// extents fixed), outermost first, and sets its arranged views' rects (a deeper nested
    /// stack's among them); false when one is unsealed.
    private func placeNestedStacks() -> Bool {
        let nested = nestedStacksByDepth()
        var start = 0
        while start < nested.count {
            // One depth at a time: its rects come from the depth above, placed just before.
            var end = start
            let depth = nestDepth(nested[start])
            while end < nested.count, nestDepth(nested[end]) == depth { end += 1 }
            guard placeNestedStacks(nested[start..<end]) else { return false }
            start = end
        }
        return true
    }

    /// How many stacks the stack is nested in.
    private func nestDepth(_ stack: ViewNode) -> Int {
        var depth = 0
        var current: ViewNode? = stack
        while let node = current, isNestedStack(node) {
            depth += 1
            current = node.superview
        }
        return depth
    }

    /// `placeNestedStacks` for the nested stacks of one depth.
    private func placeNestedStacks(_ stacks: ArraySlice<ViewNode>) -> Bool {
        for stack in stacks {
            guard let sealed = stack.sealed else { continue }
            let rect = sealedRects[stack.index]
            let horizontal = sealed.configuration.axis == .horizontal
            let length = horizontal ? rect.width : rect.height, breadth = horizontal ? rect.height : rect.width
            if sealed.along == nil || sealed.alongCanvas != length {
                sealing.report.closedFormLayouts += 1
                sealed.along = StackClosedForm.alongAxis(StackClosedFormInput(
                    configuration: sealed.configuration, items: sealed.items, length: .fixed(length), breadth: .free))
                sealed.alongCanvas = length
                sealed.placedFor = nil
            }
            if sealed.across == nil || sealed.acrossCanvas != breadth {
                sealed.across = StackClosedForm.acrossAxis(StackClosedFormInput(
                    configuration: sealed.configuration, items: sealed.items, length: .free, breadth: .fixed(breadth)))
                sealed.acrossCanvas = breadth
                sealed.placedFor = nil
            }
            if sealed.along == nil || sealed.across == nil, let outer = stack.superview {
                pendingUnseal(outer, .closedFormDeclined)
            }
        }
        if runPendingUnseals() { return false }
        for stack in stacks {
            guard let sealed = stack.sealed, let along = sealed.along, let across = sealed.across else { continue }
            sealed.inputsChanged = false
            let rect = sealedRects[stack.index]
            setSealedRects(of: stack, sealed, along, across, canvas: (rect.x, rect.y, rect.width))
        }
        return true
    }

    /// The full closed form along the axis on a fixed canvas of `length`; for an equal-gap
    /// stack it also gives the `EqualGapRelayout` for the next lengths, from the parts it
    /// computed (a few references kept: the build pays nothing for it, and the first
    /// relayout no longer makes it), kept unless one was made or refused already.
    private func alongAxisKeepingRelayout(_ sealed: SealedStack, length: Double) -> StackAlongAxisLayout? {
        var relayout: EqualGapRelayout?
        let along = StackClosedForm.alongAxis(StackClosedFormInput(
            configuration: sealed.configuration, items: sealed.items, length: .fixed(length), breadth: .free),
                                              relayout: &relayout)
        if !sealed.relayoutTried, let relayout {
            sealed.alongRelayout = relayout
            sealed.relayoutTried = true
        }
        return along
    }

    /// A stack laid out before on a fixed canvas, now of `length`: the layout along the axis
    /// from the kept `EqualGapRelayout` (from the full closed form's parts, or made here from
    /// the inputs when the full closed form did not give it), or nil for the full closed
    /// form. Clears `sealed.along`, whose offsets buffer it reuses.
    private func relaidOutAlongAxis(_ sealed: SealedStack, length: Double) -> StackAlongAxisLayout? {
        guard sealed.along != nil, sealed.alongCanvas != nil else { return nil }
        if !sealed.relayoutTried {
            sealed.relayoutTried = true
            sealed.alongRelayout = EqualGapRelayout(StackClosedFormInput(
                configuration: sealed.configuration, items: sealed.items, length: .fixed(length), breadth: .free))
        }
        guard let relayout = sealed.alongRelayout else { return nil }
        var offsets = sealed.along?.offsets ?? []
        sealed.along = nil
        return relayout.layout(length: length, reusing: &offsets)
    }

    /// The arranged views' alignment rects in root coordinates: offsets from the canvas's
    /// leading (top) edge, mirrored in right-to-left layouts along a horizontal stack's axis
    /// and across a vertical stack's, as the generated `leading`/`trailing` constraints are.
    private func setSealedRects(of stack: ViewNode, _ sealed: SealedStack, _ along: StackAlongAxisLayout,
                                _ across: StackAcrossAxisLayout, canvas: (left: Double, top: Double, width: Double)) {
        let (left, top, width) = canvas
        // Right to left: from the right edge, as the solver evaluates the mirrored chain.
        let right = left + width
        let rightToLeft = traits.layoutDirection == .rightToLeft
        // The same answers in the same place: nothing moved (a relayout elsewhere).
        if let placed = sealed.placedFor, placed.left == left, placed.top == top, placed.width == width,
           placed.rightToLeft == rightToLeft { return }
        sealed.placedFor = (left, top, width, rightToLeft)
        let horizontal = sealed.configuration.axis == .horizontal
        let count = min(sealed.arranged.count, along.offsets.count, along.lengths.count,
                        across.offsets.count, across.breadths.count)
        // Moved views are queued by index (`SealingState.movedViews`), with no reference
        // count taken per view.
        var moved = sealing.movedViews
        sealing.movedViews = []
        moved.reserveCapacity(moved.count + count)
        // Taken out for the loop, like `moved`: one access to the scene, not one a view (and
        // not in `sealing`, which a caller's loop over `sealing.stacks` may hold: the rects
        // would be shared, and copied at the first write).
        var rects = sealedRects
        sealedRects = SealedRects()
        defer { sealedRects = rects }
        rects.cover(views.count)
        sealed.arranged.withUnsafeBufferPointer { arranged in
            for index in 0..<count {
                // Not retained: `sealed.arranged` holds it for the whole loop.
                unowned(unsafe) let view = arranged[index]
                let offset = along.offsets[index], length = along.lengths[index]
                let crossOffset = across.offsets[index], breadth = across.breadths[index]
                var rect: Rect
                if horizontal {
                    let x = rightToLeft ? right - (offset + length) : left + offset
                    rect = Rect(x: x, y: top + crossOffset, width: length, height: breadth)
                } else {
                    let x = rightToLeft ? right - (crossOffset + breadth) : left + crossOffset
                    rect = Rect(x: x, y: top + offset, width: breadth, height: length)
                }
                if rect != rects[view.index] {
                    rects.set(rect, at: view.index)
                    moved.append(view.index)
                }
            }
        }
        sealing.movedViews = moved
    }

    // MARK: Unsealing within a pass

    /// Stacks to unseal once the loop over the sealed stacks is done.
    private func pendingUnseal(_ stack: ViewNode, _ reason: StackSealingFallback) {
        stack.sealed?.inputsChanged = true
        sealing.pending.append((stack, reason))
    }

    /// Unseals the pending stacks, generating their constraints; true when there were any.
    @discardableResult
    private func runPendingUnseals() -> Bool {
        guard !sealing.pending.isEmpty else { return false }
        let pending = sealing.pending
        sealing.pending = []
        for (stack, reason) in pending { unsealAndGenerate(stack, because: reason) }
        return true
    }
}

extension Scene {
    /// Lays the scene out again after `unsealForAnalysis` generated constraints, so that the
    /// solver holds them before an analysis reads it.
    func relayoutAfterUnsealing() {
        guard anyConstraintDirty || !dirtyStacks.isEmpty else { return }
        do { try layout() } catch { assertionFailure("layout threw \(error)") }
    }

    /// Takes the `#n` numbers sealed stacks' first generations would have taken.
    func payGeneratedKeyDebts() {
        for debt in sealing.keyDebts {
            let generated = StackLayout.constraints(for: debt.configuration)
            nextGeneratedKey += GeneratedConstraintKey.distinctKeys(of: generated, arranged: debt.arranged).count
        }
        sealing.keyDebts = []
    }

    /// A sealed stack regenerates (a view hidden, an intrinsic size or a trait changed):
    /// without sealing, the constraints whose keys are new to the stack would be made now,
    /// each taking a `#n` number (`makeConstraint`), so the same count is taken here — after
    /// every first generation still owed, so that a stack unsealed later owes nothing.
    /// Runs `StackLayout` twice, only on such a change (never on a resize).
    func takeRegeneratedKeys(of sealed: SealedStack, configuration: StackConfiguration, arranged: [ViewNode]) {
        payGeneratedKeyDebts()
        let wanted = GeneratedConstraintKey.distinctKeys(of: StackLayout.constraints(for: configuration), arranged: arranged)
        defer { sealed.lastGeneration = (configuration, arranged) }
        guard let last = sealed.lastGeneration else {
            nextGeneratedKey += wanted.count
            return
        }
        let existing = GeneratedConstraintKey.distinctKeys(of: StackLayout.constraints(for: last.configuration),
                                                           arranged: last.arranged)
        var existingKeys = Set<GeneratedConstraintKey>(minimumCapacity: existing.count)
        for item in existing { existingKeys.insert(item.key) }
        for item in wanted where !existingKeys.contains(item.key) { nextGeneratedKey += 1 }
    }

    /// Before an unsealed stack's first generation: whether its `#n` numbers were taken
    /// already (it then takes none); an unpaid debt is dropped (the generation pays it).
    func generatedKeysWereTaken(by stack: ViewNode) -> Bool {
        if let index = sealing.keyDebts.firstIndex(where: { $0.stack === stack }) {
            sealing.keyDebts.remove(at: index)
            return false
        }
        return true
    }
}
