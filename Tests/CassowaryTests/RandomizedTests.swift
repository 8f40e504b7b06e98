import XCTest
@testable import Cassowary

/// Seeded random sequences of adds, removals and edits, checked after every step against
/// the invariants, the published-values bookkeeping, a brute-force reference
/// (`ReferenceSolver`) and solvers rebuilt from scratch. Every variable has a weak
/// `v == c` at its own level below all others, so every optimum is a single point and any
/// correct solver must find exactly it.
final class RandomizedTests: XCTestCase {
    /// The test's own record of what is in the solver, in the order it was added.
    private struct Model {
        enum Item {
            case constraint(coefficients: [Double], constant: Double, relation: Relation, priority: Priority, id: ConstraintID)
            case edit(variable: Int, level: Double, suggestion: Double)
        }

        var dimension: Int
        var items: [Item] = []

        var constraintIndices: [Int] {
            items.indices.filter { if case .constraint = items[$0] { return true } else { return false } }
        }

        func editIndex(of variable: Int) -> Int? {
            items.firstIndex { if case .edit(variable, _, _) = $0 { return true } else { return false } }
        }

        func reference(plus extra: ReferenceSolver.Constraint? = nil) -> ReferenceSolver {
            var reference = ReferenceSolver(dimension: dimension)
            for item in items {
                switch item {
                case let .constraint(coefficients, constant, relation, priority, _):
                    reference.constraints.append(.init(coefficients: coefficients, constant: constant, relation: relation, level: priority.level))
                case let .edit(variable, level, suggestion):
                    var coefficients = Array(repeating: 0.0, count: dimension)
                    coefficients[variable] = 1
                    reference.constraints.append(.init(coefficients: coefficients, constant: -suggestion, relation: .equal, level: level))
                }
            }
            if let extra { reference.constraints.append(extra) }
            return reference
        }

        /// A new solver with the same items, in the same or the reverse order.
        func rebuild(reversed: Bool) throws -> (Solver, [Variable]) {
            let s = Solver()
            let vars = (0..<dimension).map { _ in s.newVariable() }
            for item in reversed ? items.reversed() : items {
                switch item {
                case let .constraint(coefficients, constant, relation, priority, _):
                    try s.addConstraint(LinearExpression(zip(vars, coefficients).map { ($0, $1) }, constant: constant), relation, priority: priority)
                case let .edit(variable, level, suggestion):
                    try s.addEditVariable(vars[variable], priority: .optional(level))
                    try s.suggestValue(vars[variable], suggestion)
                }
            }
            return (s, vars)
        }

        func describe() -> String {
            items.map(describe).joined(separator: "\n")
        }

        func describe(_ item: Item) -> String {
            switch item {
            case let .constraint(coefficients, constant, relation, priority, _):
                let relationText = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
                let terms = coefficients.enumerated().map { "\($0.element)*v\($0.offset)" }.joined(separator: " + ")
                return "\(terms) + \(constant) \(relationText) 0 @\(priority.level.map { "\($0)" } ?? "required")"
            case let .edit(variable, level, suggestion):
                return "edit v\(variable) @\(level) = \(suggestion)"
            }
        }
    }

    /// Equal to 1e-6, relative above 1 (nearly singular random systems reach values of 1e4).
    private func agree(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)) }

    private let levels: [Double] = [100, 200, 300, 500, 750, 999]
    private let editLevels: [Double] = [150, 400, 800, 1000]

    /// Runs one seeded sequence; returns false after the first failure (reported with the
    /// seed, the step and the model, so that it can be replayed).
    @discardableResult
    private func runSequence(seed: UInt64, dimension: Int, steps: Int, maxConstraints: Int,
                             coefficientRange: ClosedRange<Int>, bruteForce: Bool) throws -> Bool {
        var rng = XorShift(seed: seed)
        let s = Solver()
        let vars = (0..<dimension).map { _ in s.newVariable() }
        var model = Model(dimension: dimension)
        var published = Array(repeating: 0.0, count: dimension)

        var history: [String] = []

        func fail(_ message: String, step: Int) -> Bool {
            XCTFail("seed \(seed), step \(step): \(message)\nmodel:\n\(model.describe())\noperations:\n\(history.joined(separator: "\n"))")
            return false
        }

        // Anchors: v_i == c_i at distinct levels below every other level.
        for i in 0..<dimension {
            var coefficients = Array(repeating: 0.0, count: dimension)
            coefficients[i] = 1
            let constant = -Double(rng.int(-5...5))
            let priority = Priority.optional(0.1 * Double(i + 1))
            let id = try s.addConstraint(LinearExpression([(vars[i], 1)], constant: constant), .equal, priority: priority)
            model.items.append(.constraint(coefficients: coefficients, constant: constant, relation: .equal, priority: priority, id: id))
            history.append("add \(coefficients) \(constant) equal \(priority)")
        }
        let anchorCount = dimension

        for step in 0..<steps {
            let removable = model.constraintIndices.filter { $0 >= anchorCount }
            let roll = rng.int(0...99)
            var operation = ""
            if roll < 55 && removable.count < maxConstraints {
                // Add a random constraint; a required one may be refused.
                var coefficients = (0..<dimension).map { _ in Double(rng.int(coefficientRange)) }
                if coefficients.allSatisfy({ $0 == 0 }) { coefficients[rng.int(0...(dimension - 1))] = 1 }
                let constant = Double(rng.int(-10...10))
                let relation = rng.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
                let priority: Priority = roll < 20 ? .required : .optional(rng.pick(levels))
                operation = "add \(coefficients) \(constant) \(relation) \(priority)"
                let expression = LinearExpression(zip(vars, coefficients).map { ($0, $1) }, constant: constant)
                let before = priority.isRequired ? s.snapshot(vars) : nil
                do {
                    let id = try s.addConstraint(expression, relation, priority: priority)
                    model.items.append(.constraint(coefficients: coefficients, constant: constant, relation: relation, priority: priority, id: id))
                } catch SolverError.unsatisfiableConstraint {
                    guard priority.isRequired else { return fail("optional constraint refused: \(operation)", step: step) }
                    if s.snapshot(vars) != before { return fail("refused add changed the solver: \(operation)", step: step) }
                    if bruteForce {
                        let extra = ReferenceSolver.Constraint(coefficients: coefficients, constant: constant, relation: relation, level: nil)
                        if case .optimum = model.reference(plus: extra).solve() {
                            return fail("refused a satisfiable constraint: \(operation)", step: step)
                        }
                    }
                } catch {
                    return fail("\(operation) threw \(error)", step: step)
                }
            } else if roll < 68 && !removable.isEmpty {
                let index = rng.pick(removable)
                guard case let .constraint(_, _, _, _, id) = model.items[index] else { continue }
                operation = "remove item \(index): \(model.describe(model.items[index]))"
                try s.removeConstraint(id)
                model.items.remove(at: index)
            } else if roll < 78 {
                // Change a constant in place (anchors included); a required one may be refused.
                let index = rng.pick(model.constraintIndices)
                guard case let .constraint(coefficients, _, relation, priority, id) = model.items[index] else { continue }
                let newConstant = Double(rng.int(-10...10))
                operation = "set constant of item \(index) (\(model.describe(model.items[index]))) to \(newConstant)"
                let before = priority.isRequired ? s.snapshot(vars) : nil
                do {
                    try s.setConstant(id, newConstant)
                    model.items[index] = .constraint(coefficients: coefficients, constant: newConstant, relation: relation, priority: priority, id: id)
                } catch SolverError.unsatisfiableConstraint {
                    guard priority.isRequired else { return fail("optional constant change refused: \(operation)", step: step) }
                    if s.snapshot(vars) != before { return fail("refused constant change changed the solver: \(operation)", step: step) }
                    if bruteForce {
                        var changed = model
                        changed.items[index] = .constraint(coefficients: coefficients, constant: newConstant, relation: relation, priority: priority, id: id)
                        if case .optimum = changed.reference().solve() {
                            return fail("refused a satisfiable constant change: \(operation)", step: step)
                        }
                    }
                } catch {
                    return fail("\(operation) threw \(error)", step: step)
                }
            } else if roll < 83 && !removable.isEmpty {
                // Move an optional constraint to another level; required ones cannot switch.
                let index = rng.pick(removable)
                guard case let .constraint(coefficients, constant, relation, priority, id) = model.items[index] else { continue }
                if priority.isRequired {
                    operation = "make item \(index) optional"
                    let before = s.snapshot(vars)
                    do {
                        try s.setPriority(id, .optional(rng.pick(levels)))
                        return fail("\(operation) was accepted", step: step)
                    } catch {
                        if error != .priorityKindChange || s.snapshot(vars) != before {
                            return fail("\(operation): \(error), changed: \(s.snapshot(vars) != before)", step: step)
                        }
                    }
                } else {
                    let newPriority = Priority.optional(rng.pick(levels))
                    operation = "set priority of item \(index) (\(model.describe(model.items[index]))) to \(newPriority)"
                    try s.setPriority(id, newPriority)
                    model.items[index] = .constraint(coefficients: coefficients, constant: constant, relation: relation, priority: newPriority, id: id)
                }
            } else if roll < 91 {
                let variable = rng.int(0...(dimension - 1))
                if let index = model.editIndex(of: variable) {
                    operation = "remove edit v\(variable)"
                    try s.removeEditVariable(vars[variable])
                    model.items.remove(at: index)
                } else {
                    let level = rng.pick(editLevels)
                    operation = "add edit v\(variable) @\(level)"
                    let start = s.currentValue(of: vars[variable])
                    try s.addEditVariable(vars[variable], priority: .optional(level))
                    model.items.append(.edit(variable: variable, level: level, suggestion: start))
                }
            } else {
                let edited = (0..<dimension).filter { model.editIndex(of: $0) != nil }
                guard !edited.isEmpty else { continue }
                let variable = rng.pick(edited)
                let value = Double(rng.int(-15...15))
                operation = "suggest v\(variable) = \(value)"
                try s.suggestValue(vars[variable], value)
                let index = model.editIndex(of: variable)!
                guard case let .edit(_, level, _) = model.items[index] else { continue }
                model.items[index] = .edit(variable: variable, level: level, suggestion: value)
            }

            history.append(operation)

            // Invariants.
            let problems = s.invariantViolations()
            if !problems.isEmpty { return fail("after \(operation): \(problems.joined(separator: "; "))", step: step) }

            // updateVariables reports exactly the variables whose published value changed.
            let changed = Set(s.updateVariables().map { Int($0.id) })
            for (i, v) in vars.enumerated() {
                var current = s.currentValue(of: v)
                if current == 0 { current = 0 }
                if s.value(of: v) != current { return fail("after \(operation): v\(i) published \(s.value(of: v)), current \(current)", step: step) }
                if (published[i] != current) != changed.contains(i) {
                    return fail("after \(operation): v\(i) went \(published[i]) -> \(current), reported: \(changed.contains(i))", step: step)
                }
                published[i] = current
            }

            // The brute-force reference.
            if bruteForce {
                switch model.reference().solve() {
                case .infeasible:
                    return fail("after \(operation): the reference finds the required constraints infeasible", step: step)
                case let .ambiguous(p, q):
                    return fail("after \(operation): test data has two optima \(p) and \(q)", step: step)
                case let .optimum(point):
                    for (i, v) in vars.enumerated() where !agree(s.value(of: v), point[i]) {
                        return fail("after \(operation): v\(i) = \(s.value(of: v)), reference \(point[i]) (solver \(vars.map { s.value(of: $0) }), reference \(point))", step: step)
                    }
                }
            }

            // Solvers built from scratch, in the same and in the reverse order.
            for reversed in [false, true] {
                let fresh: Solver, freshVars: [Variable]
                do { (fresh, freshVars) = try model.rebuild(reversed: reversed) } catch {
                    return fail("after \(operation): rebuilding\(reversed ? " in reverse" : "") threw \(error)", step: step)
                }
                for (i, (v, w)) in zip(vars, freshVars).enumerated() where !agree(s.value(of: v), fresh.currentValue(of: w)) {
                    return fail("after \(operation): v\(i) = \(s.value(of: v)), rebuilt\(reversed ? " in reverse" : "") \(fresh.currentValue(of: w))", step: step)
                }
            }
        }
        return true
    }

    func testRandomTwoVariableSystemsMatchBruteForce() throws {
        for seed in UInt64(1)...60 {
            if try !runSequence(seed: seed, dimension: 2, steps: 40, maxConstraints: 8, coefficientRange: -2...2, bruteForce: true) { break }
        }
    }

    func testRandomThreeVariableSystemsMatchBruteForce() throws {
        for seed in UInt64(1001)...1030 {
            if try !runSequence(seed: seed, dimension: 3, steps: 40, maxConstraints: 8, coefficientRange: -2...2, bruteForce: true) { break }
        }
    }

    func testRandomLargerSystemsMatchRebuiltSolvers() throws {
        // Too big for the brute force: checked against rebuilt solvers (any order must agree).
        for seed in UInt64(5001)...5008 {
            if try !runSequence(seed: seed, dimension: 7, steps: 80, maxConstraints: 24, coefficientRange: -3...3, bruteForce: false) { break }
        }
    }

    func testRandomBuildThenRemoveEverythingInRandomOrder() throws {
        // Build a random feasible system (refused constraints are skipped), then remove all of
        // it in a random order: the tableau ends empty and every variable reads 0.
        for seed in UInt64(9001)...9010 {
            var rng = XorShift(seed: seed)
            let s = Solver()
            let vars = (0..<8).map { _ in s.newVariable() }
            var ids: [ConstraintID] = []
            for _ in 0..<120 {
                let count = rng.int(1...3)
                let terms = (0..<count).map { _ in (rng.pick(vars), Double(rng.int(-4...4))) }
                let relation = rng.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
                let priority: Priority = rng.chance(0.3) ? .required : .optional(Double(rng.int(1...9) * 100))
                do {
                    ids.append(try s.tryAdd(terms, Double(rng.int(-50...50)), relation, priority))
                } catch {
                    XCTAssertEqual(error, .unsatisfiableConstraint)
                    XCTAssertTrue(priority.isRequired)
                }
                if ids.count % 10 == 0 { s.assertHealthy() }
            }
            var edited: [Variable] = []
            for v in vars where rng.chance(0.5) {
                try s.addEditVariable(v, priority: .optional(Double(rng.int(1...10) * 100)))
                try s.suggestValue(v, Double(rng.int(-100...100)))
                edited.append(v)
            }
            s.assertHealthy()
            while !ids.isEmpty || !edited.isEmpty {
                if !edited.isEmpty && (ids.isEmpty || rng.chance(0.1)) {
                    try s.removeEditVariable(edited.remove(at: rng.int(0...(edited.count - 1))))
                } else {
                    try s.removeConstraint(ids.remove(at: rng.int(0...(ids.count - 1))))
                }
                let problems = s.invariantViolations()
                XCTAssert(problems.isEmpty, "seed \(seed): \(problems)")
                if !problems.isEmpty { break }
            }
            XCTAssertEqual(s.rowCount, 0, "seed \(seed)")
            XCTAssertEqual(s.tableauTermCount, 0, "seed \(seed)")
            XCTAssertEqual(s.symbolCount, vars.count, "seed \(seed)")
            XCTAssertEqual(s.constraintCount, 0, "seed \(seed)")
            for v in vars { XCTAssertEqual(s.solved(v), 0, "seed \(seed)") }
        }
    }
}
