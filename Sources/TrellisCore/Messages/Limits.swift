/// The bounds every number crossing into Trellis is checked against (equations, documents,
/// visual formats, host calls, host measurements), so that no input can push the solver
/// into precision trouble or overflow.
public enum Limits {
    /// The largest magnitude a constant, size, metric, multiplier or measurement may have:
    /// a billion points is far beyond any screen, and sums of such numbers stay exact to a
    /// small fraction of a point in a `Double`.
    public static let maximumMagnitude: Double = 1e9

    /// Whether `value` is finite and at most ``maximumMagnitude`` in magnitude.
    public static func isWithinMagnitude(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maximumMagnitude
    }

    /// The phrase messages use for the limit: "at most 1e9 in magnitude".
    public static let magnitudePhrase = "at most 1e9 in magnitude"

    /// The smallest magnitude a non-zero multiplier may have: `1 / maximumMagnitude`. A
    /// smaller one is as large a ratio as a number beyond the limit — `a.bottom >= 1e-11 *
    /// b.top` can only hold with `b` 1e12 points away — and drove the solver past its
    /// tolerances (fuzz-scene finding: required rows left violated with no conflict
    /// reported).
    public static let minimumMultiplierMagnitude: Double = 1e-9
}
