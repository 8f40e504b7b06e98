/// The kinds of node a scene is made of.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
    /// A plain view.
    case view
    /// A text label, sized by its text (`text`, `textStyle`/`fontSize`, `lines`).
    case label
    case image
    case button
    /// A UIStackView: lays out its `arranged` children along an axis.
    case stack
    /// A WatchKit WKInterfaceGroup: flow layout of its `arranged` children.
    case group
    /// Embeds another scene's root as its only child.
    case container
    /// A layout guide: takes part in constraints but is not drawn.
    case guide

    /// Kinds whose children are `arranged` rather than plain `subviews`.
    public var arrangesChildren: Bool { self == .stack || self == .group }
}
