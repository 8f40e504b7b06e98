/// Union–find over column ids (path halving, union by size): the connected components of
/// the variables, for the direct-resolution counters.
struct ComponentSets {
    private var parent: [Int32]
    private var size: [Int32]

    init(count: Int) {
        parent = (0..<count).map { Int32(truncatingIfNeeded: $0) }
        size = Array(repeating: 1, count: count)
    }

    mutating func root(of element: Int) -> Int {
        var node = element
        while Int(parent[node]) != node {
            parent[node] = parent[Int(parent[node])]
            node = Int(parent[node])
        }
        return node
    }

    mutating func join(_ a: Int, _ b: Int) {
        var x = root(of: a), y = root(of: b)
        guard x != y else { return }
        if size[x] < size[y] { swap(&x, &y) }
        parent[y] = Int32(truncatingIfNeeded: x)
        size[x] += size[y]
    }
}
