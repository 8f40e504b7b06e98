/// A min-heap of (count, id) pairs, lowest count first (ties: lowest id), the order in
/// which INVERT's Markowitz search takes kernel columns and the crash takes rows. Stale
/// entries stay in place: callers skip or requeue them when popped.
struct SmallestCountHeap {
    private var items: [(count: Int, id: Int)] = []

    private static func less(_ a: (count: Int, id: Int), _ b: (count: Int, id: Int)) -> Bool {
        a.count != b.count ? a.count < b.count : a.id < b.id
    }

    mutating func push(count: Int, id: Int) {
        items.append((count, id))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.less(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> (count: Int, id: Int)? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < items.count else { break }
                let right = left + 1
                let child = right < items.count && Self.less(items[right], items[left]) ? right : left
                guard Self.less(items[child], items[parent]) else { break }
                items.swapAt(child, parent)
                parent = child
            }
        }
        return top
    }
}
