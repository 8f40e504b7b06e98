extension DirectResolution {
    /// The rows of the classes `follow` moved whole (`ClassRows`), by representative.
    ///
    /// Every merge step a follow takes drops the entry of the class whose offsets it moved,
    /// and almost never is there one: a resize of the 1000-view list document takes 333
    /// merge steps (each button's position, merged with its width), none of them in a class
    /// moved whole. Through a dictionary each of those drops hashed its key and probed a
    /// table (the relayout went from 0.96 M to 0.91 M instructions without them, round 23).
    /// Here a lookup is one load from a slot per column, and a drop of an absent entry costs
    /// that load only.
    struct ClassRowsCache {
        private var entries: [ClassRows] = []
        /// `entries[i]` belongs to the class represented by `representatives[i]`.
        private(set) var representatives: [Int32] = []
        /// For each column, the index of its entry in `entries`, or -1; made at the first
        /// entry, grown to hold any representative stored.
        private var slotOfColumn: [Int32] = []

        var isEmpty: Bool { entries.isEmpty }

        @inline(__always)
        private func slot(of representative: Int32) -> Int {
            let column = Int(representative)
            guard column >= 0, column < slotOfColumn.count else { return -1 }
            return Int(slotOfColumn[column])
        }

        /// The class rows of the class `representative` stands for; storing nil drops them.
        subscript(representative: Int32) -> ClassRows? {
            get {
                let index = slot(of: representative)
                return index >= 0 ? entries[index] : nil
            }
            set {
                let index = slot(of: representative)
                if let newValue {
                    if index >= 0 {
                        entries[index] = newValue
                    } else {
                        insert(newValue, for: representative)
                    }
                } else if index >= 0 {
                    remove(at: index)
                }
            }
        }

        /// Drops every entry (their slots only: the table keeps its size).
        mutating func removeAll() {
            for representative in representatives { slotOfColumn[Int(representative)] = -1 }
            entries.removeAll(keepingCapacity: true)
            representatives.removeAll(keepingCapacity: true)
        }

        private mutating func insert(_ classRows: ClassRows, for representative: Int32) {
            let column = Int(representative)
            guard column >= 0 else { return }  // a representative is a column: never negative
            if column >= slotOfColumn.count {
                slotOfColumn.append(contentsOf: repeatElement(-1, count: column + 1 - slotOfColumn.count))
            }
            slotOfColumn[column] = Int32(truncatingIfNeeded: entries.count)
            entries.append(classRows)
            representatives.append(representative)
        }

        /// Removes entry `index`, the last entry taking its place.
        private mutating func remove(at index: Int) {
            let last = entries.count - 1
            slotOfColumn[Int(representatives[index])] = -1
            if index != last {
                entries.swapAt(index, last)
                representatives.swapAt(index, last)
                slotOfColumn[Int(representatives[index])] = Int32(truncatingIfNeeded: index)
            }
            entries.removeLast()
            representatives.removeLast()
        }
    }
}
