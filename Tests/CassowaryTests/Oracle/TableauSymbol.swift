@testable import Cassowary

/// A column of the simplex tableau: one unknown of the linear system.
///
/// Symbols are small integers so that rows can be sorted arrays of (symbol, coefficient)
/// pairs and per-symbol data can live in flat arrays indexed by the symbol. Ids of symbols
/// that no constraint uses any more are recycled.
struct TableauSymbol: Hashable, Comparable {
    var id: Int32

    static let invalid = TableauSymbol(id: -1)

    var isValid: Bool { id >= 0 }
    var index: Int { Int(id) }

    static func < (lhs: TableauSymbol, rhs: TableauSymbol) -> Bool { lhs.id < rhs.id }
}

/// The role a symbol plays, in the terms of the Cassowary paper.
enum TableauSymbolKind: UInt8 {
    /// A free slot: the id is not in use.
    case unused
    /// A user variable. Unrestricted in sign; never chosen to leave the basis.
    case external
    /// The slack of an inequality (`expr - slack == 0`, slack >= 0).
    case slack
    /// An error variable of an optional constraint (>= 0, penalised in the objective).
    case error
    /// The marker of a required equality: restricted to exactly zero, never enters the basis.
    case dummy

    /// Restricted symbols must stay >= 0 when basic; only they can leave the basis.
    var isRestricted: Bool { self == .slack || self == .error || self == .dummy }
    /// Slack and error symbols can be pivoted on freely.
    var isPivotable: Bool { self == .slack || self == .error }
}

extension Variable {
    /// The oracle numbers its symbols the way the library numbers variables: a variable's id
    /// is its symbol id.
    init(tableauSymbol: TableauSymbol) { self.init(rawID: UInt32(truncatingIfNeeded: tableauSymbol.id)) }
    var tableauSymbol: TableauSymbol { TableauSymbol(id: Int32(truncatingIfNeeded: id)) }
}
