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
        var changedVariables = solveRecordedChanges()
        // Sealed stacks are placed in the solved canvases; one that turns out not to be
        // sealable is unsealed, and the scene solved again (each round unseals one or more)
        // in a rebuilt solver, as the first solve of a scene that never sealed it.
        while !placeSealedStacks() {
            if rebuildSolverIfRequested() {
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
        frameEpoch &+= 1
        let epoch = frameEpoch
        // Views whose root frame may have moved: those of the changed variables, those that
        // joined or left the hierarchy (or all of them after a scale or structure change).
        var candidates: [Int] = []
        if allFramesDirty {
            allFramesDirty = false
            candidates = Array(views.indices)
        } else {
            candidates.reserveCapacity(changedVariables.count / 2)
            for variable in changedVariables {
                guard let view = owner(of: variable), view.candidateStamp != epoch else { continue }
                view.candidateStamp = epoch
                candidates.append(view.index)
            }
            for view in framesChangedByHierarchy where view.candidateStamp != epoch {
                view.candidateStamp = epoch
                candidates.append(view.index)
            }
        }
        framesChangedByHierarchy.removeAll()

        // A frame in superview coordinates changes when the view or its superview moves; a
        // view counts as changed when either of its frames changed.
        var changed: [Int] = []
        var relative: [Int] = []
        changed.reserveCapacity(candidates.count)
        relative.reserveCapacity(candidates.count)
        views.withUnsafeBufferPointer { views in
            for index in candidates {
                let view = views[index]
                let frame = view.inHierarchy ? rootFrame(of: view) : .zero
                let old = view.frameInRoot
                let moved = frame != old || !view.inHierarchy
                guard moved else { continue }
                if frame != old {
                    view.previousFrameInRoot = old
                    view.previousFrameEpoch = epoch
                }
                view.frameInRoot = frame
                view.changedStamp = epoch
                changed.append(index)
                if view.relativeStamp != epoch { view.relativeStamp = epoch; relative.append(index) }
                // Children's frames are relative to this one's origin: only a move (not a
                // resize — the root's, on every window resize) can change them.
                if frame.x != old.x || frame.y != old.y || !view.inHierarchy {
                    for child in view.subviews where child.relativeStamp != epoch {
                        child.relativeStamp = epoch
                        relative.append(child.index)
                    }
                }
            }
            for index in relative {
                let view = views[index]
                var frame = view.inHierarchy ? view.frameInRoot : .zero
                if view.inHierarchy, let superview = view.superview {
                    frame.x = clean(frame.x - superview.frameInRoot.x)
                    frame.y = clean(frame.y - superview.frameInRoot.y)
                }
                if frame != view.frameInSuperview {
                    view.frameInSuperview = frame
                    if view.changedStamp != epoch {
                        view.changedStamp = epoch
                        changed.append(index)
                    }
                }
            }
        }
        changed.sort()
        changedViewIndices = changed
    }

    /// The frame (alignment rect outset by the alignment insets) in root coordinates, with
    /// each edge rounded to the display's pixel grid when a display scale is set, so that
    /// adjacent views never gap.
    func rootFrame(of view: ViewNode) -> Rect {
        let insets = view.description.alignmentInsets
        // A sealed stack's arranged view has its rect from the closed form (`Scene+SealedStacks.swift`).
        let rect = view.isSealedArranged ? view.sealedRect
            : Rect(x: solver.currentValue(of: view.left), y: solver.currentValue(of: view.top),
                   width: solver.currentValue(of: view.width), height: solver.currentValue(of: view.height))
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
