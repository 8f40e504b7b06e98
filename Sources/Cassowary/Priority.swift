/// How strongly a constraint holds.
///
/// Required constraints must hold; the solver refuses one that contradicts the others.
/// Optional constraints are satisfied *lexicographically* by their level: no number of
/// violations at a lower level outweighs any violation at a higher one (the symbolic
/// weights of Badros, Borning & Stuckey 2001, not kiwi's clipped 1e6/1e3 multipliers).
/// Within one level, violations add up.
public enum Priority: Hashable, Sendable {
    /// Must hold (Auto Layout's 1000).
    case required
    /// A level of optional constraints. Any finite value; higher wins. Auto Layout uses
    /// 1 ..< 1000; a host may use 1000 itself for an edit that must beat every optional
    /// constraint while staying below required.
    case optional(Double)

    /// Auto Layout's numbering: 1000 is required, anything below is an optional level.
    /// Returns nil outside 1...1000 and for NaN.
    public init?(autoLayoutValue value: Double) {
        guard value >= 1, value <= 1000 else { return nil }
        self = value == 1000 ? .required : .optional(value)
    }

    /// Whether this is `.required` (priority 1000).
    public var isRequired: Bool { if case .required = self { return true } else { return false } }

    /// The level in the objective (`nil` for required constraints, which have none).
    var level: Double? {
        if case .optional(let level) = self { return level }
        return nil
    }

    /// The Auto Layout number of this priority (1000 for required).
    public var autoLayoutValue: Double {
        switch self {
        case .required: return 1000
        case .optional(let level): return level
        }
    }
}
