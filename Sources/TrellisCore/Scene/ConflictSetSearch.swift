import Cassowary

/// The search for a broken constraint's minimal conflict set (`Scene.minimalConflict`):
/// which of the connected required candidates `c₁ … cₙ` belong to it.
///
/// The set is the one the deletion filter finds when it runs from the last candidate to the
/// first: drop `cᵢ`; if the broken constraint `b` still cannot be added to what is left,
/// `cᵢ` stays dropped, else it is a member and is put back. That filter asks one question
/// per candidate, and each "no" (a candidate left out: most of them in a big scene) costs a
/// witness search to its budget and a dual-simplex solve that ends infeasible — seconds
/// for a conflict among hundreds of candidates (issue 18, the scene fuzz target's findings
/// in notes/r12/findings).
///
/// The same set with one "no" per member: write `F(S)` for "`S`, `b` and the root's pins
/// hold together". The filter keeps `cᵢ` exactly when `F({c₁ … cᵢ₋₁} ∪ K)` holds, `K` the
/// members it kept above `i`. Since adding constraints only makes `F` fail sooner, that
/// question has the answer "yes" for every `i` up to some `t` and "no" above it: the filter
/// drops everything above `t` and keeps `cₜ`, where `t` is the first index at which
/// `{c₁ … cₜ} ∪ K` no longer holds. A probe holding the pins, `K` and `b` finds `t` by
/// adding `c₁, c₂, …` in order until one is refused. Each round adds one member and
/// starts again below it; a round in which nothing is refused keeps all that is left (the
/// filter would too), and a round whose `K` and `b` are refused before the scan keeps
/// nothing more (every question below would be "no"). docs/solver.md "Conflict sets" has
/// the argument and the costs.
///
/// Each addition gets the answer the filter's calls gave: taken when the witness certifies
/// it or a dual-simplex solve finds that it fits (`Solver.addRequiredSolvingFirst`, which
/// solves before the witness's repair search, not after: most rows that fit in a probe
/// are ones the search cannot repair). Each round's probe starts its witness at the
/// scene's last solution, where the candidates hold. The candidates a probe refuses when
/// they are first stated together after the pins (numerical noise: they do hold together
/// in the scene's solver) are left out of the search, as the filter left them out.
struct ConflictSetSearch {
    /// A constraint over the probe's variables, numbered in the order the scene's variables
    /// are first met: the root's pins, the candidates' terms in order, the broken constraint's.
    struct Statement: Equatable {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation

        /// The same numbers bit for bit (the search's answer depends on nothing else).
        static func == (a: Statement, b: Statement) -> Bool {
            guard a.relation == b.relation, a.constant.bitPattern == b.constant.bitPattern,
                  a.terms.count == b.terms.count else { return false }
            for (p, q) in zip(a.terms, b.terms)
            where p.variable != q.variable || p.coefficient.bitPattern != q.coefficient.bitPattern {
                return false
            }
            return true
        }
    }

    /// What the search is asked, in the probe's numbering: everything its answer depends on
    /// (each probe is a fresh solver), so equal questions have equal answers
    /// (`ConflictSetMemo`).
    struct Question: Equatable {
        var pinned: [Int]
        var candidates: [Statement]
        var broken: Statement
        var variableCount: Int
        /// Where each round's probe starts its witness, by variable number (bit patterns).
        var start: [UInt64]
    }

    let question: Question
    private var pinned: [Int] { question.pinned }
    private var candidates: [Statement] { question.candidates }
    private var broken: Statement { question.broken }
    private var variableCount: Int { question.variableCount }
    private var start: [Double] { question.start.map(Double.init(bitPattern:)) }

    /// Probe solvers made so far (the statistics a test reads).
    private(set) var probeCount = 0
    /// Additions refused by a probe so far: each costs a solve that ends infeasible and the
    /// witness's repair search, which may run to its budget.
    private(set) var refusedCount = 0

    /// The question for the candidates in order and the broken constraint; `start` gives
    /// the point where each round's probe starts its witness (the scene's solution: the
    /// candidates hold there).
    init(pinned: [Variable], candidates: [CompiledConstraint], broken: CompiledConstraint,
         start: (Variable) -> Double = { _ in 0 }) {
        var numbering: [Variable: Int] = [:]
        func number(_ variable: Variable) -> Int {
            if let known = numbering[variable] { return known }
            let next = numbering.count
            numbering[variable] = next
            return next
        }
        func statement(_ compiled: CompiledConstraint) -> Statement {
            Statement(terms: compiled.terms.map { (number($0.variable), $0.coefficient) },
                      constant: compiled.constant, relation: compiled.relation.solverRelation)
        }
        let pinnedNumbers = pinned.map(number)
        let candidateStatements = candidates.map(statement)
        let brokenStatement = statement(broken)
        var startValues = [UInt64](repeating: 0, count: numbering.count)
        for (variable, index) in numbering { startValues[index] = start(variable).bitPattern }
        question = Question(pinned: pinnedNumbers, candidates: candidateStatements, broken: brokenStatement,
                            variableCount: numbering.count, start: startValues)
    }

    /// The indices of the candidates in the set, in no particular order.
    mutating func members() -> [Int] {
        let installed = candidatesStatedTogether()
        var members: [Int] = []
        let startValues = start
        // The candidates still in question are `installed[0 ..< top]`.
        var top = installed.count
        while top > 0 {
            let probe = Probe(variableCount: variableCount, start: startValues)
            probeCount += 1
            for variable in pinned { probe.pin(variable) }
            // The members found so far and the broken constraint: refused together, every
            // question below has the answer "no" (the filter drops everything left).
            guard members.allSatisfy({ add(candidates[$0], to: probe) }), add(broken, to: probe) else { break }
            guard let refused = (0..<top).first(where: { !add(candidates[installed[$0]], to: probe) }) else {
                // Everything left holds with them: the filter keeps it all.
                members.append(contentsOf: installed[0..<top])
                break
            }
            members.append(installed[refused])
            top = refused
        }
        return members
    }

    /// The candidates a probe accepts when they are stated in order after the root's pins
    /// (the filter's starting point): the indices of those it keeps. The probe's witness
    /// starts where the rounds' do, at the scene's solution, where they all hold.
    private mutating func candidatesStatedTogether() -> [Int] {
        let probe = Probe(variableCount: variableCount, start: start)
        probeCount += 1
        for variable in pinned { probe.pin(variable) }
        var installed: [Int] = []
        for (index, candidate) in candidates.enumerated() where add(candidate, to: probe) {
            installed.append(index)
        }
        return installed
    }

    /// Whether the probe takes the statement as a required constraint (it keeps it if so).
    private mutating func add(_ statement: Statement, to probe: Probe) -> Bool {
        let expression = LinearExpression(statement.terms.map { (probe.variable($0.variable), $0.coefficient) },
                                          constant: statement.constant)
        do {
            try probe.solver.addRequiredSolvingFirst(expression, statement.relation)
            return true
        } catch {
            // Refused (a numerical breakdown counts as a refusal, as in `attemptToAdd`).
            refusedCount += 1
            return false
        }
    }

    /// A private solver with the probe's variables, made in their numbering order, its
    /// witness started at `start`.
    private final class Probe {
        let solver = Solver()
        private var variables: [Variable] = []

        init(variableCount: Int, start: [Double]) {
            variables.reserveCapacity(variableCount)
            while variables.count < variableCount { variables.append(solver.newVariable()) }
            for (variable, value) in zip(variables, start) { solver.startWitness(variable, at: value) }
        }

        /// The probe's variable numbered `number` (made for every number at the start;
        /// one beyond, never asked for, would be made now).
        func variable(_ number: Int) -> Variable {
            while variables.count <= number { variables.append(solver.newVariable()) }
            return variables[number]
        }

        /// Fixes a variable at 0, as the scene's solver pins the root's origin.
        func pin(_ number: Int) {
            solver.addExpected(LinearExpression([(variable(number), 1)]), .equal, priority: .required)
        }
    }
}
