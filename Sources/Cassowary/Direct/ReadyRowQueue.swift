/// Direct resolution's ready rows: strongest level first, then in the order the rows were
/// added — exactly the order of a `BinaryHeap<DirectResolution.ReadyRow>`, for less.
///
/// A layout's rows stand at a handful of levels (1000 is kept apart, in
/// `DirectResolution.readyRequired`; then 750, 250, a stack's 249 …), and within a level they
/// mostly become ready in the order they were added (the first scan queues them in that
/// order). So each level keeps a first-in-first-out run while its rows arrive in increasing
/// order — a pop is then one read — and becomes a heap of its own only when a row arrives
/// out of order. The first `maximumLevels` distinct levels get such a bucket; rows of any
/// further level (a fillProportionally countdown gives each view its own) go to one heap,
/// and a pop takes the better of that heap's top and the strongest bucket's first. The
/// heap's pops were a sixth of a 1000-view stack's propagation.
///
/// The runs are lists threaded through one array (`entries`), and a bucket is a few
/// integers: a bucket holding its own run array (and heap) made each push and pop go
/// through two levels of arrays, each checked for uniqueness (the list document's pushes
/// and pops: 0.80 M → 0.76 M instructions, round 17; what is left is mostly the growth of
/// `entries` and the checks of the arrays that remain).
struct ReadyRowQueue {
    typealias ReadyRow = DirectResolution.ReadyRow

    /// The rows ready at one level: a run from `head` to `tail` in `entries` (-1 when
    /// empty), in increasing `sequence`, while `heap` is -1; from the first row that
    /// arrives out of order on, the heap `heaps[heap]`.
    private struct Bucket {
        let level: Double
        var head: Int32 = -1
        var tail: Int32 = -1
        var heap: Int32 = -1

        init(level: Double) { self.level = level }
    }

    /// A row of a run, and the entry after it in its run (-1 for the last).
    private struct Entry {
        var row: ReadyRow
        var next: Int32
    }

    /// Levels with a bucket of their own; a linear search finds them, so a few.
    static let maximumLevels = 8

    /// Strongest level first.
    private var buckets: [Bucket] = []
    /// The runs' rows, in the order they were pushed; emptied when no run holds a row.
    private var entries: [Entry] = []
    /// How many rows the runs hold.
    private var rowsInRuns = 0
    /// The heaps of the buckets whose rows stopped arriving in order.
    private var heaps: [BinaryHeap<ReadyRow>] = []
    /// Rows of the levels without a bucket.
    private var overflow = BinaryHeap<ReadyRow>()

    /// Makes room for `count` rows in the runs without growing.
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    mutating func push(_ row: ReadyRow) {
        var index = 0
        while index < buckets.count && buckets[index].level > row.level { index += 1 }
        if !(index < buckets.count && buckets[index].level == row.level) {
            guard buckets.count < Self.maximumLevels, row.level == row.level else {
                overflow.push(row)
                return
            }
            buckets.insert(Bucket(level: row.level), at: index)
        }
        var bucket = buckets[index]
        if bucket.heap >= 0 {
            heaps[Int(bucket.heap)].push(row)
            return
        }
        if bucket.tail >= 0 && row.sequence < entries[Int(bucket.tail)].row.sequence {
            // Out of order: the rest of the run and the newcomer become a heap.
            var heap = BinaryHeap<ReadyRow>()
            var entry = bucket.head
            while entry >= 0 {
                heap.push(entries[Int(entry)].row)
                entry = entries[Int(entry)].next
                rowsInRuns -= 1
            }
            heap.push(row)
            buckets[index].heap = Int32(truncatingIfNeeded: heaps.count)
            buckets[index].head = -1
            buckets[index].tail = -1
            heaps.append(heap)
            return
        }
        if rowsInRuns == 0 { entries.removeAll(keepingCapacity: true) }
        let new = Int32(truncatingIfNeeded: entries.count)
        entries.append(Entry(row: row, next: -1))
        rowsInRuns += 1
        if bucket.tail >= 0 {
            entries[Int(bucket.tail)].next = new
        } else {
            bucket.head = new
        }
        bucket.tail = new
        buckets[index] = bucket  // one write (and one check of the array's uniqueness)
    }

    mutating func pop() -> ReadyRow? {
        var strongest = 0
        while strongest < buckets.count && isEmpty(buckets[strongest]) { strongest += 1 }
        guard strongest < buckets.count else { return overflow.pop() }
        let bucket = buckets[strongest]
        let candidate = bucket.heap >= 0 ? heaps[Int(bucket.heap)].first : entries[Int(bucket.head)].row
        if let candidate, let other = overflow.first, other < candidate { return overflow.pop() }
        if bucket.heap >= 0 { return heaps[Int(bucket.heap)].pop() }
        let entry = entries[Int(bucket.head)]
        buckets[strongest].head = entry.next
        if entry.next < 0 { buckets[strongest].tail = -1 }
        rowsInRuns -= 1
        return entry.row
    }

    private func isEmpty(_ bucket: Bucket) -> Bool {
        bucket.heap >= 0 ? heaps[Int(bucket.heap)].isEmpty : bucket.head < 0
    }
}
