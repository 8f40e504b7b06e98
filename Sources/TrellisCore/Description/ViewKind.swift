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
    /// A host-drawn view, written `"custom:<Name>"` (like an IBDesignable class): its name
    /// is `ViewDescription.customKind`, its IBInspectable-like values `properties`.
    case custom

    /// Kinds whose children are `arranged` rather than plain `subviews`.
    public var arrangesChildren: Bool { self == .stack || self == .group }

    /// The prefix of custom kinds in documents: `"custom:Rating"`.
    public static let customPrefix = "custom:"

    /// The kinds a document names by a plain word (every kind but ``custom``).
    public static let documentNames: [String] = allCases.filter { $0 != .custom }.map(\.rawValue)
}
