/// The entries of A by column: for each external column, the rows it appears in with its
/// coefficient there, in the order the rows were added. All lists live in one arena —
/// `entries` — each in a span of slots (`start`, `count`, `capacity`), so a column costs no
/// heap block of its own: no allocation, no reference count, no uniqueness check of an
/// inner array when a row is added, no block to free with the solver (an array per column
/// spent about a fifth of the solver's storage work of a stack's first build on appending
/// entries: Benchmarks/RESULTS.md, round 9).
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

    /// One span per column, indexed by column id.
    private(set) var spans: [Span] = []
    /// The arena: each span's first `count` slots are its list; the rest are room.
    private(set) var entries: [ColumnEntry] = []
    /// Slots of the arena no span covers any more (left by lists that moved).
    private var abandonedSlotCount = 0

    /// What an unused slot holds.
    private static let vacant = ColumnEntry(row: -1, coefficient: 0)

    /// The number of columns (lists), empty ones included.
    var columnCount: Int { spans.count }

    /// Column `column`'s entries, in the order they were appended.
    @inline(__always)
    subscript(column: Int) -> ArraySlice<ColumnEntry> {
        let span = spans[column]
        let start = Int(span.start)
        return entries[start ..< start + Int(span.count)]
    }

    /// The number of entries in column `column`'s list.
    @inline(__always)
    func count(of column: Int) -> Int { Int(spans[column].count) }

    /// No columns.
    init() {}

    /// The lists of `columnCount` columns made in one go from `rows`' terms (a flat
    /// arena's): each column's entries in row order, as appending the rows one by one
    /// would have ordered them, in a span exactly as long as its list (two passes over the
    /// terms: counting, then placing; no list grows or moves).
    init(columnCount: Int, rows: [RowRecord], termColumns: [Int32], termCoefficients: [Double]) {
        var spans = [Span](repeating: Span(), count: columnCount)
        let termCount = min(termColumns.count, termCoefficients.count)
        for term in 0..<termCount {
            let column = Int(termColumns[term])
            if column >= 0 && column < columnCount { spans[column].capacity &+= 1 }
        }
        var start: Int32 = 0
        for column in 0..<columnCount {
            spans[column].start = start
            start &+= spans[column].capacity
        }
        var entries = [ColumnEntry](repeating: Self.vacant, count: Int(start))
        for (row, record) in rows.enumerated() {
            let first = Int(record.termStart), end = min(first + Int(record.termCount), termCount)
            guard first >= 0, first <= end else { continue }
            for term in first..<end {
                let column = Int(termColumns[term])
                guard column >= 0 && column < columnCount else { continue }
                let span = spans[column]
                entries[Int(span.start) + Int(span.count)] = ColumnEntry(row: Int32(truncatingIfNeeded: row),
                                                                        coefficient: termCoefficients[term])
                spans[column].count = span.count &+ 1
            }
        }
        self.spans = spans
        self.entries = entries
    }

    // MARK: Columns

    /// Adds `count` columns with empty lists.
    mutating func appendColumns(_ count: Int) {
        spans.append(contentsOf: repeatElement(Span(), count: count))
    }

    /// Adds one column with an empty list.
    @inline(__always)
    mutating func appendColumn() { spans.append(Span()) }

    /// Empties a recycled column's list; it keeps its span's room.
    mutating func clear(_ column: Int) { spans[column].count = 0 }

    /// Drops the columns from `count` on (created in a transaction that was rolled back).
    mutating func truncateColumns(to count: Int) {
        guard count < spans.count else { return }
        for column in count..<spans.count { abandonedSlotCount += Int(spans[column].capacity) }
        spans.removeLast(spans.count - count)
    }

    /// Room for `count` columns in all, without regrowing the span table.
    mutating func reserveColumns(_ count: Int) { spans.reserveCapacity(count) }

    // MARK: Entries

    /// Appends an entry to column `column`'s list.
    @inline(__always)
    mutating func append(_ entry: ColumnEntry, to column: Int) {
        var span = spans[column]
        if span.count == span.capacity {
            // Room for a few rows at once: a view's variable is in several constraints.
            grow(column, toCapacity: max(4, 2 * Int(span.capacity)))
            span = spans[column]
        }
        entries[Int(span.start) + Int(span.count)] = entry
        spans[column].count = span.count &+ 1
    }

    /// Removes the last entry of column `column`'s list (an undone row addition).
    mutating func removeLast(from column: Int) {
        guard spans[column].count > 0 else { return }
        spans[column].count -= 1
        entries[Int(spans[column].start) + Int(spans[column].count)] = Self.vacant
    }

    /// Removes the entries of column `column`'s list that `shouldRemove` picks, keeping the
    /// order of the rest.
    mutating func removeAll(in column: Int, where shouldRemove: (ColumnEntry) -> Bool) {
        let span = spans[column]
        let start = Int(span.start), end = start + Int(span.count)
        var kept = start
        for index in start..<end where !shouldRemove(entries[index]) {
            entries[kept] = entries[index]
            kept += 1
        }
        for index in kept..<end { entries[index] = Self.vacant }
        spans[column].count = Int32(truncatingIfNeeded: kept - start)
    }

    /// Makes sure that lists can take more entries without moving: `rooms[column]` more for
    /// each column of `order` with a non-zero count there (a column may come up more than
    /// once; its count is used once and left 0). The lists that must move are laid out one
    /// after another at the arena's end, in `order`, with one growth of the arena. Every
    /// column of `order` must be an index of `rooms`, which has no more columns than the
    /// lists (otherwise nothing is reserved).
    mutating func reserveRooms(_ rooms: inout [Int32], visiting order: some Sequence<Int>) {
        guard rooms.count <= spans.count else { return }
        if abandonedSlotCount > 4096 && abandonedSlotCount > entries.count / 2 { compact() }
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
        var next = entries.count
        entries.append(contentsOf: repeatElement(Self.vacant, count: added))
        var abandoned = 0
        spans.withUnsafeMutableBufferPointer { spans in
            entries.withUnsafeMutableBufferPointer { entries in
                rooms.withUnsafeMutableBufferPointer { rooms in
                    for column in order where rooms[column] < 0 {
                        let span = spans[column]
                        let start = Int(span.start), count = Int(span.count)
                        for index in 0..<count {
                            entries[next + index] = entries[start + index]
                            entries[start + index] = Self.vacant
                        }
                        abandoned += Int(span.capacity)
                        let capacity = -Int(rooms[column])
                        spans[column] = Span(start: Int32(truncatingIfNeeded: next), count: span.count,
                                             capacity: Int32(truncatingIfNeeded: capacity))
                        next += capacity
                        rooms[column] = 0
                    }
                }
            }
        }
        abandonedSlotCount += abandoned
    }

    /// Gives column `column`'s list a span of `capacity` slots: in place when its span ends
    /// the arena, otherwise at the arena's end (the old slots are abandoned).
    private mutating func grow(_ column: Int, toCapacity capacity: Int) {
        if abandonedSlotCount > 4096 && abandonedSlotCount > entries.count / 2 { compact() }
        let span = spans[column]
        let start = Int(span.start), count = Int(span.count), oldCapacity = Int(span.capacity)
        if start + oldCapacity == entries.count && oldCapacity > 0 {
            entries.append(contentsOf: repeatElement(Self.vacant, count: capacity - oldCapacity))
            spans[column].capacity = Int32(truncatingIfNeeded: capacity)
            return
        }
        let newStart = entries.count
        for index in start..<start + count { entries.append(entries[index]) }
        entries.append(contentsOf: repeatElement(Self.vacant, count: capacity - count))
        for index in start..<start + count { entries[index] = Self.vacant }
        abandonedSlotCount += oldCapacity
        spans[column] = Span(start: Int32(truncatingIfNeeded: newStart), count: span.count,
                             capacity: Int32(truncatingIfNeeded: capacity))
    }

    /// Rebuilds the arena with only the spans' slots, in column order.
    private mutating func compact() {
        var rebuilt: [ColumnEntry] = []
        rebuilt.reserveCapacity(entries.count - abandonedSlotCount)
        for column in spans.indices {
            let span = spans[column]
            let start = Int(span.start)
            spans[column].start = Int32(truncatingIfNeeded: rebuilt.count)
            rebuilt.append(contentsOf: entries[start ..< start + Int(span.capacity)])
        }
        entries = rebuilt
        abandonedSlotCount = 0
    }
}
