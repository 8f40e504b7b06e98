import Cassowary

/// The layout pass and the read-out of frames.
extension Scene {
    /// Pushes every recorded change into the solver, re-optimises and updates the frames of
    /// the views whose variables moved. Cheap when nothing changed.
    public func layout() throws(SceneError) {
        updateHierarchy()
        updateIntrinsicSizes()
        refreshDirtyConstraints()
        if sizeIsDirty {
            sizeIsDirty = false
            try? solver.suggestValue(root.width, size.width)
            try? solver.suggestValue(root.height, size.height)
        }
        // Wrapping labels: measure again at the solved width, a few rounds at most.
        for _ in 0..<4 {
            guard remeasureWrappingLabels() else { break }
            refreshDirtyConstraints()
        }
        let changedVariables = solver.updateVariables()
        updateFrames(changedVariables)
        brokenConstraints = constraints.filter(\.isBroken).map(\.displayName)
    }

    private func updateFrames(_ changedVariables: [Variable]) {
        var candidates: [ViewNode]
        if allFramesDirty {
            allFramesDirty = false
            candidates = views
        } else {
            var seen = Set<ObjectIdentifier>()
            candidates = []
            for variable in changedVariables {
                guard let view = viewOfVariable[variable], seen.insert(ObjectIdentifier(view)).inserted else { continue }
                candidates.append(view)
            }
            for view in framesChangedByHierarchy where seen.insert(ObjectIdentifier(view)).inserted {
                candidates.append(view)
            }
        }
        framesChangedByHierarchy.removeAll()

        var changed = Set<ObjectIdentifier>()
        var movedInRoot: [ViewNode] = []
        for view in candidates {
            let frame = view.inHierarchy ? rootFrame(of: view) : .zero
            if frame != view.frameInRoot || !view.inHierarchy {
                view.frameInRoot = frame
                movedInRoot.append(view)
            }
        }
        // A frame in superview coordinates changes when the view or its superview moves.
        var relative: [ViewNode] = []
        var queued = Set<ObjectIdentifier>()
        for view in movedInRoot {
            if queued.insert(ObjectIdentifier(view)).inserted { relative.append(view) }
            for child in view.subviews where queued.insert(ObjectIdentifier(child)).inserted { relative.append(child) }
        }
        for view in relative {
            let frame: Rect
            if view.inHierarchy, let superview = view.superview {
                frame = Rect(x: view.frameInRoot.x - superview.frameInRoot.x,
                             y: view.frameInRoot.y - superview.frameInRoot.y,
                             width: view.frameInRoot.width, height: view.frameInRoot.height)
            } else {
                frame = view.inHierarchy ? view.frameInRoot : .zero
            }
            let movedOwnFrame = movedInRoot.contains { $0 === view }
            if frame != view.frameInSuperview || movedOwnFrame {
                view.frameInSuperview = frame
                changed.insert(ObjectIdentifier(view))
            }
        }
        for view in candidates where !view.inHierarchy { changed.insert(ObjectIdentifier(view)) }
        changedViewIndices = views.indices.filter { changed.contains(ObjectIdentifier(views[$0])) }
    }

    /// The frame (alignment rect outset by the alignment insets) in root coordinates, with
    /// each edge rounded to the display's pixel grid when a display scale is set, so that
    /// adjacent views never gap.
    func rootFrame(of view: ViewNode) -> Rect {
        let insets = view.description.alignmentInsets
        var minX = solver.currentValue(of: view.left) - insets.left
        var minY = solver.currentValue(of: view.top) - insets.top
        var maxX = minX + insets.left + solver.currentValue(of: view.width) + insets.right
        var maxY = minY + insets.top + solver.currentValue(of: view.height) + insets.bottom
        let scale = traits.displayScale
        if scale > 0 {
            minX = (minX * scale).rounded() / scale
            minY = (minY * scale).rounded() / scale
            maxX = (maxX * scale).rounded() / scale
            maxY = (maxY * scale).rounded() / scale
        }
        return Rect(x: clean(minX), y: clean(minY), width: clean(maxX - minX), height: clean(maxY - minY))
    }

    /// Drops floating-point dust (1e-12 and the like) and negative zero.
    private func clean(_ value: Double) -> Double {
        let rounded = (value * 1e9).rounded() / 1e9
        return rounded == 0 ? 0 : rounded
    }
}
