/// What a constraint generated for an arrangement (a stack view's or a WatchKit group's)
/// refers to. The scene maps each item to its own views and guides.
public enum ArrangementItem: Hashable, Sendable, CustomStringConvertible {
    /// The stack view or group itself. A stack with `marginsRelative` refers to its edges
    /// and centres through the margin attributes (`leadingMargin`, `topMargin`,
    /// `centerYWithinMargins`, …).
    case parent
    /// The parent's layout-margins guide (`UIViewLayoutMarginsGuide`). Stacks use it only
    /// with `marginsRelative`, and only for `width` and `height`, which have no margin
    /// attribute: its width is the parent's width less the left and right margins.
    case parentMargins
    /// The arranged view at that index of the configuration's items.
    case arranged(Int)
    /// A guide the arrangement generates.
    case guide(ArrangementGuide)

    /// `parent`, `parentMargins`, `arranged[i]` or the guide's name.
    public var description: String {
        switch self {
        case .parent: return "parent"
        case .parentMargins: return "parentMargins"
        case .arranged(let index): return "arranged[\(index)]"
        case .guide(let guide): return guide.description
        }
    }
}

/// One side of a generated constraint: an item and one of its attributes.
public struct ArrangementAnchor: Hashable, Sendable, CustomStringConvertible {
    /// The view or guide.
    public var item: ArrangementItem
    /// The attribute of `item`.
    public var attribute: LayoutAttribute

    /// The anchor `item.attribute`.
    public init(_ item: ArrangementItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `item.attribute`, e.g. `arranged[0].trailing`.
    public var description: String { "\(item).\(attribute)" }
}
