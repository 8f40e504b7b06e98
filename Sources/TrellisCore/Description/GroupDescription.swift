/// The WatchKit group properties of a `group` node (docs/document-format.md, docs/uikit-behaviours.md §6).
public struct GroupDescription: Hashable, Sendable {
    public var layout: LayoutAxis
    public var insets: EdgeInsets
    public var spacing: Double

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
    public var horizontalPosition: GroupPosition
    public var verticalPosition: GroupPosition
    public var widthMode: GroupSizeMode
    public var heightMode: GroupSizeMode

    public init(horizontalPosition: GroupPosition = .left, verticalPosition: GroupPosition = .top,
                widthMode: GroupSizeMode = .fit, heightMode: GroupSizeMode = .fit) {
        self.horizontalPosition = horizontalPosition
        self.verticalPosition = verticalPosition
        self.widthMode = widthMode
        self.heightMode = heightMode
    }
}
