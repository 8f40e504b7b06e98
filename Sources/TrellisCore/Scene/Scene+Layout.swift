import Cassowary

/// The layout pass and the read-out of frames.
extension Scene {
    /// Pushes every recorded change into the solver, re-optimises and updates the frames of
    /// the views whose variables moved. Cheap when nothing changed.
    public func layout() throws(SceneError) {
        hasLaidOut = true
        updateHierarchy()
        updateIntrinsicSizes()
        regenerateDirtyStacks()
        prepareSealedStacks()
        recompileStackBaselineConstraintsIfNeeded()
        // Safe areas and margins from the last frames: right unless something moved.
        _ = updateSafeAreaDependents()
        // A stack unsealed since the last solve: the solver is made again, as if it had
        // never been sealed (`Scene+Unsealing.swift`).
        rebuildSolverIfRequested()
        // What the settling below changes, as it is now: a stack unsealed after the solve
        // rebuilds the solver, which starts from here again (`Scene+PassStartState.swift`).
        let passStart = sealing.stacks.isEmpty ? nil : passStartState()
        var changedVariables = solveRecordedChanges()
        // Sealed stacks are placed in the solved canvases; one that turns out not to be
        // sealable is unsealed, and the scene solved again (each round unseals one or more)
        // in a rebuilt solver, as the first solve of a scene that never sealed it.
        while !placeSealedStacks() {
            if rebuildSolverIfRequested() {
                if let passStart { restore(passStart) }
                recompileStackBaselineConstraintsIfNeeded()
                changedVariables += solveRecordedChanges()
            } else {
                refreshDirtyConstraints()
                changedVariables += solver.updateVariables()
            }
        }
        updateFrames(changedVariables)
    }

    /// Pushes the recorded changes into the solver and solves, until wrapping labels, stack
    /// baselines and insets settle; returns the variables that moved.
    private func solveRecordedChanges() -> [Variable] {
        refreshDirtyConstraints()
        applyWindowSize()
        // Wrapping labels measure again at their solved width, stacks choose their
        // baseline views from the solved heights, and safe areas and margins follow the
        // solved frames: a few rounds at most.
        for _ in 0..<4 {
            let remeasured = remeasureWrappingLabels()
            let baselinesMoved = stackBaselineViewsMoved()
            let insetsMoved = updateSafeAreaDependents()
            guard remeasured || baselinesMoved || insetsMoved else { break }
            recompileStackBaselineConstraintsIfNeeded()
            refreshDirtyConstraints()
        }
        return solver.updateVariables()
    }

    /// Lays the scene out if nothing has yet: a read before the host's first `layout()`
    /// sees the scene laid out at its current size and traits, as if it had been at creation.
    func layoutIfNeverLaidOut() {
        guard !hasLaidOut else { return }
        // `layout()` itself throws nothing today (its steps record problems as broken
        // constraints); the signature is kept for what it may need to report.
        do { try layout() } catch { assertionFailure("layout threw \(error)") }
    }

    /// Updates the frames of the views whose variables moved. Works on view indices, so that
    /// a relayout that moves every view of a long stack touches no reference counts.
    private func updateFrames(_ changedVariables: [Variable]) {
        advanceFrameEpoch()
        let epoch = frameEpoch
        // Views whose root frame may have moved: those of the changed variables, those that
        // joined or left the hierarchy (or all of them after a scale or structure change).
        // Index lists reused from pass to pass (`FrameUpdateBuffers`): no allocation once
        // they have grown to the scene.
        var candidates = frameUpdateBuffers.candidates
        var relative = frameUpdateBuffers.relative
        frameUpdateBuffers = FrameUpdateBuffers()
        candidates.removeAll(keepingCapacity: true)
        relative.removeAll(keepingCapacity: true)
        defer { frameUpdateBuffers = FrameUpdateBuffers(candidates: candidates, relative: relative) }
        // The sealed arranged views the pass moved (`setSealedRects`), by index.
        var movedSealed = sealing.movedViews
        sealing.movedViews = []
        if allFramesDirty {
            allFramesDirty = false
            candidates.append(contentsOf: 0..<Int32(truncatingIfNeeded: views.count))
        } else {
            candidates.reserveCapacity(changedVariables.count / 2 + movedSealed.count)
            // `owner(of:)` of each variable, by place: the view borrowed, not retained (a
            // retain and release per moved variable, 2 × 667 of a list document's resize).
            views.withUnsafeBufferPointer { views in
                viewOfVariable.withUnsafeBufferPointer { viewOfVariable in
                    for variable in changedVariables {
                        let id = Int(variable.id)
                        guard id < viewOfVariable.count else { continue }
                        let place = Int(viewOfVariable[id])
                        guard place >= 0 && place < views.count else { continue }
                        Unmanaged.passUnretained(views[place])._withUnsafeGuaranteedRef { view in
                            guard view.candidateStamp != epoch else { return }
                            view.candidateStamp = epoch
                            candidates.append(Int32(truncatingIfNeeded: view.index))
                        }
                    }
                }
            }
            for view in framesChangedByHierarchy where view.candidateStamp != epoch {
                view.candidateStamp = epoch
                candidates.append(Int32(truncatingIfNeeded: view.index))
            }
            views.withUnsafeBufferPointer { views in
                for index in movedSealed where index < views.count {
                    // Not retained: `views` holds every view for the whole loop.
                    unowned(unsafe) let view = views[index]
                    guard view.candidateStamp != epoch else { continue }
                    view.candidateStamp = epoch
                    candidates.append(Int32(truncatingIfNeeded: index))
                }
            }
        }
        movedSealed.removeAll(keepingCapacity: true)
        sealing.movedViews = movedSealed
        if !framesChangedByHierarchy.isEmpty { framesChangedByHierarchy.removeAll() }

        // A frame in superview coordinates changes when the view or its superview moves; a
        // view counts as changed when either of its frames changed.
        // The last pass's list, unshared once it is taken here (a host's read copies it).
        var changed = changedViewIndices
        changedViewIndices = []
        changed.removeAll(keepingCapacity: true)
        changed.reserveCapacity(candidates.count)
        relative.reserveCapacity(candidates.count)
        // Views are borrowed, not retained (`_withUnsafeGuaranteedRef`): `views` holds every
        // one of them, and their superviews, for the whole of both loops.
        var changedInOrder = true
        let sealedRects = self.sealedRects
        var previousFrames = self.previousFrames
        self.previousFrames = []
        previousFrames.removeAll(keepingCapacity: true)
        // Room for every candidate, except in a scene's first pass (epoch 1; again when the
        // epoch wraps, which costs nothing but growth): every old frame is zero then and none
        // is kept, so a first layout keeps no room (32 bytes a view, issue 18 round 15).
        // Reserved unconditionally all the same: a conditional reservation let the appends
        // below check the array's uniqueness each time (+2.5 % on an equalSpacing stack).
        previousFrames.reserveCapacity(epoch == 1 ? 0 : candidates.count)
        defer { self.previousFrames = previousFrames }
        views.withUnsafeBufferPointer { views in
            for place in candidates {
                let index = Int(place)
                Unmanaged.passUnretained(views[index])._withUnsafeGuaranteedRef { view in
                    // A sealed arranged view's rect needs no solver call (`Scene+SealedStacks.swift`).
                    let frame = !view.inHierarchy ? .zero
                        : view.isSealedArranged ? frameOutsetAndAligned(sealedRects[index], view.description.alignmentInsets)
                        : rootFrame(of: view)
                    let old = view.frameInRoot
                    guard frame != old || !view.inHierarchy else { return }
                    if frame != old {
                        // A zero frame (a view's first) is kept as no slot: a first layout
                        // keeps no previous frame at all.
                        if old == .zero {
                            view.previousFrameSlot = -1
                        } else {
                            view.previousFrameSlot = Int32(truncatingIfNeeded: previousFrames.count)
                            previousFrames.append(old)
                        }
                        view.previousFrameEpoch = epoch
                    }
                    view.frameInRoot = frame
                    view.changedStamp = epoch
                    if let last = changed.last, last > index { changedInOrder = false }
                    changed.append(index)
                    if view.relativeStamp != epoch { view.relativeStamp = epoch; relative.append(place) }
                    // Children's frames are relative to this one's origin: only a move (not a
                    // resize — the root's, on every window resize) can change them.
                    // (A leaf, most views, is not asked for its children: no array retained.)
                    if (frame.x != old.x || frame.y != old.y || !view.inHierarchy) && !view.subviews.isEmpty {
                        for child in view.subviews where child.relativeStamp != epoch {
                            child.relativeStamp = epoch
                            relative.append(Int32(truncatingIfNeeded: child.index))
                        }
                    }
                }
            }
            for place in relative {
                let index = Int(place)
                Unmanaged.passUnretained(views[index])._withUnsafeGuaranteedRef { view in
                    var frame = view.inHierarchy ? view.frameInRoot : .zero
                    if view.inHierarchy, let superviewFrame = view.superview?.frameInRoot {
                        frame.x = clean(frame.x - superviewFrame.x)
                        frame.y = clean(frame.y - superviewFrame.y)
                    }
                    if frame != view.frameInSuperview {
                        view.frameInSuperview = frame
                        if view.changedStamp != epoch {
                            view.changedStamp = epoch
                            if let last = changed.last, last > index { changedInOrder = false }
                            changed.append(index)
                        }
                    }
                }
            }
        }
        if !changedInOrder {
            // Many changed views (a resize moves most of a list's) are listed again in order
            // from their stamps, a test per view of the scene, rather than sorted: a sort
            // through its comparison closure took 35 k instructions for a list document's 667.
            if changed.count >= views.count / 8 {
                changed.removeAll(keepingCapacity: true)
                views.withUnsafeBufferPointer { views in
                    for index in views.indices {
                        // Not retained: `views` holds every view for the whole loop.
                        unowned(unsafe) let view = views[index]
                        if view.changedStamp == epoch { changed.append(index) }
                    }
                }
            } else {
                changed.sort()
            }
        }
        changedViewIndices = changed
    }

    /// Every view's frame in root coordinates (`framesInRoot`), written as four doubles per
    /// view (x, y, width, height) by index into `out`, which holds `capacity` views (4 ×
    /// `capacity` values): the C read-out, with no array made and no view retained. Returns
    /// the view count, counted after the first layout if none happened yet; writes nothing
    /// when that is more than `capacity`.
    public func writeFramesInRoot(to out: UnsafeMutablePointer<Double>, capacity: Int) -> Int {
        layoutIfNeverLaidOut()
        guard views.count <= capacity else { return views.count }
        views.withUnsafeBufferPointer { views in
            var slot = out
            for index in views.indices {
                // Not retained: `views` holds every view for the whole loop.
                unowned(unsafe) let view = views[index]
                let frame = view.inHierarchy ? view.frameInRoot : .zero
                slot[0] = frame.x
                slot[1] = frame.y
                slot[2] = frame.width
                slot[3] = frame.height
                slot += 4
            }
        }
        return views.count
    }

    /// The frame (alignment rect outset by the alignment insets) in root coordinates, with
    /// each edge rounded to the display's pixel grid when a display scale is set, so that
    /// adjacent views never gap.
    func rootFrame(of view: ViewNode) -> Rect {
        // A sealed stack's arranged view has its rect from the closed form (`Scene+SealedStacks.swift`).
        if view.isSealedArranged { return frameOutsetAndAligned(sealedRects[view.index], view.description.alignmentInsets) }
        // The solver borrowed for the read: read through `self`, it was retained and released
        // around it (issue 18). The four values in one call (`currentValues`), not four.
        let (x, y, width, height) = Unmanaged.passUnretained(solver)._withUnsafeGuaranteedRef { solver in
            solver.currentValues(view.left, view.top, view.width, view.height)
        }
        let rect = Rect(x: x, y: y, width: width, height: height)
        return frameOutsetAndAligned(rect, view.description.alignmentInsets)
    }

    /// An alignment rect in root coordinates outset by `insets` (a view's alignment insets)
    /// and rounded to the pixel grid: `rootFrame`'s arithmetic, on values only.
    @inline(__always)
    func frameOutsetAndAligned(_ rect: Rect, _ insets: EdgeInsets) -> Rect {
        var minX = rect.x - insets.left
        var minY = rect.y - insets.top
        var maxX = minX + insets.left + rect.width + insets.right
        var maxY = minY + insets.top + rect.height + insets.bottom
        let scale = traits.displayScale
        if scale > 0 {
            minX = (minX * scale).rounded() / scale
            minY = (minY * scale).rounded() / scale
            maxX = (maxX * scale).rounded() / scale
            maxY = (maxY * scale).rounded() / scale
        }
        return Rect(x: clean(minX), y: clean(minY), width: clean(maxX - minX), height: clean(maxY - minY))
    }

    /// Drops floating-point dust around zero (1e-12 and the like) and negative zero.
    @inline(__always)
    func clean(_ value: Double) -> Double {
        value < 1e-9 && value > -1e-9 ? 0 : value
    }
}

/// `Scene.updateFrames`'s scratch lists of view indices, kept by the scene between passes so
/// that a relayout allocates none of them once they have grown to the scene's size.
struct FrameUpdateBuffers {
    // Places in `Scene.views`, 32-bit: kept with the capacity of a whole scene, 4 bytes a
    // view each rather than 8 (issue 18).
    /// Views whose root frame may have moved.
    var candidates: [Int32] = []
    /// Views whose frame in their superview may have moved.
    var relative: [Int32] = []
}
