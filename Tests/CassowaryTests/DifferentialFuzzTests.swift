import Foundation
import XCTest
@testable import Cassowary

/// The factored-basis core against the explicit-tableau core it replaced (kept in
/// `Oracle/` as `TableauSolver`): seeded random sequences of additions, removals, edits,
/// suggestions, priority and constant changes on layout-shaped problems — chains, stacks,
/// grids, random sparse rows, conflicting required rows, ties between equal priorities —
/// driven through both, comparing after every step:
/// - which operations were refused (an unsatisfiable required constraint or constant);
/// - that every required constraint holds in both solutions;
/// - the objective, level by level (the summed violation of the optional constraints at
///   each priority, highest first), which every optimum shares;
/// - the values themselves when the case anchors every variable with a weak `v == c` at a
///   level of its own, which makes the optimum a single point.
///
/// `make test` runs a few hundred cases; long runs by hand:
///     TRELLIS_DIFF_CASES=20000 swift test -c release --filter DifferentialFuzzTests
/// (`TRELLIS_DIFF_SEED` picks the first seed.)
final class DifferentialFuzzTests: XCTestCase {
    func testFactoredCoreAgreesWithTheTableauOracle() throws {
        let environment = ProcessInfo.processInfo.environment
        let cases = Int(environment["TRELLIS_DIFF_CASES"] ?? "") ?? 240
        let firstSeed = UInt64(environment["TRELLIS_DIFF_SEED"] ?? "") ?? 1
        var steps = 0, movedTogether = 0
        for seed in firstSeed..<(firstSeed + UInt64(cases)) {
            var run = DifferentialRun(seed: seed)
            guard let failure = run.execute() else {
                steps += run.stepCount
                movedTogether += run.constantBatchesMovedTogether
                continue
            }
            XCTFail("seed \(seed): \(failure)\n\(run.transcript.suffix(12).joined(separator: "\n"))")
            return
        }
        print("differential fuzz: \(cases) cases, \(steps) steps (\(movedTogether) constant batches moved together), "
              + "seeds \(firstSeed)..<\(firstSeed + UInt64(cases)): all agree")
    }
}

/// One case: a problem shape, then a random sequence of operations on both solvers.
struct DifferentialRun {
    struct Item {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var priority: Priority
        var factored: ConstraintID
        var oracle: ConstraintID
        /// Anchors keep the optimum unique: never removed.
        var isAnchor = false
    }

    struct Edit {
        var variable: Int
        var level: Double
        var suggestion: Double
    }

    var rng: XorShift
    let factored = Solver()
    let oracle = TableauSolver()
    var factoredVariables: [Variable] = []
    var oracleVariables: [Variable] = []
    var items: [Item] = []
    var edits: [Edit] = []
    var anchored = false
    var transcript: [String] = []
    var stepCount = 0
    /// How many `setConstantsWithoutPivots` calls moved their constants (not declined).
    var constantBatchesMovedTogether = 0

    init(seed: UInt64) { rng = XorShift(seed: seed) }

    /// Runs the case; returns a description of the first disagreement, or nil.
    mutating func execute() -> String? {
        let variableCount = rng.int(3...14)
        for _ in 0..<variableCount {
            factoredVariables.append(factored.newVariable())
            oracleVariables.append(oracle.newVariable())
        }
        anchored = rng.chance(0.5)
        if anchored {
            // A weak `v == c` per variable, each at a level of its own below everything
            // else: the optimum becomes a single point.
            for variable in 0..<variableCount {
                let level = 0.001 * Double(variable + 1)
                if let failure = add([(variable, 1)], -Double(rng.int(-20...20)), .equal, .optional(level)) { return failure }
                items[items.count - 1].isAnchor = true
            }
        }
        if let failure = buildShape(variableCount) { return failure }
        for _ in 0..<rng.int(10...60) {
            if let failure = randomOperation(variableCount) { return failure }
            stepCount += 1
            if rng.chance(0.6), let failure = compare() { return failure }
        }
        return compare()
    }

    // MARK: Shapes

    private mutating func buildShape(_ n: Int) -> String? {
        switch rng.int(0...5) {
        case 0:  // a chain: x[i+1] >= x[i] + gap, preferences pulling back
            transcript.append("shape: chain")
            if let failure = add([(0, 1)], 0, .equal, .required) { return failure }
            for i in 0..<(n - 1) {
                if let failure = add([(i + 1, 1), (i, -1)], -Double(rng.int(1...10)), .greaterThanOrEqual, .required) { return failure }
                if let failure = add([(i + 1, 1)], -Double(rng.int(0...30)), .equal, .optional(250)) { return failure }
            }
        case 1:  // a stack: lefts and widths, spacing, intrinsic widths, a container edge
            transcript.append("shape: stack")
            let count = n / 2
            guard count >= 1 else { return nil }
            if let failure = add([(0, 1)], 0, .equal, .required) { return failure }
            for i in 0..<count {
                let left = 2 * i, width = 2 * i + 1
                let intrinsic = Double(rng.int(10...40))
                if let failure = add([(width, 1)], -intrinsic, .greaterThanOrEqual, .optional(750)) { return failure }
                if let failure = add([(width, 1)], -intrinsic, .lessThanOrEqual, .optional(rng.chance(0.5) ? 250 : 251)) { return failure }
                if i + 1 < count {
                    if let failure = add([(left + 2, 1), (left, -1), (width, -1)], -8, .equal, .required) { return failure }
                }
            }
            if n % 2 == 1 {
                // The container's trailing edge: the last variable, driven by an edit.
                let container = n - 1
                if let failure = add([(2 * (count - 1), 1), (2 * (count - 1) + 1, 1), (container, -1)], 0, .equal, .required) { return failure }
                if let failure = addEdit(container, level: 1000, suggestion: Double(rng.int(0...200))) { return failure }
            }
        case 2:  // a grid of cells sharing columns
            transcript.append("shape: grid")
            for i in 0..<n {
                let j = rng.int(0...(n - 1))
                if i != j, let failure = add([(i, 1), (j, -1)], -Double(rng.int(-5...5)), .equal, rng.chance(0.3) ? .required : .optional(500)) { return failure }
                if let failure = add([(i, 1)], -Double(rng.int(0...20)), .greaterThanOrEqual, .required) { return failure }
            }
        case 3:  // conflicting required rows
            transcript.append("shape: conflicts")
            for _ in 0..<n {
                let a = rng.int(0...(n - 1)), b = rng.int(0...(n - 1))
                let relation = rng.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
                if let failure = add([(a, 1), (b, -1)], -Double(rng.int(-6...6)), relation, .required) { return failure }
            }
        case 4:  // ties: equal priorities pulling apart
            transcript.append("shape: ties")
            for _ in 0..<n {
                let a = rng.int(0...(n - 1))
                if let failure = add([(a, 1)], -Double(rng.int(0...40)), .equal, .optional(500)) { return failure }
            }
        default:  // random sparse rows
            transcript.append("shape: sparse")
            for _ in 0..<(2 * n) {
                if let failure = randomAdd(n) { return failure }
            }
        }
        return nil
    }

    // MARK: Operations

    private mutating func randomOperation(_ n: Int) -> String? {
        let roll = rng.int(0...99)
        switch roll {
        case 0..<35: return randomAdd(n)
        case 35..<55:
            let removable = items.indices.filter { !items[$0].isAnchor }
            guard !removable.isEmpty else { return randomAdd(n) }
            return remove(at: rng.pick(removable))
        case 55..<63:
            let variable = rng.int(0...(n - 1))
            if edits.contains(where: { $0.variable == variable }) {
                return removeEdit(variable)
            }
            return addEdit(variable, level: Double(rng.int(1...10) * 100), suggestion: Double(rng.int(-50...150)))
        case 63..<80:
            guard !edits.isEmpty else { return randomAdd(n) }
            return suggest(rng.int(0...(edits.count - 1)), Double(rng.int(-100...200)))
        case 80..<88:
            guard let index = items.indices.filter({ !items[$0].priority.isRequired && items[$0].priority.level ?? 0 >= 1 }).randomElement(using: &rng) else {
                return randomAdd(n)
            }
            return setPriority(index, .optional(Double(rng.int(1...9) * 100)))
        case 88..<95:
            guard !items.isEmpty else { return randomAdd(n) }
            return setConstant(rng.int(0...(items.count - 1)), -Double(rng.int(-40...40)))
        default:
            guard items.count >= 2 else { return randomAdd(n) }
            let chosen = Array(Set((0..<rng.int(2...4)).map { _ in rng.int(0...(items.count - 1)) })).sorted()
            return setConstantsTogether(chosen.map { ($0, -Double(rng.int(-40...40))) })
        }
    }

    /// `setConstantsWithoutPivots` on the factored core; when it declines, each constant
    /// is set on both cores one by one. When it moves them, the oracle moves them one by
    /// one, and must accept every one (the batch claimed they fit together).
    private mutating func setConstantsTogether(_ changes: [(index: Int, constant: Double)]) -> String? {
        transcript.append("constants together \(changes.map { "item \($0.index) -> \($0.constant)" }.joined(separator: ", "))")
        guard factored.setConstantsWithoutPivots(changes.map { (items[$0.index].factored, $0.constant) }) else {
            for (index, constant) in changes {
                if let problem = setConstant(index, constant) { return problem }
            }
            return nil
        }
        constantBatchesMovedTogether += 1
        // One by one, the oracle could pass through a state the batch never was in (two
        // equalities that must move together). Taking the items out and adding them back
        // with their new constants only ever holds a subset of the final constraints,
        // which the batch showed to be feasible.
        for (index, _) in changes {
            do { try oracle.removeConstraint(items[index].oracle) } catch { return "oracle removal failed: \(error)" }
        }
        for (index, constant) in changes {
            let item = items[index]
            do {
                items[index].oracle = try oracle.addConstraint(
                    LinearExpression(item.terms.map { (oracleVariables[$0.variable], $0.coefficient) }, constant: constant),
                    item.relation, priority: item.priority)
            } catch {
                return "constants moved together, but the oracle refused item \(index) -> \(constant): \(error)"
            }
            items[index].constant = constant
        }
        return nil
    }

    private mutating func randomAdd(_ n: Int) -> String? {
        let count = rng.int(1...3)
        var terms: [(variable: Int, coefficient: Double)] = []
        for _ in 0..<count { terms.append((rng.int(0...(n - 1)), Double(rng.pick([-2, -1, 1, 1, 2, 3])))) }
        let relation = rng.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        let priority: Priority = rng.chance(0.35) ? .required : .optional(Double(rng.int(1...9) * 100))
        return add(terms, -Double(rng.int(-30...30)), relation, priority)
    }

    private mutating func add(_ terms: [(variable: Int, coefficient: Double)], _ constant: Double,
                              _ relation: Relation, _ priority: Priority) -> String? {
        let description = "add \(terms.map { "\($0.coefficient)·v\($0.variable)" }.joined(separator: " + ")) + \(constant) \(relation) @\(priority)"
        transcript.append(description)
        let f = Result { () throws(SolverError) in
            try factored.addConstraint(LinearExpression(terms.map { (factoredVariables[$0.variable], $0.coefficient) }, constant: constant), relation, priority: priority)
        }
        let o = Result { () throws(SolverError) in
            try oracle.addConstraint(LinearExpression(terms.map { (oracleVariables[$0.variable], $0.coefficient) }, constant: constant), relation, priority: priority)
        }
        switch (f, o) {
        case let (.success(fid), .success(oid)):
            items.append(Item(terms: terms, constant: constant, relation: relation, priority: priority, factored: fid, oracle: oid))
            return nil
        case let (.failure(fe), .failure(oe)):
            return fe == oe ? nil : "\(description): refused differently (\(fe) vs \(oe))"
        case (.success, .failure(let error)):
            return "\(description): accepted by the factored core, refused by the oracle (\(error))"
        case (.failure(let error), .success):
            return "\(description): refused by the factored core (\(error)), accepted by the oracle"
        }
    }

    private mutating func remove(at index: Int) -> String? {
        let item = items.remove(at: index)
        transcript.append("remove item \(index)")
        do {
            try factored.removeConstraint(item.factored)
            try oracle.removeConstraint(item.oracle)
        } catch {
            return "remove failed: \(error)"
        }
        return nil
    }

    private mutating func addEdit(_ variable: Int, level: Double, suggestion: Double) -> String? {
        transcript.append("edit v\(variable) @\(level) -> \(suggestion)")
        do {
            try factored.addEditVariable(factoredVariables[variable], priority: .optional(level))
            try oracle.addEditVariable(oracleVariables[variable], priority: .optional(level))
            try factored.suggestValue(factoredVariables[variable], suggestion)
            try oracle.suggestValue(oracleVariables[variable], suggestion)
        } catch {
            return "edit failed: \(error)"
        }
        edits.append(Edit(variable: variable, level: level, suggestion: suggestion))
        return nil
    }

    private mutating func removeEdit(_ variable: Int) -> String? {
        transcript.append("remove edit v\(variable)")
        edits.removeAll { $0.variable == variable }
        do {
            try factored.removeEditVariable(factoredVariables[variable])
            try oracle.removeEditVariable(oracleVariables[variable])
        } catch {
            return "remove edit failed: \(error)"
        }
        return nil
    }

    private mutating func suggest(_ index: Int, _ value: Double) -> String? {
        transcript.append("suggest v\(edits[index].variable) = \(value)")
        edits[index].suggestion = value
        do {
            try factored.suggestValue(factoredVariables[edits[index].variable], value)
            try oracle.suggestValue(oracleVariables[edits[index].variable], value)
        } catch {
            return "suggest failed: \(error)"
        }
        return nil
    }

    private mutating func setPriority(_ index: Int, _ priority: Priority) -> String? {
        transcript.append("priority item \(index) -> \(priority)")
        do {
            try factored.setPriority(items[index].factored, priority)
            try oracle.setPriority(items[index].oracle, priority)
        } catch {
            return "set priority failed: \(error)"
        }
        items[index].priority = priority
        return nil
    }

    private mutating func setConstant(_ index: Int, _ constant: Double) -> String? {
        transcript.append("constant item \(index) -> \(constant)")
        let f = Result { () throws(SolverError) in try factored.setConstant(items[index].factored, constant) }
        let o = Result { () throws(SolverError) in try oracle.setConstant(items[index].oracle, constant) }
        switch (f, o) {
        case (.success, .success):
            items[index].constant = constant
            return nil
        case let (.failure(fe), .failure(oe)):
            return fe == oe ? nil : "set constant refused differently (\(fe) vs \(oe))"
        default:
            return "set constant: factored \(f), oracle \(o)"
        }
    }

    // MARK: Comparison

    /// Per-level objective: Σ violation of the optional constraints and edits at each level.
    private func objective(_ value: (Int) -> Double) -> [Double: Double] {
        var levels: [Double: Double] = [:]
        for item in items {
            guard let level = item.priority.level else { continue }
            levels[level, default: 0] += violation(item.terms, item.constant, item.relation, value)
        }
        for edit in edits {
            levels[edit.level, default: 0] += abs(value(edit.variable) - edit.suggestion)
        }
        return levels
    }

    private func violation(_ terms: [(variable: Int, coefficient: Double)], _ constant: Double,
                           _ relation: Relation, _ value: (Int) -> Double) -> Double {
        var e = constant
        for term in terms { e += term.coefficient * value(term.variable) }
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    private func scale(_ terms: [(variable: Int, coefficient: Double)], _ constant: Double, _ value: (Int) -> Double) -> Double {
        var scale = max(1, abs(constant))
        for term in terms { scale = max(scale, abs(term.coefficient * value(term.variable))) }
        return scale
    }

    private func compare() -> String? {
        let factored = self.factored, oracle = self.oracle
        let factoredVariables = self.factoredVariables, oracleVariables = self.oracleVariables
        let fValue: (Int) -> Double = { factored.currentValue(of: factoredVariables[$0]) }
        let oValue: (Int) -> Double = { oracle.currentValue(of: oracleVariables[$0]) }
        let problems = factored.invariantViolations()
        if !problems.isEmpty { return "factored core unhealthy: \(problems)" }
        for item in items where item.priority.isRequired {
            for (name, value) in [("factored", fValue), ("oracle", oValue)] {
                let error = violation(item.terms, item.constant, item.relation, value)
                if error > 1e-6 * scale(item.terms, item.constant, value) {
                    return "\(name) violates required \(item.terms) \(item.constant) \(item.relation) by \(error)"
                }
            }
        }
        let fObjective = objective(fValue), oObjective = objective(oValue)
        for level in Set(fObjective.keys).union(oObjective.keys).sorted(by: >) {
            let a = fObjective[level] ?? 0, b = oObjective[level] ?? 0
            if abs(a - b) > 1e-6 * max(1, abs(a), abs(b)) {
                if a < b {
                    // The oracle is the one that is off (it can be: drift, tolerances).
                    return "objective at level \(level): factored \(a) is better than the oracle's \(b)"
                }
                return "objective at level \(level): factored \(a), oracle \(b)"
            }
        }
        if anchored {
            for variable in factoredVariables.indices {
                let a = fValue(variable), b = oValue(variable)
                if abs(a - b) > 1e-6 * max(1, abs(a), abs(b)) {
                    return "v\(variable): factored \(a), oracle \(b) (anchored: the optimum is unique)"
                }
            }
        }
        return nil
    }
}
