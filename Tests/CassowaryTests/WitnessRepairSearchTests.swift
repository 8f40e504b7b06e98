import XCTest
@testable import Cassowary

/// The witness's repair search (`Solver+Witness.swift`) changes one trail in place and rolls
/// it back when it backtracks (`WitnessRepairTrail`), where it used to give every branch its
/// own copies of the moves and the queue (issue 18: a failing search copied everything at
/// every branch; the fuzz finding `scene-slow-4s` spent ~40 % of its 4 s there). The trail
/// must find exactly what the copying search found — the same moves, or none — including
/// when the budget runs out mid-search: which required rows are certified without solving
/// decides which additions are solved, and so the minimal conflict sets that diagnostics
/// report. The reference below is the copying search as it was before the trail (commit
/// caa4fc0), kept as the oracle.
final class WitnessRepairSearchTests: XCTestCase {
    /// The copying search of commit caa4fc0, unchanged but for reading the solver from
    /// outside.
    private struct CopyingSearch {
        let solver: Solver
        static let maximumRepairDepth = 8

        func moves(moving column: Int, by step: Double,
                   keeping certified: [(column: Int, coefficient: Double)]) -> [Int: Double]? {
            movesAndBudget(moving: column, by: step, keeping: certified).moves
        }

        /// The moves, and the budget left (0 or less: the search ran out).
        func movesAndBudget(moving column: Int, by step: Double,
                            keeping certified: [(column: Int, coefficient: Double)]) -> (moves: [Int: Double]?, budget: Int) {
            guard step.isFinite else { return (nil, 4096) }
            var budget = 4096
            let moves = search([column: step], solver.columnEntries[column].map(\.row), certified, &budget, depth: 0)
            return (moves, budget)
        }

        private func search(_ moves: [Int: Double], _ queue: [Int32],
                            _ certified: [(column: Int, coefficient: Double)],
                            _ budget: inout Int, depth: Int) -> [Int: Double]? {
            var moves = moves
            var queue = queue
            while let next = queue.popLast() {
                let row = Int(next)
                guard solver.rows[row].state == .live, solver.rows[row].isRequired else { continue }
                budget -= 1
                guard budget > 0 else { return nil }
                var activity = 0.0
                for term in solver.terms(of: row) {
                    let other = Int(solver.termColumns[term])
                    activity += solver.termCoefficients[term] * (solver.witness(other) + (moves[other] ?? 0))
                }
                let logical = Int(solver.rows[row].logical)
                let lower = solver.lowerBound[logical], upper = solver.upperBound[logical]
                if activity >= lower - Tolerance.witness(for: lower) && activity <= upper + Tolerance.witness(for: upper) { continue }
                let target = activity < lower ? lower : upper
                var candidates: [(column: Int, coefficient: Double, count: Int32)] = []
                for term in solver.terms(of: row) {
                    let other = Int(solver.termColumns[term])
                    guard moves[other] == nil, !certified.contains(where: { $0.column == other }) else { continue }
                    candidates.append((other, solver.termCoefficients[term], solver.requiredRowCount[other]))
                }
                candidates.sort { $0.count != $1.count ? $0.count < $1.count : $0.column < $1.column }
                if let leaf = candidates.first, leaf.count <= 1 || candidates.count == 1 || depth >= Self.maximumRepairDepth {
                    let repair = (target - activity) / leaf.coefficient
                    guard repair.isFinite else { return nil }
                    moves[leaf.column] = repair
                    if leaf.count > 1 { queue.append(contentsOf: solver.columnEntries[leaf.column].map(\.row)) }
                    continue
                }
                for candidate in candidates {
                    let repair = (target - activity) / candidate.coefficient
                    guard repair.isFinite else { continue }
                    var tried = moves
                    tried[candidate.column] = repair
                    var rest = queue
                    if candidate.count > 1 { rest.append(contentsOf: solver.columnEntries[candidate.column].map(\.row)) }
                    if let found = search(tried, rest, certified, &budget, depth: depth + 1) { return found }
                    guard budget > 0 else { return nil }
                }
                return nil
            }
            return moves
        }
    }

    /// What the trail found, as the copying search reports it.
    private func dictionary(_ moves: [(column: Int, step: Double)]?) -> [Int: Double]? {
        moves.map { Dictionary($0.map { ($0.column, $0.step) }, uniquingKeysWith: { first, _ in first }) }
    }

    /// A case worked by hand where the search must backtrack: moving x0 by 15 breaks
    /// x0 + x1 + x2 <= 10, whose candidate repairs x1 and x2 are each in two required rows;
    /// x1 (the lower column) is tried first and fails, x2 succeeds.
    func testBacktrackingCaseFindsTheSameMovesAsTheCopyingSearch() throws {
        let solver = Solver()
        let x = (0..<6).map { _ in solver.newVariable() }
        // Row A: x0 + x1 + x2 <= 10 — moving x0 up by 15 breaks it; x1 and x2 are its candidates.
        solver.add([(x[0], 1), (x[1], 1), (x[2], 1)], -10, .lessThanOrEqual)
        // x1 is tied to x3 (x1 == x3) and x3 >= -2: lowering x1 by 5 breaks x3's bound, and
        // x3's only repair is x1 itself (already moved): the branch x1 fails.
        solver.add([(x[1], 1), (x[3], -1)], 0, .equal)
        solver.add([(x[3], 1)], 2, .greaterThanOrEqual)
        // x2 is tied to x4 (x2 == x4), which is free below: the branch x2 succeeds.
        solver.add([(x[2], 1), (x[4], -1)], 0, .equal)
        solver.add([(x[4], 1), (x[5], 1)], -100, .lessThanOrEqual)
        // x0 is in a second required row so that it is not fresh.
        solver.add([(x[0], 1), (x[5], -1)], 0, .lessThanOrEqual)
        for variable in x { solver.add([(variable, 1)], 0, .equal, .optional(1)) }
        solver.updateVariables()
        solver.materializeLinearProgram()
        let rollBacksBefore = solver.witnessRepairTrail.rollBackCount
        let certified = [(column: x[0].column, coefficient: 1.0)]
        let found = solver.witnessRepairMoves(moving: x[0].column, by: 15, keeping: certified)
        XCTAssertGreaterThan(solver.witnessRepairTrail.rollBackCount, rollBacksBefore, "the case must backtrack")
        let expected = CopyingSearch(solver: solver).moves(moving: x[0].column, by: 15, keeping: certified)
        XCTAssertEqual(dictionary(found), expected)
        // Worked by hand: x0 - x5 <= 0 is checked first (x0's rows are a stack) and x5, its
        // only candidate, follows x0 by 15; then x1 is tried first for row A (both candidates
        // are in two required rows; x1 has the lower column), pulls x3 to -5 against
        // x3 >= -2, which has no candidate left, and is rolled back; x2 moves by -5 and x4
        // follows it (x4 + x5 = 10 <= 100).
        XCTAssertEqual(expected, [x[0].column: 15, x[5].column: 15, x[2].column: -5, x[4].column: -5])
    }

    /// Random sparse systems of required rows met by a solved point, and random moves with
    /// random held columns: the trail finds exactly what the copying search finds, whether
    /// it succeeds, fails, or runs out of budget; many of the cases backtrack.
    func testRandomSystemsFindTheSameMovesAsTheCopyingSearch() throws {
        var generator = XorShift(seed: 0x5EED_0018)
        var compared = 0, backtracked = 0, found = 0, notFound = 0, exhausted = 0
        for system in 0..<300 {
            let solver = Solver()
            // Every thirtieth system is larger (rows of 3 to 5 terms, tight), so that some
            // searches run out of budget.
            let count = system % 30 == 29 ? Int.random(in: 40...60, using: &generator) : Int.random(in: 6...14, using: &generator)
            let variables = (0..<count).map { _ in solver.newVariable() }
            let point = variables.map { _ in Double(Int.random(in: -20...20, using: &generator)) }
            for _ in 0..<Int.random(in: count...(2 * count), using: &generator) {
                let size = count > 20 ? Int.random(in: 3...5, using: &generator) : Int.random(in: 2...3, using: &generator)
                let chosen = Array(variables.indices.shuffled(using: &generator).prefix(size))
                let terms = chosen.map { (variables[$0], Double([-2, -1, 1, 1, 2].randomElement(using: &generator) ?? 1)) }
                let activity = zip(chosen, terms).reduce(0.0) { $0 + point[$1.0] * $1.1.1 }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator) ?? .equal
                let slack = count > 20 ? 0 : Double(Int.random(in: 0...6, using: &generator))
                // Σ terms + constant REL 0 holds at `point` (with `slack` to spare for inequalities).
                let constant: Double
                switch relation {
                case .equal: constant = -activity
                case .lessThanOrEqual: constant = -activity - slack
                case .greaterThanOrEqual: constant = -activity + slack
                }
                _ = try? solver.tryAdd(terms, constant, relation)
            }
            for (variable, value) in zip(variables, point) { solver.add([(variable, 1)], -value, .equal, .optional(1)) }
            solver.updateVariables()
            solver.materializeLinearProgram()
            let reference = CopyingSearch(solver: solver)
            for _ in 0..<20 {
                let moving = variables[Int.random(in: 0..<count, using: &generator)]
                guard solver.requiredRowCount[moving.column] > 0 else { continue }
                let held = variables[Int.random(in: 0..<count, using: &generator)]
                let certified = [(column: moving.column, coefficient: 1.0), (column: held.column, coefficient: -1.0)]
                let step = Double(Int.random(in: -30...30, using: &generator)) / 2
                let rollBacksBefore = solver.witnessRepairTrail.rollBackCount
                let trail = solver.witnessRepairMoves(moving: moving.column, by: step, keeping: certified)
                if solver.witnessRepairTrail.rollBackCount > rollBacksBefore { backtracked += 1 }
                let (expected, budgetLeft) = reference.movesAndBudget(moving: moving.column, by: step, keeping: certified)
                if budgetLeft <= 0 { exhausted += 1 }
                XCTAssertEqual(dictionary(trail), expected, "moving column \(moving.column) by \(step)")
                if expected == nil { notFound += 1 } else { found += 1 }
                compared += 1
            }
        }
        // The comparison covers every outcome (counts are fixed by the seed).
        XCTAssertGreaterThan(compared, 2500)
        XCTAssertGreaterThan(backtracked, 100, "too few cases backtrack to test the rollback")
        XCTAssertGreaterThan(found, 100)
        XCTAssertGreaterThan(notFound, 100)
        XCTAssertGreaterThan(exhausted, 10, "too few searches run out of budget")
        print("witness repair search: \(compared) compared, \(backtracked) backtracked, \(found) found, \(notFound) not found, \(exhausted) out of budget")
    }
}
