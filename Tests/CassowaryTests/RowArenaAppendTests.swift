import XCTest
@testable import Cassowary

/// `RowArena.append`'s two paths: a batch no row of which needs its terms combined is
/// appended whole (`appendAsStated`), any other row by row (`appendCombining`). On such a
/// batch both must make the same arena, field for field, after copies of stored rows; and
/// the batch's one-pass test (`check(against:)`) must say what the per-row test says.
final class RowArenaAppendTests: XCTestCase {
    /// Random batches (1–40 rows of 0–20 terms, a repeated variable or a zero coefficient
    /// now and then, every relation and priority, a feasible empty required row now and
    /// then) after one stored row: the one-pass test agrees with the per-row one, and where
    /// it allows the bulk path, both paths give the same rows, terms and bounds.
    func testAppendingAsStatedMakesTheRowsAppendingOneByOneMakes() {
        var random = DirectResolutionSolverTests.XorShift(state: 0xA77E_2D14)
        var plainBatches = 0
        for trial in 0..<3_000 {
            let batch = Self.randomBatch(&random)
            let perRow = (0..<batch.count).allSatisfy { index in
                batch.termRange(of: index).count <= 16 && batch.termsAreDistinctAndNonZero(at: index)
            }
            XCTAssertEqual(batch.check(against: Self.columns), perRow ? .asStated : .needsCombining, "trial \(trial)")
            guard perRow else { continue }
            plainBatches += 1
            var bulk = Self.arena(for: batch), oneByOne = Self.arena(for: batch)
            XCTAssertTrue(bulk.appendAsStated(batch, firstSequence: 5))
            XCTAssertTrue(oneByOne.appendCombining(batch, firstSequence: 5) { _ in
                XCTFail("trial \(trial): a plain row combined")
                return []
            })
            XCTAssertEqual(Self.image(bulk.problem), Self.image(oneByOne.problem), "trial \(trial)")
        }
        XCTAssertGreaterThan(plainBatches, 1_200)
    }

    /// A required row with no terms that cannot hold (`5 == 0`) refuses the batch on both paths.
    func testAnImpossibleEmptyRequiredRowRefusesTheBatch() {
        var batch = ConstraintBatch()
        batch.appendTerm(Variable(column: 0), 1)
        batch.endConstraint(constant: -3, relation: .equal, priority: .required)
        batch.endConstraint(constant: 5, relation: .equal, priority: .required)
        XCTAssertEqual(batch.check(against: Self.columns), .asStated)
        var bulk = Self.arena(for: batch), oneByOne = Self.arena(for: batch)
        XCTAssertFalse(bulk.appendAsStated(batch, firstSequence: 0))
        XCTAssertFalse(oneByOne.appendCombining(batch, firstSequence: 0) { _ in [] })
    }

    /// Half the batches are plain by construction (distinct columns, non-zero coefficients,
    /// at most 16 terms a row); the others may repeat a column, hold a zero or a long row.
    /// Columns 0...20, every one a variable.
    static let columns = [ColumnKind](repeating: .external, count: 21)

    static func randomBatch(_ random: inout DirectResolutionSolverTests.XorShift) -> ConstraintBatch {
        var batch = ConstraintBatch()
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let priorities: [Priority] = [.required, .optional(999), .optional(250), .optional(1)]
        let plain = random.chance(50)
        for _ in 0..<(1 + random.below(40)) {
            let empty = random.chance(3)
            let termCount = empty ? 0 : 1 + (random.chance(3) ? random.below(plain ? 16 : 20) : random.below(3))
            var columns = Array(1...20)
            for term in 0..<termCount {
                let coefficient = !plain && random.chance(2) ? 0 : Double(random.pick([1, -1, 0.5, -2, 3]))
                let column: Int
                if plain {
                    // A distinct column: a partial shuffle of 1...20.
                    let place = term + random.below(columns.count - term)
                    columns.swapAt(term, place)
                    column = columns[term]
                } else {
                    column = 1 + random.below(12)
                }
                batch.appendTerm(Variable(column: column), coefficient)
            }
            // An empty row's constant is 0, so that a required one holds.
            let constant = empty ? 0 : -Double(random.below(200))
            batch.endConstraint(constant: constant, relation: random.pick(relations), priority: random.pick(priorities))
        }
        return batch
    }

    /// An arena after one stored row (`x₀ = 3`), for `batch`.
    static func arena(for batch: ConstraintBatch) -> RowArena {
        var stored = RowRecord()
        stored.termStart = 0
        stored.termCount = 1
        stored.logical = 0
        stored.state = .live
        let problem = DirectProblem(rows: [stored], termColumns: [0], termCoefficients: [1],
                                    columnEntries: ColumnEntryLists(), lowerBound: [-3], upperBound: [-3])
        return RowArena(firstID: 2, stored: problem)
    }

    /// Every field of every row, the term pool and the bounds, as text.
    static func image(_ problem: DirectProblem) -> [String] {
        problem.rows.map { row in
            "\(row.termStart) \(row.termCount) \(row.logical) \(row.positiveError) \(row.negativeError) "
                + "\(row.level) \(row.sequence) \(row.isRequired) \(row.relation) \(row.state)"
        } + ["\(problem.termColumns)", "\(problem.termCoefficients)", "\(problem.lowerBound)", "\(problem.upperBound)"]
    }
}
