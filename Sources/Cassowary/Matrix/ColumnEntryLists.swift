/// The entries of A by column: for each external column, the rows it appears in with its
/// coefficient there, in the order the rows were added. All lists live in one arena —
/// `rows` and `coefficients`, side by side — each in a span of slots (`start`, `count`,
/// `capacity`), so a column costs no heap block of its own: no allocation, no reference
/// count, no uniqueness check of an inner array when a row is added, no block to free with
/// the solver (an array per column spent about a fifth of the solver's storage work of a
/// stack's first build on appending entries: Benchmarks/RESULTS.md, round 9).
///
/// The rows and the coefficients are two arrays, not one of (row, coefficient) pairs: a
/// pair took 16 bytes with its padding, the two 12; and direct resolution reads the rows
/// only, so a flat arena's lists (`init(columnCount:rows:termColumns:)`) are made *without*
/// coefficients — 4 bytes an entry — and `fillCoefficients` adds them from the rows' terms
/// when the arena moves into the LP's storage (issue 18, round 14). The LP's lists always
/// have them (`hasCoefficients`). A flat arena's lists are also *compact*: laid out one
/// after another in column order with no room, so one offset per column (`offsets`: column
/// `c`'s list ends where `c + 1`'s starts) stands for its span, 4 bytes a column where a
/// span takes 12; the first change to a list (never made while the arena is flat) gives
/// every column its span.
///
/// A list that outgrows its span moves to the arena's end with twice the room (or grows in
/// place when it already ends the arena); the slots it leaves are counted and the arena is
/// rebuilt once they outnumber the slots in use, so the arena stays within about twice the
/// entries it holds. A batch of rows reserves each column's room from its term counts
/// first (`reserveRooms`), so a scene's first build moves no list. Moving a list never
/// changes its order: every reader sees the entries exactly as an array per column would
/// have held them.
struct ColumnEntryLists {
    /// Where one column's list lies in the arena.
    struct Span {
        var start: Int32 = 0
        var count: Int32 = 0
        var capacity: Int32 = 0
    }

    /// One column's entries, read as (row, coefficient) pairs in the order they were
    /// appended (a list with coefficients only).
    struct Entries: RandomAccessCollection {
        let rows: [Int32]
        let coefficients: [Double]
        let startIndex: Int
        let endIndex: Int

        @inline(__always)
        subscript(index: Int) -> ColumnEntry { ColumnEntry(row: rows[index], coefficient: coefficients[index]) }
    }

    /// One span per column, indexed by column id (empty while the lists are compact).
    private(set) var spans: [Span] = []
    /// Compact lists (a flat arena's): column `c`'s list is `offsets[c] ..< offsets[c + 1]`
    /// of the arena, with no room. Empty for lists with spans (the LP's).
    private(set) var offsets: [Int32] = []
    /// The arena's rows: each span's first `count` slots are its list; the rest are room.
    private(set) var rows: [Int32] = []
    /// The coefficient of each slot of `rows`; empty in lists of rows only (a flat arena's).
    private(set) var coefficients: [Double] = []
    /// Slots of the arena no span covers any more (left by lists that moved).
    private var abandonedSlotCount = 0

    /// What an unused slot holds.
    private static let vacantRow: Int32 = -1

    /// The number of columns (lists), empty ones included.
    var columnCount: Int { offsets.isEmpty ? spans.count : offsets.count - 1 }

    /// Whether the lists carry their coefficients (the LP's always do; a flat arena's do not
    /// until `fillCoefficients`). An empty arena has them.
    var hasCoefficients: Bool { coefficients.count == rows.count }

    /// The slots of the arena holding column `column`'s list.
    @inline(__always)
    func range(of column: Int) -> Range<Int> {
        guard offsets.isEmpty else { return Int(offsets[column]) ..< Int(offsets[column + 1]) }
        let span = spans[column]
        let start = Int(span.start)
        return start ..< start + Int(span.count)
    }

    /// Column `column`'s entries, in the order they were appended (lists with coefficients).
    @inline(__always)
    subscript(column: Int) -> Entries {
        let range = range(of: column)
        return Entries(rows: rows, coefficients: coefficients, startIndex: range.lowerBound, endIndex: range.upperBound)
    }

    /// The rows of column `column`'s list, in the order they were appended.
    @inline(__always)
    func rows(of column: Int) -> ArraySlice<Int32> { rows[range(of: column)] }

    /// The number of entries in column `column`'s list.
    @inline(__always)
    func count(of column: Int) -> Int { range(of: column).count }

    /// No columns.
    init() {}

    /// The compact lists of `columnCount` columns made in one go from `rows`' terms (a flat
    /// arena's), rows only: each column's rows in row order, as appending the rows one by
    /// one would have ordered them, each list exactly as long as it is (two passes over the
    /// terms: counting, then placing; no list grows or moves).
    init(columnCount: Int, rows: [RowRecord], termColumns: [Int32]) {
        // A scene's first layout makes these lists for every term of the batch: the arrays
        // are read and written through buffers taken once (an element written through the
        // array checked its uniqueness and bounds, about 70 instructions a term).
        // Counted at `c + 1`, then summed: `offsets[c]` is where column c's list starts.
        var offsets = [Int32](repeating: 0, count: columnCount + 1)
        termColumns.withUnsafeBufferPointer { columns in
        offsets.withUnsafeMutableBufferPointer { offsets in
            // Unchecked: a term below the pool's count; a column checked below `columnCount`,
            // and `offsets` has `columnCount + 1` entries.
            // One unsigned comparison tests both ends (a negative column is a huge `UInt`).
            let columnLimit = UInt(columnCount)
            for term in 0..<columns.count {
                let column = Int(columns[term])
                if UInt(bitPattern: column) < columnLimit { offsets[column + 1] &+= 1 }
            }
            for column in 0..<columnCount { offsets[column + 1] &+= offsets[column] }
        }}
        var entryRows = [Int32](repeating: Self.vacantRow, count: Int(offsets[columnCount]))
        // Where each column's next row goes (its start, moving on).
        var next = offsets
        rows.withUnsafeBufferPointer { rows in
        termColumns.withUnsafeBufferPointer { columns in
        offsets.withUnsafeBufferPointer { offsets in
        next.withUnsafeMutableBufferPointer { next in
        entryRows.withUnsafeMutableBufferPointer { entryRows in
            let termCount = columns.count
            let columnLimit = UInt(columnCount)
            for row in 0..<rows.count {
                let record = rows[row]
                let first = Int(record.termStart), end = min(first + Int(record.termCount), termCount)
                guard first >= 0, first <= end else { continue }
                // Unchecked: terms within the pool (checked above), columns below
                // `columnCount`, and a slot below where the column's list ends (so within
                // `entryRows`, which ends where the last list does).
                for term in first..<end {
                    let column = Int(columns[term])
                    guard UInt(bitPattern: column) < columnLimit else { continue }
                    let slot = next[column]
                    guard slot < offsets[column + 1] else { continue }  // never: each term was counted
                    entryRows[Int(slot)] = Int32(truncatingIfNeeded: row)
                    next[column] = slot &+ 1
                }
            }
        }}}}}
        self.offsets = offsets
        self.rows = entryRows
    }

    /// How many entries the lists of columns `0 ..< count` hold together (a column past
    /// the lists holds none): the room `copyRows(ofColumns:starts:rows:)` needs.
    func entryCount(ofColumns count: Int) -> Int {
        let listed = max(0, min(count, columnCount))
        guard listed > 0 else { return 0 }
        if !offsets.isEmpty {
            // Compact: the lists lie one after another from slot 0 (`offsets[0]` is 0), in
            // column order, so the first `listed` end where the next one starts.
            return max(0, Int(offsets[listed]) - Int(offsets[0]))
        }
        var total = 0
        for column in 0..<listed { total += Int(spans[column].count) }
        return total
    }

    /// Copies the lists of columns `0 ..< count` into storage the caller owns, compact:
    /// column `c`'s rows, in their order, are `rows[starts[c] ..< starts[c + 1]]`, and
    /// `starts` (`count + 1` entries) never decreases and ends at the number of rows
    /// written, at most `rows.count` (a column past the lists gets an empty list). With
    /// `rows` as long as `entryCount(ofColumns: count)`, every list is copied whole.
    ///
    /// For direct resolution, which reads a column's rows at every revisit: through
    /// pointers into its own scratch, with no check of bounds per entry (a check on the
    /// array per entry and on the offsets per column, about 0.2 M instructions of the list
    /// document's first layout; issue 18, round 22). Compact lists (a flat arena's: a
    /// scene's first layout) are two block copies: their offsets are prefix sums of the
    /// lists' lengths from 0 (made so by `init(columnCount:rows:termColumns:)` and never
    /// changed: the first change gives every list its span), so they never decrease; the
    /// first and the last are checked here (the last within both arenas), else the lists
    /// are copied one by one as spans are.
    func copyRows(ofColumns count: Int, starts: UnsafeMutablePointer<Int32>, rows: UnsafeMutableBufferPointer<Int32>) {
        let listed = max(0, min(count, columnCount))
        var written = 0
        let isCompactCopy = !offsets.isEmpty && offsets[0] == 0 && offsets[listed] >= 0
            && Int(offsets[listed]) <= self.rows.count && Int(offsets[listed]) <= rows.count
        if isCompactCopy {
            offsets.withUnsafeBufferPointer { offsets in
                guard let from = offsets.baseAddress else { return }
                starts.initialize(from: from, count: listed + 1)
            }
            written = Int(offsets[listed])
            self.rows.withUnsafeBufferPointer { entries in
                guard let from = entries.baseAddress, let to = rows.baseAddress, written > 0 else { return }
                to.initialize(from: from, count: written)
            }
        } else {
            for column in 0..<listed {
                starts[column] = Int32(truncatingIfNeeded: written)
                for index in range(of: column) where written < rows.count {
                    rows[written] = self.rows[index]
                    written += 1
                }
            }
            starts[listed] = Int32(truncatingIfNeeded: written)
        }
        // Columns past the lists: empty.
        if count > listed {
            for column in listed..<count { starts[column + 1] = Int32(truncatingIfNeeded: written) }
        }
    }

    /// Gives compact lists their spans (each exactly as long as its list), as every list
    /// that can change has.
    private mutating func makeSpans() {
        guard !offsets.isEmpty else { return }
        let columnCount = offsets.count - 1
        var spans: [Span] = []
        spans.reserveCapacity(columnCount)
        for column in 0..<columnCount {
            let count = offsets[column + 1] &- offsets[column]
            spans.append(Span(start: offsets[column], count: count, capacity: count))
        }
        self.spans = spans
        offsets = []
    }

    /// Gives lists of rows only (made by `init(columnCount:rows:termColumns:)` from the same
    /// rows and terms) their coefficients: each column's entries are its terms in row
    /// order, so one pass over the rows' terms, with a cursor per column, places them.
    mutating func fillCoefficients(rows records: [RowRecord], termColumns: [Int32], termCoefficients: [Double]) {
        makeSpans()  // the LP's lists change
        guard !hasCoefficients else { return }
        var filled = [Double](repeating: 0, count: rows.count)
        var placed = [Int32](repeating: 0, count: spans.count)
        let termCount = min(termColumns.count, termCoefficients.count)
        for record in records {
            let first = Int(record.termStart), end = min(first + Int(record.termCount), termCount)
            guard first >= 0, first <= end else { continue }
            for term in first..<end {
                let column = Int(termColumns[term])
                guard column >= 0 && column < spans.count, placed[column] < spans[column].count else { continue }
                filled[Int(spans[column].start) + Int(placed[column])] = termCoefficients[term]
                placed[column] &+= 1
            }
        }
        coefficients = filled
    }

    // MARK: Columns

    /// Adds `count` columns with empty lists.
    mutating func appendColumns(_ count: Int) {
        makeSpans()
        spans.append(contentsOf: repeatElement(Span(), count: count))
    }

    /// Adds one column with an empty list.
    @inline(__always)
    mutating func appendColumn() { makeSpans(); spans.append(Span()) }

    /// Empties a recycled column's list; it keeps its span's room.
    mutating func clear(_ column: Int) { makeSpans(); spans[column].count = 0 }

    /// Drops the columns from `count` on (created in a transaction that was rolled back).
    mutating func truncateColumns(to count: Int) {
        makeSpans()
        guard count < spans.count else { return }
        for column in count..<spans.count { abandonedSlotCount += Int(spans[column].capacity) }
        spans.removeLast(spans.count - count)
    }

    /// Room for `count` columns in all, without regrowing the span table.
    mutating func reserveColumns(_ count: Int) { makeSpans(); spans.reserveCapacity(count) }

    // MARK: Entries (lists with coefficients: the LP's)

    /// Appends an entry to column `column`'s list.
    @inline(__always)
    mutating func append(_ entry: ColumnEntry, to column: Int) {
        if !offsets.isEmpty { makeSpans() }
        var span = spans[column]
        if span.count == span.capacity {
            // Room for a few rows at once: a view's variable is in several constraints.
            grow(column, toCapacity: max(4, 2 * Int(span.capacity)))
            span = spans[column]
        }
        let slot = Int(span.start) + Int(span.count)
        rows[slot] = entry.row
        coefficients[slot] = entry.coefficient
        spans[column].count = span.count &+ 1
    }

    /// Removes the last entry of column `column`'s list (an undone row addition).
    mutating func removeLast(from column: Int) {
        makeSpans()
        guard spans[column].count > 0 else { return }
        spans[column].count -= 1
        let slot = Int(spans[column].start) + Int(spans[column].count)
        rows[slot] = Self.vacantRow
        coefficients[slot] = 0
    }

    /// Removes the entries of column `column`'s list that `shouldRemove` picks, keeping the
    /// order of the rest.
    mutating func removeAll(in column: Int, where shouldRemove: (ColumnEntry) -> Bool) {
        makeSpans()
        let span = spans[column]
        let start = Int(span.start), end = start + Int(span.count)
        var kept = start
        for index in start..<end where !shouldRemove(ColumnEntry(row: rows[index], coefficient: coefficients[index])) {
            rows[kept] = rows[index]
            coefficients[kept] = coefficients[index]
            kept += 1
        }
        for index in kept..<end {
            rows[index] = Self.vacantRow
            coefficients[index] = 0
        }
        spans[column].count = Int32(truncatingIfNeeded: kept - start)
    }

    /// Makes sure that lists can take more entries without moving: `rooms[column]` more for
    /// each column of `order` with a non-zero count there (a column may come up more than
    /// once; its count is used once and left 0). The lists that must move are laid out one
    /// after another at the arena's end, in `order`, with one growth of the arena. Every
    /// column of `order` must be an index of `rooms`, which has no more columns than the
    /// lists (otherwise nothing is reserved).
    mutating func reserveRooms(_ rooms: inout [Int32], visiting order: some Sequence<Int>) {
        makeSpans()
        guard rooms.count <= spans.count else { return }
        if abandonedSlotCount > 4096 && abandonedSlotCount > rows.count / 2 { compact() }
        // First pass: the lists that must move, marked by their new capacity, negated.
        var added = 0
        spans.withUnsafeBufferPointer { spans in
            rooms.withUnsafeMutableBufferPointer { rooms in
                for column in order where rooms[column] > 0 {
                    let span = spans[column]
                    let room = Int(rooms[column])
                    if room <= Int(span.capacity) - Int(span.count) {
                        rooms[column] = 0
                    } else {
                        let capacity = Int(span.count) + room
                        rooms[column] = Int32(truncatingIfNeeded: -capacity)
                        added += capacity
                    }
                }
            }
        }
        guard added > 0 else { return }
        var next = rows.count
        rows.append(contentsOf: repeatElement(Self.vacantRow, count: added))
        coefficients.append(contentsOf: repeatElement(0, count: added))
        var abandoned = 0
        spans.withUnsafeMutableBufferPointer { spans in
        rows.withUnsafeMutableBufferPointer { rows in
        coefficients.withUnsafeMutableBufferPointer { coefficients in
        rooms.withUnsafeMutableBufferPointer { rooms in
            for column in order where rooms[column] < 0 {
                let span = spans[column]
                let start = Int(span.start), count = Int(span.count)
                for index in 0..<count {
                    rows[next + index] = rows[start + index]
                    coefficients[next + index] = coefficients[start + index]
                    rows[start + index] = Self.vacantRow
                    coefficients[start + index] = 0
                }
                abandoned += Int(span.capacity)
                let capacity = -Int(rooms[column])
                spans[column] = Span(start: Int32(truncatingIfNeeded: next), count: span.count,
                                     capacity: Int32(truncatingIfNeeded: capacity))
                next += capacity
                rooms[column] = 0
            }
        }}}}
        abandonedSlotCount += abandoned
    }

    /// Gives column `column`'s list a span of `capacity` slots: in place when its span ends
    /// the arena, otherwise at the arena's end (the old slots are abandoned).
    private mutating func grow(_ column: Int, toCapacity capacity: Int) {
        if abandonedSlotCount > 4096 && abandonedSlotCount > rows.count / 2 { compact() }
        let span = spans[column]
        let start = Int(span.start), count = Int(span.count), oldCapacity = Int(span.capacity)
        if start + oldCapacity == rows.count && oldCapacity > 0 {
            rows.append(contentsOf: repeatElement(Self.vacantRow, count: capacity - oldCapacity))
            coefficients.append(contentsOf: repeatElement(0, count: capacity - oldCapacity))
            spans[column].capacity = Int32(truncatingIfNeeded: capacity)
            return
        }
        let newStart = rows.count
        for index in start..<start + count {
            rows.append(rows[index])
            coefficients.append(coefficients[index])
        }
        rows.append(contentsOf: repeatElement(Self.vacantRow, count: capacity - count))
        coefficients.append(contentsOf: repeatElement(0, count: capacity - count))
        for index in start..<start + count {
            rows[index] = Self.vacantRow
            coefficients[index] = 0
        }
        abandonedSlotCount += oldCapacity
        spans[column] = Span(start: Int32(truncatingIfNeeded: newStart), count: span.count,
                             capacity: Int32(truncatingIfNeeded: capacity))
    }

    /// Rebuilds the arena with only the spans' slots, in column order.
    private mutating func compact() {
        var rebuiltRows: [Int32] = [], rebuiltCoefficients: [Double] = []
        rebuiltRows.reserveCapacity(rows.count - abandonedSlotCount)
        rebuiltCoefficients.reserveCapacity(rows.count - abandonedSlotCount)
        for column in spans.indices {
            let span = spans[column]
            let start = Int(span.start)
            spans[column].start = Int32(truncatingIfNeeded: rebuiltRows.count)
            rebuiltRows.append(contentsOf: rows[start ..< start + Int(span.capacity)])
            rebuiltCoefficients.append(contentsOf: coefficients[start ..< start + Int(span.capacity)])
        }
        rows = rebuiltRows
        coefficients = rebuiltCoefficients
        abandonedSlotCount = 0
    }
}
