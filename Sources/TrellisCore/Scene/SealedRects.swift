/// The alignment rects of sealed stacks' arranged views in root coordinates, by the view's
/// place in `Scene.views` (`Scene+SealedStacks.swift` sets them, the frame pass reads them).
///
/// Kept by the scene rather than in each `ViewNode`: only arranged views of a sealed stack
/// have one, and a rect in every node cost every view of a list 32 bytes (issue 18). The
/// storage covers every view once a stack sets its rects (a scene without sealed stacks
/// has none); a place never set reads as zero, as a node's rect did before it was set.
struct SealedRects {
    private var rects: [Rect] = []

    /// The rect of the view at `place` (zero if never set).
    subscript(place: Int) -> Rect {
        place >= 0 && place < rects.count ? rects[place] : .zero
    }

    /// Room for the views at places below `count` (zero rects), made at once before a
    /// stack's rects are set: growing place by place copied the storage once a view.
    mutating func cover(_ count: Int) {
        guard count > rects.count else { return }
        rects.append(contentsOf: repeatElement(.zero, count: count - rects.count))
    }

    /// Sets the rect of the view at `place` (covered first if it is not yet).
    mutating func set(_ rect: Rect, at place: Int) {
        guard place >= 0 else { return }
        if place >= rects.count { cover(max(place + 1, 2 * rects.count)) }
        rects[place] = rect
    }

    /// Views were removed: the rect of each remaining view, in its new order, from its old
    /// place.
    mutating func renumber(oldPlaces: [Int]) {
        guard !rects.isEmpty else { return }
        let old = rects
        rects = oldPlaces.map { $0 >= 0 && $0 < old.count ? old[$0] : .zero }
    }
}
