/// The relation between the two sides of a layout constraint, as in
/// `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// `==`: the first side equals the second.
    case equal = "=="
    /// `<=`: the first side is at most the second.
    case lessThanOrEqual = "<="
    /// `>=`: the first side is at least the second.
    case greaterThanOrEqual = ">="

    /// Reads a relation from its symbol: `==`, `<=` or `>=`.
    public init?(symbol: String) {
        self.init(rawValue: symbol)
    }

    /// The symbol of the relation as written in equations: `==`, `<=` or `>=`.
    public var symbol: String { rawValue }

    /// The relation that holds after swapping the two sides (`a <= b` is `b >= a`).
    public var reversed: LayoutRelation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }

    /// The symbol, so that relations print the way equations are written.
    public var description: String { rawValue }
}
