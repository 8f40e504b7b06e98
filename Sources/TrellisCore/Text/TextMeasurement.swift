/// The measured size and baselines of a piece of text, in points.
public struct TextMeasurement: Hashable, Sendable {
    /// The width of the widest line.
    public var width: Double
    /// The height of all lines.
    public var height: Double
    /// The first line's baseline, from the top.
    public var firstBaseline: Double
    /// The last line's baseline, from the top.
    public var lastBaseline: Double

    /// Creates a measurement from its four values.
    public init(width: Double, height: Double, firstBaseline: Double, lastBaseline: Double) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    /// The empty measurement: zero size, baselines at the top.
    public static let zero = TextMeasurement(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0)

    /// Whether all four values are finite and the size is not negative; host measurers
    /// are checked with this before their answer is used.
    public var isValid: Bool {
        width.isFinite && height.isFinite && firstBaseline.isFinite && lastBaseline.isFinite
            && width >= 0 && height >= 0
            // Sizes beyond a billion points are no measurement (every other input is capped there).
            && [width, height, firstBaseline, lastBaseline].allSatisfy(Limits.isWithinMagnitude)
    }
}
