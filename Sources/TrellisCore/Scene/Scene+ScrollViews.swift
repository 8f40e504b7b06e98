/// Scroll views (docs/uikit-behaviours.md §9, M9–M10): `scrollView`, `tableView` and
/// `collectionView` views whose subviews are their content.
///
/// UIKit (Apple, "Working with Scroll Views" in the Auto Layout Guide; `UIScrollView`'s
/// `contentLayoutGuide` and `frameLayoutGuide`, iOS 11):
/// - constraints between the scroll view's edges (or its `contentLayoutGuide`) and the views
///   inside it define the content area, and so the content size;
/// - constraints to its width and height (or its `frameLayoutGuide`) and from outside it
///   concern its frame;
/// - the content is drawn offset by the scroll view's `contentOffset`.
///
/// The content guide is a layout guide whose leading and top edges sit at the frame's origin
/// less the content offset (an in-place constant change when the host scrolls) and whose size
/// is whatever the content's constraints make it: nothing else holds it, so content that
/// does not determine it is ambiguous, as Interface Builder warns ("Scrollable content size
/// is ambiguous").
extension Scene {
    /// Sets how far a scroll view's content is scrolled, in points (applied at the next layout).
    public func setContentOffset(_ id: String, x: Double, y: Double) throws(SceneError) {
        let view = try view(id)
        guard view.kind.isScrollView else {
            throw SceneError(.argument, "view \(Quoting.quoted(id)) is a \(view.kind.rawValue), not a scroll view")
        }
        guard Limits.isWithinMagnitude(x), Limits.isWithinMagnitude(y) else {
            throw SceneError(.argument, "a content offset must be finite and \(Limits.magnitudePhrase), got \(NumberFormatting.format(x)), \(NumberFormatting.format(y))")
        }
        view.contentOffset = ContentOffset(x: x, y: y)
        if let guide = view.insetGuides.first(where: { $0.role == .contentLayoutGuide }) { updateConstants(of: guide) }
    }

    /// A scroll view's content size as of the last layout: its content guide's size (zero
    /// when no constraint reaches the content area); a table view with rows, its rows'
    /// (`Scene+TableViews.swift`, T5); a collection view with items, its flow's
    /// (`Scene+CollectionViews.swift`).
    public func contentSize(ofView id: String) throws(SceneError) -> Size {
        layoutIfNeverLaidOut()
        let view = try view(id)
        guard view.kind.isScrollView else {
            throw SceneError(.argument, "view \(Quoting.quoted(id)) is a \(view.kind.rawValue), not a scroll view")
        }
        if let rows = try tableContentSize(of: view) { return rows }
        if let items = try collectionContentSize(of: view) { return items }
        guard let guide = view.insetGuides.first(where: { $0.role == .contentLayoutGuide })?.node else {
            return Size(width: 0, height: 0)
        }
        return Size(width: clean(solver.currentValue(of: guide.width)), height: clean(solver.currentValue(of: guide.height)))
    }

    /// A scroll view's content offset.
    public func contentOffset(ofView id: String) throws(SceneError) -> ContentOffset {
        try view(id).contentOffset
    }

    /// For a document constraint between a scroll view's edge and a view inside it: the
    /// scroll view's content guide in its place (UIKit's reading of such constraints).
    @inline(__always)
    func contentAnchors(_ first: ConstraintAnchor, _ second: ConstraintAnchor?) -> (ConstraintAnchor, ConstraintAnchor?) {
        guard let second else { return (first, nil) }
        // Almost every constraint is between views that are no scroll views: nothing moves,
        // and `isContentEdge`'s calls (two anchor copies, a retain each) are skipped.
        guard first.view.kind.isScrollView || second.view.kind.isScrollView else { return (first, second) }
        if isContentEdge(first, other: second) {
            return (ConstraintAnchor(view: insetGuide(.contentLayoutGuide, of: first.view).node, attribute: first.attribute), second)
        }
        if isContentEdge(second, other: first) {
            return (first, ConstraintAnchor(view: insetGuide(.contentLayoutGuide, of: second.view).node, attribute: second.attribute))
        }
        return (first, second)
    }

    /// Whether `anchor` is a scroll view's edge and `other` lies inside its content. A centre
    /// is not: "Constraints between the edges or margins of the scroll view and its content
    /// attach to the scroll view's content area. Constraints between the height, width, or
    /// centers attach to the scroll view's frame" (Apple, Auto Layout Guide, "Working with
    /// Scroll Views"; docs/uikit-behaviours.md M9).
    private func isContentEdge(_ anchor: ConstraintAnchor, other: ConstraintAnchor) -> Bool {
        let scroll = anchor.view
        guard scroll.kind.isScrollView, anchor.attribute.isLocation, !anchor.attribute.isMargin,
              anchor.attribute != .centerX, anchor.attribute != .centerY else { return false }
        // A guide stands for its owner; the scroll view's own guides are not its content.
        var current: ViewNode? = other.view.isInternalGuide ? other.view.superview : other.view
        if current === scroll { return false }
        while let view = current {
            if view.superview === scroll { return true }
            current = view.superview
        }
        return false
    }
}

/// How far a scroll view's content is scrolled: the content point at the frame's origin.
public struct ContentOffset: Hashable, Sendable {
    /// The horizontal offset.
    public var x: Double
    /// The vertical offset.
    public var y: Double

    /// An offset from its two coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
