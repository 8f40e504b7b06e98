/// Numbers in messages, equations and generated constraint names, written as people
/// write them.
public enum NumberFormatting {
    /// Integral values without a fraction (`8`, `-4`, `999`), everything else in Swift's
    /// shortest round-trip form (`0.5`, `999.5`, `1e+20`, `nan`, `inf`).
    public static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}
