/// A binary min-heap: the smallest element (by `<`) pops first. The solver's work lists,
/// INVERT's Markowitz search, the crash's row queue and direct resolution's ready rows are
/// all this heap over an element type whose `<` says which comes first. Duplicates are
/// allowed; callers that must not queue an element twice keep their own marks.
struct BinaryHeap<Element: Comparable> {
    private var items: [Element] = []

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    /// The element `pop` would return, left in place.
    var first: Element? { items.first }

    /// The elements in heap order (not sorted).
    var unordered: [Element] { items }

    mutating func reserveCapacity(_ capacity: Int) { items.reserveCapacity(capacity) }

    mutating func push(_ element: Element) {
        items.append(element)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Element? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < items.count else { break }
                let right = left + 1
                let child = right < items.count && items[right] < items[left] ? right : left
                guard items[child] < items[parent] else { break }
                items.swapAt(child, parent)
                parent = child
            }
        }
        return top
    }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }
}
