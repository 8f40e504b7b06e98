/// Walks over view trees with an explicit stack, so that a deep document costs heap, not
/// the caller's thread stack (hosts may load documents and insert scenes on threads with
/// small stacks).
extension ViewDescription {
    /// Every id in this subtree, depth first (plain children before arranged ones).
    public var allIDs: [String] {
        var ids: [String] = []
        var pending: [ViewDescription] = [self]
        while let view = pending.popLast() {
            ids.append(view.id)
            pending.append(contentsOf: view.arranged.reversed())
            pending.append(contentsOf: view.subviews.reversed())
        }
        return ids
    }

    /// The subtree's views (this one included), those arranged in a stack or group, and its
    /// levels (1 for a view without children): what a scene checks and reserves its
    /// storage from. One walk that holds lists of children, never a copy of a view (a
    /// struct of a few dozen reference-counted fields, whose copies were most of what two
    /// separate walks cost).
    var treeShape: (views: Int, arranged: Int, levels: Int) {
        var views = 1, arranged = self.arranged.count, deepest = 1
        var pending: [(children: [ViewDescription], level: Int)] = []
        if !subviews.isEmpty { pending.append((subviews, 2)) }
        if !self.arranged.isEmpty { pending.append((self.arranged, 2)) }
        while let (children, level) = pending.popLast() {
            deepest = Swift.max(deepest, level)
            views += children.count
            // Counts read in place: a leaf's lists (most views of a list) are not taken, which
            // was a retain and a release of each (about 55k instructions of the 1000-view list
            // document's scene build, issue 18, round 22).
            for index in children.indices {
                let grandchildCount = children[index].subviews.count
                let arrangedGrandchildCount = children[index].arranged.count
                arranged += arrangedGrandchildCount
                if grandchildCount > 0 { pending.append((children[index].subviews, level + 1)) }
                if arrangedGrandchildCount > 0 { pending.append((children[index].arranged, level + 1)) }
            }
        }
        return (views, arranged, deepest)
    }

    /// The view with that id in this subtree (this view included), nil when there is none.
    public func descendant(withID id: String) -> ViewDescription? {
        var pending: [ViewDescription] = [self]
        while let view = pending.popLast() {
            if view.id == id { return view }
            pending.append(contentsOf: view.arranged.reversed())
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// The scenes the table views of this subtree show as cells (their rows' `cell`s), each
    /// once, in the order first named.
    public var tableCellSceneNames: [String] { cellSceneNames(tables: true, collections: false) }

    /// The scenes the collection views of this subtree show as cells (their items' `cell`s),
    /// each once, in the order first named.
    public var collectionCellSceneNames: [String] { cellSceneNames(tables: false, collections: true) }

    /// The scenes the table and collection views of this subtree show as cells, each once,
    /// in the order first named.
    public var cellSceneNames: [String] { cellSceneNames(tables: true, collections: true) }

    private func cellSceneNames(tables: Bool, collections: Bool) -> [String] {
        var names: [String] = []
        var seen = Set<String>()
        var pending: [ViewDescription] = [self]
        while let view = pending.popLast() {
            if tables, let rows = view.table?.rows {
                for row in rows where seen.insert(row.cell).inserted { names.append(row.cell) }
            }
            if collections, let items = view.collection?.items {
                for item in items where seen.insert(item.cell).inserted { names.append(item.cell) }
            }
            pending.append(contentsOf: view.arranged.reversed())
            pending.append(contentsOf: view.subviews.reversed())
        }
        return names
    }

    /// Levels of views in this subtree: 1 for a view without children.
    public var levelCount: Int { treeShape.levels }

    /// The tree rebuilt with `transform` applied to every node, children first; the
    /// transform also gets the node's level (this view's is `level`).
    public func mapTree<E: Error>(level: Int = 1, _ transform: (inout ViewDescription, _ level: Int) throws(E) -> Void) throws(E) -> ViewDescription {
        var stack = [TreeFrame(self, isArranged: false)]
        while let top = stack.indices.last {
            let next = stack[top].next
            let plainCount = stack[top].subviews.count
            if next < plainCount + stack[top].arranged.count {
                stack[top].next += 1
                let isArranged = next >= plainCount
                let child = isArranged ? stack[top].arranged[next - plainCount] : stack[top].subviews[next]
                stack.append(TreeFrame(child, isArranged: isArranged))
                continue
            }
            let finishedLevel = level + top
            var finished = stack.removeLast()
            try transform(&finished.node, finishedLevel)
            guard let parent = stack.indices.last else { return finished.node }
            if finished.isArranged {
                stack[parent].node.arranged.append(finished.node)
            } else {
                stack[parent].node.subviews.append(finished.node)
            }
        }
        return self
    }
}

/// A view of ``ViewDescription/mapTree(level:_:)`` whose children are being rebuilt.
private struct TreeFrame {
    var node: ViewDescription
    var subviews: [ViewDescription]
    var arranged: [ViewDescription]
    var next = 0
    var isArranged: Bool

    init(_ view: ViewDescription, isArranged: Bool) {
        node = view
        subviews = view.subviews
        arranged = view.arranged
        node.subviews = []
        node.arranged = []
        self.isArranged = isArranged
    }
}
