/// The numerical tolerances of the simplex.
///
/// The constraint matrix is never rewritten (the basis is factored, not eliminated into an
/// explicit tableau), so no coefficient is ever dropped for being small: a multiplier of
/// 1e9 or 1e-9 stays exactly what the caller wrote. Tolerances only decide *questions* —
/// is this value on its bound, is this reduced cost negative, is this pivot large enough —
/// and each is scaled by the magnitudes involved.
enum Tolerance {
    /// A basic value this close to a bound counts as on it, scaled by `max(1, |bound|)`.
    /// Two required equalities closer than this are one (redundant), farther a conflict.
    static let primal = 1e-8

    /// A reduced-cost coefficient (one priority level) this close to zero counts as zero.
    /// Costs are 1 per unit of violation, so reduced costs are O(1) per level.
    static let dual = 1e-9

    /// A pivot element must be at least this fraction of the largest entry of its row or
    /// column (threshold pivoting), and at least `pivotAbsolute`.
    static let pivotRelative = 1e-9
    static let pivotAbsolute = 1e-12

    /// Threshold partial pivoting in the LU kernel: a pivot at least this fraction of the
    /// largest entry of its column (Markowitz with threshold, Suhl & Suhl 1990).
    static let factorThreshold = 0.01

    /// Entries of FTRAN/BTRAN results below this, relative to 1, are cancellation noise.
    static let drop = 1e-14

    /// How far the witness may be from a row's bound and still vouch for the row: far
    /// tighter than `primal(for:)`, because the witness's moves add up with no solve to
    /// correct them. At the primal tolerance a row bounded by 1e9 could be off by 10, and
    /// rows certified afterwards on that witness off by as much while bounded by 8
    /// (fuzz-scene finding: a conflicting required row was accepted). Too tight costs
    /// only a solve (`addUncertain`); too loose accepts a conflict.
    @inline(__always)
    static func witness(for bound: Double) -> Double {
        primal(for: bound) * 1e-4
    }

    /// The primal tolerance for a value bounded by `bound`.
    @inline(__always)
    static func primal(for bound: Double) -> Double {
        let magnitude = bound < 0 ? -bound : bound
        return magnitude > 1 && magnitude.isFinite ? primal * magnitude : primal
    }
}

/// True when `value` is zero to the dual tolerance.
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    value < Tolerance.dual && value > -Tolerance.dual
}
