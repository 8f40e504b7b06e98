/// The kinds of node a scene is made of.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
    /// A plain view.
    case view
    /// A text label, sized by its text (`text`, `textStyle`/`fontSize`, `lines`).
    case label
    case image
    /// A button; with `text` it is sized by its title like a label, plus its
    /// `contentInsets` (`Scene+IntrinsicSize.swift`).
    case button
    /// A UIStackView: lays out its `arranged` children along an axis.
    case stack
    /// A WatchKit WKInterfaceGroup: flow layout of its `arranged` children.
    case group
    /// Embeds another scene's root as its only child.
    case container
    /// A layout guide: takes part in constraints but is not drawn.
    case guide
    /// A UIScrollView: its subviews are its content, whose constraints to the scroll view's
    /// edges (or its `contentLayoutGuide`) give the content size (`Scene+ScrollViews.swift`).
    case scrollView
    /// A UITableView: a scroll view (its cells are scenes a host inserts).
    case tableView
    /// A UICollectionView: a scroll view (its cells are scenes a host inserts).
    case collectionView
    /// A host-drawn view, written `"custom:<Name>"` (like an IBDesignable class): its name
    /// is `ViewDescription.customKind`, its IBInspectable-like values `properties`.
    case custom

    /// Kinds that scroll their content: scroll, table and collection views.
    public var isScrollView: Bool { self == .scrollView || self == .tableView || self == .collectionView }

    /// Kinds whose children are `arranged` rather than plain `subviews`.
    public var arrangesChildren: Bool { self == .stack || self == .group }

    /// The prefix of custom kinds in documents: `"custom:Rating"`.
    public static let customPrefix = "custom:"

    /// The kinds a document names by a plain word (every kind but ``custom``).
    public static let documentNames: [String] = allCases.filter { $0 != .custom }.map(\.rawValue)
}
