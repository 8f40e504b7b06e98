import XCTest
@testable import Cassowary

/// The solver's flat storage against the standard containers it replaced (round 9): the
/// entry lists of A's columns in one arena against an array per column, and the constraint
/// table against a `Dictionary`, under random operations in the mix the solver makes
/// (appends, undone appends, purges, reservations for a batch, truncation; inserts,
/// updates, removals). Every state must read exactly as the model's.
final class SolverStorageTests: XCTestCase {
    func testColumnEntryListsReadAsAnArrayPerColumn() {
        var random = XorShift(seed: 18)
        var lists = ColumnEntryLists()
        var model: [[ColumnEntry]] = []
        var nextRow: Int32 = 0
        func check(_ step: Int) {
            XCTAssertEqual(lists.columnCount, model.count, "step \(step)")
            for column in model.indices {
                XCTAssertEqual(lists.count(of: column), model[column].count, "step \(step), column \(column)")
                XCTAssertEqual(lists[column].map(\.row), model[column].map(\.row), "step \(step), column \(column)")
                XCTAssertEqual(lists[column].map(\.coefficient), model[column].map(\.coefficient), "step \(step), column \(column)")
            }
        }
        for step in 0..<6000 {
            let choice = random.int(0...99)
            if model.isEmpty || choice < 5 {
                let count = random.int(1...20)
                lists.appendColumns(count)
                model.append(contentsOf: repeatElement([], count: count))
            } else if choice < 65 {
                let column = random.int(0...(model.count - 1))
                let entry = ColumnEntry(row: nextRow, coefficient: Double(random.int(-9...9)))
                nextRow += 1
                lists.append(entry, to: column)
                model[column].append(entry)
            } else if choice < 72 {
                let column = random.int(0...(model.count - 1))
                lists.removeLast(from: column)
                _ = model[column].popLast()
            } else if choice < 78 {
                // A purge: rows whose id is divisible by a small number die.
                let column = random.int(0...(model.count - 1))
                let divisor = Int32(random.int(2...5))
                lists.removeAll(in: column) { $0.row % divisor == 0 }
                model[column].removeAll { $0.row % divisor == 0 }
            } else if choice < 82 {
                let column = random.int(0...(model.count - 1))
                lists.clear(column)
                model[column] = []
            } else if choice < 85 {
                let count = random.int(0...(model.count - 1))
                lists.truncateColumns(to: count)
                model.removeLast(model.count - count)
            } else if choice < 95 {
                // A batch: room for a few rows per column, columns repeating, then the rows.
                var rooms = [Int32](repeating: 0, count: model.count)
                var order: [Int] = []
                for _ in 0..<random.int(1...40) {
                    let column = random.int(0...(model.count - 1))
                    rooms[column] += 1
                    order.append(column)
                }
                lists.reserveRooms(&rooms, visiting: order)
                XCTAssertTrue(rooms.allSatisfy { $0 == 0 }, "step \(step): rooms left")
                for column in order {
                    let entry = ColumnEntry(row: nextRow, coefficient: 1)
                    nextRow += 1
                    lists.append(entry, to: column)
                    model[column].append(entry)
                }
            } else {
                // A copy (a snapshot) keeps its state while the original changes.
                let snapshot = lists, modelSnapshot = model
                let column = random.int(0...(model.count - 1))
                for _ in 0..<random.int(1...30) {
                    lists.append(ColumnEntry(row: nextRow, coefficient: 2), to: column)
                    nextRow += 1
                }
                lists = snapshot
                model = modelSnapshot
            }
            if step % 100 == 0 { check(step) }
        }
        check(6000)
    }

    /// A flat arena's lists (issue 18, round 14): made from rows' terms in one go, compact
    /// and without coefficients, they read as the lists appending the rows one by one
    /// makes — the rows at once, the coefficients once `fillCoefficients` adds them — and
    /// take later changes as those do.
    func testCompactListsReadAsAppendedOnes() {
        var random = XorShift(seed: 14)
        for round in 0..<50 {
            let columnCount = random.int(1...12)
            var records: [RowRecord] = [], termColumns: [Int32] = [], termCoefficients: [Double] = []
            var appended = ColumnEntryLists()
            appended.appendColumns(columnCount)
            for row in 0..<random.int(0...40) {
                var record = RowRecord()
                record.termStart = Int32(termColumns.count)
                var columns = Array(0..<columnCount)
                columns.shuffle(using: &random)
                for column in columns.prefix(random.int(0...min(4, columnCount))) {
                    let coefficient = Double(random.int(-9...9)) / 2
                    termColumns.append(Int32(column))
                    termCoefficients.append(coefficient)
                    appended.append(ColumnEntry(row: Int32(row), coefficient: coefficient), to: column)
                }
                record.termCount = Int32(termColumns.count) - record.termStart
                records.append(record)
            }
            var compact = ColumnEntryLists(columnCount: columnCount, rows: records, termColumns: termColumns)
            XCTAssertEqual(compact.columnCount, columnCount, "round \(round)")
            XCTAssertFalse(compact.offsets.isEmpty, "round \(round)")  // compact: no spans
            XCTAssertEqual(compact.hasCoefficients, termColumns.isEmpty, "round \(round)")
            for column in 0..<columnCount {
                XCTAssertEqual(Array(compact.rows(of: column)), appended[column].map(\.row), "round \(round), column \(column)")
                XCTAssertEqual(compact.count(of: column), appended.count(of: column), "round \(round), column \(column)")
            }
            compact.fillCoefficients(rows: records, termColumns: termColumns, termCoefficients: termCoefficients)
            XCTAssertTrue(compact.hasCoefficients, "round \(round)")
            XCTAssertTrue(compact.offsets.isEmpty, "round \(round)")  // spans, as the LP's lists have
            for column in 0..<columnCount {
                XCTAssertEqual(compact[column].map(\.row), appended[column].map(\.row), "round \(round), column \(column)")
                XCTAssertEqual(compact[column].map(\.coefficient), appended[column].map(\.coefficient), "round \(round), column \(column)")
            }
            // Later changes: an entry appended, a column added, the last entry undone.
            let column = random.int(0...(columnCount - 1))
            for lists in [0, 1] {
                var target = lists == 0 ? compact : appended
                target.append(ColumnEntry(row: 99, coefficient: 7), to: column)
                target.appendColumns(1)
                target.append(ColumnEntry(row: 100, coefficient: -1), to: columnCount)
                target.removeLast(from: column)
                target.append(ColumnEntry(row: 101, coefficient: 3), to: column)
                if lists == 0 { compact = target } else { appended = target }
            }
            for column in 0...columnCount {
                XCTAssertEqual(compact[column].map(\.row), appended[column].map(\.row), "round \(round), column \(column)")
                XCTAssertEqual(compact[column].map(\.coefficient), appended[column].map(\.coefficient), "round \(round), column \(column)")
            }
        }
    }

    /// The direct pass's copy of the lists (issue 18, round 22): `copyRows` of the first
    /// `count` columns — fewer than the lists have, all of them, or more — reads column by
    /// column as the lists do (an empty list past them), from compact lists (two block
    /// copies) and from lists with spans (one by one), and fills exactly `entryCount`.
    func testCopiedRowsReadAsTheLists() {
        var random = XorShift(seed: 22)
        for round in 0..<60 {
            let columnCount = random.int(1...12)
            var records: [RowRecord] = [], termColumns: [Int32] = [], termCoefficients: [Double] = []
            for _ in 0..<random.int(0...40) {
                var record = RowRecord()
                record.termStart = Int32(termColumns.count)
                var columns = Array(0..<columnCount)
                columns.shuffle(using: &random)
                for column in columns.prefix(random.int(0...min(4, columnCount))) {
                    termColumns.append(Int32(column))
                    termCoefficients.append(Double(random.int(1...9)))
                }
                record.termCount = Int32(termColumns.count) - record.termStart
                records.append(record)
            }
            var lists = ColumnEntryLists(columnCount: columnCount, rows: records, termColumns: termColumns)
            if round % 2 == 1 {
                // Spans, with room and a moved list: the LP's kind.
                lists.fillCoefficients(rows: records, termColumns: termColumns, termCoefficients: termCoefficients)
                let column = random.int(0...(columnCount - 1))
                for row in 0..<random.int(0...9) { lists.append(ColumnEntry(row: Int32(100 + row), coefficient: 1), to: column) }
                XCTAssertTrue(lists.offsets.isEmpty, "round \(round)")
            } else {
                XCTAssertFalse(lists.offsets.isEmpty, "round \(round)")
            }
            for count in [0, random.int(0...columnCount), columnCount, columnCount + random.int(1...3)] {
                let entryCount = lists.entryCount(ofColumns: count)
                var starts = [Int32](repeating: -7, count: count + 1)
                var rows = [Int32](repeating: -7, count: entryCount)
                starts.withUnsafeMutableBufferPointer { starts in
                    rows.withUnsafeMutableBufferPointer { rows in
                        lists.copyRows(ofColumns: count, starts: starts.baseAddress!, rows: rows)
                    }
                }
                XCTAssertEqual(starts.first, 0, "round \(round), count \(count)")
                XCTAssertEqual(starts.last.map(Int.init), entryCount, "round \(round), count \(count)")
                for column in 0..<count {
                    let copied = Array(rows[Int(starts[column]) ..< Int(starts[column + 1])])
                    let expected = column < columnCount ? Array(lists.rows(of: column)) : []
                    XCTAssertEqual(copied, expected, "round \(round), count \(count), column \(column)")
                }
            }
        }
    }

    func testConstraintTableReadsAsADictionary() {
        var random = XorShift(seed: 9)
        var table = ConstraintTable()
        var model: [UInt32: Solver.ConstraintRecord] = [:]
        var nextID: UInt32 = 1
        func record(_ row: Int) -> Solver.ConstraintRecord {
            Solver.ConstraintRecord(row: Int32(row), priority: row % 3 == 0 ? .required : .optional(Double(row % 1000)),
                                    constant: Double(row) * 0.5)
        }
        func check(_ step: Int) {
            XCTAssertEqual(table.count, model.count, "step \(step)")
            XCTAssertEqual(table.keys.sorted(), model.keys.sorted(), "step \(step)")
            for id in 0..<nextID + 2 {
                XCTAssertEqual(table[id]?.row, model[id]?.row, "step \(step), id \(id)")
                XCTAssertEqual(table[id]?.constant, model[id]?.constant, "step \(step), id \(id)")
                XCTAssertEqual(table[id]?.priority, model[id]?.priority, "step \(step), id \(id)")
            }
        }
        for step in 0..<20000 {
            let choice = random.int(0...99)
            if choice < 50 {
                table[nextID] = record(step)
                model[nextID] = record(step)
                nextID += 1
            } else if choice < 85 {
                // Removals (some of ids that are not there) make long runs shift back.
                let id = UInt32(random.int(0...Int(nextID)))
                XCTAssertEqual(table.removeValue(forKey: id)?.row, model.removeValue(forKey: id)?.row, "step \(step)")
            } else if choice < 95 {
                let id = UInt32(random.int(0...Int(nextID)))
                table[id]?.constant = Double(step)
                model[id]?.constant = Double(step)
            } else if choice < 97 {
                table.reserveCapacity(table.count + random.int(0...500))
            } else {
                let id = UInt32(random.int(1...Int(nextID)))
                table[id] = nil
                model[id] = nil
            }
            if step % 500 == 0 { check(step) }
        }
        check(20000)
        // The id 0 is never one: it is never stored.
        table[0] = record(1)
        XCTAssertNil(table[0])
    }
}
