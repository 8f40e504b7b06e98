import XCTest
@testable import Cassowary

/// `ConstraintBatch`, the flat form a scene's first layout hands the solver: each
/// constraint's terms are found where they were appended, terms naming one variable twice
/// are combined, and a malformed batch is refused whole, as the array form does.
final class ConstraintBatchTests: XCTestCase {
    /// x == 10; y == x + 5 stated as `y − 0.5·x − 0.5·x − 5` (x twice: combined to −x);
    /// z ≥ y + 1, and z ≤ 12 at 500, which cannot hold: its violation is least at z = 16.
    /// Solved by hand: x = 10, y = 15, z = 16.
    func testTermsAreReadPerConstraintAndCombinedWhenRepeated() throws {
        let solver = Solver()
        let x = solver.newVariable(), y = solver.newVariable(), z = solver.newVariable()
        var batch = ConstraintBatch()
        batch.reserveCapacity(constraints: 4, terms: 7)
        batch.appendTerm(x, 1)
        batch.endConstraint(constant: -10, relation: .equal, priority: .required)
        batch.appendTerm(y, 1)
        batch.appendTerm(x, -0.5)
        batch.appendTerm(x, -0.5)
        batch.endConstraint(constant: -5, relation: .equal, priority: .required)
        batch.appendTerm(z, 1)
        batch.appendTerm(y, -1)
        batch.endConstraint(constant: -1, relation: .greaterThanOrEqual, priority: .required)
        batch.appendTerm(z, 1)
        batch.endConstraint(constant: -12, relation: .lessThanOrEqual, priority: .optional(500))
        XCTAssertEqual(batch.count, 4)
        XCTAssertEqual(batch.termRange(of: 1), 1..<4)
        XCTAssertEqual(batch.constant(at: 2), -1)
        XCTAssertFalse(batch.termsAreDistinctAndNonZero(at: 1))
        XCTAssertTrue(batch.termsAreDistinctAndNonZero(at: 2))

        let ids = try XCTUnwrap(solver.addConstraintsIfAllFit(batch))
        XCTAssertEqual(ids.count, 4)
        XCTAssertEqual(solver.currentValue(of: x), 10)
        XCTAssertEqual(solver.currentValue(of: y), 15)
        XCTAssertEqual(solver.currentValue(of: z), 16)
        solver.assertHealthy()
    }

    /// A non-finite coefficient anywhere refuses the whole batch and leaves the solver as it
    /// was; emptying a batch keeps nothing of it.
    func testAMalformedBatchAddsNothing() {
        let solver = Solver()
        let x = solver.newVariable()
        var batch = ConstraintBatch()
        batch.appendTerm(x, 1)
        batch.endConstraint(constant: -10, relation: .equal, priority: .required)
        batch.appendTerm(x, .nan)
        batch.endConstraint(constant: 0, relation: .lessThanOrEqual, priority: .optional(250))
        XCTAssertNil(solver.addConstraintsIfAllFit(batch))
        XCTAssertEqual(solver.constraintCount, 0)
        batch.removeAll()
        XCTAssertEqual(batch.count, 0)
        XCTAssertEqual(batch.termCount, 0)
        XCTAssertEqual(solver.addConstraintsIfAllFit(batch), [])
    }

    /// A term naming a variable the solver does not have, an infinite constant or an
    /// infinite level refuses the whole batch (`check(against:)`); the same rows without
    /// the fault are taken.
    func testAnUnknownVariableOrAnInfiniteNumberRefusesTheBatch() {
        for fault in 0..<4 {
            let solver = Solver()
            let x = solver.newVariable(), y = solver.newVariable()
            var batch = ConstraintBatch()
            batch.appendTerm(x, 1)
            batch.endConstraint(constant: -10, relation: .equal, priority: .required)
            batch.appendTerm(y, 1)
            batch.appendTerm(fault == 0 ? Variable(column: 7) : x, -1)
            batch.endConstraint(constant: fault == 1 ? -.infinity : -5, relation: .equal,
                                priority: fault == 2 ? .optional(.infinity) : .optional(500))
            if fault == 3 {
                XCTAssertEqual(solver.addConstraintsIfAllFit(batch)?.count, 2)
                XCTAssertEqual(solver.currentValue(of: y), 15)
            } else {
                XCTAssertNil(solver.addConstraintsIfAllFit(batch), "fault \(fault)")
                XCTAssertEqual(solver.constraintCount, 0, "fault \(fault)")
            }
        }
    }

    /// `check(against:)` on random batches — plain, with a repeated variable, a zero
    /// coefficient, a long row, and now and then a fault (a NaN or infinite coefficient, an
    /// infinite constant or level, a column past the solver's or not a variable) — says what
    /// reading each constraint's terms in turn says (`referenceCheck`), and every outcome
    /// comes up.
    func testTheBatchCheckSaysWhatReadingEachConstraintSays() {
        var random = DirectResolutionSolverTests.XorShift(state: 0x5EED_C4EC)
        // Columns 1...20 (the random batches'): variables; column 0: a logical.
        var kinds = [ColumnKind](repeating: .external, count: 21)
        kinds[0] = .logical
        var seen: [ConstraintBatch.Check: Int] = [:]
        for trial in 0..<5_000 {
            var batch = RowArenaAppendTests.randomBatch(&random)
            if random.chance(40) {
                // The fault goes into a copy of the batch at a random constraint.
                batch = Self.withFault(batch, &random)
            }
            let expected = Self.referenceCheck(batch, kinds)
            XCTAssertEqual(batch.check(against: kinds), expected, "trial \(trial)")
            seen[expected, default: 0] += 1
        }
        XCTAssertGreaterThan(seen[.malformed] ?? 0, 500)
        XCTAssertGreaterThan(seen[.asStated] ?? 0, 500)
        XCTAssertGreaterThan(seen[.needsCombining] ?? 0, 500)
    }

    /// `batch` stated again with one fault at a random place.
    static func withFault(_ batch: ConstraintBatch, _ random: inout DirectResolutionSolverTests.XorShift) -> ConstraintBatch {
        var faulty = ConstraintBatch()
        let target = random.below(batch.count)
        let fault = random.below(6)
        for index in 0..<batch.count {
            let range = batch.termRange(of: index)
            let hit = index == target
            for term in range {
                var variable = batch.terms[term].variable, coefficient = batch.terms[term].coefficient
                if hit && term == range.lowerBound {
                    switch fault {
                    case 0: coefficient = .nan
                    case 1: coefficient = -.infinity
                    case 2: variable = Variable(column: 21 + random.below(3))
                    case 3: variable = Variable(column: 0)
                    default: break
                    }
                }
                faulty.appendTerm(variable, coefficient)
            }
            var constant = batch.constant(at: index), priority = batch.priority(at: index)
            if hit && fault == 4 { constant = random.chance(50) ? .infinity : .nan }
            if hit && fault == 5 { priority = .optional(random.chance(50) ? .infinity : .nan) }
            faulty.endConstraint(constant: constant, relation: batch.relation(at: index), priority: priority)
        }
        return faulty
    }

    /// The check read constraint by constraint: its statement, then its terms one by one,
    /// each against the earlier ones.
    static func referenceCheck(_ batch: ConstraintBatch, _ kinds: [ColumnKind]) -> ConstraintBatch.Check {
        var asStated = true
        var start = 0
        for index in 0..<batch.count {
            let end = start + batch.termRange(of: index).count
            guard batch.constant(at: index).isFinite else { return .malformed }
            if case .optional(let level) = batch.priority(at: index), !level.isFinite { return .malformed }
            if end - start > 16 { asStated = false }
            for term in start..<end {
                let id = batch.terms[term].variable.id, coefficient = batch.terms[term].coefficient
                guard coefficient.isFinite, Int(id) < kinds.count, kinds[Int(id)] == .external else { return .malformed }
                if coefficient == 0 { asStated = false }
                for earlier in start..<term where batch.terms[earlier].variable.id == id { asStated = false }
            }
            start = end
        }
        return asStated ? .asStated : .needsCombining
    }

    /// Constraints written through a `Writer` (`appending(terms:constraints:_:)`) after some
    /// appended one by one make the batch appending each one by one makes: the same terms,
    /// ends, constants, relations and priorities; `hasRoom` says when the room is used up,
    /// and nothing is written past it.
    func testWritingIntoRoomMakesTheBatchAppendingMakes() {
        var random = DirectResolutionSolverTests.XorShift(state: 0xB47C_3A11)
        for trial in 0..<500 {
            let source = RowArenaAppendTests.randomBatch(&random)
            let split = random.below(source.count + 1)
            var appended = ConstraintBatch(), written = ConstraintBatch()
            func state(_ index: Int, into sink: inout some WriterTestSink) {
                for term in source.termRange(of: index) {
                    sink.appendTerm(source.terms[term].variable, source.terms[term].coefficient)
                }
                sink.endConstraint(constant: source.constant(at: index), relation: source.relation(at: index),
                                   priority: source.priority(at: index))
            }
            for index in 0..<source.count { state(index, into: &appended) }
            for index in 0..<split { state(index, into: &written) }
            // Room for the rest, in rooms of a random size (at least one constraint of 20 terms).
            var next = split
            while next < source.count {
                let room = 20 + random.below(60)
                written.appending(terms: room, constraints: 1 + random.below(4)) { writer in
                    while next < source.count, writer.hasRoom(terms: source.termRange(of: next).count, constraints: 1) {
                        state(next, into: &writer)
                        next += 1
                    }
                    XCTAssertFalse(next < source.count && writer.hasRoom(terms: source.termRange(of: next).count, constraints: 1))
                }
            }
            XCTAssertEqual(Self.image(written), Self.image(appended), "trial \(trial)")
        }
        // Nothing past the room: a term and a constraint too many are dropped.
        var batch = ConstraintBatch()
        batch.appending(terms: 1, constraints: 1) { writer in
            writer.appendTerm(Variable(column: 1), 2)
            XCTAssertFalse(writer.hasRoom(terms: 1, constraints: 0))
            writer.appendTerm(Variable(column: 2), 3)
            writer.endConstraint(constant: -1, relation: .equal, priority: .required)
            writer.endConstraint(constant: -2, relation: .equal, priority: .required)
        }
        XCTAssertEqual(batch.count, 1)
        XCTAssertEqual(batch.termRange(of: 0), 0..<1)
        XCTAssertEqual(batch.terms.count, 1)
    }

    /// Every term and every constraint of a batch, as text.
    static func image(_ batch: ConstraintBatch) -> [String] {
        batch.terms.map { "\($0.variable.id) \($0.coefficient)" }
            + (0..<batch.count).map { "\(batch.termRange(of: $0)) \(batch.constant(at: $0)) \(batch.relation(at: $0)) \(batch.priority(at: $0))" }
    }
}

/// The batch and its writer, stated alike in `testWritingIntoRoomMakesTheBatchAppendingMakes`.
protocol WriterTestSink {
    mutating func appendTerm(_ variable: Variable, _ coefficient: Double)
    mutating func endConstraint(constant: Double, relation: Relation, priority: Priority)
}

extension ConstraintBatch: WriterTestSink {}
extension ConstraintBatch.Writer: WriterTestSink {}
