import XCTest
@testable import Cassowary

/// `RowRecord` keeps its sequence and its three one-byte fields in one word (issue 18, round
/// 15: 40 → 32 bytes a row). Each field must read back what was stored in it whatever the
/// others hold, and a sequence past its 27 bits must not reach the flags.
final class RowRecordTests: XCTestCase {
    func testARowIsThirtyTwoBytes() {
        XCTAssertEqual(MemoryLayout<RowRecord>.stride, 32)
    }

    func testANewRowHasTheDefaults() {
        let row = RowRecord()
        XCTAssertEqual(row.sequence, 0)
        XCTAssertTrue(row.isRequired)
        XCTAssertEqual(row.relation, .equal)
        XCTAssertEqual(row.state, .free)
        XCTAssertEqual([row.termStart, row.termCount, row.logical, row.positiveError, row.negativeError], [0, 0, -1, -1, -1])
        XCTAssertEqual(row.level, 0)
    }

    /// Every combination of the flags with sequences at both ends of the range: each field
    /// reads back as set, in any order of setting.
    func testTheFoldedFieldsAreIndependent() {
        let sequences: [Int32] = [0, 1, 12_345, RowRecord.sequenceLimit - 1, RowRecord.sequenceLimit]
        let relations: [Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
        let states: [RowRecord.State] = [.free, .live, .dead]
        for sequence in sequences {
            for isRequired in [false, true] {
                for relation in relations {
                    for state in states {
                        var forward = RowRecord()
                        forward.sequence = sequence
                        forward.isRequired = isRequired
                        forward.relation = relation
                        forward.state = state
                        var backward = RowRecord()
                        backward.state = state
                        backward.relation = relation
                        backward.isRequired = isRequired
                        backward.sequence = sequence
                        for row in [forward, backward] {
                            XCTAssertEqual(row.sequence, sequence)
                            XCTAssertEqual(row.isRequired, isRequired)
                            XCTAssertEqual(row.relation, relation)
                            XCTAssertEqual(row.state, state)
                        }
                    }
                }
            }
        }
    }

    /// A sequence past the limit (never stored: the solver renumbers first) is taken modulo
    /// 2²⁷ and leaves the flags alone; a negative one too.
    func testASequencePastItsBitsDoesNotReachTheFlags() {
        for sequence in [RowRecord.sequenceLimit + 1, RowRecord.sequenceLimit + 5, Int32.max, -1, Int32.min] {
            var row = RowRecord()
            row.isRequired = false
            row.relation = .lessThanOrEqual
            row.state = .dead
            row.sequence = sequence
            XCTAssertEqual(row.sequence, sequence & RowRecord.sequenceLimit)
            XCTAssertFalse(row.isRequired)
            XCTAssertEqual(row.relation, .lessThanOrEqual)
            XCTAssertEqual(row.state, .dead)
        }
    }

    /// The solver's default limit is the record's: a renumbering keeps every sequence it gives
    /// within the bits.
    func testTheSolversSequenceLimitFitsTheRecord() {
        XCTAssertEqual(Solver().rowSequenceLimit, Int(RowRecord.sequenceLimit))
        XCTAssertEqual(Int(RowRecord.sequenceLimit), (1 << 27) - 1)
    }
}
