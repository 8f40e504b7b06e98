/// Constraints to add to a solver together (`Solver.addConstraintsIfAllFit`), stored flat:
/// every constraint's terms one after another in one shared array, and its constant,
/// relation, priority and where its terms end in one record, indexed by its position in
/// the batch.
///
/// A scene's first layout states thousands of constraints at once; an expression each —
/// an array of terms made, handed over and freed per constraint — cost about a twentieth
/// of building the scene. A batch grows its arrays once (`reserveCapacity`) and can be
/// emptied and filled again without freeing them. Each append checks its array's
/// uniqueness and capacity, so a term is one record and a constraint's own fields another
/// (one append per term and one per constraint, where there were two and four: issue 18,
/// round 14).
public struct ConstraintBatch {
    /// What a constraint states besides its terms.
    @usableFromInline
    struct Statement {
        /// Where its terms end: constraint k's are `statements[k - 1].termEnd ..<
        /// statements[k].termEnd` (from 0 for the first).
        var termEnd: Int
        @usableFromInline var constant: Double
        var priority: Priority
        @usableFromInline var relation: Relation

        @usableFromInline
        init(termEnd: Int, constant: Double, priority: Priority, relation: Relation) {
            self.termEnd = termEnd
            self.constant = constant
            self.priority = priority
            self.relation = relation
        }

        /// What room set aside for constraints holds until it is written (`appending`).
        @usableFromInline
        static var vacant: Statement { Statement(termEnd: 0, constant: 0, priority: .required, relation: .equal) }
    }

    /// One term of a constraint: `coefficient · variable`.
    @usableFromInline
    struct Term {
        var variable: Variable
        var coefficient: Double

        @usableFromInline
        init(variable: Variable, coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }

        /// What room set aside for terms holds until it is written (`appending`).
        @usableFromInline
        static var vacant: Term { Term(variable: Variable(column: 0), coefficient: 0) }
    }

    /// The terms of every constraint, in order (`termRange(of:)`). Appended to by inlinable
    /// code (`appendTerm`, `endConstraint`: a scene states a batch term by term, and a call
    /// into this module per term and per constraint cost about 28 instructions each), hence
    /// not `private(set)`.
    @usableFromInline var terms: [Term] = []
    @usableFromInline var statements: [Statement] = []

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
    public var count: Int { statements.count }

    /// The number of terms of every constraint together.
    var termCount: Int { statements.last?.termEnd ?? 0 }

    /// Makes room for `constraints` more constraints with `terms` more terms in all.
    public mutating func reserveCapacity(constraints: Int, terms: Int) {
        guard constraints > 0 else { return }
        self.terms.reserveCapacity(self.terms.count + Swift.max(terms, 0))
        statements.reserveCapacity(statements.count + constraints)
    }

    /// Adds `coefficient · variable` to the constraint being stated.
    @inlinable
    public mutating func appendTerm(_ variable: Variable, _ coefficient: Double) {
        terms.append(Term(variable: variable, coefficient: coefficient))
    }

    /// Ends the constraint being stated: its terms (appended since the last constraint)
    /// `+ constant RELATION 0`, at `priority`.
    @inlinable
    public mutating func endConstraint(constant: Double, relation: Relation, priority: Priority) {
        statements.append(Statement(termEnd: terms.count, constant: constant, priority: priority,
                                    relation: relation))
    }

    /// Constraints written straight into room set aside (`appending(terms:constraints:_:)`):
    /// `appendTerm` and `endConstraint` as the batch has them, each a store through a
    /// pointer — no check of an array's uniqueness and capacity per term and per constraint
    /// (a scene's first layout states thousands of constraints: two such checks and an
    /// append each were about a third of stating one, issue 18, round 21).
    public struct Writer {
        @usableFromInline let terms: UnsafeMutableBufferPointer<Term>
        @usableFromInline let statements: UnsafeMutableBufferPointer<Statement>
        /// The batch's term count when the room was set aside (constraint ends count from it).
        @usableFromInline let termBase: Int
        /// The terms and constraints written so far.
        @usableFromInline var termCount = 0
        @usableFromInline var statementCount = 0

        @usableFromInline
        init(terms: UnsafeMutableBufferPointer<Term>, statements: UnsafeMutableBufferPointer<Statement>, termBase: Int) {
            self.terms = terms
            self.statements = statements
            self.termBase = termBase
        }

        /// Whether the room left takes `constraints` more constraints of `terms` more terms in all.
        @inlinable
        public func hasRoom(terms termCount: Int, constraints statementCount: Int) -> Bool {
            termCount <= terms.count &- self.termCount && statementCount <= statements.count &- self.statementCount
        }

        /// Adds `coefficient · variable` to the constraint being stated (nothing past the
        /// room: `hasRoom` first).
        @inlinable
        public mutating func appendTerm(_ variable: Variable, _ coefficient: Double) {
            guard termCount < terms.count else { return }
            terms[termCount] = Term(variable: variable, coefficient: coefficient)
            termCount &+= 1
        }

        /// Ends the constraint being stated, as `ConstraintBatch.endConstraint` does (nothing
        /// past the room: `hasRoom` first).
        @inlinable
        public mutating func endConstraint(constant: Double, relation: Relation, priority: Priority) {
            guard statementCount < statements.count else { return }
            statements[statementCount] = Statement(termEnd: termBase &+ termCount, constant: constant, priority: priority,
                                                   relation: relation)
            statementCount &+= 1
        }
    }

    /// Appends the constraints `body` writes (`Writer`), in room for `termRoom` terms and
    /// `constraintRoom` constraints: the arrays grow by the room at once, `body` writes into
    /// it in place, and what it left unwritten is dropped. The batch holds exactly what
    /// appending each term and constraint would have put in it. (Written in scratch storage
    /// and appended afterwards, the copy cost more than the appends it saved: callgrind counts
    /// each byte a block copy moves.)
    @inlinable
    public mutating func appending<Result>(terms termRoom: Int, constraints constraintRoom: Int,
                                           _ body: (inout Writer) -> Result) -> Result {
        let termBase = terms.count, statementBase = statements.count
        let termRoom = Swift.max(termRoom, 0), constraintRoom = Swift.max(constraintRoom, 0)
        terms.append(contentsOf: repeatElement(Term.vacant, count: termRoom))
        statements.append(contentsOf: repeatElement(Statement.vacant, count: constraintRoom))
        var written = (terms: 0, constraints: 0)
        let result = terms.withUnsafeMutableBufferPointer { terms in
            statements.withUnsafeMutableBufferPointer { statements in
                var writer = Writer(terms: UnsafeMutableBufferPointer(rebasing: terms[termBase...]),
                                    statements: UnsafeMutableBufferPointer(rebasing: statements[statementBase...]),
                                    termBase: termBase)
                let result = body(&writer)
                written = (writer.termCount, writer.statementCount)
                return result
            }
        }
        terms.removeLast(termRoom &- written.terms)
        statements.removeLast(constraintRoom &- written.constraints)
        return result
    }

    /// Constraint `index`'s constant. Inlinable, as is `relation(at:)`: a scene reads both
    /// back for each of thousands of constraints once the solver has taken its batch.
    @inlinable
    public func constant(at index: Int) -> Double { statements[index].constant }

    /// Constraint `index`'s relation.
    @inlinable
    public func relation(at index: Int) -> Relation { statements[index].relation }

    /// Constraint `index`'s priority.
    func priority(at index: Int) -> Priority { statements[index].priority }

    /// Where constraint `index`'s terms are in `terms`.
    func termRange(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : statements[index - 1].termEnd) ..< statements[index].termEnd
    }

    /// Constraint `index` as an expression (for the rare constraint whose terms must be
    /// combined first).
    func expression(at index: Int) -> LinearExpression {
        let range = termRange(of: index)
        var expressionTerms: [(variable: Variable, coefficient: Double)] = []
        expressionTerms.reserveCapacity(range.count)
        for term in range { expressionTerms.append((terms[term].variable, terms[term].coefficient)) }
        return LinearExpression(expressionTerms, constant: statements[index].constant)
    }

    /// Whether constraint `index`'s terms name distinct variables with non-zero
    /// coefficients: nothing to combine, so they go into a row as they are.
    func termsAreDistinctAndNonZero(at index: Int) -> Bool {
        let range = termRange(of: index)
        guard range.lowerBound >= 0, range.upperBound <= terms.count else { return false }
        // Asked of every constraint of a batch: unchecked reads of the range checked above.
        return terms.withUnsafeBufferPointer { terms in
            for term in range {
                if terms[term].coefficient == 0 { return false }
                let column = terms[term].variable.column
                for earlier in range.lowerBound..<term where terms[earlier].variable.column == column { return false }
            }
            return true
        }
    }

    /// What a solver finds of a batch before taking it (`check(against:)`).
    enum Check {
        /// A constant, level or coefficient is not finite, or a term names no variable of
        /// the solver: the batch is refused whole.
        case malformed
        /// Every constraint's terms go into a row as they are: at most 16, naming distinct
        /// variables with non-zero coefficients (`termsAreDistinctAndNonZero` of each).
        case asStated
        /// Some constraint's terms must be combined first.
        case needsCombining
    }

    /// Whether every constant, level and coefficient is finite and every term names an
    /// external column of `columnKind` (a solver's variable), and whether any constraint's
    /// terms need combining: what a solver asks of a batch before taking it, over unchecked
    /// buffers (a scene's first layout states thousands of constraints).
    ///
    /// Two flat loops rather than one over each constraint's terms: the terms of all the
    /// constraints together are `0 ..< termCount` once the statements' ranges are known to
    /// follow one another, so each term is read once with no per-constraint loop around it,
    /// and only constraints of two or more terms are searched for a repeated variable
    /// (one loop per constraint with a search per term cost about 57 instructions a term,
    /// 0.67 M of the list document's first layout: issue 18, round 21). The answer is the
    /// one a loop over each constraint in turn gives: `.malformed` if anything is, wherever
    /// it is found.
    func check(against columnKind: [ColumnKind]) -> Check {
        let termCount = self.termCount
        guard termCount <= terms.count else { return .malformed }  // never: `endConstraint` ends at `terms.count`
        return statements.withUnsafeBufferPointer { statements in
        terms.withUnsafeBufferPointer { terms in
        columnKind.withUnsafeBufferPointer { kinds in
            var asStated = true
            // The statements: finite constants and levels, ranges one after another from 0 to
            // `termCount` (so the terms below are exactly every constraint's), each searched
            // for a repeated variable (unchecked reads: terms below `end`, checked first).
            var start = 0
            for index in 0..<statements.count {
                let end = statements[index].termEnd
                guard statements[index].constant.isFinite, end >= start, end <= termCount else { return .malformed }
                if case .optional(let level) = statements[index].priority, !level.isFinite { return .malformed }
                let count = end &- start
                if count > 16 || asStated && count > 1 && Self.repeatsVariable(terms, start, count) { asStated = false }
                start = end
            }
            // Every term: a finite coefficient on an external column; a zero one needs
            // combining (unchecked reads: terms below `termCount`, columns below `kinds.count`).
            // Both tests of a coefficient in one: its magnitude's bits less one are below the
            // largest finite magnitude's exactly when it is finite and not zero (±0 wraps round).
            let kindCount = UInt(kinds.count)
            let largestFinite = Double.greatestFiniteMagnitude.bitPattern
            var anyZero = false
            for term in 0..<termCount {
                let column = UInt(terms[term].variable.id)
                let magnitude = terms[term].coefficient.bitPattern & ~(1 << 63)
                if magnitude &- 1 >= largestFinite {
                    guard magnitude == 0 else { return .malformed }  // infinite or NaN
                    anyZero = true
                }
                guard column < kindCount, kinds[Int(column)] == .external else { return .malformed }
            }
            return asStated && !anyZero ? .asStated : .needsCombining
        }}}
    }

    /// Whether terms `start ..< start + count` (2 to 16 of them, below `terms.count`) name a
    /// variable twice. A scene's constraints have two to four terms: those counts compare
    /// every pair straight away (a loop over the earlier terms for each term cost about 35
    /// instructions a four-term constraint more), longer ones search.
    @inline(__always)
    private static func repeatsVariable(_ terms: UnsafeBufferPointer<Term>, _ start: Int, _ count: Int) -> Bool {
        let a = terms[start].variable.id, b = terms[start &+ 1].variable.id
        switch count {
        case 2:
            return a == b
        case 3:
            let c = terms[start &+ 2].variable.id
            return a == b || a == c || b == c
        case 4:
            let c = terms[start &+ 2].variable.id, d = terms[start &+ 3].variable.id
            return a == b || a == c || a == d || b == c || b == d || c == d
        default:
            var term = start &+ 1
            let end = start &+ count
            while term < end {
                let id = terms[term].variable.id
                var earlier = start
                while earlier < term {
                    if terms[earlier].variable.id == id { return true }
                    earlier &+= 1
                }
                term &+= 1
            }
            return false
        }
    }

    /// Empties the batch, keeping its storage for the next one.
    public mutating func removeAll() {
        terms.removeAll(keepingCapacity: true)
        statements.removeAll(keepingCapacity: true)
    }
}
