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
struct ReadyRowQueue {
    typealias ReadyRow = DirectResolution.ReadyRow

    /// The rows ready at one level.
    private struct Bucket {
        let level: Double
        /// In increasing `sequence` from `head` while `heap` is unused.
        var run: [ReadyRow] = []
        var head = 0
        var heap = BinaryHeap<ReadyRow>()
        var usesHeap = false

        var isEmpty: Bool { usesHeap ? heap.isEmpty : head == run.count }

        mutating func push(_ row: ReadyRow) {
            if usesHeap {
                heap.push(row)
            } else if let last = run.last, head < run.count, row.sequence < last.sequence {
                // Out of order: the rest of the run and the newcomer become a heap.
                for index in head..<run.count { heap.push(run[index]) }
                heap.push(row)
                run.removeAll()
                head = 0
                usesHeap = true
            } else {
                if head == run.count && head > 0 {
                    run.removeAll(keepingCapacity: true)
                    head = 0
                }
                run.append(row)
            }
        }

        var first: ReadyRow? {
            if usesHeap { return heap.first }
            return head < run.count ? run[head] : nil
        }

        mutating func pop() -> ReadyRow? {
            if usesHeap { return heap.pop() }
            guard head < run.count else { return nil }
            let row = run[head]
            head += 1
            return row
        }
    }

    /// Levels with a bucket of their own; a linear search finds them, so a few.
    static let maximumLevels = 8

    /// Strongest level first.
    private var buckets: [Bucket] = []
    /// Rows of the levels without a bucket.
    private var overflow = BinaryHeap<ReadyRow>()

    mutating func push(_ row: ReadyRow) {
        var index = 0
        while index < buckets.count && buckets[index].level > row.level { index += 1 }
        if index < buckets.count && buckets[index].level == row.level {
            buckets[index].push(row)
            return
        }
        guard buckets.count < Self.maximumLevels, row.level == row.level else {
            overflow.push(row)
            return
        }
        var bucket = Bucket(level: row.level)
        bucket.push(row)
        buckets.insert(bucket, at: index)
    }

    mutating func pop() -> ReadyRow? {
        var strongest = 0
        while strongest < buckets.count && buckets[strongest].isEmpty { strongest += 1 }
        guard strongest < buckets.count, let candidate = buckets[strongest].first else { return overflow.pop() }
        if let other = overflow.first, other < candidate { return overflow.pop() }
        return buckets[strongest].pop()
    }
}
