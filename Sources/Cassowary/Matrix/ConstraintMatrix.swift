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
///
/// 32 bytes (a flat arena keeps one per row of a scene's first layout: issue 18): the
/// five 32-bit column fields, the order the row was added in with the three one-byte
/// fields folded into the same word's top bits (`orderAndFlags`), and the level. The
/// constraint a row belongs to is not kept here: the constraint table maps each id to its
/// row (`Solver.rowOwners`), and an arena's row `storedRowCount + k` belongs to its
/// batch's `firstID + k` (round 15: 40 → 32 bytes).
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
    /// `sequence` in the low `sequenceBits` bits, then `isRequired` (one bit), `relation`
    /// (two) and `state` (two). Every setter masks what it stores, so no field can spill
    /// into another.
    private var orderAndFlags: UInt32 = RowRecord.requiredBit | (RowRecord.code(of: .equal) << RowRecord.relationShift)
    /// The priority level of an optional row.
    var level = 0.0

    /// The bits of `sequence`: 27, so its limit is 2²⁷ − 1 (`Solver.rowSequenceLimit`; the
    /// solver renumbers its rows' sequences, order kept, before they would pass it).
    static let sequenceBits: UInt32 = 27
    static let sequenceLimit = Int32(1 << sequenceBits) - 1
    private static let sequenceMask = UInt32(1 << sequenceBits) - 1
    private static let requiredBit = UInt32(1) << sequenceBits
    private static let relationShift = sequenceBits + 1
    private static let stateShift = sequenceBits + 3

    /// The order rows were added in: conflicts and crash choices follow it (0 ...
    /// `sequenceLimit`; a value stored is taken modulo 2²⁷, which the solver's renumbering
    /// never needs: more rows in use than that would take 4 GB of records).
    var sequence: Int32 {
        @inline(__always) get { Int32(bitPattern: orderAndFlags & Self.sequenceMask) }
        @inline(__always) set {
            orderAndFlags = (orderAndFlags & ~Self.sequenceMask) | (UInt32(bitPattern: newValue) & Self.sequenceMask)
        }
    }

    var isRequired: Bool {
        @inline(__always) get { orderAndFlags & Self.requiredBit != 0 }
        @inline(__always) set { orderAndFlags = newValue ? orderAndFlags | Self.requiredBit : orderAndFlags & ~Self.requiredBit }
    }

    // `relation` and `state` are stored as the byte each enum is (its case's index, 0 ... 2:
    // both have three cases and no payload) and read back by the same bit cast, so that
    // reading one — in every loop of the direct pass and the crash — is a shift and a mask,
    // not a switch (a switch cost the list document's first layout 1.5 %). Only bytes made
    // from a value of the enum are ever stored (the setters are the only writers), so
    // every byte read back is one of its cases (`RowRecordTests` round-trips them all).

    var relation: Relation {
        @inline(__always) get { unsafeBitCast(UInt8(truncatingIfNeeded: orderAndFlags >> Self.relationShift) & 3, to: Relation.self) }
        @inline(__always) set {
            orderAndFlags = (orderAndFlags & ~(3 << Self.relationShift)) | (Self.code(of: newValue) << Self.relationShift)
        }
    }

    var state: State {
        @inline(__always) get { unsafeBitCast(UInt8(truncatingIfNeeded: orderAndFlags >> Self.stateShift), to: State.self) }
        @inline(__always) set {
            orderAndFlags = (orderAndFlags & ~(3 << Self.stateShift)) | (UInt32(newValue.rawValue) << Self.stateShift)
        }
    }

    /// The byte `relation` is (its case's index).
    @inline(__always)
    private static func code(of relation: Relation) -> UInt32 { UInt32(unsafeBitCast(relation, to: UInt8.self)) }

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
