import XCTest
@testable import Cassowary

/// Row sequences are 27-bit (`RowRecord.sequence`, issue 18 rounds 14-15): the solver renumbers
/// them, order kept, before they would reach `Solver.rowSequenceLimit`. A solver with a
/// tiny limit, renumbering every few rows, must give exactly what a solver that never
/// renumbers gives — the same outcomes, the same values to the bit, the same ambiguous
/// variables — and hold its rows in the same order.
final class RowSequenceTests: XCTestCase {
    /// Random additions (required and optional, some refused, some in batches, some
    /// tying), removals and constant changes on both solvers, compared after every step.
    func testRenumberedSequencesKeepTheOrderAndEveryResult() throws {
        var renumberings = 0
        for seed in 1...40 {
            var random = XorShift(seed: UInt64(seed))
            let renumbering = Solver(), plain = Solver()
            renumbering.rowSequenceLimit = 24
            let variables = (0..<6).map { _ in (renumbering.newVariable(), plain.newVariable()) }
            var ids: [(ConstraintID, ConstraintID)] = []
            // One random constraint, stated over each solver's variables.
            func draw() -> (Solver.PendingConstraint, Solver.PendingConstraint) {
                let terms = (0..<random.int(1...3)).map { _ in (random.int(0...5), Double(random.int(-2...2))) }
                let constant = Double(random.int(-40...40))
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
                let priority: Priority = random.int(0...2) == 0 ? .required : .optional(Double(random.int(1...3) * 250))
                return (.init(LinearExpression(terms.map { (variables[$0.0].0, $0.1) }, constant: constant), relation, priority: priority),
                        .init(LinearExpression(terms.map { (variables[$0.0].1, $0.1) }, constant: constant), relation, priority: priority))
            }
            for step in 0..<120 {
                let choice = random.int(0...99)
                let context = "seed \(seed), step \(step)"
                if choice < 45 || ids.isEmpty {
                    let (a, b) = draw()
                    let outcomeA = Result { () throws(SolverError) in try renumbering.addConstraint(a.expression, a.relation, priority: a.priority) }
                    let outcomeB = Result { () throws(SolverError) in try plain.addConstraint(b.expression, b.relation, priority: b.priority) }
                    XCTAssertEqual(outcomeA.isSuccess, outcomeB.isSuccess, context)
                    if case let .success(idA) = outcomeA, case let .success(idB) = outcomeB { ids.append((idA, idB)) }
                } else if choice < 60 {
                    let pending = (0..<random.int(1...5)).map { _ in draw() }
                    let a = renumbering.addConstraintsIfAllFit(pending.map(\.0)), b = plain.addConstraintsIfAllFit(pending.map(\.1))
                    XCTAssertEqual(a == nil, b == nil, context)
                    if let a, let b { ids.append(contentsOf: zip(a, b).map { ($0, $1) }) }
                } else if choice < 85 {
                    let (a, b) = ids.remove(at: random.int(0...(ids.count - 1)))
                    XCTAssertNoThrow(try renumbering.removeConstraint(a), context)
                    XCTAssertNoThrow(try plain.removeConstraint(b), context)
                } else {
                    let (a, b) = ids[random.int(0...(ids.count - 1))]
                    let constant = Double(random.int(-40...40))
                    let outcomeA = Result { () throws(SolverError) in try renumbering.setConstant(a, constant) }
                    let outcomeB = Result { () throws(SolverError) in try plain.setConstant(b, constant) }
                    XCTAssertEqual(outcomeA.isSuccess, outcomeB.isSuccess, context)
                }
                // Keep the rows in use under the limit (more would renumber at every row).
                while ids.count > 12 {
                    let (a, b) = ids.removeFirst()
                    XCTAssertNoThrow(try renumbering.removeConstraint(a), context)
                    XCTAssertNoThrow(try plain.removeConstraint(b), context)
                }
                for (a, b) in variables {
                    XCTAssertEqual(renumbering.currentValue(of: a).bitPattern, plain.currentValue(of: b).bitPattern, context)
                }
                XCTAssertEqual(Self.rowOrder(renumbering), Self.rowOrder(plain), context)
            }
            XCTAssertEqual(renumbering.ambiguousVariables().map(\.column).sorted(),
                           plain.ambiguousVariables().map(\.column).sorted(), "seed \(seed)")
            if renumbering.nextRowSequence < plain.nextRowSequence { renumberings += 1 }
            renumbering.assertHealthy()
        }
        XCTAssertGreaterThan(renumberings, 30)  // the limit was reached, and renumbered
    }

    /// A required row refused after a renumbering inside its transaction leaves the rows'
    /// sequences and the next one exactly as they were.
    func testRefusedRowRollsTheRenumberingBack() throws {
        let solver = Solver()
        let x = solver.newVariable(), y = solver.newVariable()
        solver.add([(x, 1), (y, 1)], -10, .equal)
        for step in 0..<6 { solver.add([(x, 1)], Double(step), .greaterThanOrEqual, .optional(250)) }
        let kept = solver.add([(x, 1)], -3, .equal)
        solver.remove(solver.add([(y, 1)], 0, .equal, .optional(500)))
        XCTAssertEqual(solver.currentValue(of: x), 3)
        solver.nextRowSequence += 50  // a gap, as rows refused in a batch leave one
        solver.rowSequenceLimit = solver.nextRowSequence  // the next row renumbers first
        let sequences = solver.rows.map(\.sequence), next = solver.nextRowSequence
        XCTAssertThrowsError(try solver.tryAdd([(x, 1)], -4, .equal))  // x = 4 against x = 3
        XCTAssertEqual(solver.rows.map(\.sequence), sequences)
        XCTAssertEqual(solver.nextRowSequence, next)
        XCTAssertTrue(solver.contains(kept))
        // Accepted, the row renumbers the others and comes after them.
        solver.add([(y, 1)], -7, .equal)
        XCTAssertLessThan(solver.nextRowSequence, next)
        let live = solver.rows.filter { $0.state != .free }
        XCTAssertEqual(live.map(\.sequence).sorted(), (0..<Int32(live.count)).map { $0 })
        XCTAssertEqual(solver.currentValue(of: y), 7)
        solver.assertHealthy()
    }

    /// The live rows' owners in the order of their sequences.
    private static func rowOrder(_ solver: Solver) -> [UInt32] {
        guard let arena = solver.arena else {
            let owners = solver.rowOwners(includingEdits: true)
            return solver.rows.indices.filter { solver.rows[$0].state == .live }
                .sorted { solver.rows[$0].sequence < solver.rows[$1].sequence }.map { owners[$0] }
        }
        // Flat: the arena's rows in their order (the stored rows' owners from the table,
        // the batch's rows' its ids).
        let owners = solver.rowOwners(includingEdits: true)
        return arena.problem.rows.indices.sorted { arena.problem.rows[$0].sequence < arena.problem.rows[$1].sequence }
            .map { $0 < arena.storedRowCount ? owners[$0] : arena.constraintID(ofRow: $0) }
    }
}

private extension Result {
    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
