/// The constraint matrix A: one row per constraint, one column per variable, logical and
/// error. Rows are append-only (a row's terms never change); removed rows are marked dead
/// and purged when the basis is next factored.

/// What a column of A stands for.
enum ColumnKind: UInt8 {
    /// A free slot: the id is not in use.
    case unused
    /// A user variable: unbounded, costless, never leaves the basis by a ratio test.
    case external
    /// A row's activity `Σ aⱼ·xⱼ + errors`; coefficient −1 in its row. Its bounds encode
    /// the relation and the constant; an edit's suggestion is its (fixed) bound.
    case logical
    /// e⁺ ≥ 0, coefficient −1: absorbs activity above the target of an optional row.
    case positiveError
    /// e⁻ ≥ 0, coefficient +1: absorbs activity below the target of an optional row.
    case negativeError

    /// The coefficient of a unit column (logical, error) in its one row.
    var unitCoefficient: Double {
        switch self {
        case .logical, .positiveError: return -1
        case .negativeError: return 1
        case .unused, .external: return 0
        }
    }

    var isError: Bool { self == .positiveError || self == .negativeError }
}

/// One entry of an external column: its coefficient in a row.
struct ColumnEntry {
    var row: Int32
    var coefficient: Double
}

/// A row of A, i.e. one constraint.
struct RowRecord {
    enum State: UInt8 {
        /// The slot is not in use.
        case free
        case live
        /// Removed: its logical is basic and free, its errors fixed at zero; it leaves the
        /// factor at the next purge.
        case dead
    }

    /// The row's external terms: `termColumns[termStart ..< termStart + termCount]`.
    var termStart: Int32 = 0
    var termCount: Int32 = 0
    var logical: Int32 = -1
    /// e⁺ of an optional `==` or `<=` row; -1 when the row has none.
    var positiveError: Int32 = -1
    /// e⁻ of an optional `==` or `>=` row; -1 when the row has none.
    var negativeError: Int32 = -1
    /// The constraint the row belongs to (its `ConstraintID`).
    var owner: UInt32 = 0
    // Stored widest-aligned first, the one-byte fields last (40 bytes: 56 before round
    // 12's ordering, 48 with a 64-bit `sequence`).
    /// The priority level of an optional row.
    var level = 0.0
    /// The order rows were added in: conflicts and crash choices follow it. 32 bits: the
    /// solver renumbers its rows' sequences, order kept, before they would pass
    /// `Solver.rowSequenceLimit` (`Solver.takeRowSequence`).
    var sequence: Int32 = 0
    var isRequired = true
    var relation = Relation.equal
    var state = State.free

    /// The relation's bounds on the logical for the constant `c` of `expression + c REL 0`.
    static func logicalBounds(_ relation: Relation, constant: Double) -> (lower: Double, upper: Double) {
        switch relation {
        case .equal: return (-constant, -constant)
        case .lessThanOrEqual: return (-.infinity, -constant)
        case .greaterThanOrEqual: return (-constant, .infinity)
        }
    }
}

/// A sparse column held aside (a cached FTRAN result): positions and values.
struct SparseColumn {
    var positions: [Int32] = []
    var values: [Double] = []
}
