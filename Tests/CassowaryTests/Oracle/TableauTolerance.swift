@testable import Cassowary

/// Coefficients and constants closer to zero than this are treated as zero. Layout values
/// are points (typically 1e-2 ... 1e6), so an absolute tolerance works well, as in kiwi.
let tableauNearZeroTolerance = 1.0e-8

@inline(__always)
func tableauIsNearZero(_ value: Double) -> Bool {
    value < tableauNearZeroTolerance && value > -tableauNearZeroTolerance
}
