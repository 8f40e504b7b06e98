/// The WatchKit group properties of a `group` node (docs/document-format.md, docs/uikit-behaviours.md §6).
public struct GroupDescription: Hashable, Sendable {
    /// The direction the group flows its items (W1).
    public var layout: LayoutAxis
    /// Space between the group's edges and its items.
    public var insets: EdgeInsets
    /// Space between consecutive items (WatchKit's default is 2, W1).
    public var spacing: Double

    /// A group's properties; the defaults are WatchKit's.
    public init(layout: LayoutAxis = .horizontal, insets: EdgeInsets = .zero, spacing: Double = 2) {
        self.layout = layout
        self.insets = insets
        self.spacing = spacing
    }
}

/// How a group child sizes itself along one axis.
public enum GroupSizeMode: Hashable, Sendable {
    case fixed(Double)
    /// A fraction of the group's content area (inside its insets) plus an adjustment.
    case relative(Double, adjust: Double)
    /// The intrinsic size, never larger than the content area (the default).
    case fit
}

/// Where a group child sits within the group, per axis.
public enum GroupPosition: String, Hashable, Sendable {
    case left, center, right, top, bottom
}

/// The properties a child of a group has.
public struct GroupItemDescription: Hashable, Sendable {
    /// Where the item sits across a vertical group, or flows in a horizontal one (W2).
    public var horizontalPosition: GroupPosition
    /// Where the item sits across a horizontal group, or flows in a vertical one (W2).
    public var verticalPosition: GroupPosition
    /// How the item's width is found (W3).
    public var widthMode: GroupSizeMode
    /// How the item's height is found (W3).
    public var heightMode: GroupSizeMode

    /// An item's placement in its group; the defaults are WatchKit's.
    public init(horizontalPosition: GroupPosition = .left, verticalPosition: GroupPosition = .top,
                widthMode: GroupSizeMode = .fit, heightMode: GroupSizeMode = .fit) {
        self.horizontalPosition = horizontalPosition
        self.verticalPosition = verticalPosition
        self.widthMode = widthMode
        self.heightMode = heightMode
    }
}
