/// Why an equation string could not be parsed, and where.
///
/// Its ``description`` is the one-line message hosts see, e.g.
/// `column 15: expected a relation (==, <=, >=), got "=>"`.
public struct EquationParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based position of the problem, counted in Unicode scalars; one past the
    /// last scalar when the text ended too early.
    public var column: Int
    /// What went wrong, without the column.
    public var message: String

    /// Creates an error at `column` (1-based) with `message`.
    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    /// `column N: message`.
    public var description: String { "column \(column): \(message)" }
}
