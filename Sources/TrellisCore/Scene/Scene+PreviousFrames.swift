/// Frames before the most recent layout, for animating a layout change: the Auto Layout
/// pattern of changing a constraint's constant, then calling `layoutIfNeeded()` inside
/// `UIView.animate` so that Core Animation interpolates every view from its old frame to
/// its new one (Stack Overflow "How do I animate constraint changes?", question 12622424).
/// A host does the interpolation from `previousFramesInRoot` to `framesInRoot`.
///
/// Cheap by construction: the layout pass already visits exactly the views whose frame
/// changed; each keeps its old root frame and the pass's stamp. A view without that stamp
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
        if view.previousFrameEpoch == frameEpoch { return view.previousFrameInRoot }
        return view.inHierarchy ? view.frameInRoot : .zero
    }
}
