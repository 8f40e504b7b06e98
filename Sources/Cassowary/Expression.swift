/// A variable of a `Solver`. Only meaningful for the solver that created it.
public struct Variable: Hashable, Sendable {
    /// The variable's id within its solver (stable for the solver's lifetime).
    public let id: UInt32

    init(column: Int) { self.id = UInt32(truncatingIfNeeded: column) }
    /// The variable's column in the solver's constraint matrix.
    var column: Int { Int(id) }
}

/// The comparison of a constraint `expression RELATION 0`.
public enum Relation: Sendable {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual
}

/// `Σ coefficient·variable + constant`, the left-hand side of a constraint `expression REL 0`.
public struct LinearExpression: Sendable {
    /// The terms `coefficient·variable`; a variable may appear more than once.
    public var terms: [(variable: Variable, coefficient: Double)]
    /// The constant term.
    public var constant: Double

    /// An expression from its terms and constant (default: the zero expression).
    public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// True when every number in the expression is finite.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

/// The handle of a constraint added to a `Solver`. Handles are never reused by a solver.
public struct ConstraintID: Hashable, Sendable {
    /// The number the solver knows the value by.
    public let rawValue: UInt32
    /// The value with the number `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

extension Variable {
    /// A variable from its id, e.g. one that crossed the C ABI. Check it with
    /// `Solver.contains(_:)` before use.
    public init(rawID: UInt32) { self.id = rawID }
}
