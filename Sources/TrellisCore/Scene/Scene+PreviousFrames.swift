/// Frames before the most recent layout, for animating a layout change: the Auto Layout
/// pattern of changing a constraint's constant, then calling `layoutIfNeeded()` inside
/// `UIView.animate` so that Core Animation interpolates every view from its old frame to
/// its new one (Stack Overflow "How do I animate constraint changes?", question 12622424).
/// A host does the interpolation from `previousFramesInRoot` to `framesInRoot`.
///
/// Cheap by construction: the layout pass already visits exactly the views whose frame
/// changed; each keeps the pass's stamp and its old root frame's slot in `previousFrames`
/// (none for a zero frame, so a first layout keeps nothing). A view without that stamp
/// did not move, so its previous frame is its current one; nothing is copied for it.
extension Scene {
    /// Every view's root-coordinate frame as it was before the most recent `layout()`, in
    /// view-index order (zero for views that were not installed then, or did not exist).
    public var previousFramesInRoot: [Rect] {
        layoutIfNeverLaidOut()
        return views.map(previousFrameInRoot)
    }

    /// One view's frame before the most recent layout.
    func previousFrameInRoot(_ view: ViewNode) -> Rect {
        if frameEpoch != 0, view.previousFrameEpoch == frameEpoch {
            let slot = Int(view.previousFrameSlot)
            return slot >= 0 && slot < previousFrames.count ? previousFrames[slot] : .zero
        }
        return view.inHierarchy ? view.frameInRoot : .zero
    }

    /// Starts a layout pass's frame update: the next 32-bit stamp. Stamps are compared for
    /// equality only, so when the epoch wraps every view's stamps are cleared first: no
    /// stamp of an old pass can ever equal a new one.
    func advanceFrameEpoch() {
        frameEpoch &+= 1
        guard frameEpoch == 0 else { return }
        for view in views {
            view.candidateStamp = 0
            view.relativeStamp = 0
            view.changedStamp = 0
            view.previousFrameEpoch = 0
        }
        frameEpoch = 1
    }
}
