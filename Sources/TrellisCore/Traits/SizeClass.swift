/// The coarse size of one axis of the available space, as in `UIUserInterfaceSizeClass`
/// (docs/uikit-behaviours.md T1).
public enum SizeClass: String, CaseIterable, Hashable, Sendable {
    /// No size class is known for the axis.
    case unspecified
    /// Constrained space: an iPhone's width in portrait, its height in landscape.
    case compact
    /// Expansive space: an iPad's width and height in full screen.
    case regular

    /// Reads a size class from `"unspecified"`, `"compact"` or `"regular"`.
    public init?(name: String) {
        self.init(rawValue: name)
    }

    /// The name, `"unspecified"`, `"compact"` or `"regular"`.
    public var name: String { rawValue }
}
