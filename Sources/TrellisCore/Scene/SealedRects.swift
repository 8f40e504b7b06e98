/// The alignment rects of sealed stacks' arranged views in root coordinates, by the view's
/// place in `Scene.views` (`Scene+SealedStacks.swift` sets them, the frame pass reads them).
///
/// Kept by the scene rather than in each `ViewNode`: only arranged views of a sealed stack
/// have one, and a rect in every node cost every view of a list 32 bytes (issue 18). The
/// storage grows to a view's place when its rect is first set; a place never set reads as
/// zero, as a node's rect did before it was set.
struct SealedRects {
    private var rects: [Rect] = []

    /// The rect of the view at `place` (zero if never set).
    subscript(place: Int) -> Rect {
        place >= 0 && place < rects.count ? rects[place] : .zero
    }

    /// Sets the rect of the view at `place`.
    mutating func set(_ rect: Rect, at place: Int) {
        guard place >= 0 else { return }
        if place >= rects.count {
            // Room for every view up to `place` at once: a stack's views are set in order.
            rects.reserveCapacity(place + 1)
            rects.append(contentsOf: repeatElement(.zero, count: place + 1 - rects.count))
        }
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
