/// One of the two axes of a layout: horizontal (x, width) or vertical (y, height).
public enum LayoutAxis: String, CaseIterable, Hashable, Sendable {
    /// The x axis: left, right, leading, trailing, centerX and width.
    case horizontal
    /// The y axis: top, bottom, centerY, the baselines and height.
    case vertical

    /// Reads an axis from its document spelling, `"horizontal"` or `"vertical"`.
    public init?(name: String) {
        self.init(rawValue: name)
    }

    /// The document spelling of the axis.
    public var name: String { rawValue }

    /// The other axis.
    public var perpendicular: LayoutAxis {
        switch self {
        case .horizontal: return .vertical
        case .vertical: return .horizontal
        }
    }
}
