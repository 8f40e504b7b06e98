/// Constraints to add to a solver together (`Solver.addConstraintsIfAllFit`), stored flat:
/// every constraint's terms one after another in two shared arrays, and its constant,
/// relation and priority in parallel arrays indexed by its position in the batch.
///
/// A scene's first layout states thousands of constraints at once; an expression each —
/// an array of terms made, handed over and freed per constraint — cost about a twentieth
/// of building the scene. A batch grows its arrays once (`reserveCapacity`) and can be
/// emptied and filled again without freeing them.
public struct ConstraintBatch {
    /// The terms of every constraint, in order: constraint k's are
    /// `termEnds[k - 1] ..< termEnds[k]` (from 0 for the first).
    private(set) var termVariables: [Variable] = []
    private(set) var termCoefficients: [Double] = []
    private(set) var termEnds: [Int] = []
    private(set) var constants: [Double] = []
    private(set) var relations: [Relation] = []
    private(set) var priorities: [Priority] = []

    /// An empty batch.
    public init() {}

    /// The batch of `constraints`, in their order.
    public init(_ constraints: [Solver.PendingConstraint]) {
        var terms = 0
        for item in constraints { terms += item.expression.terms.count }
        reserveCapacity(constraints: constraints.count, terms: terms)
        for item in constraints {
            for term in item.expression.terms { appendTerm(term.variable, term.coefficient) }
            endConstraint(constant: item.expression.constant, relation: item.relation, priority: item.priority)
        }
    }

    /// How many constraints the batch holds (terms appended since the last
    /// `endConstraint` are not one yet).
    public var count: Int { termEnds.count }

    /// The number of terms of every constraint together.
    var termCount: Int { termEnds.last ?? 0 }

    /// Makes room for `constraints` more constraints with `terms` more terms in all.
    public mutating func reserveCapacity(constraints: Int, terms: Int) {
        guard constraints > 0 else { return }
        termVariables.reserveCapacity(termVariables.count + Swift.max(terms, 0))
        termCoefficients.reserveCapacity(termCoefficients.count + Swift.max(terms, 0))
        termEnds.reserveCapacity(termEnds.count + constraints)
        constants.reserveCapacity(constants.count + constraints)
        relations.reserveCapacity(relations.count + constraints)
        priorities.reserveCapacity(priorities.count + constraints)
    }

    /// Adds `coefficient · variable` to the constraint being stated.
    public mutating func appendTerm(_ variable: Variable, _ coefficient: Double) {
        termVariables.append(variable)
        termCoefficients.append(coefficient)
    }

    /// Ends the constraint being stated: its terms (appended since the last constraint)
    /// `+ constant RELATION 0`, at `priority`.
    public mutating func endConstraint(constant: Double, relation: Relation, priority: Priority) {
        termEnds.append(termVariables.count)
        constants.append(constant)
        relations.append(relation)
        priorities.append(priority)
    }

    /// Constraint `index`'s constant.
    public func constant(at index: Int) -> Double { constants[index] }

    /// Where constraint `index`'s terms are in `termVariables` and `termCoefficients`.
    func termRange(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : termEnds[index - 1]) ..< termEnds[index]
    }

    /// Constraint `index` as an expression (for the rare constraint whose terms must be
    /// combined first).
    func expression(at index: Int) -> LinearExpression {
        let range = termRange(of: index)
        var terms: [(variable: Variable, coefficient: Double)] = []
        terms.reserveCapacity(range.count)
        for term in range { terms.append((termVariables[term], termCoefficients[term])) }
        return LinearExpression(terms, constant: constants[index])
    }

    /// Whether constraint `index`'s terms name distinct variables with non-zero
    /// coefficients: nothing to combine, so they go into a row as they are.
    func termsAreDistinctAndNonZero(at index: Int) -> Bool {
        let range = termRange(of: index)
        guard range.lowerBound >= 0, range.upperBound <= termVariables.count,
              range.upperBound <= termCoefficients.count else { return false }
        // Asked of every constraint of a batch: unchecked reads of the range checked above.
        return termVariables.withUnsafeBufferPointer { variables in
            termCoefficients.withUnsafeBufferPointer { coefficients in
                for term in range {
                    if coefficients[term] == 0 { return false }
                    let column = variables[term].column
                    for earlier in range.lowerBound..<term where variables[earlier].column == column { return false }
                }
                return true
            }
        }
    }

    /// Empties the batch, keeping its storage for the next one.
    public mutating func removeAll() {
        termVariables.removeAll(keepingCapacity: true)
        termCoefficients.removeAll(keepingCapacity: true)
        termEnds.removeAll(keepingCapacity: true)
        constants.removeAll(keepingCapacity: true)
        relations.removeAll(keepingCapacity: true)
        priorities.removeAll(keepingCapacity: true)
    }
}
