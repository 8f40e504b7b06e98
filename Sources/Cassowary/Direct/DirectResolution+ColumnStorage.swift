extension DirectResolution {
    /// The per-column state of a resolution — each column's record (its class, scale,
    /// offset, value), each class's member list and, while the pass's levels are held, each
    /// column's levels — in storage of its own rather than in arrays.
    ///
    /// A merge, a determination and a reduction read and write these records by column
    /// index, thousands of times in a scene's first layout; through arrays held by the
    /// resolution every write checked the array's uniqueness and every access its bounds
    /// (about 10,000 uniqueness checks of the list document's pass from merges alone, round
    /// 17). The resolution reads and writes this storage through pointers instead, by
    /// indices that come from its own structures (a term's column, a representative, a
    /// class's members: all columns of the problem, below `count`).
    ///
    /// **Value semantics.** A copy of a resolution shares the storage (the class reference
    /// and the pointers into it). Every mutating entry point of `DirectResolution` that
    /// writes it (`propagate`, `follow`, `replay`, `detach`) first makes it unique
    /// (`DirectResolution.makeColumnsUnique`): a copy that is not the storage's only owner
    /// writes its own copy, so a replay on a copy (`var replayed = resolution`) never
    /// changes the original. Readers need no check.
    final class ColumnStorage {
        /// The number of columns (the solver's columns up to its last external one).
        let count: Int
        /// One record per column.
        let records: UnsafeMutablePointer<ColumnRecord>
        /// One member list per column (meaningful for a representative).
        let members: UnsafeMutablePointer<MemberList>
        /// One entry per column while the levels are held (`levelCount == count`), else
        /// none (`levelCount == 0`: a kept resolution keeps a byte per column instead).
        /// In `levelsBlock`.
        private(set) var levels: UnsafeMutablePointer<ColumnLevels>
        /// The block holding `levels`: from `PassBlockCache` and given back to it when the
        /// levels go (`releaseLevels`, `deinit`), since they live for one pass only.
        private var levelsBlock: PassBlockCache.Block
        /// `count` while the levels are held, 0 once released.
        private(set) var levelCount: Int

        /// Every column its own class (scale 1, offset 0, value 0), no member lists, every
        /// level at its start (aliased at +∞, undetermined).
        init(count: Int) {
            self.count = count
            records = .allocate(capacity: max(count, 1))
            for column in 0..<count {
                (records + column).initialize(to: ColumnRecord(representative: Int32(truncatingIfNeeded: column)))
            }
            members = .allocate(capacity: max(count, 1))
            members.initialize(repeating: MemberList(), count: count)
            (levelsBlock, levels) = Self.makeLevelsBlock(count: count)
            levels.initialize(repeating: ColumnLevels(), count: count)
            levelCount = count
        }

        /// A block for `count` levels, and the levels in it (uninitialized).
        private static func makeLevelsBlock(count: Int) -> (PassBlockCache.Block, UnsafeMutablePointer<ColumnLevels>) {
            let block = PassBlockCache.take(byteCount: count * MemoryLayout<ColumnLevels>.stride)
            return (block, block.base.bindMemory(to: ColumnLevels.self, capacity: count))
        }

        /// A copy of `other`: its records and member lists, and its levels when
        /// `keepingLevels` and it holds them.
        init(copying other: ColumnStorage, keepingLevels: Bool) {
            count = other.count
            records = .allocate(capacity: max(count, 1))
            DirectResolution.copyPlainValues(from: other.records, to: records, count: count)
            members = .allocate(capacity: max(count, 1))
            DirectResolution.copyPlainValues(from: other.members, to: members, count: count)
            levelCount = keepingLevels ? other.levelCount : 0
            (levelsBlock, levels) = Self.makeLevelsBlock(count: levelCount)
            DirectResolution.copyPlainValues(from: other.levels, to: levels, count: levelCount)
        }

        deinit {
            // Plain values: nothing to deinitialize.
            records.deallocate()
            members.deallocate()
            PassBlockCache.give(levelsBlock)
        }

        /// Lets the levels go (a kept resolution).
        func releaseLevels() {
            guard levelCount > 0 else { return }
            PassBlockCache.give(levelsBlock)
            (levelsBlock, levels) = Self.makeLevelsBlock(count: 0)
            levelCount = 0
        }

        /// Makes the levels again, every column at its start (a replay of a kept
        /// resolution: `resetColumn` leaves the columns the steps touched so, and the others
        /// were never determined or moved).
        func makeLevels() {
            guard levelCount == 0 else { return }
            PassBlockCache.give(levelsBlock)
            (levelsBlock, levels) = Self.makeLevelsBlock(count: count)
            levels.initialize(repeating: ColumnLevels(), count: count)
            levelCount = count
        }
    }

    /// Initializes `count` plain values at `target` from `source` in one block copy
    /// (`initialize(from:count:)` copied them one by one: 0.18 M instructions for the
    /// list document's columns, round 18).
    static func copyPlainValues<Element: BitwiseCopyable>(from source: UnsafePointer<Element>,
                                                         to target: UnsafeMutablePointer<Element>, count: Int) {
        guard count > 0 else { return }
        UnsafeMutableRawPointer(target).copyMemory(from: source, byteCount: count * MemoryLayout<Element>.stride)
    }
}
