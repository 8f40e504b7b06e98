/// A (count, id) pair ordered lowest count first, ties lowest id: the order in which
/// INVERT's Markowitz search takes kernel columns and the crash takes rows, through a
/// `BinaryHeap<CountedID>` (stale entries stay in place: callers skip or requeue them).
struct CountedID: Comparable {
    var count: Int
    var id: Int

    static func < (a: CountedID, b: CountedID) -> Bool {
        a.count != b.count ? a.count < b.count : a.id < b.id
    }
}
