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
/// **Runs threaded through the rows.** A row is in the queue at most once at a time (the
/// pass queues a row again only after it was taken), so a run is a list threaded through
/// one `Link` per row of the problem — the row after it in its run and its sequence — in
/// storage the pass owns (`DirectResolution.PassScratch`), and a bucket is its level and the
/// run's two ends, in that storage too. A push or a pop then reads and writes plain memory:
/// no array of entries to grow, no array checked for uniqueness or bounds (round 17's
/// entries and buckets were arrays: 139 and 97 instructions a push and a pop on the list
/// document, 0.71 M of its first layout; issue 18, round 20). A row outside the links (never
/// by the pass's construction) or a sequence outside `Int32` goes to the heap of further
/// levels, which orders any row correctly.
struct ReadyRowQueue {
    typealias ReadyRow = DirectResolution.ReadyRow

    /// A queued row's place in its run: the row after it (-1 for the last) and its
    /// `ReadyRow.sequence`.
    struct Link {
        var next: Int32
        var sequence: Int32
    }

    /// The rows ready at one level: a run from `head` to `tail` through the links (-1 when
    /// empty), in increasing sequence, while `heap` is -1; from the first row that arrives
    /// out of order on, the heap `heaps[heap]`.
    struct Bucket {
        var level: Double
        var head: Int32 = -1
        var tail: Int32 = -1
        var heap: Int32 = -1

        init(level: Double) { self.level = level }
    }

    /// Levels with a bucket of their own; a linear search finds them, so a few.
    static let maximumLevels = 8

    /// One link per row (`rowCapacity` of them), written only while the row is queued.
    private let links: UnsafeMutablePointer<Link>
    private let rowCapacity: Int
    /// `maximumLevels` buckets, strongest level first; the first `bucketCount` in use.
    private let buckets: UnsafeMutablePointer<Bucket>
    private var bucketCount = 0
    /// The heaps of the buckets whose rows stopped arriving in order.
    private var heaps: [BinaryHeap<ReadyRow>] = []
    /// Rows of the levels without a bucket (and any row the runs cannot hold).
    private var overflow = BinaryHeap<ReadyRow>()

    /// A queue whose runs are threaded through `links` (one per row of the problem,
    /// `rowCapacity` of them) with its buckets in `buckets` (room for `maximumLevels`):
    /// storage the caller owns and keeps alive, and no other queue writes, while this one is
    /// used. Neither needs to be initialized (the queue writes before it reads).
    init(links: UnsafeMutablePointer<Link>, rowCapacity: Int, buckets: UnsafeMutablePointer<Bucket>) {
        self.links = links
        self.rowCapacity = rowCapacity
        self.buckets = buckets
    }

    /// Queues `row`. Most rows join the run of a level that has its bucket already, in
    /// order: that is done here, inline in the pass; anything else (a new level, a heap, a
    /// row out of order or out of the links) by `pushSlowly`, which decides the same for
    /// those cases as for the others (the call with its spills was about a third of a
    /// push; issue 18, round 22).
    @inline(__always)
    mutating func push(_ row: ReadyRow) {
        var index = 0
        while index < bucketCount && buckets[index].level > row.level { index += 1 }
        let new = Int(row.row)
        if index < bucketCount, buckets[index].level == row.level, buckets[index].heap < 0,
           new >= 0, new < rowCapacity, let sequence = Int32(exactly: row.sequence) {
            let bucket = buckets + index
            let tail = Int(bucket.pointee.tail)
            if tail < 0 || sequence >= links[tail].sequence {
                links[new] = Link(next: -1, sequence: sequence)
                if tail >= 0 {
                    links[tail].next = row.row
                } else {
                    bucket.pointee.head = row.row
                }
                bucket.pointee.tail = row.row
                return
            }
        }
        pushSlowly(row)
    }

    /// `push` in every case.
    @inline(never)
    private mutating func pushSlowly(_ row: ReadyRow) {
        var index = 0
        while index < bucketCount && buckets[index].level > row.level { index += 1 }
        if !(index < bucketCount && buckets[index].level == row.level) {
            guard bucketCount < Self.maximumLevels, row.level == row.level else {
                overflow.push(row)
                return
            }
            // The weaker buckets move one place on (at most `maximumLevels - 1` of them).
            var place = bucketCount
            while place > index {
                buckets[place] = buckets[place - 1]
                place -= 1
            }
            buckets[index] = Bucket(level: row.level)
            bucketCount += 1
        }
        let bucket = buckets + index
        if bucket.pointee.heap >= 0 {
            heaps[Int(bucket.pointee.heap)].push(row)
            return
        }
        let new = Int(row.row)
        guard new >= 0, new < rowCapacity, let sequence = Int32(exactly: row.sequence) else {
            overflow.push(row)
            return
        }
        let tail = Int(bucket.pointee.tail)
        if tail >= 0 && sequence < links[tail].sequence {
            // Out of order: the rest of the run and the newcomer become a heap.
            var heap = BinaryHeap<ReadyRow>()
            var entry = bucket.pointee.head
            while entry >= 0 {
                let link = links[Int(entry)]
                heap.push(ReadyRow(level: bucket.pointee.level, sequence: Int(link.sequence), row: entry))
                entry = link.next
            }
            heap.push(row)
            bucket.pointee.heap = Int32(truncatingIfNeeded: heaps.count)
            bucket.pointee.head = -1
            bucket.pointee.tail = -1
            heaps.append(heap)
            return
        }
        links[new] = Link(next: -1, sequence: sequence)
        if tail >= 0 {
            links[tail].next = row.row
        } else {
            bucket.pointee.head = row.row
        }
        bucket.pointee.tail = row.row
    }

    /// The strongest queued row, taken out of the queue (nil when it is empty). Inline in
    /// the pass's one loop that takes rows (a call per row taken, with its saves and
    /// restores; issue 18, round 22).
    @inline(__always)
    mutating func pop() -> ReadyRow? {
        var strongest = 0
        while strongest < bucketCount && isEmpty(buckets[strongest]) { strongest += 1 }
        guard strongest < bucketCount else { return overflow.pop() }
        let bucket = buckets + strongest
        if bucket.pointee.heap >= 0 {
            let heap = Int(bucket.pointee.heap)
            if let candidate = heaps[heap].first, let other = overflow.first, other < candidate { return overflow.pop() }
            return heaps[heap].pop()
        }
        let head = Int(bucket.pointee.head)
        let link = links[head]
        let candidate = ReadyRow(level: bucket.pointee.level, sequence: Int(link.sequence),
                                 row: Int32(truncatingIfNeeded: head))
        if let other = overflow.first, other < candidate { return overflow.pop() }
        bucket.pointee.head = link.next
        if link.next < 0 { bucket.pointee.tail = -1 }
        return candidate
    }

    private func isEmpty(_ bucket: Bucket) -> Bool {
        bucket.heap >= 0 ? heaps[Int(bucket.heap)].isEmpty : bucket.head < 0
    }
}
